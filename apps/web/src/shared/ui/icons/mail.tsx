import { stroke } from './icon-base';

export const MailIcon = /* @__PURE__ */ stroke(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </>,
);
