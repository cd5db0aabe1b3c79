import { filled } from './icon-base';

export const FacebookIcon = /* @__PURE__ */ filled(
  <path d="M14 8h3V4h-3a5 5 0 00-5 5v2H7v4h2v9h4v-9h3l1-4h-4V9a1 1 0 011-1z" />,
);
