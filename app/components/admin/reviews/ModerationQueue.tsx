import { useState, type FormEvent } from "react";
import { Link, useRevalidator } from "react-router";
import { useTranslation } from "react-i18next";
import type { reviewsAdminApi } from "../../../../server/modules/catalog/reviews-admin-api";
import type { FeedbackKind, ModerationItem, ModerationQueue as Queue } from "../../../../server/modules/catalog/moderation";
import type { ModerationStatus } from "../../../../server/modules/catalog/schema";
import { rpc } from "../../../lib/rpc-client";
import { Button } from "../../ui/Button";
import { AdminPagination } from "../AdminPagination";
import { AdminNotice, adminInputClass, Badge } from "../admin-ui";
import { adminDate } from "../orders/order-format";

const reviewsApi = () => rpc<typeof reviewsAdminApi>("admin/reviews");
const STATUSES: Array<ModerationStatus | null> = [null, "pending", "approved", "rejected"];
const TONE: Record<ModerationStatus, "warn" | "good" | "bad"> = { pending: "warn", approved: "good", rejected: "bad" };

function queueHref(kind: FeedbackKind, status: ModerationStatus | null, page = 1): string {
  const p = new URLSearchParams();
  if (kind !== "review") p.set("kind", kind);
  if (status) p.set("status", status);
  if (page > 1) p.set("page", String(page));
  const s = p.toString();
  return s ? `/admin/reviews?${s}` : "/admin/reviews";
}

/**
 * The moderation queue (issue 17): reviews or questions, pending first, each with approve and
 * reject, and for questions the shop's answer (shown under the question on the product page).
 */
export function ModerationQueue({ queue, kind, status }: { queue: Queue; kind: FeedbackKind; status: ModerationStatus | null }) {
  const { t } = useTranslation("admin-reviews");
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const tab = (k: FeedbackKind) =>
    `inline-flex min-h-11 items-center rounded-md px-4 text-sm font-semibold ${k === kind ? "bg-slate-900 text-white" : "bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"}`;
  return (
    <div className="space-y-5">
      <nav aria-label={t("tabs.label")} className="flex flex-wrap gap-2">
        {(["review", "question"] as const).map((k) => (
          <Link key={k} to={queueHref(k, status)} className={tab(k)} aria-current={k === kind ? "page" : undefined}>
            {t(`tabs.${k}`, { count: k === "review" ? queue.pending.reviews : queue.pending.questions })}
          </Link>
        ))}
      </nav>
      <nav aria-label={t("filter.label")} className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <span className="font-medium text-slate-700">{t("filter.label")}:</span>
        {STATUSES.map((s) => (
          <Link
            key={s ?? "all"}
            to={queueHref(kind, s)}
            aria-current={s === status ? "page" : undefined}
            className={s === status ? "font-semibold text-slate-900 underline underline-offset-4" : "text-slate-700 hover:underline"}
          >
            {t(`filter.${s ?? "all"}`)}
          </Link>
        ))}
      </nav>
      {message && <AdminNotice tone={message.tone}>{message.text}</AdminNotice>}
      {queue.items.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-8 text-center text-sm text-slate-600">{t("empty")}</p>
      ) : (
        <ul className="space-y-4">
          {queue.items.map((item) => (
            <ModerationCard key={`${item.kind}-${item.id}`} item={item} onDone={setMessage} />
          ))}
        </ul>
      )}
      <AdminPagination
        page={queue.pagination.page}
        pageCount={queue.pagination.totalPages}
        href={(p) => queueHref(kind, status, p)}
        label={t("pagination.label")}
      />
    </div>
  );
}

function ModerationCard({ item, onDone }: { item: ModerationItem; onDone: (message: { tone: "error" | "success"; text: string }) => void }) {
  const { t } = useTranslation("admin-reviews");
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState(item.answer ?? "");
  const headingId = `moderation-${item.kind}-${item.id}`;

  async function moderate(action: "approve" | "reject") {
    setBusy(true);
    const result = await reviewsApi()(action, { kind: item.kind, id: item.id });
    setBusy(false);
    onDone(result.ok ? { tone: "success", text: t(action === "approve" ? "approved" : "rejected") } : { tone: "error", text: result.error.message ?? "" });
    revalidator.revalidate();
  }

  async function saveAnswer(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await reviewsApi()("answer", { id: item.id, answer });
    setBusy(false);
    onDone(result.ok ? { tone: "success", text: t("answer.saved") } : { tone: "error", text: result.error.message ?? "" });
    revalidator.revalidate();
  }

  const name = item.authorName;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm" data-testid="moderation-item" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {item.kind === "review" ? item.title : item.question}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {t("author", { name })}
            {item.email && <span className="break-all"> · {item.email}</span>} · {t("submitted", { date: adminDate(item.createdAt) })}
          </p>
          <p className="mt-1 text-sm">
            <span className="text-slate-600">{t("product")}: </span>
            <a href={item.product.url} target="_blank" rel="noreferrer" className="font-medium text-slate-900 underline underline-offset-2" aria-label={t("viewProduct", { product: item.product.name })}>
              {item.product.name}
            </a>
          </p>
        </div>
        <span data-testid="moderation-status">
          <Badge tone={TONE[item.status]}>{t(`statuses.${item.status}`)}</Badge>
        </span>
      </div>
      {item.kind === "review" && (
        <div className="mt-3 text-sm text-slate-800">
          <p className="font-semibold text-amber-700" aria-label={t("rating", { rating: item.rating })}>
            {"★".repeat(item.rating ?? 0)}
            <span className="text-slate-300">{"★".repeat(5 - (item.rating ?? 0))}</span>
          </p>
          <p className="mt-2 whitespace-pre-line">{item.text}</p>
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {item.status !== "approved" && (
          <Button size="sm" onClick={() => moderate("approve")} disabled={busy} busy={busy} aria-label={t("approveNamed", { kind: t(`kinds.${item.kind}`), name })}>
            {t("approve")}
          </Button>
        )}
        {item.status !== "rejected" && (
          <Button size="sm" variant="dangerText" onClick={() => moderate("reject")} disabled={busy} busy={busy} aria-label={t("rejectNamed", { kind: t(`kinds.${item.kind}`), name })}>
            {t("reject")}
          </Button>
        )}
      </div>
      {item.kind === "question" && (
        <form onSubmit={saveAnswer} className="mt-4 space-y-2 border-t border-slate-100 pt-4">
          <label htmlFor={`answer-${item.id}`} className="block text-sm font-medium text-slate-800">
            {t("answer.label")}
          </label>
          <textarea
            id={`answer-${item.id}`}
            className={adminInputClass}
            rows={3}
            maxLength={2000}
            value={answer}
            onChange={(e) => setAnswer(e.target.value)}
            aria-describedby={`answer-${item.id}-hint`}
          />
          <p id={`answer-${item.id}-hint`} className="text-xs text-slate-600">
            {t("answer.hint")}
          </p>
          <Button type="submit" size="sm" variant="outline" disabled={busy} busy={busy}>
            {busy ? t("answer.saving") : t("answer.submit")}
          </Button>
        </form>
      )}
    </li>
  );
}
