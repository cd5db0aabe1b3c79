import { downlineKinds, type DownlineKind } from '@app/contracts/agent-constants';
import { useTranslation } from '@/shared/i18n/use-translation';
import styles from './team.module.css';

/** Member or sub-agent, as two segments (radio buttons under one legend). */
export function KindChoice({
  name,
  value,
  onChange,
}: {
  name: string;
  value: DownlineKind;
  onChange: (kind: DownlineKind) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('agentTeam.kind.label')}</legend>
      <div className={styles.segments}>
        {downlineKinds.map((kind) => (
          <label key={kind} className={styles.segment}>
            <input
              type="radio"
              name={name}
              value={kind}
              checked={value === kind}
              onChange={() => onChange(kind)}
              data-testid={`${name}-${kind}`}
            />
            {kind === 'AGENT' ? t('agentTeam.kind.AGENT') : t('agentTeam.kind.MEMBER')}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
