import { MAX_UPLOAD_BYTES, type UploadPurpose } from '@app/contracts/upload-constants';
import type { MemberFile } from '@app/contracts/uploads';
import type { MemberFileRepository, MemberFileRow } from '../repositories/member-file-repository';
import type { Clock } from './clock';
import { DomainError } from './domain-error';
import { newFileId, type FileStore } from './file-store';
import { reencodeImage } from './image-upload';

/** Uploads per member per hour: enough for any form, not enough to fill a disk. */
export const UPLOADS_PER_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;

export type StoredFile = { contentType: MemberFileRow['contentType']; bytes: Buffer };

function toMemberFile(row: MemberFileRow): MemberFile {
  return {
    fileId: row.id,
    purpose: row.purpose,
    contentType: row.contentType,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
  };
}

/**
 * Members' uploaded images (issue 14): avatars, identity documents, feedback. Checked from their
 * bytes and re-encoded (image-upload.ts), stored in the file store, read back only by their
 * owner (`readOwn`) or an operator (`readForOperator`). Forms attach them by id through
 * `requireOwn`, which refuses another member's file or one uploaded for another purpose.
 */
export function createMemberFileService(deps: {
  repo: MemberFileRepository;
  store: FileStore;
  clock: Clock;
}) {
  const { repo, store, clock } = deps;

  async function readRow(row: MemberFileRow | null): Promise<StoredFile> {
    const bytes = row ? await store.get(row.id) : null;
    if (!row || !bytes) throw new DomainError('FILE_NOT_FOUND', 'No such file');
    return { contentType: row.contentType, bytes };
  }

  return {
    async upload(memberId: number, purpose: UploadPurpose, bytes: Uint8Array): Promise<MemberFile> {
      // The body parser stops at the limit too; this keeps the rule when called directly.
      if (bytes.length > MAX_UPLOAD_BYTES)
        throw new DomainError('PAYLOAD_TOO_LARGE', 'At most 5 MB', {
          max: MAX_UPLOAD_BYTES,
        });
      const now = clock();
      if ((await repo.countSince(memberId, new Date(now.getTime() - HOUR_MS))) >= UPLOADS_PER_HOUR)
        throw new DomainError('RATE_LIMITED', 'Too many uploads this hour', {
          max: UPLOADS_PER_HOUR,
        });
      const image = await reencodeImage(bytes, purpose);
      const row: MemberFileRow = {
        id: newFileId(),
        memberId,
        purpose,
        contentType: image.contentType,
        bytes: image.bytes.length,
        width: image.width,
        height: image.height,
        createdAt: now,
      };
      // Bytes first: a row never names a file that is not there.
      await store.put(row.id, image.bytes);
      await repo.insert(row);
      return toMemberFile(row);
    },

    /** The member's own file; another member's is "not found" (its existence is not told). */
    async readOwn(memberId: number, fileId: string): Promise<StoredFile> {
      const row = await repo.find(fileId);
      return readRow(row && row.memberId === memberId ? row : null);
    },

    async readForOperator(fileId: string): Promise<StoredFile> {
      return readRow(await repo.find(fileId));
    },

    /**
     * The ids a form attaches, checked: each the member's own upload for `purpose`, no repeats,
     * at most `max`. Answers them in the order given.
     */
    async requireOwn(
      memberId: number,
      ids: readonly string[],
      purpose: UploadPurpose,
      max: number,
    ): Promise<string[]> {
      const unique = [...new Set(ids)];
      if (unique.length > max)
        throw new DomainError('UPLOAD_TOO_MANY', `At most ${max} images`, { max });
      const rows = await repo.findMany(unique);
      for (const id of unique) {
        const row = rows.find((r) => r.id === id);
        if (!row || row.memberId !== memberId || row.purpose !== purpose)
          throw new DomainError('FILE_NOT_FOUND', 'No such file');
      }
      return unique;
    },
  };
}
export type MemberFileService = ReturnType<typeof createMemberFileService>;
