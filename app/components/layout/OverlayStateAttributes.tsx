import { useEffect } from "react";
import { useUiState, type Overlay } from "../../lib/ui-state";

/**
 * Mirrors the overlay store on <body data-overlay-open="login cart">: a visible hook for styling
 * and for end-to-end tests of the overlay rules (000 §2 Layout, 001 §2 Screen-state defaults).
 */
export function OverlayStateAttributes() {
  const { open } = useUiState();
  const names = (Object.keys(open) as Overlay[]).filter((overlay) => open[overlay]).join(" ");
  useEffect(() => {
    document.body.dataset.overlayOpen = names;
  }, [names]);
  return null;
}
