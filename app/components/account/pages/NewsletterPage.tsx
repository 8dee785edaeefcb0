import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { newsletterPreferenceSchema } from "../../../../common/forms/account";
import { callApi } from "../customer-api";
import { customerUpdated } from "../customer-store";
import { CheckboxField, FormMessage, SubmitButton, SuccessMessage, useAccountForm } from "../form-kit";
import type { PageProps } from "./page-props";

/** Newsletter preferences: the marketing opt-in on its own. */
export function NewsletterPage({ customer }: PageProps) {
  const { t } = useTranslation("account");
  const revalidator = useRevalidator();
  const [saved, setSaved] = useState(false);
  const { form, fields, pending, formProps } = useAccountForm({
    id: "newsletter-form",
    schema: newsletterPreferenceSchema,
    defaultValue: { accepts_product_review_abandoned_cart_emails: customer.accepts_product_review_abandoned_cart_emails ? "on" : undefined },
    async onValid(value) {
      setSaved(false);
      const updated = await callApi("customer", "updateCustomer", value);
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
