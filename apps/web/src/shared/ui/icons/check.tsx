import { stroke } from './icon-base';

export const CheckIcon = /* @__PURE__ */ stroke(<path d="M5 12.5l4.5 4.5L19 7.5" />);
