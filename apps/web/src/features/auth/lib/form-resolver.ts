import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { RuleMessage } from './rules';

/**
 * Bridges the pure rule modules to react-hook-form: a validator returns translation keys per
 * field, the resolver hands them to the form as messages (JSON of the key and its values), and
 * `readMessage` turns a field error back into a RuleMessage to translate at render time.
 */
export function ruleResolver<T extends FieldValues>(
  validate: (values: T) => Partial<Record<string, RuleMessage>>,
): Resolver<T> {
  return (values) => {
    const found = validate(values);
    const errors: Record<string, FieldError> = {};
    for (const [name, message] of Object.entries(found)) {
      if (message) errors[name] = { type: 'rule', message: JSON.stringify(message) };
    }
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: errors as FieldErrors<T> };
  };
}

/** The message to set with `setError` for a rule or server message. */
export function encodeMessage(message: RuleMessage): { type: string; message: string } {
  return { type: 'server', message: JSON.stringify(message) };
}

export function readMessage(error: { message?: unknown } | undefined): RuleMessage | null {
  if (!error || typeof error.message !== 'string' || error.message === '') return null;
  try {
    const parsed = JSON.parse(error.message) as RuleMessage;
    return typeof parsed.key === 'string' ? parsed : null;
  } catch {
    return null;
  }
}
