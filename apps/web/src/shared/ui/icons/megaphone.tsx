import { stroke } from './icon-base';

export const MegaphoneIcon = /* @__PURE__ */ stroke(
  <>
    <path d="M3 11v2a1 1 0 001 1h2l5 4V6L6 10H4a1 1 0 00-1 1z" />
    <path d="M15.5 8.5a5 5 0 010 7M18.5 5.5a9 9 0 010 13" />
  </>,
);
