import { filled } from './icon-base';

export const AndroidIcon = /* @__PURE__ */ filled(
  <path d="M17.6 9.5l1.7-3a.4.4 0 00-.7-.4l-1.7 3A10.6 10.6 0 0012 8.1c-1.7 0-3.4.4-4.9 1l-1.7-3a.4.4 0 10-.7.4l1.7 3A9.8 9.8 0 002 17h20a9.8 9.8 0 00-4.4-7.5zM7 14.2a1 1 0 110-2 1 1 0 010 2zm10 0a1 1 0 110-2 1 1 0 010 2z" />,
);
