import { stroke } from './icon-base';

export const XCircleIcon = /* @__PURE__ */ stroke(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M15 9l-6 6M9 9l6 6" />
  </>,
);
