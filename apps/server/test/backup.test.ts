import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createAppServices } from '../src/areas/app-services';
import { run } from '../src/cli/admin';
import { createDb, type DbHandle } from '../src/db/create-db';
import { members, wallets } from '../src/db/schema';
import { expectLedgerInvariants } from './helpers/play';

/**
 * `npm run admin -- backup FILE` and `restore FILE` (issue 20) on real data directories: a
 * database with money moved is backed up, restored into a new directory, opened, and holds
 * the same balances; the commands refuse while a server holds the directory, refuse a
 * non-empty target without --force, and explain pg_dump / pg_restore for PostgreSQL.
 */

let dir: string;
let source: string;
let backupFile: string;
let balances: { memberId: number; kind: string; balanceMinor: number }[];

const SLOW_MS = 120_000; // initdb-free, but a data directory is tens of MB to pack and unpack

function openPglite(dataDir: string, template?: Blob): DbHandle {
  return createDb(
    { database: { kind: 'pglite', dataDir } },
    template ? { pgliteTemplate: template } : {},
  );
}

async function readBalances(database: DbHandle) {
  return database.db
    .select({ memberId: wallets.memberId, kind: wallets.kind, balanceMinor: wallets.balanceMinor })
    .from(wallets)
    .orderBy(asc(wallets.memberId), asc(wallets.kind));
}

async function admin(argv: string[], env: NodeJS.ProcessEnv) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run(argv, {
    env,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'backup-test-'));
  source = path.join(dir, 'source', 'pglite');
  backupFile = path.join(dir, 'backup.tar.gz');
  // The suite's migrated, seeded template when there is one (PGlite runs); initdb otherwise.
  const templatePath = inject('pgliteTemplatePath');
  const database = openPglite(
    source,
    templatePath ? new Blob([readFileSync(templatePath)]) : undefined,
  );
  try {
    await database.migrate();
    const services = createAppServices(database.db);
    await services.seed.seedIfEmpty();
    const demo = await database.db
      .select({ id: members.id, username: members.username })
      .from(members)
      .where(inArray(members.username, ['demo01', 'agent01']));
    const id = (username: string) => demo.find((m) => m.username === username)!.id;
    // Money moved: a credit, a debit, and a retried credit that must apply once.
    const post = (key: string, memberId: number, amountMinor: number) =>
      services.core.wallets.post({
        idempotencyKey: key,
        memberId,
        walletKind: 'REAL',
        amountMinor,
        kind: 'ADJUSTMENT',
      });
    await post('backup-test-1', id('demo01'), 4_321);
    await post('backup-test-2', id('agent01'), -1_234);
    await post('backup-test-1', id('demo01'), 4_321);
    balances = await readBalances(database);
    expect(
      balances.find((b) => b.memberId === id('demo01') && b.kind === 'REAL')?.balanceMinor,
    ).toBe(100_000 + 4_321);
  } finally {
    await database.close();
  }
}, SLOW_MS);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('admin backup and restore (PGlite)', () => {
  it('refuses while a server holds the data directory', async () => {
    // A lock held by a process that runs (this test's parent) is what a running server leaves.
    writeFileSync(`${source}.lock`, String(process.ppid));
    try {
      const result = await admin(['backup', backupFile], { DATA_DIR: source });
      expect(result.code).toBe(2);
      expect(result.err).toMatch(/in use by process/);
      expect(existsSync(backupFile)).toBe(false);
    } finally {
      rmSync(`${source}.lock`, { force: true });
    }
  });

  it(
    'backs up to a .tar.gz and restores it into a new directory with the same balances',
    async () => {
      const backup = await admin(['backup', backupFile], { DATA_DIR: source });
      expect(backup.err).toBe('');
      expect(backup.code).toBe(0);
      expect(backup.out).toMatch(/backed up .* to .*backup\.tar\.gz/);
      expect([...readFileSync(backupFile).subarray(0, 2)]).toEqual([0x1f, 0x8b]);
      expect(existsSync(`${source}.lock`)).toBe(false); // released

      const target = path.join(dir, 'restored', 'pglite');
      const restore = await admin(['restore', backupFile], { DATA_DIR: target });
      expect(restore.err).toBe('');
      expect(restore.code).toBe(0);
      expect(restore.out).toMatch(/restored .* into .*restored/);

      const restored = openPglite(target);
      try {
        await restored.migrate(); // what the server does first: nothing to apply
        expect(await readBalances(restored)).toEqual(balances);
        await expectLedgerInvariants(restored);
      } finally {
        await restored.close();
      }
    },
    SLOW_MS,
  );

  it(
    'refuses a non-empty target without --force, and replaces it with --force',
    async () => {
      const target = path.join(dir, 'occupied');
      mkdirSync(target, { recursive: true });
      writeFileSync(path.join(target, 'something'), 'keep me');
      const refused = await admin(['restore', backupFile], { DATA_DIR: target });
      expect(refused.code).toBe(2);
      expect(refused.err).toMatch(/not empty.*--force/);
      expect(readFileSync(path.join(target, 'something'), 'utf8')).toBe('keep me');

      const forced = await admin(['restore', backupFile, '--force'], { DATA_DIR: target });
      expect(forced.err).toBe('');
      expect(forced.code).toBe(0);
      expect(existsSync(path.join(target, 'something'))).toBe(false);
      const restored = openPglite(target);
      try {
        expect(await readBalances(restored)).toEqual(balances);
      } finally {
        await restored.close();
      }
    },
    SLOW_MS,
  );

  it('refuses a file that is not a backup, and keeps the target as it was', async () => {
    const junk = path.join(dir, 'junk.tar.gz');
    writeFileSync(junk, 'not a backup');
    const target = path.join(dir, 'junk-target');
    const result = await admin(['restore', junk], { DATA_DIR: target });
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/not a backup/);
    expect(existsSync(target)).toBe(false);
  });

  it('will not overwrite an existing backup file without --force', async () => {
    const result = await admin(['backup', backupFile], { DATA_DIR: source });
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/exists.*--force/);
  });
});

describe('admin backup with DATABASE_URL', () => {
  it('explains the pg_dump and pg_restore steps and writes nothing', async () => {
    const file = path.join(dir, 'pg.dump');
    const result = await admin(['backup', file], {
      DATABASE_URL: 'postgresql://app@127.0.0.1:1/app',
    });
    expect(result.code).toBe(2);
    expect(result.out).toMatch(/pg_dump --format=custom/);
    expect(result.out).toMatch(/pg_restore/);
    expect(existsSync(file)).toBe(false);
  });
});
