// zod-config comes first: zod decides when an object schema is built (not when it parses)
// whether to compile its parser with `new Function`, which the Content-Security-Policy forbids,
// so the jitless switch must be set before the contract module below builds its schemas.
import '@/shared/lib/zod-config';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { formErrorMap } from '@app/contracts/account-forms';

/**
 * The auth screens' one door to the form schemas of packages/contracts (account-forms.ts), and
 * so to zod in the browser. Loaded on demand by schema-resolver.ts only: a screen renders
 * without it, zod stays out of the home page and out of the screens' first load.
 */
export {
  changePasswordFormSchema,
  forgotByEmailFormSchema,
  loginFormSchema,
  registerFormSchema,
  resetByEmailFormSchema,
  setPasswordByPhoneFormSchema,
} from '@app/contracts/account-forms';

/**
 * A react-hook-form resolver for a form schema. Issue messages are translation keys
 * (form-message.ts reads them back). The submit handler gets the values as typed (`raw`): the
 * payload is built from them and the server parses it with the same contract, so trimming and
 * the mobile number's normalisation happen once, where it enters the server.
 */
export function resolverOf<T extends FieldValues>(
  schema: z.ZodType<unknown, Partial<T>>,
): Resolver<T> {
  return zodResolver(schema, { error: formErrorMap }, { raw: true }) as unknown as Resolver<T>;
}
