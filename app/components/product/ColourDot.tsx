/** A colour swatch; crossed out when that colour is out of stock (000 §2 Search product card). */
export function ColourDot({ hex, crossed = false, size = "md" }: { hex: string; crossed?: boolean; size?: "sm" | "md" | "lg" }) {
  const px = { sm: "size-4", md: "size-6", lg: "size-9" }[size];
  return (
    <span aria-hidden="true" className={`relative inline-block ${px} rounded-full ring-1 ring-ink/20 ring-offset-1`} style={{ backgroundColor: hex }}>
      {crossed && <span className="absolute top-1/2 left-[-2px] h-0.5 w-[calc(100%+4px)] -rotate-45 bg-ink/80" />}
    </span>
  );
}
