import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SecurityConfig } from '@app/contracts/security';
import { useTranslation } from '@/shared/i18n/use-translation';
import { cx } from '@/shared/lib/cx';
import { paths } from '@/shared/lib/paths';
import { ChevronRightIcon } from '@/shared/ui/icons/chevron-right';
import { ClockIcon } from '@/shared/ui/icons/clock';
import { CreditCardIcon } from '@/shared/ui/icons/credit-card';
import { HelpIcon } from '@/shared/ui/icons/help';
import { KeyIcon } from '@/shared/ui/icons/key';
import { LockIcon } from '@/shared/ui/icons/lock';
import { ShieldIcon } from '@/shared/ui/icons/shield';
import { UserIcon } from '@/shared/ui/icons/user';
import type { SecurityView } from './security-view';
import styles from './security.module.css';

type Row = {
  id: string;
  icon: ReactNode;
  title: string;
  hint?: string;
  /** The state in a pill: green when it is set up. */
  status?: { text: string; good: boolean };
} & ({ view: SecurityView } | { to: string });

/**
 * The security centre's list: passwords and payments, sign-in protection and account activity,
 * each row with what is set up; a row opens its view (`?view=`, so Back returns here).
 */
export function SecurityOverview({
  config,
  onOpen,
}: {
  config: SecurityConfig;
  onOpen: (view: SecurityView) => void;
}) {
  const { t } = useTranslation();
  const setOrNot = (set: boolean) => ({
    text: t(set ? 'security.centre.statusSet' : 'security.centre.statusNotSet'),
    good: set,
  });
  const groups: { id: string; title: string; rows: Row[] }[] = [
    {
      id: 'passwords',
      title: t('security.centre.sectionPasswords'),
      rows: [
        {
          id: 'login-password',
          icon: <KeyIcon size={20} />,
          title: t('security.centre.loginPassword'),
          status: { text: t('security.centre.change'), good: false },
          to: paths.changePsw(),
        },
        {
          id: 'payment-password',
          icon: <LockIcon size={20} />,
          title: t('security.centre.paymentPassword'),
          status: setOrNot(config.paymentPassword),
          view: 'paymentPassword',
        },
        {
          id: 'bank-cards',
          icon: <CreditCardIcon size={20} />,
          title: t('security.centre.bankCards'),
          status: {
            text: t('security.centre.cardsCount', {
              count: config.bankCards,
              limit: config.bankCardLimit,
            }),
            good: config.bankCards > 0,
          },
          view: 'bankCards',
        },
      ],
    },
    {
      id: 'login',
      title: t('security.centre.sectionLogin'),
      rows: [
        {
          id: 'two-factor',
          icon: <ShieldIcon size={20} />,
          title: t('security.centre.twoFactor'),
          status: {
            text: t(config.twoFactor ? 'security.centre.statusOn' : 'security.centre.statusOff'),
            good: config.twoFactor,
          },
          view: 'twoFactor',
        },
        {
          id: 'security-questions',
          icon: <HelpIcon size={20} />,
          title: t('security.centre.securityQuestions'),
          status:
            config.securityQuestions > 0
              ? {
                  text: t('security.centre.questionsCount', { count: config.securityQuestions }),
                  good: true,
                }
              : setOrNot(false),
          view: 'questions',
        },
      ],
    },
    {
      id: 'activity',
      title: t('security.centre.sectionActivity'),
      rows: [
        {
          id: 'login-history',
          icon: <ClockIcon size={20} />,
          title: t('security.centre.loginHistory'),
          hint: t('security.centre.loginHistoryHint'),
          view: 'history',
        },
        {
          id: 'sessions',
          icon: <UserIcon size={20} />,
          title: t('security.centre.sessions'),
          hint: t('security.centre.sessionsHint'),
          view: 'sessions',
        },
      ],
    },
  ];

  return (
    <>
      {groups.map((group) => (
        <section key={group.id} className={styles.group} aria-labelledby={`security-${group.id}`}>
          <h2 id={`security-${group.id}`} className={styles.groupTitle}>
            {group.title}
          </h2>
          <ul className={styles.rows}>
            {group.rows.map((row) => (
              <li key={row.id}>
                <OverviewRow row={row} onOpen={onOpen} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function OverviewRow({ row, onOpen }: { row: Row; onOpen: (view: SecurityView) => void }) {
  const content = (
    <>
      <span className={styles.rowIcon} aria-hidden="true">
        {row.icon}
      </span>
      <span className={styles.rowText}>
        <span className={styles.rowTitle}>{row.title}</span>
        {row.hint && <span className={styles.rowHint}>{row.hint}</span>}
      </span>
      {row.status && (
        <span className={cx(styles.status, row.status.good && styles.statusGood)}>
          {row.status.text}
        </span>
      )}
      <ChevronRightIcon size={18} className={styles.chevron} />
    </>
  );
  if ('to' in row)
    return (
      <Link to={row.to} className={styles.row} data-testid={`security-row-${row.id}`}>
        {content}
      </Link>
    );
  const view = row.view;
  return (
    <button
      type="button"
      className={styles.row}
      data-testid={`security-row-${row.id}`}
      onClick={() => onOpen(view)}
    >
      {content}
    </button>
  );
}
