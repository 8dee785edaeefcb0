import { useRef } from "react";

/**
 * Focus goes back to the control that opened a dialog when it closes (WCAG 2.4.3). Radix Dialog
 * does that only for its own Dialog.Trigger; the shop's drawers and modals are opened from buttons
 * elsewhere (the overlay store, lazily loaded dialog code), so without this focus fell to the page's
 * body on Escape, the × or "Show results". The opener is the element that had focus when the dialog
 * took it. It gets focus back only when the shopper stayed on the page and nothing else has taken
 * focus since: after a link in the dialog navigated, the new page decides (the checkout focuses its
 * heading). A text field that had focus is not the opener (a tap on a button does not move focus on
 * iOS, and a script may open a dialog while the shopper types): focusing the search field again
 * would reopen its suggestions and the phone's keyboard.
 *
 * Spread the result on Dialog.Content.
 */
export function useReturnFocusToOpener(): {
  onOpenAutoFocus: () => void;
  onCloseAutoFocus: (event: Event) => void;
} {
  const opener = useRef<{ element: HTMLElement; href: string } | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body && !isTextEntry(active) ? { element: active, href: window.location.href } : null;
    },
    onCloseAutoFocus: (event) => {
      const from = opener.current;
      opener.current = null;
      const focusIsFree = document.activeElement === null || document.activeElement === document.body;
      if (!from || !from.element.isConnected || from.href !== window.location.href || !focusIsFree) return;
      event.preventDefault();
      from.element.focus();
    },
  };
}

const NOT_TEXT = new Set(["button", "submit", "reset", "checkbox", "radio", "image", "file", "color", "range"]);

/** A field that takes typing (or opens suggestions or a picker when focused). */
function isTextEntry(element: HTMLElement): boolean {
  if (element instanceof HTMLInputElement) return !NOT_TEXT.has(element.type);
  return element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement || element.isContentEditable || element.getAttribute("role") === "combobox";
}
