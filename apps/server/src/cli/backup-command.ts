import path from 'node:path';
import { MEMORY_DATA_DIR, type Config } from '../config';
import { BackupError, backupPglite, restorePglite } from '../db/pglite-backup';
import { UsageError, type Output } from './admin-commands';

export const BACKUP_COMMANDS = ['backup', 'restore'] as const;

/** With DATABASE_URL there is no file to copy: PostgreSQL's own tools do it (docs/operations.md). */
export const postgresBackupSteps = (
  file: string,
) => `DATABASE_URL is set: the database is a PostgreSQL server, backed up with its own tools
(pg_dump and pg_restore of the server's major version or newer). Nothing was written.

Back up (a consistent snapshot; servers may keep running):
  pg_dump --format=custom --no-owner --dbname="$DATABASE_URL" --file="${file}"

Restore into a new, empty database (stop the servers or point them at it afterwards):
  createdb --template=template0 NEWDB          # on the PostgreSQL server
  pg_restore --no-owner --exit-on-error --dbname="postgresql://USER:PASSWORD@HOST:PORT/NEWDB" "${file}"
  then set DATABASE_URL to NEWDB and start the servers.

Uploaded files (FILES_DIR) are not in the database: copy that folder too.`;

function formatBytes(n: number): string {
  return n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(n / 1024)} kB`;
}

/**
 * `backup FILE [--force]` and `restore FILE [--force]` for the embedded database at DATA_DIR.
 * Throws UsageError or BackupError for operator mistakes, DataDirInUseError while a server
 * holds the data directory.
 */
export async function runBackupCommand(
  argv: readonly string[],
  config: Pick<Config, 'database' | 'filesDir'>,
  { out }: Output,
): Promise<void> {
  const [command, ...rest] = argv;
  const force = rest.includes('--force');
  const files = rest.filter((a) => a !== '--force');
  const unknown = files.find((a) => a.startsWith('-'));
  if (unknown) throw new UsageError(`unknown option ${unknown}`);
  if (files.length !== 1) throw new UsageError(`${command} takes one FILE`);
  const file = path.resolve(files[0]!);

  if (config.database.kind === 'postgres') {
    out(postgresBackupSteps(file));
    throw new BackupError('no backup made: use pg_dump / pg_restore as above');
  }
  const { dataDir } = config.database;
  if (dataDir === MEMORY_DATA_DIR)
    throw new BackupError(
      'DATA_DIR is memory://: there is no database on disk to back up or restore',
    );
  const filesNote = config.filesDir
    ? `Uploaded files are not in the database: copy ${config.filesDir} as well.`
    : '';

  if (command === 'backup') {
    const { bytes } = await backupPglite(dataDir, file, { force });
    out(`backed up ${dataDir} to ${file} (${formatBytes(bytes)})`);
  } else {
    const { databaseBytes } = await restorePglite(file, dataDir, { force });
    out(`restored ${file} into ${dataDir} (database ${formatBytes(databaseBytes)})`);
    out('The server applies any newer migrations when it starts.');
  }
  if (filesNote) out(filesNote);
}
