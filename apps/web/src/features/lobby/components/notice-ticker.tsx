import type { CSSProperties } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import {
  homeNoticesQuery,
  noticeItems,
  useAnnouncements,
  type AnnouncementItem,
  type AnnouncementList,
} from '@/shared/api/get-announcements';
import { cx } from '@/shared/lib/cx';
import { paths } from '@/shared/lib/paths';
import { useIdle } from '@/shared/lib/when-idle';
import { MegaphoneIcon } from '@/shared/ui/icons/megaphone';
import styles from './notice-ticker.module.css';

/** Spec section 7: home asks these types (the notice page asks the same, decision 0031). */
export const homeNoticeQuery = homeNoticesQuery;

/**
 * The ticker's titles in notice order (player notices, popups, promotions, hot; each once), so
 * a title's position is the `index` the notice page opens (decision 0022).
 */
export function tickerItems(list: AnnouncementList | undefined): AnnouncementItem[] {
  return noticeItems(list);
}

/** Seconds for one pass: long lists scroll at the same reading speed as short ones. */
export function tickerDurationSeconds(items: readonly AnnouncementItem[]): number {
  const chars = items.reduce((n, item) => n + item.title.length + 6, 0);
  return Math.max(12, Math.round(chars * 0.22));
}

/**
 * The notice ticker (spec section 2, Home content): announcement titles scrolling as a marquee
 * (CSS animation, paused on hover or focus, still for reduced motion). Tapping a title opens
 * /m/notice?index=<its position>. With none, the no-announcement text.
 *
 * It starts moving once the page is idle, like home's other motion (issue 19). Until then the
 * titles stand still and their second copy, which only makes the loop seamless, is left out:
 * it was ~40% of the Khmer text in the page's first layout, and on a device without a Khmer
 * font of its own that layout's shaping is the load's longest task (decision 0047).
 */
export function NoticeTicker() {
  const { t } = useTranslation();
  const { data, isPending } = useAnnouncements(homeNoticeQuery);
  const items = tickerItems(data);
  const moving = useIdle(items.length > 0);
  const style = { '--ticker-duration': `${tickerDurationSeconds(items)}s` } as CSSProperties;

  const list = (copy: boolean) => (
    <ul className={styles.list} aria-hidden={copy || undefined}>
      {items.map((item, index) => (
        <li key={item.id} className={styles.item}>
          <Link
            to={paths.notice({ index })}
            className={styles.link}
            tabIndex={copy ? -1 : undefined}
            data-testid={copy ? undefined : 'ticker-item'}
          >
            {item.title}
          </Link>
        </li>
      ))}
    </ul>
  );

  return (
    <section className={styles.ticker} aria-label={t('lobby.notices')} data-testid="notice-ticker">
      <MegaphoneIcon size={18} className={styles.icon} />
      <div className={styles.viewport}>
        {!data && isPending ? null : items.length === 0 ? (
          <p className={styles.empty}>{t('lobby.noNotices')}</p>
        ) : (
          <div className={cx(styles.marquee, moving && styles.moving)} style={style}>
            {list(false)}
            {moving && list(true)}
          </div>
        )}
      </div>
    </section>
  );
}
