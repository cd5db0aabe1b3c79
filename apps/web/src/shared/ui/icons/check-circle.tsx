import { stroke } from './icon-base';

export const CheckCircleIcon = /* @__PURE__ */ stroke(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.7 2.7L16.2 9.5" />
  </>,
);
