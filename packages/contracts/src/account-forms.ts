import { z } from 'zod';
import {
  captchaFields,
  changePasswordSchema,
  forgotByEmailSchema,
  loginPayloadSchema,
  resetByEmailSchema,
  setPasswordByPhoneSchema,
  usernameCheckQuerySchema,
  type RegisterFieldName,
  type RegisterFieldRule,
  type RegistrationSettings,
} from './account';
import { accountRules, ageOn, normaliseMobile } from './account-rules';
import {
  birthdayBounds,
  registerFormFields,
  type LoginMethod,
  type RegisterFormValues,
  type RegisterMethod,
} from './account-form-fields';
import { formMessage } from './form-messages';

/**
 * The account forms of spec section 5 as zod schemas: each is a contract payload schema or is
 * built from its fields, so a rule (pattern, length, normalisation) is written once, in
 * account.ts, and the browser judges a value as the server will. The browser adds only what a
 * form needs on top: "required" (a blank field), a confirmation equal to its password, the
 * disclaimer, and registration's server-supplied rules (`registerFormSchema`).
 *
 * Issue messages are translation keys (form-messages.ts) with the numbers they interpolate:
 * explicit where a form sets them, and by field name (`formErrorMap`, passed when parsing) for
 * the contract fields' own checks, which carry no message.
 *
 * In the browser, zod must be switched to jitless parsing before this module runs (the web app's
 * shared/lib/zod-config.ts): object schemas decide at construction whether to compile parsers
 * with `new Function`, which the Content-Security-Policy forbids.
 */

const passwordLength = formMessage('passwordLength', {
  min: accountRules.passwordMin,
  max: accountRules.passwordMax,
});

/** The message of a contract field's own check, by field name (the checks carry no message). */
const fieldMessages: Partial<Record<string, string>> = {
  username: formMessage('usernameFormat', {
    min: accountRules.usernameMin,
    max: accountRules.usernameMax,
  }),
  password: passwordLength,
  oldPassword: passwordLength,
  newPassword: passwordLength,
  paymentPassword: passwordLength,
  confirmPassword: passwordLength,
  confirmNewPassword: passwordLength,
  mobileNum: formMessage('mobileFormat', {
    min: accountRules.mobileMin,
    max: accountRules.mobileMax,
  }),
  verificationCode: formMessage('smsCodeFormat', { max: accountRules.smsCodeMax }),
  captcha: formMessage('captchaFormat', { max: accountRules.captchaMax }),
  email: formMessage('emailFormat'),
};

/** Per-parse error map of the forms: an issue without a message gets its field's message. */
export const formErrorMap: z.core.$ZodErrorMap = (issue) => {
  const field = issue.path?.findLast((part) => typeof part === 'string');
  return (field && fieldMessages[field]) || formMessage('format');
};

// ---------------------------------------------------------------- building blocks

type TextField = z.ZodType<unknown, string>;

/** Blank means nothing typed; a mobile number is judged as it is sent, so "0" is blank too. */
const isBlank = (value: string) => value.trim() === '';
const isBlankMobile = (value: string) => normaliseMobile(value) === '';

/** A field the form requires: blank is `message`, anything else is judged by `field`. */
function required(
  field: TextField,
  message = formMessage('required'),
  blank: (value: string) => boolean = isBlank,
) {
  return z
    .string({ error: message })
    .refine((value) => !blank(value), { error: message })
    .pipe(field);
}

/** An optional field: blank passes (spec 5: "an empty optional field passes"), the rest is judged. */
function optional(field: TextField, blank: (value: string) => boolean = isBlank) {
  return z
    .string()
    .optional()
    .transform((value) => (value === undefined || blank(value) ? undefined : value))
    .pipe(field.optional());
}

/** The contract's fields, each as written in account.ts. */
const fields = {
  username: usernameCheckQuerySchema.shape.username,
  loginPassword: loginPayloadSchema.options[0].shape.password,
  newPassword: setPasswordByPhoneSchema.shape.newPassword,
  confirmation: changePasswordSchema.shape.confirmNewPassword,
  mobileNum: setPasswordByPhoneSchema.shape.mobileNum,
  smsCode: setPasswordByPhoneSchema.shape.verificationCode,
  captcha: captchaFields.captcha.unwrap(),
  email: forgotByEmailSchema.shape.email,
};

const requiredMobile = (field: TextField = fields.mobileNum) =>
  required(field, undefined, isBlankMobile);
const requiredCaptcha = () => required(fields.captcha, formMessage('captchaRequired'));

/** Spec 5: the confirmation must equal its password (checked even while other fields fail). */
function withConfirmation<T extends z.ZodObject>(form: T, password: string, confirmation: string) {
  return form.refine(
    (values: Record<string, unknown>) => values[confirmation] === values[password],
    { error: formMessage('passwordMismatch'), path: [confirmation], when: () => true },
  );
}

// ---------------------------------------------------------------- login and passwords

/**
 * Login (spec 5): the active tab's fields of the login payload, the username by the shared
 * username rule, and the captcha (required, digits, at most 6) once one is shown.
 */
export function loginFormSchema(method: LoginMethod, captchaShown: boolean) {
  const tab =
    method === 'username'
      ? z.object({
          username: required(fields.username),
          password: required(fields.loginPassword),
        })
      : z.object({
          mobileNum: requiredMobile(loginPayloadSchema.options[1].shape.mobileNum),
          verificationCode: required(loginPayloadSchema.options[1].shape.verificationCode),
        });
  return captchaShown ? tab.extend({ captcha: requiredCaptcha() }) : tab;
}

/** Forgot by email (spec 5): the payload's email, and the shared username rule. */
export const forgotByEmailFormSchema = forgotByEmailSchema.extend({
  username: required(fields.username),
  email: required(forgotByEmailSchema.shape.email),
});

/** Set password by phone (spec 5): the payload's fields, each required (the dialing code is a select). */
export const setPasswordByPhoneFormSchema = setPasswordByPhoneSchema
  .omit({ countryDialingCode: true })
  .extend({
    mobileNum: requiredMobile(setPasswordByPhoneSchema.shape.mobileNum),
    verificationCode: required(setPasswordByPhoneSchema.shape.verificationCode),
    newPassword: required(setPasswordByPhoneSchema.shape.newPassword),
  });

/** Change password (spec 5): old by the login-password rule, new by the password rule, equal confirmation. */
export const changePasswordFormSchema = withConfirmation(
  changePasswordSchema.extend({
    oldPassword: required(changePasswordSchema.shape.oldPassword),
    newPassword: required(changePasswordSchema.shape.newPassword),
    confirmNewPassword: required(changePasswordSchema.shape.confirmNewPassword),
  }),
  'newPassword',
  'confirmNewPassword',
);

/** The emailed reset link's form: the payload less its token (added on submit). */
export const resetByEmailFormSchema = withConfirmation(
  resetByEmailSchema.omit({ token: true }).extend({
    newPassword: required(resetByEmailSchema.shape.newPassword),
    confirmNewPassword: required(resetByEmailSchema.shape.confirmNewPassword),
  }),
  'newPassword',
  'confirmNewPassword',
);

// ---------------------------------------------------------------- registration

function birthdayField(minAge: number, today: Date): TextField {
  const { min, max } = birthdayBounds(today);
  return z
    .string()
    .trim()
    .refine((value) => ageOn(value, today) !== null && value >= min && value <= max, {
      error: formMessage('birthdayRange', {
        from: accountRules.birthdayMinYear,
        to: today.getFullYear(),
      }),
    })
    .refine((value) => (ageOn(value, today) ?? minAge) >= minAge, {
      error: formMessage('minAge', { age: minAge }),
    });
}

/** Spec 5: the operator's digit count, judged on the number as it is stored. */
function mobileField(digits: { min: number; max: number }): TextField {
  return z
    .string()
    .refine(
      (value) => {
        const number = normaliseMobile(value);
        return /^\d+$/.test(number) && number.length >= digits.min && number.length <= digits.max;
      },
      { error: formMessage('mobileFormat', digits) },
    )
    .pipe(fields.mobileNum);
}

/** The contract's own rule of each field name, before the operator's length and pattern. */
function builtInField(
  name: RegisterFieldName,
  settings: RegistrationSettings,
  today: Date,
): TextField {
  switch (name) {
    case 'username':
      return fields.username;
    case 'password':
    case 'paymentPassword':
      return fields.newPassword;
    case 'mobileNum':
      return mobileField(settings.phoneDigits);
    case 'email':
      return fields.email;
    case 'birthday':
      return birthdayField(settings.minAge, today);
    case 'verificationCode':
      return fields.smsCode;
    case 'captcha':
      return fields.captcha;
    default:
      return z.string().trim();
  }
}

function lengthMessage(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return formMessage('lengthBetween', { min, max });
  if (min !== null) return formMessage('lengthMin', { min });
  return formMessage('lengthMax', { max: max ?? 0 });
}

/** A server-supplied pattern (JavaScript source); an unusable one is ignored, not fatal. */
function serverPattern(source: string | null): RegExp | null {
  if (!source) return null;
  try {
    return new RegExp(source);
  } catch {
    return null;
  }
}

/** The operator's length and pattern of one field, on the value its built-in rule passed on. */
function serverRules(rule: RegisterFieldRule) {
  const { minLength: min, maxLength: max } = rule;
  const pattern = serverPattern(rule.pattern);
  return z
    .string()
    .refine(
      (value) => (min === null || value.length >= min) && (max === null || value.length <= max),
      { error: lengthMessage(min, max) },
    )
    .refine((value) => pattern === null || pattern.test(value), { error: formMessage('format') });
}

/** One registration field: required or optional by the settings, then its rules in order. */
function registerField(rule: RegisterFieldRule, settings: RegistrationSettings, today: Date) {
  // The confirmation's rule is equality with the password (the password has the rest), so a
  // mistyped confirmation says "does not match" rather than a length.
  const field =
    rule.name === 'confirmPassword'
      ? fields.confirmation
      : builtInField(rule.name, settings, today).pipe(serverRules(rule));
  const blank = rule.name === 'mobileNum' ? isBlankMobile : isBlank;
  if (!rule.required) return optional(field, blank);
  // Spec 5: the captcha asks for the image code.
  const message = formMessage(rule.name === 'captcha' ? 'captchaRequired' : 'required');
  return required(field, message, blank);
}

/**
 * Registration (spec 5), the ONE place that turns the operator's settings
 * (`GET /wps/system/setting/register`) into rules: the shown fields of the tab, each required or
 * optional as configured, checked by its contract rule, then the operator's length and pattern;
 * the confirmation equal to the password; the disclaimer accepted.
 */
export function registerFormSchema(
  settings: RegistrationSettings,
  method: RegisterMethod,
  today: Date = new Date(),
): z.ZodType<unknown, RegisterFormValues> {
  const shown = registerFormFields(settings, method);
  const shape: Record<string, z.ZodType> = {};
  for (const rule of shown) shape[rule.name] = registerField(rule, settings, today);
  // Spec 4/5: the disclaimer starts checked; unchecking it blocks submit.
  shape.disclaimer = z.literal(true, { error: formMessage('disclaimer') });
  const form = z.object(shape);
  const names = new Set(shown.map((rule) => rule.name));
  const checked =
    names.has('password') && names.has('confirmPassword')
      ? withConfirmation(form, 'password', 'confirmPassword')
      : form;
  // The shape is built at run time; its input is the form's values.
  return checked as unknown as z.ZodType<unknown, RegisterFormValues>;
}
