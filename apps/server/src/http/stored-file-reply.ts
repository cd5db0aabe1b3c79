import type { FastifyReply } from 'fastify';
import type { StoredFile } from '../services/member-file-service';

/**
 * Sends an uploaded image: with our content type (the server re-encoded it), never sniffed,
 * never a document that runs anything (a sandboxing CSP), private to whoever may read it. A file
 * id names fixed bytes, so the browser may keep it for a day.
 */
export function sendStoredFile(reply: FastifyReply, fileId: string, file: StoredFile) {
  const extension = file.contentType === 'image/png' ? 'png' : 'jpg';
  return reply
    .header('content-type', file.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `inline; filename="${fileId}.${extension}"`)
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, max-age=86400, immutable')
    .send(file.bytes);
}
