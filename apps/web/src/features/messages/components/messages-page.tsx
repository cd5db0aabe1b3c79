import { InboxScreen } from './inbox/inbox-screen';

/** /m/messages: the inbox (the route table in app/screens.tsx lazy-loads it). */
export function MessagesPage() {
  return <InboxScreen />;
}
