/** The phone every bench page runs on (spec: 390 x 844, touch), one place for all parts. */
export const phoneContext = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
} as const;
