import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ApiError } from "../account/customer-api";
import { FormMessage, SubmitButton, TextField, useAccountForm } from "../account/form-kit";
import { startCheckout } from "./checkout-api";
import { ensurePlatformConfig } from "./platform-config";
import { contactSchema } from "./checkout-schemas";
import { useSignedIn } from "../layout/use-signed-in";
import { UserIcon } from "../ui/icons";

/**
 * /checkout-login (000 §2; §4 Go to checkout step 4): the step before checkout for a shopper who
 * is not signed in: Sign in (the login modal with redirectPath=checkout, 000 §4 Login modal) or
 * continue as a guest with an email. A signed-in visitor goes straight on to the hosted checkout.
 */
export function CheckoutLoginPage() {
  const { t } = useTranslation(["checkout", "account"]);
  const signedIn = useSignedIn();
  const [searchParams, setSearchParams] = useSearchParams();
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const startedFor = useRef<string | null>(null);
  // The login modal continues to checkout itself after a sign-in (000 §4); this page waits for it.
  const modalFlow = searchParams.get("redirectPath") === "checkout";

  // The platform config (the checkout URL) while it is not known yet (000 §7; a failure is logged and stored, 000 §8).
  useEffect(() => {
    void ensurePlatformConfig();
  }, []);

  useEffect(() => {
    if (!signedIn || modalFlow) return;
    const key = searchParams.toString();
    if (startedFor.current === key) return;
    startedFor.current = key;
    setStarting(true);
    setStartError(null);
    void startCheckout().then((result) => {
      if (result.ok) return;
      setStarting(false);
      setStartError(result.message || t("errors.somethingWentWrong"));
    });
  }, [signedIn, modalFlow, searchParams, t]);

  const { form, fields, pending, formProps } = useAccountForm({
    id: "guest-checkout-form",
    schema: contactSchema,
    async onValid({ email }) {
      const result = await startCheckout({ email });
      if (!result.ok) throw new ApiError(result.message, result.status);
      // Keep the button busy while the browser opens the checkout.
      await new Promise(() => {});
    },
  });

  if (signedIn && !modalFlow) {
    return (
      <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-5 px-6 py-16 text-center">
        {starting ? (
          <p role="status" className="flex items-center gap-3 text-lg font-semibold text-ink">
            <span aria-hidden className="size-5 animate-spin rounded-full border-2 border-brand/30 border-t-brand" />
            {t("login.starting")}
          </p>
        ) : (
          startError && (
            <>
              <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-5 py-4 text-[15px] font-medium text-red-800">
                {startError}
              </p>
              <Link to="/?action=edit_cart" className="inline-flex min-h-12 items-center rounded-button bg-brand px-7 font-semibold text-white hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand">
                {t("login.backToCart")}
              </Link>
            </>
          )
        )}
      </div>
    );
  }

  return (
    <div className="bg-gradient-to-b from-brand-soft/70 to-white">
      <div className="mx-auto max-w-5xl px-4 pt-8 pb-16 sm:px-6 lg:pt-12">
        <header className="mb-6 lg:mb-10">
          <p className="text-xs font-semibold tracking-[0.18em] text-accent uppercase">{t("page.eyebrow")}</p>
          <h1 className="mt-1 font-display text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t("login.title")}</h1>
          <p className="mt-2 max-w-2xl text-[15px] text-muted">{t("login.intro")}</p>
        </header>
        <div className="grid gap-5 md:grid-cols-2 md:gap-8">
          <section aria-labelledby="guest-title" className="rounded-3xl bg-white p-6 shadow-[0_1px_2px_rgba(0,0,0,0.04),0_8px_32px_rgba(15,61,46,0.08)] ring-1 ring-black/[0.05] sm:p-8">
            <h2 id="guest-title" className="font-display text-xl font-bold tracking-tight text-ink">
              {t("login.guestTitle")}
            </h2>
            <p className="mt-1 text-sm text-muted">{t("login.guestText")}</p>
            <form {...formProps} className="mt-5 space-y-4">
              <FormMessage id={form.errorId} errors={form.errors} />
              <TextField field={fields.email} label={t("account:fields.email")} type="email" autoComplete="email" hint={t("contact.hint")} />
              <SubmitButton pending={pending} className="w-full">
                {t("login.continueAsGuest")}
              </SubmitButton>
            </form>
          </section>
          <section aria-labelledby="signin-title" className="flex flex-col rounded-3xl bg-white/70 p-6 ring-1 ring-black/[0.06] sm:p-8">
            <span aria-hidden className="flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand">
              <UserIcon />
            </span>
            <h2 id="signin-title" className="mt-4 font-display text-xl font-bold tracking-tight text-ink">
              {t("login.customerTitle")}
            </h2>
            <p className="mt-1 text-sm text-muted">{t("login.customerText")}</p>
            <button
              type="button"
              onClick={() => setSearchParams({ action: "login", redirectPath: "checkout" }, { preventScrollReset: true })}
              className="mt-5 inline-flex min-h-12 w-full items-center justify-center rounded-button border-2 border-brand bg-white px-7 text-[15px] font-semibold text-brand transition hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand md:mt-auto"
            >
              {t("login.signIn")}
            </button>
          </section>
        </div>
      </div>
    </div>
  );
}
