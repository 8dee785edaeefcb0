import type { ReactNode, SVGProps } from "react";
import type { IconName } from "../../../server/modules/content/blocks";

/** Line icons on a 24px grid; decorative by default (the control around them carries the name). */
type IconProps = SVGProps<SVGSVGElement>;

function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={24}
      height={24}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const MenuIcon = (p: IconProps) => <Icon {...p}><path d="M4 7h16M4 12h16M4 17h16" /></Icon>;
export const CloseIcon = (p: IconProps) => <Icon {...p}><path d="M6 6l12 12M18 6L6 18" /></Icon>;
export const ChevronRightIcon = (p: IconProps) => <Icon {...p}><path d="M9 6l6 6-6 6" /></Icon>;
export const ChevronLeftIcon = (p: IconProps) => <Icon {...p}><path d="M15 6l-6 6 6 6" /></Icon>;
export const ChevronDownIcon = (p: IconProps) => <Icon {...p}><path d="M6 9l6 6 6-6" /></Icon>;
export const ArrowRightIcon = (p: IconProps) => <Icon {...p}><path d="M5 12h14M13 6l6 6-6 6" /></Icon>;
export const ExternalIcon = (p: IconProps) => <Icon {...p}><path d="M14 5h5v5M19 5l-8 8M17 14v5H5V7h5" /></Icon>;
export const TrashIcon = (p: IconProps) => (
  <Icon {...p}><path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 002 2h6a2 2 0 002-2l1-12M9 7V4h6v3" /></Icon>
);
export const AlertIcon = (p: IconProps) => (
  <Icon {...p}><circle cx="12" cy="12" r="9" /><path d="M12 7.5v5.5M12 16.5v.01" /></Icon>
);
export const MinusIcon = (p: IconProps) => <Icon {...p}><path d="M6 12h12" /></Icon>;
export const PlusIcon = (p: IconProps) => <Icon {...p}><path d="M12 6v12M6 12h12" /></Icon>;
export const CheckIcon = (p: IconProps) => <Icon {...p}><path d="M5 12.5l4.5 4.5L19 7.5" /></Icon>;
export const UserIcon = (p: IconProps) => (
  <Icon {...p}><circle cx="12" cy="8" r="4" /><path d="M4 20c1.5-3.5 4.5-5 8-5s6.5 1.5 8 5" /></Icon>
);
export const BagIcon = (p: IconProps) => (
  <Icon {...p}><path d="M5 8h14l-1 12H6L5 8z" /><path d="M9 8V6a3 3 0 016 0v2" /></Icon>
);
export const PinIcon = (p: IconProps) => (
  <Icon {...p}><path d="M12 21s-7-6.2-7-11.5a7 7 0 0114 0C19 14.8 12 21 12 21z" /><circle cx="12" cy="9.5" r="2.5" /></Icon>
);
export const ArrowLeftIcon = (p: IconProps) => <Icon {...p}><path d="M19 12H5M11 6l-6 6 6 6" /></Icon>;
export const SearchIcon = (p: IconProps) => (
  <Icon {...p}><circle cx="11" cy="11" r="6.5" /><path d="M16 16l4.5 4.5" /></Icon>
);
/** The filters button: three lines, each shorter than the one above. */
export const FilterIcon = (p: IconProps) => <Icon {...p}><path d="M4 6h16M7 12h10M10 18h4" /></Icon>;
/** A bike seen from the side, for "nothing found" states. */
export const NoResultsBikeIcon = (p: IconProps) => (
  <Icon {...p}><circle cx="6" cy="16" r="3.5" /><circle cx="18" cy="16" r="3.5" /><path d="M6 16l4-7h5l3 7M10 9L9 6.5H7.5M15 9l1-2.5h2" /></Icon>
);
/** Result views: a grid of tiles and a list of rows (filled, on a 20px grid). */
export const GridViewIcon = (p: IconProps) => (
  <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false" {...p}>
    <rect x="3" y="3" width="6" height="6" rx="1" /><rect x="11" y="3" width="6" height="6" rx="1" /><rect x="3" y="11" width="6" height="6" rx="1" /><rect x="11" y="11" width="6" height="6" rx="1" />
  </svg>
);
export const ListViewIcon = (p: IconProps) => (
  <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false" {...p}>
    <rect x="3" y="4" width="14" height="3" rx="1" /><rect x="3" y="9" width="14" height="3" rx="1" /><rect x="3" y="14" width="14" height="3" rx="1" />
  </svg>
);
export const PlayIcon = (p: IconProps) => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...p}>
    <path d="M8 5.5v13a1 1 0 001.5.9l10.4-6.5a1 1 0 000-1.8L9.5 4.6A1 1 0 008 5.5z" />
  </svg>
);
/** A colour swatch that is out of stock: a white-edged stroke across it, drawn to the swatch's size. */
export const StrikeThroughMark = (p: IconProps) => (
  <svg viewBox="0 0 18 18" aria-hidden="true" focusable="false" {...p}>
    <line x1="2" y1="16" x2="16" y2="2" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" />
    <line x1="2" y1="16" x2="16" y2="2" stroke="#14201b" strokeWidth="1.5" strokeLinecap="round" />
  </svg>
);

/** The icons an editor picks by name in CMS blocks (USP banner, support grid). */
const namedIconPaths: Record<IconName, ReactNode> = {
  bike: (
    <>
      <circle cx="6" cy="16" r="3.5" />
      <circle cx="18" cy="16" r="3.5" />
      <path d="M6 16l4-7h6l2 7M10 9l3 7h-2M15 5h2.5l.5 4" />
    </>
  ),
  fold: (
    <>
      <circle cx="9" cy="15" r="4" />
      <circle cx="14" cy="15" r="4" />
      <path d="M7 7h6l2 4" />
    </>
  ),
  truck: (
    <>
      <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7" />
      <circle cx="7" cy="17.5" r="1.8" />
      <circle cx="17" cy="17.5" r="1.8" />
    </>
  ),
  shield: <path d="M12 3l7 3v5c0 5-3.5 8.5-7 10-3.5-1.5-7-5-7-10V6l7-3zM9 12l2 2 4-4" />,
  wrench: <path d="M14.5 6.5a4 4 0 005 5l-8 8a2.1 2.1 0 01-3-3l8-8a4 4 0 01-2-2zM16 3.5a4 4 0 00-1.5 3" />,
  chat: <path d="M4 5h16v11H9l-5 4V5zM8 10h8M8 13h5" />,
  leaf: <path d="M5 19c0-8 5-13 15-14-1 10-6 15-14 15M5 19l7-7" />,
  ruler: <path d="M3 16L16 3l5 5L8 21l-5-5zM7 12l2 2M10 9l2 2M13 6l2 2" />,
  box: <path d="M3 7l9-4 9 4v10l-9 4-9-4V7zM3 7l9 4 9-4M12 11v10" />,
  train: (
    <>
      <rect x="5" y="3" width="14" height="14" rx="3" />
      <path d="M5 10h14M8 21l2-4M16 21l-2-4" />
      <circle cx="9" cy="13.5" r=".6" />
      <circle cx="15" cy="13.5" r=".6" />
    </>
  ),
  battery: <path d="M3 8h15v8H3zM18 11h2v2h-2M10 9.5l-2 3h3l-2 3" />,
  map: <path d="M9 4L3 6v14l6-2 6 2 6-2V4l-6 2-6-2zM9 4v14M15 6v14" />,
  heart: <path d="M12 20s-8-4.5-8-10.5A4.5 4.5 0 0112 7a4.5 4.5 0 018 2.5C20 15.5 12 20 12 20z" />,
  star: <path d="M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.4 6.5 20.3l1-6.2L3 9.7l6.2-.9L12 3z" />,
  return: <path d="M9 14L4 9l5-5M4 9h10a6 6 0 010 12h-3" />,
  calendar: <path d="M4 6h16v14H4zM4 10h16M8 3v4M16 3v4" />,
};

export function NamedIcon({ name, ...p }: IconProps & { name: IconName }) {
  return <Icon {...p}>{namedIconPaths[name]}</Icon>;
}

/** The brand mark: two wheels joined by a fold line (the fold in the accent colour). */
export const LogoMark = (p: IconProps) => (
  <svg viewBox="0 0 32 32" width={30} height={30} aria-hidden="true" focusable="false" {...p}>
    <circle cx="9" cy="20" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
    <circle cx="23" cy="20" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
    <path d="M9 20l7-11 7 11" fill="none" stroke="var(--colour-accent)" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** Brand marks are filled shapes, drawn from the networks' public logo geometry, simplified. */
function Mark({ children, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width={20} height={20} fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

export const FacebookIcon = (p: IconProps) => (
  <Mark {...p}><path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H7.9v3h2.6V21h3z" /></Mark>
);
export const InstagramIcon = (p: IconProps) => (
  <Mark {...p}>
    <path d="M12 7.3a4.7 4.7 0 100 9.4 4.7 4.7 0 000-9.4zm0 7.7a3 3 0 110-6 3 3 0 010 6zm4.9-7.9a1.1 1.1 0 11-2.2 0 1.1 1.1 0 012.2 0z" />
    <path d="M12 3c-2.4 0-2.7 0-3.7.1-3.3.1-5 1.8-5.1 5.1C3 9.2 3 9.6 3 12s0 2.8.1 3.7c.1 3.3 1.8 5 5.1 5.1 1 .1 1.3.1 3.8.1s2.8 0 3.7-.1c3.3-.1 5-1.8 5.1-5.1.1-1 .1-1.3.1-3.7s0-2.8-.1-3.7c-.1-3.3-1.8-5-5.1-5.1C14.7 3 14.4 3 12 3zm0 1.6c2.4 0 2.7 0 3.6.1 2.4.1 3.5 1.2 3.6 3.6.1.9.1 1.2.1 3.6s0 2.7-.1 3.6c-.1 2.4-1.2 3.5-3.6 3.6-.9.1-1.2.1-3.6.1s-2.7 0-3.6-.1c-2.4-.1-3.5-1.2-3.6-3.6C4.7 14.7 4.6 14.4 4.6 12s0-2.7.1-3.6c.1-2.4 1.2-3.5 3.6-3.6.9-.1 1.2-.1 3.7-.1z" />
  </Mark>
);
export const YouTubeIcon = (p: IconProps) => (
  <Mark {...p}><path d="M21.6 7.2a2.5 2.5 0 00-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 002.4 7.2 26 26 0 002 12a26 26 0 00.4 4.8 2.5 2.5 0 001.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 001.8-1.8A26 26 0 0022 12a26 26 0 00-.4-4.8zM10 15V9l5.2 3L10 15z" /></Mark>
);
export const XIcon = (p: IconProps) => (
  <Mark {...p}><path d="M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z" /></Mark>
);
export const TikTokIcon = (p: IconProps) => (
  <Mark {...p}><path d="M16.6 3c.3 2.3 1.6 3.8 3.9 3.9v2.6c-1.4.1-2.6-.3-3.9-1.1v5.1c0 6.5-7.1 8.5-9.9 3.9-1.8-3 -.7-8.2 5.1-8.4v2.7c-.4.1-.9.2-1.3.3-1.3.4-2 1.3-1.8 2.8.4 2.8 5.5 3.6 5.1-1.8V3h2.8z" /></Mark>
);
export const AppleIcon = (p: IconProps) => (
  <Mark {...p}><path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.2-1.7-3-1.9-3.6-2-1.5-.2-3 .9-3.8.9s-2-.9-3.3-.9C6.1 7 4.5 8 3.7 9.5c-1.8 3.1-.5 7.6 1.3 10.1.8 1.2 1.8 2.6 3.1 2.5 1.2 0 1.7-.8 3.2-.8s1.9.8 3.2.8c1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8-.1 0-2.5-1-2.5-3.8zM14 5.4c.7-.8 1.1-1.9 1-3-1 0-2.1.6-2.8 1.4-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.5 2.8-1.3z" /></Mark>
);
export const GooglePlayIcon = (p: IconProps) => (
  <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" focusable="false" {...p}>
    <path fill="#34a853" d="M3.6 2.3l10.1 9.7-10.1 9.7c-.4-.2-.6-.7-.6-1.2V3.5c0-.5.2-1 .6-1.2z" />
    <path fill="#fbbc04" d="M17.1 8.7l-3.4 3.3 3.4 3.3 3.9-2.2c.9-.5.9-1.8 0-2.3l-3.9-2.1z" />
    <path fill="#4285f4" d="M3.6 2.3c.3-.2.8-.2 1.2 0l12.3 6.4-3.4 3.3L3.6 2.3z" />
    <path fill="#ea4335" d="M13.7 12l3.4 3.3-12.3 6.4c-.4.2-.9.2-1.2 0L13.7 12z" />
  </svg>
);
