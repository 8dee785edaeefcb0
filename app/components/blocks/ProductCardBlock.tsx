import { useTranslation } from "react-i18next";
import type { BlockOf } from "../../../server/modules/content/blocks";
import { buttonClass, container, Eyebrow, Img, SmartLink } from "./parts";
import { ProductPrice } from "./ProductTile";

/**
 * One featured product (001 §2 product card): image, headline and a link to /p/{id}/{slug}. The
 * price comes from the catalogue when it is known; without one the card shows no price.
 */
export function ProductCardBlock({ block }: { block: BlockOf<"productCard"> }) {
  const { t } = useTranslation("blocks");
  return (
    <section className={`${container} py-6 md:py-10`} aria-labelledby={`${block.id}-title`}>
      <div className="grid overflow-hidden rounded-3xl bg-brand-soft md:grid-cols-2">
        <div className="relative">
          <Img image={block.image} className="aspect-[4/3] size-full object-cover" />
          {block.badge && (
            <span className="absolute top-5 left-5 rounded-full bg-accent px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">{block.badge}</span>
          )}
        </div>
        <div className="flex flex-col justify-center gap-4 p-8 md:p-12">
          <Eyebrow>{t("product.featured")}</Eyebrow>
          <h2 id={`${block.id}-title`} className="font-display text-3xl font-semibold tracking-tight text-ink md:text-4xl">
            {block.headline}
          </h2>
          {block.tagline && <p className="text-lg text-muted">{block.tagline}</p>}
          <ProductPrice price={block.price} className="text-xl" />
          <div className="pt-2">
            <SmartLink url={block.url} className={buttonClass("primary")} aria-label={`${t("product.view")}: ${block.headline}`}>
              {t("product.view")}
            </SmartLink>
          </div>
        </div>
      </div>
    </section>
  );
}
