import { stroke } from './icon-base';

export const BankIcon = /* @__PURE__ */ stroke(
  <>
    <path d="M3 10l9-6 9 6" />
    <path d="M5 10v8M9.5 10v8M14.5 10v8M19 10v8" />
    <path d="M3 21h18" />
  </>,
);
