import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { WishlistItemView } from "../../../server/modules/wishlist/types";
import { useFormat } from "../../lib/use-format";

/**
 * One wishlist item: image, name (a link to the product), variant attributes, price, and whether it
 * is out of stock or gone (001 §4 Wishlist). `actions` are the sidebar's buttons; the shared page
 * shows none.
 */
export function WishlistItemRow({ item, actions, onNavigate, message }: { item: WishlistItemView; actions?: ReactNode; onNavigate?: () => void; message?: ReactNode }) {
  const { t } = useTranslation("wishlist");
  const format = useFormat();
  const product = item.product;
  const onSale = product && product.sale_price !== null && product.price !== null && product.sale_price < product.price;
  return (
    <li className="flex gap-4 py-4" data-testid="wishlist-item" data-item-id={item.id} data-status={item.status}>
      <div className="size-20 shrink-0 overflow-hidden rounded-xl bg-[#f3f5f2] sm:size-24">
        {product?.image_url ? <img src={product.image_url} alt="" width={96} height={96} loading="lazy" className="size-full object-contain" /> : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {product ? (
          <Link to={product.url} onClick={onNavigate} className="font-semibold leading-snug text-ink hover:text-brand hover:underline focus-visible:outline-2 focus-visible:outline-brand">
            {product.name}
          </Link>
        ) : (
          <p className="font-semibold leading-snug text-muted">{t("goneName")}</p>
        )}
        {product && product.options.length > 0 && (
          <p className="text-sm text-muted">{product.options.map((o) => `${o.name}: ${o.value}`).join(", ")}</p>
        )}
        {product && product.price !== null && (
          <p className="text-sm tabular-nums">
            {onSale ? (
              <>
                <span className="font-semibold text-accent">{format.money(product.sale_price!)}</span> <s className="text-muted">{format.money(product.price)}</s>
              </>
            ) : (
              <span className="font-semibold">{format.money(product.price)}</span>
            )}
          </p>
        )}
        {item.status !== "available" && (
          <p className="inline-flex w-fit rounded-full bg-ink/10 px-2.5 py-0.5 text-xs font-semibold text-ink" data-testid="wishlist-item-status">
            {t(item.status === "gone" ? "gone" : "outOfStock")}
          </p>
        )}
        {item.status === "available" && product?.preorder && (
          <p className="inline-flex w-fit rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-semibold text-brand">{t("preorder")}</p>
        )}
        {message}
        {actions && <div className="mt-1 flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
    </li>
  );
}
