import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cashierRoutes } from '@app/contracts/cashier-routes';
import { call, type BodyOf } from '@/shared/api/call';
import { useSessionToken } from './cashier-keys';
import { invalidatePasswordFlags } from './payment-password-set';

/** POST /wps/member/paymentPassword/reset/sms: a code to the member's own mobile number. */
export function useSendPaymentPasswordResetSms() {
  return useMutation({ mutationFn: () => call(cashierRoutes.paymentPasswordResetSms) });
}

/** POST /wps/member/paymentPassword/reset (encrypted): a new payment password with the code. */
export function useResetPaymentPassword() {
  const client = useQueryClient();
  const token = useSessionToken();
  return useMutation({
    mutationFn: (body: BodyOf<'paymentPasswordReset'>) =>
      call(cashierRoutes.paymentPasswordReset, { body }),
    onSuccess: () => invalidatePasswordFlags(client, token),
  });
}
