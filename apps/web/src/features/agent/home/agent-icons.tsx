import { stroke } from '@/shared/ui/icons/icon-base';

/** The agent home's own icons (24x24 strokes, like shared/ui/icons), drawn on this screen only. */

export const UsersIcon = /* @__PURE__ */ stroke(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20v-.5a6.5 6.5 0 0113 0v.5" />
    <path d="M16 4.6a3.5 3.5 0 010 6.8M18 14a6.5 6.5 0 013.5 5.5v.5" />
  </>,
);

export const TeamTreeIcon = /* @__PURE__ */ stroke(
  <>
    <rect x="9" y="3" width="6" height="5" rx="1.5" />
    <rect x="2.5" y="16" width="6" height="5" rx="1.5" />
    <rect x="15.5" y="16" width="6" height="5" rx="1.5" />
    <path d="M12 8v4M5.5 16v-2a2 2 0 012-2h9a2 2 0 012 2v2" />
  </>,
);

export const ChartIcon = /* @__PURE__ */ stroke(
  <>
    <path d="M3 3v18h18" />
    <path d="M7 15l4-4 3 3 6-7" />
  </>,
);

export const PercentIcon = /* @__PURE__ */ stroke(
  <>
    <path d="M19 5L5 19" />
    <circle cx="7" cy="7" r="2.5" />
    <circle cx="17" cy="17" r="2.5" />
  </>,
);

export const CoinsIcon = /* @__PURE__ */ stroke(
  <>
    <ellipse cx="9" cy="7" rx="6" ry="3" />
    <path d="M3 7v4c0 1.7 2.7 3 6 3s6-1.3 6-3V7" />
    <path d="M9 17c0 1.7 2.7 3 6 3s6-1.3 6-3v-4c0-1.6-2.4-2.9-5.5-3" />
    <path d="M3 11v4c0 1.7 2.7 3 6 3" />
  </>,
);

export const EnvelopeIcon = /* @__PURE__ */ stroke(
  <>
    <rect x="5" y="3" width="14" height="18" rx="2" />
    <path d="M5 8l7 4 7-4" />
    <circle cx="12" cy="14.5" r="2" />
  </>,
);

export const UserPlusIcon = /* @__PURE__ */ stroke(
  <>
    <circle cx="10" cy="8" r="4" />
    <path d="M3 21v-1a7 7 0 0111-5.7" />
    <path d="M18 14v6M15 17h6" />
  </>,
);

export const PieIcon = /* @__PURE__ */ stroke(
  <>
    <path d="M21 12A9 9 0 1112 3v9z" />
    <path d="M15 3.5A9 9 0 0120.5 9H15z" />
  </>,
);

export const LogInIcon = /* @__PURE__ */ stroke(
  <>
    <path d="M14 4h4a2 2 0 012 2v12a2 2 0 01-2 2h-4" />
    <path d="M4 12h11M11 8l4 4-4 4" />
  </>,
);

export const BoltIcon = /* @__PURE__ */ stroke(<path d="M13 2L4 14h7l-1 8 9-12h-7z" />);
