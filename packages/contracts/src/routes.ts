/**
 * The endpoint table's client columns (decision 0033): for every call of the platform API, its
 * method, path, access scope and how its body travels. Zod-free on purpose: the web app's home
 * page imports this file, and the schemas of each row (query, params, body, response) are added
 * in endpoints.ts, which the server, the OpenAPI document and the conformance runner read, and
 * which the web app imports as types only (and at run time only in development and tests).
 *
 * Scopes (enforced on the server by one preHandler each):
 * - guest: anyone; a valid token, when sent, names the viewer (favourites in the game list).
 * - member: a valid session of any account type, trial included.
 * - realMoney: a member that is not a trial account (type 4 gets TRIAL_NOT_ALLOWED).
 * - agent: a member whose type is an agent type (spec section 6).
 * - operator: the operator console (operator sessions; none yet).
 *
 * Body encodings: none; json; form (x-www-form-urlencoded; JSON is accepted too); encrypted (the JSON
 * payload sealed in the envelope of encrypted-envelope.ts, decision 0005); binary (the raw bytes of
 * one file, e.g. an image upload: no JSON around it, so 5 MB stays 5 MB on the wire).
 */
export type Scope = 'guest' | 'member' | 'realMoney' | 'agent' | 'operator';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type BodyKind = 'none' | 'json' | 'form' | 'encrypted' | 'binary';

export type RouteRow = {
  readonly method: HttpMethod;
  /** Fastify syntax: `:id` is a path parameter (see the row's params schema). */
  readonly path: string;
  readonly scope: Scope;
  readonly encoding: BodyKind;
};
export type Route<N extends string = string> = RouteRow & { readonly name: N };

export const get = <S extends Scope>(path: string, scope: S) =>
  ({ method: 'GET', path, scope, encoding: 'none' }) as const;
export const send = <M extends HttpMethod, S extends Scope, B extends BodyKind>(
  method: M,
  path: string,
  scope: S,
  encoding: B,
) => ({ method, path, scope, encoding }) as const;

/** Each row gets its key as `name` (the types of endpoints.ts are looked up by it). */
export function named<T extends Record<string, RouteRow>>(
  rows: T,
): { [K in keyof T]: T[K] & { name: K } } {
  const out: Record<string, Route> = {};
  for (const [name, row] of Object.entries(rows)) out[name] = { ...row, name };
  return out as { [K in keyof T]: T[K] & { name: K } };
}

const wps = '/wps';
const relay = '/wps/relay/';

export const routes = named({
  // ------------------------------------------------------------ system (spec 7, Account: System)
  systemStatus: get(`${wps}/system/status`, 'guest'),
  systemWhitelabel: get(`${wps}/system/whitelabel`, 'guest'),
  systemSettingsConsolidated: get(`${wps}/system/settings/consolidated`, 'guest'),
  systemCountry: get(`${wps}/system/country`, 'guest'),
  systemHelpCenter: get(`${wps}/system/helpCenter`, 'guest'),
  systemDomainRoute: get(`${wps}/system/domainRoute`, 'guest'),
  /** The spec names no path for the customer-service path list; this one is ours. */
  systemCustomerService: get(`${wps}/system/customerService`, 'guest'),
  /** Ours: the RSA public key for the encrypted envelope (decision 0005). */
  systemPublicKey: get(`${wps}/system/publicKey`, 'guest'),
  systemRegisterSettings: get(`${wps}/system/setting/register`, 'guest'),
  healthz: get('/healthz', 'guest'),

  // ------------------------------------------------------------ accounts and sessions
  captcha: get(`${wps}/captcha`, 'guest'),
  checkUsername: get(`${wps}/check/username`, 'guest'),
  /** The spec names no path for the affiliate-code check; this one is ours. */
  checkAffiliateCode: get(`${wps}/check/affiliateCode`, 'guest'),
  sessionLogin: send('POST', `${wps}/session/login`, 'guest', 'encrypted'),
  /** Idempotent: a missing or dead token is already logged out. */
  sessionLogout: send('DELETE', `${wps}/session/logout`, 'guest', 'none'),
  sessionFreePlay: send('POST', `${wps}/session/login/freeplay`, 'guest', 'json'),
  /** Spec: "session renewal on home when logged in"; the path is ours. */
  sessionRenew: send('POST', `${wps}/session/renew`, 'member', 'none'),
  memberTrialUser: get(`${wps}/member/trialuser`, 'member'),
  memberRegister: send('PUT', `${wps}/member/register`, 'guest', 'encrypted'),
  memberRegisterMobile: send('PUT', `${wps}/member/register/mobile`, 'guest', 'encrypted'),
  smsNoLogin: send('POST', `${wps}/verification/sms/noLogin`, 'guest', 'json'),
  smsRegister: send('POST', `${wps}/verification/sms/register`, 'guest', 'json'),
  passwordChange: send('POST', `${wps}/member/password`, 'realMoney', 'encrypted'),
  passwordByPhone: send('POST', `${wps}/member/password/verification`, 'guest', 'encrypted'),
  passwordByEmail: send('POST', `${wps}/member/password/email`, 'guest', 'form'),
  /** Ours: completes the email reset from the emailed link. */
  passwordEmailReset: send('POST', `${wps}/member/password/email/reset`, 'guest', 'encrypted'),

  // ------------------------------------------------------------ member and wallet
  memberInfo: get(`${wps}/member/info`, 'member'),
  memberInfoNickname: send('POST', `${wps}/member/info/nickname`, 'realMoney', 'json'),
  memberInfoEmail: send('POST', `${wps}/member/info/email`, 'realMoney', 'json'),
  memberInfoPayeeName: send('POST', `${wps}/member/info/payeename`, 'realMoney', 'json'),
  memberInfoIcons: get(`${wps}/member/info/icon`, 'member'),
  /** Spec: the icon is posted as a form. */
  memberInfoIconSet: send('POST', `${wps}/member/info/icon`, 'realMoney', 'form'),
  wallet: get(`${wps}/wallets/gcs`, 'member'),
  // ------------------------------------------------------------ content
  /** Banners, notices, popups, promotions and help (spec 7, Announcements). */
  announcements: get(`${relay}MCSFE_getListAnnouncements`, 'guest'),
  markAnnouncementRead: send('POST', `${relay}MCSFE_markAnnouncementAsRead`, 'realMoney', 'json'),

  // ------------------------------------------------------------ games (spec 7, Games)
  hotGames: get(`${relay}GCSGAME_hotGamesV2`, 'guest'),
  gameList: get(`${relay}GCSGAME_gameList`, 'guest'),
  vendorTypes: get(`${relay}GCSGAME_getVassGameType`, 'guest'),
  /** The winner board. */
  rankList: get(`${relay}GCSGAME_getRankList`, 'guest'),
  favouriteAdd: send('POST', `${relay}MCSFE_addFavoriteGameV2`, 'member', 'json'),
  favouriteRemove: send('DELETE', `${relay}MCSFE_removeFavoriteGameV2`, 'member', 'json'),
  favouriteIds: get(`${relay}MCSFE_getFavoriteGames`, 'member'),
  favouriteList: get(`${relay}MCSFE_getFavoriteGamesList`, 'member'),
  recentAdd: send('POST', `${relay}MCS2_addRecentGame`, 'member', 'json'),
  recentList: get(`${relay}GCS_recentGame`, 'member'),
  launchGame: send('POST', `${wps}/game/launchGame`, 'member', 'json'),
  /** Same payload and answer as launchGame. */
  launchGameFb: send('POST', `${relay}GCS_gameLaunchFB`, 'member', 'json'),
  /** Ours: the demo game page's calls; the page itself is /play/<launchToken>. */
  demoGameState: get(`${wps}/game/demo/state`, 'guest'),
  demoGameSpin: send('POST', `${wps}/game/demo/spin`, 'guest', 'json'),

  // ------------------------------------------------------------ lottery and bet records
  lotteryGames: get('/lgw/games/mobile', 'guest'),
  lotteryPopular: get('/lgw/games/popular', 'guest'),
  lotteryOpenNumeros: get('/lotto/lgw/games/opened/numero', 'guest'),
  lotteryOpenNumero: get('/lgw/vn/numeros/opened/game', 'guest'),
  lotteryMenu: get('/lgw/vn/games/game_menu', 'guest'),
  /** A guest gets an empty list. */
  lotteryRecent: get('/lgw/vn/games/game_menu/recent', 'guest'),
  betOrders: get('/lgw/orders', 'member'),
  betOrderDetail: get('/lgw/orders/detail', 'member'),
});

/** The rows the web app calls; the development rows are in dev-routes.ts. */
export type Routes = typeof routes;
