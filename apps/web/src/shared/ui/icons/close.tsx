import { stroke } from './icon-base';

export const CloseIcon = /* @__PURE__ */ stroke(<path d="M18 6L6 18M6 6l12 12" />);
