/** Timings of spec section 9 used by the shell and the account screens, named once. */
export const timings = {
  /** "The language-change handler is debounced 250 ms." */
  languageChangeDebounceMs: 250,
  /** "Dialog mask click ignored within 300 ms of opening." */
  maskClickGuardMs: 300,
  /** Service popup and side menu animation ("animates for 300 ms"; page transition 300 ms). */
  overlayAnimationMs: 300,
  /** Home banner autoplay 5 s, transition 1 s (spec section 9). */
  homeBannerAutoplayMs: 5000,
  homeBannerTransitionMs: 1000,
  /** "Preview request delay 400 ms": home previews start their requests this far apart. */
  previewRequestDelayMs: 400,
  /** "Winner board auto-scroll every 2 s." */
  winnerBoardScrollMs: 2000,
  /** "Search debounce 500 ms (600 ms on the game list page)." */
  searchDebounceMs: 500,
  gameListSearchDebounceMs: 600,
  /** "Scroll load threshold 300 px, throttle 1 s": infinite lists ask at most once a second. */
  scrollLoadThrottleMs: 1000,
  /** "MCSFE_markAnnouncementAsRead ... throttled 150 ms" (spec section 7). */
  markReadThrottleMs: 150,
} as const;

/**
 * Toast durations of spec section 9: "Success message 1 s (1.5 s for SMS-sent); default notice
 * 1.5 s; short toast 3 s, long 8 s. Copy and coming-soon toasts 1 s." Favourites-when-logged-out
 * is an info toast of 2 s (spec section 6).
 */
export const toastDurations = {
  success: 1000,
  smsSent: 1500,
  notice: 1500,
  short: 3000,
  long: 8000,
  copy: 1000,
  comingSoon: 1000,
  loginRequired: 2000,
} as const;

/** Session renewal on home when logged in (spec section 7): at most this often per app run. */
export const sessionRenewIntervalMs = 10 * 60_000;
