import type { ReactNode } from "react";
import { Dialog } from "radix-ui";
import { CloseIcon } from "./icons";
import { useReturnFocusToOpener } from "./return-focus";

type Side = "left" | "right" | "bottom";

// Entry transitions use @starting-style (Tailwind's `starting:`), so no keyframes are needed.
const panelBySide: Record<Side, string> = {
  left: "inset-y-0 left-0 h-dvh w-full max-w-md starting:-translate-x-full",
  right: "inset-y-0 right-0 h-dvh w-full max-w-md starting:translate-x-full",
  bottom: "inset-x-0 bottom-0 mx-auto max-h-[85dvh] w-full max-w-6xl rounded-t-3xl starting:translate-y-full",
};

/**
 * A modal panel that slides in from a side of the screen (Radix Dialog: focus trap, Escape,
 * aria-modal, body scroll lock, focus back to the opener). The caller owns the open state (the
 * overlay store) and places a <DrawerTitle> inside.
 */
export function Drawer({
  open,
  onOpenChange,
  side,
  children,
  className = "",
  label,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side: Side;
  children: ReactNode;
  className?: string;
  /** data-overlay value, for tests and styling hooks. */
  label?: string;
}) {
  const returnFocus = useReturnFocusToOpener();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50 transition-opacity duration-200 starting:opacity-0" />
        <Dialog.Content
          {...returnFocus}
          data-overlay={label}
          aria-describedby={undefined}
          className={`fixed z-50 flex flex-col bg-white text-ink shadow-2xl outline-none transition-transform duration-300 ease-out ${panelBySide[side]} ${className}`}
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export const DrawerTitle = Dialog.Title;
export const DrawerClose = Dialog.Close;

/** The round × button that closes a drawer; `tone` adds the drawer's own colours. */
export function DrawerCloseButton({ label, tone = "hover:bg-brand-soft" }: { label: string; tone?: string }) {
  return (
    <Dialog.Close
      aria-label={label}
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink focus-visible:outline-2 focus-visible:outline-brand ${tone}`}
    >
      <CloseIcon />
    </Dialog.Close>
  );
}
