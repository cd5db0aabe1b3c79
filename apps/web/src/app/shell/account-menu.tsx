import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { useMemberInfo } from '@/features/member/api/get-member-info';
import { useConsolidatedSettings } from '@/shared/api/get-consolidated-settings';
import { useSystemStatus } from '@/shared/api/get-status';
import { BalanceAmount, BalanceWidget } from '@/features/wallet/components/balance-widget';
import { paths } from '@/shared/lib/paths';
import { useSessionStore } from '@/shared/lib/session-store';
import { ArrowUpRightIcon } from '@/shared/ui/icons/arrow-up-right';
import { LogOutIcon } from '@/shared/ui/icons/log-out';
import { PlusIcon } from '@/shared/ui/icons/plus';
import { ReceiptIcon } from '@/shared/ui/icons/receipt';
import { SettingsIcon } from '@/shared/ui/icons/settings';
import { UserIcon } from '@/shared/ui/icons/user';
import { WalletIcon } from '@/shared/ui/icons/wallet';
import { LogoutConfirm } from '@/shared/ui/logout-confirm';
import { Avatar } from './avatar';
import styles from './account-menu.module.css';
import { MemberSummary, useMemberLabel } from './member-summary';
import { useRealMoneyClick } from './use-real-money-click';

/**
 * The logged-in right side of the home header (spec section 2): the balance with a deposit
 * button, and the avatar with the VIP label that opens a dropdown panel (summary, balance
 * widget, member centre, deposit, withdraw, bet record, settings, logout).
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useSessionStore((s) => s.session);
  const { data: member } = useMemberInfo();
  const { data: settings } = useConsolidatedSettings();
  const { data: status } = useSystemStatus();
  const label = useMemberLabel();
  const realMoneyClick = useRealMoneyClick();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const symbol = settings?.currency.symbol ?? '';
  const betRecord = status?.info.whitelabel.TRANSBETREPMEM3 === true;
  const name = member?.nickname || member?.account || session?.userName || '';

  // Close on route change, outside press and Escape (focus back to the avatar). Presses and keys
  // in a dialog (the logout confirm, which stacks above the panel) are that dialog's own.
  const [openedAt, setOpenedAt] = useState(pathname);
  if (open && openedAt !== pathname) setOpen(false);
  useEffect(() => {
    if (!open) return;
    const inDialog = (event: Event) =>
      event.target instanceof Element && event.target.closest('dialog') !== null;
    function onPointerDown(event: PointerEvent) {
      if (inDialog(event)) return;
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || inDialog(event)) return;
      setOpen(false);
      buttonRef.current?.focus();
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div className={styles.root} ref={rootRef}>
      <div className={styles.wallet}>
        <BalanceAmount currencySymbol={symbol} className={styles.headerBalance} />
        <Link
          to={paths.deposit()}
          className={styles.deposit}
          aria-label={t('account.deposit')}
          onClick={realMoneyClick}
        >
          <PlusIcon size={18} />
        </Link>
      </div>
      <button
        ref={buttonRef}
        type="button"
        className={styles.avatarButton}
        aria-label={t('account.accountMenu')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          setOpenedAt(pathname);
          setOpen(!open);
        }}
      >
        <Avatar icon={member?.icon} name={name} size={34} />
        {label && (
          <span className={styles.vip} data-testid="header-label">
            {label}
          </span>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          className={styles.panel}
          role="region"
          aria-label={t('account.accountMenu')}
        >
          <MemberSummary headingLevel={2} />
          <BalanceWidget currencySymbol={symbol} className={styles.balance} />
          <ul className={styles.links}>
            <li>
              <Link to={paths.deposit()} className={styles.link} onClick={realMoneyClick}>
                <WalletIcon size={20} />
                <span>{t('account.deposit')}</span>
              </Link>
            </li>
            <li>
              <Link to={paths.withdraw()} className={styles.link} onClick={realMoneyClick}>
                <ArrowUpRightIcon size={20} />
                <span>{t('account.withdraw')}</span>
              </Link>
            </li>
            <li>
              <Link to={paths.memberHome()} className={styles.link}>
                <UserIcon size={20} />
                <span>{t('account.memberCentre')}</span>
              </Link>
            </li>
            {betRecord && (
              <li>
                <Link to={paths.gameRecord()} className={styles.link}>
                  <ReceiptIcon size={20} />
                  <span>{t('account.betRecord')}</span>
                </Link>
              </li>
            )}
            <li>
              <Link to={paths.settings()} className={styles.link}>
                <SettingsIcon size={20} />
                <span>{t('account.settings')}</span>
              </Link>
            </li>
            <li>
              <button
                type="button"
                className={styles.link}
                data-danger="true"
                onClick={() => setConfirming(true)}
              >
                <LogOutIcon size={20} />
                <span>{t('account.logout')}</span>
              </button>
            </li>
          </ul>
        </div>
      )}
      <LogoutConfirm
        open={confirming}
        onCancel={() => setConfirming(false)}
        onDone={() => {
          setConfirming(false);
          close();
        }}
      />
    </div>
  );
}
