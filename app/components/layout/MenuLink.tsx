import type { AnchorHTMLAttributes, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useIntentPrefetch } from "../../lib/page-prefetch";

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "target" | "rel">;

/**
 * A CMS link: internal links navigate in the app, external ones open in a new tab (000 §3 Menu
 * item) and say so to screen readers. Extra props (from Radix `asChild`) reach the anchor.
 */
export function MenuLink({
  url,
  linkType,
  children,
  ...anchorProps
}: AnchorProps & { url: string; linkType: "internal" | "external"; children: ReactNode }) {
  const { t } = useTranslation("layout");
  const prefetchOnIntent = useIntentPrefetch(url, anchorProps);
  if (linkType === "external") {
    return (
      <a {...anchorProps} href={url} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="sr-only"> {t("opensInNewTab")}</span>
      </a>
    );
  }
  return (
    <Link {...anchorProps} {...prefetchOnIntent} to={url}>
      {children}
    </Link>
  );
}
