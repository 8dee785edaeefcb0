import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormat } from "../../lib/use-format";
import type { AddressView } from "../account/customer-api";
import { FormMessage, inputClass, SubmitButton, TextField, useAccountForm } from "../account/form-kit";
import { CheckIcon } from "../ui/icons";
import { CheckoutAddressForm, fromAddressBook } from "./AddressFields";
import { callCheckoutApi, CheckoutApiError } from "./checkout-api";
import type { CheckoutAddressInput } from "../../../common/forms/address";
import { contactSchema } from "./checkout-schemas";
import { OrderSummary } from "./OrderSummary";
import { Choice, PaymentStep } from "./PaymentStep";
import type { CheckoutAddress, CheckoutView } from "./types";
import { Button } from "../ui/Button";

const STEPS = ["contact", "shipping", "method", "billing", "payment"] as const;
type Step = (typeof STEPS)[number];

/** The first step the shopper still has to do: a returning shopper continues where they left off. */
function firstOpenStep(view: CheckoutView): Step {
  if (!view.email) return "contact";
  if (!view.shipping_address) return "shipping";
  if (!view.shipping_method_id) return "method";
  if (!view.billing_same_as_shipping && !view.billing_address) return "billing";
  return "payment";
}

function stepDone(step: Step, view: CheckoutView): boolean {
  switch (step) {
    case "contact":
      return Boolean(view.email);
    case "shipping":
      return view.shipping_address !== null;
    case "method":
      return view.shipping_method_id !== null;
    case "billing":
      return view.billing_same_as_shipping || view.billing_address !== null;
    case "payment":
      return false;
  }
}

/**
 * The shop's hosted checkout (issue 5; contract Pages): contact, shipping address (with the address
 * book for customers), shipping method, billing address and payment with the order review, one
 * step open at a time. Each Continue saves the step through updateCheckout and the answer (totals
 * included) replaces the view. The order summary sits beside the steps on wide screens and folds
 * into a bar above them on phones.
 */
export function CheckoutPage({ initialView, addresses, signedIn }: { initialView: CheckoutView; addresses: AddressView[]; signedIn: boolean }) {
  const { t } = useTranslation("checkout");
  const [view, setView] = useState(initialView);
  const [step, setStep] = useState<Step>(() => firstOpenStep(initialView));
  const headingRefs = useRef<Partial<Record<Step, HTMLHeadingElement | null>>>({});
  const moved = useRef(false);

  // Focus follows the step that opens, so keyboard and screen-reader users are not left behind.
  useEffect(() => {
    if (!moved.current) return;
    const heading = headingRefs.current[step];
    heading?.focus();
    heading?.scrollIntoView({ block: "start", behavior: "smooth" });
  }, [step]);

  async function update(body: Record<string, unknown>): Promise<CheckoutView> {
    const next = await callCheckoutApi<CheckoutView>("commerce", "updateCheckout", { checkoutId: view.id, ...body });
    setView(next);
    return next;
  }

  function goTo(next: Step) {
    moved.current = true;
    setStep(next);
  }

  function continueFrom(current: Step, next: CheckoutView) {
    const after = STEPS[STEPS.indexOf(current) + 1];
    const open = firstOpenStep(next);
    goTo(STEPS.indexOf(open) < STEPS.indexOf(after) ? open : after);
  }

  const countryName = (code: string) => view.allowed_countries.find((c) => c.code === code)?.name ?? code;
  const method = view.shipping_methods.find((m) => m.id === view.shipping_method_id);

  const sections: Record<Step, { title: string; summary: ReactNode; body: ReactNode }> = {
    contact: {
      title: t("contact.title"),
      summary: <p className="text-sm wrap-anywhere text-ink">{view.email}</p>,
      body: signedIn ? (
        <div className="space-y-4">
          <p className="text-sm wrap-anywhere text-ink">{t("contact.signedInAs", { email: view.email })}</p>
          <ContinueButton onClick={() => continueFrom("contact", view)} />
        </div>
      ) : (
        <ContactForm email={view.email} onSaved={async (email) => continueFrom("contact", await update({ email }))} />
      ),
    },
    shipping: {
      title: t("shipping.title"),
      summary: view.shipping_address && <AddressLines address={view.shipping_address} countryName={countryName} />,
      body: (
        <ShippingAddressStep
          view={view}
          addresses={addresses}
          onSave={async (address) => continueFrom("shipping", await update({ shippingAddress: address }))}
        />
      ),
    },
    method: {
      title: t("method.title"),
      summary: method && <MethodLine name={method.name} cost={method.cost} />,
      body: <ShippingMethodStep view={view} onSave={async (id, note) => continueFrom("method", await update({ shippingMethodId: id, customerMessage: note }))} />,
    },
    billing: {
      title: t("billing.title"),
      summary: view.billing_same_as_shipping ? (
        <p className="text-sm text-ink">{t("billing.sameAsShipping")}</p>
      ) : (
        view.billing_address && <AddressLines address={view.billing_address} countryName={countryName} />
      ),
      body: <BillingStep view={view} onSave={async (body) => continueFrom("billing", await update(body))} />,
    },
    payment: {
      title: t("payment.title"),
      summary: null,
      body: (
        <PaymentStep
          view={view}
          signedIn={signedIn}
          review={<Review view={view} countryName={countryName} methodName={method?.name} onEdit={goTo} />}
        />
      ),
    },
  };

  return (
    <div className="bg-gradient-to-b from-brand-soft/70 to-white">
      <div className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:px-6 lg:px-8 lg:pt-10">
        <header className="mb-5 lg:mb-8">
          <p className="flex items-center gap-1.5 text-xs font-semibold tracking-[0.18em] text-accent uppercase">{t("page.eyebrow")}</p>
          <h1 className="mt-1 font-display text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t("page.title")}</h1>
        </header>
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-10">
          <div className="lg:order-last">
            <OrderSummary view={view} />
          </div>
          <ol className="space-y-4" aria-label={t("page.stepsLabel")}>
            {STEPS.map((name, index) => {
              const active = name === step;
              const done = !active && stepDone(name, view);
              const reachable = STEPS.slice(0, index).every((before) => stepDone(before, view));
              const section = sections[name];
              return (
                <li
                  key={name}
                  data-testid={`checkout-step-${name}`}
                  aria-current={active ? "step" : undefined}
                  className={`rounded-3xl bg-white p-5 ring-1 transition sm:p-7 ${active ? "shadow-[0_1px_2px_rgba(0,0,0,0.04),0_8px_32px_rgba(15,61,46,0.10)] ring-brand/25" : "ring-black/[0.06]"}`}
                >
                  <div className="flex items-center gap-3">
                    <span
                      aria-hidden
                      className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                        done ? "bg-brand text-white" : active ? "bg-ink text-white" : "bg-black/[0.06] text-muted"
                      }`}
                    >
                      {done ? <CheckIcon width={16} height={16} /> : index + 1}
                    </span>
                    <h2
                      ref={(el) => {
                        headingRefs.current[name] = el;
                      }}
                      tabIndex={-1}
                      className={`flex-1 font-display text-lg font-bold tracking-tight outline-none sm:text-xl ${active || done ? "text-ink" : "text-muted"}`}
                    >
                      {section.title}
                    </h2>
                    {done && reachable && !(name === "contact" && signedIn) && (
                      <Button
                        variant="ghost"
                        size="bare"
                        onClick={() => goTo(name)}
                        aria-label={t("page.editStep", { step: section.title })}
                        className="px-3 py-1.5 text-sm"
                      >
                        {t("page.edit")}
                      </Button>
                    )}
                  </div>
                  {done && section.summary && <div className="mt-3 pl-11">{section.summary}</div>}
                  {active && <div className="mt-5">{section.body}</div>}
                </li>
              );
            })}
          </ol>
        </div>
        <p className="mt-8 text-center text-sm text-muted">
          <Link to="/?action=edit_cart" className="font-semibold text-brand underline-offset-4 hover:underline">
            {t("page.backToCart")}
          </Link>
        </p>
      </div>
    </div>
  );
}

function ContinueButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation("checkout");
  return (
    <Button onClick={onClick} className="w-full text-[15px] sm:w-auto">
      {t("page.continue")}
    </Button>
  );
}

function ContactForm({ email, onSaved }: { email: string; onSaved: (email: string) => Promise<void> }) {
  const { t } = useTranslation(["checkout", "account"]);
  const { form, fields, pending, formProps } = useAccountForm({
    id: "contact-form",
    schema: contactSchema,
    defaultValue: { email },
    onValid: (value) => onSaved(value.email),
  });
  return (
    <form {...formProps} className="space-y-4">
      <FormMessage id={form.errorId} errors={form.errors} />
      <TextField field={fields.email} label={t("account:fields.email")} type="email" autoComplete="email" hint={t("contact.hint")} />
      <SubmitButton pending={pending} className="w-full sm:w-auto">
        {t("page.continue")}
      </SubmitButton>
    </form>
  );
}

function ShippingAddressStep({ view, addresses, onSave }: { view: CheckoutView; addresses: AddressView[]; onSave: (address: CheckoutAddressInput) => Promise<void> }) {
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

function ShippingMethodStep({ view, onSave }: { view: CheckoutView; onSave: (id: string, note: string) => Promise<void> }) {
  const { t } = useTranslation("checkout");
  const format = useFormat();
  const [selected, setSelected] = useState(view.shipping_method_id ?? view.shipping_methods[0]?.id ?? "");
  // 001 §3 Order customer_message: an optional note that travels with the order.
  const [note, setNote] = useState(view.customer_message ?? "");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!selected) {
      setError(t("validation.shippingMethod"));
      return;
    }
    setPending(true);
    setError(null);
    try {
      await onSave(selected, note.trim());
    } catch (e) {
      setError((e instanceof CheckoutApiError && e.message) || t("errors.somethingWentWrong"));
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      {error && <FormMessage id="method-error" errors={[error]} />}
      <fieldset className="space-y-3">
        <legend className="sr-only">{t("method.title")}</legend>
        {view.shipping_methods.map((m) => (
          <Choice key={m.id} name="shipping-method" value={m.id} checked={selected === m.id} onChange={setSelected}>
            <span className="min-w-0">
              <span className="block font-semibold text-ink">{m.name}</span>
              {m.description && <span className="block text-sm text-muted">{m.description}</span>}
            </span>
            <span className="font-semibold tabular-nums text-ink">{m.cost === 0 ? t("summary.free") : format.money(m.cost)}</span>
          </Choice>
        ))}
      </fieldset>
      <div className="space-y-1.5">
        <label htmlFor="checkout-order-note" className="block text-sm font-semibold text-ink">
          {t("method.note")}
        </label>
        <textarea
          id="checkout-order-note"
          name="customerMessage"
          rows={2}
          maxLength={1000}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          aria-describedby="checkout-order-note-hint"
          className={inputClass}
        />
        <p id="checkout-order-note-hint" className="text-xs text-muted">
          {t("method.noteHint")}
        </p>
      </div>
      <SubmitButton pending={pending} className="w-full sm:w-auto">
        {t("page.continue")}
      </SubmitButton>
    </form>
  );
}

function BillingStep({ view, onSave }: { view: CheckoutView; onSave: (body: Record<string, unknown>) => Promise<void> }) {
  const { t } = useTranslation("checkout");
  const [same, setSame] = useState(view.billing_same_as_shipping);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function continueSame() {
    setPending(true);
    setError(null);
    try {
      await onSave({ billingSameAsShipping: true });
    } catch (e) {
      setError((e instanceof CheckoutApiError && e.message) || t("errors.somethingWentWrong"));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="space-y-5">
      <label className="flex cursor-pointer items-start gap-3 text-sm text-ink">
        <input type="checkbox" checked={same} onChange={(e) => setSame(e.target.checked)} className="mt-0.5 size-5 shrink-0 cursor-pointer accent-[var(--colour-primary)]" />
        <span>{t("billing.sameAsShipping")}</span>
      </label>
      {same ? (
        <>
          {error && <FormMessage id="billing-error" errors={[error]} />}
          <Button onClick={continueSame} disabled={pending} className="w-full text-[15px] sm:w-auto">
            {t("page.continue")}
          </Button>
        </>
      ) : (
        <CheckoutAddressForm
          kind="billing"
          defaultValue={view.billing_address ?? {}}
          countries={view.allowed_countries}
          submitLabel={t("page.continue")}
          onSubmit={(address) => onSave({ billingSameAsShipping: false, billingAddress: address })}
        />
      )}
    </div>
  );
}

/** The order review above Place order: where it goes, how, and who pays (000 §2, issue 5). */
function Review({
  view,
  countryName,
  methodName,
  onEdit,
}: {
  view: CheckoutView;
  countryName: (code: string) => string;
  methodName?: string;
  onEdit: (step: Step) => void;
}) {
  const { t } = useTranslation("checkout");
  const rows: Array<{ step: Step; label: string; value: ReactNode }> = [
    { step: "contact", label: t("review.contact"), value: view.email },
    { step: "shipping", label: t("review.shipTo"), value: view.shipping_address && <AddressLines address={view.shipping_address} countryName={countryName} inline /> },
    { step: "method", label: t("review.method"), value: methodName },
    {
      step: "billing",
      label: t("review.billTo"),
      value: view.billing_same_as_shipping ? t("billing.sameAsShipping") : view.billing_address && <AddressLines address={view.billing_address} countryName={countryName} inline />,
    },
  ];
  return (
    <section aria-labelledby="review-title" className="rounded-2xl border border-black/[0.08]">
      <h3 id="review-title" className="border-b border-black/[0.06] px-4 py-3 text-sm font-semibold text-ink">
        {t("review.title")}
      </h3>
      <dl className="divide-y divide-black/[0.06] text-sm">
        {rows.map((row) => (
          // Phones: label and Change on one line, the value below at full width.
          <div key={row.step} className="grid grid-cols-[1fr_auto] items-start gap-x-3 gap-y-1 px-4 py-3 sm:grid-cols-[6.5rem_1fr_auto]">
            <dt className="text-muted">{row.label}</dt>
            <dd className="order-2 col-span-2 min-w-0 wrap-anywhere text-ink sm:order-none sm:col-span-1">{row.value}</dd>
            <dd className="order-1 sm:order-none">
              <button type="button" onClick={() => onEdit(row.step)} className="text-sm font-semibold text-brand underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand" aria-label={t("review.change", { what: row.label })}>
                {t("review.changeShort")}
              </button>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function AddressLines({ address, countryName, inline }: { address: CheckoutAddress; countryName: (code: string) => string; inline?: boolean }) {
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

function MethodLine({ name, cost }: { name: string; cost: number }) {
  const { t } = useTranslation("checkout");
  const format = useFormat();
  return (
    <p className="text-sm text-ink">
      {name} · <span className="tabular-nums">{cost === 0 ? t("summary.free") : format.money(cost)}</span>
    </p>
  );
}
