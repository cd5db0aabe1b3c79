import { stroke } from './icon-base';

export const PlusSquareIcon = /* @__PURE__ */ stroke(
  <>
    <rect x="3" y="3" width="18" height="18" rx="4" />
    <path d="M12 8v8M8 12h8" />
  </>,
);
