import type { BonusRepository } from '../repositories/bonus-repository';

/**
 * The deposit promotions' announcements (content type PR) by slug (issue 16): the promotion
 * detail's buttons and the reward centre's items find their deposit bonus through this link.
 */
// The weekend reload promotion (50% on weekends) is not RELOAD20 (20% any day): no link, so its
// detail does not offer a bonus it does not describe.
export const depositPromotionLinks = [{ code: 'WELCOME100', slug: 'promo-first-deposit' }] as const;

/**
 * Links each seeded deposit promotion to its announcement when it has none yet (an operator's
 * own link stays). Runs after the announcements and the deposit promotions are seeded.
 */
export function createDepositPromotionLinkSeed(repo: BonusRepository) {
  return {
    async seed(): Promise<void> {
      for (const link of depositPromotionLinks) await repo.linkAnnouncement(link.code, link.slug);
    },
  };
}
