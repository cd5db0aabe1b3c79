import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Where uploaded files' bytes live: outside the database rows (issue 14), one file per id in a
 * folder (FILES_DIR; by default next to the PGlite data). Ids are random hex, so a name never
 * comes from a user. Several instances share the folder (a network volume) like the database.
 */
export type FileStore = {
  put(id: string, bytes: Uint8Array): Promise<void>;
  /** null when the bytes are gone. */
  get(id: string): Promise<Buffer | null>;
  remove(id: string): Promise<void>;
};

const ID = /^[0-9a-f]{32}$/;

export function newFileId(): string {
  return randomBytes(16).toString('hex');
}

function checkedName(dir: string, id: string): string {
  if (!ID.test(id)) throw new Error(`file store: bad id ${id}`);
  // Two levels of fan-out keep any one folder small.
  return path.join(dir, id.slice(0, 2), id);
}

/** A folder on disk; `null` dir: a fresh temporary folder (DATA_DIR=memory://, tests). */
export function createDiskFileStore(dir: string | null): FileStore {
  let root: Promise<string> | undefined;
  const ready = () =>
    (root ??= dir
      ? mkdir(dir, { recursive: true }).then(() => dir)
      : mkdtemp(path.join(tmpdir(), 'member-files-')));
  return {
    async put(id, bytes) {
      const file = checkedName(await ready(), id);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async get(id) {
      try {
        return await readFile(checkedName(await ready(), id));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(id) {
      await rm(checkedName(await ready(), id), { force: true });
    },
  };
}
