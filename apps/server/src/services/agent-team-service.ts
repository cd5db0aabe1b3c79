import { randomInt } from 'node:crypto';
import {
  MAX_AFFILIATE_LINKS,
  rebateGameTypes,
  type DownlineKind,
} from '@app/contracts/agent-constants';
import { TEAM_ONLINE_WINDOW_MINUTES } from '@app/contracts/agent-home';
import type {
  AffiliateLink,
  AffiliateLinkList,
  Downline,
  DownlineDetail,
  DownlinePage,
  AgentTransferMultipleResult,
  AgentTransferResult,
  agentDownlinesQuerySchema,
  agentOpenAccountBodySchema,
  agentTransferBodySchema,
  agentTransferMultipleBodySchema,
  agentUpdateRebatesBodySchema,
  affiliateLinkCreateBodySchema,
} from '@app/contracts/agent-team';
import { accountRules } from '@app/contracts/account-rules';
import { parseAmountMinor } from '@app/contracts/money';
import { REFERRAL_CODE_ALPHABET, REFERRAL_LINK_PARAMS } from '@app/contracts/referral-constants';
import type { z } from 'zod';
import { uniqueViolation } from '../repositories/account-repository';
import {
  zeroRates,
  type AgentTeamRepository,
  type AgentTransferQueries,
  type Rates,
  type StoredLink,
  type TeamRow,
} from '../repositories/agent-team-repository';
import type { QueryHandle } from '../repositories/wallet-repository';
import {
  applyPatch,
  checkCeiling,
  checkFloor,
  kindOfType,
  transferKey,
  typeOfKind,
} from './agent-team-rules';
import type { SaferGamblingGuard } from './safer-gambling-guard';
import type { Clock } from './clock';
import { DomainError } from './domain-error';
import { toMajorUnits } from './money';
import { operatorDay } from './operator-day';
import type { PasswordService } from './password-service';
import { assertAcceptablePassword } from './password-service';
import type { PaymentPasswordService } from './payment-password-service';
import type { WalletService } from './wallet-service';

type DownlinesQuery = z.output<typeof agentDownlinesQuerySchema>;
type OpenAccountBody = z.output<typeof agentOpenAccountBodySchema>;
type UpdateRebatesBody = z.output<typeof agentUpdateRebatesBodySchema>;
type TransferBody = z.output<typeof agentTransferBodySchema>;
type TransferMultipleBody = z.output<typeof agentTransferMultipleBodySchema>;
type LinkCreateBody = z.output<typeof affiliateLinkCreateBodySchema>;

/** Affiliate link codes: 10 characters of the referral alphabet (referral codes have 8). */
const LINK_CODE_LENGTH = 10;

export function newLinkCode(): string {
  let code = '';
  for (let i = 0; i < LINK_CODE_LENGTH; i += 1)
    code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  return code;
}

/** The register screen with the link's code, as invite links carry it (`?affiliateCode=`). */
export const affiliateLinkUrl = (origin: string, code: string): string =>
  `${origin}/m/register?${REFERRAL_LINK_PARAMS[0]}=${encodeURIComponent(code)}`;

const notInTeam = () => new DomainError('NOT_IN_TEAM', 'This account is not in your team');

/** A typed amount in minor units, or AMOUNT_INVALID. */
function amountOf(text: string): number {
  const minor = parseAmountMinor(text);
  if (minor === null)
    throw new DomainError('AMOUNT_INVALID', 'Enter an amount above 0 with at most 2 decimals');
  return minor;
}

function downlineOf(row: TeamRow): Downline {
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    type: row.type,
    kind: kindOfType(row.type),
    depth: row.depth,
    parentId: row.parentId,
    balance: toMajorUnits(row.balanceMinor),
    registeredAt: row.registeredAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    online: row.online,
    directCount: row.directCount,
    rates: row.rates,
  };
}

function linkDto(link: StoredLink, origin: string): AffiliateLink {
  return {
    id: link.id,
    code: link.code,
    kind: link.kind === 'AGENT' ? 'AGENT' : 'MEMBER',
    rates: link.rates,
    registrations: link.registrations,
    createdAt: link.createdAt.toISOString(),
    url: affiliateLinkUrl(origin, link.code),
  };
}

/**
 * Team management (issue 17; spec 7 Agent: /downline, /downlines, /updateDownlineRebates,
 * /transferDownline, /transferMultipleDownline, /affiliate). Every row naming another account
 * checks it is in the agent's team first (one team_paths lookup: NOT_IN_TEAM). Money moves only
 * through the wallet's `transfer` (kind AGENT_TRANSFER, key per agent, request and payee), after
 * the payment password; opened accounts get their rates and count as registrations in one
 * transaction with the account.
 */
export function createAgentTeamService(deps: {
  repo: AgentTeamRepository;
  /** The transfer's queries on the wallet's transaction (the area binds the repository). */
  bindTransfers: (db: QueryHandle) => AgentTransferQueries;
  wallets: WalletService;
  paymentPasswords: Pick<PaymentPasswordService, 'verify'>;
  passwords: Pick<PasswordService, 'hash'>;
  /** The operator's UTC offset (cashier.utcOffsetMinutes): registrations' day. */
  utcOffsetMinutes: () => Promise<number>;
  clock: Clock;
  /** Safer gambling (issue 18): no transfers to or from an account on a break. */
  protections: Pick<SaferGamblingGuard, 'assertNoBreak'>;
}) {
  const { repo, clock } = deps;

  const onlineSince = (now: Date) => new Date(now.getTime() - TEAM_ONLINE_WINDOW_MINUTES * 60_000);

  /** The depth of a member of the agent's team (>= 1), or NOT_IN_TEAM. */
  async function teamDepth(agentId: number, memberId: number): Promise<number> {
    if (memberId === agentId) throw notInTeam();
    const depth = await repo.depthIn(agentId, memberId);
    if (depth === null || depth < 1) throw notInTeam();
    return depth;
  }

  async function one(agentId: number, memberId: number): Promise<TeamRow> {
    const now = clock();
    const row = await repo.one({ agentId, memberId, now, onlineSince: onlineSince(now) });
    if (!row) throw notInTeam();
    return row;
  }

  async function transferAll(
    agentId: number,
    requestId: string,
    items: readonly { memberId: number; amountMinor: number }[],
  ) {
    for (const id of [agentId, ...items.map((i) => i.memberId)])
      await deps.protections.assertNoBreak(id);
    const names = await repo.usernames([agentId, ...items.map((i) => i.memberId)]);
    // Wallets are opened outside the transaction (nothing may query through the pool inside).
    for (const id of [agentId, ...items.map((i) => i.memberId)]) await deps.wallets.openWallet(id);
    const keys = items.map((i) => transferKey(agentId, requestId, i.memberId));
    return deps.wallets.atomically(deps.bindTransfers, async (_post, q, _postHouse, transfer) => {
      await q.lockWallets([agentId, ...items.map((i) => i.memberId)]);
      const done = await q.creditedByKeys(keys);
      // A retry answers what was done; the same id with other amounts or payees is refused.
      if (done.size > 0 && items.some((item, i) => done.get(keys[i]!) !== item.amountMinor))
        throw new DomainError('REQUEST_SETTLED', 'This request id was used for another transfer');
      const results = [];
      for (const [i, item] of items.entries()) {
        const result = await transfer({
          idempotencyKey: keys[i]!,
          fromMemberId: agentId,
          toMemberId: item.memberId,
          amountMinor: item.amountMinor,
          kind: 'AGENT_TRANSFER',
          memo: `${names.get(agentId) ?? agentId} → ${names.get(item.memberId) ?? item.memberId}`,
        });
        results.push({ ...item, ...result });
      }
      return results;
    });
  }

  /** Rates of a form (a patch over zero), each at most the agent's own. */
  function formRates(patch: Partial<Rates>): Rates {
    return applyPatch(zeroRates(), patch);
  }

  return {
    async downlines(agentId: number, query: DownlinesQuery): Promise<DownlinePage> {
      const now = clock();
      const since = onlineSince(now);
      const { pageNo, pageSize } = query;
      const text = query.username?.trim() ?? '';
      let page: { rows: TeamRow[]; total: number };
      let trail: DownlinePage['trail'] = [];
      if (text !== '') {
        page = await repo.search({ agentId, text, pageNo, pageSize, now, onlineSince: since });
      } else {
        const parentId = query.parentId ?? agentId;
        const parentDepth = parentId === agentId ? 0 : await teamDepth(agentId, parentId);
        page = await repo.pageDirects({
          parentId,
          parentDepth,
          pageNo,
          pageSize,
          now,
          onlineSince: since,
        });
        trail = await repo.trail(agentId, parentId);
      }
      return {
        list: page.rows.map(downlineOf),
        pageNum: pageNo,
        totalPages: Math.max(1, Math.ceil(page.total / pageSize)),
        total: page.total,
        trail,
      };
    },

    async downline(agentId: number, memberId: number): Promise<DownlineDetail> {
      if (memberId === agentId) throw notInTeam();
      const row = await one(agentId, memberId);
      const [agentRates, minRates, balanceMinor] = await Promise.all([
        repo.ratesOf(agentId),
        repo.directsMaxRates(memberId),
        deps.wallets.balanceMinor(agentId, 'REAL'),
      ]);
      return {
        member: downlineOf(row),
        agentRates,
        minRates,
        editable: row.depth === 1,
        agentBalance: toMajorUnits(balanceMinor),
      };
    },

    /** A member or sub-agent under the agent, with a password and its rates. */
    async openAccount(agentId: number, body: OpenAccountBody): Promise<Downline> {
      const username = body.username.trim().toLowerCase();
      if (!accountRules.usernamePattern.test(username))
        throw new DomainError('FIELD_FORMAT', 'Field format is invalid', { field: 'username' });
      if (body.password !== body.confirmPassword)
        throw new DomainError('PASSWORD_MISMATCH', 'Passwords do not match');
      assertAcceptablePassword(body.password);
      const rates = formRates(body.rates);
      // Early answers before the slow hash; both are checked again where they are written.
      checkCeiling(rates, await repo.ratesOf(agentId));
      if (await repo.usernameTaken(username))
        throw new DomainError('USERNAME_TAKEN', 'Username is taken');
      const passwordHash = await deps.passwords.hash(body.password);
      const now = clock();
      const day = operatorDay(now, await deps.utcOffsetMinutes());
      let memberId: number;
      try {
        memberId = await repo.openAccount({
          parentId: agentId,
          username,
          type: typeOfKind(body.kind),
          passwordHash,
          rates,
          day,
          now,
          check: (own) => checkCeiling(rates, own),
        });
      } catch (error) {
        if (uniqueViolation(error) === 'members_username_key')
          throw new DomainError('USERNAME_TAKEN', 'Username is taken');
        throw error;
      }
      await deps.wallets.openWallet(memberId);
      return downlineOf(await one(agentId, memberId));
    },

    /** A direct downline's rates: at most the agent's own, at least what it gives its directs. */
    async updateRebates(
      agentId: number,
      body: UpdateRebatesBody,
    ): Promise<{ memberId: number; rates: Rates }> {
      const depth = await teamDepth(agentId, body.memberId);
      if (depth !== 1)
        throw new DomainError('NO_PERMISSION', "Only a direct downline's rates can be changed");
      const patch: Partial<Rates> = {};
      for (const type of rebateGameTypes) {
        const bp = body.rates[type];
        if (bp !== undefined) patch[type] = bp;
      }
      const rates = await repo.updateRates({
        memberId: body.memberId,
        uplineId: agentId,
        patch,
        now: clock(),
        check: (own, directsMax) => {
          checkCeiling(patch, own);
          checkFloor(patch, directsMax);
        },
      });
      return { memberId: body.memberId, rates };
    },

    async transfer(agentId: number, body: TransferBody): Promise<AgentTransferResult> {
      const amountMinor = amountOf(body.amount);
      await teamDepth(agentId, body.memberId);
      await deps.paymentPasswords.verify(agentId, body.paymentPassword);
      const [result] = await transferAll(agentId, body.requestId, [
        { memberId: body.memberId, amountMinor },
      ]);
      if (!result) throw new Error('transfer: no result');
      const balanceMinor = await deps.wallets.balanceMinor(agentId, 'REAL');
      return {
        requestId: body.requestId,
        memberId: body.memberId,
        amount: toMajorUnits(amountMinor),
        memberBalance: toMajorUnits(result.toBalanceMinor),
        applied: result.applied,
        balance: toMajorUnits(balanceMinor),
      };
    },

    /** Several transfers in one transaction: any failure moves nothing. */
    async transferMultiple(
      agentId: number,
      body: TransferMultipleBody,
    ): Promise<AgentTransferMultipleResult> {
      const items = body.items.map((item) => ({
        memberId: item.memberId,
        amountMinor: amountOf(item.amount),
      }));
      if (new Set(items.map((i) => i.memberId)).size !== items.length)
        throw new DomainError('VALIDATION_ERROR', 'Each member may appear once');
      const depths = await repo.depthsIn(
        agentId,
        items.map((i) => i.memberId),
      );
      for (const item of items) {
        const depth = depths.get(item.memberId);
        if (depth === undefined || depth < 1)
          throw new DomainError('NOT_IN_TEAM', 'This account is not in your team', {
            memberId: item.memberId,
          });
      }
      await deps.paymentPasswords.verify(agentId, body.paymentPassword);
      const results = await transferAll(agentId, body.requestId, items);
      const balanceMinor = await deps.wallets.balanceMinor(agentId, 'REAL');
      return {
        requestId: body.requestId,
        items: results.map((r) => ({
          memberId: r.memberId,
          amount: toMajorUnits(r.amountMinor),
          memberBalance: toMajorUnits(r.toBalanceMinor),
          applied: r.applied,
        })),
        total: toMajorUnits(items.reduce((sum, i) => sum + i.amountMinor, 0)),
        balance: toMajorUnits(balanceMinor),
      };
    },

    async links(agentId: number, origin: string): Promise<AffiliateLinkList> {
      const [links, agentRates] = await Promise.all([repo.links(agentId), repo.ratesOf(agentId)]);
      return { list: links.map((l) => linkDto(l, origin)), agentRates };
    },

    async createLink(
      agentId: number,
      body: LinkCreateBody,
      origin: string,
    ): Promise<AffiliateLink> {
      const rates = formRates(body.rates);
      const kind: DownlineKind = body.kind;
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const code = newLinkCode();
        if (await repo.memberCodeExists(code)) continue;
        try {
          const link = await repo.insertLink({
            agentId,
            code,
            kind,
            rates,
            max: MAX_AFFILIATE_LINKS,
            now: clock(),
            check: (own) => checkCeiling(rates, own),
          });
          if (!link)
            throw new DomainError('VALIDATION_ERROR', 'Too many affiliate links: remove one', {
              max: MAX_AFFILIATE_LINKS,
            });
          return linkDto(link, origin);
        } catch (error) {
          if (uniqueViolation(error) === 'affiliate_links_code_key') continue;
          throw error;
        }
      }
      throw new Error('affiliate link: no free code after 5 draws');
    },

    async removeLink(agentId: number, linkId: number): Promise<{ id: number }> {
      if (!(await repo.removeLink(agentId, linkId, clock())))
        throw new DomainError('AFFILIATE_LINK_NOT_FOUND', 'No such affiliate link');
      return { id: linkId };
    },

    /** Scheduled work of this part: none (transfers and links happen on request). */
    async runDue(): Promise<void> {},
  };
}
export type AgentTeamService = ReturnType<typeof createAgentTeamService>;
