import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { useTranslation } from "react-i18next";
import type { AdminProduct } from "../../../../server/modules/catalog/admin";
import { Button } from "../../ui/Button";
import { AdminField, AdminNotice } from "../admin-ui";
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
  const revalidator = useRevalidator();
  const [upload, setUpload] = useState<{ busy: boolean; tone?: "error" | "success"; text?: string }>({ busy: false });
  /** The picture goes as the raw body (the server checks its bytes and size), the description in the query. */
  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) return setUpload({ busy: false, tone: "error", text: t("errors.imageType") });
    setUpload({ busy: true });
    try {
      const response = await fetch(`/api/admin/catalogue-images/${productId}?alt=${encodeURIComponent(String(form.get("alt") ?? ""))}`, {
        method: "POST",
        headers: { "content-type": file.type || "application/octet-stream", accept: "application/json" },
        credentials: "same-origin",
        body: file,
      });
      const answer = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
      if (!response.ok) return setUpload({ busy: false, tone: "error", text: answer.error?.message ?? t("admin:errors.somethingWentWrong") });
      element.reset();
      setUpload({ busy: false, tone: "success", text: t("images.uploaded") });
      await revalidator.revalidate();
    } catch {
      setUpload({ busy: false, tone: "error", text: t("admin:errors.somethingWentWrong") });
    }
  }
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
      <form onSubmit={send} className="grid items-end gap-3 border-t border-slate-200 pt-4 sm:grid-cols-3" noValidate>
        <h3 className="text-sm font-semibold text-slate-900 sm:col-span-3">{t("images.upload")}</h3>
        <div>
          <label htmlFor="image-file" className="mb-1 block text-sm font-medium text-slate-800">
            {t("images.file")}
          </label>
          <input id="image-file" name="file" type="file" accept="image/jpeg,image/png,image/webp" aria-describedby="image-file-hint" className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold" />
          <p id="image-file-hint" className="mt-1 text-xs text-slate-600">
            {t("images.uploadHint", { max: 10 })}
          </p>
        </div>
        <AdminField id="image-alt" name="alt" label={t("images.alt")} maxLength={200} />
        <div>
          <Button type="submit" size="sm" busy={upload.busy}>
            {t("images.send")}
          </Button>
        </div>
        {upload.text && (
          <div className="sm:col-span-3">
            <AdminNotice tone={upload.tone ?? "success"}>{upload.text}</AdminNotice>
          </div>
        )}
      </form>
    </div>
  );
}
