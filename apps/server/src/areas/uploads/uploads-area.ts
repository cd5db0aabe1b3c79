import { MAX_UPLOAD_BYTES } from '@app/contracts/upload-constants';
import type { FastifyInstance } from 'fastify';
import type { EndpointRegistrar } from '../../http/endpoint-routes';
import type { MemberFileService } from '../../services/member-file-service';
import { uploadRoutes } from './uploads-routes';

/**
 * Raw upload bodies (the endpoint table's `binary` rows): the bytes as a Buffer, up to 5 MB (a
 * bigger body is 413 PAYLOAD_TOO_LARGE before it is read whole). The declared type is not
 * trusted: the service checks the bytes.
 */
function registerBinaryBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    ['application/octet-stream', 'image/png', 'image/jpeg'],
    { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
    (_request, body, done) => done(null, body),
  );
}

export function registerUploadsArea(
  app: FastifyInstance,
  endpoints: EndpointRegistrar,
  files: MemberFileService,
): void {
  registerBinaryBodyParser(app);
  endpoints.add(uploadRoutes(files));
}
