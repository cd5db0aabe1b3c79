import type { Language } from '@app/contracts/languages';
import { linePays, slotSymbols } from '../services/slot-math';

/**
 * The demo game page (GET /play/<launchToken>, docs/decisions/0021): server-rendered HTML in
 * the player's language; its script and styles are files under /play/assets/ (the CSP allows
 * no inline script). The script reads its texts from a JSON data block, which is not executed.
 */
export const demoTexts = {
  km: {
    documentTitle: 'ហ្គេមសាកល្បង',
    walletREAL: 'ប្រាក់ពិត',
    walletPLAY: 'ប្រាក់លេងសាកល្បង',
    balance: 'សមតុល្យ',
    stake: 'ចំនួនភ្នាល់',
    spin: 'បង្វិល',
    spinning: 'កំពុងបង្វិល…',
    loading: 'កំពុងផ្ទុក…',
    ready: 'ជ្រើសរើសចំនួនភ្នាល់ ហើយចុច «បង្វិល»',
    win: 'អ្នកឈ្នះ {amount}!',
    lines: 'ខ្សែ {lines}',
    noWin: 'លើកនេះមិនឈ្នះទេ',
    insufficient: 'សមតុល្យមិនគ្រប់គ្រាន់សម្រាប់ការភ្នាល់នេះទេ។ សូមជ្រើសរើសចំនួនភ្នាល់តិចជាងនេះ។',
    failed: 'ការបង្វិលមិនបានសម្រេច។ សូមព្យាយាមម្តងទៀត។',
    limit: 'ដែនកំណត់លេងដោយសុវត្ថិភាពរបស់អ្នកមិនអនុញ្ញាតការបង្វិលនេះទេ។',
    paytable: 'និមិត្តសញ្ញាដូចគ្នាបីនៅលើខ្សែមួយ (× ភ្នាល់ក្នុងមួយខ្សែ)',
    linesInfo: '៥ ខ្សែ · ភ្នាល់ក្នុងមួយខ្សែ = ចំនួនភ្នាល់ ÷ ៥',
    endedTitle: 'វគ្គហ្គេមបានបញ្ចប់',
    endedBody: 'វគ្គហ្គេមនេះបានបញ្ចប់ហើយ។ សូមបិទហ្គេម ហើយបើកវាម្តងទៀតពីទំព័រហ្គេម។',
  },
  en: {
    documentTitle: 'Demo game',
    walletREAL: 'Real money',
    walletPLAY: 'Play money',
    balance: 'Balance',
    stake: 'Stake',
    spin: 'Spin',
    spinning: 'Spinning…',
    loading: 'Loading…',
    ready: 'Choose a stake and press Spin',
    win: 'You win {amount}!',
    lines: 'Line {lines}',
    noWin: 'No win this time',
    insufficient: 'Not enough balance for this stake. Choose a smaller stake.',
    failed: 'The spin did not go through. Please try again.',
    limit: 'Your safer gambling limits do not allow this spin.',
    paytable: 'Three alike on a line (× line bet)',
    linesInfo: '5 lines · line bet = stake ÷ 5',
    endedTitle: 'Game session ended',
    endedBody: 'This game session has ended. Close the game and open it again from the lobby.',
  },
  zh: {
    documentTitle: '试玩游戏',
    walletREAL: '真钱',
    walletPLAY: '试玩币',
    balance: '余额',
    stake: '投注额',
    spin: '旋转',
    spinning: '旋转中…',
    loading: '加载中…',
    ready: '选择投注额后点击“旋转”',
    win: '您赢得 {amount}！',
    lines: '第 {lines} 线',
    noWin: '本局未中奖',
    insufficient: '余额不足，无法以此投注额下注。请选择较小的投注额。',
    failed: '本次旋转未成功，请重试。',
    limit: '您的理性博彩限额不允许本次旋转。',
    paytable: '同一线上三个相同符号（× 单线投注）',
    linesInfo: '5 条线 · 单线投注 = 投注额 ÷ 5',
    endedTitle: '游戏会话已结束',
    endedBody: '本次游戏会话已结束。请关闭游戏并从大厅重新打开。',
  },
  vi: {
    documentTitle: 'Trò chơi thử',
    walletREAL: 'Tiền thật',
    walletPLAY: 'Tiền chơi thử',
    balance: 'Số dư',
    stake: 'Mức cược',
    spin: 'Quay',
    spinning: 'Đang quay…',
    loading: 'Đang tải…',
    ready: 'Chọn mức cược rồi nhấn Quay',
    win: 'Bạn thắng {amount}!',
    lines: 'Dòng {lines}',
    noWin: 'Lượt này không thắng',
    insufficient: 'Số dư không đủ cho mức cược này. Hãy chọn mức cược nhỏ hơn.',
    failed: 'Lượt quay chưa thực hiện được. Vui lòng thử lại.',
    limit: 'Giới hạn chơi có trách nhiệm của bạn không cho phép lượt quay này.',
    paytable: 'Ba biểu tượng giống nhau trên một dòng (× cược mỗi dòng)',
    linesInfo: '5 dòng · cược mỗi dòng = mức cược ÷ 5',
    endedTitle: 'Phiên chơi đã kết thúc',
    endedBody: 'Phiên chơi này đã kết thúc. Hãy đóng trò chơi và mở lại từ sảnh.',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type DemoTexts = (typeof demoTexts)[Language];

/** Text glyphs of the symbols (U+FE0E asks for the text, not the emoji, presentation). */
export const symbolGlyphs: Record<(typeof slotSymbols)[number], string> = {
  SEVEN: '7',
  BAR: 'BAR',
  STAR: '\u2605',
  DIAMOND: '\u2666\uFE0E',
  HEART: '\u2665\uFE0E',
  CLUB: '\u2663\uFE0E',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON safe inside a <script type="application/json"> block (no "</script>" breakout). */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
}

export type AssetUrls = { script: string; style: string };

export function documentOf(
  language: Language,
  title: string,
  assets: AssetUrls,
  body: string,
  withScript: boolean,
): string {
  return [
    '<!doctype html>',
    `<html lang="${language}" data-theme="dark">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">',
    '<meta name="color-scheme" content="dark">',
    '<meta name="robots" content="noindex">',
    // No favicon request: it would fall to the app's redirect.
    '<link rel="icon" href="data:,">',
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="stylesheet" href="${assets.style}">`,
    withScript ? `<script type="module" src="${assets.script}"></script>` : '',
    '</head>',
    body,
    '</html>',
  ].join('\n');
}

/** The playable page: everything the script fills in is already laid out. */
export function demoGamePage(input: {
  language: Language;
  gameName: string;
  vendor: string;
  wallet: 'REAL' | 'PLAY';
  assets: AssetUrls;
}): string {
  const t = demoTexts[input.language];
  const cells = Array.from({ length: 9 }, (_, i) => {
    const reel = i % 3;
    const row = Math.floor(i / 3);
    return `<div class="cell" data-reel="${reel}" data-row="${row}"><span class="glyph"></span></div>`;
  }).join('');
  const paytable = slotSymbols
    .map(
      (s) =>
        `<li><span class="pay-glyph sym-${s.toLowerCase()}">${symbolGlyphs[s].repeat(s === 'BAR' ? 1 : 3)}</span><span class="pay-value">× ${linePays[s]}</span></li>`,
    )
    .join('');
  const config = { texts: t, glyphs: symbolGlyphs, language: input.language };
  const body = `<body class="demo">
<main class="frame" aria-busy="true">
  <header class="top">
    <div class="titles">
      <h1 class="game-name">${escapeHtml(input.gameName)}</h1>
      <p class="vendor">${escapeHtml(input.vendor)}</p>
    </div>
    <span class="wallet wallet-${input.wallet.toLowerCase()}" data-testid="demo-wallet">${escapeHtml(input.wallet === 'REAL' ? t.walletREAL : t.walletPLAY)}</span>
  </header>
  <section class="balance-card" aria-live="polite">
    <span class="label">${escapeHtml(t.balance)}</span>
    <strong class="balance" data-testid="demo-balance">—</strong>
  </section>
  <section class="machine">
    <div class="reels" role="img" aria-label="3 × 3">${cells}</div>
    <p class="result" data-testid="demo-result" aria-live="polite">${escapeHtml(t.loading)}</p>
  </section>
  <p class="error" data-testid="demo-error" role="alert" hidden></p>
  <section class="controls">
    <label class="stake-field">
      <span class="label">${escapeHtml(t.stake)}</span>
      <select data-testid="demo-stake" disabled></select>
    </label>
    <button type="button" class="spin" data-testid="demo-spin" disabled>${escapeHtml(t.spin)}</button>
  </section>
  <section class="paytable">
    <h2>${escapeHtml(t.paytable)}</h2>
    <ul>${paytable}</ul>
    <p class="lines-info">${escapeHtml(t.linesInfo)}</p>
  </section>
</main>
<script type="application/json" id="demo-config">${jsonForHtml(config)}</script>
</body>`;
  return documentOf(
    input.language,
    `${input.gameName} · ${t.documentTitle}`,
    input.assets,
    body,
    true,
  );
}

/** The page for an unknown, expired or logged-out launch token. */
export function sessionEndedPage(language: Language, assets: AssetUrls): string {
  const t = demoTexts[language];
  const body = `<body class="demo">
<main class="frame ended" data-testid="demo-ended">
  <div class="ended-mark" aria-hidden="true">7</div>
  <h1>${escapeHtml(t.endedTitle)}</h1>
  <p>${escapeHtml(t.endedBody)}</p>
</main>
</body>`;
  return documentOf(language, t.endedTitle, assets, body, false);
}
