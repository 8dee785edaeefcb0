import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { changeQuantity, removeLine, type CartLineItem, type InventoryCheckLine } from "../../lib/cart-client";
import { useFormat } from "../../lib/use-format";
import { AlertIcon, TrashIcon } from "../ui/icons";
import { QUANTITY_DEBOUNCE_MS, QUANTITY_ERROR_MS, judgeQuantity } from "./quantity-rules";
import { QuantitySelector } from "../ui/QuantitySelector";
import { SubscriptionTerms } from "./SubscriptionTerms";

const STOCK_SHORTAGE = new Set(["outOfStock", "insufficientStock"]);

/** Is this line's per-line check failing (000 §3 Per-line cart check)? */
export function lineIsInvalid(check: InventoryCheckLine | undefined): boolean {
  return check !== undefined && !check.is_valid;
}

/**
 * One cart line (000 §2 Cart sidebar, §3 Cart line): image, name, attributes, quantity selector
 * (hidden for subscription carts), special versus regular price, remove. Quantity changes are sent
 * 500 ms after the last click; a change outside the limits is not sent and explained for 2.5 s.
 */
export function CartLine({
  line,
  check,
  busy,
  subscription,
  onPendingChange,
  onNavigate,
}: {
  line: CartLineItem;
  check?: InventoryCheckLine;
  busy: boolean;
  subscription: boolean;
  /** A quantity change is waiting for its debounce or its answer. */
  onPendingChange: (lineId: string, pending: boolean) => void;
  onNavigate: () => void;
}) {
  const { t } = useTranslation("cart");
  const format = useFormat();
  const messageId = useId();
  const [draft, setDraft] = useState(line.quantity);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const sendTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const messageTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The server's quantity wins whenever no change of ours is waiting.
  useEffect(() => {
    if (sendTimer.current === undefined) setDraft(line.quantity);
  }, [line.quantity]);
  useEffect(
    () => () => {
      clearTimeout(sendTimer.current);
      clearTimeout(messageTimer.current);
    },
    [],
  );

  const limits = {
    minimum: check?.minPurchaseQuantity ?? line.order_quantity_minimum,
    maximum: check?.maxPurchaseQuantity ?? line.order_quantity_maximum,
  };

  function showLimitMessage(text: string) {
    setLimitMessage(text);
    clearTimeout(messageTimer.current);
    messageTimer.current = setTimeout(() => setLimitMessage(null), QUANTITY_ERROR_MS);
  }

  function requestQuantity(next: number) {
    const verdict = judgeQuantity(draft, next, limits);
    if (!verdict.send) {
      showLimitMessage(t(verdict.error === "minimum" ? "minimumError" : "maximumError", { n: verdict.limit }));
      return;
    }
    setServerMessage(null);
    setDraft(next);
    onPendingChange(line.id, true);
    clearTimeout(sendTimer.current);
    sendTimer.current = setTimeout(async () => {
      const result = await changeQuantity(line, next);
      sendTimer.current = undefined;
      onPendingChange(line.id, false);
      if (!result.ok) {
        setDraft(line.quantity);
        setServerMessage(result.message || t("common:errors.somethingWentWrong"));
      }
    }, QUANTITY_DEBOUNCE_MS);
  }

  async function remove() {
    const result = await removeLine(line);
    if (!result.ok) setServerMessage(result.message || t("common:errors.somethingWentWrong"));
  }

  const shortage = check !== undefined && STOCK_SHORTAGE.has(check.availabilityStatus);
  const checkMessage = shortage ? t("outOfStock") : (check?.error ?? null);
  const message = limitMessage ?? serverMessage ?? checkMessage;
  const onSale = line.sale_price < line.original_price;
  const invalid = lineIsInvalid(check);

  return (
    <li className="flex gap-4 py-5" data-testid="cart-line" data-line-id={line.id} data-invalid={invalid || undefined}>
      <Link to={line.url} onClick={onNavigate} className="shrink-0 rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand" tabIndex={-1} aria-hidden="true">
        <span className="flex size-20 items-center justify-center overflow-hidden rounded-2xl bg-brand-soft sm:size-24">
          {line.image_url ? <img src={line.image_url} alt="" width={96} height={96} loading="lazy" className="size-full object-contain p-1.5" /> : null}
        </span>
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <Link
              to={line.url}
              onClick={onNavigate}
              className="line-clamp-2 font-semibold leading-snug text-ink hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              {line.name}
            </Link>
            {line.subscription && <SubscriptionTerms subscription={line.subscription} />}
            {line.options.length > 0 && (
              <ul className="mt-1 text-sm text-muted">
                {line.options.map((option) => (
                  <li key={option.name}>
                    {option.name}: {option.value}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <button
            type="button"
            onClick={remove}
            disabled={busy}
            aria-label={t("remove", { name: line.name })}
            className="-mt-1 -mr-2 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-muted transition-colors hover:bg-brand-soft hover:text-ink focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-40"
          >
            <TrashIcon width={20} height={20} />
          </button>
        </div>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-x-3 gap-y-2">
          {subscription ? (
            <span className="text-sm text-muted">
              {t("quantity")}: {line.quantity}
            </span>
          ) : (
            <QuantitySelector
              size="sm"
              value={draft}
              label={t("quantity")}
              onChange={requestQuantity}
              invalid={invalid || limitMessage !== null}
              describedBy={message ? messageId : undefined}
            />
          )}
          <p className="text-right leading-tight" data-testid="cart-line-price">
            {line.subscription ? (
              <SubscriptionTerms subscription={line.subscription} price={line.sale_price} />
            ) : onSale ? (
              <>
                <span className="sr-only">{t("specialPrice")}: </span>
                <span className="font-semibold text-accent">{format.money(line.sale_price * draft)}</span>{" "}
                <span className="sr-only">{t("regularPrice")}: </span>
                <s className="text-sm text-muted">{format.money(line.original_price * draft)}</s>
              </>
            ) : (
              <span className="font-semibold">{format.money(line.sale_price * draft)}</span>
            )}
          </p>
        </div>
        <p id={messageId} role="status" aria-live="polite" className={message ? "flex items-center gap-1.5 text-sm font-medium text-accent" : "sr-only"} data-testid="cart-line-message">
          {message ? <AlertIcon className="shrink-0" width={16} height={16} /> : null}
          {message}
        </p>
      </div>
    </li>
  );
}
