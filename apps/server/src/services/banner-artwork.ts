import type { BannerArt } from './cdn-artwork';

/**
 * What the CDN's banner pictures show (/cdn/banners/<name>.svg, drawn by cdn-artwork.ts): the
 * seeded banners and promotions name these pictures by URL. The words in the pictures are
 * English; the titles (alt text) are translated in the seeded announcements.
 *
 * Banners first (groups m_login, m_reg, m_leftmenu, m_home, m_lott), then promotions.
 */
export const bannerArtwork: Record<string, BannerArt> = {
  'login-welcome': {
    headline: 'Welcome back',
    subline: '600+ games, one account',
    cta: 'Play now',
    motif: 'cards',
  },
  'login-rewards': {
    headline: 'Daily rewards',
    subline: 'Log in every day and collect bonuses',
    cta: 'See promotions',
    motif: 'coins',
  },
  'register-welcome': {
    headline: 'Join in a minute',
    subline: 'Slots, live casino, fishing and sports',
    cta: 'Sign up',
    motif: 'dice',
  },
  'leftmenu-vip': {
    headline: 'VIP Club',
    subline: 'More rewards at every level',
    cta: 'Discover',
    motif: 'crown',
  },
  // Home (issue 4): m_home, m_lott (the invite banner first) and the hot games group.
  'home-welcome-bonus': {
    headline: '100% welcome bonus',
    subline: 'Double your first deposit, up to $100',
    cta: 'Deposit now',
    motif: 'coins',
  },
  'home-slots': {
    headline: 'Slots of the week',
    subline: 'New games from PG, JDB, JILI and more',
    cta: 'Spin now',
    motif: 'dice',
  },
  'home-live-casino': {
    headline: 'Live casino',
    subline: 'Real dealers, around the clock',
    cta: 'Join a table',
    motif: 'cards',
  },
  'lott-invite': {
    headline: 'Invite friends',
    subline: 'Earn a reward for every friend who joins',
    cta: 'Invite now',
    motif: 'crown',
  },
  'lott-draws': {
    headline: 'Lottery every minute',
    subline: 'North, central and south draws, all day',
    cta: 'Bet now',
    motif: 'coins',
  },
  'hot-games': {
    headline: 'Hot games',
    subline: 'What everyone is playing right now',
    cta: 'Play now',
    motif: 'dice',
  },
};

/** Promotion covers (image sequence 1) and detail pictures (sequence 2). */
export const promotionArtwork: Record<string, BannerArt> = {
  'promo-first-deposit-cover': {
    headline: '100% first deposit',
    subline: 'Double your first deposit, up to $100',
    cta: 'Join now',
    motif: 'coins',
  },
  'promo-first-deposit-detail': {
    headline: 'Play with $200',
    subline: 'Deposit $100, get $100 more',
    cta: 'How it works',
    motif: 'crown',
  },
  'promo-daily-cashback-cover': {
    headline: '5% daily cashback',
    subline: 'On your net slot losses, every day',
    cta: 'Join now',
    motif: 'dice',
  },
  'promo-daily-cashback-detail': {
    headline: 'Cashback at 10:00',
    subline: 'Up to $200 a day, paid automatically',
    cta: 'How it works',
    motif: 'coins',
  },
  'promo-weekend-reload-cover': {
    headline: 'Weekend +50%',
    subline: 'Every Saturday and Sunday, up to $150',
    cta: 'Join now',
    motif: 'cards',
  },
  'promo-weekend-reload-detail': {
    headline: 'Deposit $20+',
    subline: 'One bonus every weekend',
    cta: 'How it works',
    motif: 'dice',
  },
  'promo-slots-tournament-cover': {
    headline: 'Slots tournament',
    subline: '$10,000 prize pool every month',
    cta: 'See prizes',
    motif: 'crown',
  },
  'promo-slots-tournament-detail': {
    headline: 'Win $10,000',
    subline: 'Top 50 by biggest win multiplier share it',
    cta: 'How it works',
    motif: 'cards',
  },
};
