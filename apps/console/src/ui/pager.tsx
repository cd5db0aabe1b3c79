import { useI18n } from '../i18n/i18n';

/** Previous / next through a paged list, with where we are. */
export function Pager({
  pageNo,
  pageSize,
  total,
  onPage,
}: {
  pageNo: number;
  pageSize: number;
  total: number;
  onPage: (pageNo: number) => void;
}) {
  const { t, locale } = useI18n();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      <span>
        {t('pager.summary', {
          page: pageNo,
          pages,
          total: new Intl.NumberFormat(locale).format(total),
        })}
      </span>
      <button
        type="button"
        className="button small"
        disabled={pageNo <= 1}
        onClick={() => onPage(pageNo - 1)}
      >
        {t('pager.previous')}
      </button>
      <button
        type="button"
        className="button small"
        disabled={pageNo >= pages}
        onClick={() => onPage(pageNo + 1)}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}
