import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { PublicWishlistView } from "../../../server/modules/wishlist/types";
import { useRootData } from "../../lib/root-data";
import { Button, ButtonLink } from "../ui/Button";
import { HeartIcon } from "./HeartIcon";
import { WishlistItemRow } from "./WishlistItemRow";
import { wishlistCalls } from "./wishlist-store";

type Loaded = { kind: "loading" } | { kind: "notFound" } | { kind: "failed" } | { kind: "list"; list: PublicWishlistView };

/** A shared wishlist, read-only (issue 16): its items with product data, pages of 50, or "not found". */
export function SharedWishlistPage({ token }: { token: string }) {
  const { t } = useTranslation("wishlist");
  const brand = useRootData()?.brandName ?? "";
  const [page, setPage] = useState(1);
  const [loaded, setLoaded] = useState<Loaded>({ kind: "loading" });

  useEffect(() => {
    let current = true;
    void wishlistCalls("getPublicWishlist", { token, page }).then((answer) => {
      if (!current) return;
      if (answer.ok) setLoaded({ kind: "list", list: answer.data });
      else setLoaded({ kind: answer.status === 404 || answer.status === 400 ? "notFound" : "failed" });
    });
    return () => {
      current = false;
    };
  }, [token, page]);

  return (
    <div className="mx-auto max-w-3xl px-4 pt-8 pb-16 sm:px-6 lg:pt-12">
      <header className="flex flex-col items-center text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand">
          <HeartIcon width={28} height={28} filled />
        </span>
        <h1 className="mt-4 font-display text-3xl font-bold tracking-tight text-ink">
          {loaded.kind === "notFound" ? t("notFoundTitle") : loaded.kind === "list" && loaded.list.name ? loaded.list.name : t("publicTitle")}
        </h1>
        <p className="mt-2 text-muted">{loaded.kind === "notFound" ? t("notFoundText") : t("publicIntro", { brand })}</p>
      </header>
      <section aria-live="polite" aria-busy={loaded.kind === "loading" || undefined} className="mt-8 rounded-3xl bg-white px-5 shadow-[0_1px_2px_rgba(0,0,0,0.04),0_8px_32px_rgba(15,61,46,0.08)] ring-1 ring-black/[0.05] sm:px-8">
        {loaded.kind === "loading" && <p className="py-8 text-center text-muted">{t("loading")}</p>}
        {loaded.kind === "failed" && (
          <p role="alert" className="py-8 text-center font-medium text-accent">
            {t("errors.failed")}
          </p>
        )}
        {loaded.kind === "notFound" && (
          <div className="flex justify-center py-8">
            <ButtonLink to="/">{t("common:errorPage.homepageLink")}</ButtonLink>
          </div>
        )}
        {loaded.kind === "list" &&
          (loaded.list.items.length === 0 ? (
            <p className="py-8 text-center text-muted">{t("publicEmpty")}</p>
          ) : (
            <ul className="divide-y divide-black/10" data-testid="shared-wishlist">
              {loaded.list.items.map((item) => (
                <WishlistItemRow key={item.id} item={item} />
              ))}
            </ul>
          ))}
      </section>
      {loaded.kind === "list" && loaded.list.pages > 1 && (
        <nav aria-label={t("pageOf", { page: loaded.list.page, pages: loaded.list.pages })} className="mt-4 flex items-center justify-between text-sm">
          <Button variant="outline" size="sm" disabled={loaded.list.page <= 1} onClick={() => setPage(loaded.list.page - 1)}>
            {t("previous")}
          </Button>
          <span className="text-muted tabular-nums">{t("pageOf", { page: loaded.list.page, pages: loaded.list.pages })}</span>
          <Button variant="outline" size="sm" disabled={loaded.list.page >= loaded.list.pages} onClick={() => setPage(loaded.list.page + 1)}>
            {t("next")}
          </Button>
        </nav>
      )}
    </div>
  );
}
