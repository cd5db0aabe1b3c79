import { stroke } from './icon-base';

export const PlusIcon = /* @__PURE__ */ stroke(
  <>
    <path d="M12 5v14M5 12h14" />
  </>,
);
