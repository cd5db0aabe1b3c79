import { paymentPasswordPattern } from '@app/contracts/cashier-constants';
import { ruleMessage } from '../cashier-ui/field-messages';

/** The payment password's rule (six digits), as react-hook-form `register` options. */
export const pinRules = {
  validate: (value: string) =>
    value === ''
      ? ruleMessage('withdraw.validation.required')
      : paymentPasswordPattern.test(value) || ruleMessage('withdraw.validation.pinFormat'),
};

/** The confirmation: the same rule, and equal to the new password. */
export function confirmPinRules(newPassword: () => string) {
  return {
    validate: (value: string) =>
      value === ''
        ? ruleMessage('withdraw.validation.required')
        : value === newPassword() || ruleMessage('withdraw.validation.pinMismatch'),
  };
}
