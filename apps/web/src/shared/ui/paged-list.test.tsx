import {
  QueryClient,
  QueryClientProvider,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useMemo } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  infiniteSource,
  onePageSource,
  PagedList,
  type PagedListProps,
  type PagedSource,
} from './paged-list';

type Row = { id: number; name: string };
const rows = (from: number, to: number): Row[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ id: from + i, name: `Row ${from + i}` }));

const source = (over: Partial<PagedSource<Row>> = {}): PagedSource<Row> => ({
  items: rows(1, 3),
  isError: false,
  refetch: vi.fn(),
  hasNextPage: false,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  fetchNextPage: vi.fn(),
  ...over,
});

function renderRows(src: PagedSource<Row>, props: Partial<PagedListProps<Row>> = {}) {
  return render(
    <PagedList
      source={src}
      testId="rows"
      renderItem={(row) => <span>{row.name}</span>}
      getKey={(row) => row.id}
      label="Records"
      {...(props as object)}
    />,
  );
}

const root = () => screen.getByTestId('rows');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PagedList states', () => {
  it('first load: skeletons, busy, a status that says it is loading', () => {
    renderRows(source({ items: undefined }));
    expect(root()).toHaveAttribute('aria-busy', 'true');
    const loading = screen.getByTestId('rows-loading');
    expect(loading).toHaveAttribute('role', 'status');
    expect(loading).toHaveTextContent('Loading…');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('the caller’s skeleton replaces the default', () => {
    renderRows(source({ items: undefined }), { skeleton: <p>tiles…</p> });
    expect(within(screen.getByTestId('rows-loading')).getByText('tiles…')).toBeInTheDocument();
  });

  it('first page failed: an alert with a retry button that refetches (busy while it runs)', () => {
    const refetch = vi.fn();
    const { rerender } = renderRows(source({ items: undefined, isError: true, refetch }));
    const error = screen.getByRole('alert');
    expect(error).toHaveTextContent('This list could not be loaded.');
    expect(root()).toHaveAttribute('aria-busy', 'false');
    fireEvent.click(within(error).getByRole('button', { name: 'Tap to retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
    rerender(
      <PagedList
        source={source({ items: undefined, isError: true, isFetching: true, refetch })}
        testId="rows"
        renderItem={(row) => row.name}
        getKey={(row) => row.id}
        labels={{ loadError: 'Records could not be loaded.', retry: 'Try again' }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Records could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled();
  });

  it('empty: the translated default, or the caller’s message and action', () => {
    const { unmount } = renderRows(source({ items: [] }));
    expect(screen.getByTestId('rows-empty')).toHaveTextContent('Nothing here yet');
    expect(screen.queryByTestId('rows-end')).toBeNull();
    unmount();
    const onAction = vi.fn();
    renderRows(source({ items: [] }), {
      empty: {
        title: 'No records',
        body: 'Try another date.',
        action: <button onClick={onAction}>Change dates</button>,
      },
    });
    const empty = screen.getByTestId('rows-empty');
    expect(within(empty).getByRole('heading', { name: 'No records' })).toBeInTheDocument();
    expect(empty).toHaveTextContent('Try another date.');
    fireEvent.click(within(empty).getByRole('button', { name: 'Change dates' }));
    expect(onAction).toHaveBeenCalled();
  });

  it('rows in a named list, then the end line', () => {
    renderRows(source());
    const list = screen.getByRole('list', { name: 'Records' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Row 1', 'Row 2', 'Row 3']);
    expect(screen.getByTestId('rows-end')).toHaveTextContent(
      'You have reached the end of the list.',
    );
    expect(root()).toHaveAttribute('aria-busy', 'false');
  });

  it('a one-page list may have no end line', () => {
    renderRows(source(), { labels: { end: null } });
    expect(screen.getByRole('list')).toBeInTheDocument();
    expect(screen.queryByTestId('rows-end')).toBeNull();
  });
});

describe('PagedList paging', () => {
  it('a load-more button asks for the next page', () => {
    const fetchNextPage = vi.fn();
    renderRows(source({ hasNextPage: true, fetchNextPage }), { scrollLoad: 'off' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('rows-end')).toBeNull();
  });

  it('while a page loads: a status, busy, and no button', () => {
    renderRows(source({ hasNextPage: true, isFetchingNextPage: true }));
    expect(root()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading more…');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a failed page: an alert whose retry asks for that page again; the rows stay', () => {
    const fetchNextPage = vi.fn();
    renderRows(
      source({ hasNextPage: true, isFetchNextPageError: true, isError: true, fetchNextPage }),
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This list could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Tap to retry' }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('infinite scroll: the sentinel near the viewport asks once, within 300 px', () => {
    const observers: { callback: IntersectionObserverCallback; margin?: string }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, margin: options?.rootMargin });
        }
        observe() {}
        disconnect() {}
      },
    );
    const fetchNextPage = vi.fn();
    renderRows(source({ hasNextPage: true, fetchNextPage }));
    expect(observers).toHaveLength(1);
    expect(observers[0]!.margin).toBe('300px 0px');
    const fire = (isIntersecting: boolean) =>
      act(() =>
        observers[0]!.callback(
          [{ isIntersecting } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
    fire(false);
    expect(fetchNextPage).not.toHaveBeenCalled();
    fire(true);
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('no sentinel while a page loads, after a failed page, or when the list calls the end itself', () => {
    const observe = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe = observe;
        disconnect() {}
      },
    );
    const { unmount } = renderRows(source({ hasNextPage: true, isFetchingNextPage: true }));
    unmount();
    renderRows(source({ hasNextPage: true, isFetchNextPageError: true })).unmount();
    const onEnd: (() => void)[] = [];
    const fetchNextPage = vi.fn();
    render(
      <PagedList
        source={source({ hasNextPage: true, fetchNextPage })}
        scrollLoad="list"
        renderList={(items, onEndReached) => {
          onEnd.push(onEndReached);
          return <p data-testid="grid">{items.length} items</p>;
        }}
      />,
    );
    expect(observe).not.toHaveBeenCalled();
    expect(screen.getByTestId('grid')).toHaveTextContent('3 items');
    onEnd.at(-1)!();
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('the end reached while a page loads asks nothing', () => {
    let end = () => {};
    const fetchNextPage = vi.fn();
    render(
      <PagedList
        source={source({ hasNextPage: true, isFetchingNextPage: true, fetchNextPage })}
        scrollLoad="list"
        renderList={(_items, onEndReached) => {
          end = onEndReached;
          return null;
        }}
      />,
    );
    end();
    expect(fetchNextPage).not.toHaveBeenCalled();
  });
});

describe('PagedList with TanStack Query', () => {
  const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
  type Page = { list: Row[]; pageNum: number; totalPages: number };

  function InfiniteRows({ fetchPage }: { fetchPage: (pageNo: number) => Promise<Page> }) {
    const query = useInfiniteQuery({
      queryKey: ['rows'],
      queryFn: ({ pageParam }) => fetchPage(pageParam),
      initialPageParam: 1,
      getNextPageParam: (last: Page) =>
        last.pageNum < last.totalPages ? last.pageNum + 1 : undefined,
    });
    const pages = query.data?.pages;
    const items = useMemo(() => pages?.flatMap((p) => p.list), [pages]);
    return (
      <PagedList
        source={infiniteSource(query, items)}
        testId="rows"
        scrollLoad="off"
        renderItem={(row) => row.name}
        getKey={(row) => row.id}
      />
    );
  }

  it('an infinite query: pages append on load more, then the end', async () => {
    const fetchPage = vi.fn(async (pageNo: number) => ({
      list: rows(pageNo * 10 - 9, pageNo * 10 - 8),
      pageNum: pageNo,
      totalPages: 2,
    }));
    render(
      <QueryClientProvider client={client()}>
        <InfiniteRows fetchPage={fetchPage} />
      </QueryClientProvider>,
    );
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(4));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Row 1',
      'Row 2',
      'Row 11',
      'Row 12',
    ]);
    expect(screen.getByTestId('rows-end')).toBeInTheDocument();
    expect(fetchPage.mock.calls.map(([n]) => n)).toEqual([1, 2]);
  });

  it('an infinite query whose first page fails, then succeeds on retry', async () => {
    let fail = true;
    const fetchPage = vi.fn(async () => {
      if (fail) throw new Error('down');
      return { list: rows(1, 1), pageNum: 1, totalPages: 1 };
    });
    render(
      <QueryClientProvider client={client()}>
        <InfiniteRows fetchPage={fetchPage} />
      </QueryClientProvider>,
    );
    const alert = await screen.findByRole('alert');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Tap to retry' }));
    expect(await screen.findByText('Row 1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a one-page query: the whole list, no paging', async () => {
    function OnePage() {
      const query = useQuery({ queryKey: ['one'], queryFn: async () => rows(1, 2) });
      return (
        <PagedList
          source={onePageSource(query, query.data)}
          testId="rows"
          labels={{ end: null }}
          renderItem={(row) => row.name}
          getKey={(row) => row.id}
        />
      );
    }
    render(
      <QueryClientProvider client={client()}>
        <OnePage />
      </QueryClientProvider>,
    );
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByTestId('rows-end')).toBeNull();
  });
});
