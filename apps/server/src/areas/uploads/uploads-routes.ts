import type { EndpointHandlers, RowsOfArea } from '../../http/endpoint-routes';
import { sendStoredFile } from '../../http/stored-file-reply';
import type { MemberFileService } from '../../services/member-file-service';

/** Issue 14: a member uploads an image and reads back their own files. */
export function uploadRoutes(files: MemberFileService): EndpointHandlers<RowsOfArea<'uploads'>> {
  return {
    memberFileUpload: async ({ auth, query, body }) =>
      files.upload(auth.memberId, query.purpose, body as Uint8Array),
    memberFile: async ({ auth, params, reply }) =>
      sendStoredFile(reply, params.fileId, await files.readOwn(auth.memberId, params.fileId)),
    // The console's reviewers (identity documents, feedback images): any member's file.
    opsFile: async ({ params, reply }) =>
      sendStoredFile(reply, params.fileId, await files.readForOperator(params.fileId)),
  };
}
