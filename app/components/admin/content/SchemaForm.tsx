import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { emptyValue, type FieldDescriptor } from "../../../../common/schema-fields";
import { adminInputClass } from "../admin-ui";

/**
 * A form drawn from a field descriptor (common/schema-fields.ts, issue 17): the same component edits
 * every content-block type and every document, from the zod schemas the server validates with.
 * Values stay plain JSON; the server checks them with the schema on save and answers the paths of
 * the fields at fault, which are shown beside the fields (`issues`).
 */
export interface FieldIssue {
  path: string;
  message: string;
}

export function SchemaForm({ descriptor, value, onChange, issues = [], idPrefix }: { descriptor: FieldDescriptor; value: unknown; onChange: (value: unknown) => void; issues?: FieldIssue[]; idPrefix?: string }) {
  const generated = useId();
  return <Field descriptor={descriptor} value={value} onChange={onChange} path="" label={null} issues={issues} id={idPrefix ?? generated} />;
}

/** "items.0.title" → "Items › 1 › Title" is too chatty; a field's own name, spaced, is enough. */
const LABELS: Record<string, string> = { seo: "SEO", seo_title: "SEO title", url: "URL", src: "Image URL", alt: "Alternative text", cta: "Call to action", id: "Id (anchor)" };

function labelOf(name: string): string {
  if (LABELS[name]) return LABELS[name];
  const spaced = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/_/g, " ");
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function Field({ descriptor, value, onChange, path, label, issues, id }: { descriptor: FieldDescriptor; value: unknown; onChange: (value: unknown) => void; path: string; label: string | null; issues: FieldIssue[]; id: string }) {
  const { t } = useTranslation("admin-content");
  const issue = issues.find((i) => i.path === path);
  const describedBy = issue ? `${id}-issue` : undefined;
  const optional = descriptor.optional ? <span className="ml-1 font-normal text-slate-500">({t("editor.optional")})</span> : null;
  const labelElement = label ? (
    <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
      {label}
      {optional}
    </label>
  ) : null;
  const issueElement = issue ? (
    <p id={`${id}-issue`} className="mt-1 text-xs font-medium text-red-700">
      {issue.message}
    </p>
  ) : null;

  switch (descriptor.kind) {
    case "literal":
      return null;
    case "string": {
      const text = typeof value === "string" ? value : "";
      const common = { id, value: text, maxLength: descriptor.maxLength, "aria-invalid": issue ? true : undefined, "aria-describedby": describedBy, className: adminInputClass };
      return (
        <div>
          {labelElement}
          {descriptor.multiline ? (
            <textarea {...common} rows={descriptor.richText ? 3 : 4} onChange={(e) => onChange(e.target.value)} />
          ) : (
            <input {...common} type="text" onChange={(e) => onChange(e.target.value)} />
          )}
          {descriptor.richText && <p className="mt-1 text-xs text-slate-500">{t("editor.richText")}</p>}
          {issueElement}
        </div>
      );
    }
    case "number":
      return (
        <div>
          {labelElement}
          <input
            id={id}
            type="number"
            step={descriptor.integer ? 1 : "any"}
            min={descriptor.min}
            max={descriptor.max}
            value={typeof value === "number" ? value : ""}
            onChange={(e) => onChange(e.target.value === "" ? undefined : Number(e.target.value))}
            aria-describedby={describedBy}
            className={adminInputClass}
          />
          {issueElement}
        </div>
      );
    case "boolean":
      return (
        <div className="flex items-center gap-2">
          <input id={id} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} className="size-4" />
          {label && (
            <label htmlFor={id} className="text-sm font-medium text-slate-800">
              {label}
            </label>
          )}
          {issueElement}
        </div>
      );
    case "enum":
      return (
        <div>
          {labelElement}
          <select
            id={id}
            value={value === undefined ? "" : String(value)}
            onChange={(e) => {
              const option = descriptor.options.find((o) => String(o) === e.target.value);
              onChange(e.target.value === "" ? undefined : option);
            }}
            aria-describedby={describedBy}
            className={adminInputClass}
          >
            {descriptor.optional && <option value="">—</option>}
            {descriptor.options.map((option) => (
              <option key={String(option)} value={String(option)}>
                {String(option)}
              </option>
            ))}
          </select>
          {issueElement}
        </div>
      );
    case "object": {
      const record = value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
      const fields = descriptor.fields.filter((f) => f.field.kind !== "literal");
      const body = (
        <div className="grid gap-3">
          {fields.map(({ name, field }) => (
            <Field
              key={name}
              descriptor={field}
              value={record[name]}
              onChange={(next) => onChange({ ...record, [name]: next })}
              path={path ? `${path}.${name}` : name}
              label={labelOf(name)}
              issues={issues}
              id={`${id}-${name}`}
            />
          ))}
          {issueElement}
        </div>
      );
      if (!label) return body;
      return (
        <fieldset className="rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-800">
            {label}
            {optional}
          </legend>
          {body}
        </fieldset>
      );
    }
    case "array": {
      const items = Array.isArray(value) ? value : [];
      const canAdd = descriptor.max === undefined || items.length < descriptor.max;
      const canRemove = items.length > (descriptor.min ?? 0);
      return (
        <fieldset className="rounded-md border border-slate-200 p-3">
          {label && (
            <legend className="px-1 text-sm font-semibold text-slate-800">
              {label}
              {optional}
            </legend>
          )}
          <ol className="grid gap-3">
            {items.map((item, index) => (
              <li key={index} className="grid gap-2 rounded-md bg-slate-50 p-2">
                <Field
                  descriptor={descriptor.item}
                  value={item}
                  onChange={(next) => onChange(items.map((v, i) => (i === index ? next : v)))}
                  path={path ? `${path}.${index}` : String(index)}
                  label={`${label ?? ""} ${index + 1}`.trim()}
                  issues={issues}
                  id={`${id}-${index}`}
                />
                {canRemove && (
                  <button type="button" className="justify-self-start text-xs font-semibold text-red-700 underline" onClick={() => onChange(items.filter((_, i) => i !== index))}>
                    {t("editor.removeItem")}
                  </button>
                )}
              </li>
            ))}
          </ol>
          {canAdd && (
            <button type="button" className="mt-2 text-sm font-semibold text-slate-800 underline" onClick={() => onChange([...items, emptyValue(descriptor.item)])}>
              {t("editor.addItem")}
            </button>
          )}
          {issueElement}
        </fieldset>
      );
    }
    case "json":
      return <JsonField id={id} labelElement={labelElement} value={value} onChange={onChange} issueElement={issueElement} />;
  }
}

/** Shapes the walker does not know: JSON in a textarea, checked by the same schema on save. */
function JsonField({ id, labelElement, value, onChange, issueElement }: { id: string; labelElement: React.ReactNode; value: unknown; onChange: (value: unknown) => void; issueElement: React.ReactNode }) {
  const { t } = useTranslation("admin-content");
  const [text, setText] = useState(() => (value === undefined ? "" : JSON.stringify(value, null, 2)));
  const [invalid, setInvalid] = useState(false);
  return (
    <div>
      {labelElement}
      <textarea
        id={id}
        rows={4}
        value={text}
        className={`${adminInputClass} font-mono`}
        onChange={(e) => {
          setText(e.target.value);
          try {
            onChange(e.target.value.trim() === "" ? undefined : JSON.parse(e.target.value));
            setInvalid(false);
          } catch {
            setInvalid(true);
          }
        }}
      />
      <p className="mt-1 text-xs text-slate-500">{invalid ? t("editor.invalidJson") : t("editor.jsonHint")}</p>
      {issueElement}
    </div>
  );
}
