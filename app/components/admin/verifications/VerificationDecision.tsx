import { useState, type FormEvent, type ReactNode } from "react";
import { Link, useRevalidator } from "react-router";
import { useTranslation } from "react-i18next";
import type { verificationsAdminApi } from "../../../../server/modules/verification/admin-api";
import type { ReviewRunDetails, StaffDecision } from "../../../../server/modules/verification/review";
import { rpc } from "../../../lib/rpc-client";
import { Button } from "../../ui/Button";
import { AdminCard, AdminNotice, adminInputClass, Badge } from "../admin-ui";
import { adminDate } from "../orders/order-format";
import { stateTone, statusTone } from "./VerificationQueue";

const verificationsApi = () => rpc<typeof verificationsAdminApi>("admin/verifications");

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * One identity check (issue 17): the customer and their status, the capture's photos (from the
 * staff-only endpoint, never a public URL), and a manual decision VERIFIED or REJECTED with a
 * reason; the customer's status changes at once and the storefront's verification modal reads it.
 */
export function VerificationDecision({ details }: { details: ReviewRunDetails }) {
  const { t } = useTranslation("admin-verifications");
  const revalidator = useRevalidator();
  const [decision, setDecision] = useState<StaffDecision | "">("");
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!decision) return setMessage({ tone: "error", text: t("decision.chooseDecision") });
    setBusy(true);
    const result = await verificationsApi()("decide", { id: details.id, decision, reason });
    setBusy(false);
    if (result.ok) {
      setMessage({ tone: "success", text: t("decision.saved", { status: t(`statuses.${decision}`) }) });
      setReason("");
      setDecision("");
    } else setMessage({ tone: "error", text: result.error.message ?? "" });
    revalidator.revalidate();
  }

  const name = details.customer.name || details.customer.email;
  return (
    <div className="space-y-6" data-testid="admin-verification">
      {message && <AdminNotice tone={message.tone}>{message.text}</AdminNotice>}
      <div className="grid gap-6 xl:grid-cols-[minmax(18rem,1fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-6">
          <AdminCard>
            <dl className="text-sm">
              <Row label={t("details.customer")}>
                <Link to={`/admin/customers/${details.customer.id}`} className="underline underline-offset-2">
                  {name}
                </Link>
              </Row>
              <Row label={t("details.status")}>
                <span data-testid="admin-verification-status">
                  <Badge tone={statusTone(details.customer.status)}>{t(`statuses.${details.customer.status ?? "none"}`)}</Badge>
                </span>
              </Row>
              <Row label={t("details.state")}>
                <Badge tone={stateTone(details.state)}>{t(`states.${details.state}`)}</Badge>
              </Row>
              <Row label={t("details.provider")}>{t(`providers.${details.provider}`, { defaultValue: details.provider })}</Row>
              <Row label={t("details.documentType")}>{details.documentType ? t(`documentTypes.${details.documentType}`, { defaultValue: details.documentType }) : "—"}</Row>
              <Row label={t("details.started")}>{adminDate(details.createdAt)}</Row>
              {details.decidedAt && <Row label={t("details.decided")}>{adminDate(details.decidedAt)}</Row>}
              {details.decidedBy && <Row label={t("details.decidedBy")}>{details.decidedBy}</Row>}
              {details.decisionReason && <Row label={t("details.reason")}>{details.decisionReason}</Row>}
            </dl>
          </AdminCard>
          <AdminCard title={t("decision.title")}>
            {details.decidable ? (
              <form onSubmit={submit} className="space-y-4">
                <fieldset>
                  <legend className="mb-2 text-sm font-medium text-slate-800">{t("decision.legend")}</legend>
                  {(["VERIFIED", "REJECTED"] as const).map((value) => (
                    <label key={value} className="flex min-h-11 items-center gap-3 text-sm text-slate-900">
                      <input type="radio" name="decision" value={value} checked={decision === value} onChange={() => setDecision(value)} className="h-4 w-4" />
                      {t(value === "VERIFIED" ? "decision.verify" : "decision.reject")}
                    </label>
                  ))}
                </fieldset>
                <div>
                  <label htmlFor="decision-reason" className="mb-1 block text-sm font-medium text-slate-800">
                    {t("decision.reason")}
                  </label>
                  <textarea id="decision-reason" className={adminInputClass} rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
                </div>
                <Button type="submit" size="sm" disabled={busy} busy={busy}>
                  {busy ? t("decision.saving") : t("decision.submit")}
                </Button>
              </form>
            ) : (
              <p className="text-sm text-slate-600">{t("decision.notDecidable")}</p>
            )}
          </AdminCard>
          {details.otherRuns.length > 0 && (
            <AdminCard title={t("details.otherRuns")}>
              <ul className="space-y-2 text-sm">
                {details.otherRuns.map((r) => (
                  <li key={r.id} className="flex items-center justify-between gap-2">
                    <Link to={`/admin/verifications/${r.id}`} className="underline underline-offset-2">
                      #{r.id} · {adminDate(r.createdAt)}
                    </Link>
                    <Badge tone={stateTone(r.state)}>{t(`states.${r.state}`)}</Badge>
                  </li>
                ))}
              </ul>
            </AdminCard>
          )}
        </div>
        <AdminCard title={t("details.documents")} className="min-w-0 self-start">
          {details.files.length === 0 ? (
            <p className="text-sm text-slate-600">{t("details.noDocuments")}</p>
          ) : (
            <div className="grid gap-4 md:grid-cols-2">
              {details.files.map((file) => (
                <figure key={file.id} className="rounded-md border border-slate-200 bg-slate-50 p-2">
                  <img
                    src={file.url}
                    alt={t("details.photoAlt", { kind: t(`fileKinds.${file.kind}`, { defaultValue: file.kind }), name })}
                    className="mx-auto max-h-96 w-auto object-contain"
                    loading="lazy"
                    data-testid="admin-verification-photo"
                  />
                  <figcaption className="mt-2 text-center text-xs text-slate-700">{t(`fileKinds.${file.kind}`, { defaultValue: file.kind })}</figcaption>
                </figure>
              ))}
            </div>
          )}
        </AdminCard>
      </div>
    </div>
  );
}
