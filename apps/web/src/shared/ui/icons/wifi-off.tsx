import { stroke } from './icon-base';

export const WifiOffIcon = /* @__PURE__ */ stroke(
  <>
    <path d="M2 2l20 20" />
    <path d="M8.5 16.4a5 5 0 017 0" />
    <path d="M5 12.9a10 10 0 015.2-2.8" />
    <path d="M14.5 10.3A10 10 0 0119 12.9" />
    <path d="M2 8.8a15 15 0 014.2-2.6" />
    <path d="M10.7 5a15 15 0 0111.3 3.8" />
    <path d="M12 20h.01" />
  </>,
);
