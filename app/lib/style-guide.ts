import type { StyleGuide } from "../../server/modules/content/types";

const SAFE_VALUE = /^[#(),.%\w\s'"-]+$/;

/** The CMS style guide as CSS variables (000 §3 Style guide); values that could break out are dropped. */
export function styleGuideCss(guide: StyleGuide): string {
  const vars: Record<string, string> = {
    "--colour-primary": guide.colours.primary,
    "--colour-secondary": guide.colours.secondary,
    "--colour-accent": guide.colours.accent,
    "--colour-text": guide.colours.text,
    "--colour-background": guide.colours.background,
    "--colour-muted": guide.colours.muted,
    "--font-heading": guide.fonts.heading,
    "--font-body": guide.fonts.body,
    "--top-bar-background": guide.topBarBackground,
    "--button-radius": guide.buttonRadius,
  };
  const body = Object.entries(vars)
    .filter(([, value]) => typeof value === "string" && SAFE_VALUE.test(value))
    .map(([name, value]) => `${name}:${value}`)
    .join(";");
  return `:root{${body}}`;
}
