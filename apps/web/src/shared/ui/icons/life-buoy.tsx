import { stroke } from './icon-base';

/** Safer gambling (issue 18): help at hand. */
export const LifeBuoyIcon = /* @__PURE__ */ stroke(
  <>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="4" />
    <path d="M5.6 5.6l3.6 3.6M14.8 14.8l3.6 3.6M18.4 5.6l-3.6 3.6M9.2 14.8l-3.6 3.6" />
  </>,
);
