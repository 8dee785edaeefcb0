import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";
import { Link, type LinkProps } from "react-router";

/**
 * The shop's buttons: one look per variant, so a new page does not copy a class string.
 * `Button` renders a <button> (type="button" unless told), `ButtonLink` a router <Link> that looks
 * like one, and `buttonClasses()` is the same look for an element that must stay something else
 * (a <summary>, an <a> with a plain href). Layout that belongs to one place (width, margin, gap)
 * goes in `className`; colour, shape, hover and focus stay here.
 */
/** `accent`, `light` and `outlineLight` are for buttons on the brand colour or a photo (CMS blocks). */
export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "quiet" | "danger" | "dangerText" | "accent" | "light" | "outlineLight";
export type ButtonSize = "sm" | "md" | "lg" | "bare";

const base = "inline-flex items-center justify-center rounded-button transition focus-visible:outline-2 focus-visible:outline-offset-2";

/** Colour, hover and focus-ring colour of each variant (no two variants share a property with base). */
const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand text-white shadow-sm hover:brightness-110 focus-visible:outline-brand",
  secondary: "text-brand ring-1 ring-brand/30 hover:bg-brand-soft focus-visible:outline-brand",
  outline: "border border-brand text-brand hover:bg-brand-soft focus-visible:outline-brand",
  ghost: "text-brand hover:bg-brand-soft focus-visible:outline-brand",
  quiet: "text-ink hover:bg-brand-soft focus-visible:outline-brand",
  danger: "bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700",
  dangerText: "text-red-700 hover:bg-red-50 focus-visible:outline-red-700",
  accent: "bg-accent text-white shadow-sm hover:brightness-110 focus-visible:outline-accent",
  light: "bg-white text-ink hover:bg-white/90 focus-visible:outline-accent",
  outlineLight: "border-2 border-white/80 text-white hover:bg-white hover:text-ink focus-visible:outline-accent",
};

/**
 * Height, padding and weight. `bare` sets only the weight: the caller gives height and padding
 * (never mix a size's padding with another padding in className, the two would conflict).
 */
const sizes: Record<ButtonSize, string> = {
  sm: "min-h-11 px-5 text-sm font-semibold",
  md: "min-h-12 px-7 font-semibold",
  lg: "min-h-14 px-7 text-base font-bold",
  bare: "font-semibold",
};

/** Disabled: not allowed; busy (a submit in flight, `busy` prop): a waiting cursor. */
const disabledLook = "disabled:cursor-not-allowed disabled:opacity-60";
const busyLook = "disabled:cursor-wait disabled:opacity-70";

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

export function buttonClasses({ variant = "primary", size = "md", className, busy = false }: ButtonStyle & { busy?: boolean } = {}): string {
  return [base, variants[variant], sizes[size], busy ? busyLook : disabledLook, className].filter(Boolean).join(" ");
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonStyle & {
    ref?: Ref<HTMLButtonElement>;
    /** A submit in flight: disabled, aria-busy and a waiting cursor. */
    busy?: boolean;
  };

export function Button({ variant, size, className, busy, type = "button", disabled, ...props }: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy}
      className={buttonClasses({ variant, size, className, busy })}
      {...props}
    />
  );
}

type ButtonLinkProps = LinkProps & ButtonStyle & { children?: ReactNode };

export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses({ variant, size, className })} {...props} />;
}
