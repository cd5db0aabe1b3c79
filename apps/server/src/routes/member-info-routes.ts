import {
  emailEditSchema,
  iconEditSchema,
  nicknameEditSchema,
  payeeNameEditSchema,
} from '@app/contracts/account';
import { apiPaths } from '@app/contracts/api-paths';
import { ok } from '@app/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import { rejectTrial, requireAuth } from '../http/auth';
import { parseRequest } from '../http/request-validation';
import type { Services } from '../services/create-services';

/**
 * Spec section 7, Member and wallet: /wps/member/info and its edits. Edits accept JSON or a
 * form-encoded body (the spec posts the icon as a form). Every edit answers the updated info.
 * Trial accounts read their info but cannot change it.
 */
export function registerMemberInfoRoutes(app: FastifyInstance, services: Services): void {
  const info = services.memberInfo;

  app.get(apiPaths.memberInfo, async (request, reply) => {
    const auth = await requireAuth(request);
    void reply.header('cache-control', 'no-store');
    return ok(await info.get(auth.memberId));
  });

  app.post(apiPaths.memberInfoNickname, async (request) => {
    const auth = await requireAuth(request);
    rejectTrial(auth);
    const body = parseRequest(nicknameEditSchema, request.body);
    return ok(await info.setNickname(auth.memberId, body.nickname));
  });

  app.post(apiPaths.memberInfoEmail, async (request) => {
    const auth = await requireAuth(request);
    rejectTrial(auth);
    const body = parseRequest(emailEditSchema, request.body);
    return ok(await info.setEmail(auth.memberId, body.email));
  });

  app.post(apiPaths.memberInfoPayeeName, async (request) => {
    const auth = await requireAuth(request);
    rejectTrial(auth);
    const body = parseRequest(payeeNameEditSchema, request.body);
    return ok(await info.setPayeeName(auth.memberId, body.payeeName));
  });

  app.get(apiPaths.memberInfoIcon, async (request, reply) => {
    const auth = await requireAuth(request);
    void reply.header('cache-control', 'no-store');
    return ok(await info.listIcons(auth.memberId));
  });

  app.post(apiPaths.memberInfoIcon, async (request) => {
    const auth = await requireAuth(request);
    rejectTrial(auth);
    const body = parseRequest(iconEditSchema, request.body);
    return ok(await info.setIcon(auth.memberId, body.icon));
  });
}
