import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { CountryLink } from "../../../server/modules/storefront/service";
import type { Footer as FooterData, SocialNetwork } from "../../../server/modules/content/types";
import { AppleIcon, FacebookIcon, GooglePlayIcon, InstagramIcon, TikTokIcon, XIcon, YouTubeIcon } from "../ui/icons";
import { trackFooterClick } from "./analytics-events";
import { CountryButton } from "./Flag";
import { GiftIcon } from "../gift-certificates/GiftIcon";
import { MenuLink } from "./MenuLink";
import { opens } from "./lazy-overlays";

/** Column index under which the app-store section sits (000 §2 Layout). */
export const APP_STORE_COLUMN = 3;

const socialIcons: Record<SocialNetwork, typeof FacebookIcon> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  youtube: YouTubeIcon,
  x: XIcon,
  tiktok: TikTokIcon,
};

const socialNames: Record<SocialNetwork, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  youtube: "YouTube",
  x: "X",
  tiktok: "TikTok",
};

/** Footer (000 §2 Layout, §9): four columns, app stores under column 3, social links, legal line. */
export function Footer({ footer, brandName, country, sellsOnline = false }: { footer: FooterData; brandName: string; country: CountryLink | undefined; sellsOnline?: boolean }) {
  const { t } = useTranslation("layout");
  return (
    <footer aria-label={t("footer.label")} className="mt-16 bg-[var(--top-bar-background)] text-white">
      <div className="mx-auto max-w-7xl px-5 pt-14 pb-8 lg:px-8">
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-4">
          {footer.columns.map((column, index) => (
            <section key={`${column.title}|${index}`} data-footer-column={index} aria-labelledby={`footer-column-${index}`}>
              <h2 id={`footer-column-${index}`} className="text-xs font-semibold tracking-[0.14em] text-white/60 uppercase">
                {column.title}
              </h2>
              <ul className="mt-4 space-y-3">
                {column.links.map((link) => (
                  <li key={`${link.name}|${link.url}`}>
                    <MenuLink
                      url={link.url}
                      linkType={link.linkType}
                      onClick={() => trackFooterClick(link.name, link.url)}
                      className="text-[15px] text-white/90 transition-colors hover:text-white hover:underline"
                    >
                      {link.name}
                    </MenuLink>
                  </li>
                ))}
              </ul>
              {index === APP_STORE_COLUMN && footer.appStores.length > 0 && (
                <div data-app-stores className="mt-8">
                  <h3 className="text-xs font-semibold tracking-[0.14em] text-white/60 uppercase">{t("footer.getTheApp")}</h3>
                  <ul className="mt-4 flex flex-col items-start gap-3">
                    {footer.appStores.map((app) => (
                      <li key={app.store}>
                        <a
                          href={app.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          onClick={() => trackFooterClick(app.label, app.url)}
                          className="inline-flex items-center gap-2.5 rounded-xl border border-white/25 bg-black px-4 py-2 text-sm font-medium text-white transition-colors hover:border-white/60"
                        >
                          {app.store === "apple" ? <AppleIcon /> : <GooglePlayIcon />}
                          {app.label}
                          <span className="sr-only"> {t("opensInNewTab")}</span>
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </section>
          ))}
        </div>

        <div className="mt-14 flex flex-col gap-6 border-t border-white/15 pt-8 md:flex-row md:items-center md:justify-between">
          <div className="flex items-center gap-4">
            <span className="text-sm text-white/70">{t("footer.followUs")}</span>
            <ul className="flex gap-2">
              {footer.social.map((social) => {
                const Icon = socialIcons[social.network];
                const name = t("footer.socialLink", { brand: brandName, network: socialNames[social.network] });
                return (
                  <li key={social.network}>
                    <a
                      href={social.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={name}
                      title={name}
                      data-social={social.network}
                      onClick={() => trackFooterClick(social.network, social.url)}
                      className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white hover:text-brand"
                    >
                      <Icon />
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
          <div className="flex flex-wrap items-center gap-3">
          {/* Issue 19: the gift certificate page, on every storefront that sells online (a shop function, not CMS content). */}
          {sellsOnline && (
            <Link
              to="/gift-certificates"
              data-gift-certificates-link
              onClick={() => trackFooterClick("gift_certificates", "/gift-certificates")}
              className="inline-flex items-center gap-2 self-start rounded-full border border-white/25 px-4 py-2 text-sm text-white/90 hover:border-white/60 md:self-auto"
            >
              <GiftIcon width={18} height={18} />
              {t("footer.giftCertificates")}
            </Link>
          )}
          <button
            type="button"
            data-newsletter-button
            {...opens("newsletter", () => trackFooterClick("newsletter", ""))}
            className="inline-flex items-center gap-2 self-start rounded-full border border-white/25 px-4 py-2 text-sm text-white/90 hover:border-white/60 md:self-auto"
          >
            {t("footer.newsletter")}
          </button>
          {country && (
            <CountryButton
              country={country}
              track={() => trackFooterClick("country_selector", "")}
              className="inline-flex items-center gap-2 self-start rounded-full border border-white/25 px-4 py-2 text-sm text-white/90 hover:border-white/60 md:self-auto"
            />
          )}
          </div>
        </div>
        <p className="mt-8 text-xs text-white/60">{footer.legal}</p>
      </div>
    </footer>
  );
}
