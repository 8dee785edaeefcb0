import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CartResult } from "../../lib/cart-client";
import { openOverlay } from "../../lib/ui-state";
import { Button } from "../ui/Button";

/**
 * The product page's buttons that put something in the cart (add to cart, subscribe): busy while
 * the call runs; success opens the cart sidebar, a refusal shows the server's translated text (or
 * 'Something went wrong.') under the button, announced politely; `messageMs` clears it after a while.
 */
export function CartActionButton({
  action,
  label,
  busyLabel,
  disabled = false,
  testId,
  messageTestId,
  messageMs,
}: {
  /** The cart call; null when there is nothing to send yet. */
  action: (() => Promise<CartResult>) | null;
  label: string;
  busyLabel: string;
  disabled?: boolean;
  testId: string;
  messageTestId?: string;
  messageMs?: number;
}) {
  const { t } = useTranslation("common");
  const messageId = useId();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!message || messageMs === undefined) return;
    const timer = setTimeout(() => setMessage(null), messageMs);
    return () => clearTimeout(timer);
  }, [message, messageMs]);

  async function run() {
    if (!action) return;
    setBusy(true);
    setMessage(null);
    const result = await action();
    setBusy(false);
    if (result.ok) openOverlay("cart");
    else setMessage(result.message || t("common:errors.somethingWentWrong"));
  }

  return (
    <div className="flex flex-col gap-2">
      <Button
        onClick={run}
        disabled={disabled || busy || !action}
        aria-busy={busy || undefined}
        aria-describedby={message ? messageId : undefined}
        data-testid={testId}
        size="bare"
        className="min-h-12 w-full px-8 sm:w-auto sm:min-w-64"
      >
        {busy ? busyLabel : label}
      </Button>
      <p id={messageId} role="status" aria-live="polite" data-testid={messageTestId} className={message ? "text-sm font-medium text-accent" : "sr-only"}>
        {message}
      </p>
    </div>
  );
}
