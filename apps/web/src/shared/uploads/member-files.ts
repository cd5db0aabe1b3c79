import { MAX_UPLOAD_BYTES, type UploadPurpose } from '@app/contracts/upload-constants';
import { uploadRoutes } from '@app/contracts/upload-routes';
import type { MemberFile } from '@app/contracts/uploads';
import { useQuery } from '@tanstack/react-query';
import { call, fillPath } from '@/shared/api/call';
import { ApiError } from '@/shared/api/client';
import { useSessionStore } from '@/shared/lib/session-store';

/**
 * Member uploads in the browser (issue 14): checks a picked file the way the server will refuse
 * it (so the message comes before the upload), uploads it, and shows a stored one. Stored files
 * are private: an <img> cannot send the session token, so they are fetched with it and shown
 * through an object URL.
 */

/** A local check before sending: png or jpg by the file's type, at most 5 MB. */
export function checkImageFile(file: File): ApiError | null {
  if (file.size > MAX_UPLOAD_BYTES) return new ApiError('PAYLOAD_TOO_LARGE', 'too large', 413);
  if (file.type !== 'image/png' && file.type !== 'image/jpeg')
    return new ApiError('UPLOAD_TYPE', 'not png or jpg', 415);
  return null;
}

export async function uploadImage(file: Blob, purpose: UploadPurpose): Promise<MemberFile> {
  return call(uploadRoutes.memberFileUpload, { query: { purpose }, body: file });
}

async function fetchFileBlob(fileId: string, token: string, signal: AbortSignal): Promise<Blob> {
  const url = fillPath(uploadRoutes.memberFile.path, { fileId });
  const res = await fetch(url, {
    headers: { Authorization: `Bearer ${token}` },
    credentials: 'same-origin',
    signal,
  });
  if (!res.ok) throw new ApiError('FILE_NOT_FOUND', `file ${res.status}`, res.status);
  return res.blob();
}

/**
 * One object URL per fetched file, kept for the page's life: a member sees a handful of their
 * own small images, and revoking on unmount would break the same image shown twice.
 */
const objectUrls = new WeakMap<Blob, string>();
function objectUrlOf(blob: Blob): string {
  let url = objectUrls.get(blob);
  if (!url) {
    url = URL.createObjectURL(blob);
    objectUrls.set(blob, url);
  }
  return url;
}

/**
 * An object URL for one of the member's stored files (null while loading, or without a
 * session). The bytes are cached by file id (a file never changes).
 */
export function useMemberFileUrl(fileId: string | null | undefined): string | null {
  const token = useSessionStore((s) => s.session?.token ?? null);
  const enabled = Boolean(fileId && token);
  const { data } = useQuery({
    queryKey: ['member-file', fileId],
    queryFn: ({ signal }) => fetchFileBlob(fileId!, token!, signal),
    enabled,
    staleTime: Infinity,
    gcTime: 10 * 60 * 1000,
  });
  return enabled && data ? objectUrlOf(data) : null;
}
