import { stroke } from './icon-base';

export const InstagramIcon = /* @__PURE__ */ stroke(
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.5 6.5h.01" />
  </>,
);
