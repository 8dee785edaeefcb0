import type { ProductVideo } from "../../../server/modules/catalog/types";
import { VideoPlayer } from "../blocks/VideoPlayer";

/**
 * The product's videos (001 §3 Product videos): a thumbnail with a play button each; the player
 * (a privacy-friendly YouTube or Vimeo embed, or the file) loads only when the shopper clicks, so no
 * third-party script or frame is fetched with the page.
 */
export function ProductVideos({ videos }: { videos: ProductVideo[] }) {
  const playable = videos.filter((v) => v.video_url && v.thumbnail_url);
  if (playable.length === 0) return null;
  return (
    <ul className="flex flex-col gap-3" data-testid="product-videos">
      {playable.map((video) => (
        <li key={video.video_url}>
          <VideoPlayer video={{ url: video.video_url, thumbnail: video.thumbnail_url, title: video.title }} />
        </li>
      ))}
    </ul>
  );
}
