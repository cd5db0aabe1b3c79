import { stroke } from './icon-base';

export const ShieldIcon = /* @__PURE__ */ stroke(
  <>
    <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z" />
    <path d="M9 9l6 6M15 9l-6 6" />
  </>,
);
