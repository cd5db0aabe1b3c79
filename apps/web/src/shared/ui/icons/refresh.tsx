import { stroke } from './icon-base';

export const RefreshIcon = /* @__PURE__ */ stroke(
  <>
    <path d="M20 11a8 8 0 10-2.3 5.7" />
    <path d="M20 4v7h-7" />
  </>,
);
