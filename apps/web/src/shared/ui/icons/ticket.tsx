import { stroke } from './icon-base';

export const TicketIcon = /* @__PURE__ */ stroke(
  <>
    <path d="M3 8a2 2 0 002-2h14a2 2 0 002 2v2a2 2 0 000 4v2a2 2 0 00-2 2H5a2 2 0 00-2-2v-2a2 2 0 000-4z" />
    <path d="M10 6v12" strokeDasharray="2 2" />
  </>,
);
