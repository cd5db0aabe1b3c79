import { useMemo } from 'react';
import { useLocation } from 'react-router';
import type { MemberTransaction, TxType } from '@app/contracts/cashier';
import { useTranslation } from '@/shared/i18n/use-translation';
import { getLayoutRule } from '@/shared/lib/layout-rules';
import { useUrlState } from '@/shared/lib/use-url-state';
import { BackHeader } from '@/shared/ui/back-header';
import { ReceiptIcon } from '@/shared/ui/icons/receipt';
import { infiniteSource, PagedList } from '@/shared/ui/paged-list';
import { RowSkeleton } from '@/shared/ui/row-skeleton';
import { useTxCodes } from '../api/transaction-codes';
import { useMemberTransactions, type TransactionFilters } from '../api/transaction-records';
import { localDay, presetRange, rangeQuery, type RangePreset } from '../lib/record-range';
import { CustomRange, RangeTabs } from '@/shared/ui/record-range-picker';
import { TypeChips } from './records/record-filters';
import { RecordRow } from './records/record-row';
import { RecordTotals } from './records/record-totals';
import { allTypes, recordUrl, selectedTypes, toggleType, typesQuery } from './records/record-url';
import styles from './records/records.module.css';

/**
 * The transaction record (/m/transaction/record?types=A, issue 13): deposits, withdrawals, game
 * rounds, bonuses and adjustments of ODS2_MemberTransaction, filtered by type (GLS2_TxCodeList's
 * names) and by date range (today, 7 days, 30 days, or custom up to 90 days back, in the member's
 * own days), with the range's totals in and out and the shared paged list. The address holds
 * every filter, so reload, Back and a shared link show the same record; a change of filter
 * starts again at page 1.
 */
export function TransactionRecordPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const rule = getLayoutRule(pathname);
  const [url, setUrl] = useUrlState(recordUrl);
  const codes = useTxCodes();

  const selected = selectedTypes(url.types);
  // Read at each render: the range follows the member's calendar across midnight.
  const now = new Date();
  const today = localDay(now);
  const range = rangeQuery({ preset: url.range, fromDay: url.from, toDay: url.to }, now);
  const types = url.types || allTypes;
  // Query keys compare by value: a new object with the same filters is the same query.
  const filters: TransactionFilters | null = range.ok
    ? { types, from: range.from, to: range.to }
    : null;
  const records = useMemberTransactions(filters);
  const { data } = records;
  const items = useMemo(() => data?.pages.flatMap((page) => page.list), [data]);
  const firstPage = data?.pages[0];

  const names = useMemo(
    () => new Map(codes.data?.map(({ code, name }) => [code, name] as const)),
    [codes.data],
  );
  const typeName = (code: TxType) => names.get(code) ?? t(`records.type.${code}`);

  function choosePreset(preset: RangePreset) {
    if (preset !== 'custom') {
      setUrl({ range: preset, from: null, to: null });
      return;
    }
    // Custom starts from the days on screen, for the member to adjust.
    const days = range.ok ? range.days : presetRange('7d', today);
    setUrl({ range: 'custom', from: url.from ?? days.fromDay, to: url.to ?? days.toDay });
  }

  return (
    <>
      {rule.header === 'page' && <BackHeader variant="page" />}
      <main id="main" className={styles.main}>
        <h1 className="visually-hidden">{t(rule.titleKey)}</h1>
        <div className={styles.filters}>
          <TypeChips
            codes={codes.data}
            selected={selected}
            onAll={() => setUrl({ types: allTypes })}
            onToggle={(code) => setUrl({ types: typesQuery(toggleType(selected, code)) })}
          />
          <RangeTabs ns="records" testId="record" preset={url.range} onSelect={choosePreset} />
          {url.range === 'custom' && (
            <CustomRange
              ns="records"
              testId="record"
              fromDay={url.from}
              toDay={url.to}
              today={today}
              problem={range.ok ? null : range.problem}
              onChange={(edge, day) => setUrl(edge === 'from' ? { from: day } : { to: day })}
            />
          )}
        </div>
        {range.ok && (
          <>
            {!(records.isError && items === undefined) && (
              <RecordTotals totals={firstPage} days={range.days} />
            )}
            <PagedList<MemberTransaction>
              source={infiniteSource(records, items)}
              testId="records"
              label={t('records.list.label')}
              skeleton={<RowSkeleton count={5} />}
              errorIcon={<ReceiptIcon size={32} />}
              empty={{
                title: t('records.list.emptyTitle'),
                body: t('records.list.emptyBody'),
                icon: <ReceiptIcon size={32} />,
              }}
              labels={{ loadError: t('records.list.loadError') }}
              getKey={(item) => item.id}
              renderItem={(item) => <RecordRow item={item} typeName={typeName(item.type)} />}
            />
          </>
        )}
      </main>
    </>
  );
}
