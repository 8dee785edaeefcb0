import type { ElementType, ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses, type ButtonVariant } from "../ui/Button";
import { ArrowRightIcon } from "../ui/icons";

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

type CtaVariant = Extract<ButtonVariant, "primary" | "accent" | "light" | "outline" | "outlineLight">;

/** The size of a CMS call-to-action; its colours are the shop's buttons (ui/Button). */
export const ctaSize = "min-h-12 gap-2 px-6 py-3 text-sm tracking-wide";

export function buttonClass(variant: CtaVariant = "primary") {
  return buttonClasses({ variant, size: "bare", className: ctaSize });
}

export function CtaButton({ cta, variant = "primary" }: { cta: { label: string; url: string }; variant?: CtaVariant }) {
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
      <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-1" />
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

/** Whether a hero-like block is the page's first: it then carries the page's h1. */
export type BlockPosition = { isFirst: boolean };

/**
 * The message over a banner's image (banner, hero slides): eyebrow, heading, text and button, in
 * white on a dark image or ink on a light one. `darkCta` is the button's look on a dark image.
 */
export function MessageOverImage({
  dark,
  eyebrow,
  heading,
  text,
  textClassName,
  cta,
  darkCta,
  className,
}: {
  dark: boolean;
  eyebrow?: string | null;
  heading: ReactNode;
  text?: string | null;
  textClassName: string;
  cta?: { label: string; url: string } | null;
  darkCta: CtaVariant;
  className: string;
}) {
  return (
    <div className={`flex max-w-xl flex-col gap-4 ${dark ? "text-white" : "text-ink"} ${className}`}>
      {eyebrow && <Eyebrow className={dark ? "text-white/85" : "text-accent"}>{eyebrow}</Eyebrow>}
      {heading}
      {text && <RichText as="p" html={text} className={`${textClassName} ${dark ? "text-white/85" : "text-muted"}`} />}
      {cta && (
        <div className="pt-2">
          <CtaButton cta={cta} variant={dark ? darkCta : "primary"} />
        </div>
      )}
    </div>
  );
}

/**
 * The inside of a CMS card (carousel slide, grid item): picture, title, text and a link at the
 * foot. `compact` is the narrower carousel card: less padding and smaller text.
 */
export function CardContent({
  item,
  titleClassName = "text-lg",
  compact = false,
}: {
  item: { image?: { src: string; alt: string } | null; title: string; text?: string | null; link?: { label: string; url: string } | null };
  titleClassName?: string;
  compact?: boolean;
}) {
  return (
    <>
      {item.image && <Img image={item.image} className="aspect-[4/3] w-full object-cover" />}
      <div className={`flex flex-1 flex-col gap-2 ${compact ? "p-5" : "p-6"}`}>
        <h3 className={`font-display font-semibold text-ink ${titleClassName}`}>{item.title}</h3>
        {item.text && <RichText as="p" html={item.text} className={`leading-relaxed text-muted ${compact ? "text-sm" : ""}`} />}
        {item.link && <ArrowLink cta={item.link} className={`mt-auto text-sm ${compact ? "pt-2" : "pt-3"}`} />}
      </div>
    </>
  );
}
