import { isAgentType, isTrialType } from '@app/contracts/member-types';
import { useI18n, type Translate } from '../i18n/i18n';

/** The account type by the contract's rules (spec section 6), with its number for the record. */
export function memberTypeLabel(type: number, t: Translate): string {
  if (isTrialType(type)) return t('memberType.trial', { type });
  if (isAgentType(type)) return t('memberType.agent', { type });
  return t('memberType.member', { type });
}

export function LockedBadge({ locked }: { locked: boolean }) {
  const { t } = useI18n();
  return (
    <span className={`badge ${locked ? 'danger' : 'ok'}`}>
      {locked ? t('member.locked') : t('member.active')}
    </span>
  );
}
