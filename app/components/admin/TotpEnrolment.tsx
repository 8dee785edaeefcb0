import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { staffSessionApi } from "../../../server/modules/staff/admin-api";
import { rpc } from "../../lib/rpc-client";
import { Button } from "../ui/Button";
import { AdminField, AdminNotice } from "./admin-ui";

/** TOTP enrolment (issue 17): the QR code, secret and link, then a code from the app to confirm. */
export function TotpEnrolment({ enrolment, onEnrolled }: { enrolment: { secret: string; uri: string; qr: string }; onEnrolled: () => void }) {
  const { t } = useTranslation("admin");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "");
    setPending(true);
    setError(null);
    const answer = await rpc<typeof staffSessionApi>("admin/session")("enrolTotp", { secret: enrolment.secret, code });
    setPending(false);
    if (answer.ok) onEnrolled();
    else setError(answer.error.message || t("errors.somethingWentWrong"));
  }
  return (
    <div className="grid gap-6 md:grid-cols-[auto_1fr]">
      <img src={enrolment.qr} alt={t("account.qrAlt")} width={192} height={192} className="rounded border border-slate-200 bg-white" />
      <div className="min-w-0 space-y-4">
        <p className="text-sm text-slate-700">{t("account.totpSteps")}</p>
        <dl className="space-y-2 text-sm">
          <div>
            <dt className="font-medium text-slate-800">{t("account.secret")}</dt>
            <dd className="font-mono tracking-wider break-all text-slate-900" data-testid="totp-secret">
              {enrolment.secret}
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-800">{t("account.uri")}</dt>
            <dd className="font-mono text-xs break-all text-slate-600">{enrolment.uri}</dd>
          </div>
        </dl>
        <form onSubmit={submit} className="flex max-w-md flex-wrap items-end gap-3" noValidate>
          <div className="w-40">
            <AdminField id="totp-code" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={8} required label={t("account.code")} />
          </div>
          <Button type="submit" busy={pending} size="sm">
            {pending ? t("account.confirming") : t("account.confirm")}
          </Button>
        </form>
        {error && <AdminNotice tone="error">{error}</AdminNotice>}
      </div>
    </div>
  );
}
