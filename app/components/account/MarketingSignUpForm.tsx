import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { RootData } from "../../lib/root-data";
import { useCountries } from "../../lib/countries";
import { marketingSignUpSchema } from "../../../common/forms/account";
import { signUpForMarketing } from "./marketing-sign-up";
import { FormMessage, SelectField, SubmitButton, SuccessMessage, TextField, useAccountForm } from "./form-kit";

/**
 * Marketing sign-up (001 §3, §4): email, country, message, placement. A country storefront sends
 * its own country; only the global storefront asks for one. Used by the newsletter modal and by the
 * CMS marketing sign-up block (pass `placement` and the block's `message`).
 */
export function MarketingSignUpForm({
  root,
  placement,
  message,
  idPrefix,
}: {
  root: Pick<RootData, "storefront" | "country">;
  placement: string;
  message?: string;
  idPrefix: string;
}) {
  const { t } = useTranslation("account");
  const [done, setDone] = useState(false);
  const askCountry = root.storefront.isDefault;
  const allCountries = useCountries(root.country, { enabled: askCountry });
  const { form, fields, pending, formProps } = useAccountForm({
    id: `${idPrefix}-marketing-sign-up`,
    schema: marketingSignUpSchema,
    async onValid(value) {
      await signUpForMarketing({ ...value, message, placement });
      setDone(true);
    },
  });
  if (done) return <SuccessMessage>{t("newsletter.success")}</SuccessMessage>;
  const countries = allCountries.filter((c) => c.iso !== root.storefront.country.iso).map((c) => ({ value: c.label, label: c.label }));
  return (
    <form {...formProps} className="space-y-4">
      <FormMessage id={form.errorId} errors={form.errors} />
      <input type="hidden" name="placement" value={placement} />
      <TextField field={fields.email} label={t("fields.email")} type="email" autoComplete="email" />
      {askCountry && (
        <SelectField field={fields.country} label={t("fields.country")} placeholder={t("fields.selectCountry")} options={countries} autoComplete="country-name" />
      )}
      <p className="text-xs leading-relaxed text-muted">{t("newsletter.privacy")}</p>
      <SubmitButton pending={pending} className="w-full">
        {t("newsletter.submit")}
      </SubmitButton>
    </form>
  );
}
