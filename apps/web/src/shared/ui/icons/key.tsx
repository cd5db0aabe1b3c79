import { stroke } from './icon-base';

export const KeyIcon = /* @__PURE__ */ stroke(
  <>
    <circle cx="7.5" cy="15.5" r="4.5" />
    <path d="M10.7 12.3L21 2M17 6l3 3M14 9l2 2" />
  </>,
);
