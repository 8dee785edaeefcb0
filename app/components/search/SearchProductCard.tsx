import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { SearchHit } from "../../../server/modules/search/types";
import { useFormat } from "../../lib/use-format";
import { StrikeThroughMark } from "../ui/icons";
import { colourSwatches, highlights, productHref } from "./hit-display";

const MAX_SWATCHES = 5;

/**
 * Search product card (000 §2): Pre-order and Out of stock badges, image, name, 'From {weight}',
 * gear and material highlights, price with was_price struck through, and colour swatches crossed
 * out when that colour is out of stock. The name is the link; it stretches over the whole card.
 */
export function SearchProductCard({ hit, headingLevel = 3, eager = false }: { hit: SearchHit; headingLevel?: 2 | 3; eager?: boolean }) {
  const { t } = useTranslation("search");
  const format = useFormat();
  const swatches = colourSwatches(hit);
  const shown = swatches.slice(0, MAX_SWATCHES);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const onSale = hit.was_price !== null && hit.was_price > hit.price;

  return (
    <article
      data-search-card={hit.objectID}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-black/[0.07] transition-shadow duration-200 hover:shadow-[0_12px_32px_-12px_rgba(15,61,46,0.28)] focus-within:ring-2 focus-within:ring-brand"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-brand-soft">
        {hit.image ? (
          <img
            src={hit.image}
            alt={hit.image_alt || ""}
            width={400}
            height={300}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            className="size-full object-cover transition-transform duration-300 ease-out group-hover:scale-[1.04]"
          />
        ) : null}
        {(hit.preOrder || !hit.product_stock) && (
          <div className="absolute top-2.5 left-2.5 flex flex-wrap gap-1.5">
            {hit.preOrder && (
              <span data-badge="pre-order" className="rounded-full bg-accent px-2.5 py-1 text-[11px] leading-none font-bold tracking-wide text-white uppercase">
                {t("card.preOrder")}
              </span>
            )}
            {!hit.product_stock && (
              <span data-badge="out-of-stock" className="rounded-full bg-ink/85 px-2.5 py-1 text-[11px] leading-none font-bold tracking-wide text-white uppercase">
                {t("card.outOfStock")}
              </span>
            )}
          </div>
        )}
      </div>

      <div className="flex flex-1 flex-col gap-1.5 p-3.5 sm:p-4">
        <Heading className="font-display text-[15px] leading-snug font-semibold text-ink sm:text-base">
          <Link
            to={productHref(hit.url)}
            className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-['']"
          >
            {hit.name}
          </Link>
        </Heading>
        <p className="text-[13px] text-muted">{t("card.fromWeight", { weight: format.weight(hit.weight) })}</p>

        {highlights(hit).length > 0 && (
          <ul className="flex flex-wrap gap-1.5 pt-0.5">
            {highlights(hit).map((h) => (
              <li key={h.kind} data-highlight={h.kind} className="rounded-md bg-brand-soft px-2 py-0.5 text-[12px] font-medium text-brand">
                <span className="sr-only">{t(`card.${h.kind}`)}: </span>
                {h.value}
              </li>
            ))}
          </ul>
        )}

        <div className="mt-auto flex flex-wrap items-end justify-between gap-x-3 gap-y-2 pt-2">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="sr-only">{t("card.price")}: </span>
            <span data-price className={`text-[17px] font-bold tabular-nums ${onSale ? "text-accent" : "text-ink"}`}>{format.money(hit.price)}</span>
            {onSale && (
              <s data-was-price className="text-[13px] text-muted tabular-nums">
                <span className="sr-only">{t("card.wasPrice", { price: "" })}</span>
                {format.money(hit.was_price as number)}
              </s>
            )}
          </p>
          {shown.length > 0 && (
            <ul aria-label={t("card.colours")} className="flex items-center gap-1.5">
              {shown.map((swatch) => (
                <li key={swatch.name}>
                  <span
                    role="img"
                    aria-label={swatch.inStock ? swatch.name : t("card.colourOutOfStock", { colour: swatch.name })}
                    title={swatch.inStock ? swatch.name : t("card.colourOutOfStock", { colour: swatch.name })}
                    data-swatch={swatch.name}
                    data-out-of-stock={swatch.inStock ? undefined : ""}
                    className={`relative block size-[18px] overflow-hidden rounded-full ring-1 ring-black/20 ring-offset-1 ${swatch.inStock ? "" : "opacity-70"}`}
                    style={{ backgroundColor: swatch.hex }}
                  >
                    {!swatch.inStock && (
                      <StrikeThroughMark className="absolute inset-0 size-full" />
                    )}
                  </span>
                </li>
              ))}
              {swatches.length > shown.length && (
                <li className="text-[12px] font-medium text-muted">+{swatches.length - shown.length}</li>
              )}
            </ul>
          )}
        </div>
      </div>
    </article>
  );
}
