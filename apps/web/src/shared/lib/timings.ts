/** Timings of spec section 9 used by the shell, named once. */
export const timings = {
  /** "The language-change handler is debounced 250 ms." */
  languageChangeDebounceMs: 250,
  /** "Dialog mask click ignored within 300 ms of opening." */
  maskClickGuardMs: 300,
  /** Service popup and side menu animation ("animates for 300 ms"; page transition 300 ms). */
  overlayAnimationMs: 300,
} as const;
