import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { members } from '../../src/db/schema';
import type { TestApp } from './build-test-app';

export type MemberFixture = {
  username?: string;
  type?: number;
  nickname?: string | null;
  email?: string | null;
  countryDialingCode?: string | null;
  mobileNum?: string | null;
  vipLabel?: string | null;
  /** The upline (agent centre): the trigger adds the member to its ancestors' teams. */
  parentId?: number | null;
};

/** Inserts a member straight into the database (no password: these tests never log in). */
export async function createMember(t: TestApp, fixture: MemberFixture = {}): Promise<number> {
  const [row] = await t.database.db
    .insert(members)
    .values({
      username: fixture.username ?? `m${randomBytes(5).toString('hex')}`,
      type: fixture.type ?? 0,
      passwordHash: null,
      nickname: fixture.nickname ?? null,
      email: fixture.email ?? null,
      countryDialingCode: fixture.countryDialingCode ?? null,
      mobileNum: fixture.mobileNum ?? null,
      vipLabel: fixture.vipLabel ?? null,
      parentId: fixture.parentId ?? null,
    })
    .returning({ id: members.id });
  if (!row) throw new Error('member not inserted');
  return row.id;
}

/** A live session for the member, as login would start it; returns the bearer header. */
export async function authHeader(
  app: FastifyInstance,
  memberId: number,
): Promise<{ authorization: string }> {
  const { token } = await app.services.core.sessions.start({
    memberId,
    remember: false,
    device: null,
    ip: '127.0.0.1',
  });
  return { authorization: `Bearer ${token}` };
}
