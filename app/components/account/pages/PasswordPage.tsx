import { useState } from "react";
import { useTranslation } from "react-i18next";
import { updatePasswordSchema } from "../../../../common/forms/account";
import { callApi } from "../customer-api";
import { FormMessage, SubmitButton, SuccessMessage, TextField, useAccountForm } from "../form-kit";

/** Password change: the current password is required ("Incorrect current password."). */
export function PasswordPage() {
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
