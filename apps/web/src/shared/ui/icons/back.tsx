import { stroke } from './icon-base';

export const BackIcon = /* @__PURE__ */ stroke(<path d="M15 18l-6-6 6-6" />);
