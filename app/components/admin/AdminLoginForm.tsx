import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { staffSessionApi } from "../../../server/modules/staff/admin-api";
import { rpc } from "../../lib/rpc-client";
import { AdminField, AdminNotice } from "./admin-ui";
import { Button } from "../ui/Button";

/** Staff sign-in (issue 17): email, password and, for members with TOTP, the code, in one request. */
export function AdminLoginForm({ next, brandName, initialError = null, initialEmail }: { next: string; brandName: string; initialError?: string | null; initialEmail?: string }) {
  const { t } = useTranslation("admin");
  const [error, setError] = useState<string | null>(initialError);
  const [pending, setPending] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    const answer = await rpc<typeof staffSessionApi>("admin/session")("login", {
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
      totp: String(form.get("totp") ?? "") || undefined,
    });
    if (answer.ok) {
      window.location.assign(next);
      return;
    }
    setPending(false);
    setError(answer.error.message || answer.error.issues?.[0]?.message || t("errors.somethingWentWrong"));
  }
  return (
    <div className="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
      <p className="text-sm font-semibold uppercase tracking-wider text-slate-500">{brandName}</p>
      <h1 className="mt-1 text-xl font-bold text-slate-900">{t("login.title")}</h1>
      <form method="post" onSubmit={submit} className="mt-6 space-y-4" noValidate>
        <AdminField id="admin-email" name="email" type="email" autoComplete="username" required defaultValue={initialEmail} label={t("login.email")} />
        <AdminField id="admin-password" name="password" type="password" autoComplete="current-password" required label={t("login.password")} />
        <AdminField
          id="admin-totp"
          name="totp"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={8}
          label={t("login.totp")}
          hint={t("login.totpHint")}
        />
        {error && <AdminNotice tone="error">{error}</AdminNotice>}
        <Button type="submit" busy={pending} className="w-full">
          {pending ? t("login.submitting") : t("login.submit")}
        </Button>
      </form>
    </div>
  );
}
