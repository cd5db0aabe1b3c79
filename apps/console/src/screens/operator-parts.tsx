import type { OperatorRole } from '@app/contracts/operator';
import { useI18n } from '../i18n/i18n';
import { Field } from '../ui/field';

/**
 * The roles of contracts/operator.ts, written out: that module builds zod schemas on import,
 * which the console's CSP refuses (see api/client.ts). The type keeps the two in step.
 */
export const roles = [
  'admin',
  'finance',
  'support',
  'content',
] as const satisfies readonly OperatorRole[];

/** A role picker with each role's name in the operator's language. */
export function RoleSelect({
  value,
  onChange,
  hint,
  label,
}: {
  value: OperatorRole;
  onChange: (role: OperatorRole) => void;
  hint?: string;
  label?: string;
}) {
  const { t } = useI18n();
  return (
    <Field label={label ?? t('operators.role')} hint={hint}>
      <select
        name="role"
        className="select"
        value={value}
        onChange={(e) => onChange(e.target.value as OperatorRole)}
      >
        {roles.map((role) => (
          <option key={role} value={role}>
            {t(`role.${role}`)} — {t(`roleInfo.${role}`)}
          </option>
        ))}
      </select>
    </Field>
  );
}
