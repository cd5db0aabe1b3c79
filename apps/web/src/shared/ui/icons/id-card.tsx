import { stroke } from './icon-base';

export const IdCardIcon = /* @__PURE__ */ stroke(
  <>
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <circle cx="8" cy="11" r="2" />
    <path d="M5 16a3 3 0 016 0M14 10h5M14 14h3" />
  </>,
);
