import { useState } from "react";
import { useTranslation } from "react-i18next";
import { openOverlay } from "../../lib/ui-state";
import { resetPasswordSchema } from "../../../common/forms/account";
import { ApiError, callApi } from "./customer-api";
import { FormMessage, SubmitButton, SuccessMessage, TextField, useAccountForm } from "./form-kit";
import { Button } from "../ui/Button";

/**
 * /updatepassword?token=…: a new password from a reset link. An expired or used link shows the
 * spec's text (001 §8) and offers a new request on the Reset Password screen.
 */
export function UpdatePasswordPanel({ token, tokenValid }: { token: string; tokenValid: boolean }) {
  const { t } = useTranslation("account");
  const [state, setState] = useState<"form" | "done" | "expired">(tokenValid ? "form" : "expired");
  return (
    <div className="mx-auto flex max-w-6xl justify-center px-4 py-12 sm:py-20">
      <div className="w-full max-w-md rounded-3xl bg-white p-6 shadow-[0_1px_2px_rgba(0,0,0,0.04),0_12px_40px_rgba(15,61,46,0.12)] ring-1 ring-black/[0.05] sm:p-9">
        <p className="text-xs font-semibold tracking-[0.18em] text-accent uppercase">{t("modal.eyebrow")}</p>
        <h1 className="mt-1 mb-6 font-display text-2xl font-bold tracking-tight text-ink sm:text-[1.75rem]">{t("updatePassword.title")}</h1>
        {state === "form" && <NewPasswordForm token={token} onDone={() => setState("done")} onExpired={() => setState("expired")} />}
        {state === "done" && (
          <div className="space-y-5">
            <SuccessMessage>{t("updatePassword.done")}</SuccessMessage>
            <Button onClick={() => openOverlay("login", { screen: "login" })} className="w-full">
              {t("login.submit")}
            </Button>
          </div>
        )}
        {state === "expired" && (
          <div className="space-y-5">
            <div role="alert" className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
              {t("errors.resetLinkExpired")}
            </div>
            <Button onClick={() => openOverlay("login", { screen: "forgotPassword" })} className="w-full">
              {t("updatePassword.requestNew")}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}

function NewPasswordForm({ token, onDone, onExpired }: { token: string; onDone: () => void; onExpired: () => void }) {
  const { t } = useTranslation("account");
  const { form, fields, pending, formProps } = useAccountForm({
    id: "update-password-form",
    schema: resetPasswordSchema,
    defaultValue: { token },
    async onValid(value) {
      try {
        await callApi("customer", "resetPassword", value);
        onDone();
      } catch (error) {
        if (error instanceof ApiError && error.status === 400 && error.issues.length === 0) onExpired();
        else throw error;
      }
    },
  });
  return (
    <form {...formProps} className="space-y-5">
      <FormMessage id={form.errorId} errors={form.errors} />
      <input type="hidden" name={fields.token.name} value={token} />
      <TextField field={fields.password} label={t("fields.newPassword")} type="password" autoComplete="new-password" hint={t("register.passwordHint")} />
      <TextField field={fields.confirm_password} label={t("fields.confirmPassword")} type="password" autoComplete="new-password" />
      <SubmitButton pending={pending} className="w-full">
        {t("updatePassword.submit")}
      </SubmitButton>
    </form>
  );
}
