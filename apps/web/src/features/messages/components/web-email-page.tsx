import { InboxScreen } from './inbox/inbox-screen';

/**
 * /m/webEmail: the same inbox as /m/messages (the original app's name for it); `?id=n` opens
 * message n (lib/inbox-url.ts).
 */
export function WebEmailPage() {
  return <InboxScreen />;
}
