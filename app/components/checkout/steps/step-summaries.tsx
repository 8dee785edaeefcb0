import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/use-format";
import type { CheckoutAddress } from "../types";

/** What a completed step shows under its title: an address, a shipping method. */
export function AddressLines({ address, countryName, inline }: { address: CheckoutAddress; countryName: (code: string) => string; inline?: boolean }) {
  const parts = [
    `${address.firstName} ${address.lastName}`,
    address.company,
    address.address1,
    address.address2,
    `${address.postCode} ${address.city}`,
    address.state,
    countryName(address.countryCode),
  ].filter(Boolean);
  if (inline) return <>{parts.join(", ")}</>;
  return (
    <address className="text-sm leading-relaxed text-ink not-italic">
      {parts.map((part, i) => (
        <span key={i} className="block">
          {part}
        </span>
      ))}
    </address>
  );
}

export function MethodLine({ name, cost }: { name: string; cost: number }) {
  const { t } = useTranslation("checkout");
  const format = useFormat();
  return (
    <p className="text-sm text-ink">
      {name} · <span className="tabular-nums">{cost === 0 ? t("summary.free") : format.money(cost)}</span>
    </p>
  );
}
