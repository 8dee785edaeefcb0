import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AdminProduct } from "../../../../server/modules/catalog/admin";
import { Button } from "../../ui/Button";
import { AdminNotice } from "../admin-ui";
import { catalogueApi, type CallMessage, type useCatalogueCall } from "./catalogue-call";

/** The product's pictures in shop order (the first is the thumbnail): move, remove, then save the list. */
export function ProductImages({
  productId,
  images,
  busy,
  message,
  run,
}: {
  productId: number;
  images: AdminProduct["images"];
  busy: string | null;
  message: CallMessage | null;
  run: ReturnType<typeof useCatalogueCall>["run"];
}) {
  const { t } = useTranslation("admin-catalogue");
  const [order, setOrder] = useState(images.map((i) => i.id));
  const stored = images.map((i) => i.id).join(",");
  // A re-read list (after upload or save) starts the order afresh.
  const [seen, setSeen] = useState(stored);
  if (seen !== stored) {
    setSeen(stored);
    setOrder(images.map((i) => i.id));
  }
  const byId = new Map(images.map((i) => [i.id, i]));
  const move = (index: number, by: number) => {
    const next = [...order];
    const [id] = next.splice(index, 1);
    next.splice(index + by, 0, id);
    setOrder(next);
  };
  const changed = order.join(",") !== stored;
  return (
    <div className="space-y-4">
      {order.length === 0 ? (
        <p className="text-sm text-slate-600">{t("images.none")}</p>
      ) : (
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {order.map((id, index) => {
            const image = byId.get(id)!;
            return (
              <li key={id} className="flex gap-3 rounded-md border border-slate-200 p-2" data-testid="product-image">
                <img src={image.url} alt={image.alt} className="size-20 shrink-0 rounded bg-slate-100 object-contain" />
                <div className="flex min-w-0 flex-1 flex-col justify-between gap-1 text-xs">
                  <span className="truncate text-slate-700">{index === 0 ? t("images.thumbnail") : t("images.position", { n: index + 1 })}</span>
                  <span className="truncate text-slate-500">{image.alt}</span>
                  <div className="flex flex-wrap gap-1">
                    <Button type="button" variant="quiet" size="bare" className="min-h-8 px-2 text-xs" disabled={index === 0} onClick={() => move(index, -1)}>
                      {t("images.earlier")}
                      <span className="sr-only">: {image.alt}</span>
                    </Button>
                    <Button type="button" variant="quiet" size="bare" className="min-h-8 px-2 text-xs" disabled={index === order.length - 1} onClick={() => move(index, 1)}>
                      {t("images.later")}
                      <span className="sr-only">: {image.alt}</span>
                    </Button>
                    <Button type="button" variant="dangerText" size="bare" className="min-h-8 px-2 text-xs" onClick={() => setOrder(order.filter((x) => x !== id))}>
                      {t("images.remove")}
                      <span className="sr-only">: {image.alt}</span>
                    </Button>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {changed && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" busy={busy === "images"} onClick={() => run("images", () => catalogueApi()("setImages", { productId, imageIds: order }))}>
            {t("images.save")}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setOrder(images.map((i) => i.id))}>
            {t("images.undo")}
          </Button>
        </div>
      )}
      {message?.key === "images" && <AdminNotice tone={message.tone}>{message.text}</AdminNotice>}
    </div>
  );
}
