import { languages } from '@app/contracts/languages';
import {
  consolidatedSettingsSchema,
  footerSchema,
  operatorSettingsSchema,
} from '@app/contracts/system';
import { z } from 'zod';
import { saferGamblingInfoSchema } from '@app/contracts/safer-gambling';
import { cashierSettingsSchema, pspSettingsSchema } from './cashier-settings';

/**
 * Server-side settings that feed the consolidated-settings payload but are not part of the
 * contract's `OperatorSettings`: merchant identity, currency and the localised footer.
 * Stored in operator_settings under the key `site`.
 */
export const siteSettingsSchema = z.object({
  merchantCode: z.string().trim().min(1).max(40),
  currency: consolidatedSettingsSchema.shape.currency,
  footer: z.object({
    /** One text per language with resource files; every language must be present. */
    infoText: z.record(z.enum(languages), z.string().max(2000)),
    images: footerSchema.shape.images,
  }),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/**
 * Safer gambling (issue 18, decision 0042), stored under `saferGambling`: which tools are offered
 * (all on by default; one switched off is neither shown nor enforced), support organisations'
 * links, and the minimum age of the 18+ sign. Same shape as the info row answers.
 */
export const saferGamblingSettingsSchema = saferGamblingInfoSchema.extend({
  supportLinks: z
    .array(z.object({ name: z.string().trim().min(1).max(80), url: z.url().max(300) }))
    .max(10),
  minimumAge: z.number().int().min(16).max(25),
});
export type SaferGamblingSettings = z.infer<typeof saferGamblingSettingsSchema>;

/** Every key stored in operator_settings, each with the schema its jsonb value must satisfy. */
export const storedSettingSchemas = {
  ...operatorSettingsSchema.shape,
  site: siteSettingsSchema,
  cashier: cashierSettingsSchema,
  psp: pspSettingsSchema,
  saferGambling: saferGamblingSettingsSchema,
} as const;
export type StoredSettingKey = keyof typeof storedSettingSchemas;
export const storedSettingKeys = Object.keys(storedSettingSchemas) as StoredSettingKey[];

export function isStoredSettingKey(key: string): key is StoredSettingKey {
  return Object.hasOwn(storedSettingSchemas, key);
}
