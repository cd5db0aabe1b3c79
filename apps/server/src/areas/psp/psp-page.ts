import type { Language } from '@app/contracts/languages';
import type { PspPayment as PspPaymentRow } from '../../services/psp-simulator-service';

/**
 * The payment gateway simulator's hosted page (issue 13): what a player sees at a PSP: the
 * merchant, the amount, the channel, and the choice to pay, to have the payment declined, or to
 * cancel. Plain HTML and a form post, no script: it works wherever the platform's CSP allows.
 */
const text: Record<Language, Record<string, string>> = {
  en: {
    title: 'Secure payment',
    merchant: 'Merchant',
    amount: 'Amount',
    reference: 'Reference',
    channel: 'Pay with',
    expires: 'This page expires at',
    pay: 'Pay now',
    fail: 'Simulate a declined payment',
    cancel: 'Cancel and go back',
    note: 'Payment gateway simulator: no real money moves.',
    done: 'This payment is finished',
    back: 'Back to the merchant',
    SUCCEEDED: 'Paid',
    FAILED: 'Declined',
    CANCELLED: 'Cancelled',
    EXPIRED: 'Expired',
    OPEN: 'Waiting for payment',
    missing: 'No such payment',
  },
  km: {
    title: 'ការទូទាត់ដែលមានសុវត្ថិភាព',
    merchant: 'ឈ្មួញ',
    amount: 'ចំនួនទឹកប្រាក់',
    reference: 'លេខយោង',
    channel: 'បង់ជាមួយ',
    expires: 'ទំព័រនេះផុតកំណត់នៅម៉ោង',
    pay: 'បង់ឥឡូវនេះ',
    fail: 'សាកល្បងការបង់ប្រាក់ដែលត្រូវបានបដិសេធ',
    cancel: 'បោះបង់ ហើយត្រឡប់ក្រោយ',
    note: 'កម្មវិធីក្លែងធ្វើច្រកទូទាត់៖ គ្មានប្រាក់ពិតត្រូវបានផ្ទេរទេ។',
    done: 'ការទូទាត់នេះបានបញ្ចប់ហើយ',
    back: 'ត្រឡប់ទៅឈ្មួញវិញ',
    SUCCEEDED: 'បានបង់',
    FAILED: 'ត្រូវបានបដិសេធ',
    CANCELLED: 'បានបោះបង់',
    EXPIRED: 'ផុតកំណត់',
    OPEN: 'កំពុងរង់ចាំការបង់ប្រាក់',
    missing: 'រកមិនឃើញការទូទាត់នេះទេ',
  },
  zh: {
    title: '安全支付',
    merchant: '商户',
    amount: '金额',
    reference: '订单号',
    channel: '支付方式',
    expires: '本页面过期时间',
    pay: '立即支付',
    fail: '模拟支付被拒',
    cancel: '取消并返回',
    note: '支付网关模拟器：不涉及真实资金。',
    done: '该笔支付已结束',
    back: '返回商户',
    SUCCEEDED: '已支付',
    FAILED: '已拒绝',
    CANCELLED: '已取消',
    EXPIRED: '已过期',
    OPEN: '等待支付',
    missing: '找不到该笔支付',
  },
  vi: {
    title: 'Thanh toán an toàn',
    merchant: 'Người bán',
    amount: 'Số tiền',
    reference: 'Mã tham chiếu',
    channel: 'Thanh toán bằng',
    expires: 'Trang này hết hạn lúc',
    pay: 'Thanh toán ngay',
    fail: 'Mô phỏng thanh toán bị từ chối',
    cancel: 'Hủy và quay lại',
    note: 'Trình mô phỏng cổng thanh toán: không có tiền thật được chuyển.',
    done: 'Giao dịch thanh toán này đã kết thúc',
    back: 'Quay lại người bán',
    SUCCEEDED: 'Đã thanh toán',
    FAILED: 'Bị từ chối',
    CANCELLED: 'Đã hủy',
    EXPIRED: 'Đã hết hạn',
    OPEN: 'Đang chờ thanh toán',
    missing: 'Không tìm thấy giao dịch thanh toán',
  },
};

/** The channel's name on the page (the merchant sends a code). */
const channelNames: Record<string, Record<Language, string>> = {
  CARD: { en: 'Bank card', km: 'កាតធនាគារ', zh: '银行卡', vi: 'Thẻ ngân hàng' },
  ALIPAY: { en: 'Alipay', km: 'Alipay', zh: '支付宝', vi: 'Alipay' },
  WECHAT: { en: 'WeChat Pay', km: 'WeChat Pay', zh: '微信支付', vi: 'WeChat Pay' },
  QQ: { en: 'QQ Wallet', km: 'QQ Wallet', zh: 'QQ钱包', vi: 'Ví QQ' },
};

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Versioned by the font package's major version: cached for a year. */
export const KHMER_FONT_PATH = '/psp/assets/noto-sans-khmer-400-v5.woff2';

const styles = `
@font-face{font-family:"Noto Sans Khmer";font-weight:400 700;font-display:swap;src:url(${KHMER_FONT_PATH}) format("woff2");unicode-range:U+1780-17FF,U+19E0-19FF,U+200C-200D,U+25CC}
:root{color-scheme:light dark;--bg:#f4f6fb;--card:#fff;--fg:#14171f;--muted:#5b6475;--accent:#1f6feb;--line:#d9deea}
@media (prefers-color-scheme:dark){:root{--bg:#0d1117;--card:#161b22;--fg:#e6edf3;--muted:#9da7b3;--accent:#4493f8;--line:#30363d}}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 "Noto Sans Khmer",system-ui,sans-serif;background:var(--bg);color:var(--fg)}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.card{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:20px}
h1{font-size:20px;margin:0 0 4px}.brand{color:var(--muted);font-size:13px;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 12px;margin:16px 0}dt{color:var(--muted)}dd{margin:0;text-align:end;word-break:break-all}
.amount{font-size:28px;font-weight:700;text-align:center;margin:8px 0}
button,a.button{display:block;width:100%;min-height:48px;margin:10px 0 0;border-radius:10px;font:inherit;font-weight:600;cursor:pointer;text-align:center;text-decoration:none;padding:12px}
.pay{background:var(--accent);color:#fff;border:0}.secondary{background:transparent;color:var(--fg);border:1px solid var(--line)}
.note{color:var(--muted);font-size:13px;margin-top:16px;text-align:center}.status{font-size:18px;text-align:center;margin:12px 0}
`;

function page(language: Language, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escape(text[language].title!)}</title><style>${styles}</style></head>
<body><main><div class="card">${body}</div><p class="note">${escape(text[language].note!)}</p></main></body></html>`;
}

function amountOf(payment: PspPaymentRow): string {
  return `${(payment.amountMinor / 100).toFixed(2)} ${payment.currency}`;
}

export function paymentPage(payment: PspPaymentRow, merchant: string): string {
  const language = (text[payment.language as Language] ? payment.language : 'en') as Language;
  const t = text[language];
  const action = `/psp/pay/${escape(payment.id)}`;
  const button = (name: string, label: string, cls: string) =>
    `<button type="submit" name="action" value="${name}" class="${cls}">${escape(label)}</button>`;
  return page(
    language,
    `<h1>${escape(t.title!)}</h1><p class="brand">PlayPay · ${escape(t.merchant!)}: ${escape(merchant)}</p>
<p class="amount" data-testid="psp-amount">${escape(amountOf(payment))}</p>
<dl><dt>${escape(t.channel!)}</dt><dd>${escape(channelNames[payment.channel]?.[language] ?? payment.channel)}</dd>
<dt>${escape(t.reference!)}</dt><dd>${escape(payment.merchantReference)}</dd>
<dt>${escape(t.expires!)}</dt><dd>${escape(payment.expiresAt.toISOString().slice(11, 16))} UTC</dd></dl>
<form method="post" action="${action}">${button('pay', t.pay!, 'pay')}${button('fail', t.fail!, 'secondary')}${button('cancel', t.cancel!, 'secondary')}</form>`,
  );
}

export function finishedPage(payment: PspPaymentRow): string {
  const language = (text[payment.language as Language] ? payment.language : 'en') as Language;
  const t = text[language];
  return page(
    language,
    `<h1>${escape(t.done!)}</h1><p class="status">${escape(t[payment.status] ?? payment.status)}</p>
<p class="amount">${escape(amountOf(payment))}</p>
<a class="button pay" href="${escape(payment.returnUrl)}">${escape(t.back!)}</a>`,
  );
}

export function missingPage(): string {
  return page('en', `<h1>${escape(text.en.missing!)}</h1>`);
}
