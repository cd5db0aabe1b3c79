import { ComingSoon } from '@/shared/ui/coming-soon';

/** Feedback (/m/feedback): being built in issue 14 (feedback helper replaces this file). */
export function FeedbackPage() {
  return <ComingSoon />;
}
