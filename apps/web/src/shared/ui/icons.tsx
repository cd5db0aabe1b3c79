import type { ReactNode, SVGProps } from 'react';

/**
 * Inline SVG icons (no icon font). Decorative by default: the control that holds an icon carries
 * the accessible name.
 */
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function stroke(children: ReactNode) {
  return function Icon({ size = 24, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {children}
      </svg>
    );
  };
}

function filled(children: ReactNode) {
  return function Icon({ size = 24, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {children}
      </svg>
    );
  };
}

export const MenuIcon = stroke(<path d="M4 6h16M4 12h16M4 18h10" />);
export const BackIcon = stroke(<path d="M15 18l-6-6 6-6" />);
export const CloseIcon = stroke(<path d="M18 6L6 18M6 6l12 12" />);
export const ChevronDownIcon = stroke(<path d="M6 9l6 6 6-6" />);
export const ChevronRightIcon = stroke(<path d="M9 6l6 6-6 6" />);
export const ChevronLeftIcon = stroke(<path d="M15 6l-6 6 6 6" />);
export const MegaphoneIcon = stroke(
  <>
    <path d="M3 11v2a1 1 0 001 1h2l5 4V6L6 10H4a1 1 0 00-1 1z" />
    <path d="M15.5 8.5a5 5 0 010 7M18.5 5.5a9 9 0 010 13" />
  </>,
);
export const SearchIcon = stroke(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </>,
);
export const TrophyIcon = stroke(
  <>
    <path d="M8 4h8v5a4 4 0 01-8 0V4z" />
    <path d="M8 6H5a3 3 0 003 4M16 6h3a3 3 0 01-3 4M12 13v4M8 20h8M9 17h6" />
  </>,
);
export const FlameIcon = stroke(
  <path d="M12 3c1 3.5 5 5.5 5 10a5 5 0 01-10 0c0-2 1-3.5 2-4.5.5 1.5 1.5 2.5 2.5 2.5-1-3 0-6 .5-8z" />,
);
export const HomeIcon = stroke(
  <>
    <path d="M3 10.5L12 3l9 7.5" />
    <path d="M5 9.5V20h5v-6h4v6h5V9.5" />
  </>,
);
export const GiftIcon = stroke(
  <>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M12 8v13M19 12v9H5v-9" />
    <path d="M7.5 8a2.5 2.5 0 010-5C11 3 12 8 12 8s1-5 4.5-5a2.5 2.5 0 010 5" />
  </>,
);
export const InviteIcon = stroke(
  <>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21v-1a6 6 0 0112 0v1" />
    <path d="M19 8v6M16 11h6" />
  </>,
);
export const HeadsetIcon = stroke(
  <>
    <path d="M4 14v-2a8 8 0 0116 0v2" />
    <rect x="2" y="14" width="5" height="6" rx="1.5" />
    <rect x="17" y="14" width="5" height="6" rx="1.5" />
    <path d="M20 20a3 3 0 01-3 2h-3" />
  </>,
);
export const UserIcon = stroke(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21v-1a7 7 0 0114 0v1" />
  </>,
);
export const DownloadIcon = stroke(
  <>
    <path d="M12 3v12M7 10l5 5 5-5" />
    <path d="M5 21h14" />
  </>,
);
export const ReceiptIcon = stroke(
  <>
    <path d="M6 2h12v20l-3-2-3 2-3-2-3 2z" />
    <path d="M9 7h6M9 11h6M9 15h4" />
  </>,
);
export const CrownIcon = stroke(
  <>
    <path d="M3 7l4.5 4L12 4l4.5 7L21 7l-2 12H5z" />
  </>,
);
export const TicketIcon = stroke(
  <>
    <path d="M3 8a2 2 0 002-2h14a2 2 0 002 2v2a2 2 0 000 4v2a2 2 0 00-2 2H5a2 2 0 00-2-2v-2a2 2 0 000-4z" />
    <path d="M10 6v12" strokeDasharray="2 2" />
  </>,
);
export const MailIcon = stroke(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </>,
);
export const LogOutIcon = stroke(
  <>
    <path d="M9 21H5a2 2 0 01-2-2V5a2 2 0 012-2h4" />
    <path d="M16 17l5-5-5-5M21 12H9" />
  </>,
);
export const SunIcon = stroke(
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>,
);
export const MoonIcon = stroke(<path d="M21 12.8A9 9 0 1111.2 3a7 7 0 009.8 9.8z" />);
export const GamepadIcon = stroke(
  <>
    <path d="M6 8h12a4 4 0 014 4v1a4 4 0 01-7 2.6L14 14h-4l-1 1.6A4 4 0 012 13v-1a4 4 0 014-4z" />
    <path d="M8 10v4M6 12h4M16 11h.01M18 13h.01" />
  </>,
);
export const HelpIcon = stroke(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9a2.5 2.5 0 014.9.8c0 1.7-2.4 2.2-2.4 3.7M12 17h.01" />
  </>,
);
export const ShareIcon = stroke(
  <>
    <path d="M12 3v12M8 7l4-4 4 4" />
    <path d="M6 11H5a1 1 0 00-1 1v8a1 1 0 001 1h14a1 1 0 001-1v-8a1 1 0 00-1-1h-1" />
  </>,
);
export const PlusSquareIcon = stroke(
  <>
    <rect x="3" y="3" width="18" height="18" rx="4" />
    <path d="M12 8v8M8 12h8" />
  </>,
);
export const WrenchIcon = stroke(
  <path d="M14.7 6.3a4 4 0 00-5.4 5.2L3 17.8V21h3.2l6.3-6.3a4 4 0 005.2-5.4l-2.5 2.5-2.5-.5-.5-2.5z" />,
);
export const ShieldIcon = stroke(
  <>
    <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z" />
    <path d="M9 9l6 6M15 9l-6 6" />
  </>,
);
export const ChatIcon = stroke(<path d="M21 12a8 8 0 01-11.8 7L4 20l1.2-4.4A8 8 0 1121 12z" />);
export const GridIcon = stroke(
  <>
    <rect x="3" y="3" width="7" height="7" rx="1.5" />
    <rect x="14" y="3" width="7" height="7" rx="1.5" />
    <rect x="3" y="14" width="7" height="7" rx="1.5" />
    <rect x="14" y="14" width="7" height="7" rx="1.5" />
  </>,
);

export const AndroidIcon = filled(
  <path d="M17.6 9.5l1.7-3a.4.4 0 00-.7-.4l-1.7 3A10.6 10.6 0 0012 8.1c-1.7 0-3.4.4-4.9 1l-1.7-3a.4.4 0 10-.7.4l1.7 3A9.8 9.8 0 002 17h20a9.8 9.8 0 00-4.4-7.5zM7 14.2a1 1 0 110-2 1 1 0 010 2zm10 0a1 1 0 110-2 1 1 0 010 2z" />,
);
export const AppleIcon = filled(
  <path d="M16.4 12.6c0-2.6 2.1-3.8 2.2-3.9a4.8 4.8 0 00-3.8-2c-1.6-.2-3.1.9-3.9.9s-2-.9-3.4-.9a5 5 0 00-4.2 2.6c-1.8 3.1-.5 7.7 1.3 10.2.8 1.2 1.8 2.6 3.1 2.5 1.3 0 1.7-.8 3.2-.8s1.9.8 3.2.8c1.4 0 2.2-1.2 3-2.4a10.4 10.4 0 001.4-2.8 4.3 4.3 0 01-2.1-4.2zM13.9 5a4.3 4.3 0 001-3.1 4.4 4.4 0 00-2.9 1.5 4.1 4.1 0 00-1 3 3.6 3.6 0 002.9-1.4z" />,
);
export const TelegramIcon = filled(
  <path d="M21.9 4.3l-3.2 15.1c-.2 1-.9 1.3-1.7.8l-4.9-3.6-2.3 2.3c-.3.3-.5.5-1 .5l.3-5 9.1-8.2c.4-.4-.1-.6-.6-.2L6.4 13 1.6 11.5c-1-.3-1.1-1 .2-1.5L20.6 2.8c.9-.3 1.6.2 1.3 1.5z" />,
);
export const FacebookIcon = filled(
  <path d="M14 8h3V4h-3a5 5 0 00-5 5v2H7v4h2v9h4v-9h3l1-4h-4V9a1 1 0 011-1z" />,
);
export const InstagramIcon = stroke(
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.5 6.5h.01" />
  </>,
);
export const XIcon = filled(
  <path d="M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.8 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.5z" />,
);
export const TikTokIcon = filled(
  <path d="M16.6 2h-3.4v13.4a2.9 2.9 0 11-2.9-2.9c.3 0 .6 0 .9.1V9.1a6.4 6.4 0 105.4 6.3V8.6a7.6 7.6 0 004.4 1.4V6.6A4.4 4.4 0 0116.6 2z" />,
);
export const LineIcon = filled(
  <path d="M12 3C6.5 3 2 6.6 2 11c0 4 3.5 7.3 8.3 7.9.3.1.8.2.9.5.1.3.1.7 0 1l-.1.9c0 .3-.2 1 .9.5s6-3.5 8.1-6C21.4 14.2 22 12.7 22 11c0-4.4-4.5-8-10-8zM8.3 13.4H6.4a.5.5 0 01-.5-.5V9a.5.5 0 011 0v3.4h1.4a.5.5 0 010 1zm2 -.5a.5.5 0 01-1 0V9a.5.5 0 011 0zm4.6 0a.5.5 0 01-.9.3l-2-2.7v2.4a.5.5 0 01-1 0V9a.5.5 0 01.9-.3l2 2.7V9a.5.5 0 011 0zm3.1-2.4a.5.5 0 010 1h-1.4v.9H18a.5.5 0 010 1h-1.9a.5.5 0 01-.5-.5V9a.5.5 0 01.5-.5H18a.5.5 0 010 1h-1.4v.9z" />,
);

// Account and wallet (issue 3).
export const RefreshIcon = stroke(
  <>
    <path d="M20 11a8 8 0 10-2.3 5.7" />
    <path d="M20 4v7h-7" />
  </>,
);
export const EyeIcon = stroke(
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOffIcon = stroke(
  <>
    <path d="M10.6 5.1A10.7 10.7 0 0112 5c6.4 0 10 7 10 7a17.6 17.6 0 01-3.2 4.2M6.6 6.6A17.3 17.3 0 002 12s3.6 7 10 7a10 10 0 005.4-1.6" />
    <path d="M9.9 9.9a3 3 0 004.2 4.2M3 3l18 18" />
  </>,
);
export const CopyIcon = stroke(
  <>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 01-1-1V4a1 1 0 011-1h10a1 1 0 011 1v1" />
  </>,
);
export const WalletIcon = stroke(
  <>
    <path d="M3 7a2 2 0 012-2h13v4" />
    <path d="M3 7v11a2 2 0 002 2h15V9H5a2 2 0 01-2-2z" />
    <circle cx="16" cy="14.5" r="1.2" />
  </>,
);
export const SettingsIcon = stroke(
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 00.3 1.8l.1.1a2 2 0 11-2.8 2.8l-.1-.1a1.7 1.7 0 00-1.8-.3 1.7 1.7 0 00-1 1.5V21a2 2 0 01-4 0v-.1a1.7 1.7 0 00-1.1-1.5 1.7 1.7 0 00-1.8.3l-.1.1a2 2 0 11-2.8-2.8l.1-.1a1.7 1.7 0 00.3-1.8 1.7 1.7 0 00-1.5-1H3a2 2 0 010-4h.1a1.7 1.7 0 001.5-1.1 1.7 1.7 0 00-.3-1.8l-.1-.1a2 2 0 112.8-2.8l.1.1a1.7 1.7 0 001.8.3H9a1.7 1.7 0 001-1.5V3a2 2 0 014 0v.1a1.7 1.7 0 001 1.5 1.7 1.7 0 001.8-.3l.1-.1a2 2 0 112.8 2.8l-.1.1a1.7 1.7 0 00-.3 1.8V9a1.7 1.7 0 001.5 1H21a2 2 0 010 4h-.1a1.7 1.7 0 00-1.5 1z" />
  </>,
);
export const KeyIcon = stroke(
  <>
    <circle cx="7.5" cy="15.5" r="4.5" />
    <path d="M10.7 12.3L21 2M17 6l3 3M14 9l2 2" />
  </>,
);
export const PlusIcon = stroke(
  <>
    <path d="M12 5v14M5 12h14" />
  </>,
);
export const ArrowUpRightIcon = stroke(
  <>
    <path d="M7 17L17 7M8 7h9v9" />
  </>,
);
export const PlayIcon = stroke(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M10 8l6 4-6 4z" fill="currentColor" />
  </>,
);
/** Google's four-colour "G" (brand colours, so not currentColor). */
export function GoogleIcon({ size = 24, ...props }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path
        fill="#4285F4"
        d="M22.5 12.2c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 01-2.2 3.3v2.7h3.5c2.1-1.9 3.3-4.7 3.3-8z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.5-2.7c-1 .7-2.3 1.1-3.8 1.1-2.9 0-5.4-2-6.3-4.6H2.1v2.8A11 11 0 0012 23z"
      />
      <path fill="#FBBC05" d="M5.7 14.1a6.6 6.6 0 010-4.2V7.1H2.1a11 11 0 000 9.8z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 002.1 7.1l3.6 2.8C6.6 7.3 9.1 5.4 12 5.4z"
      />
    </svg>
  );
}

// Game lobby primitives (issue 4, W3).
export const StarIcon = stroke(
  <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />,
);
export const ClockIcon = stroke(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
