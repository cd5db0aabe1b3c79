import { stroke } from './icon-base';

export const HomeIcon = /* @__PURE__ */ stroke(
  <>
    <path d="M3 10.5L12 3l9 7.5" />
    <path d="M5 9.5V20h5v-6h4v6h5V9.5" />
  </>,
);
