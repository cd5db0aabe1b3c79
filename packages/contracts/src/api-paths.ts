/** Paths of the platform API (spec section 7), named once for the client and the server. */
export const apiPaths = {
  systemStatus: '/wps/system/status',
  systemWhitelabel: '/wps/system/whitelabel',
  systemSettingsConsolidated: '/wps/system/settings/consolidated',
  systemCountry: '/wps/system/country',
  systemHelpCenter: '/wps/system/helpCenter',
  systemDomainRoute: '/wps/system/domainRoute',
  /** The spec names no path for the customer-service path list; this one is ours. */
  systemCustomerService: '/wps/system/customerService',
  /** Ours: the RSA public key for the encrypted envelope (docs/decisions/0005). */
  systemPublicKey: '/wps/system/publicKey',
  systemRegisterSettings: '/wps/system/setting/register',
  captcha: '/wps/captcha',
  checkUsername: '/wps/check/username',
  /** The spec names no path for the affiliate-code check; this one is ours. */
  checkAffiliateCode: '/wps/check/affiliateCode',
  sessionLogin: '/wps/session/login',
  sessionLogout: '/wps/session/logout',
  sessionFreePlay: '/wps/session/login/freeplay',
  /** Spec: "session renewal on home when logged in"; the path is ours. */
  sessionRenew: '/wps/session/renew',
  memberTrialUser: '/wps/member/trialuser',
  memberRegister: '/wps/member/register',
  memberRegisterMobile: '/wps/member/register/mobile',
  smsNoLogin: '/wps/verification/sms/noLogin',
  smsRegister: '/wps/verification/sms/register',
  passwordChange: '/wps/member/password',
  passwordByPhone: '/wps/member/password/verification',
  passwordByEmail: '/wps/member/password/email',
  /** Ours: completes the email reset from the emailed link. */
  passwordEmailReset: '/wps/member/password/email/reset',
  memberInfo: '/wps/member/info',
  memberInfoIcon: '/wps/member/info/icon',
  memberInfoNickname: '/wps/member/info/nickname',
  memberInfoEmail: '/wps/member/info/email',
  memberInfoPayeeName: '/wps/member/info/payeename',
  wallet: '/wps/wallets/gcs',
  /** Relay path of spec section 7, Announcements (banners, notices, popups, promotions). */
  announcements: '/wps/relay/MCSFE_getListAnnouncements',
  /** Spec section 7: POST {announcementId, read: true}; a member's token is required. */
  markAnnouncementRead: '/wps/relay/MCSFE_markAnnouncementAsRead',
  /** Games (spec section 7; contracts in games.ts). */
  hotGames: '/wps/relay/GCSGAME_hotGamesV2',
  gameList: '/wps/relay/GCSGAME_gameList',
  vendorTypes: '/wps/relay/GCSGAME_getVassGameType',
  /** The winner board (spec: gameCategory, language, limitNum 20). */
  rankList: '/wps/relay/GCSGAME_getRankList',
  favouriteAdd: '/wps/relay/MCSFE_addFavoriteGameV2',
  favouriteRemove: '/wps/relay/MCSFE_removeFavoriteGameV2',
  favouriteIds: '/wps/relay/MCSFE_getFavoriteGames',
  favouriteList: '/wps/relay/MCSFE_getFavoriteGamesList',
  recentAdd: '/wps/relay/MCS2_addRecentGame',
  recentList: '/wps/relay/GCS_recentGame',
  launchGame: '/wps/game/launchGame',
  /** Same payload and answer as launchGame. */
  launchGameFb: '/wps/relay/GCS_gameLaunchFB',
  /** Ours: the demo game page's calls (demo-game.ts); the page itself is /play/<launchToken>. */
  demoGameState: '/wps/game/demo/state',
  demoGameSpin: '/wps/game/demo/spin',
  /** Lottery (lottery.ts). */
  lotteryGames: '/lgw/games/mobile',
  lotteryPopular: '/lgw/games/popular',
  lotteryOpenNumeros: '/lotto/lgw/games/opened/numero',
  lotteryOpenNumero: '/lgw/vn/numeros/opened/game',
  lotteryMenu: '/lgw/vn/games/game_menu',
  lotteryRecent: '/lgw/vn/games/game_menu/recent',
  /** Bet records (bets.ts). */
  betOrders: '/lgw/orders',
  betOrderDetail: '/lgw/orders/detail',
  healthz: '/healthz',
  /** Outside production only: lets tests and developers change operator settings. */
  devOperatorSettings: '/__dev/operator-settings',
  /** Outside production only: messages the demo SMS/email sender "delivered". */
  devOutbox: '/__dev/outbox',
  /** Outside production only: add and remove announcements and help items (dev-content.ts). */
  devContentAnnouncements: '/__dev/content/announcements',
  devContentHelpItems: '/__dev/content/help-items',
} as const;
