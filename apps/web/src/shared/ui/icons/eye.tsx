import { stroke } from './icon-base';

export const EyeIcon = /* @__PURE__ */ stroke(
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
