import { useTranslation } from "react-i18next";
import { FormMessage, SubmitButton, TextField, useAccountForm } from "../../account/form-kit";
import { Button } from "../../ui/Button";
import { contactSchema } from "../checkout-schemas";

/** Contact: the signed-in customer's email with Continue, or the guest's email form. */
export function ContactStep({ email, signedIn, onContinue, onSaved }: { email: string; signedIn: boolean; onContinue: () => void; onSaved: (email: string) => Promise<void> }) {
  const { t } = useTranslation("checkout");
  if (!signedIn) return <ContactForm email={email} onSaved={onSaved} />;
  return (
    <div className="space-y-4">
      <p className="text-sm wrap-anywhere text-ink">{t("contact.signedInAs", { email })}</p>
      <ContinueButton onClick={onContinue} />
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
