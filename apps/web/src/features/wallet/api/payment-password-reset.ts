import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@app/contracts/routes';
import { call, type BodyOf } from '@/shared/api/call';
import { useSessionToken } from './cashier-keys';
import { invalidatePasswordFlags } from './payment-password-set';

/** POST /wps/member/paymentPassword/reset/sms: a code to the member's own mobile number. */
export function useSendPaymentPasswordResetSms() {
  return useMutation({ mutationFn: () => call(routes.paymentPasswordResetSms) });
}

/** POST /wps/member/paymentPassword/reset (encrypted): a new payment password with the code. */
export function useResetPaymentPassword() {
  const client = useQueryClient();
  const token = useSessionToken();
  return useMutation({
    mutationFn: (body: BodyOf<'paymentPasswordReset'>) =>
      call(routes.paymentPasswordReset, { body }),
    onSuccess: () => invalidatePasswordFlags(client, token),
  });
}
