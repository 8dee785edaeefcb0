import { useEffect, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { useTranslation } from "react-i18next";
import { pruneEmpty, type FieldDescriptor } from "../../../../common/schema-fields";
import type { contentAdminApi } from "../../../../server/modules/content/admin-api";
import type { ContentDocumentType } from "../../../../server/modules/content/schema";
import { rpc } from "../../../lib/rpc-client";
import { Button } from "../../ui/Button";
import { AdminCard, AdminNotice, AdminSelect, Badge } from "../admin-ui";
import { SchemaForm, type FieldIssue } from "./SchemaForm";
import { emptyValue } from "../../../../common/schema-fields";

const contentApi = () => rpc<typeof contentAdminApi>("admin/content");

type Block = { type: string; id: string; [field: string]: unknown };

export interface EditorDocument {
  channel: string;
  type: ContentDocumentType;
  key: string;
  locale: string;
  published: unknown;
  draft: unknown;
}

interface Props {
  document: EditorDocument;
  storefronts: Array<{ code: string; name: string }>;
  documentForm: FieldDescriptor;
  blockForms: Record<string, FieldDescriptor> | null;
  focusBlock: string | null;
}

type Message = { tone: "error" | "success"; text: string; issues?: FieldIssue[]; scope?: string };

/**
 * The editor of one content document (issue 17): its draft (or the published version until the first
 * change), blocks listed in order with edit, move and remove, a block added from any block type's
 * generated form, the document's own fields, and publish, discard and preview on a storefront.
 */
export function ContentEditor({ document, storefronts, documentForm, blockForms, focusBlock }: Props) {
  const { t } = useTranslation("admin-content");
  const revalidator = useRevalidator();
  const ref = { channel: document.channel, type: document.type, key: document.key };
  const current = (document.draft ?? document.published) as Record<string, unknown>;
  const blocks = (blockForms ? ((current.blocks as Block[] | undefined) ?? []) : []) as Block[];
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const [openBlock, setOpenBlock] = useState<string | null>(focusBlock);
  const [newType, setNewType] = useState<string>(blockForms ? Object.keys(blockForms)[0] : "");
  const [adding, setAdding] = useState<Block | null>(null);
  const [fields, setFields] = useState<unknown>(() => documentFields(document.type, current));
  const [previewOn, setPreviewOn] = useState(storefronts[0]?.code ?? "");

  // A saved or published draft comes back through the loader: the form shows it.
  useEffect(() => setFields(documentFields(document.type, current)), [document.draft, document.published]);
  useEffect(() => {
    if (focusBlock) window.document.getElementById(`block-editor-${focusBlock}`)?.scrollIntoView({ block: "start" });
  }, [focusBlock]);

  async function run(scope: string, call: () => Promise<{ ok: true } | { ok: false; error: { message?: string; data?: { issues?: FieldIssue[] } } }>, success: string): Promise<boolean> {
    setBusy(true);
    setMessage(null);
    const answer = await call();
    setBusy(false);
    if (!answer.ok) {
      setMessage({ tone: "error", text: answer.error.message ?? "", issues: answer.error.data?.issues ?? [], scope });
      return false;
    }
    setMessage({ tone: "success", text: success, scope });
    await revalidator.revalidate();
    return true;
  }

  const issuesFor = (scope: string, prefix = "") =>
    message?.scope === scope ? (message.issues ?? []).map((i) => ({ ...i, path: prefix && i.path.startsWith(prefix) ? i.path.slice(prefix.length) : i.path })) : [];

  const status = document.draft === null ? t("editor.noDraft") : document.published === null ? t("editor.notPublished") : t("editor.hasDraft");

  return (
    <div className="space-y-6">
      <AdminCard>
        <div className="flex flex-wrap items-center gap-3">
          <Badge tone={document.draft === null ? "good" : "warn"}>{document.draft === null ? t("status.published") : t("status.draft")}</Badge>
          <p className="text-sm text-slate-700">{status}</p>
        </div>
        <div className="mt-4 flex flex-wrap items-end gap-3">
          <Button size="sm" disabled={busy || document.draft === null} onClick={() => run("publish", () => contentApi()("publish", ref), t("editor.published"))}>
            {t("editor.publish")}
          </Button>
          <Button size="sm" variant="outline" disabled={busy || document.draft === null} onClick={() => run("discard", () => contentApi()("discard", ref), t("editor.discarded"))}>
            {t("editor.discard")}
          </Button>
          {storefronts.length > 0 && (
            <div className="flex items-end gap-2">
              <AdminSelect label={t("storefronts")} id="preview-storefront" value={previewOn} onChange={(e) => setPreviewOn(e.target.value)}>
                {storefronts.map((s) => (
                  <option key={s.code} value={s.code}>
                    {s.name} ({s.code})
                  </option>
                ))}
              </AdminSelect>
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                onClick={async () => {
                  setBusy(true);
                  const answer = await contentApi()("startPreview", { storefront: previewOn, path: previewPath(document.type, document.key) });
                  setBusy(false);
                  if (answer.ok) window.location.assign(answer.data.url);
                  else setMessage({ tone: "error", text: answer.error.message ?? "" });
                }}
              >
                {t("editor.preview")}
              </Button>
            </div>
          )}
        </div>
        {message && !message.scope?.startsWith("block") && message.scope !== "fields" && (
          <div className="mt-4">
            <AdminNotice tone={message.tone}>{message.text}</AdminNotice>
          </div>
        )}
      </AdminCard>

      <AdminCard title={blockForms ? t("editor.details") : t("editor.document")}>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            const pruned = pruneEmpty(documentForm, fields) as Record<string, unknown>;
            const data = blockForms ? { ...current, ...pruned } : pruned;
            void run("fields", () => contentApi()("saveDraft", { ...ref, data }), t("editor.saved"));
          }}
        >
          <SchemaForm descriptor={documentForm} value={fields} onChange={setFields} issues={issuesFor("fields")} idPrefix="document" />
          {message?.scope === "fields" && <AdminNotice tone={message.tone}>{message.text}</AdminNotice>}
          <div>
            <Button size="sm" type="submit" disabled={busy}>
              {t("editor.save")}
            </Button>
          </div>
        </form>
      </AdminCard>

      {blockForms && (
        <AdminCard title={t("editor.blocks")}>
          <ol className="grid gap-3">
            {blocks.map((block, index) => (
              <li key={block.id} id={`block-editor-${block.id}`} data-testid="content-block" className="rounded-md border border-slate-200 p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="text-sm">
                    <span className="font-semibold text-slate-900">{block.type}</span> <span className="font-mono text-slate-600">#{block.id}</span>
                    <span className="ml-2 text-slate-600">{summaryOf(block)}</span>
                  </p>
                  <div className="flex flex-wrap gap-1">
                    <Button size="bare" variant="quiet" className="min-h-9 px-3 text-sm" aria-expanded={openBlock === block.id} onClick={() => setOpenBlock(openBlock === block.id ? null : block.id)}>
                      {t("editor.edit")}
                    </Button>
                    <Button size="bare" variant="quiet" className="min-h-9 px-3 text-sm" disabled={busy || index === 0} onClick={() => run(`block-${block.id}`, () => contentApi()("moveBlock", { ...ref, blockId: block.id, toIndex: index - 1 }), t("editor.saved"))}>
                      {t("editor.moveUp")}
                    </Button>
                    <Button size="bare" variant="quiet" className="min-h-9 px-3 text-sm" disabled={busy || index === blocks.length - 1} onClick={() => run(`block-${block.id}`, () => contentApi()("moveBlock", { ...ref, blockId: block.id, toIndex: index + 1 }), t("editor.saved"))}>
                      {t("editor.moveDown")}
                    </Button>
                    <Button
                      size="bare"
                      variant="dangerText"
                      className="min-h-9 px-3 text-sm"
                      disabled={busy}
                      onClick={() => window.confirm(t("editor.confirmRemove")) && run("blocks", () => contentApi()("removeBlock", { ...ref, blockId: block.id }), t("editor.saved"))}
                    >
                      {t("editor.remove")}
                    </Button>
                  </div>
                </div>
                {openBlock === block.id && blockForms[block.type] && (
                  <BlockForm
                    key={JSON.stringify(block)}
                    descriptor={blockForms[block.type]}
                    initial={block}
                    busy={busy}
                    issues={issuesFor(`block-${block.id}`)}
                    message={message?.scope === `block-${block.id}` ? message : null}
                    onSave={(value) => run(`block-${block.id}`, () => contentApi()("updateBlock", { ...ref, blockId: block.id, block: value }), t("editor.saved"))}
                    onCancel={() => setOpenBlock(null)}
                  />
                )}
              </li>
            ))}
          </ol>
          {message?.scope === "blocks" && (
            <div className="mt-3">
              <AdminNotice tone={message.tone}>{message.text}</AdminNotice>
            </div>
          )}
          <div className="mt-4 flex flex-wrap items-end gap-2 border-t border-slate-200 pt-4">
            <AdminSelect label={t("editor.blockType")} id="new-block-type" value={newType} onChange={(e) => setNewType(e.target.value)}>
              {Object.keys(blockForms).map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </AdminSelect>
            <Button size="sm" variant="secondary" onClick={() => setAdding(emptyValue(blockForms[newType]) as Block)}>
              {t("editor.addBlock")}
            </Button>
          </div>
          {adding && (
            <BlockForm
              key={adding.type}
              descriptor={blockForms[adding.type]}
              initial={adding}
              busy={busy}
              issues={issuesFor("block-new")}
              message={message?.scope === "block-new" ? message : null}
              onSave={async (value) => {
                if (await run("block-new", () => contentApi()("addBlock", { ...ref, block: value }), t("editor.saved"))) setAdding(null);
              }}
              onCancel={() => setAdding(null)}
            />
          )}
        </AdminCard>
      )}
      <p>
        <Link to={`/admin/content?channel=${encodeURIComponent(document.channel)}`} className="text-sm font-semibold underline">
          {t("editor.back")}
        </Link>
      </p>
    </div>
  );
}

function BlockForm({ descriptor, initial, busy, issues, message, onSave, onCancel }: { descriptor: FieldDescriptor; initial: Block; busy: boolean; issues: FieldIssue[]; message: Message | null; onSave: (value: unknown) => void; onCancel: () => void }) {
  const { t } = useTranslation("admin-content");
  const [value, setValue] = useState<unknown>(initial);
  return (
    <form
      className="mt-3 grid gap-3 border-t border-slate-200 pt-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(pruneEmpty(descriptor, value));
      }}
    >
      <SchemaForm descriptor={descriptor} value={value} onChange={setValue} issues={issues} idPrefix={`block-${initial.id || "new"}`} />
      {message && <AdminNotice tone={message.tone}>{message.text}</AdminNotice>}
      <div className="flex gap-2">
        <Button size="sm" type="submit" disabled={busy}>
          {t("editor.saveBlock")}
        </Button>
        <Button size="sm" variant="outline" onClick={onCancel}>
          {t("editor.cancel")}
        </Button>
      </div>
    </form>
  );
}

/** The fields the document form edits: title and SEO of a page, an article without its blocks, or the whole document. */
function documentFields(type: ContentDocumentType, current: Record<string, unknown>): unknown {
  if (type === "page") return { title: current.title, seo: current.seo };
  if (type === "article") {
    const { blocks: _blocks, ...rest } = current;
    return rest;
  }
  return current;
}

/** Where preview of a document starts on the storefront. */
function previewPath(type: ContentDocumentType, key: string): string {
  if (type === "page") return key;
  if (type === "article") return `/blog/${key}`;
  return "/";
}

/** A block's first text, to tell blocks apart in the list. */
function summaryOf(block: Block): string {
  for (const name of ["headline", "title", "text", "label", "eyebrow"]) {
    const value = block[name];
    if (typeof value === "string" && value) return value.replace(/<[^>]*>/g, "").slice(0, 80);
  }
  return "";
}
