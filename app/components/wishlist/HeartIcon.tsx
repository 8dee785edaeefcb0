import type { SVGProps } from "react";

/** The wishlist heart, outlined, or filled when `filled`. Decorative: the button carries the name. */
export function HeartIcon({ filled = false, ...props }: SVGProps<SVGSVGElement> & { filled?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width={24} height={24} fill={filled ? "currentColor" : "none"} stroke="currentColor" strokeWidth={1.75} strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
      <path d="M12 20.3s-7.6-4.6-9.1-9.4C1.9 7.6 4 4.6 7.2 4.6c2 0 3.6 1.1 4.8 2.9 1.2-1.8 2.8-2.9 4.8-2.9 3.2 0 5.3 3 4.3 6.3-1.5 4.8-9.1 9.4-9.1 9.4z" />
    </svg>
  );
}
