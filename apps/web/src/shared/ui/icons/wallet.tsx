import { stroke } from './icon-base';

export const WalletIcon = /* @__PURE__ */ stroke(
  <>
    <path d="M3 7a2 2 0 012-2h13v4" />
    <path d="M3 7v11a2 2 0 002 2h15V9H5a2 2 0 01-2-2z" />
    <circle cx="16" cy="14.5" r="1.2" />
  </>,
);
