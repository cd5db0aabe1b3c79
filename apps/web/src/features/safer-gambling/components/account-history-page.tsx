import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { AccountHistoryRow } from '@app/contracts/safer-gambling';
import { historyKinds } from '@app/contracts/safer-gambling-constants';
import { useConsolidatedSettings } from '@/shared/api/get-consolidated-settings';
import { errorText } from '@/shared/api/error-text';
import { useLanguageStore } from '@/shared/i18n/i18n';
import { useTranslation } from '@/shared/i18n/use-translation';
import { cx } from '@/shared/lib/cx';
import { formatDateTime } from '@/shared/lib/date-time';
import { getLayoutRule } from '@/shared/lib/layout-rules';
import { signedMoney } from '@/shared/lib/money-text';
import { localDay } from '@/shared/lib/record-range';
import { urlField, useUrlState } from '@/shared/lib/use-url-state';
import { BackHeader } from '@/shared/ui/back-header';
import { FormAlert } from '@/shared/ui/form-field';
import { DownloadIcon } from '@/shared/ui/icons/download';
import { ReceiptIcon } from '@/shared/ui/icons/receipt';
import { infiniteSource, PagedList } from '@/shared/ui/paged-list';
import { RowSkeleton } from '@/shared/ui/row-skeleton';
import {
  csvFileName,
  fetchHistoryCsv,
  saveFile,
  useAccountHistory,
  type HistoryFilters,
} from '../api/account-history';
import { defaultHistoryRange, earliestHistoryDay, historyRangeProblem } from '../lib/history-range';
import { historyCreditKey, historyKindKeys, historyStatusKey } from '../lib/history-words';
import styles from './safer-gambling.module.css';

/** The address holds the filters: reload, Back and a shared link show the same history. */
const historyUrl = {
  from: urlField.day(),
  to: urlField.day(),
  kind: urlField.oneOf(historyKinds, null),
};

/**
 * The account history (/m/accountHistory, issue 18): deposits, withdrawals, rounds and bonuses
 * in a date range (the last 30 days unless chosen, up to a year back), one kind or all, newest
 * first in the shared paged list, and the same range as a CSV file.
 */
export function AccountHistoryPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const rule = getLayoutRule(pathname);
  const [url, setUrl] = useUrlState(historyUrl);
  const { data: settings } = useConsolidatedSettings();
  const symbol = settings?.currency.symbol ?? '';

  // Read at each render: the default range follows the calendar across midnight.
  const today = localDay(new Date());
  const fallback = defaultHistoryRange(today);
  const from = url.from ?? fallback.from;
  const to = url.to ?? fallback.to;
  const problem = historyRangeProblem(from, to, today);
  const filters: HistoryFilters | null = problem ? null : { from, to, kind: url.kind };
  const history = useAccountHistory(filters);
  const items = useMemo(() => history.data?.pages.flatMap((page) => page.list), [history.data]);

  return (
    <>
      {rule.header === 'page' && <BackHeader variant="page" />}
      <main id="main" className={styles.main} data-testid="account-history">
        <h1 className="visually-hidden">{t(rule.titleKey)}</h1>
        <div className={styles.filters}>
          <div className={styles.dates}>
            <label className={styles.dateField}>
              <span>{t('accountHistory.from')}</span>
              <input
                type="date"
                className={styles.dateInput}
                value={from}
                min={earliestHistoryDay(today)}
                max={today}
                aria-invalid={problem !== null ? true : undefined}
                onChange={(e) => setUrl({ from: e.target.value || null })}
              />
            </label>
            <label className={styles.dateField}>
              <span>{t('accountHistory.to')}</span>
              <input
                type="date"
                className={styles.dateInput}
                value={to}
                min={earliestHistoryDay(today)}
                max={today}
                aria-invalid={problem !== null ? true : undefined}
                onChange={(e) => setUrl({ to: e.target.value || null })}
              />
            </label>
          </div>
          {problem && (
            <p className={styles.problem} role="alert" data-testid="history-range-problem">
              {t(`accountHistory.rangeProblem.${problem}`, {
                earliest: earliestHistoryDay(today),
              })}
            </p>
          )}
          <div
            className={styles.choices}
            role="group"
            aria-label={t('accountHistory.kindLabel')}
            data-testid="history-kinds"
          >
            <button
              type="button"
              className={styles.choice}
              aria-pressed={url.kind === null}
              onClick={() => setUrl({ kind: null })}
            >
              {t('accountHistory.all')}
            </button>
            {historyKinds.map((kind) => (
              <button
                key={kind}
                type="button"
                className={styles.choice}
                aria-pressed={url.kind === kind}
                onClick={() => setUrl({ kind })}
              >
                {t(historyKindKeys[kind])}
              </button>
            ))}
          </div>
          {filters && <CsvDownload filters={filters} />}
        </div>
        {filters && (
          <PagedList<AccountHistoryRow>
            source={infiniteSource(history, items)}
            testId="history"
            label={t('accountHistory.listLabel')}
            skeleton={<RowSkeleton count={5} />}
            errorIcon={<ReceiptIcon size={32} />}
            empty={{
              title: t('accountHistory.emptyTitle'),
              body: t('accountHistory.emptyBody'),
              icon: <ReceiptIcon size={32} />,
            }}
            labels={{ loadError: t('accountHistory.loadError') }}
            getKey={(row, index) => `${row.kind}-${row.reference}-${index}`}
            renderItem={(row) => <HistoryRow row={row} symbol={symbol} />}
          />
        )}
      </main>
    </>
  );
}

function HistoryRow({ row, symbol }: { row: AccountHistoryRow; symbol: string }) {
  const { t } = useTranslation();
  const statusKey = historyStatusKey(row.status);
  const creditKey = row.kind === 'BONUS' ? historyCreditKey(row.description) : null;
  const description = creditKey ? t(creditKey) : row.description;
  return (
    <div className={styles.historyRow} data-testid="history-row" data-kind={row.kind}>
      <div className={styles.historyLine}>
        <span className={styles.historyTitle}>
          {t(historyKindKeys[row.kind])}
          {description ? ` · ${description}` : ''}
        </span>
        <span className={cx(row.amount > 0 ? styles.amountIn : styles.amountOut)}>
          {signedMoney(row.amount, symbol)}
        </span>
      </div>
      <div className={styles.historyLine}>
        <span className={styles.historyMeta}>{formatDateTime(row.at)}</span>
        <span className={styles.historyMeta}>{statusKey ? t(statusKey) : row.status}</span>
      </div>
      <span className={styles.historyMeta}>{row.reference}</span>
    </div>
  );
}

/** "Download CSV": the same range fetched with the session's token and saved as a file. */
function CsvDownload({ filters }: { filters: HistoryFilters }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function download() {
    setBusy(true);
    setProblem(null);
    try {
      saveFile(await fetchHistoryCsv(filters, language), csvFileName(filters));
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className={styles.download}>
      <button
        type="button"
        className={styles.smallButton}
        onClick={() => void download()}
        disabled={busy}
        aria-busy={busy}
        data-testid="history-csv"
      >
        <DownloadIcon size={18} />
        {busy ? t('accountHistory.downloading') : t('accountHistory.download')}
      </button>
      <FormAlert text={problem} testId="history-csv-error" />
    </div>
  );
}
