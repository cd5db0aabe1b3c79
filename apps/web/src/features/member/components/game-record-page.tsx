import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { BetOrder } from '@app/contracts/bets';
import { useTranslation } from '@/shared/i18n/use-translation';
import { getLayoutRule } from '@/shared/lib/layout-rules';
import { localDay, presetRange, rangeQuery, type RangePreset } from '@/shared/lib/record-range';
import { useUrlState } from '@/shared/lib/use-url-state';
import { BackHeader } from '@/shared/ui/back-header';
import { ReceiptIcon } from '@/shared/ui/icons/receipt';
import { infiniteSource, PagedList } from '@/shared/ui/paged-list';
import { RowSkeleton } from '@/shared/ui/row-skeleton';
import { useBetRecords, type BetRecordFilters } from '../api/bet-records';
import { useBetVendors } from '../api/bet-vendors';
import { useCurrencySymbol } from '../lib/use-currency-symbol';
import { BetDetailSheet } from './bet-record/bet-detail-sheet';
import { CustomRange, RangeTabs } from '@/shared/ui/record-range-picker';
import { GameFilters } from './bet-record/bet-record-filters';
import { BetRecordRow } from './bet-record/bet-record-row';
import { BetRecordTotals } from './bet-record/bet-record-totals';
import { betRecordUrl } from './bet-record/bet-record-url';
import styles from './bet-record/bet-record.module.css';

/**
 * The bet record (/m/gameRecord, issue 14): the member's game rounds and lottery orders of
 * /lgw/orders, filtered by date range (today, 7 days, 30 days, or custom up to 90 days back, in
 * the member's own days), game type and vendor, all kept in the address; the range's bets, valid
 * turnover and win/loss; the shared paged list; and a detail sheet per bet, where an open
 * lottery pick can be cancelled.
 */
export function GameRecordPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const rule = getLayoutRule(pathname);
  const [url, setUrl] = useUrlState(betRecordUrl);
  const symbol = useCurrencySymbol(undefined);
  const vendors = useBetVendors(url.gameType);
  const [detailId, setDetailId] = useState<string | null>(null);
  const [detailOpen, setDetailOpen] = useState(false);

  // Read at each render: the range follows the member's calendar across midnight.
  const now = new Date();
  const today = localDay(now);
  const range = rangeQuery({ preset: url.range, fromDay: url.from, toDay: url.to }, now);
  // Query keys compare by value: a new object with the same filters is the same query.
  const filters: BetRecordFilters | null = range.ok
    ? {
        from: range.from,
        to: range.to,
        ...(url.gameType ? { gameType: url.gameType } : {}),
        ...(url.vendor ? { vendor: url.vendor } : {}),
      }
    : null;
  const records = useBetRecords(filters);
  const { data } = records;
  const items = useMemo(() => data?.pages.flatMap((page) => page.list), [data]);
  const firstPage = data?.pages[0];

  function choosePreset(preset: RangePreset) {
    if (preset !== 'custom') {
      setUrl({ range: preset, from: null, to: null });
      return;
    }
    // Custom starts from the days on screen, for the member to adjust.
    const days = range.ok ? range.days : presetRange('7d', today);
    setUrl({ range: 'custom', from: url.from ?? days.fromDay, to: url.to ?? days.toDay });
  }

  function openDetail(orderId: string) {
    setDetailId(orderId);
    setDetailOpen(true);
  }

  return (
    <>
      {rule.header === 'page' && <BackHeader variant="page" />}
      <main id="main" className={styles.main}>
        <h1 className="visually-hidden">{t(rule.titleKey)}</h1>
        <div className={styles.filters}>
          <RangeTabs ns="betRecord" testId="bet" preset={url.range} onSelect={choosePreset} />
          {url.range === 'custom' && (
            <CustomRange
              ns="betRecord"
              testId="bet"
              fromDay={url.from}
              toDay={url.to}
              today={today}
              problem={range.ok ? null : range.problem}
              onChange={(edge, day) => setUrl(edge === 'from' ? { from: day } : { to: day })}
            />
          )}
          <GameFilters
            gameType={url.gameType}
            vendor={url.vendor}
            vendors={vendors.data}
            // Another type may not have the vendor: the vendor filter starts again.
            onGameType={(gameType) => setUrl({ gameType, vendor: '' })}
            onVendor={(vendor) => setUrl({ vendor })}
          />
        </div>
        {range.ok && (
          <>
            {!(records.isError && items === undefined) && (
              <BetRecordTotals page={firstPage} days={range.days} symbol={symbol} />
            )}
            <PagedList<BetOrder>
              source={infiniteSource(records, items)}
              testId="bets"
              label={t('betRecord.list.label')}
              skeleton={<RowSkeleton count={5} />}
              errorIcon={<ReceiptIcon size={32} />}
              empty={{
                title: t('betRecord.list.emptyTitle'),
                body: t('betRecord.list.emptyBody'),
                icon: <ReceiptIcon size={32} />,
              }}
              labels={{ loadError: t('betRecord.list.loadError') }}
              getKey={(item) => item.orderId}
              renderItem={(item) => (
                <BetRecordRow order={item} symbol={symbol} onOpen={openDetail} />
              )}
            />
          </>
        )}
      </main>
      <BetDetailSheet
        orderId={detailId}
        open={detailOpen}
        symbol={symbol}
        onClose={() => setDetailOpen(false)}
      />
    </>
  );
}
