import type { ElementType, ReactNode } from "react";
import { Link } from "react-router";
import type { IconName } from "../../../server/modules/content/blocks";

/** Small building blocks shared by the CMS block components. */

export const container = "mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8";
export const section = "py-10 md:py-16";
export const sectionTitle = "font-display text-2xl font-semibold tracking-tight text-ink md:text-4xl";
export const focusRing =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent";

/**
 * The frame most blocks share: a padded, centred section labelled by its optional title. `narrow`
 * keeps long-form blocks (lists, accordions) to a readable measure.
 */
export function TitledSection({
  block,
  titleClassName,
  variant,
  narrow = false,
  children,
}: {
  block: { id: string; title?: string | null };
  titleClassName: string;
  variant?: string;
  narrow?: boolean;
  children: ReactNode;
}) {
  const body = (
    <>
      {block.title && (
        <h2 id={`${block.id}-title`} className={`${sectionTitle} ${titleClassName}`}>
          {block.title}
        </h2>
      )}
      {children}
    </>
  );
  return (
    <section className={`${container} ${section}`} data-variant={variant} aria-labelledby={block.title ? `${block.id}-title` : undefined}>
      {narrow ? <div className="mx-auto max-w-3xl">{body}</div> : body}
    </section>
  );
}

/**
 * Sanitised marketing text or HTML. The block schemas sanitise every such field when a page is saved
 * and again when it is loaded for rendering (server/modules/content/sanitize.ts), so only that
 * output reaches this component.
 */
export function RichText({ html, as: Tag = "span", className = "" }: { html: string; as?: ElementType; className?: string }) {
  return (
    <Tag
      className={`[&_a]:font-semibold [&_a]:underline [&_a]:decoration-2 [&_a]:underline-offset-4 ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

function isExternal(url: string) {
  return /^(https?:|mailto:|tel:)/i.test(url);
}

/** A link to a path of this shop (client-side navigation) or elsewhere. */
export function SmartLink({ url, className, children, ...rest }: { url: string; className?: string; children: ReactNode; "aria-label"?: string }) {
  if (isExternal(url)) {
    const web = /^https?:/i.test(url);
    return (
      <a href={url} className={className} {...(web ? { target: "_blank", rel: "noopener noreferrer" } : {})} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={url} className={className} {...rest}>
      {children}
    </Link>
  );
}

type ButtonVariant = "primary" | "accent" | "light" | "outline" | "outlineLight";
const buttonStyles: Record<ButtonVariant, string> = {
  primary: "bg-brand text-white hover:bg-brand/90",
  accent: "bg-accent text-white hover:bg-accent/90",
  light: "bg-white text-ink hover:bg-white/90",
  outline: "border-2 border-brand text-brand hover:bg-brand hover:text-white",
  outlineLight: "border-2 border-white/80 text-white hover:bg-white hover:text-ink",
};

export function buttonClass(variant: ButtonVariant = "primary") {
  return `inline-flex min-h-12 items-center justify-center gap-2 rounded-button px-6 py-3 text-sm font-semibold tracking-wide transition-colors ${buttonStyles[variant]} ${focusRing}`;
}

export function CtaButton({ cta, variant = "primary" }: { cta: { label: string; url: string }; variant?: ButtonVariant }) {
  return (
    <SmartLink url={cta.url} className={buttonClass(variant)}>
      {cta.label}
    </SmartLink>
  );
}

export function ArrowLink({ cta, className = "" }: { cta: { label: string; url: string }; className?: string }) {
  return (
    <SmartLink url={cta.url} className={`group inline-flex items-center gap-2 font-semibold text-brand ${focusRing} ${className}`}>
      <span className="underline-offset-4 group-hover:underline">{cta.label}</span>
      <ArrowIcon className="size-4 transition-transform group-hover:translate-x-1" />
    </SmartLink>
  );
}

/** CMS images: lazy unless they are the first thing on the page. */
export function Img({
  image,
  className = "",
  eager = false,
  width = 1200,
  height = 900,
}: {
  image: { src: string; alt: string };
  className?: string;
  eager?: boolean;
  width?: number;
  height?: number;
}) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      {...(eager ? { fetchPriority: "high" as const } : {})}
      className={className}
    />
  );
}

export function Eyebrow({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <p className={`text-xs font-bold tracking-[0.18em] uppercase ${className || "text-accent"}`}>{children}</p>;
}

function Svg({ children, className = "size-6" }: { children: ReactNode; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}

export const ArrowIcon = ({ className }: { className?: string }) => (
  <Svg className={className}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Svg>
);
export const ChevronIcon = ({ className, direction = "right" }: { className?: string; direction?: "left" | "right" | "down" }) => (
  <Svg className={className}>
    <path d={direction === "left" ? "M15 6l-6 6 6 6" : direction === "down" ? "M6 9l6 6 6-6" : "M9 6l6 6-6 6"} />
  </Svg>
);
export const CheckIcon = ({ className }: { className?: string }) => (
  <Svg className={className}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Svg>
);
export const CloseIcon = ({ className }: { className?: string }) => (
  <Svg className={className}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Svg>
);
export const PlayIcon = ({ className }: { className?: string }) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} fill="currentColor">
    <path d="M8 5.5v13a1 1 0 001.5.9l10.4-6.5a1 1 0 000-1.8L9.5 4.6A1 1 0 008 5.5z" />
  </svg>
);

const iconPaths: Record<IconName, ReactNode> = {
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

export function BlockIcon({ name, className }: { name: IconName; className?: string }) {
  return <Svg className={className}>{iconPaths[name]}</Svg>;
}

/** Whether a hero-like block is the page's first: it then carries the page's h1. */
export type BlockPosition = { isFirst: boolean };
