import { stroke } from './icon-base';

export const StarIcon = /* @__PURE__ */ stroke(
  <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />,
);
