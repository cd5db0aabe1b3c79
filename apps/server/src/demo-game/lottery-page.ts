import type { Language } from '@app/contracts/languages';
import { documentOf, escapeHtml, jsonForHtml, type AssetUrls } from './demo-page';

/**
 * The lottery ticket page (GET /play/<launchToken> of a lottery game; issue 14): the open draw
 * with its countdown, a 00-99 grid of 2D numbers, the ticket being filled (a stake per pick),
 * and the member's latest tickets of the game with their results. Server-rendered in the
 * player's language like the demo game; its script (play-assets/lottery.js) reads the texts from
 * a JSON data block and talks to /wps/game/lottery/* with the launch token only.
 */
export const lotteryTexts = {
  km: {
    documentTitle: 'ឆ្នោត',
    walletREAL: 'ប្រាក់ពិត',
    walletPLAY: 'ប្រាក់លេងសាកល្បង',
    balance: 'សមតុល្យ',
    draw: 'ការចាប់ឆ្នោត {numero}',
    closesIn: 'បិទក្នុងរយៈពេល',
    closed: 'ការចាប់ឆ្នោតនេះបានបិទ។ កំពុងបើកការចាប់ឆ្នោតបន្ទាប់…',
    pickTitle: 'ជ្រើសរើសលេខ 2D (00–99)',
    oddsInfo: 'លេខដែលឈ្នះទទួលបាន {odds} ដងនៃចំនួនភ្នាល់',
    defaultStake: 'ចំនួនភ្នាល់ក្នុងមួយលេខ',
    ticketTitle: 'សំបុត្ររបស់អ្នក',
    emptyTicket: 'ចុចលើលេខខាងលើដើម្បីបន្ថែមទៅសំបុត្រ',
    stakeFor: 'ចំនួនភ្នាល់សម្រាប់ {pick}',
    remove: 'ដកលេខ {pick} ចេញ',
    clear: 'សម្អាត',
    total: 'ចំនួនភ្នាល់សរុប',
    place: 'ដាក់សំបុត្រ',
    placing: 'កំពុងដាក់…',
    placed: 'បានដាក់សំបុត្រសម្រាប់ការចាប់ឆ្នោត {numero}',
    loading: 'កំពុងផ្ទុក…',
    insufficient: 'សមតុល្យមិនគ្រប់គ្រាន់សម្រាប់សំបុត្រនេះទេ។',
    drawClosed:
      'ការចាប់ឆ្នោតនោះបានបិទមុនពេលសំបុត្ររបស់អ្នកមកដល់។ លេខរបស់អ្នកនៅតែមាន សូមដាក់ម្តងទៀតសម្រាប់ការចាប់ឆ្នោតថ្មី។',
    maxPicks: 'សំបុត្រមួយមានលេខបានច្រើនបំផុត {max}។',
    failed: 'សំបុត្រមិនត្រូវបានដាក់ទេ។ សូមព្យាយាមម្តងទៀត។',
    ticketsTitle: 'សំបុត្រចុងក្រោយរបស់អ្នក',
    noTickets: 'មិនទាន់មានសំបុត្រសម្រាប់ហ្គេមនេះនៅឡើយទេ',
    statusOPEN: 'កំពុងរង់ចាំ',
    statusSETTLED: 'បានទូទាត់',
    statusCANCELLED: 'បានលុបចោល',
    subOPEN: 'កំពុងរង់ចាំ',
    subWON: 'ឈ្នះ',
    subLOST: 'ចាញ់',
    subCANCELLED: 'បានលុបចោល',
    result: 'លទ្ធផល {number}',
    paid: 'បានបង់ {amount}',
    endedTitle: 'វគ្គហ្គេមបានបញ្ចប់',
    endedBody: 'វគ្គហ្គេមនេះបានបញ្ចប់ហើយ។ សូមបិទហ្គេម ហើយបើកវាម្តងទៀតពីទំព័រហ្គេម។',
  },
  en: {
    documentTitle: 'Lottery',
    walletREAL: 'Real money',
    walletPLAY: 'Play money',
    balance: 'Balance',
    draw: 'Draw {numero}',
    closesIn: 'Closes in',
    closed: 'This draw has closed. Opening the next draw…',
    pickTitle: 'Pick 2D numbers (00–99)',
    oddsInfo: 'A winning number pays {odds}× its stake',
    defaultStake: 'Stake per number',
    ticketTitle: 'Your ticket',
    emptyTicket: 'Tap numbers above to add them to your ticket',
    stakeFor: 'Stake on {pick}',
    remove: 'Remove {pick}',
    clear: 'Clear',
    total: 'Total stake',
    place: 'Place ticket',
    placing: 'Placing…',
    placed: 'Ticket placed for draw {numero}',
    loading: 'Loading…',
    insufficient: 'Not enough balance for this ticket.',
    drawClosed:
      'That draw closed before your ticket arrived. Your numbers are kept: place them again on the new draw.',
    maxPicks: 'A ticket holds at most {max} numbers.',
    failed: 'The ticket was not placed. Please try again.',
    ticketsTitle: 'Your latest tickets',
    noTickets: 'No tickets for this game yet',
    statusOPEN: 'Open',
    statusSETTLED: 'Settled',
    statusCANCELLED: 'Cancelled',
    subOPEN: 'Open',
    subWON: 'Won',
    subLOST: 'Lost',
    subCANCELLED: 'Cancelled',
    result: 'Result {number}',
    paid: 'Paid {amount}',
    endedTitle: 'Game session ended',
    endedBody: 'This game session has ended. Close the game and open it again from the lobby.',
  },
  zh: {
    documentTitle: '彩票',
    walletREAL: '真钱',
    walletPLAY: '试玩币',
    balance: '余额',
    draw: '第 {numero} 期',
    closesIn: '距封盘',
    closed: '本期已封盘，正在开启下一期…',
    pickTitle: '选择 2D 号码（00–99）',
    oddsInfo: '中奖号码赔付投注额的 {odds} 倍',
    defaultStake: '每个号码的投注额',
    ticketTitle: '您的注单',
    emptyTicket: '点击上方号码加入注单',
    stakeFor: '{pick} 的投注额',
    remove: '移除 {pick}',
    clear: '清空',
    total: '总投注额',
    place: '确认投注',
    placing: '投注中…',
    placed: '已投注第 {numero} 期',
    loading: '加载中…',
    insufficient: '余额不足，无法投注此注单。',
    drawClosed: '该期在您的注单送达前已封盘。号码已为您保留，请投注新的一期。',
    maxPicks: '每张注单最多 {max} 个号码。',
    failed: '投注未成功，请重试。',
    ticketsTitle: '最近的注单',
    noTickets: '此游戏暂无注单',
    statusOPEN: '未开奖',
    statusSETTLED: '已结算',
    statusCANCELLED: '已撤单',
    subOPEN: '未开奖',
    subWON: '中奖',
    subLOST: '未中奖',
    subCANCELLED: '已撤单',
    result: '开奖号码 {number}',
    paid: '派彩 {amount}',
    endedTitle: '游戏会话已结束',
    endedBody: '本次游戏会话已结束。请关闭游戏并从大厅重新打开。',
  },
  vi: {
    documentTitle: 'Xổ số',
    walletREAL: 'Tiền thật',
    walletPLAY: 'Tiền chơi thử',
    balance: 'Số dư',
    draw: 'Kỳ {numero}',
    closesIn: 'Đóng sau',
    closed: 'Kỳ này đã đóng. Đang mở kỳ tiếp theo…',
    pickTitle: 'Chọn số 2D (00–99)',
    oddsInfo: 'Số trúng được trả {odds} lần tiền cược',
    defaultStake: 'Tiền cược mỗi số',
    ticketTitle: 'Vé của bạn',
    emptyTicket: 'Chạm vào các số ở trên để thêm vào vé',
    stakeFor: 'Tiền cược cho {pick}',
    remove: 'Bỏ {pick}',
    clear: 'Xóa hết',
    total: 'Tổng tiền cược',
    place: 'Đặt vé',
    placing: 'Đang đặt…',
    placed: 'Đã đặt vé cho kỳ {numero}',
    loading: 'Đang tải…',
    insufficient: 'Số dư không đủ cho vé này.',
    drawClosed:
      'Kỳ đó đã đóng trước khi vé của bạn đến. Các số vẫn được giữ: hãy đặt lại cho kỳ mới.',
    maxPicks: 'Mỗi vé có tối đa {max} số.',
    failed: 'Vé chưa được đặt. Vui lòng thử lại.',
    ticketsTitle: 'Vé gần đây của bạn',
    noTickets: 'Chưa có vé nào cho trò chơi này',
    statusOPEN: 'Đang chờ',
    statusSETTLED: 'Đã thanh toán',
    statusCANCELLED: 'Đã hủy',
    subOPEN: 'Đang chờ',
    subWON: 'Thắng',
    subLOST: 'Thua',
    subCANCELLED: 'Đã hủy',
    result: 'Kết quả {number}',
    paid: 'Đã trả {amount}',
    endedTitle: 'Phiên chơi đã kết thúc',
    endedBody: 'Phiên chơi này đã kết thúc. Hãy đóng trò chơi và mở lại từ sảnh.',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** The ticket page: everything the script fills in is already laid out. */
export function lotteryTicketPage(input: {
  language: Language;
  gameName: string;
  vendor: string;
  wallet: 'REAL' | 'PLAY';
  assets: AssetUrls;
}): string {
  const t = lotteryTexts[input.language];
  const numbers = Array.from({ length: 100 }, (_, n) => {
    const pick = String(n).padStart(2, '0');
    return `<button type="button" class="number" data-pick="${pick}" aria-pressed="false" disabled>${pick}</button>`;
  }).join('');
  const config = { texts: t, language: input.language };
  const body = `<body class="lottery">
<main class="frame" aria-busy="true">
  <header class="top">
    <div class="titles">
      <h1 class="game-name">${escapeHtml(input.gameName)}</h1>
      <p class="vendor">${escapeHtml(input.vendor)}</p>
    </div>
    <span class="wallet wallet-${input.wallet.toLowerCase()}" data-testid="lottery-wallet">${escapeHtml(input.wallet === 'REAL' ? t.walletREAL : t.walletPLAY)}</span>
  </header>
  <section class="balance-card" aria-live="polite">
    <span class="label">${escapeHtml(t.balance)}</span>
    <strong class="balance" data-testid="lottery-balance">—</strong>
  </section>
  <section class="draw-card" aria-live="polite">
    <span class="draw-name" data-testid="lottery-numero">${escapeHtml(t.loading)}</span>
    <span class="countdown"><span class="label">${escapeHtml(t.closesIn)}</span> <strong data-testid="lottery-countdown">--:--</strong></span>
  </section>
  <section class="picker" aria-labelledby="pick-title">
    <div class="picker-head">
      <h2 id="pick-title">${escapeHtml(t.pickTitle)}</h2>
      <label class="stake-field">
        <span class="label">${escapeHtml(t.defaultStake)}</span>
        <select data-testid="lottery-default-stake" disabled></select>
      </label>
    </div>
    <div class="numbers" role="group" aria-labelledby="pick-title" data-testid="lottery-numbers">${numbers}</div>
    <p class="odds-info" data-testid="lottery-odds"></p>
  </section>
  <section class="ticket" aria-labelledby="ticket-title">
    <div class="ticket-head">
      <h2 id="ticket-title">${escapeHtml(t.ticketTitle)}</h2>
      <button type="button" class="link-button" data-testid="lottery-clear" hidden>${escapeHtml(t.clear)}</button>
    </div>
    <p class="empty" data-testid="lottery-empty">${escapeHtml(t.emptyTicket)}</p>
    <ul class="picks" data-testid="lottery-picks"></ul>
    <div class="total"><span class="label">${escapeHtml(t.total)}</span> <strong data-testid="lottery-total">—</strong></div>
    <p class="error" data-testid="lottery-error" role="alert" hidden></p>
    <p class="notice" data-testid="lottery-notice" role="status"></p>
    <button type="button" class="place" data-testid="lottery-place" disabled>${escapeHtml(t.place)}</button>
  </section>
  <section class="tickets" aria-labelledby="tickets-title">
    <h2 id="tickets-title">${escapeHtml(t.ticketsTitle)}</h2>
    <p class="empty" data-testid="lottery-no-tickets" hidden>${escapeHtml(t.noTickets)}</p>
    <ul class="ticket-list" data-testid="lottery-tickets"></ul>
  </section>
</main>
<script type="application/json" id="lottery-config">${jsonForHtml(config)}</script>
</body>`;
  return documentOf(
    input.language,
    `${input.gameName} · ${t.documentTitle}`,
    input.assets,
    body,
    true,
  );
}
