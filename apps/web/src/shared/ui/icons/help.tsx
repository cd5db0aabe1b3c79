import { stroke } from './icon-base';

export const HelpIcon = /* @__PURE__ */ stroke(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9a2.5 2.5 0 014.9.8c0 1.7-2.4 2.2-2.4 3.7M12 17h.01" />
  </>,
);
