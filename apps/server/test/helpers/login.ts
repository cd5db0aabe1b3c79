import { loginResultSchema, publicKeySchema, type LoginPayload } from '@app/contracts/account';
import { routes } from '@app/contracts/routes';
import {
  deviceHeader,
  encryptPayload,
  encryptionHeader,
  importPublicKey,
} from '@app/contracts/encrypted-envelope';
import { serverSecrets } from '../../src/db/schema';
import { openCaptcha } from '../../src/services/captcha-seal';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DbHandle } from '../../src/db/create-db';
import { expectOk } from './envelope';

/** Demo accounts seeded by the server (seed-service.ts). */
export const DEMO_PASSWORD = 'Demo@2026';

/** Seals `payload` for `path` with the server's public key, like the web client does. */
export async function encryptFor(
  app: FastifyInstance,
  path: string,
  payload: unknown,
  moduleId?: string,
): Promise<{ headers: Record<string, string>; body: { data: string; moduleId?: string } }> {
  const info = expectOk(
    await app.inject({ method: 'GET', url: routes.systemPublicKey.path }),
    publicKeySchema,
  );
  const key = await importPublicKey(info.publicKey);
  const sealed = await encryptPayload(key, info.keyId, payload, path);
  return {
    headers: { [encryptionHeader]: sealed.header, [deviceHeader]: 'H5' },
    body: moduleId ? { data: sealed.data, moduleId } : { data: sealed.data },
  };
}

/** Sends an encrypted call (login, register, password calls). */
export async function injectEncrypted(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  path: string,
  payload: unknown,
  options: { token?: string; moduleId?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const sealed = await encryptFor(app, path, payload, options.moduleId);
  const headers: InjectOptions['headers'] = { ...sealed.headers, ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return app.inject({ method, url: path, headers, payload: sealed.body });
}

/** Logs in with username and password through the encrypted envelope; returns the token. */
export async function loginAs(
  app: FastifyInstance,
  username: string,
  password: string = DEMO_PASSWORD,
  extra: Partial<Extract<LoginPayload, { type: 'username' }>> = {},
): Promise<string> {
  const res = await injectEncrypted(app, 'POST', routes.sessionLogin.path, {
    type: 'username',
    username,
    password,
    remember: false,
    ...extra,
  });
  return expectOk(res, loginResultSchema).token;
}

/** Bearer header for app.inject. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A fresh captcha and its answer, opened with the sealing key from the database (tests cannot
 * look at the image).
 */
export async function solveCaptcha(
  app: FastifyInstance,
  database: DbHandle,
): Promise<{ captchaId: string; captcha: string }> {
  const res = await app.inject({ method: 'GET', url: routes.captcha.path });
  const { captchaId } = (res.json() as { value: { captchaId: string } }).value;
  const [row] = await database.db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, 'captcha'));
  const sealed = openCaptcha(Buffer.from(row!.value, 'base64'), captchaId);
  return { captchaId, captcha: String(sealed!.answer) };
}
