import { useEffect, useEffectEvent, useRef, type Key, type ReactNode } from 'react';
import type { UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/use-translation';
import { scrollLoadThresholdPx } from '@/shared/lib/lobby-rules';
import { ListState, RetryButton } from './list-state';
import { RowSkeleton } from './row-skeleton';
import styles from './paged-list.module.css';

/**
 * What a paged list reads: the fields of a TanStack query result it needs, with the pages'
 * items already combined (`infiniteSource`, `onePageSource`, or a screen's own adapter).
 */
export type PagedSource<T> = {
  /** Every loaded item, in order; undefined until the first page is in. */
  items: readonly T[] | undefined;
  /** The first page failed (shown only while there are no items). */
  isError: boolean;
  /** A request is on its way (the retry button waits for it). */
  isFetching?: boolean;
  refetch: () => unknown;
  /** Paging; absent for a one-page list. */
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  isFetchNextPageError?: boolean;
  fetchNextPage?: () => unknown;
};

type InfiniteLike = Pick<
  UseInfiniteQueryResult,
  | 'isError'
  | 'isFetching'
  | 'refetch'
  | 'hasNextPage'
  | 'isFetchingNextPage'
  | 'isFetchNextPageError'
  | 'fetchNextPage'
>;

/** A `useInfiniteQuery` result and its combined items (memoised by the caller). */
export function infiniteSource<T>(
  query: InfiniteLike,
  items: readonly T[] | undefined,
): PagedSource<T> {
  return {
    items,
    isError: query.isError,
    isFetching: query.isFetching,
    refetch: query.refetch,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    isFetchNextPageError: query.isFetchNextPageError,
    fetchNextPage: query.fetchNextPage,
  };
}

/** A `useQuery` result whose answer is the whole list (not paged on the server). */
export function onePageSource<T>(
  query: Pick<UseQueryResult, 'isError' | 'isFetching' | 'refetch'>,
  items: readonly T[] | undefined,
): PagedSource<T> {
  return { items, isError: query.isError, isFetching: query.isFetching, refetch: query.refetch };
}

export type PagedListLabels = {
  /** Read out while the first page loads. */
  loading: string;
  loadError: string;
  retry: string;
  loadMore: string;
  loadingMore: string;
  /** The end-of-list line; null: none (a short one-page list). */
  end: string | null;
};

/** How more pages are asked for as the player scrolls. */
export type ScrollLoad =
  /** A sentinel under the items, within 300 px of the viewport (spec 9's threshold). */
  | 'sentinel'
  /** The list itself calls `onEndReached` (the virtual grid does, throttled to 1 s). */
  | 'list'
  /** Only the load-more button. */
  | 'off';

type Layout<T> =
  | {
      /** One row per item, in a list named `label`. */
      renderItem: (item: T, index: number) => ReactNode;
      getKey: (item: T, index: number) => Key;
      label?: string;
      renderList?: never;
    }
  | {
      /** The caller's own list of every item (a virtual grid, an accordion). */
      renderList: (items: readonly T[], onEndReached: () => void) => ReactNode;
      renderItem?: never;
      getKey?: never;
      label?: never;
    };

export type PagedListProps<T> = Layout<T> & {
  source: PagedSource<T>;
  /** Test ids: `${testId}`, `-loading`, `-error`, `-empty`, `-load-more`, `-end`. */
  testId?: string;
  /** Placeholders while the first page loads (default: row-shaped bars). */
  skeleton?: ReactNode;
  empty?: { title: string; body?: string; icon?: ReactNode; action?: ReactNode };
  errorIcon?: ReactNode;
  labels?: Partial<PagedListLabels>;
  scrollLoad?: ScrollLoad;
  className?: string;
};

/**
 * One list of pages for every paged screen (game lists, notices, and the records, messages and
 * reports to come): the first load (skeletons), its failure (role=alert, a retry button), an
 * empty list (a message and an optional action), the items (rows, or the caller's grid), more
 * pages as the player scrolls and with a load-more button, a failed page (retry), and the end.
 */
export function PagedList<T>(props: PagedListProps<T>) {
  const { source, testId = 'paged-list', skeleton, empty, errorIcon, className } = props;
  const { t } = useTranslation();
  const labels: PagedListLabels = {
    loading: t('common.loading'),
    loadError: t('list.loadError'),
    retry: t('common.retry'),
    loadMore: t('list.loadMore'),
    loadingMore: t('list.loadingMore'),
    end: t('list.end'),
    ...props.labels,
  };
  const { items, hasNextPage = false, isFetchingNextPage = false } = source;
  const nextPageFailed = source.isFetchNextPageError ?? false;
  const canLoadMore = hasNextPage && !isFetchingNextPage && !nextPageFailed;
  // Scrolling asks again and again near the end: never while a page is on its way, and not after
  // a failed page (its retry button asks).
  const loadMore = () => {
    if (canLoadMore) void source.fetchNextPage?.();
  };

  let body: ReactNode;
  if (items === undefined && source.isError)
    body = (
      <ListState
        testId={`${testId}-error`}
        alert
        icon={errorIcon}
        title={labels.loadError}
        action={
          <RetryButton
            onRetry={() => void source.refetch()}
            busy={source.isFetching}
            label={labels.retry}
          />
        }
      />
    );
  else if (items === undefined)
    body = (
      <div role="status" data-testid={`${testId}-loading`}>
        <span className="visually-hidden">{labels.loading}</span>
        <div aria-hidden="true">{skeleton ?? <RowSkeleton />}</div>
      </div>
    );
  else if (items.length === 0)
    body = (
      <ListState
        testId={`${testId}-empty`}
        icon={empty?.icon}
        title={empty?.title ?? t('list.emptyTitle')}
        body={empty?.body}
        action={empty?.action}
      />
    );
  else if (props.renderList) body = props.renderList(items, loadMore);
  else {
    const { renderItem, getKey, label } = props;
    body = (
      <ul className={styles.rows} aria-label={label}>
        {items.map((item, i) => (
          <li key={getKey(item, i)}>{renderItem(item, i)}</li>
        ))}
      </ul>
    );
  }

  const scrollLoad = props.scrollLoad ?? 'sentinel';
  const listed = items !== undefined && items.length > 0;
  const busy = (items === undefined && !source.isError) || isFetchingNextPage;
  return (
    <div className={className} data-testid={testId} aria-busy={busy}>
      {body}
      {listed && (
        <div className={styles.footer} aria-live="polite">
          <PagedListFooter source={source} labels={labels} testId={testId} onLoadMore={loadMore} />
        </div>
      )}
      {listed && canLoadMore && scrollLoad === 'sentinel' && <EndSentinel onReached={loadMore} />}
    </div>
  );
}

/** Under the items: the next page on its way, its failure, the load-more button, or the end. */
function PagedListFooter({
  source,
  labels,
  testId,
  onLoadMore,
}: {
  source: PagedSource<unknown>;
  labels: PagedListLabels;
  testId: string;
  onLoadMore: () => void;
}) {
  if (source.isFetchingNextPage)
    return (
      <p className={styles.more} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {labels.loadingMore}
      </p>
    );
  if (source.isFetchNextPageError)
    return (
      <div className={styles.more} role="alert">
        <span>{labels.loadError}</span>
        <button
          type="button"
          className={styles.button}
          onClick={() => void source.fetchNextPage?.()}
        >
          {labels.retry}
        </button>
      </div>
    );
  if (source.hasNextPage)
    return (
      <button
        type="button"
        className={styles.button}
        data-testid={`${testId}-load-more`}
        onClick={onLoadMore}
      >
        {labels.loadMore}
      </button>
    );
  if (labels.end === null) return null;
  return (
    <p className={styles.end} data-testid={`${testId}-end`}>
      {labels.end}
    </p>
  );
}

/**
 * An invisible mark under the list that asks for more once it comes within the scroll threshold
 * of the viewport. It is mounted only while more can be asked for, so each page mounts it again
 * and a list still shorter than the screen keeps loading. Without IntersectionObserver the
 * button is the way.
 */
function EndSentinel({ onReached }: { onReached: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const reached = useEffectEvent(onReached);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          reached();
        }
      },
      { rootMargin: `${scrollLoadThresholdPx}px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return <div ref={ref} className={styles.sentinel} aria-hidden="true" />;
}
