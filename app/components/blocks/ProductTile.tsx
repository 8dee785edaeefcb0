import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { BlockOf } from "../../../server/modules/content/blocks";
import { useFormat } from "../../lib/use-format";
import { ArrowRightIcon } from "../ui/icons";
import { focusRing, Img } from "./parts";

export type ProductTeaser = Omit<BlockOf<"productCard">, "type" | "id">;

/** The price when the catalogue gave one; a card without a price shows none (prices come later). */
export function ProductPrice({ price, className = "" }: { price?: ProductTeaser["price"]; className?: string }) {
  const format = useFormat();
  const { t } = useTranslation("blocks");
  if (!price) return null;
  const onSale = price.was !== undefined && price.was > price.amount;
  return (
    <p className={`flex items-baseline gap-2 ${className}`}>
      <span className={`font-semibold ${onSale ? "text-accent" : "text-ink"}`}>{format.money(price.amount)}</span>
      {onSale && (
        <s className="text-sm text-muted">
          <span className="sr-only">{t("product.was")} </span>
          {format.money(price.was!)}
        </s>
      )}
    </p>
  );
}

/** A product teaser in a row of products: links to /p/{id}/{slug}. */
export function ProductTile({ product, headingLevel = 3 }: { product: ProductTeaser; headingLevel?: 2 | 3 }) {
  const Title = `h${headingLevel}` as "h2" | "h3";
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl bg-white ring-1 ring-ink/10 transition-shadow hover:shadow-xl">
      <div className="relative aspect-[4/3] overflow-hidden bg-brand-soft">
        <Img image={product.image} width={1200} height={900} className="size-full object-cover transition-transform duration-500 group-hover:scale-105" />
        {product.badge && (
          <span className="absolute top-4 left-4 rounded-full bg-accent px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">
            {product.badge}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <Title className="font-display text-lg font-semibold text-ink">
          <Link to={product.url} className={`after:absolute after:inset-0 after:content-[''] ${focusRing}`}>
            {product.headline}
          </Link>
        </Title>
        {product.tagline && <p className="text-sm text-muted">{product.tagline}</p>}
        <div className="mt-auto flex items-center justify-between pt-3">
          <ProductPrice price={product.price} />
          <span aria-hidden="true" className="ml-auto flex size-10 items-center justify-center rounded-full bg-brand-soft text-brand transition-colors group-hover:bg-brand group-hover:text-white">
            <ArrowRightIcon className="size-4" />
          </span>
        </div>
      </div>
    </article>
  );
}
