import { stroke } from './icon-base';

export const ChevronDownIcon = /* @__PURE__ */ stroke(<path d="M6 9l6 6 6-6" />);
