import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { pushEvent } from "../../lib/analytics";
import type { RootData } from "../../lib/root-data";
import { useCountries } from "../../lib/countries";
import { closeOverlay, openOverlay, setLoginScreen, useOverlay, useUiState, type LoginScreen } from "../../lib/ui-state";
import { loginSchema, registerSchema, resetPasswordRequestSchema } from "../../../common/forms/account";
import { afterLoginTarget, continueToCheckoutAfterLogin } from "./after-login";
import { ApiError, callApi, type CustomerView } from "./customer-api";
import { signedIn } from "./customer-store";
import { Modal } from "../ui/Modal";
import { CheckboxField, FormMessage, NameAndEmailFields, SelectField, SubmitButton, SuccessMessage, TextButton, TextField, useAccountForm } from "./form-kit";

const TITLES: Record<LoginScreen, string> = { login: "login.title", register: "register.title", forgotPassword: "resetPassword.title" };

/**
 * The login modal (000 §2, §4): Sign in, Register and Reset Password screens with links between
 * them. Closing resets it to Sign in and clears errors (the screens unmount with the dialog).
 */
export function LoginModal({ root }: { root: Pick<RootData, "accountPath" | "storefront" | "country" | "formTexts"> }) {
  const { t } = useTranslation("account");
  const open = useOverlay("login");
  const { loginScreen } = useUiState();
  const location = useLocation();
  const navigate = useNavigate();

  function done(customer: CustomerView) {
    signedIn(customer);
    closeOverlay("login");
    const target = afterLoginTarget(location.search, root.accountPath);
    if (target.kind === "checkout") void continueToCheckoutAfterLogin(navigate);
    else navigate(target.to);
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? openOverlay("login", { screen: loginScreen }) : closeOverlay("login"))}
      eyebrow={t("modal.eyebrow")}
      title={t(TITLES[loginScreen])}
      description={null}
      closeLabel={t("modal.close")}
      size="sm"
    >
      {loginScreen === "login" && <SignInScreen onSignedIn={done} />}
      {loginScreen === "register" && <RegisterScreen root={root} onRegistered={done} />}
      {loginScreen === "forgotPassword" && <ResetPasswordScreen />}
    </Modal>
  );
}

function SwitchLine({ text, action, to }: { text: string; action: string; to: LoginScreen }) {
  return (
    <p className="mt-6 border-t border-black/[0.07] pt-5 text-center text-sm text-muted">
      {text} <TextButton onClick={() => setLoginScreen(to)}>{action}</TextButton>
    </p>
  );
}

function SignInScreen({ onSignedIn }: { onSignedIn: (customer: CustomerView) => void }) {
  const { t } = useTranslation("account");
  const { form, fields, pending, formProps } = useAccountForm({
    id: "login-form",
    schema: loginSchema,
    async onValid(value) {
      const { customer } = await callApi("customer", "login", value);
      onSignedIn(customer);
    },
  });
  return (
    <>
      <form {...formProps} className="space-y-4">
        <FormMessage id={form.errorId} errors={form.errors} />
        <TextField field={fields.email} label={t("fields.email")} type="email" autoComplete="email" />
        <TextField field={fields.password} label={t("fields.password")} type="password" autoComplete="current-password" />
        <div className="flex justify-end text-sm">
          <TextButton onClick={() => setLoginScreen("forgotPassword")}>{t("login.forgotPassword")}</TextButton>
        </div>
        <SubmitButton pending={pending} className="w-full">
          {t("login.submit")}
        </SubmitButton>
      </form>
      <SwitchLine text={t("login.noAccount")} action={t("login.toRegister")} to="register" />
    </>
  );
}

function RegisterScreen({ root, onRegistered }: { root: Pick<RootData, "storefront" | "country" | "formTexts">; onRegistered: (customer: CustomerView) => void }) {
  const { t } = useTranslation("account");
  const askCountry = root.storefront.isDefault;
  const countries = useCountries(root.country, { enabled: askCountry });
  const { form, fields, pending, formProps } = useAccountForm({
    id: "register-form",
    schema: registerSchema({ requireCountry: askCountry }),
    async onValid(value) {
      const { customer } = await callApi("customer", "register", value);
      // 000 §4: registration fires account_created and, with the marketing opt-in, an email capture.
      pushEvent({ event: "account_created", customer_id: customer.id });
      if (value.accepts_marketing) pushEvent({ event: "email_capture", placement: "registration" });
      onRegistered(customer);
    },
  });
  const tradeCountries = countries.filter((c) => c.iso !== root.storefront.country.iso).map((c) => ({ value: c.iso, label: c.label }));
  return (
    <>
      <form {...formProps} className="space-y-4">
        <FormMessage id={form.errorId} errors={form.errors} />
        <NameAndEmailFields fields={fields} />
        <TextField field={fields.password} label={t("fields.password")} type="password" autoComplete="new-password" hint={t("register.passwordHint")} />
        {askCountry && (
          <SelectField field={fields.country} label={t("fields.country")} placeholder={t("fields.selectCountry")} options={tradeCountries} autoComplete="country" />
        )}
        <div className="space-y-3 pt-1">
          {/* 001 §7 formConfig: the labels of the config document (sanitised on the server; locale texts as fallback). */}
          <CheckboxField
            field={fields.terms}
            label={<span className="[&_a]:font-semibold [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-2" dangerouslySetInnerHTML={{ __html: root.formTexts.termsLabelHtml }} />}
          />
          <CheckboxField field={fields.accepts_marketing} label={root.formTexts.marketingLabel} />
        </div>
        <SubmitButton pending={pending} className="w-full">
          {t("register.submit")}
        </SubmitButton>
      </form>
      <SwitchLine text={t("register.haveAccount")} action={t("register.toLogin")} to="login" />
    </>
  );
}

function ResetPasswordScreen() {
  const { t } = useTranslation("account");
  const [sent, setSent] = useState<string | null>(null);
  const { form, fields, pending, formProps } = useAccountForm({
    id: "reset-password-form",
    schema: resetPasswordRequestSchema,
    async onValid(value) {
      try {
        const answer = await callApi("customer", "resetPasswordRequest", value);
        setSent(answer.message);
      } catch (error) {
        // 000 §8: a failed request shows "Something went wrong."; field issues and a throttling
        // answer (how long to wait) are shown as they are.
        if (error instanceof ApiError && (error.status === 429 || error.issues.length > 0)) throw error;
        throw new ApiError(t("errors.somethingWentWrong"), 500);
      }
    },
  });
  return (
    <>
      {sent ? (
        <SuccessMessage>{sent}</SuccessMessage>
      ) : (
        <form {...formProps} className="space-y-4">
          <p className="text-sm leading-relaxed text-muted">{t("resetPassword.intro")}</p>
          <FormMessage id={form.errorId} errors={form.errors} />
          <TextField field={fields.email} label={t("fields.email")} type="email" autoComplete="email" />
          <SubmitButton pending={pending} className="w-full">
            {t("resetPassword.submit")}
          </SubmitButton>
        </form>
      )}
      <SwitchLine text={t("resetPassword.remembered")} action={t("resetPassword.toLogin")} to="login" />
    </>
  );
}
