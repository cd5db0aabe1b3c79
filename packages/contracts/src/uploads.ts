import { z } from 'zod';
import type { EndpointSchemas } from './endpoints';
import type { uploadRoutes } from './upload-routes';
import { uploadContentTypes, uploadPurposes } from './upload-constants';

/** A file id: 32 hex characters (random; the file store's name for the bytes). */
export const fileIdSchema = z.string().regex(/^[0-9a-f]{32}$/);

export const fileUploadQuerySchema = z.object({ purpose: z.enum(uploadPurposes) });
/**
 * The raw bytes of one file. On the server a Buffer (a Uint8Array); in the browser a Blob or
 * File. What they really are is checked from the bytes, never from a name or a header.
 */
export const binaryBodySchema = z.custom<Blob | Uint8Array>(
  (v) => v instanceof Uint8Array || (typeof Blob !== 'undefined' && v instanceof Blob),
  { message: 'expected the bytes of a file' },
);

export const memberFileSchema = z.object({
  fileId: fileIdSchema,
  purpose: z.enum(uploadPurposes),
  /** Always ours: the server re-encodes every upload. */
  contentType: z.enum(uploadContentTypes),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});
export type MemberFile = z.infer<typeof memberFileSchema>;

export const fileIdParamsSchema = z.object({ fileId: fileIdSchema });
/** Form bodies that attach images: 0 to 3 file ids of the member's own uploads. */
export const attachedFileIdsSchema = z.array(fileIdSchema).max(3);

export const uploadSchemas = {
  memberFileUpload: {
    area: 'uploads',
    summary:
      'Upload one png or jpg (at most 5 MB): checked from its bytes, re-encoded, stored; answers its id.',
    query: fileUploadQuerySchema,
    body: binaryBodySchema,
    response: memberFileSchema,
  },
  memberFile: {
    area: 'uploads',
    summary:
      "The bytes of one of the member's own files (the reply is the image, not an envelope).",
    params: fileIdParamsSchema,
    response: z.never(),
  },
} as const satisfies { [K in keyof typeof uploadRoutes]: EndpointSchemas };
