import { stroke } from './icon-base';

export const InviteIcon = /* @__PURE__ */ stroke(
  <>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21v-1a6 6 0 0112 0v1" />
    <path d="M19 8v6M16 11h6" />
  </>,
);
