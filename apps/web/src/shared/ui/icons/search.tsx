import { stroke } from './icon-base';

export const SearchIcon = /* @__PURE__ */ stroke(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </>,
);
