import { stroke } from './icon-base';

export const UserIcon = /* @__PURE__ */ stroke(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21v-1a7 7 0 0114 0v1" />
  </>,
);
