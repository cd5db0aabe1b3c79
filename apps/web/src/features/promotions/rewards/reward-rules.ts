import type { RewardItem, Wagering } from '@app/contracts/rewards';
import type { RewardAction, RewardStatus } from '@app/contracts/reward-constants';
import type { TranslationKey } from '@/shared/i18n/translator';
import { paths } from '@/shared/lib/paths';

/**
 * Rules of the reward centre's cards (issue 16; spec section 4, status labels), as pure
 * functions the cards, the promotion detail's button area and their tests share.
 */

/** Spec section 4's labels, translated: every status has one. */
export const statusLabelKeys = {
  JOIN: 'rewards.status.JOIN',
  CLAIM: 'rewards.status.CLAIM',
  APPLYING: 'rewards.status.APPLYING',
  CLOSED: 'rewards.status.CLOSED',
  REJECTED: 'rewards.status.REJECTED',
  ISSUED: 'rewards.status.ISSUED',
  CLAIMED: 'rewards.status.CLAIMED',
  PROCESSING: 'rewards.status.PROCESSING',
  SIGNED: 'rewards.status.SIGNED',
  COMING_SOON: 'rewards.status.COMING_SOON',
} as const satisfies Record<RewardStatus, TranslationKey>;

export type StatusTone = 'accent' | 'progress' | 'success' | 'danger' | 'muted';

/** The badge's colour: something to do, running, done and paid, refused, or over / later. */
export function statusTone(status: RewardStatus): StatusTone {
  switch (status) {
    case 'JOIN':
    case 'CLAIM':
      return 'accent';
    case 'APPLYING':
    case 'PROCESSING':
      return 'progress';
    case 'ISSUED':
    case 'CLAIMED':
    case 'SIGNED':
      return 'success';
    case 'REJECTED':
      return 'danger';
    case 'CLOSED':
    case 'COMING_SOON':
      return 'muted';
  }
}

/** The deposit screen with this bonus chosen (deposit-page.tsx reads `?promo=`). */
export const depositWithPromo = (promoId: number): string =>
  `${paths.deposit()}?promo=${encodeURIComponent(String(promoId))}`;

/** What the item's one action is on screen: a link to another screen, or a button here. */
export type ActionView =
  | { kind: 'link'; to: string; labelKey: TranslationKey }
  | {
      kind: 'button';
      action: Exclude<RewardAction, 'DEPOSIT' | 'RED_RAIN'>;
      labelKey: TranslationKey;
    };

/**
 * The one action the item's state allows (the server decides it: `action`): DEPOSIT opens the
 * deposit screen with the bonus chosen, RED_RAIN the rain, CLAIM claims (or applies, when the
 * item is JOIN: the promotion needs approval), CHECK_IN checks in, FORFEIT gives the bonus up. The
 * referral item without an action (JOIN: no friend qualified yet) leads to the invite screen.
 */
export function actionView(
  item: Pick<RewardItem, 'action' | 'status' | 'kind' | 'depositPromoId' | 'bonusId'>,
): ActionView | null {
  switch (item.action) {
    case 'DEPOSIT':
      return item.depositPromoId === null
        ? { kind: 'link', to: paths.deposit(), labelKey: 'rewards.action.deposit' }
        : {
            kind: 'link',
            to: depositWithPromo(item.depositPromoId),
            labelKey: 'rewards.action.deposit',
          };
    case 'RED_RAIN':
      // Before a session the rain's screen counts down to the next one.
      return {
        kind: 'link',
        to: paths.redRain(),
        labelKey:
          item.status === 'COMING_SOON' ? 'rewards.action.redRainSoon' : 'rewards.action.redRain',
      };
    case 'CLAIM':
      return {
        kind: 'button',
        action: 'CLAIM',
        labelKey: item.status === 'JOIN' ? 'rewards.action.apply' : 'rewards.action.claim',
      };
    case 'CHECK_IN':
      return { kind: 'button', action: 'CHECK_IN', labelKey: 'rewards.action.checkIn' };
    case 'FORFEIT':
      return item.bonusId === null
        ? null
        : { kind: 'button', action: 'FORFEIT', labelKey: 'rewards.action.forfeit' };
    case null:
      // The programme's explainer (no referred friend yet: JOIN without an action).
      return item.kind === 'REFERRAL' && item.status === 'JOIN'
        ? { kind: 'link', to: paths.inviteFriends(), labelKey: 'rewards.action.invite' }
        : null;
  }
}

/** How far the wagering is, 0..1 (a requirement of 0 is met). */
export function wageringShare({ required, done }: Wagering): number {
  if (!(required > 0)) return 1;
  return Math.min(1, Math.max(0, done / required));
}

/**
 * The promotion detail's reward: the first item (the server orders claimable first) of the
 * promotion `announcementId`, or undefined when the reward centre has none for it.
 */
export function itemForPromotion<T extends Pick<RewardItem, 'announcementId'>>(
  items: readonly T[],
  announcementId: number,
): T | undefined {
  return items.find((item) => item.announcementId === announcementId);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A deadline as the member's own calendar day, YYYY/MM/DD (spec 9, lists); '' when invalid. */
export function formatLocalDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())}`;
}

/** A moment in the member's time zone, YYYY/MM/DD HH:mm (a rain's start and end). */
export function formatLocalMoment(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatLocalDay(iso)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Rains last minutes: their times matter; other deadlines are days. */
export const formatWhen = (item: Pick<RewardItem, 'kind'>, iso: string): string =>
  item.kind === 'RED_RAIN' ? formatLocalMoment(iso) : formatLocalDay(iso);

/**
 * What the card says about time: when it starts (coming soon), else its deadline, or that it
 * has none. PROCESSING items show their deadline as the wagering's expiry instead.
 */
export type ItemTime =
  | { kind: 'starts'; iso: string }
  | { kind: 'until'; iso: string }
  | { kind: 'noEnd' }
  | { kind: 'none' };

export function itemTime(
  item: Pick<RewardItem, 'status' | 'startsAt' | 'endsAt' | 'wagering'>,
): ItemTime {
  if (item.status === 'COMING_SOON' && item.startsAt) return { kind: 'starts', iso: item.startsAt };
  if (item.status === 'PROCESSING' && item.wagering) return { kind: 'none' };
  if (item.endsAt) return { kind: 'until', iso: item.endsAt };
  // Done or over: a missing end says nothing useful any more.
  if (['CLOSED', 'CLAIMED', 'ISSUED', 'REJECTED'].includes(item.status)) return { kind: 'none' };
  return { kind: 'noEnd' };
}

/** A day's reward in the check-in calendar's narrow cells: "$20", or "$2.50" with cents. */
export function compactAmount(amount: number, symbol: string): string {
  const whole = Number.isInteger(amount);
  return `${symbol}${amount.toLocaleString('en-US', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
}
