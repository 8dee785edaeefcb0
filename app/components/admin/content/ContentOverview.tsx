import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import type { contentAdminApi } from "../../../../server/modules/content/admin-api";
import type { ContentDocumentType } from "../../../../server/modules/content/schema";
import { rpc } from "../../../lib/rpc-client";
import { Button } from "../../ui/Button";
import { AdminCard, AdminField, AdminNotice, AdminSelect, adminTable, Badge } from "../admin-ui";

const contentApi = () => rpc<typeof contentAdminApi>("admin/content");

export interface OverviewDocument {
  channel: string;
  type: ContentDocumentType;
  key: string;
  locale: string;
  title: string | null;
  published: boolean;
  hasDraft: boolean;
  updatedAt: string;
}

interface Props {
  channels: Array<{ channel: string; locale: string; storefronts: Array<{ code: string; name: string }> }>;
  channel: string;
  documents: OverviewDocument[];
  types: ContentDocumentType[];
  staffName: string;
}

export function editPath(d: { channel: string; type: string; key: string }): string {
  return `/admin/content/edit?${new URLSearchParams({ channel: d.channel, type: d.type, key: d.key })}`;
}

/**
 * The content overview (issue 17): one content channel at a time (its storefronts and locale), its
 * documents by type with their status, and new pages and articles (created as drafts).
 */
export function ContentOverview({ channels, channel, documents, types, staffName }: Props) {
  const { t } = useTranslation("admin-content");
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const current = channels.find((c) => c.channel === channel);

  async function create(type: "page" | "article", event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const key = String(new FormData(event.currentTarget).get("key") ?? "").trim();
    const title = key.replace(/^\//, "").replace(/[-/]/g, " ") || "New page";
    const seo = { seo_title: title, meta: [], scripts: [] };
    const data =
      type === "page"
        ? { title, seo, blocks: [] }
        : { id: key, title, excerpt: "", image: "/favicon.svg", imageAlt: "", author: staffName, publishedAt: new Date().toISOString().slice(0, 10), seo, blocks: [] };
    const answer = await contentApi()("saveDraft", { channel, type, key, data, locale: current?.locale });
    if (!answer.ok) return setError(answer.error.message ?? "");
    navigate(editPath({ channel, type, key: type === "page" ? normalise(key) : key }));
  }

  return (
    <div className="space-y-6">
      <AdminCard>
        <form method="get" className="flex flex-wrap items-end gap-3">
          <AdminSelect label={t("channel")} id="content-channel" name="channel" defaultValue={channel}>
            {channels.map((c) => (
              <option key={c.channel} value={c.channel}>
                {c.channel} · {c.locale} · {c.storefronts.map((s) => s.code).join(", ")}
              </option>
            ))}
          </AdminSelect>
          <Button size="sm" type="submit" variant="secondary">
            {t("list.show")}
          </Button>
        </form>
        {current && (
          <p className="mt-3 text-sm text-slate-700">
            {t("locale")}: <strong>{current.locale}</strong> · {t("storefronts")}: {current.storefronts.map((s) => `${s.name} (${s.code})`).join(", ")}
          </p>
        )}
      </AdminCard>
      {error && <AdminNotice tone="error">{error}</AdminNotice>}
      {types.map((type) => {
        const rows = documents.filter((d) => d.type === type);
        return (
          <AdminCard key={type} title={t(`types.${type}`)}>
            {rows.length === 0 ? (
              <p className="text-sm text-slate-600">{t("list.none")}</p>
            ) : (
              <div className={adminTable.wrapper}>
                <table className={adminTable.table}>
                  <thead>
                    <tr>
                      <th scope="col" className={adminTable.th}>{t("list.key")}</th>
                      <th scope="col" className={adminTable.th}>{t("list.title")}</th>
                      <th scope="col" className={adminTable.th}>{t("list.status")}</th>
                      <th scope="col" className={adminTable.th}>{t("list.updated")}</th>
                      <th scope="col" className={adminTable.th}><span className="sr-only">{t("list.edit")}</span></th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {rows.map((d) => (
                      <tr key={d.key} data-testid="content-row">
                        <td className={`${adminTable.td} font-mono`}>{d.key}</td>
                        <td className={adminTable.td}>{d.title ?? ""}</td>
                        <td className={adminTable.td}>
                          {!d.published ? <Badge tone="warn">{t("status.draft")}</Badge> : d.hasDraft ? <Badge tone="warn">{t("status.changed")}</Badge> : <Badge tone="good">{t("status.published")}</Badge>}
                        </td>
                        <td className={adminTable.td}>{d.updatedAt.slice(0, 16).replace("T", " ")}</td>
                        <td className={adminTable.td}>
                          <Link to={editPath(d)} className="font-semibold underline" aria-label={`${t("list.edit")} ${d.key}`}>
                            {t("list.edit")}
                          </Link>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {(type === "page" || type === "article") && (
              <form className="mt-4 flex flex-wrap items-end gap-3" onSubmit={(e) => create(type, e)}>
                <AdminField label={t("list.newKeyLabel")} id={`new-${type}`} name="key" required maxLength={200} />
                <Button size="sm" type="submit" variant="secondary">
                  {type === "page" ? t("list.newPage") : t("list.newArticle")}
                </Button>
              </form>
            )}
          </AdminCard>
        );
      })}
    </div>
  );
}

function normalise(path: string): string {
  const trimmed = `/${path}`.replace(/\/{2,}/g, "/").replace(/\/$/, "");
  return trimmed === "" ? "/" : trimmed.toLowerCase();
}
