import { stroke } from './icon-base';

export const TrophyIcon = /* @__PURE__ */ stroke(
  <>
    <path d="M8 4h8v5a4 4 0 01-8 0V4z" />
    <path d="M8 6H5a3 3 0 003 4M16 6h3a3 3 0 01-3 4M12 13v4M8 20h8M9 17h6" />
  </>,
);
