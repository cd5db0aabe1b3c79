import { filled } from './icon-base';

export const TikTokIcon = /* @__PURE__ */ filled(
  <path d="M16.6 2h-3.4v13.4a2.9 2.9 0 11-2.9-2.9c.3 0 .6 0 .9.1V9.1a6.4 6.4 0 105.4 6.3V8.6a7.6 7.6 0 004.4 1.4V6.6A4.4 4.4 0 0116.6 2z" />,
);
