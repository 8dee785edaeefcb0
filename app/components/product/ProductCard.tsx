import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ProductCard as Card } from "../../../server/modules/catalog/types";
import { useFormat } from "../../lib/use-format";
import { useIntentPrefetch } from "../../lib/page-prefetch";
import { Price } from "./Price";
import { ColourDot } from "./ColourDot";
import { WishlistHeart } from "../wishlist/WishlistHeart";

const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent";

/** A product in a grid or list: image, badges, name, highlights, colours and price. */
/**
 * `priority`: "lazy" below the fold; "eager" for the first row; "high" for the first card, whose
 * image is the page's largest paint on a category page.
 */
export function ProductCard({
  product,
  layout = "grid",
  showPrice = true,
  headingLevel = 2,
  priority = "lazy",
}: {
  product: Card;
  layout?: "grid" | "list";
  showPrice?: boolean;
  headingLevel?: 2 | 3;
  priority?: "lazy" | "eager" | "high";
}) {
  const { t } = useTranslation("catalog");
  const prefetchOnIntent = useIntentPrefetch(product.url);
  const format = useFormat();
  const Title = `h${headingLevel}` as "h2" | "h3";
  const list = layout === "list";
  return (
    <article
      data-testid="product-card"
      className={`group relative flex overflow-hidden rounded-2xl bg-white ring-1 ring-ink/10 transition-shadow hover:shadow-lg ${list ? "flex-row" : "h-full flex-col"}`}
    >
      <div className={`relative shrink-0 overflow-hidden bg-[#f3f5f2] ${list ? "w-36 sm:w-56" : "aspect-[4/3] w-full"}`}>
        <img
          src={product.image}
          alt={product.imageAlt}
          width={800}
          height={600}
          loading={priority === "lazy" ? "lazy" : "eager"}
          decoding={priority === "lazy" ? "async" : "auto"}
          {...(priority === "high" ? { fetchPriority: "high" as const } : {})}
          className="size-full object-contain transition-transform duration-500 group-hover:scale-105"
        />
        <div className="absolute top-3 left-3 flex flex-col items-start gap-1">
          {product.preOrder && <span className="rounded-full bg-brand px-2.5 py-1 text-xs font-semibold text-white">{t("badges.preOrder")}</span>}
          {!product.preOrder && !product.inStock && showPrice && (
            <span className="rounded-full bg-ink/80 px-2.5 py-1 text-xs font-semibold text-white">{t("badges.outOfStock")}</span>
          )}
          {product.wasPrice !== null && showPrice && <span className="rounded-full bg-accent px-2.5 py-1 text-xs font-semibold text-white">{t("badges.sale")}</span>}
        </div>
        {/* 001 §4 Wishlist: above the card's link, which covers the card. */}
        <div className="absolute top-2.5 right-2.5 z-10">
          <WishlistHeart productId={product.id} name={product.name} />
        </div>
      </div>
      <div className={`flex flex-1 flex-col gap-1.5 ${list ? "p-4 sm:p-5" : "p-4"}`}>
        <Title className="font-display text-base leading-snug font-semibold text-ink">
          <Link to={product.url} {...prefetchOnIntent} className={`after:absolute after:inset-0 after:content-[''] ${focusRing}`}>
            {product.name}
          </Link>
        </Title>
        <p className="text-xs text-muted">
          {[product.highlights.gear, product.highlights.material, t("card.from", { weight: format.weight(product.weightKg) })].filter(Boolean).join(" · ")}
        </p>
        {product.colours.length > 0 && (
          <ul className="flex flex-wrap gap-1.5 pt-1" aria-label={t("card.colours")}>
            {product.colours.map((c) => (
              <li key={c.label}>
                <ColourDot hex={c.hex} crossed={showPrice && !c.inStock} size="sm" />
                <span className="sr-only">
                  {t(`values.${c.label}`, { defaultValue: c.label })}
                  {showPrice && !c.inStock ? ` (${t("badges.outOfStock")})` : ""}
                </span>
              </li>
            ))}
          </ul>
        )}
        {showPrice && <Price amount={product.price} was={product.wasPrice} className="mt-auto pt-2" />}
      </div>
    </article>
  );
}
