import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { CloseIcon } from "./icons";
import { useReturnFocusToOpener } from "./return-focus";

const widths = {
  sm: "sm:w-[min(30rem,calc(100vw-2rem))]",
  md: "sm:w-[min(34rem,calc(100vw-2rem))]",
  lg: "sm:w-[min(40rem,calc(100vw-2rem))]",
} as const;

/**
 * The shop's one modal dialog (login, identity verification, the newsletter, the account's card
 * and cancel dialogs) on Radix Dialog: focus trapped, aria-modal, body scroll lock, focus back to
 * the opener; a sheet from the bottom on phones and a centred card from `sm` up, with a title, an
 * optional eyebrow or icon beside it and the round × button. While `locked` (a call runs that
 * must not be left), Escape, a click outside and the × (hidden then) do not close it.
 *
 * `description`: a text shown under the title; `null` when the dialog has none; left out when the
 * body places its own <ModalDescription>.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  eyebrow,
  icon,
  description,
  closeLabel,
  locked = false,
  size = "md",
  testId,
  contentProps,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  eyebrow?: ReactNode;
  icon?: ReactNode;
  description?: string | null;
  closeLabel: string;
  locked?: boolean;
  size?: keyof typeof widths;
  testId?: string;
  /** More attributes for the dialog element (data-*, aria-busy). */
  contentProps?: Record<`data-${string}` | `aria-${string}`, string | boolean | undefined>;
  children: ReactNode;
}) {
  const returnFocus = useReturnFocusToOpener();
  const change = (next: boolean) => {
    if (!next && locked) return;
    onOpenChange(next);
  };
  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 backdrop-blur-[2px]" />
        <Dialog.Content
          {...returnFocus}
          data-testid={testId}
          {...(description === null && { "aria-describedby": undefined })}
          {...contentProps}
          className={`fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-3xl bg-white px-5 pt-3 pb-[max(2rem,env(safe-area-inset-bottom))] shadow-2xl outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:px-9 sm:pt-8 sm:pb-9 ${widths[size]}`}
        >
          <div aria-hidden className="mx-auto mb-4 h-1.5 w-12 rounded-full bg-black/10 sm:hidden" />
          <div className="mb-5 flex items-start justify-between gap-4">
            <div className="flex items-center gap-3">
              {icon && (
                <span aria-hidden className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand">
                  {icon}
                </span>
              )}
              <div>
                {eyebrow && <p className="mb-1 text-xs font-semibold tracking-[0.18em] text-accent uppercase">{eyebrow}</p>}
                <Dialog.Title className="font-display text-2xl font-bold tracking-tight text-ink">{title}</Dialog.Title>
                {description && <Dialog.Description className="mt-2 text-[15px] text-muted">{description}</Dialog.Description>}
              </div>
            </div>
            {!locked && (
              <Dialog.Close
                aria-label={closeLabel}
                className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-brand"
              >
                <CloseIcon />
              </Dialog.Close>
            )}
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export const ModalDescription = Dialog.Description;
