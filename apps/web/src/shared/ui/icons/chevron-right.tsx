import { stroke } from './icon-base';

export const ChevronRightIcon = /* @__PURE__ */ stroke(<path d="M9 6l6 6-6 6" />);
