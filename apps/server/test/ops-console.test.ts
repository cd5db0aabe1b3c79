import {
  OPS_IDLE_SECONDS,
  opsAdjustmentResultSchema,
  opsAuditPageSchema,
  opsCsrfHeader,
  opsDashboardSchema,
  opsLoginResultSchema,
  opsMemberDetailSchema,
  opsMemberListSchema,
  opsMemberRowSchema,
  opsSecondFactorResultSchema,
  opsSessionSchema,
  opsAnnouncementPageSchema,
  opsAnnouncementSchema,
  opsDoneSchema,
  opsHelpItemSchema,
  opsOperatorListSchema,
  opsOperatorSchema,
  opsTokenCreatedSchema,
  opsTokenListSchema,
  opsTokenSchema,
  operatorRoles,
  type OperatorRole,
} from '@app/contracts/operator';
import { opsRoutes, type OpsAccess } from '@app/contracts/ops-routes';
import { routes } from '@app/contracts/routes';
import { helpCenterSchema, operatorSettingsSchema } from '@app/contracts/system';
import { announcementListSchema } from '@app/contracts/announcements';
import { languages } from '@app/contracts/languages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperatorRepository } from '../src/repositories/operator-repository';
import { DEMO_OPERATOR } from '../src/seed/demo-operator-seed';
import { totpCode } from '../src/services/totp';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createTestClock } from './helpers/clock';
import { expectFail, expectOk } from './helpers/envelope';
import { bearer, DEMO_PASSWORD, injectEncrypted, loginAs } from './helpers/login';
import { cookieOf, opsPath, opsSignIn, type OpsClient } from './helpers/ops';

const clock = createTestClock(new Date('2026-11-24T10:00:00Z'));
let t: TestApp;
let admin: OpsClient;
let demo01Id: number;

/** A new operator straight in the table (the operators screen is the next slice). */
async function addOperator(username: string, role: OperatorRole, secret: string | null) {
  const repo = createOperatorRepository(t.database.db);
  await repo.insertIfAbsent({
    username,
    role,
    passwordHash: await t.app.services.core.passwords.hash('Staff@2026pw'),
    totpSecret: secret,
    totpConfirmedAt: secret ? clock.now() : null,
  });
}

/** The same text in every language (the console asks each one; tests keep it short). */
function allLanguages(title: string, content: string) {
  return Object.fromEntries(languages.map((l) => [l, { title: `${title} (${l})`, content }]));
}

function announcementBody(title: string, content: string, over: Record<string, unknown> = {}) {
  return {
    type: 'PL',
    groupName: null,
    execution: null,
    promotionType: null,
    linkUrl: null,
    startDate: new Date(clock.now().getTime() - 60_000).toISOString(),
    endDate: null,
    noExpiry: true,
    images: [],
    sort: 1,
    enabled: true,
    translations: allLanguages(title, content),
    ...over,
  };
}

beforeAll(async () => {
  t = await buildTestApp({ services: { clock: clock.now } });
  admin = await opsSignIn(t.app, clock);
  const list = expectOk(
    await t.app.inject({
      method: 'GET',
      url: `${opsRoutes.opsMembers.path}?q=demo01`,
      headers: { cookie: admin.cookie },
    }),
    opsMemberListSchema,
  );
  demo01Id = list.items.find((m) => m.username === 'demo01')!.id;
});
afterAll(async () => {
  await t.close();
});

describe('operator sign-in', () => {
  it('takes the password, then a TOTP code, and opens a session with a CSRF token', async () => {
    clock.advance(30);
    const login = await t.app.inject({
      method: 'POST',
      url: opsRoutes.opsLogin.path,
      payload: { username: 'OPS01', password: DEMO_OPERATOR.password },
    });
    expect(expectOk(login, opsLoginResultSchema)).toEqual({ next: 'totp' });
    const setCookie = String(login.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\/ops/);
    const cookie = cookieOf(login);

    // The pending session is no session yet.
    expectFail(
      await t.app.inject({ method: 'GET', url: opsRoutes.opsSession.path, headers: { cookie } }),
      401,
      'SESSION_EXPIRED',
    );
    const code = totpCode(DEMO_OPERATOR.totpSecret, clock.now());
    const done = expectOk(
      await t.app.inject({
        method: 'POST',
        url: opsRoutes.opsSecondFactor.path,
        headers: { cookie },
        payload: { code },
      }),
      opsSecondFactorResultSchema,
    );
    expect(done.operator).toMatchObject({ username: 'ops01', role: 'admin' });
    expect(done.recoveryCodes).toBeUndefined();
    const session = expectOk(
      await t.app.inject({ method: 'GET', url: opsRoutes.opsSession.path, headers: { cookie } }),
      opsSessionSchema,
    );
    expect(session.csrfToken).toBe(done.csrfToken);

    // The same code again (same step): refused, even on a new password step.
    const again = await t.app.inject({
      method: 'POST',
      url: opsRoutes.opsLogin.path,
      payload: { username: 'ops01', password: DEMO_OPERATOR.password },
    });
    const replay = await t.app.inject({
      method: 'POST',
      url: opsRoutes.opsSecondFactor.path,
      headers: { cookie: cookieOf(again) },
      payload: { code },
    });
    expectFail(replay, 400, 'VERIFICATION_CODE_INVALID');
  });

  it('refuses a wrong password and a wrong code, audits both, and asks a captcha after 3', async () => {
    for (let i = 0; i < 3; i++)
      expectFail(
        await t.app.inject({
          method: 'POST',
          url: opsRoutes.opsLogin.path,
          payload: { username: 'nobody_here', password: 'wrong-password' },
        }),
        401,
        'WRONG_CREDENTIALS',
      );
    const fourth = await t.app.inject({
      method: 'POST',
      url: opsRoutes.opsLogin.path,
      payload: { username: 'nobody_here', password: 'wrong-password' },
    });
    expect(fourth.json()).toMatchObject({ errorCode: 'CAPTCHA_INVALID', value: { captcha: true } });
    const audit = expectOk(
      await t.app.inject({
        method: 'GET',
        url: `${opsRoutes.opsAudit.path}?operator=nobody_here&action=session.loginFailed`,
        headers: { cookie: admin.cookie },
      }),
      opsAuditPageSchema,
    );
    expect(audit.total).toBe(3);
  });

  it('ends a session after 30 minutes idle, and at logout on the server', async () => {
    const client = await opsSignIn(t.app, clock);
    clock.advance(OPS_IDLE_SECONDS - 60);
    expectOk(
      await t.app.inject({
        method: 'GET',
        url: opsRoutes.opsSession.path,
        headers: client.headers,
      }),
      opsSessionSchema,
    );
    clock.advance(OPS_IDLE_SECONDS + 1);
    expectFail(
      await t.app.inject({
        method: 'GET',
        url: opsRoutes.opsSession.path,
        headers: client.headers,
      }),
      401,
      'SESSION_EXPIRED',
    );
    admin = await opsSignIn(t.app, clock);

    const other = await opsSignIn(t.app, clock);
    const out = await t.app.inject({
      method: 'DELETE',
      url: opsRoutes.opsLogout.path,
      headers: other.headers,
    });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/Max-Age=0/);
    expectFail(
      await t.app.inject({ method: 'GET', url: opsRoutes.opsSession.path, headers: other.headers }),
      401,
      'SESSION_EXPIRED',
    );
  });

  it('enrols a new authenticator: QR and secret, 10 recovery codes once, each usable once', async () => {
    await addOperator('staff_enrol', 'support', null);
    clock.advance(30);
    const login = await t.app.inject({
      method: 'POST',
      url: opsRoutes.opsLogin.path,
      payload: { username: 'staff_enrol', password: 'Staff@2026pw' },
    });
    const step = expectOk(login, opsLoginResultSchema);
    if (step.next !== 'enrol') throw new Error('expected enrolment');
    expect(step.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+:staff_enrol\?secret=[A-Z2-7]+&/);
    expect(step.qrSvg).toMatch(/^<svg/);
    const enrolled = expectOk(
      await t.app.inject({
        method: 'POST',
        url: opsRoutes.opsSecondFactor.path,
        headers: { cookie: cookieOf(login) },
        payload: { code: totpCode(step.secret, clock.now()) },
      }),
      opsSecondFactorResultSchema,
    );
    const codes = enrolled.recoveryCodes!;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(enrolled.recoveryCodesLeft).toBe(10);

    const withRecovery = async (recoveryCode: string) => {
      const pw = await t.app.inject({
        method: 'POST',
        url: opsRoutes.opsLogin.path,
        payload: { username: 'staff_enrol', password: 'Staff@2026pw' },
      });
      expect(expectOk(pw, opsLoginResultSchema)).toEqual({ next: 'totp' });
      return t.app.inject({
        method: 'POST',
        url: opsRoutes.opsSecondFactor.path,
        headers: { cookie: cookieOf(pw) },
        payload: { recoveryCode },
      });
    };
    // Case and the dash do not matter.
    const first = expectOk(
      await withRecovery(codes[0]!.toUpperCase().replace('-', '')),
      opsSecondFactorResultSchema,
    );
    expect(first.recoveryCodesLeft).toBe(9);
    expectFail(await withRecovery(codes[0]!), 400, 'VERIFICATION_CODE_INVALID');
  });
});

describe('operator API boundaries', () => {
  it('refuses a change without the CSRF token, and with a wrong one', async () => {
    const path = opsPath(opsRoutes.opsMemberLock.path, demo01Id);
    const payload = { locked: false, reason: 'csrf check' };
    expectFail(
      await t.app.inject({ method: 'POST', url: path, headers: { cookie: admin.cookie }, payload }),
      403,
      'NO_PERMISSION',
    );
    expectFail(
      await t.app.inject({
        method: 'POST',
        url: path,
        headers: { cookie: admin.cookie, [opsCsrfHeader]: 'x'.repeat(64) },
        payload,
      }),
      403,
      'NO_PERMISSION',
    );
    expectOk(
      await t.app.inject({ method: 'POST', url: path, headers: admin.headers, payload }),
      opsMemberRowSchema,
    );
  });

  it("keeps members' tokens and operators' cookies apart", async () => {
    const token = await loginAs(t.app, 'demo01');
    expectFail(
      await t.app.inject({
        method: 'GET',
        url: opsRoutes.opsDashboard.path,
        headers: bearer(token),
      }),
      401,
      'NOT_LOGGED_IN',
    );
    expectFail(
      await t.app.inject({ method: 'GET', url: routes.memberInfo.path, headers: admin.headers }),
      401,
      'NOT_LOGGED_IN',
    );
  });

  it('lets each role do exactly what its rows allow', async () => {
    const clients = new Map<OperatorRole, OpsClient>();
    for (const role of operatorRoles) {
      const username = `role_${role}`;
      const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
      await addOperator(username, role, secret);
      clients.set(
        role,
        await opsSignIn(t.app, clock, { username, password: 'Staff@2026pw', secret }),
      );
    }
    // A valid request for each row that needs a session (the sign-in rows are tested above).
    const requests: Record<string, { url: string; payload?: Record<string, unknown> }> = {
      opsSession: { url: opsRoutes.opsSession.path },
      opsDashboard: { url: opsRoutes.opsDashboard.path },
      opsMembers: { url: opsRoutes.opsMembers.path },
      opsMember: { url: opsPath(opsRoutes.opsMember.path, demo01Id) },
      opsMemberLedger: { url: opsPath(opsRoutes.opsMemberLedger.path, demo01Id) },
      opsMemberBets: { url: opsPath(opsRoutes.opsMemberBets.path, demo01Id) },
      opsMemberProtections: { url: opsPath(opsRoutes.opsMemberProtections.path, demo01Id) },
      opsMemberLock: {
        url: opsPath(opsRoutes.opsMemberLock.path, demo01Id),
        payload: { locked: false, reason: 'role table' },
      },
      opsMemberAdjust: {
        url: opsPath(opsRoutes.opsMemberAdjust.path, demo01Id),
        payload: { amountMinor: 1, reason: 'role table', idempotencyKey: '' },
      },
      // An account that does not exist: a 404 for the admin, 403 before that for the rest.
      opsMemberMoveUpline: {
        url: opsPath(opsRoutes.opsMemberMoveUpline.path, 999_999),
        payload: { uplineUsername: 'agent01', reason: 'role table' },
      },
      opsAudit: { url: opsRoutes.opsAudit.path },
      opsCashDesk: { url: opsRoutes.opsCashDesk.path },
      // Ids that do not exist: a 404 for the allowed, 403 before that for the rest.
      opsDepositApprove: { url: opsPath(opsRoutes.opsDepositApprove.path, 999_999), payload: {} },
      opsDepositReject: {
        url: opsPath(opsRoutes.opsDepositReject.path, 999_999),
        payload: { reason: 'role table' },
      },
      opsWithdrawalApprove: {
        url: opsPath(opsRoutes.opsWithdrawalApprove.path, 999_999),
        payload: {},
      },
      opsWithdrawalReject: {
        url: opsPath(opsRoutes.opsWithdrawalReject.path, 999_999),
        payload: { reason: 'role table' },
      },
      opsWithdrawalPay: { url: opsPath(opsRoutes.opsWithdrawalPay.path, 999_999), payload: {} },
      // Feedback (issue 14): an id that does not exist, 404 when allowed.
      opsFeedbackList: { url: opsRoutes.opsFeedbackList.path },
      opsFeedback: { url: opsPath(opsRoutes.opsFeedback.path, 999_999) },
      opsFeedbackHandle: { url: opsPath(opsRoutes.opsFeedbackHandle.path, 999_999), payload: {} },
      // Identity verification (issue 14): ids and a file that do not exist, 404 when allowed.
      opsKycList: { url: opsRoutes.opsKycList.path },
      opsKyc: { url: opsPath(opsRoutes.opsKyc.path, 999_999) },
      opsKycApprove: { url: opsPath(opsRoutes.opsKycApprove.path, 999_999), payload: {} },
      opsKycReject: {
        url: opsPath(opsRoutes.opsKycReject.path, 999_999),
        payload: { reason: 'role table' },
      },
      opsFile: { url: opsRoutes.opsFile.path.replace(':fileId', '0'.repeat(32)) },
      // Inbox (issue 15): each allowed role sends demo01 one message.
      opsInboxList: { url: opsRoutes.opsInboxList.path },
      opsInboxSend: {
        url: opsRoutes.opsInboxSend.path,
        payload: {
          target: { kind: 'MEMBER', username: 'demo01' },
          texts: { en: { title: 'Role table', content: '<p>x</p>' } },
        },
      },
      opsInboxPreview: { url: opsRoutes.opsInboxPreview.path, payload: { content: '<p>x</p>' } },
      // Live chat (issue 15): conversations that do not exist, 404 when allowed.
      opsChatConversations: { url: opsRoutes.opsChatConversations.path },
      opsChatConversation: { url: opsPath(opsRoutes.opsChatConversation.path, 999_999) },
      opsChatReply: {
        url: opsPath(opsRoutes.opsChatReply.path, 999_999),
        payload: { clientId: 'role-table-reply', text: 'Role table' },
      },
      opsChatRead: { url: opsPath(opsRoutes.opsChatRead.path, 999_999), payload: { upToId: 0 } },
      opsChatClaim: { url: opsPath(opsRoutes.opsChatClaim.path, 999_999) },
      opsChatTransfer: {
        url: opsPath(opsRoutes.opsChatTransfer.path, 999_999),
        payload: { operatorId: 1 },
      },
      opsChatClose: { url: opsPath(opsRoutes.opsChatClose.path, 999_999) },
      opsChatDuty: { url: opsRoutes.opsChatDuty.path },
      // Off duty: what every operator starts as.
      opsChatDutySet: { url: opsRoutes.opsChatDutySet.path, payload: { onDuty: false } },
      // Deposit bonus rules (issue 16): a promotion that does not exist, 404 when allowed.
      opsDepositPromotions: { url: opsRoutes.opsDepositPromotions.path },
      opsDepositPromotionUpdate: {
        url: opsPath(opsRoutes.opsDepositPromotionUpdate.path, 999_999),
        payload: { enabled: true },
      },
      // Reward claims (issue 16): a claim that does not exist, 404 when allowed; each allowed
      // role starts a short rain.
      opsRewardClaims: { url: opsRoutes.opsRewardClaims.path },
      opsRewardClaimApprove: {
        url: opsPath(opsRoutes.opsRewardClaimApprove.path, 999_999),
      },
      opsRewardClaimReject: {
        url: opsPath(opsRoutes.opsRewardClaimReject.path, 999_999),
        payload: { reason: 'role table' },
      },
      opsRedRainStart: { url: opsRoutes.opsRedRainStart.path, payload: { minutes: 1 } },
      // Field data (issue 19): the p75 per page, admin and content.
      opsFieldVitals: { url: opsRoutes.opsFieldVitals.path },
      opsSettings: { url: opsRoutes.opsSettings.path },
      opsTokens: { url: opsRoutes.opsTokens.path },
      opsAnnouncements: { url: opsRoutes.opsAnnouncements.path },
      opsAnnouncement: { url: opsPath(opsRoutes.opsAnnouncement.path, 999_999) },
      opsAnnouncementCreate: {
        url: opsRoutes.opsAnnouncementCreate.path,
        payload: announcementBody('role table', 'role table notice'),
      },
      opsAnnouncementUpdate: {
        url: opsPath(opsRoutes.opsAnnouncementUpdate.path, 999_999),
        payload: announcementBody('role table', 'role table notice'),
      },
      opsHelpItems: { url: opsRoutes.opsHelpItems.path },
      opsHelpItemSave: {
        url: opsRoutes.opsHelpItemSave.path.replace(':slug', 'role-table'),
        payload: { sort: 5000, translations: allLanguages('Role table', '<p>x</p>') },
      },
      opsHelpItemDelete: { url: opsRoutes.opsHelpItemDelete.path.replace(':slug', 'no-such-item') },
      opsOperators: { url: opsRoutes.opsOperators.path },
      // Each role's attempt is a new name; an allowed one is created.
      opsOperatorCreate: { url: opsRoutes.opsOperatorCreate.path },
      opsOperatorUpdate: {
        url: opsPath(opsRoutes.opsOperatorUpdate.path, 999_999),
        payload: { disabled: false, reason: 'role table' },
      },
      opsOperatorResetAuthenticator: {
        url: opsPath(opsRoutes.opsOperatorResetAuthenticator.path, 999_999),
        payload: { reason: 'role table' },
      },
      opsTokenCreate: {
        url: opsRoutes.opsTokenCreate.path,
        payload: { name: 'role table', role: 'support' },
      },
      // An id that does not exist: a 404 for the allowed, 403 before that for the rest.
      opsTokenRevoke: { url: opsPath(opsRoutes.opsTokenRevoke.path, 999_999) },
      // The value it already has: allowed roles change nothing (and no audit row).
      opsSettingsUpdate: {
        url: opsRoutes.opsSettingsUpdate.path,
        payload: { patch: { maintenance: false } },
      },
      opsLogout: { url: opsRoutes.opsLogout.path },
    };
    const checked: string[] = [];
    for (const [name, row] of Object.entries(opsRoutes)) {
      const access = row.access as OpsAccess;
      if (access === 'signIn') continue;
      if (name === 'opsLogout') continue; // would end the session the loop needs; tested above
      const request = requests[name];
      if (!request) throw new Error(`no request for ${name}: add one to this table`);
      for (const role of operatorRoles) {
        const client = clients.get(role)!;
        const payload =
          name === 'opsMemberAdjust'
            ? { amountMinor: 1, reason: 'role table', idempotencyKey: `role-${role}-${name}` }
            : name === 'opsOperatorCreate'
              ? { username: `made_by_${role}`, password: 'Staff@2026pw', role: 'content' }
              : request.payload;
        const res = await t.app.inject({
          method: row.method,
          url: request.url,
          headers: client.headers,
          ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
        });
        const allowed = access === 'any' || role === 'admin' || access.includes(role);
        const missingTarget = [
          'opsAnnouncement',
          'opsAnnouncementUpdate',
          'opsHelpItemDelete',
          'opsTokenRevoke',
          'opsOperatorUpdate',
          'opsOperatorResetAuthenticator',
          'opsDepositApprove',
          'opsDepositReject',
          'opsWithdrawalApprove',
          'opsWithdrawalReject',
          'opsWithdrawalPay',
          'opsFeedback',
          'opsFeedbackHandle',
          'opsKyc',
          'opsKycApprove',
          'opsKycReject',
          'opsFile',
          'opsChatConversation',
          'opsChatReply',
          'opsChatRead',
          'opsChatClaim',
          'opsChatTransfer',
          'opsChatClose',
          'opsDepositPromotionUpdate',
          'opsRewardClaimApprove',
          'opsRewardClaimReject',
          'opsMemberMoveUpline',
        ].includes(name);
        const ok = missingTarget ? 404 : 200;
        expect(res.statusCode, `${role} ${name}: ${res.body}`).toBe(allowed ? ok : 403);
      }
      checked.push(name);
    }
    expect(checked.sort()).toEqual(
      Object.keys(requests)
        .filter((n) => n !== 'opsLogout')
        .sort(),
    );
  });
});

describe('members in the console', () => {
  it('finds a member by username, mobile, email or ID and shows the wallet and sessions', async () => {
    const byName = expectOk(
      await t.app.inject({
        method: 'GET',
        url: `${opsRoutes.opsMembers.path}?q=demo0`,
        headers: admin.headers,
      }),
      opsMemberListSchema,
    );
    expect(byName.items.map((m) => m.username)).toContain('demo01');
    const byId = expectOk(
      await t.app.inject({
        method: 'GET',
        url: `${opsRoutes.opsMembers.path}?q=${demo01Id}`,
        headers: admin.headers,
      }),
      opsMemberListSchema,
    );
    expect(byId.items.map((m) => m.id)).toContain(demo01Id);
    const byEmail = expectOk(
      await t.app.inject({
        method: 'GET',
        url: `${opsRoutes.opsMembers.path}?q=DEMO01@example`,
        headers: admin.headers,
      }),
      opsMemberListSchema,
    );
    expect(byEmail.items.map((m) => m.username)).toEqual(['demo01']);
    const detail = expectOk(
      await t.app.inject({
        method: 'GET',
        url: opsPath(opsRoutes.opsMember.path, demo01Id),
        headers: admin.headers,
      }),
      opsMemberDetailSchema,
    );
    expect(detail.wallet.kind).toBe('REAL');
    expectFail(
      await t.app.inject({
        method: 'GET',
        url: opsPath(opsRoutes.opsMember.path, 99_999_999),
        headers: admin.headers,
      }),
      404,
      'NOT_FOUND',
    );
  });

  it('locks a member: open sessions end, login is refused as locked; unlock restores', async () => {
    const token = await loginAs(t.app, 'agent01');
    const id = expectOk(
      await t.app.inject({
        method: 'GET',
        url: `${opsRoutes.opsMembers.path}?q=agent01`,
        headers: admin.headers,
      }),
      opsMemberListSchema,
    ).items.find((m) => m.username === 'agent01')!.id;
    const lock = (locked: boolean) =>
      t.app.inject({
        method: 'POST',
        url: opsPath(opsRoutes.opsMemberLock.path, id),
        headers: admin.headers,
        payload: { locked, reason: 'suspected account sharing' },
      });
    expect(expectOk(await lock(true), opsMemberRowSchema).locked).toBe(true);
    expectFail(
      await t.app.inject({ method: 'GET', url: routes.wallet.path, headers: bearer(token) }),
      401,
      'SESSION_EXPIRED',
    );
    const refused = await injectEncrypted(t.app, 'POST', routes.sessionLogin.path, {
      type: 'username',
      username: 'agent01',
      password: DEMO_PASSWORD,
      remember: false,
    });
    expectFail(refused, 403, 'ACCOUNT_DISABLED');
    expectOk(await lock(false), opsMemberRowSchema);
    await loginAs(t.app, 'agent01');

    const audit = expectOk(
      await t.app.inject({
        method: 'GET',
        url: `${opsRoutes.opsAudit.path}?action=member.lock`,
        headers: admin.headers,
      }),
      opsAuditPageSchema,
    );
    expect(audit.items[0]).toMatchObject({
      actor: 'ops01',
      targetType: 'member',
      targetId: String(id),
      before: { locked: false },
      after: { locked: true },
      reason: 'suspected account sharing',
    });
  });

  it('adjusts a balance once per idempotency key, with a reason, and never below zero', async () => {
    const path = opsPath(opsRoutes.opsMemberAdjust.path, demo01Id);
    const before = expectOk(
      await t.app.inject({
        method: 'GET',
        url: opsPath(opsRoutes.opsMember.path, demo01Id),
        headers: admin.headers,
      }),
      opsMemberDetailSchema,
    ).wallet.balanceMinor;
    const payload = {
      amountMinor: 12_345,
      reason: 'goodwill credit',
      idempotencyKey: 'adj-0001-xyz',
    };
    const first = expectOk(
      await t.app.inject({ method: 'POST', url: path, headers: admin.headers, payload }),
      opsAdjustmentResultSchema,
    );
    expect(first).toMatchObject({ applied: true, balanceMinor: before + 12_345 });
    const retry = expectOk(
      await t.app.inject({ method: 'POST', url: path, headers: admin.headers, payload }),
      opsAdjustmentResultSchema,
    );
    expect(retry).toMatchObject({ applied: false, transactionId: first.transactionId });
    expectFail(
      await t.app.inject({
        method: 'POST',
        url: path,
        headers: admin.headers,
        payload: {
          amountMinor: -(before + 12_346),
          reason: 'too much',
          idempotencyKey: 'adj-0002-xyz',
        },
      }),
      409,
      'INSUFFICIENT_BALANCE',
    );
    expectFail(
      await t.app.inject({
        method: 'POST',
        url: path,
        headers: admin.headers,
        payload: { amountMinor: 100, reason: '', idempotencyKey: 'adj-0003-xyz' },
      }),
      400,
      'VALIDATION_ERROR',
    );
    const audit = expectOk(
      await t.app.inject({
        method: 'GET',
        url: `${opsRoutes.opsAudit.path}?action=member.adjustBalance`,
        headers: admin.headers,
      }),
      opsAuditPageSchema,
    );
    // One audit row: the retry moved nothing and wrote nothing.
    expect(audit.items.filter((e) => e.reason === 'goodwill credit')).toHaveLength(1);
  });

  it('counts the dashboard from the tables', async () => {
    const figures = expectOk(
      await t.app.inject({
        method: 'GET',
        url: opsRoutes.opsDashboard.path,
        headers: admin.headers,
      }),
      opsDashboardSchema,
    );
    expect(figures.playersOnline).toBeGreaterThan(0);
    expect(figures.last7Days.registrations).toBeGreaterThanOrEqual(figures.today.registrations);
    expect(figures.today.ggrMinor).toBe(figures.today.betsMinor - figures.today.winsMinor);
  });
});

describe('settings in the console', () => {
  it('switches maintenance on for players at once, audited with before and after', async () => {
    const update = (maintenance: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: opsRoutes.opsSettingsUpdate.path,
        headers: admin.headers,
        payload: { patch: { maintenance }, reason: 'database upgrade' },
      });
    expect(expectOk(await update(true), operatorSettingsSchema).maintenance).toBe(true);
    const status = await t.app.inject({ method: 'GET', url: routes.systemStatus.path });
    expect(status.json()).toMatchObject({ value: { maintenance: true } });
    expectOk(await update(false), operatorSettingsSchema);
    const audit = expectOk(
      await t.app.inject({
        method: 'GET',
        url: `${opsRoutes.opsAudit.path}?action=settings.update`,
        headers: admin.headers,
      }),
      opsAuditPageSchema,
    );
    expect(audit.items.slice(0, 2).map((e) => [e.before, e.after, e.reason])).toEqual([
      [{ maintenance: true }, { maintenance: false }, 'database upgrade'],
      [{ maintenance: false }, { maintenance: true }, 'database upgrade'],
    ]);
    expectFail(
      await t.app.inject({
        method: 'PATCH',
        url: opsRoutes.opsSettingsUpdate.path,
        headers: admin.headers,
        payload: { patch: { maintenance: 'yes' } },
      }),
      400,
      'VALIDATION_ERROR',
    );
  });
});

describe('operators', () => {
  it('are created, enrol, are disabled (sessions end), reset; the last admin stays', async () => {
    const created = expectOk(
      await t.app.inject({
        method: 'POST',
        url: opsRoutes.opsOperatorCreate.path,
        headers: admin.headers,
        payload: { username: 'Cashier_1', password: 'Staff@2026pw', role: 'finance' },
      }),
      opsOperatorSchema,
    );
    expect(created).toMatchObject({ username: 'cashier_1', role: 'finance', enrolled: false });
    expectFail(
      await t.app.inject({
        method: 'POST',
        url: opsRoutes.opsOperatorCreate.path,
        headers: admin.headers,
        payload: { username: 'cashier_1', password: 'Staff@2026pw', role: 'finance' },
      }),
      409,
      'USERNAME_TAKEN',
    );
    // The first sign-in enrols an authenticator.
    clock.advance(30);
    const pw2 = await t.app.inject({
      method: 'POST',
      url: opsRoutes.opsLogin.path,
      payload: { username: 'cashier_1', password: 'Staff@2026pw' },
    });
    const step2 = expectOk(pw2, opsLoginResultSchema);
    if (step2.next !== 'enrol') throw new Error('expected enrolment');
    const session = expectOk(
      await t.app.inject({
        method: 'POST',
        url: opsRoutes.opsSecondFactor.path,
        headers: { cookie: cookieOf(pw2) },
        payload: { code: totpCode(step2.secret, clock.now()) },
      }),
      opsSecondFactorResultSchema,
    );
    const cashierHeaders = { cookie: cookieOf(pw2), [opsCsrfHeader]: session.csrfToken };

    const update = (id: number, payload: Record<string, unknown>, headers = admin.headers) =>
      t.app.inject({
        method: 'PATCH',
        url: opsPath(opsRoutes.opsOperatorUpdate.path, id),
        headers,
        payload,
      });
    expect(
      expectOk(
        await update(created.id, { disabled: true, reason: 'left the company' }),
        opsOperatorSchema,
      ).disabled,
    ).toBe(true);
    expectFail(
      await t.app.inject({
        method: 'GET',
        url: opsRoutes.opsDashboard.path,
        headers: cashierHeaders,
      }),
      401,
      'SESSION_EXPIRED',
    );
    expectFail(
      await t.app.inject({
        method: 'POST',
        url: opsRoutes.opsLogin.path,
        payload: { username: 'cashier_1', password: 'Staff@2026pw' },
      }),
      403,
      'ACCOUNT_DISABLED',
    );
    expectOk(await update(created.id, { disabled: false, reason: 'came back' }), opsOperatorSchema);
    const reset = expectOk(
      await t.app.inject({
        method: 'POST',
        url: opsPath(opsRoutes.opsOperatorResetAuthenticator.path, created.id),
        headers: admin.headers,
        payload: { reason: 'lost phone' },
      }),
      opsOperatorSchema,
    );
    expect(reset.enrolled).toBe(false);

    // Admins cannot lock themselves out, nor leave the console without an admin.
    const me = expectOk(
      await t.app.inject({ method: 'GET', url: opsRoutes.opsSession.path, headers: admin.headers }),
      opsSessionSchema,
    ).operator;
    expectFail(await update(me.id, { role: 'support', reason: 'oops' }), 403, 'NO_PERMISSION');
    const list = expectOk(
      await t.app.inject({
        method: 'GET',
        url: opsRoutes.opsOperators.path,
        headers: admin.headers,
      }),
      opsOperatorListSchema,
    );
    expect(list.map((o) => o.username)).toEqual(expect.arrayContaining(['ops01', 'cashier_1']));
  });
});

describe('content', () => {
  it('publishes a notice players see on their next load, sanitised on save, and audited', async () => {
    const editor = await (async () => {
      await addOperator('editor_1', 'content', 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
      return opsSignIn(t.app, clock, {
        username: 'editor_1',
        password: 'Staff@2026pw',
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      });
    })();
    const created = expectOk(
      await t.app.inject({
        method: 'POST',
        url: opsRoutes.opsAnnouncementCreate.path,
        headers: editor.headers,
        payload: announcementBody(
          'Server upgrade tonight',
          '<p onclick="steal()">Back at <b>02:00</b></p><img src=x onerror=alert(1)><script>alert(2)</script>',
          { reason: 'planned work' },
        ),
      }),
      opsAnnouncementSchema,
    );
    const stored = created.translations.en!.content;
    expect(stored).toContain('<b>02:00</b>');
    expect(stored).not.toMatch(/onclick|onerror|<script/i);

    const playerSees = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: routes.announcements.path,
        query: { types: 'PL', language: 'EN' },
      });
      return expectOk(res, announcementListSchema).player.map((p) => p.title);
    };
    expect(await playerSees()).toContain('Server upgrade tonight (en)');

    const edited = expectOk(
      await t.app.inject({
        method: 'PUT',
        url: opsPath(opsRoutes.opsAnnouncementUpdate.path, created.id),
        headers: editor.headers,
        payload: announcementBody('Upgrade moved to Friday', '<p>Friday 02:00</p>'),
      }),
      opsAnnouncementSchema,
    );
    expect(edited.translations.km!.title).toBe('Upgrade moved to Friday (km)');
    expect(await playerSees()).toContain('Upgrade moved to Friday (en)');
    // Switched off: gone for players, still in the console.
    expectOk(
      await t.app.inject({
        method: 'PUT',
        url: opsPath(opsRoutes.opsAnnouncementUpdate.path, created.id),
        headers: editor.headers,
        payload: announcementBody('Upgrade moved to Friday', '<p>Friday</p>', { enabled: false }),
      }),
      opsAnnouncementSchema,
    );
    expect(await playerSees()).not.toContain('Upgrade moved to Friday (en)');
    const list = expectOk(
      await t.app.inject({
        method: 'GET',
        url: `${opsRoutes.opsAnnouncements.path}?type=PL`,
        headers: editor.headers,
      }),
      opsAnnouncementPageSchema,
    );
    expect(list.items.find((i) => i.id === created.id)).toMatchObject({ enabled: false });

    // A body missing a language, or ending before it starts, is refused and changes nothing.
    const noVietnamese = announcementBody('x', 'y');
    delete (noVietnamese.translations as Record<string, unknown>).vi;
    expectFail(
      await t.app.inject({
        method: 'POST',
        url: opsRoutes.opsAnnouncementCreate.path,
        headers: editor.headers,
        payload: noVietnamese,
      }),
      400,
      'VALIDATION_ERROR',
    );

    const audit = expectOk(
      await t.app.inject({
        method: 'GET',
        url: `${opsRoutes.opsAudit.path}?operator=editor_1`,
        headers: admin.headers,
      }),
      opsAuditPageSchema,
    );
    expect(audit.items.map((e) => e.action)).toEqual(
      expect.arrayContaining(['content.announcementCreate', 'content.announcementUpdate']),
    );
    expect(audit.items.find((e) => e.action === 'content.announcementCreate')?.reason).toBe(
      'planned work',
    );
  });

  it('writes help items in every language and removes them', async () => {
    const path = opsRoutes.opsHelpItemSave.path.replace(':slug', 'withdrawal-times');
    const saved = expectOk(
      await t.app.inject({
        method: 'PUT',
        url: path,
        headers: admin.headers,
        payload: {
          sort: 70,
          translations: allLanguages(
            'Withdrawal times',
            '<p>Within 24 hours<img src=x onerror=a()></p>',
          ),
        },
      }),
      opsHelpItemSchema,
    );
    expect(saved.translations.vi!.content).not.toContain('onerror');
    const help = await t.app.inject({
      method: 'GET',
      url: `${routes.systemHelpCenter.path}?device=MOBILE&lang=vi`,
    });
    expect(expectOk(help, helpCenterSchema).map((i) => i.title)).toContain('Withdrawal times (vi)');
    expectOk(
      await t.app.inject({
        method: 'DELETE',
        url: opsRoutes.opsHelpItemDelete.path.replace(':slug', 'withdrawal-times'),
        headers: admin.headers,
      }),
      opsDoneSchema,
    );
    const after = await t.app.inject({
      method: 'GET',
      url: `${routes.systemHelpCenter.path}?device=MOBILE&lang=vi`,
    });
    expect(expectOk(after, helpCenterSchema).map((i) => i.title)).not.toContain(
      'Withdrawal times (vi)',
    );
  });
});

describe('API tokens (the CLI)', () => {
  it('act under their role and name until revoked; only an admin makes them', async () => {
    const make = async (name: string, role: OperatorRole) =>
      expectOk(
        await t.app.inject({
          method: 'POST',
          url: opsRoutes.opsTokenCreate.path,
          headers: admin.headers,
          payload: { name, role },
        }),
        opsTokenCreatedSchema,
      );
    const adminToken = await make('deploy script', 'admin');
    const financeToken = await make('finance report', 'finance');
    expect(adminToken.token).toMatch(/^ops_/);
    expect(adminToken.item).toMatchObject({ role: 'admin', createdBy: 'ops01', revoked: false });

    // No CSRF for a bearer token: no browser sends it on its own.
    expectOk(
      await t.app.inject({
        method: 'PATCH',
        url: opsRoutes.opsSettingsUpdate.path,
        headers: bearer(adminToken.token),
        payload: { patch: { maintenance: true } },
      }),
      operatorSettingsSchema,
    );
    await t.app.inject({
      method: 'PATCH',
      url: opsRoutes.opsSettingsUpdate.path,
      headers: bearer(adminToken.token),
      payload: { patch: { maintenance: false } },
    });
    expectFail(
      await t.app.inject({
        method: 'GET',
        url: opsRoutes.opsSettings.path,
        headers: bearer(financeToken.token),
      }),
      403,
      'NO_PERMISSION',
    );
    expectFail(
      await t.app.inject({
        method: 'GET',
        url: opsRoutes.opsSession.path,
        headers: bearer(adminToken.token),
      }),
      403,
      'NO_PERMISSION',
    );
    const audit = expectOk(
      await t.app.inject({
        method: 'GET',
        url: `${opsRoutes.opsAudit.path}?operator=${encodeURIComponent('token:deploy script')}`,
        headers: admin.headers,
      }),
      opsAuditPageSchema,
    );
    expect(audit.items.map((e) => e.action)).toEqual(['settings.update', 'settings.update']);

    const revoked = expectOk(
      await t.app.inject({
        method: 'DELETE',
        url: opsPath(opsRoutes.opsTokenRevoke.path, adminToken.item.id),
        headers: admin.headers,
      }),
      opsTokenSchema,
    );
    expect(revoked.revoked).toBe(true);
    expectFail(
      await t.app.inject({
        method: 'GET',
        url: opsRoutes.opsSettings.path,
        headers: bearer(adminToken.token),
      }),
      401,
      'NOT_LOGGED_IN',
    );
    const list = expectOk(
      await t.app.inject({ method: 'GET', url: opsRoutes.opsTokens.path, headers: admin.headers }),
      opsTokenListSchema,
    );
    expect(list.find((x) => x.id === financeToken.item.id)?.lastUsedAt).not.toBeNull();
  });
});

describe('the admin CLI through the running server', () => {
  it('changes a setting with an API token while the server holds the database', async () => {
    const { run } = await import('../src/cli/admin');
    const made = expectOk(
      await t.app.inject({
        method: 'POST',
        url: opsRoutes.opsTokenCreate.path,
        headers: admin.headers,
        payload: { name: 'cli', role: 'admin' },
      }),
      opsTokenCreatedSchema,
    );
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const cli = async (env: Record<string, string>, ...argv: string[]) => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await run(argv, { env, out: (l) => out.push(l), err: (l) => err.push(l) });
      return { code, out: out.join('\n'), err: err.join('\n') };
    };
    const on = await cli({ OPS_API_TOKEN: made.token }, '--url', url, 'maintenance', 'on');
    expect(on).toMatchObject({ code: 0, out: 'maintenance on' });
    const status = await t.app.inject({ method: 'GET', url: routes.systemStatus.path });
    expect(status.json()).toMatchObject({ value: { maintenance: true } });
    const flag = await cli(
      { OPS_API_TOKEN: made.token, OPS_API_URL: url },
      'flag',
      'SMSLOGIN3',
      'on',
    );
    expect(flag.code).toBe(0);
    expect(
      (await cli({ OPS_API_TOKEN: made.token }, `--url=${url}`, 'maintenance', 'off')).code,
    ).toBe(0);
    const shown = await cli({ OPS_API_TOKEN: made.token }, '--url', url, 'show', 'maintenance');
    expect(JSON.parse(shown.out)).toBe(false);

    // A clear refusal without a token, with a wrong one, and for what needs the database.
    const noToken = await cli({}, '--url', url, 'maintenance', 'on');
    expect(noToken.code).toBe(2);
    expect(noToken.err).toMatch(/OPS_API_TOKEN/);
    const wrong = await cli({ OPS_API_TOKEN: 'ops_wrong' }, '--url', url, 'maintenance', 'on');
    expect(wrong).toMatchObject({ code: 2 });
    expect(wrong.err).toMatch(/401 NOT_LOGGED_IN/);
    const seed = await cli({ OPS_API_TOKEN: made.token }, '--url', url, 'seed-games', '10');
    expect(seed.code).toBe(2);

    const audit = expectOk(
      await t.app.inject({
        method: 'GET',
        url: `${opsRoutes.opsAudit.path}?operator=token:cli`,
        headers: admin.headers,
      }),
      opsAuditPageSchema,
    );
    expect(audit.items.map((e) => e.targetId)).toEqual([
      'maintenance',
      'whitelabel',
      'maintenance',
    ]);
  });
});

describe('the audit log', () => {
  it('cannot be changed or emptied, even in SQL', async () => {
    // drizzle wraps the database's error; the trigger's message is in its cause.
    const refusal = async (statement: ReturnType<typeof sql>) => {
      const error: unknown = await t.database.db.execute(statement).then(
        () => null,
        (e: unknown) => e,
      );
      const cause = (error as { cause?: { message?: string } } | null)?.cause;
      return cause?.message ?? String(error);
    };
    expect(await refusal(sql`update audit_log set reason = 'x'`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from audit_log`)).toMatch(/append-only/);
    expect(await refusal(sql`truncate audit_log`)).toMatch(/append-only/);
    const page = expectOk(
      await t.app.inject({ method: 'GET', url: opsRoutes.opsAudit.path, headers: admin.headers }),
      opsAuditPageSchema,
    );
    expect(page.total).toBeGreaterThan(5);
  });
});

describe('start-up', () => {
  it('prints the demo operator while its password and secret are the seeded ones', async () => {
    const { collectStartupNotes } = await import('../src/startup-notes');
    const notes = await collectStartupNotes({ db: t.database.db });
    expect(notes.join('\n')).toContain(
      `Operator console: /ops/ as ops01, password ${DEMO_OPERATOR.password}, authenticator secret ${DEMO_OPERATOR.totpSecret}`,
    );
  });
});
