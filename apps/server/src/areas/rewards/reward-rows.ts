import type { RowsOfArea } from '../../http/endpoint-routes';

/** Bonus money under wagering and the deposit bonuses' rules (bonus-routes.ts). */
export type BonusRowName = 'bonusForfeit' | 'opsDepositPromotions' | 'opsDepositPromotionUpdate';
/** The reward centre, claims, check-in and the red envelope rain (reward-centre-routes.ts). */
export type RewardRowName = Exclude<RowsOfArea<'rewards'>, BonusRowName>;
