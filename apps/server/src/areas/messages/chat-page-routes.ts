import { CHAT_TOKEN_PATTERN } from '@app/contracts/message-constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createChatAssets, type ChatAssets } from '../../chat-page/chat-assets';
import { chatExpiredPage, chatPage, chatPageOptions } from '../../chat-page/chat-page';
import { contentSecurityPolicy } from '../../http/security-headers';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export type ChatPageDeps = {
  /**
   * Whether a well-formed chat token is live (known and unexpired). Without it the page answers
   * for any well-formed token and its script finds CHAT_LINK_EXPIRED from chatState.
   */
  tokenIsLive?: (chatToken: string) => Promise<boolean>;
  assets?: ChatAssets;
};

/**
 * The site's CSP with the page's own WebSocket origin spelled out in connect-src: 'self' covers
 * ws(s) of the same host in CSP level 3, but not in every browser the members use.
 */
export function chatPageCsp(host: string | undefined): string {
  const directives: Record<string, readonly string[]> = { ...contentSecurityPolicy };
  const connect = [...(directives['connect-src'] ?? ["'self'"])];
  // A host header is the client's own word: only a plain host[:port] goes into the policy.
  if (host && /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i.test(host)) {
    for (const scheme of ['ws', 'wss']) {
      const source = `${scheme}://${host.toLowerCase()}`;
      if (!connect.includes(source)) connect.push(source);
    }
  }
  directives['connect-src'] = connect;
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');
}

function sendPage(request: FastifyRequest, reply: FastifyReply, status: number, html: string) {
  return (
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // The chat token is in the URL: never send it on as a referrer.
      .header('referrer-policy', 'no-referrer')
      .header('content-security-policy', chatPageCsp(request.host))
      .send(html)
  );
}

/**
 * The member's live chat page GET /chat/<chatToken> (query lang, backUrl, headerColor, title;
 * chat-page/chat-page.ts) and its files under /chat/assets/: HTML and files, not rows of the
 * endpoint table (the page's calls are: chatState, chatMessages, chatSend, chatRead, chatUpload,
 * chatFile, and its WebSocket).
 */
export function registerChatPage(app: FastifyInstance, deps: ChatPageDeps = {}): void {
  const assets = deps.assets ?? createChatAssets();

  app.get<{ Params: { chatToken: string } }>('/chat/:chatToken', async (request, reply) => {
    const options = chatPageOptions(request.query);
    const token = request.params.chatToken;
    const wellFormed = CHAT_TOKEN_PATTERN.test(token);
    const live = wellFormed && (deps.tokenIsLive ? await deps.tokenIsLive(token) : true);
    if (!live) return sendPage(request, reply, 410, chatExpiredPage(options, assets.urls()));
    return sendPage(request, reply, 200, chatPage(token, options, assets.urls()));
  });

  app.get<{ Params: { file: string } }>('/chat/assets/:file', async (request, reply) => {
    const name = request.params.file;
    const asset = /^[a-z0-9-]{1,64}\.(js|css|woff2)$/.test(name) ? assets.find(name) : null;
    if (!asset) {
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send('Not found\n');
    }
    return reply.type(asset.contentType).header('cache-control', IMMUTABLE).send(asset.body);
  });
}
