import { stroke } from './icon-base';

export const FlameIcon = /* @__PURE__ */ stroke(
  <path d="M12 3c1 3.5 5 5.5 5 10a5 5 0 01-10 0c0-2 1-3.5 2-4.5.5 1.5 1.5 2.5 2.5 2.5-1-3 0-6 .5-8z" />,
);
