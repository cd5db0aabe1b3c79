import { stroke } from './icon-base';

export const ImagePlusIcon = /* @__PURE__ */ stroke(
  <>
    <path d="M21 12v7a2 2 0 01-2 2H5a2 2 0 01-2-2V5a2 2 0 012-2h7" />
    <path d="M16 5h6M19 2v6" />
    <circle cx="9" cy="9" r="2" />
    <path d="M21 16l-5-5L5 21" />
  </>,
);
