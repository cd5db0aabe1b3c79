import { useState, type FormEvent, type MouseEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/shared/lib/paths';
import { canUseRealMoneyFeature } from '@/shared/lib/roles';
import { useSessionStore } from '@/shared/lib/session-store';
import { toastDurations } from '@/shared/lib/timings';
import { showToast } from '@/shared/ui/toast';
import { SearchIcon } from '@/shared/ui/icons/search';
import { WalletIcon } from '@/shared/ui/icons/wallet';
import styles from './home-search.module.css';

/** The game list's search term from what the player typed (nothing when blank). */
export function searchTarget(text: string): string | null {
  const name = text.trim().slice(0, 60);
  return name ? paths.gameList({ gameName: name }) : null;
}

/**
 * The home search box and deposit button (spec section 2, Home content): Enter goes to
 * /m/gameList?gameName=...; deposit goes to /m/voucherCenter (guests log in first through the
 * route guard; trial accounts get free_reject at once).
 */
export function HomeSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const session = useSessionStore((s) => s.session);

  // Spec section 6: a trial account gets free_reject at once and stays on home (the route guard
  // is the backstop for guests, who log in first).
  function onDepositClick(event: MouseEvent) {
    if (canUseRealMoneyFeature(session) !== 'freeReject') return;
    event.preventDefault();
    showToast({
      message: t('account.freeReject'),
      kind: 'error',
      durationMs: toastDurations.short,
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const to = searchTarget(text);
    if (to) void navigate(to);
  }

  return (
    <div className={styles.row}>
      <form role="search" className={styles.search} onSubmit={submit}>
        <SearchIcon size={18} className={styles.icon} />
        <input
          type="search"
          className={styles.input}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('lobby.searchPlaceholder')}
          aria-label={t('lobby.search')}
          enterKeyHint="search"
          maxLength={60}
          autoComplete="off"
        />
      </form>
      <Link to={paths.deposit()} className={styles.deposit} onClick={onDepositClick}>
        <WalletIcon size={18} />
        <span>{t('lobby.deposit')}</span>
      </Link>
    </div>
  );
}
