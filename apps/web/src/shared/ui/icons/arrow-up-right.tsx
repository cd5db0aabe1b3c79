import { stroke } from './icon-base';

export const ArrowUpRightIcon = /* @__PURE__ */ stroke(
  <>
    <path d="M7 17L17 7M8 7h9v9" />
  </>,
);
