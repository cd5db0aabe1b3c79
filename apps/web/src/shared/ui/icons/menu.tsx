import { stroke } from './icon-base';

export const MenuIcon = /* @__PURE__ */ stroke(<path d="M4 6h16M4 12h16M4 18h10" />);
