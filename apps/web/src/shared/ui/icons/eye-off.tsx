import { stroke } from './icon-base';

export const EyeOffIcon = /* @__PURE__ */ stroke(
  <>
    <path d="M10.6 5.1A10.7 10.7 0 0112 5c6.4 0 10 7 10 7a17.6 17.6 0 01-3.2 4.2M6.6 6.6A17.3 17.3 0 002 12s3.6 7 10 7a10 10 0 005.4-1.6" />
    <path d="M9.9 9.9a3 3 0 004.2 4.2M3 3l18 18" />
  </>,
);
