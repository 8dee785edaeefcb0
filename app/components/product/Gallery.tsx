import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ProductImage, ProductVideo } from "../../../server/modules/catalog/types";
import { ProductVideos } from "./ProductVideos";

/** The product's images: the selected colour's pictures first, with thumbnails to switch; then its videos. */
export function Gallery({ images, colourValueId, name, videos = [] }: { images: ProductImage[]; colourValueId: number | null; name: string; videos?: ProductVideo[] }) {
  const { t } = useTranslation("catalog");
  const ordered = [
    ...images.filter((i) => i.option_value_id === colourValueId),
    ...images.filter((i) => i.option_value_id === null),
    ...images.filter((i) => i.option_value_id !== null && i.option_value_id !== colourValueId),
  ];
  const [picked, setPicked] = useState<number | null>(null);
  const main = ordered.find((i) => i.id === picked && (i.option_value_id === null || i.option_value_id === colourValueId)) ?? ordered[0];
  if (!main) return <div className="aspect-[4/3] rounded-3xl bg-[#f3f5f2]" />;
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-3xl bg-[#f3f5f2]">
        <img src={main.url_standard} alt={main.description || name} width={800} height={600} fetchPriority="high" className="aspect-[4/3] w-full object-contain" data-testid="gallery-main" />
      </div>
      {ordered.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t("gallery.label")}>
          {ordered.map((image, i) => (
            <li key={image.id} className="shrink-0">
              <button
                type="button"
                onClick={() => setPicked(image.id)}
                aria-label={t("gallery.show", { index: i + 1 })}
                aria-pressed={image.id === main.id}
                className={`block w-20 overflow-hidden rounded-xl bg-[#f3f5f2] ring-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent sm:w-24 ${image.id === main.id ? "ring-brand" : "ring-transparent hover:ring-ink/20"}`}
              >
                <img src={image.url_standard} alt="" width={160} height={120} loading="lazy" className="aspect-[4/3] w-full object-contain" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ProductVideos videos={videos} />
    </div>
  );
}
