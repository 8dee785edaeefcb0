import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { CartGiftCertificateView } from "../../../server/modules/cart/types";
import { removeGiftCertificate } from "../../lib/cart-client";
import { useFormat } from "../../lib/use-format";
import { AlertIcon, TrashIcon } from "../ui/icons";
import { GiftIcon } from "./GiftIcon";

/**
 * A gift certificate the cart buys (issue 19; 001 §3 line_items.gift_certificates), in the cart
 * sidebar: for whom, to which address, the amount, and a button that takes it off the cart.
 */
export function GiftCertificateCartLine({ item, busy }: { item: CartGiftCertificateView; busy: boolean }) {
  const { t } = useTranslation(["promotions", "common"]);
  const format = useFormat();
  const [message, setMessage] = useState<string | null>(null);

  async function remove() {
    setMessage(null);
    const result = await removeGiftCertificate(item);
    if (!result.ok) setMessage(result.message || t("common:errors.somethingWentWrong"));
  }

  return (
    <li className="flex gap-4 py-5" data-testid="cart-gift-certificate">
      <span className="flex size-20 shrink-0 items-center justify-center rounded-2xl bg-brand-soft text-brand sm:size-24" aria-hidden>
        <GiftIcon width={40} height={40} />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-semibold leading-snug text-ink">{t("giftCertificate.lineFor", { name: item.recipient.name })}</p>
            <p className="mt-1 text-sm wrap-anywhere text-muted">{t("giftCertificate.lineTo", { email: item.recipient.email })}</p>
          </div>
          <button
            type="button"
            onClick={remove}
            disabled={busy}
            aria-label={t("giftCertificate.removeLine", { name: item.recipient.name })}
            className="-mt-1 -mr-2 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-muted transition-colors hover:bg-brand-soft hover:text-ink focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-40"
          >
            <TrashIcon width={20} height={20} />
          </button>
        </div>
        <p className="mt-auto text-right font-semibold tabular-nums" data-testid="cart-gift-certificate-amount">
          {format.money(item.amount)}
        </p>
        {message && (
          <p role="alert" className="flex items-center gap-1.5 text-sm font-medium text-accent">
            <AlertIcon className="shrink-0" width={16} height={16} />
            {message}
          </p>
        )}
      </div>
    </li>
  );
}
