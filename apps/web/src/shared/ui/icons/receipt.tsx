import { stroke } from './icon-base';

export const ReceiptIcon = /* @__PURE__ */ stroke(
  <>
    <path d="M6 2h12v20l-3-2-3 2-3-2-3 2z" />
    <path d="M9 7h6M9 11h6M9 15h4" />
  </>,
);
