import { useState, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { useRootData } from "../../lib/root-data";
import { addressSchema, newsletterPreferenceSchema, profileFormSchema, updatePasswordSchema } from "./account-schemas";
import type { AccountPageName } from "./account-page-names";
import { ApiError, callApi, type AddressView, type CustomerView } from "./customer-api";
import { customerUpdated } from "./customer-store";
import { CheckboxField, DeleteConfirmation, FormMessage, SelectField, SubmitButton, SuccessMessage, TextField, useAccountForm } from "./form-kit";
import type { OrderList, OrderView } from "../checkout/types";
import { AccountOrderDetails, OrderHistory, PaymentMethods } from "../orders/AccountOrderPages";
import { Button, ButtonLink } from "../ui/Button";

/** What the account route's loader read for the current page (orders, one order). */
export interface AccountPageData {
  orders?: OrderList;
  order?: OrderView;
}

interface PageProps {
  customer: CustomerView;
  addresses: AddressView[];
  data: AccountPageData;
}

/**
 * Profile: names, email and marketing opt-in (001 §2 My account; 001 §5 update rules). Changing the
 * email asks for the current password (issue 12); the other devices are signed out then.
 */
function ProfilePage({ customer }: PageProps) {
  const { t } = useTranslation("account");
  const revalidator = useRevalidator();
  const [saved, setSaved] = useState<string | null>(null);
  const { form, fields, pending, formProps } = useAccountForm({
    id: "profile-form",
    schema: profileFormSchema(customer.email),
    defaultValue: {
      first_name: customer.first_name,
      last_name: customer.last_name,
      email: customer.email,
      accepts_product_review_abandoned_cart_emails: customer.accepts_product_review_abandoned_cart_emails ? "on" : undefined,
    },
    async onValid(value) {
      setSaved(null);
      const emailChanged = value.email !== customer.email;
      const updated = await callApi<CustomerView>("customer", "updateCustomer", emailChanged ? value : { ...value, current_password: undefined });
      customerUpdated(updated);
      form.update({ name: fields.current_password.name, value: "" });
      setSaved(emailChanged ? t("profile.emailChanged") : t("profile.saved"));
      await revalidator.revalidate();
    },
  });
  const emailValue = typeof fields.email.value === "string" ? fields.email.value.trim().toLowerCase() : customer.email;
  const asksForPassword = emailValue !== customer.email;
  return (
    <form {...formProps} className="max-w-xl space-y-5">
      {saved && <SuccessMessage>{saved}</SuccessMessage>}
      <FormMessage id={form.errorId} errors={form.errors} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField field={fields.first_name} label={t("fields.firstName")} autoComplete="given-name" />
        <TextField field={fields.last_name} label={t("fields.lastName")} autoComplete="family-name" />
      </div>
      <TextField field={fields.email} label={t("fields.email")} type="email" autoComplete="email" />
      {asksForPassword && (
        <TextField
          field={fields.current_password}
          label={t("fields.currentPassword")}
          type="password"
          autoComplete="current-password"
          hint={t("profile.currentPasswordHint")}
        />
      )}
      <CheckboxField field={fields.accepts_product_review_abandoned_cart_emails} label={t("register.marketing")} />
      <SubmitButton pending={pending}>{t("profile.submit")}</SubmitButton>
    </form>
  );
}

/** Password change: the current password is required ("Incorrect current password."). */
function PasswordPage() {
  const { t } = useTranslation("account");
  const [saved, setSaved] = useState(false);
  const [formKey, setFormKey] = useState(0);
  return (
    <div className="max-w-xl space-y-5">
      {saved && <SuccessMessage>{t("password.saved")}</SuccessMessage>}
      <PasswordForm
        key={formKey}
        onSaved={() => {
          setSaved(true);
          setFormKey((k) => k + 1);
        }}
      />
    </div>
  );
}

function PasswordForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation("account");
  const { form, fields, pending, formProps } = useAccountForm({
    id: "password-form",
    schema: updatePasswordSchema,
    async onValid(value) {
      await callApi("customer", "updatePassword", value);
      onSaved();
    },
  });
  return (
    <form {...formProps} className="space-y-5">
      <FormMessage id={form.errorId} errors={form.errors} />
      <TextField field={fields.current_password} label={t("fields.currentPassword")} type="password" autoComplete="current-password" />
      <TextField field={fields.password} label={t("fields.newPassword")} type="password" autoComplete="new-password" hint={t("register.passwordHint")} />
      <TextField field={fields.confirm_password} label={t("fields.confirmPassword")} type="password" autoComplete="new-password" />
      <SubmitButton pending={pending}>{t("password.submit")}</SubmitButton>
    </form>
  );
}

function useCountryOptions() {
  const root = useRootData();
  return (root?.countries ?? []).filter((c) => c.iso !== "GL").map((c) => ({ value: c.iso, label: c.label }));
}

/** Shipping details: the address book (001 §3 Customer address; field rules of 001 §5). */
function ShippingDetailsPage({ addresses }: PageProps) {
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
  const [confirming, setConfirming] = useState(false);
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
      <address className="flex-1 text-sm leading-relaxed text-ink not-italic">
        <span className="block font-semibold">{name}</span>
        {address.company && <span className="block">{address.company}</span>}
        <span className="block">{address.address1}</span>
        {address.address2 && <span className="block">{address.address2}</span>}
        <span className="block">
          {address.postal_code} {address.city}
        </span>
        {address.state_or_province && <span className="block">{address.state_or_province}</span>}
        <span className="block">{countryName}</span>
        {address.phone && <span className="mt-1 block text-muted">{address.phone}</span>}
      </address>
      {error && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-black/[0.06] pt-4">
        {confirming ? (
          <DeleteConfirmation prompt={t("addresses.confirmDelete")} deleteLabel={t("addresses.delete")} cancelLabel={t("form.cancel")} pending={pending} onConfirm={remove} onCancel={() => setConfirming(false)} />
        ) : (
          <>
            <Button variant="secondary" size="bare" onClick={onEdit} aria-label={t("addresses.editNamed", { name })} className="px-4 py-2 text-sm">
              {t("addresses.edit")}
            </Button>
            <Button variant="dangerText" size="bare" onClick={() => setConfirming(true)} aria-label={t("addresses.deleteNamed", { name })} className="px-4 py-2 text-sm">
              {t("addresses.delete")}
            </Button>
          </>
        )}
      </div>
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

/** Newsletter preferences: the marketing opt-in on its own. */
function NewsletterPage({ customer }: PageProps) {
  const { t } = useTranslation("account");
  const revalidator = useRevalidator();
  const [saved, setSaved] = useState(false);
  const { form, fields, pending, formProps } = useAccountForm({
    id: "newsletter-form",
    schema: newsletterPreferenceSchema,
    defaultValue: { accepts_product_review_abandoned_cart_emails: customer.accepts_product_review_abandoned_cart_emails ? "on" : undefined },
    async onValid(value) {
      setSaved(false);
      const updated = await callApi<CustomerView>("customer", "updateCustomer", value);
      customerUpdated(updated);
      setSaved(true);
      await revalidator.revalidate();
    },
  });
  return (
    <form {...formProps} className="max-w-xl space-y-5">
      <p className="text-sm leading-relaxed text-muted">{t("newsletter.preferencesIntro")}</p>
      {saved && <SuccessMessage>{t("newsletter.preferencesSaved")}</SuccessMessage>}
      <FormMessage id={form.errorId} errors={form.errors} />
      <CheckboxField field={fields.accepts_product_review_abandoned_cart_emails} label={t("register.marketing")} />
      <SubmitButton pending={pending}>{t("newsletter.preferencesSubmit")}</SubmitButton>
    </form>
  );
}

function EmptyState({ text, action }: { text: string; action?: { label: string; to: string } }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-black/15 bg-brand-soft/30 px-6 py-12 text-center">
      <svg aria-hidden viewBox="0 0 48 48" className="size-12 text-brand/70" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="12" cy="34" r="8" />
        <circle cx="36" cy="34" r="8" />
        <path d="M12 34l8-14h12l4 14M20 20l-3-6h-4M28 20l-2-6h5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <p className="mt-4 max-w-sm text-[15px] text-ink">{text}</p>
      {action && (
        <ButtonLink to={action.to} size="bare" className="mt-5 min-h-11 px-6 text-sm">
          {action.label}
        </ButtonLink>
      )}
    </div>
  );
}

/** Order history: the customer's orders, newest first (001 §2 My account). */
function OrderHistoryPage({ data }: PageProps) {
  const { t } = useTranslation("account");
  const empty = <EmptyState text={t("orders.empty")} action={{ label: t("orders.startShopping"), to: "/" }} />;
  return data.orders ? <OrderHistory list={data.orders} empty={empty} /> : empty;
}

/** Order details: one of the customer's own orders (the loader answers 404 for another's). */
function OrderDetailsPage({ data }: PageProps) {
  return data.order ? <AccountOrderDetails order={data.order} /> : null;
}

/** Stored cards saved at checkout, with delete. */
function PaymentMethodsPage() {
  const { t } = useTranslation("checkout");
  return <PaymentMethods empty={<EmptyState text={t("cards.empty")} />} />;
}

/** Filled by the bike-registration feature. */
function RegisteredBikesPage() {
  const { t } = useTranslation("account");
  return <EmptyState text={t("bikes.empty")} action={{ label: t("bikes.register"), to: "/bike-registration" }} />;
}

/** Filled by the subscriptions feature. */
function SubscriptionsPage() {
  const { t } = useTranslation("account");
  return <EmptyState text={t("subscriptions.empty")} />;
}

/** One component per page name; other features replace their entry with the real page. */
export const ACCOUNT_PAGES: Record<AccountPageName, ComponentType<PageProps>> = {
  profile: ProfilePage,
  password: PasswordPage,
  "shipping-details": ShippingDetailsPage,
  newsletter: NewsletterPage,
  "order-history": OrderHistoryPage,
  "order-details": OrderDetailsPage,
  "payment-methods": PaymentMethodsPage,
  "registered-bikes": RegisteredBikesPage,
  subscriptions: SubscriptionsPage,
};
