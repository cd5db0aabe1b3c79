import { depositFlows, depositGroups } from '@app/contracts/cashier';
import { languages } from '@app/contracts/languages';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/**
 * The cashier's operator settings (issue 13), stored under the key `cashier` like `site`, so an
 * operator changes methods, limits and the receiving account with the admin CLI
 * (`set cashier '<json>'`) without a release. Amounts are integer minor units; fees
 * are basis points (100 = 1%).
 */
const names = z.record(z.enum(languages), z.string().min(1).max(80));
const minor = z.number().int().min(1).max(1e15);

export const depositMethodSettingSchema = z.object({
  code: z.string().regex(/^[A-Z0-9_]{2,40}$/),
  group: z.enum(depositGroups),
  flow: z.enum(depositFlows),
  /** What the payment page offers (the simulator's channel): CARD, ALIPAY, QQ, WECHAT; TRANSFER. */
  channel: z.string().regex(/^[A-Z]{2,20}$/),
  name: names,
  minMinor: minor,
  maxMinor: minor,
  feeBps: z.number().int().min(0).max(5_000),
  etaMinutes: z.number().int().min(0).max(10_080),
  presetsMinor: z.array(minor).max(8),
  enabled: z.boolean(),
});
export type DepositMethodSetting = z.infer<typeof depositMethodSettingSchema>;

export const cashierSettingsSchema = z.object({
  /** Days and daily limits are counted in this offset from UTC (Cambodia: +7, no DST). */
  utcOffsetMinutes: z.number().int().min(-720).max(840),
  deposit: z.object({
    methods: z.array(depositMethodSettingSchema).max(40),
    /** A deposit nobody confirms (gateway) or reports (transfer) expires after this long. */
    pendingMinutes: z.number().int().min(5).max(10_080),
    receivingAccount: z.object({
      bankName: z.string().min(1).max(80),
      accountName: z.string().min(1).max(80),
      accountNumber: z.string().min(1).max(40),
    }),
  }),
  withdrawal: z.object({
    minMinor: minor,
    maxMinor: minor,
    feeBps: z.number().int().min(0).max(5_000),
    dailyCount: z.number().int().min(1).max(100),
    dailyAmountMinor: minor,
  }),
  /** Banks a member may add a card of. */
  banks: z.array(z.object({ code: z.string().regex(/^[A-Z0-9_]{2,20}$/), name: z.string() })),
  bankCardLimit: z.number().int().min(1).max(20),
});
export type CashierSettings = z.infer<typeof cashierSettingsSchema>;

const name = (en: string, km: string, zh: string, vi: string) => ({ en, km, zh, vi });

export const defaultCashierSettings: CashierSettings = {
  utcOffsetMinutes: 420,
  deposit: {
    pendingMinutes: 30,
    receivingAccount: {
      bankName: 'ABA Bank',
      accountName: 'PLAYHUB DEMO CO LTD',
      accountNumber: '000123456',
    },
    methods: [
      {
        code: 'BANK_TRANSFER',
        group: 'BANK',
        flow: 'TRANSFER',
        channel: 'TRANSFER',
        name: name('Bank transfer', 'ផ្ទេរប្រាក់តាមធនាគារ', '银行转账', 'Chuyển khoản ngân hàng'),
        minMinor: 1_000,
        maxMinor: 5_000_000,
        feeBps: 0,
        etaMinutes: 30,
        presetsMinor: [5_000, 10_000, 50_000, 100_000],
        enabled: true,
      },
      {
        code: 'ALIPAY',
        group: 'EWALLET',
        flow: 'GATEWAY',
        channel: 'ALIPAY',
        name: name('Alipay', 'Alipay', '支付宝', 'Alipay'),
        minMinor: 1_000,
        maxMinor: 1_000_000,
        feeBps: 100,
        etaMinutes: 1,
        presetsMinor: [2_000, 5_000, 10_000, 50_000],
        enabled: true,
      },
      {
        code: 'WECHAT',
        group: 'EWALLET',
        flow: 'GATEWAY',
        channel: 'WECHAT',
        name: name('WeChat Pay', 'WeChat Pay', '微信支付', 'WeChat Pay'),
        minMinor: 1_000,
        maxMinor: 1_000_000,
        feeBps: 100,
        etaMinutes: 1,
        presetsMinor: [2_000, 5_000, 10_000, 50_000],
        enabled: true,
      },
      {
        code: 'QQ',
        group: 'EWALLET',
        flow: 'GATEWAY',
        channel: 'QQ',
        name: name('QQ Wallet', 'QQ Wallet', 'QQ钱包', 'Ví QQ'),
        minMinor: 1_000,
        maxMinor: 500_000,
        feeBps: 150,
        etaMinutes: 1,
        presetsMinor: [2_000, 5_000, 10_000],
        enabled: true,
      },
      {
        code: 'CARD_GATEWAY',
        group: 'GATEWAY',
        flow: 'GATEWAY',
        channel: 'CARD',
        name: name('Card payment', 'ការបង់ប្រាក់តាមកាត', '银行卡支付', 'Thanh toán bằng thẻ'),
        minMinor: 1_000,
        maxMinor: 2_000_000,
        feeBps: 0,
        etaMinutes: 1,
        presetsMinor: [5_000, 10_000, 20_000, 50_000, 100_000],
        enabled: true,
      },
    ],
  },
  withdrawal: {
    minMinor: 5_000,
    maxMinor: 5_000_000,
    feeBps: 0,
    dailyCount: 5,
    dailyAmountMinor: 10_000_000,
  },
  banks: [
    { code: 'ABA', name: 'ABA Bank' },
    { code: 'ACLEDA', name: 'ACLEDA Bank' },
    { code: 'WING', name: 'Wing Bank' },
    { code: 'CANADIA', name: 'Canadia Bank' },
    { code: 'PRINCE', name: 'Prince Bank' },
    { code: 'VCB', name: 'Vietcombank' },
    { code: 'ICBC', name: 'ICBC' },
  ],
  bankCardLimit: 5,
};

/**
 * The merchant's credentials at the payment-gateway simulator (stored key `psp`): the API key the
 * platform sends and the secret both sides sign webhooks with. Random per installation: the first
 * start stores them (insert-if-missing, so instances starting together agree on one pair).
 */
export const pspSettingsSchema = z.object({
  apiKey: z.string().min(16).max(200),
  webhookSecret: z.string().min(16).max(200),
});
export type PspSettings = z.infer<typeof pspSettingsSchema>;

export const defaultPspSettings: PspSettings = {
  apiKey: `sk_sim_${randomBytes(16).toString('hex')}`,
  webhookSecret: `whsec_${randomBytes(24).toString('hex')}`,
};
