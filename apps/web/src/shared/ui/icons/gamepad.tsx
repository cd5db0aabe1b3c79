import { stroke } from './icon-base';

export const GamepadIcon = /* @__PURE__ */ stroke(
  <>
    <path d="M6 8h12a4 4 0 014 4v1a4 4 0 01-7 2.6L14 14h-4l-1 1.6A4 4 0 012 13v-1a4 4 0 014-4z" />
    <path d="M8 10v4M6 12h4M16 11h.01M18 13h.01" />
  </>,
);
