import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { WishlistItemView } from "../../../server/modules/wishlist/types";
import { addToCart } from "../../lib/cart-client";
import { closeOverlay, openOverlay, setOverlay, useOverlay } from "../../lib/ui-state";
import { Button } from "../ui/Button";
import { Drawer, DrawerClose, DrawerTitle } from "../ui/Drawer";
import { AlertIcon, CloseIcon, TrashIcon } from "../ui/icons";
import { HeartIcon } from "./HeartIcon";
import { WishlistItemRow } from "./WishlistItemRow";
import { clearWishlist, guestItems, removeFromWishlist, useWishlist, wishlistCalls } from "./wishlist-store";

const PAGE_SIZE = 50;

interface Loaded {
  items: WishlistItemView[];
  page: number;
  pages: number;
  total: number;
  /** The customer's sharing state; null for a guest. */
  sharing: { isPublic: boolean; token: string } | null;
}

/**
 * The wishlist sidebar (001 §2 wishlist sidebar, §4 Wishlist), loaded when first opened (like the
 * cart sidebar): pages of 50, each item with Move to cart (the variant, at least its minimum
 * quantity, through the cart client, so the cart's limits apply), Remove, and Clear; items out of
 * stock or gone say so. Signed-in customers can share the list by its link.
 */
export function WishlistSidebar() {
  const { t } = useTranslation("wishlist");
  const open = useOverlay("wishlist");
  const wishlist = useWishlist();
  const [page, setPage] = useState(1);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [moving, setMoving] = useState<string | null>(null);
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    if (!open || wishlist.mode === "unknown") return;
    let current = true;
    void (async () => {
      if (wishlist.mode === "customer") {
        const answer = await wishlistCalls("getWishlist", { page });
        if (!current) return;
        if (!answer.ok) return setFailed(true);
        const d = answer.data;
        if (d.items.length === 0 && page > 1) return setPage(d.pages);
        setFailed(false);
        setLoaded({ items: d.items, page: d.page, pages: d.pages, total: d.total, sharing: { isPublic: d.is_public, token: d.token } });
      } else {
        const refs = guestItems().reverse();
        const pages = Math.max(1, Math.ceil(refs.length / PAGE_SIZE));
        const shown = Math.min(page, pages);
        const slice = refs.slice((shown - 1) * PAGE_SIZE, shown * PAGE_SIZE);
        const answer = slice.length > 0 ? await wishlistCalls("describeItems", { items: slice }) : { ok: true as const, data: { items: [] } };
        if (!current) return;
        if (!answer.ok) return setFailed(true);
        setFailed(false);
        setLoaded({ items: answer.data.items, page: shown, pages, total: refs.length, sharing: null });
      }
    })();
    return () => {
      current = false;
    };
  }, [open, wishlist.mode, wishlist.version, page]);

  useEffect(() => {
    if (!open) {
      setNotes({});
      setAnnouncement("");
    }
  }, [open]);

  async function moveToCart(item: WishlistItemView) {
    if (!item.product) return;
    setMoving(item.id);
    setNotes((n) => ({ ...n, [item.id]: "" }));
    const result = await addToCart([{ product_id: item.product_id, variant_id: item.variant_id || undefined, quantity: item.product.minimum }]);
    if (result.ok) {
      await removeFromWishlist(item);
      setAnnouncement(t("movedToCart", { name: item.product.name }));
    } else {
      setNotes((n) => ({ ...n, [item.id]: result.message || t("errors.failed") }));
    }
    setMoving(null);
  }

  const items = loaded?.items ?? [];
  const count = wishlist.ids.length;
  const loading = wishlist.mode === "unknown" || (loaded === null && !failed);

  return (
    <Drawer open={open} onOpenChange={(isOpen) => setOverlay("wishlist", isOpen)} side="right" label="wishlist" className="sm:max-w-[28rem]">
      <div className="flex items-center justify-between gap-4 border-b border-black/10 px-5 py-4 sm:px-6">
        <DrawerTitle className="font-display text-xl font-semibold tracking-tight">
          {t("title")} {count > 0 && <span className="text-base font-normal text-muted tabular-nums">({t("totalItems", { count })})</span>}
        </DrawerTitle>
        <DrawerClose
          className="inline-flex size-10 items-center justify-center rounded-full text-ink transition-colors hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          aria-label={t("close")}
          data-testid="wishlist-close"
        >
          <CloseIcon />
        </DrawerClose>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {wishlist.error && (
        <p role="alert" className="mx-5 mt-3 flex items-start gap-2 rounded-xl bg-accent/10 px-3 py-2 text-sm font-medium text-accent sm:mx-6">
          <AlertIcon className="mt-px shrink-0" width={18} height={18} />
          {wishlist.error}
        </p>
      )}
      {failed && (
        <p role="alert" className="mx-5 mt-3 rounded-xl bg-accent/10 px-3 py-2 text-sm font-medium text-accent sm:mx-6">
          {t("errors.failed")}
        </p>
      )}

      {count === 0 && !loading ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-4 px-8 text-center" data-testid="wishlist-empty">
          <span className="flex size-20 items-center justify-center rounded-full bg-brand-soft text-brand">
            <HeartIcon width={36} height={36} />
          </span>
          <p className="font-display text-lg font-semibold">{t("empty")}</p>
          <p className="text-sm text-muted">{t("emptyHint")}</p>
          {wishlist.mode === "guest" && <GuestHint />}
        </div>
      ) : (
        <>
          {wishlist.mode === "guest" && (
            <div className="border-b border-black/10 bg-brand-soft/60 px-5 py-3 sm:px-6">
              <GuestHint compact />
            </div>
          )}
          {loaded?.sharing && <ShareControl sharing={loaded.sharing} />}
          <ul className="flex-1 divide-y divide-black/10 overflow-y-auto overscroll-contain px-5 sm:px-6" aria-busy={loading || undefined}>
            {loading && <li className="py-6 text-center text-sm text-muted">{t("loading")}</li>}
            {items.map((item) => {
              const name = item.product?.name ?? t("goneName");
              return (
                <WishlistItemRow
                  key={item.id}
                  item={item}
                  onNavigate={() => closeOverlay("wishlist")}
                  message={
                    notes[item.id] ? (
                      <p role="alert" className="text-sm font-medium text-accent">
                        {notes[item.id]}
                      </p>
                    ) : null
                  }
                  actions={
                    <>
                      {item.status === "available" && (
                        <Button size="sm" onClick={() => void moveToCart(item)} busy={moving === item.id} disabled={moving !== null} aria-label={`${t("moveToCart")}: ${name}`}>
                          {moving === item.id ? t("moving") : t("moveToCart")}
                        </Button>
                      )}
                      <button
                        type="button"
                        onClick={() => void removeFromWishlist(item)}
                        aria-label={t("removeItem", { name })}
                        title={t("removeItem", { name })}
                        className="inline-flex size-9 items-center justify-center rounded-full text-muted transition-colors hover:bg-brand-soft hover:text-ink focus-visible:outline-2 focus-visible:outline-brand"
                      >
                        <TrashIcon width={18} height={18} />
                      </button>
                    </>
                  }
                />
              );
            })}
          </ul>
          <div className="border-t border-black/10 bg-white px-5 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))] sm:px-6">
            {loaded && loaded.pages > 1 && (
              <nav aria-label={t("pageOf", { page: loaded.page, pages: loaded.pages })} className="mb-2 flex items-center justify-between text-sm">
                <Button size="sm" variant="outline" disabled={loaded.page <= 1} onClick={() => setPage(loaded.page - 1)}>
                  {t("previous")}
                </Button>
                <span className="text-muted tabular-nums">{t("pageOf", { page: loaded.page, pages: loaded.pages })}</span>
                <Button size="sm" variant="outline" disabled={loaded.page >= loaded.pages} onClick={() => setPage(loaded.page + 1)}>
                  {t("next")}
                </Button>
              </nav>
            )}
            <button
              type="button"
              onClick={() => void clearWishlist()}
              className="inline-flex h-10 w-full items-center justify-center rounded-button text-sm font-medium text-muted underline-offset-4 transition-colors hover:text-ink hover:underline focus-visible:outline-2 focus-visible:outline-brand"
            >
              {t("clear")}
            </button>
          </div>
        </>
      )}
    </Drawer>
  );
}

function GuestHint({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation("wishlist");
  return (
    <p className={`text-sm ${compact ? "text-ink" : "text-muted"}`}>
      {t("guestHint")}{" "}
      <button type="button" onClick={() => openOverlay("login")} className="font-semibold text-brand underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-brand">
        {t("signIn")}
      </button>
    </p>
  );
}

/** Share my wishlist: a switch, and the link to copy while it is on. */
function ShareControl({ sharing }: { sharing: { isPublic: boolean; token: string } }) {
  const { t } = useTranslation("wishlist");
  const id = useId();
  const [isPublic, setIsPublic] = useState(sharing.isPublic);
  const [copied, setCopied] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => setIsPublic(sharing.isPublic), [sharing.isPublic]);
  const link = typeof window === "undefined" ? `/wishlist/${sharing.token}` : `${window.location.origin}/wishlist/${sharing.token}`;

  /** The switch moves at once; a refused change moves it back. */
  async function toggle(next: boolean) {
    setIsPublic(next);
    setBusy(true);
    const answer = await wishlistCalls("setPublic", { is_public: next });
    setIsPublic(answer.ok ? answer.data.is_public : !next);
    setBusy(false);
  }

  return (
    <div className="border-b border-black/10 px-5 py-3 sm:px-6">
      <label htmlFor={id} className="flex cursor-pointer items-center justify-between gap-3 text-sm font-semibold">
        {t("share")}
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={isPublic}
          disabled={busy}
          onChange={(e) => void toggle(e.target.checked)}
          className="peer relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-ink/25 transition-colors before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-brand checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        />
      </label>
      {isPublic && (
        <div className="mt-2">
          <p className="text-xs text-muted">{t("shareHint")}</p>
          <div className="mt-1.5 flex gap-2">
            <input
              readOnly
              value={link}
              aria-label={t("shareLink")}
              data-testid="wishlist-share-link"
              onFocus={(e) => e.currentTarget.select()}
              className="min-w-0 flex-1 rounded-lg border border-black/15 bg-white px-2.5 py-1.5 text-xs text-ink"
            />
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                void navigator.clipboard?.writeText(link).then(() => setCopied(true), () => undefined);
              }}
            >
              {copied ? t("copied") : t("copy")}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
