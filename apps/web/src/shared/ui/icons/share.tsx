import { stroke } from './icon-base';

export const ShareIcon = /* @__PURE__ */ stroke(
  <>
    <path d="M12 3v12M8 7l4-4 4 4" />
    <path d="M6 11H5a1 1 0 00-1 1v8a1 1 0 001 1h14a1 1 0 001-1v-8a1 1 0 00-1-1h-1" />
  </>,
);
