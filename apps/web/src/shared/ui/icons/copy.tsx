import { stroke } from './icon-base';

export const CopyIcon = /* @__PURE__ */ stroke(
  <>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 01-1-1V4a1 1 0 011-1h10a1 1 0 011 1v1" />
  </>,
);
