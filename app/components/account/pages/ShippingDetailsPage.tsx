import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { useRootData } from "../../../lib/root-data";
import { useCountries } from "../../../lib/countries";
import { addressSchema } from "../../../../common/forms/address";
import { ApiError, callApi, type AddressView } from "../customer-api";
import { FormMessage, RecordFooter, SelectField, SubmitButton, SuccessMessage, TextField, useAccountForm } from "../form-kit";
import { Button } from "../../ui/Button";
import { PostalAddress } from "../../ui/PostalAddress";
import type { PageProps } from "./page-props";
import { EmptyState } from "./EmptyState";

function useCountryOptions() {
  return useCountries(useRootData()?.country).filter((c) => c.iso !== "GL").map((c) => ({ value: c.iso, label: c.label }));
}

/** Shipping details: the address book (001 §3 Customer address; field rules of 001 §5). */
export function ShippingDetailsPage({ addresses }: PageProps) {
  const { t } = useTranslation("account");
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const countries = useCountryOptions();
  const countryName = (code: string) => countries.find((c) => c.value === code)?.label ?? code;

  async function saved(message: string) {
    setEditing(null);
    setNotice(message);
    await revalidator.revalidate();
  }

  return (
    <div className="space-y-6">
      {notice && <SuccessMessage>{notice}</SuccessMessage>}
      {editing === "new" ? (
        <AddressForm countries={countries} onCancel={() => setEditing(null)} onSaved={() => saved(t("addresses.added"))} />
      ) : (
        <Button
          onClick={() => {
            setNotice(null);
            setEditing("new");
          }}
          size="sm"
          className="gap-2"
        >
          <span aria-hidden className="text-lg leading-none">+</span> {t("addresses.add")}
        </Button>
      )}
      {addresses.length === 0 && editing !== "new" ? (
        <EmptyState text={t("addresses.empty")} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {addresses.map((address) =>
            editing === address.id ? (
              <li key={address.id} className="md:col-span-2">
                <AddressForm address={address} countries={countries} onCancel={() => setEditing(null)} onSaved={() => saved(t("addresses.updated"))} />
              </li>
            ) : (
              <AddressCard
                key={address.id}
                address={address}
                countryName={countryName(address.country_code)}
                onEdit={() => {
                  setNotice(null);
                  setEditing(address.id);
                }}
                onDeleted={() => saved(t("addresses.deleted"))}
              />
            ),
          )}
        </ul>
      )}
    </div>
  );
}

function AddressCard({ address, countryName, onEdit, onDeleted }: { address: AddressView; countryName: string; onEdit: () => void; onDeleted: () => void }) {
  const { t } = useTranslation("account");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const name = `${address.first_name} ${address.last_name}`;

  async function remove() {
    setPending(true);
    try {
      await callApi("customer", "deleteCustomerAddresses", { "id:in": [address.id] });
      onDeleted();
    } catch (e) {
      setError(e instanceof ApiError && e.message ? e.message : t("errors.somethingWentWrong"));
    } finally {
      setPending(false);
    }
  }

  return (
    <li className="flex flex-col rounded-2xl border border-black/[0.08] bg-white p-5" aria-label={name}>
      <PostalAddress
        className="flex-1"
        address={{
          name,
          company: address.company,
          line1: address.address1,
          line2: address.address2,
          postalCode: address.postal_code,
          city: address.city,
          state: address.state_or_province,
          country: countryName,
          phone: address.phone,
        }}
      />
      <RecordFooter
        error={error}
        pending={pending}
        onDelete={remove}
        texts={{ delete: t("addresses.delete"), deleteNamed: t("addresses.deleteNamed", { name }), confirm: t("addresses.confirmDelete"), cancel: t("form.cancel") }}
      >
        <Button variant="secondary" size="bare" onClick={onEdit} aria-label={t("addresses.editNamed", { name })} className="px-4 py-2 text-sm">
          {t("addresses.edit")}
        </Button>
      </RecordFooter>
    </li>
  );
}

function AddressForm({
  address,
  countries,
  onCancel,
  onSaved,
}: {
  address?: AddressView;
  countries: Array<{ value: string; label: string }>;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation("account");
  const root = useRootData();
  const { form, fields, pending, formProps } = useAccountForm({
    id: address ? `address-form-${address.id}` : "address-form-new",
    schema: addressSchema,
    defaultValue: address ? { ...address } : { country_code: root?.storefront.isDefault ? "" : root?.storefront.country.iso },
    async onValid(value) {
      if (address) await callApi("customer", "updateCustomerAddress", { ...value, id: address.id });
      else await callApi("customer", "createCustomerAddress", value);
      onSaved();
    },
  });
  return (
    <form {...formProps} aria-label={address ? t("addresses.editTitle") : t("addresses.addTitle")} className="space-y-4 rounded-2xl border border-brand/20 bg-brand-soft/40 p-5 sm:p-6">
      <h3 className="font-display text-lg font-bold text-ink">{address ? t("addresses.editTitle") : t("addresses.addTitle")}</h3>
      <FormMessage id={form.errorId} errors={form.errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={fields.first_name} label={t("fields.firstName")} autoComplete="shipping given-name" />
        <TextField field={fields.last_name} label={t("fields.lastName")} autoComplete="shipping family-name" />
        <TextField field={fields.company} label={t("fields.company")} autoComplete="shipping organization" optional />
        <TextField field={fields.phone} label={t("fields.phone")} type="tel" autoComplete="shipping tel" optional />
        <div className="sm:col-span-2">
          <TextField field={fields.address1} label={t("fields.address1")} autoComplete="shipping address-line1" />
        </div>
        <div className="sm:col-span-2">
          <TextField field={fields.address2} label={t("fields.address2")} autoComplete="shipping address-line2" optional />
        </div>
        <TextField field={fields.city} label={t("fields.city")} autoComplete="shipping address-level2" />
        <TextField field={fields.state_or_province} label={t("fields.state")} autoComplete="shipping address-level1" optional />
        <TextField field={fields.postal_code} label={t("fields.postalCode")} autoComplete="shipping postal-code" />
        <SelectField field={fields.country_code} label={t("fields.country")} placeholder={t("fields.selectCountry")} options={countries} autoComplete="shipping country" />
      </div>
      <div className="flex flex-wrap gap-3 pt-2">
        <SubmitButton pending={pending}>{t("addresses.save")}</SubmitButton>
        <button type="button" onClick={onCancel} className="min-h-12 rounded-button px-6 text-sm font-semibold text-ink hover:bg-white focus-visible:outline-2 focus-visible:outline-brand">
          {t("form.cancel")}
        </button>
      </div>
    </form>
  );
}
