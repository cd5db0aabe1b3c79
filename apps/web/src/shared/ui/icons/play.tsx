import { stroke } from './icon-base';

export const PlayIcon = /* @__PURE__ */ stroke(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M10 8l6 4-6 4z" fill="currentColor" />
  </>,
);
