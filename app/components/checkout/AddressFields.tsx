import { useTranslation } from "react-i18next";
import { ApiError, type AddressView } from "../account/customer-api";
import { FormMessage, SelectField, SubmitButton, TextField, useAccountForm } from "../account/form-kit";
import { issuesUnder } from "./checkout-api";
import { checkoutAddressSchema, type CheckoutAddressInput } from "../../../common/forms/address";
import type { CheckoutAddress } from "./types";
import { US_STATES, usStateCode } from "../../../common/us-states";

/** An address-book entry (001 §3 Customer address) in the checkout's address shape. */
export function fromAddressBook(address: AddressView): CheckoutAddress {
  return {
    firstName: address.first_name,
    lastName: address.last_name,
    company: address.company ?? "",
    phone: address.phone ?? "",
    address1: address.address1,
    address2: address.address2 ?? "",
    city: address.city,
    // Issue 19: a US address book entry may hold the state's name; the checkout's select holds codes.
    state: address.country_code === "US" ? usStateCode(address.state_or_province ?? "") : (address.state_or_province ?? ""),
    postCode: address.postal_code,
    countryCode: address.country_code,
  };
}

/**
 * A shipping or billing address form (Conform + the shared zod schema). `kind` picks the browser's
 * autofill section, so a saved shipping address never fills the billing form by mistake. The
 * server's field messages (`shippingAddress.postCode`, ...) come back beside the same inputs.
 */
export function CheckoutAddressForm({
  kind,
  defaultValue,
  countries,
  submitLabel,
  onSubmit,
}: {
  kind: "shipping" | "billing";
  defaultValue: Partial<CheckoutAddress>;
  countries: Array<{ code: string; name: string }>;
  submitLabel: string;
  onSubmit: (address: CheckoutAddressInput) => Promise<void>;
}) {
  const { t } = useTranslation(["checkout", "account"]);
  const section = kind;
  const { form, fields, pending, formProps } = useAccountForm({
    id: `${kind}-address-form`,
    schema: checkoutAddressSchema,
    defaultValue: { ...defaultValue, countryCode: defaultValue.countryCode || (countries.length === 1 ? countries[0].code : "") },
    async onValid(value) {
      try {
        await onSubmit(value);
      } catch (error) {
        // Field messages of updateCheckout name the address they belong to.
        throw error instanceof ApiError ? issuesUnder(error, `${kind}Address`) : error;
      }
    },
  });
  return (
    <form {...formProps} aria-label={t(kind === "shipping" ? "shipping.formLabel" : "billing.formLabel")} className="space-y-4">
      <FormMessage id={form.errorId} errors={form.errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={fields.firstName} label={t("account:fields.firstName")} autoComplete={`section-${section} ${kind} given-name`} />
        <TextField field={fields.lastName} label={t("account:fields.lastName")} autoComplete={`section-${section} ${kind} family-name`} />
        <div className="sm:col-span-2">
          <TextField field={fields.company} label={t("account:fields.company")} autoComplete={`section-${section} ${kind} organization`} optional />
        </div>
        <div className="sm:col-span-2">
          <TextField field={fields.address1} label={t("account:fields.address1")} autoComplete={`section-${section} ${kind} address-line1`} />
        </div>
        <div className="sm:col-span-2">
          <TextField field={fields.address2} label={t("account:fields.address2")} autoComplete={`section-${section} ${kind} address-line2`} optional />
        </div>
        <TextField field={fields.city} label={t("account:fields.city")} autoComplete={`section-${section} ${kind} address-level2`} />
        <TextField field={fields.postCode} label={t("account:fields.postalCode")} autoComplete={`section-${section} ${kind} postal-code`} />
        {/* Issue 19: a US address names its state from the list (US sales tax is owed to it). */}
        {countries.length === 1 && countries[0].code === "US" ? (
          <SelectField
            field={fields.state}
            label={t("shipping.state")}
            placeholder={t("shipping.selectState")}
            options={US_STATES.map((s) => ({ value: s.code, label: s.name }))}
            autoComplete={`section-${section} ${kind} address-level1`}
          />
        ) : (
          <TextField field={fields.state} label={t("account:fields.state")} autoComplete={`section-${section} ${kind} address-level1`} optional />
        )}
        <SelectField
          field={fields.countryCode}
          label={t("account:fields.country")}
          placeholder={t("account:fields.selectCountry")}
          options={countries.map((c) => ({ value: c.code, label: c.name }))}
          autoComplete={`section-${section} ${kind} country`}
        />
        <div className="sm:col-span-2">
          <TextField field={fields.phone} label={t("account:fields.phone")} type="tel" autoComplete={`section-${section} ${kind} tel`} hint={t("shipping.phoneHint")} />
        </div>
      </div>
      <SubmitButton pending={pending} className="w-full sm:w-auto">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
