import { stroke } from './icon-base';

export const DownloadIcon = /* @__PURE__ */ stroke(
  <>
    <path d="M12 3v12M7 10l5 5 5-5" />
    <path d="M5 21h14" />
  </>,
);
