import { stroke } from './icon-base';

export const CreditCardIcon = /* @__PURE__ */ stroke(
  <>
    <rect x="2.5" y="5" width="19" height="14" rx="2" />
    <path d="M2.5 10h19M6 15h4" />
  </>,
);
