import type { Downline } from '@app/contracts/agent-team';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatDateTime } from '@/shared/lib/date-time';
import { formatMoney } from '@/shared/lib/money-text';
import { ChevronRightIcon } from '@/shared/ui/icons/chevron-right';
import styles from './team.module.css';

/**
 * One member of the team: initial with the online dot (said in words too), username, type,
 * registration and last login, balance; a sub-agent with downlines of its own has a button that
 * opens its list. While selecting, the row toggles its checkbox instead of opening the detail.
 */
export function DownlineRow({
  row,
  symbol,
  selecting,
  selected,
  selectDisabled,
  showDepth,
  onOpen,
  onToggle,
  onDrill,
}: {
  row: Downline;
  symbol: string;
  selecting: boolean;
  selected: boolean;
  selectDisabled: boolean;
  showDepth: boolean;
  onOpen: () => void;
  onToggle: () => void;
  onDrill: () => void;
}) {
  const { t } = useTranslation();
  const kindLabel = row.kind === 'AGENT' ? t('agentTeam.kind.AGENT') : t('agentTeam.kind.MEMBER');
  const meta = [
    showDepth ? t('agentTeam.list.level', { depth: row.depth }) : null,
    t('agentTeam.list.registered', { date: formatDateTime(row.registeredAt).slice(0, 10) }),
    row.lastLoginAt
      ? t('agentTeam.list.lastLogin', { date: formatDateTime(row.lastLoginAt) })
      : t('agentTeam.list.neverLoggedIn'),
  ].filter(Boolean);
  const body = (
    <>
      <span className={styles.avatar} aria-hidden="true">
        {row.username.slice(0, 1)}
        <span className={styles.dot} data-online={row.online || undefined} />
      </span>
      <span className={styles.rowText}>
        <span className={styles.username}>{row.username}</span>
        <span className="visually-hidden">
          {row.online ? t('agentTeam.list.online') : t('agentTeam.list.offline')}
        </span>
        <span className={styles.rowMeta}>
          <span className={styles.badge} data-kind={row.kind}>
            {kindLabel}
          </span>{' '}
          {meta.join(' · ')}
        </span>
      </span>
      <span className={styles.rowSide}>
        <span className={styles.balance} data-testid="team-row-balance">
          {formatMoney(row.balance, symbol)}
        </span>
      </span>
    </>
  );
  return (
    <div
      className={styles.row}
      data-selected={selected || undefined}
      data-testid="team-row"
      data-username={row.username}
    >
      {selecting ? (
        // The whole row is the checkbox's label: a tap anywhere toggles it.
        <label className={styles.rowMain}>
          <input
            type="checkbox"
            className={styles.check}
            checked={selected}
            disabled={selectDisabled && !selected}
            onChange={onToggle}
            data-testid="team-row-check"
          />
          {body}
        </label>
      ) : (
        <button type="button" className={styles.rowMain} onClick={onOpen}>
          {body}
        </button>
      )}
      {row.kind === 'AGENT' && row.directCount > 0 && !selecting && (
        <button
          type="button"
          className={styles.drill}
          onClick={onDrill}
          aria-label={t('agentTeam.list.viewDownlines', {
            name: row.username,
            count: row.directCount,
          })}
          data-testid="team-row-drill"
        >
          <span aria-hidden="true">{row.directCount}</span>
          <ChevronRightIcon size={16} />
        </button>
      )}
    </div>
  );
}
