import { stroke } from './icon-base';

export const HeadsetIcon = /* @__PURE__ */ stroke(
  <>
    <path d="M4 14v-2a8 8 0 0116 0v2" />
    <rect x="2" y="14" width="5" height="6" rx="1.5" />
    <rect x="17" y="14" width="5" height="6" rx="1.5" />
    <path d="M20 20a3 3 0 01-3 2h-3" />
  </>,
);
