import { stroke } from './icon-base';

export const ChevronLeftIcon = /* @__PURE__ */ stroke(<path d="M15 6l-6 6 6 6" />);
