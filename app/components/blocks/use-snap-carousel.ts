import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";

/**
 * A carousel on a CSS scroll-snap track, without a carousel library: touch swiping and momentum
 * are the browser's own, and this hook only tracks the current slide and moves to another one.
 * Slides are the track's direct children.
 */
export function useSnapCarousel(count: number) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(count <= 1);

  const update = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const slides = Array.from(track.children) as HTMLElement[];
    const left = track.scrollLeft;
    const first = slides[0]?.offsetLeft ?? 0;
    let nearest = 0;
    let best = Number.POSITIVE_INFINITY;
    slides.forEach((slide, i) => {
      const distance = Math.abs(slide.offsetLeft - first - left);
      if (distance < best) {
        best = distance;
        nearest = i;
      }
    });
    setIndex(nearest);
    setAtStart(left <= 2);
    setAtEnd(left + track.clientWidth >= track.scrollWidth - 2);
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    update();
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    track.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      cancelAnimationFrame(frame);
      track.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
    };
  }, [update]);

  const scrollToIndex = useCallback((target: number) => {
    const track = trackRef.current;
    if (!track) return;
    const slides = Array.from(track.children) as HTMLElement[];
    const clamped = Math.max(0, Math.min(target, slides.length - 1));
    const slide = slides[clamped];
    if (!slide) return;
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    track.scrollTo({ left: slide.offsetLeft - (slides[0]?.offsetLeft ?? 0), behavior: reduce ? "auto" : "smooth" });
    setIndex(clamped);
  }, []);

  const previous = useCallback(() => scrollToIndex(index - 1), [index, scrollToIndex]);
  const next = useCallback(() => scrollToIndex(index + 1), [index, scrollToIndex]);

  /** Arrow keys on the carousel move between slides. */
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === "ArrowLeft") {
        event.preventDefault();
        previous();
      } else if (event.key === "ArrowRight") {
        event.preventDefault();
        next();
      }
    },
    [previous, next],
  );

  return { trackRef, index, atStart, atEnd, previous, next, scrollToIndex, onKeyDown };
}
