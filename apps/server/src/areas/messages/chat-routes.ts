import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EndpointHandlers } from '../../http/endpoint-routes';
import { sendStoredFile } from '../../http/stored-file-reply';
import type { ChatOperator, ChatService } from '../../services/chat-service';
import type { OperatorContext } from '../../services/operator-auth-service';
import type { ChatRowName } from './message-rows';

/** Private to one member or to support: never cached. */
const noStore = (reply: FastifyReply) => void reply.header('cache-control', 'no-store');

export const chatOperatorOf = (
  operator: OperatorContext,
  request: FastifyRequest,
): ChatOperator => ({
  operatorId: operator.operatorId,
  name: operator.username,
  ip: request.ip,
  role: operator.role,
});

/** The site as the caller reached it (chat links point at this server's chat page). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * Live chat's rows (issue 15): the member's (launch, unread, models), the chat page's (its
 * token in the path, checked on every call: CHAT_LINK_EXPIRED) and the console's. HTTP only;
 * the rules are in chat-service.ts, the sockets in chat-sockets.ts.
 */
export function chatRoutes(s: { chat: ChatService }): EndpointHandlers<ChatRowName> {
  const { chat } = s;
  return {
    chatUnreadCount: async ({ auth, reply }) => {
      noStore(reply);
      return chat.unread(auth.memberId);
    },
    chatLaunch: async ({ auth, query, request, reply }) => {
      noStore(reply);
      return chat.launch(auth.memberId, query, originOf(request));
    },
    chatModelList: async () => chat.models(),

    chatState: async ({ params, reply }) => {
      noStore(reply);
      return chat.state(await chat.resolveToken(params.chatToken));
    },
    chatMessages: async ({ params, query, reply }) => {
      noStore(reply);
      const member = await chat.resolveToken(params.chatToken);
      return chat.messages(member.memberId, query);
    },
    chatSend: async ({ params, body }) => {
      const member = await chat.resolveToken(params.chatToken);
      return (await chat.send(member.memberId, body)).message;
    },
    chatRead: async ({ params, body }) => {
      const member = await chat.resolveToken(params.chatToken);
      return chat.read(member.memberId, body.upToId);
    },
    chatUpload: async ({ params, body }) => {
      const member = await chat.resolveToken(params.chatToken);
      return chat.upload(member.memberId, body as Uint8Array);
    },
    chatFile: async ({ params, reply }) => {
      const member = await chat.resolveToken(params.chatToken);
      return sendStoredFile(reply, params.fileId, await chat.file(member.memberId, params.fileId));
    },

    opsChatConversations: async ({ query, reply }) => {
      noStore(reply);
      return chat.queue(query.status, query.pageNo, query.pageSize);
    },
    opsChatConversation: async ({ params, reply }) => {
      noStore(reply);
      return chat.detail(params.id);
    },
    opsChatReply: async ({ operator, params, body, request }) =>
      chat.reply(chatOperatorOf(operator, request), params.id, body),
    opsChatRead: async ({ params, body }) => chat.operatorRead(params.id, body.upToId),
    opsChatClaim: async ({ operator, params, request }) =>
      chat.claim(chatOperatorOf(operator, request), params.id),
    opsChatTransfer: async ({ operator, params, body, request }) =>
      chat.transfer(chatOperatorOf(operator, request), params.id, body.operatorId),
    opsChatClose: async ({ operator, params, request }) =>
      chat.close(chatOperatorOf(operator, request), params.id),
    opsChatDuty: async ({ operator, request, reply }) => {
      noStore(reply);
      return chat.duty(chatOperatorOf(operator, request));
    },
    opsChatDutySet: async ({ operator, body, request }) =>
      chat.setDuty(chatOperatorOf(operator, request), body.onDuty),
  };
}
