import { stroke } from './icon-base';

export const LockIcon = /* @__PURE__ */ stroke(
  <>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 018 0v4" />
  </>,
);
