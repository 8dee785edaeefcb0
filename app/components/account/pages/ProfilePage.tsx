import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { profileFormSchema } from "../../../../common/forms/account";
import { callApi } from "../customer-api";
import { customerUpdated } from "../customer-store";
import { CheckboxField, FormMessage, NameAndEmailFields, SubmitButton, SuccessMessage, TextField, useAccountForm } from "../form-kit";
import type { PageProps } from "./page-props";

/**
 * Profile: names, email and marketing opt-in (001 §2 My account; 001 §5 update rules). Changing the
 * email asks for the current password (issue 12); the other devices are signed out then.
 */
export function ProfilePage({ customer }: PageProps) {
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
      const updated = await callApi("customer", "updateCustomer", emailChanged ? value : { ...value, current_password: undefined });
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
      <NameAndEmailFields fields={fields} gap="gap-5" />
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
