import { stroke } from './icon-base';

export const CameraIcon = /* @__PURE__ */ stroke(
  <>
    <path d="M4 8h3l2-3h6l2 3h3a1 1 0 011 1v10a1 1 0 01-1 1H4a1 1 0 01-1-1V9a1 1 0 011-1z" />
    <circle cx="12" cy="13.5" r="3.5" />
  </>,
);
