import {
  affiliateCheckQuerySchema,
  changePasswordSchema,
  forgotByEmailSchema,
  freePlayRequestSchema,
  loginPayloadSchema,
  registerPayloadSchema,
  resetByEmailSchema,
  setPasswordByPhoneSchema,
  smsRequestSchema,
  usernameCheckQuerySchema,
} from '@app/contracts/account';
import { normaliseMobile } from '@app/contracts/account-rules';
import { apiPaths } from '@app/contracts/api-paths';
import { ok } from '@app/contracts/envelope';
import { isTrialType } from '@app/contracts/member-types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken, optionalAuth, rejectTrial, requireAuth } from '../http/auth';
import { deviceOf, readEncrypted } from '../http/encrypted-body';
import { parseRequest } from '../http/request-validation';
import type { Services } from '../services/create-services';
import { DomainError } from '../services/domain-error';
import type { ClientContext } from '../services/login-service';

const clientOf = (request: FastifyRequest): ClientContext => ({
  ip: request.ip,
  device: deviceOf(request),
});

/** Spec section 5: one leading zero is stripped from mobile numbers. */
const phoneOf = (p: { countryDialingCode: string; mobileNum: string }) => ({
  countryDialingCode: p.countryDialingCode,
  mobileNum: normaliseMobile(p.mobileNum),
});

/**
 * Accounts and sessions (spec section 7, Account): keys and settings for the forms, captcha,
 * checks, login/logout/renewal, free play, registration, SMS codes and passwords. Credential
 * payloads arrive in the encrypted envelope (http/encrypted-body.ts).
 */
export function registerAccountRoutes(app: FastifyInstance, services: Services): void {
  app.get(apiPaths.systemPublicKey, async () => {
    const key = await services.serverKeys.active();
    return ok({ keyId: key.keyId, publicKey: key.publicKey, algorithm: 'RSA-OAEP-256' as const });
  });

  app.get(apiPaths.systemRegisterSettings, async () =>
    ok(await services.accountSettings.registration()),
  );

  app.get(apiPaths.captcha, async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    return ok(await services.captchas.create());
  });

  app.get(apiPaths.checkUsername, async (request) => {
    const { username } = parseRequest(usernameCheckQuerySchema, request.query);
    return ok({ available: await services.registration.isUsernameAvailable(username) });
  });

  app.get(apiPaths.checkAffiliateCode, async (request) => {
    const { affiliateCode } = parseRequest(affiliateCheckQuerySchema, request.query);
    return ok({ success: await services.registration.affiliateCodeExists(affiliateCode) });
  });

  // ------------------------------------------------------------ sessions

  app.post(apiPaths.sessionLogin, async (request) => {
    const { payload } = await readEncrypted(request, loginPayloadSchema);
    const client = clientOf(request);
    if (payload.type === 'username') return ok(await services.login.withPassword(payload, client));
    return ok(
      await services.login.withSmsCode(
        { ...payload, ...phoneOf(payload), verificationCode: payload.verificationCode },
        client,
      ),
    );
  });

  // Idempotent: a missing or dead token is already logged out.
  app.delete(apiPaths.sessionLogout, async (request) => {
    const auth = await optionalAuth(request);
    if (auth) await services.sessions.end(auth.sessionId);
    return ok({ done: true as const });
  });

  app.post(apiPaths.sessionRenew, async (request) => {
    const token = bearerToken(request);
    if (token === null) throw new DomainError('NOT_LOGGED_IN', 'Not logged in');
    const expiresAt = await services.sessions.renewByToken(token);
    return ok({ expiresAt: expiresAt.toISOString() });
  });

  app.post(apiPaths.sessionFreePlay, async (request) => {
    parseRequest(freePlayRequestSchema, request.body ?? {});
    return ok(await services.login.freePlay(clientOf(request)));
  });

  app.get(apiPaths.memberTrialUser, async (request) => {
    const auth = await requireAuth(request);
    if (!isTrialType(auth.type)) throw new DomainError('NO_PERMISSION', 'Not a trial account');
    const wallet = await services.wallets.getWallet(auth.memberId, auth.type);
    return ok({
      userName: auth.username,
      customerType: 4 as const,
      playBalance: wallet.sumBalance,
    });
  });

  // ------------------------------------------------------------ registration

  app.put(apiPaths.memberRegister, async (request) => {
    const { payload } = await readEncrypted(request, registerPayloadSchema);
    return ok(await services.registration.register('username', payload, clientOf(request)));
  });

  app.put(apiPaths.memberRegisterMobile, async (request) => {
    const { payload } = await readEncrypted(request, registerPayloadSchema);
    return ok(await services.registration.register('mobile', payload, clientOf(request)));
  });

  // ------------------------------------------------------------ SMS codes

  // Login and password reset: the same answer whether or not the number has an account.
  app.post(apiPaths.smsNoLogin, async (request) => {
    const phone = phoneOf(parseRequest(smsRequestSchema, request.body));
    const exists = await services.login.hasMobile(phone);
    return ok(await services.sms.request('noLogin', phone, exists));
  });

  app.post(apiPaths.smsRegister, async (request) => {
    const phone = phoneOf(parseRequest(smsRequestSchema, request.body));
    if (await services.login.hasMobile(phone))
      throw new DomainError('MOBILE_TAKEN', 'Mobile number is in use');
    return ok(await services.sms.request('register', phone, true));
  });

  // ------------------------------------------------------------ passwords

  app.post(apiPaths.passwordChange, async (request) => {
    const auth = await requireAuth(request);
    rejectTrial(auth);
    const { payload } = await readEncrypted(request, changePasswordSchema);
    await services.passwordChanges.change(auth, payload);
    return ok({ done: true as const });
  });

  app.post(apiPaths.passwordByPhone, async (request) => {
    const { payload } = await readEncrypted(request, setPasswordByPhoneSchema);
    return ok(
      await services.passwordChanges.setByPhone(
        { ...payload, ...phoneOf(payload) },
        clientOf(request),
      ),
    );
  });

  app.post(apiPaths.passwordByEmail, async (request) => {
    const input = parseRequest(forgotByEmailSchema, request.body);
    await services.passwordChanges.requestEmailReset(input);
    return ok({ done: true as const });
  });

  app.post(apiPaths.passwordEmailReset, async (request) => {
    const { payload } = await readEncrypted(request, resetByEmailSchema);
    await services.passwordChanges.resetByEmail(payload);
    return ok({ done: true as const });
  });
}
