import { stroke } from './icon-base';

export const ChatIcon = /* @__PURE__ */ stroke(
  <path d="M21 12a8 8 0 01-11.8 7L4 20l1.2-4.4A8 8 0 1121 12z" />,
);
