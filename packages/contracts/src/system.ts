import { z } from 'zod';
import { apiLanguageSchema } from './languages';

/** Game categories of spec section 3. */
export const gameCategories = [
  'ALL',
  'HOME',
  'LOTT',
  'ELOTT',
  'LIVE',
  'RNG',
  'FISH',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'PVP',
  'HOT',
  'INHOUSE',
  'LIVESTREAM',
  'PROMO',
  'FAV',
  'RECENT',
  'WINNER',
  'VIP',
  'INVITE',
  'BONUS',
  'SERVICE',
] as const;
export type GameCategory = (typeof gameCategories)[number];

/** Download and link resources (spec section 3). resourceType is open-ended; these are known. */
export const resourceTypes = [
  'IOS',
  'Android',
  'MOBILECONFIG',
  'AppDownloadIcon',
  'AppIcon',
  'LINE',
  'LIVECHAT',
  'LIVECHAT2',
  'TELEGRAM',
  'TELEGRAM1',
  'FACEBOOK',
  'INSTAGRAM',
  'TWITTER',
  'TIKTOK',
  'YOUTUBE',
] as const;

const urlString = z.string().trim().min(1).max(2048);

export const resourceSchema = z.object({
  resourceType: z.string().min(1).max(40),
  url: urlString,
  labelNameEn: z.string().max(120).nullable(),
});
export type Resource = z.infer<typeof resourceSchema>;

export const mobileTemplateSchema = z.object({
  app_background: z.string().max(2048),
  app_desc: z.string().max(500),
  app_desc_font_color: z.string().max(40),
  mem_cen: z.number().int().min(0).max(1),
  dep_func: z.number().int().min(0).max(1),
});
export type MobileTemplate = z.infer<typeof mobileTemplateSchema>;

/** As sent to clients: `path` is obfuscated (see customer-service-path.ts). */
export const customerServiceEntrySchema = z.object({
  csType: z.string().min(1).max(40),
  title: z.string().max(120),
  path: z.string().min(9).max(4096),
});
export type CustomerServiceEntry = z.infer<typeof customerServiceEntrySchema>;

export const whitelabelSchema = z.record(z.string(), z.boolean());
export type Whitelabel = z.infer<typeof whitelabelSchema>;

export const domainRouteSchema = z.object({
  routes: z.array(z.object({ domain: z.string(), device: z.enum(['MOBILE', 'WEB']) })),
});
export type DomainRoute = z.infer<typeof domainRouteSchema>;

export const registerSummarySchema = z.object({
  usernameEnabled: z.boolean(),
  mobileEnabled: z.boolean(),
  minAge: z.number().int(),
});

/**
 * Operator setting `registerForm`: the fields each registration tab may show, in order, with
 * their rules. The server drops fields switched off by flags (captcha without CAPTCHA3, the SMS
 * code and password of the mobile tab by REGMOBVERF3/MOBILENUMPASSREG3, the affiliate code
 * without AFFMAN3) and serves the rest at GET /wps/system/setting/register.
 */
export const registerFieldSettingSchema = z.object({
  name: z.string().min(1).max(40),
  required: z.boolean(),
  minLength: z.number().int().nullable(),
  maxLength: z.number().int().nullable(),
  pattern: z.string().max(500).nullable(),
});
export const registerFormSettingsSchema = z.object({
  usernameForm: z.array(registerFieldSettingSchema),
  mobileForm: z.array(registerFieldSettingSchema),
  phoneDigits: z.object({ min: z.number().int().min(1), max: z.number().int().max(20) }),
  defaultCountryDialingCode: z.string().regex(/^\d{1,4}$/),
});
export type RegisterFormSettings = z.infer<typeof registerFormSettingsSchema>;

/** GET /wps/system/status: the whole status payload of spec section 3. */
export const systemStatusSchema = z.object({
  /** Some platforms leave it out: clients then derive it from the flags (deriveSystemStatus). */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  location: z.object({ ip: z.string() }),
  info: z.object({
    customerService: z.array(customerServiceEntrySchema),
    domainRoute: domainRouteSchema,
    mobileTemplate: mobileTemplateSchema,
    /** Named operator pages (terms, privacy, ...) by key. */
    paths: z.record(z.string(), z.string()),
    register: registerSummarySchema,
    resources: z.array(resourceSchema),
    whitelabel: whitelabelSchema,
    mainDomain: z.string(),
    imageCDNs: z.array(z.string()).min(1),
  }),
});
export type SystemStatusPayload = z.infer<typeof systemStatusSchema>;

export const gameCategorySettingSchema = z.object({
  gameCategory: z.enum(gameCategories),
  sort: z.number().int(),
  vendors: z.array(z.string()),
});
export type GameCategorySetting = z.infer<typeof gameCategorySettingSchema>;

export const promoKeys = ['APP_DOWNLOAD', 'REFERRAL'] as const;
export const promosSchema = z.object({
  APP_DOWNLOAD: z.object({ enabled: z.boolean() }),
  REFERRAL: z.object({ enabled: z.boolean() }),
});

export const footerSchema = z.object({
  /** Localised by the `language` query. */
  infoText: z.string(),
  images: z.array(
    z.object({
      url: z.string(),
      alt: z.string(),
      width: z.number().int(),
      height: z.number().int(),
    }),
  ),
});

/** GET /wps/system/settings/consolidated?language= */
export const consolidatedSettingsSchema = z.object({
  merchantCode: z.string(),
  currency: z.object({ code: z.string(), symbol: z.string() }),
  /** Vendor categories; clients sort them with the spec's order rules. */
  gameCategories: z.array(gameCategorySettingSchema),
  /** Vendor codes listed in the home footer (spec: PG, EG2, PT, JDB, CQ9, FC, JL, BGS). */
  footerVendors: z.array(z.string()),
  promos: promosSchema,
  footer: footerSchema,
});
export type ConsolidatedSettings = z.infer<typeof consolidatedSettingsSchema>;

export const languageQuerySchema = z.object({ language: apiLanguageSchema.optional() });

export const countrySchema = z.object({
  code: z.string().length(2),
  name: z.string(),
  dialingCode: z.string(),
});
export const countryListSchema = z.array(countrySchema);
export type Country = z.infer<typeof countrySchema>;

export const helpCenterQuerySchema = z.object({
  device: z.enum(['MOBILE', 'WEB']).default('MOBILE'),
  lang: apiLanguageSchema.optional(),
});
/**
 * Spec section 3, Help item: title and content (HTML, rendered only through the sanitising
 * html-content component). `anchor` is ours: the item's name in operator links such as
 * /m/help#terms (spec section 2 route list); other platforms may leave it out.
 */
export const helpItemSchema = z.object({
  title: z.string(),
  content: z.string(),
  anchor: z.string().optional(),
});
export const helpCenterSchema = z.array(helpItemSchema);
export type HelpItem = z.infer<typeof helpItemSchema>;

export const customerServiceListSchema = z.array(customerServiceEntrySchema);

export const healthSchema = z.object({ database: z.literal('ok') });

/** A time of day, "HH:MM" (24 hours). */
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time like 09:00');

/**
 * Live chat (issue 15): support's hours, shown on the chat page when nobody is on duty (a label
 * of the site's time zone, say "GMT+7": shown as written), and the live models CBS_modelList
 * answers (none by default).
 */
export const liveChatSettingsSchema = z.object({
  hoursFrom: timeOfDay,
  hoursTo: timeOfDay,
  timeZone: z.string().trim().min(1).max(40),
  models: z
    .array(
      z.object({
        id: z.string().trim().min(1).max(40),
        name: z.string().trim().min(1).max(80),
        url: urlString,
      }),
    )
    .max(50),
});
export type LiveChatSettings = z.infer<typeof liveChatSettingsSchema>;

/**
 * Operator settings as stored and as changed by the admin CLI or the dev route. Customer-service
 * entries are stored with their plain URL; the server obfuscates them on the way out.
 */
export const operatorSettingsSchema = z.object({
  whitelabel: whitelabelSchema,
  mobileTemplate: mobileTemplateSchema,
  resources: z.array(resourceSchema),
  customerService: z.array(
    z.object({ csType: z.string().min(1).max(40), title: z.string().max(120), url: urlString }),
  ),
  maintenance: z.boolean(),
  region: z.object({ restrictAll: z.boolean(), blockedIps: z.array(z.string().max(64)) }),
  promos: promosSchema,
  gameCategories: z.array(gameCategorySettingSchema),
  footerVendors: z.array(z.string()),
  paths: z.record(z.string(), z.string()),
  mainDomain: z.string(),
  imageCDNs: z.array(z.string()).min(1),
  domainRoutes: domainRouteSchema.shape.routes,
  register: registerSummarySchema,
  registerForm: registerFormSettingsSchema,
  liveChat: liveChatSettingsSchema,
});
export type OperatorSettings = z.infer<typeof operatorSettingsSchema>;
/** The dev route and CLI take any subset of top-level keys; each given key replaces the stored one. */
export const operatorSettingsPatchSchema = operatorSettingsSchema.partial().strict();
export type OperatorSettingsPatch = z.infer<typeof operatorSettingsPatchSchema>;
