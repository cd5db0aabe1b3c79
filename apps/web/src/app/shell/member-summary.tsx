import { useTranslation } from '@/shared/i18n/use-translation';
import { useMemberInfo } from '@/features/member/api/get-member-info';
import { isTrial } from '@/shared/lib/roles';
import { useSessionStore } from '@/shared/lib/session-store';
import { MemberId } from '@/shared/ui/member-id';
import { Avatar } from './avatar';
import styles from './member-summary.module.css';

/** The VIP label of member info (clubLabel.labelName), or "Trial" for trial accounts. */
export function useMemberLabel(): string | null {
  const { t } = useTranslation();
  const session = useSessionStore((s) => s.session);
  const { data } = useMemberInfo();
  if (isTrial(session)) return t('account.trialLabel');
  return data?.clubLabel?.labelName ?? null;
}

/**
 * The user summary of the side menu and the header panel (spec section 2): avatar, label (VIP),
 * name or nickname, and the member ID with a copy button (clipboard, else a prompt; spec 8).
 */
export function MemberSummary({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const session = useSessionStore((s) => s.session);
  const { data } = useMemberInfo();
  const label = useMemberLabel();
  const name = data?.nickname || data?.account || session?.userName || '';
  const id = data?.id;
  const Heading = `h${headingLevel}` as const;

  return (
    <section className={styles.summary} aria-label={name} data-testid="member-summary">
      <Avatar icon={data?.icon} name={name} size={52} />
      <div className={styles.text}>
        <div className={styles.nameRow}>
          <Heading className={styles.name}>{name}</Heading>
          {label && (
            <span className={styles.label} data-testid="member-label">
              {label}
            </span>
          )}
        </div>
        {id !== undefined && <MemberId id={id} testId="member-id" />}
      </div>
    </section>
  );
}
