import type { SVGProps } from "react";

/** A wrapped present, on the 24px line grid of ui/icons.tsx; decorative. */
export function GiftIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width={24} height={24} fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
      <rect x="3.5" y="8" width="17" height="4" rx="1" />
      <path d="M5 12v7.5a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V12M12 8v12.5" />
      <path d="M12 8c-1.5-3.5-5.5-4-5.5-1.5C6.5 8 9 8 12 8Zm0 0c1.5-3.5 5.5-4 5.5-1.5C17.5 8 15 8 12 8Z" />
    </svg>
  );
}
