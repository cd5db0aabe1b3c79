import { messageRoutes } from '@app/contracts/message-routes';
import type { ChatLaunchQuery } from '@app/contracts/messages';
import { call } from '@/shared/api/call';

/** GET /wps/relay/CBS_launchChat: a link to the member's live chat page (valid 12 hours). */
export async function launchChat(query: ChatLaunchQuery): Promise<string> {
  const { chatUrl } = await call(messageRoutes.chatLaunch, { query });
  return chatUrl;
}
