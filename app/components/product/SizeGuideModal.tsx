import { lazy, Suspense, useRef } from "react";
import { openOverlay, useOverlay } from "../../lib/ui-state";
import { useOnceOpened } from "../layout/lazy-overlays";

const dialog = () => import("./SizeGuideDialog");
const LazySizeGuideDialog = lazy(() => dialog().then((m) => ({ default: m.SizeGuideDialog })));
/** On the intent to open (pointer over or focus on the button); a failed fetch is retried by the click. */
const prepare = () => void dialog().catch(() => undefined);

/**
 * The size guide modal (001 §2; overlay "sizeGuide" of app/lib/ui-state.ts); its button's label is
 * pdpConfig.sizeGuideLabel (001 §7). The button is server-rendered; the dialog's code (Radix Dialog)
 * loads on the first intent to open it, not with the product page (issue 20). A press before it
 * arrives opens the dialog when it mounts; closing returns focus to the button.
 */
export function SizeGuideModal({ label }: { label: string }) {
  const open = useOverlay("sizeGuide");
  const wanted = useOnceOpened("sizeGuide");
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? "open" : "closed"}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={() => openOverlay("sizeGuide")}
        className="text-sm font-semibold text-brand underline decoration-2 underline-offset-4 hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        {label}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <LazySizeGuideDialog returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
