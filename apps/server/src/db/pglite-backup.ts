import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './pglite-lock';

/** An operator mistake: no database there, a non-empty target, a file that is not a backup. */
export class BackupError extends Error {
  override name = 'BackupError';
}

const GZIP_MAGIC = [0x1f, 0x8b];

function isEmptyDir(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/**
 * Writes the embedded database at `dataDir` to `file` (a gzipped tar of the data directory,
 * PGlite's dumpDataDir). Holds the data directory's lock meanwhile, so it refuses while a
 * server runs on it (DataDirInUseError) and no server starts half-way through. The file
 * appears whole or not at all.
 */
export async function backupPglite(
  dataDir: string,
  file: string,
  { force = false }: { force?: boolean } = {},
): Promise<{ bytes: number }> {
  if (existsSync(file) && !force)
    throw new BackupError(`${file} exists; choose another name or add --force to replace it`);
  if (!existsSync(path.join(dataDir, 'PG_VERSION')))
    throw new BackupError(`${dataDir} holds no database`);
  const unlock = lockDataDir(dataDir);
  try {
    const client = new PGlite({ dataDir });
    try {
      // Everything on disk in the data files, so the restored copy needs no WAL replay.
      await client.exec('checkpoint');
      const bytes = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
      const partial = `${file}.partial-${process.pid}`;
      writeFileSync(partial, bytes);
      renameSync(partial, file);
      return { bytes: bytes.length };
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}

/**
 * Loads a backup into `dataDir`, which must be empty or missing (`force` replaces what is
 * there). The backup is unpacked into a sibling directory and opened there first; only a copy
 * that opens takes the data directory's place, so a bad file never costs the old data.
 */
export async function restorePglite(
  file: string,
  dataDir: string,
  { force = false }: { force?: boolean } = {},
): Promise<{ databaseBytes: number }> {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist`);
  const data = readFileSync(file);
  if (data[0] !== GZIP_MAGIC[0] || data[1] !== GZIP_MAGIC[1])
    throw new BackupError(`${file} is not a backup made by "admin backup" (a .tar.gz)`);
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const unlock = lockDataDir(dataDir);
  const staging = `${dataDir}.restoring-${process.pid}`;
  try {
    if (!isEmptyDir(dataDir) && !force)
      throw new BackupError(
        `${dataDir} is not empty; restore into an empty DATA_DIR or add --force to replace it`,
      );
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    let databaseBytes: number;
    const client = new PGlite({
      dataDir: staging,
      loadDataDir: new Blob([data], { type: 'application/x-gzip' }),
    });
    try {
      const [row] = (
        await client.query<{ size: string }>(
          'select pg_database_size(current_database())::text as size',
        )
      ).rows;
      databaseBytes = Number(row?.size ?? 0);
    } catch (error) {
      throw new BackupError(
        `${file} did not open as a database: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      await client.close().catch(() => undefined);
    }
    rmSync(dataDir, { recursive: true, force: true });
    renameSync(staging, dataDir);
    return { databaseBytes };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    unlock();
  }
}
