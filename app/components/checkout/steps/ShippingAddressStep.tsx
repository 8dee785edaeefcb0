import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { CheckoutAddressInput } from "../../../../common/forms/address";
import type { AddressView } from "../../account/customer-api";
import { CheckoutAddressForm, fromAddressBook } from "../AddressFields";
import { Choice } from "../../account/form-kit";
import type { CheckoutAddress, CheckoutView } from "../types";

/** Shipping address: a card of the customer's address book (allowed countries only) or a new address. */
export function ShippingAddressStep({ view, addresses, onSave }: { view: CheckoutView; addresses: AddressView[]; onSave: (address: CheckoutAddressInput) => Promise<void> }) {
  const { t } = useTranslation("checkout");
  const allowed = new Set(view.allowed_countries.map((c) => c.code));
  const usable = addresses.filter((a) => allowed.has(a.country_code));
  const [chosen, setChosen] = useState<string>(() => (view.shipping_address ? "current" : usable[0] ? String(usable[0].id) : "new"));
  const saved = usable.find((a) => String(a.id) === chosen);
  const defaultValue: Partial<CheckoutAddress> = saved ? fromAddressBook(saved) : chosen === "current" && view.shipping_address ? view.shipping_address : {};

  return (
    <div className="space-y-5">
      {usable.length > 0 && (
        <fieldset>
          <legend className="mb-3 text-sm font-semibold text-ink">{t("shipping.addressBook")}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {usable.map((address) => (
              <Choice key={address.id} name="address-book" value={String(address.id)} checked={chosen === String(address.id)} onChange={setChosen}>
                <span className="text-sm leading-snug text-ink">
                  <span className="block font-semibold">
                    {address.first_name} {address.last_name}
                  </span>
                  {address.address1}, {address.postal_code} {address.city}
                </span>
              </Choice>
            ))}
            <Choice name="address-book" value="new" checked={chosen === "new" || chosen === "current"} onChange={setChosen}>
              <span className="text-sm font-semibold text-ink">{t("shipping.newAddress")}</span>
            </Choice>
          </div>
        </fieldset>
      )}
      {/* A new key per choice: the form starts again from the chosen address (still editable). */}
      <CheckoutAddressForm key={chosen} kind="shipping" defaultValue={defaultValue} countries={view.allowed_countries} submitLabel={t("page.continue")} onSubmit={onSave} />
    </div>
  );
}
