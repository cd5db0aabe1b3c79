import { stroke } from './icon-base';

export const WrenchIcon = /* @__PURE__ */ stroke(
  <path d="M14.7 6.3a4 4 0 00-5.4 5.2L3 17.8V21h3.2l6.3-6.3a4 4 0 005.2-5.4l-2.5 2.5-2.5-.5-.5-2.5z" />,
);
