import { useState } from 'react';
import { useLocation } from 'react-router';
import type { MemberInfo } from '@app/contracts/account';
import { errorMessageKey } from '@/shared/api/error-messages';
import { isApiError } from '@/shared/api/client';
import { useWhitelabelFlag } from '@/shared/api/get-status';
import { useTranslation } from '@/shared/i18n/use-translation';
import { copyText } from '@/shared/lib/copy-text';
import { getLayoutRule } from '@/shared/lib/layout-rules';
import { isTrial } from '@/shared/lib/roles';
import { useSessionStore } from '@/shared/lib/session-store';
import { toastDurations } from '@/shared/lib/timings';
import { Avatar } from '@/shared/ui/avatar';
import { BackHeader } from '@/shared/ui/back-header';
import { CameraIcon } from '@/shared/ui/icons/camera';
import { CopyIcon } from '@/shared/ui/icons/copy';
import { ListState, RetryButton } from '@/shared/ui/list-state';
import { RowSkeleton } from '@/shared/ui/row-skeleton';
import { showToast } from '@/shared/ui/toast';
import { useMemberInfo } from '../api/get-member-info';
import type { ProfileField } from '../api/my-account';
import { AccountRow } from './account/account-rows';
import { AvatarSheet } from './account/avatar-sheet';
import { EditFieldSheet, onceFields, type Editing } from './account/edit-field-sheet';
import styles from './account/my-account.module.css';
import { TrialRegisterPrompt } from './trial-register-prompt';

/** A date as the member sees it: YYYY/MM/DD in the device's time zone, the same in every language. */
function formatDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())}`;
}

/**
 * My account (/m/myAccount/index, issue 14): the avatar (a built-in one or, with PROFPIC3, an
 * uploaded picture), nickname, email, payee name and birthday (each once), the masked mobile
 * number, the member ID and the registration date. Each field is edited in a sheet; the answer
 * replaces the member info everywhere it is shown. Trial accounts read it but change nothing.
 */
export function MyAccountPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const rule = getLayoutRule(pathname);
  const query = useMemberInfo();

  let body;
  if (query.data) body = <AccountDetails info={query.data} />;
  else if (query.isError)
    body = (
      <ListState
        testId="my-account-error"
        alert
        title={t('myAccount.loadFailed')}
        body={t(errorMessageKey(isApiError(query.error) ? query.error.errorCode : null))}
        action={<RetryButton onRetry={() => void query.refetch()} busy={query.isFetching} />}
      />
    );
  else
    body = (
      <div aria-busy="true" data-testid="my-account-loading">
        <RowSkeleton count={6} />
      </div>
    );

  return (
    <>
      {rule.header === 'page' && <BackHeader variant="page" />}
      <main id="main" className={styles.main}>
        <h1 className="visually-hidden">{t(rule.titleKey)}</h1>
        <TrialRegisterPrompt />
        {body}
      </main>
    </>
  );
}

function AccountDetails({ info }: { info: MemberInfo }) {
  const { t } = useTranslation();
  const session = useSessionStore((s) => s.session);
  // Trial accounts cannot change their profile (the edits are real-money calls).
  const editable = !isTrial(session);
  const pictures = useWhitelabelFlag('PROFPIC3') && editable;
  const [avatarOpen, setAvatarOpen] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const name = info.nickname || info.account;

  const edit = (field: ProfileField, value: string | null) => {
    setEditing((last) => ({
      field,
      initial: value ?? '',
      opening: (last?.opening ?? 0) + 1,
    }));
    setEditOpen(true);
  };
  /** The row's edit action: none for trial accounts, and none once a set-once field is set. */
  const editOf = (field: ProfileField, value: string | null) => {
    if (!editable) return undefined;
    if (onceFields.includes(field) && value) return undefined;
    return () => edit(field, value);
  };

  async function copyId() {
    const result = await copyText(String(info.id), t('account.copyPrompt'));
    if (result === 'copied')
      showToast({ message: t('account.copied'), kind: 'success', durationMs: toastDurations.copy });
  }

  const label = (field: ProfileField) => t(`myAccount.field.${field}`);
  return (
    <>
      <section
        className={styles.card}
        aria-labelledby="my-account-name"
        data-testid="my-account-card"
      >
        {pictures ? (
          <button
            type="button"
            className={styles.avatarButton}
            aria-label={t('myAccount.avatar.change')}
            onClick={() => setAvatarOpen(true)}
            data-testid="change-avatar"
          >
            <Avatar icon={info.icon} name={name} size={72} />
            <span className={styles.avatarBadge} aria-hidden="true">
              <CameraIcon size={15} />
            </span>
          </button>
        ) : (
          <Avatar icon={info.icon} name={name} size={72} />
        )}
        <div className={styles.cardText}>
          <h2 id="my-account-name" className={styles.cardName} data-testid="my-account-name">
            {name}
          </h2>
          <p className={styles.cardMeta}>{t('account.memberId', { id: info.id })}</p>
          {pictures && (
            <button type="button" className={styles.cardLink} onClick={() => setAvatarOpen(true)}>
              {t('myAccount.avatar.change')}
            </button>
          )}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="my-account-profile">
        <h2 id="my-account-profile" className={styles.sectionTitle}>
          {t('myAccount.profileTitle')}
        </h2>
        <ul className={styles.list}>
          <AccountRow
            testId="row-nickname"
            label={label('nickname')}
            value={info.nickname}
            onEdit={editOf('nickname', info.nickname)}
          />
          <AccountRow
            testId="row-email"
            label={label('email')}
            value={info.email}
            onEdit={editOf('email', info.email)}
          />
          <AccountRow
            testId="row-payeeName"
            label={label('payeeName')}
            value={info.payeeName}
            note={info.payeeName ? t('myAccount.lockedNote') : t('myAccount.onceNote')}
            locked={Boolean(info.payeeName)}
            onEdit={editOf('payeeName', info.payeeName)}
          />
          <AccountRow
            testId="row-birthday"
            label={label('birthday')}
            value={info.birthday}
            note={info.birthday ? t('myAccount.lockedNote') : t('myAccount.onceNote')}
            locked={Boolean(info.birthday)}
            onEdit={editOf('birthday', info.birthday)}
          />
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="my-account-details">
        <h2 id="my-account-details" className={styles.sectionTitle}>
          {t('myAccount.detailsTitle')}
        </h2>
        <ul className={styles.list}>
          <AccountRow testId="row-username" label={t('myAccount.username')} value={info.account} />
          <AccountRow
            testId="row-memberId"
            label={t('myAccount.memberId')}
            value={String(info.id)}
            trailing={
              <button
                type="button"
                className={styles.copy}
                aria-label={t('account.copyId')}
                onClick={() => void copyId()}
              >
                <CopyIcon size={18} />
              </button>
            }
          />
          <AccountRow
            testId="row-mobile"
            label={t('myAccount.mobile')}
            value={
              info.mobileNum
                ? `${info.countryDialingCode ? `+${info.countryDialingCode} ` : ''}${info.mobileNum}`
                : null
            }
            note={t('myAccount.mobileNote')}
          />
          <AccountRow
            testId="row-registered"
            label={t('myAccount.registeredAt')}
            value={formatDay(info.registeredAt)}
          />
        </ul>
      </section>

      {pictures && (
        <AvatarSheet open={avatarOpen} current={info.icon} onClose={() => setAvatarOpen(false)} />
      )}
      <EditFieldSheet editing={editing} open={editOpen} onClose={() => setEditOpen(false)} />
    </>
  );
}
