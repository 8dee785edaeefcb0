/**
 * Where the serial number is (001 §3 Bike registration): a folding bike's frame with the stamped
 * 10-digit number just below the seat post, enlarged. Drawn inline so it needs no request and
 * follows the brand colours; `label` is its accessible description.
 */
export function SerialNumberPicture({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 320 200" role="img" aria-label={label} className="h-auto w-full" data-serial-picture>
      <title>{label}</title>
      {/* wheels */}
      <g fill="none" stroke="currentColor" className="text-ink/70" strokeWidth="5">
        <circle cx="70" cy="150" r="38" />
        <circle cx="230" cy="150" r="38" />
      </g>
      <g fill="currentColor" className="text-ink/70">
        <circle cx="70" cy="150" r="5" />
        <circle cx="230" cy="150" r="5" />
      </g>
      {/* frame: main beam, hinge, seat tube, rear stays, stem and bars */}
      <g fill="none" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round" className="text-brand">
        <path d="M70 150 L132 150 L110 88 Z" strokeWidth="6" />
        <path d="M132 150 L205 92 L230 150" strokeWidth="7" />
        <path d="M110 88 L104 62" strokeWidth="5" />
        <path d="M205 92 L212 46 L232 42" strokeWidth="6" />
      </g>
      {/* hinge and saddle */}
      <circle cx="168" cy="121" r="6" className="fill-white stroke-brand" strokeWidth="3" />
      <path d="M88 56 Q104 50 122 58 L118 64 Q104 60 90 62 Z" className="fill-ink" />
      {/* the stamp, just below the seat post */}
      <circle cx="112" cy="96" r="11" fill="none" className="stroke-accent" strokeWidth="3" />
      <path d="M104 88 L70 50" className="stroke-accent" strokeWidth="2.5" strokeDasharray="4 4" />
      <g transform="translate(4 4)">
        <rect width="144" height="44" rx="10" className="fill-white stroke-accent" strokeWidth="2.5" />
        <text x="72" y="28" textAnchor="middle" className="fill-ink" fontFamily="ui-monospace, SFMono-Regular, Menlo, monospace" fontSize="17" fontWeight="700" letterSpacing="1">
          0123456789
        </text>
      </g>
    </svg>
  );
}
