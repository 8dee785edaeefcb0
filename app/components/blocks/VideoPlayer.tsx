import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PlayIcon } from "../ui/icons";
import { focusRing } from "./parts";

export interface Video {
  url: string;
  thumbnail: string;
  title: string;
}

/** YouTube and Vimeo links play in their privacy-friendly embeds; anything else is a video file. */
export function embedUrl(url: string): string | null {
  const youtube = /(?:youtube(?:-nocookie)?\.com\/(?:watch\?v=|embed\/)|youtu\.be\/)([\w-]{6,20})/.exec(url);
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube[1]}?autoplay=1&rel=0`;
  const vimeo = /vimeo\.com\/(?:video\/)?(\d+)/.exec(url);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[1]}?autoplay=1`;
  return null;
}

/**
 * A video entry (001 §2: a video url and a thumbnail url). Only the thumbnail loads with the page;
 * the player loads when the visitor asks for it, which keeps pages light and fast.
 */
export function VideoPlayer({ video, className = "" }: { video: Video; className?: string }) {
  const { t } = useTranslation("blocks");
  const [playing, setPlaying] = useState(false);
  const embed = embedUrl(video.url);
  return (
    <div className={`relative aspect-video overflow-hidden rounded-3xl bg-ink ${className}`}>
      {playing ? (
        embed ? (
          <iframe
            src={embed}
            title={video.title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            className="absolute inset-0 size-full border-0"
          />
        ) : (
          <video src={video.url} poster={video.thumbnail} controls autoPlay playsInline className="absolute inset-0 size-full bg-black object-contain">
            <track kind="captions" />
          </video>
        )
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className={`group absolute inset-0 size-full cursor-pointer ${focusRing}`}
          aria-label={t("video.play", { title: video.title })}
        >
          <img src={video.thumbnail} alt="" width={1600} height={900} loading="lazy" decoding="async" className="absolute inset-0 size-full object-cover" />
          <span className="absolute inset-0 bg-black/10 transition-colors group-hover:bg-black/25" />
          <span className="absolute top-1/2 left-1/2 flex size-20 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-brand shadow-xl transition-transform group-hover:scale-110 md:size-24">
            <PlayIcon className="ml-1 size-8 md:size-10" />
          </span>
          <span className="absolute bottom-4 left-4 rounded-full bg-black/60 px-4 py-1.5 text-sm font-medium text-white">{video.title}</span>
        </button>
      )}
    </div>
  );
}
