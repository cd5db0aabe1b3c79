import { ListState, RetryButton } from '@/shared/ui/list-state';
import { cashierErrorMessage } from '../../lib/cashier-error';

/**
 * A cashier query that failed before it had anything to show: what did not load, the server's
 * reason, and a retry (spec 8: "load failed, tap to retry").
 */
export function LoadFailed({
  testId,
  title,
  query,
}: {
  testId: string;
  title: string;
  query: { error: unknown; isFetching: boolean; refetch: () => Promise<unknown> };
}) {
  return (
    <ListState
      testId={testId}
      alert
      title={title}
      body={cashierErrorMessage(query.error)}
      action={<RetryButton onRetry={() => void query.refetch()} busy={query.isFetching} />}
    />
  );
}
