import { stroke } from './icon-base';

export const LogOutIcon = /* @__PURE__ */ stroke(
  <>
    <path d="M9 21H5a2 2 0 01-2-2V5a2 2 0 012-2h4" />
    <path d="M16 17l5-5-5-5M21 12H9" />
  </>,
);
