import { stroke } from './icon-base';

export const CrownIcon = /* @__PURE__ */ stroke(
  <>
    <path d="M3 7l4.5 4L12 4l4.5 7L21 7l-2 12H5z" />
  </>,
);
