import { ButtonLink } from "../../ui/Button";

export function EmptyState({ text, action }: { text: string; action?: { label: string; to: string } }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-black/15 bg-brand-soft/30 px-6 py-12 text-center">
      <svg aria-hidden viewBox="0 0 48 48" className="size-12 text-brand/70" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="12" cy="34" r="8" />
        <circle cx="36" cy="34" r="8" />
        <path d="M12 34l8-14h12l4 14M20 20l-3-6h-4M28 20l-2-6h5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <p className="mt-4 max-w-sm text-[15px] text-ink">{text}</p>
      {action && (
        <ButtonLink to={action.to} size="bare" className="mt-5 min-h-11 px-6 text-sm">
          {action.label}
        </ButtonLink>
      )}
    </div>
  );
}
