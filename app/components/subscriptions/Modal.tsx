import { Dialog } from "radix-ui";
import type { ReactNode } from "react";

/**
 * The account's dialogs (change card, cancel, add card) on Radix Dialog, as the size guide and the
 * newsletter modal are: focus trapped, Escape and the close button close it unless `busy`.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  busy = false,
  children,
  testId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  closeLabel: string;
  busy?: boolean;
  children: ReactNode;
  testId?: string;
}) {
  const change = (next: boolean) => {
    if (!next && busy) return;
    onOpenChange(next);
  };
  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content
          data-testid={testId}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[min(34rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-5 shadow-2xl focus:outline-none sm:p-6"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-display text-xl font-semibold text-ink sm:text-2xl">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={closeLabel}
              disabled={busy}
              className="-mt-1 -mr-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-50"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          {description ? <Dialog.Description className="mt-2 text-[15px] text-muted">{description}</Dialog.Description> : <Dialog.Description className="sr-only">{title}</Dialog.Description>}
          <div className="mt-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A refusal inside a dialog or card: announced (role=alert). */
export function ErrorNote({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {children}
    </p>
  );
}
