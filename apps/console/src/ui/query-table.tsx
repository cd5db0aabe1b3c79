import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Pager } from './pager';
import { Empty, ErrorAlert, Loading } from './states';
import { TableScroll } from './table-scroll';

/** A page of a paged list, as every paged console endpoint answers. */
export type Page<T> = { items: T[]; pageNo: number; pageSize: number; total: number };

/** A paged answer of the API (`list`, `pageNum`, `total`) in the shape the table takes. */
export const tablePage =
  (pageSize: number) =>
  <T,>(page: { list: T[]; pageNum: number; total: number }): Page<T> => ({
    items: page.list,
    pageNo: page.pageNum,
    pageSize,
    total: page.total,
  });

/**
 * One list for every console screen (members, ledger, bets, audit log, content, operators,
 * tokens): its loading state, its error with a retry, the empty message, the table (a named
 * scrolling region) and, for a paged answer, the pager. Screens give the header row and how an
 * item becomes a row.
 */
export function QueryTable<T>({
  query,
  label,
  empty,
  head,
  row,
  onPage,
  framed = false,
}: {
  /** A paged answer (with a pager) or the whole list. */
  query: UseQueryResult<Page<T> | T[]>;
  /** Names the table's scrolling region. */
  label: string;
  empty: string;
  /** The header row's cells. */
  head: ReactNode;
  row: (item: T, index: number) => ReactNode;
  /** Paged answers only. */
  onPage?: (pageNo: number) => void;
  /** In a panel of its own (a list standing alone on its screen). */
  framed?: boolean;
}) {
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  const items = Array.isArray(data) ? data : data.items;
  if (items.length === 0) return <Empty>{empty}</Empty>;
  const list = (
    <>
      <TableScroll label={label}>
        <table className="table" aria-busy={query.isFetching}>
          <thead>
            <tr>{head}</tr>
          </thead>
          <tbody>{items.map(row)}</tbody>
        </table>
      </TableScroll>
      {!Array.isArray(data) && onPage && (
        <Pager pageNo={data.pageNo} pageSize={data.pageSize} total={data.total} onPage={onPage} />
      )}
    </>
  );
  return framed ? <div className="panel">{list}</div> : list;
}
