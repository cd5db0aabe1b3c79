import { z } from 'zod';
import { memberInfoSchema } from './account';
import type { EndpointSchemas } from './endpoints';
import type { profileRoutes } from './profile-routes';

/**
 * POST /wps/member/info/birthday: a real date, YYYY-MM-DD; the range (1900 to today) and the
 * minimum age are the server's checks (FIELD_FORMAT, AGE_RESTRICTED), as at registration.
 */
export const birthdayEditSchema = z.object({
  birthday: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/),
});

export const profileSchemas = {
  memberInfoBirthday: {
    area: 'member',
    summary:
      'Set the birthday once (YYYY-MM-DD, 1900 to today, at least the minimum age); customer service changes it after that.',
    body: birthdayEditSchema,
    response: memberInfoSchema,
  },
} as const satisfies { [K in keyof typeof profileRoutes]: EndpointSchemas };
