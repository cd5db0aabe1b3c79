import type { EndpointHandlers } from '../../http/endpoint-routes';
import type { ChatRowName } from './message-rows';

const todo = async (): Promise<never> => {
  throw new Error('issue 15: live chat is being built');
};

/** Live chat's rows (issue 15). */
export function chatRoutes(): EndpointHandlers<ChatRowName> {
  return {
    chatUnreadCount: todo,
    chatLaunch: todo,
    chatModelList: todo,
    chatState: todo,
    chatMessages: todo,
    chatSend: todo,
    chatRead: todo,
    chatUpload: todo,
    chatFile: todo,
    opsChatConversations: todo,
    opsChatConversation: todo,
    opsChatReply: todo,
    opsChatRead: todo,
    opsChatClaim: todo,
    opsChatTransfer: todo,
    opsChatClose: todo,
    opsChatDuty: todo,
    opsChatDutySet: todo,
  };
}
