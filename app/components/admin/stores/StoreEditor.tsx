import { useCallback, useId, useState, type FormEvent, type ReactNode } from "react";
import { Link, useLocation, useNavigate, useRevalidator } from "react-router";
import { useTranslation } from "react-i18next";
import type { AdminStore } from "../../../../server/modules/stores/admin";
import type { storesAdminApi } from "../../../../server/modules/stores/admin-api";
import type { AccreditationLevel, Weekday } from "../../../../server/modules/stores/types";
import type { MapTiles } from "../../stores/map-types";
import { rpc } from "../../../lib/rpc-client";
import { Button } from "../../ui/Button";
import { AdminCard, AdminNotice, AdminPageHeader, adminInputClass, Badge } from "../admin-ui";
import { LocationPicker } from "./LocationPicker";
import type { LatLng } from "./location-picker-types";

const storesApi = () => rpc<typeof storesAdminApi>("admin/stores");

/** London: where a new store's pin starts. */
const START: LatLng = { latitude: 51.507351, longitude: -0.127758 };

type Fields = {
  name: string;
  accreditationLevel: string;
  street: string;
  city: string;
  postCode: string;
  countryCode: string;
  phone: string;
  email: string;
  website: string;
  contactable: boolean;
  showOnFinder: boolean;
  latitude: string;
  longitude: string;
  hours: Record<Weekday, string>;
};

/** The loader's lists (server/modules/stores/types.ts): 001 §4 levels and the weekdays, in order. */
export interface StoreEditorLists {
  levels: readonly AccreditationLevel[];
  weekdays: readonly Weekday[];
}

function fieldsOf(store: AdminStore | null, WEEKDAYS: readonly Weekday[]): Fields {
  return {
    name: store?.name ?? "",
    accreditationLevel: store?.accreditationLevel ?? "",
    street: store?.street ?? "",
    city: store?.city ?? "",
    postCode: store?.postCode ?? "",
    countryCode: store?.countryCode ?? "GB",
    phone: store?.phone ?? "",
    email: store?.email ?? "",
    website: store?.website ?? "",
    contactable: store?.contactable ?? false,
    showOnFinder: store?.showOnFinder ?? true,
    latitude: String(store?.latitude ?? START.latitude),
    longitude: String(store?.longitude ?? START.longitude),
    hours: Object.fromEntries(WEEKDAYS.map((d) => [d, store?.openingHours[d] ?? ""])) as Record<Weekday, string>,
  };
}

function payloadOf(f: Fields, WEEKDAYS: readonly Weekday[]) {
  const number = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));
  return {
    name: f.name,
    accreditationLevel: (f.accreditationLevel || null) as AdminStore["accreditationLevel"],
    street: f.street,
    city: f.city,
    postCode: f.postCode,
    countryCode: f.countryCode,
    phone: f.phone || null,
    email: f.email || null,
    website: f.website || null,
    contactable: f.contactable,
    showOnFinder: f.showOnFinder,
    latitude: number(f.latitude),
    longitude: number(f.longitude),
    openingHours: Object.fromEntries(WEEKDAYS.map((d) => [d, f.hours[d] || null])) as Record<Weekday, string | null>,
  };
}

/**
 * The store editor (issue 17, Stores): name, accreditation level, address, contact, the contactable
 * and show-on-finder flags, the location on a map picker (click or drag the pin; the fields can be
 * typed too), and opening hours per weekday. Saving goes through the admin RPC (the server checks
 * every rule and answers field messages); hide/show and delete are their own actions.
 */
export function StoreEditor({ store, tiles, brand, lists }: { store: AdminStore | null; tiles: MapTiles | null; brand: string; lists: StoreEditorLists }) {
  const { levels: ACCREDITATION_LEVELS, weekdays: WEEKDAYS } = lists;
  const { t } = useTranslation("admin-stores");
  const ids = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(store, WEEKDAYS));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ tone: "error" | "success"; text: string } | null>(
    (location.state as { created?: boolean } | null)?.created ? { tone: "success", text: t("form.created") } : null,
  );
  const [busy, setBusy] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => setFields((f) => ({ ...f, [key]: value }));
  const lat = Number(fields.latitude);
  const lng = Number(fields.longitude);
  const point: LatLng = Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { latitude: lat, longitude: lng } : START;
  const pick = useCallback((next: LatLng) => setFields((f) => ({ ...f, latitude: String(next.latitude), longitude: String(next.longitude) })), []);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy("save");
    setNotice(null);
    setErrors({});
    const answer = store ? await storesApi()("updateStore", { storeId: store.id, store: payloadOf(fields, WEEKDAYS) }) : await storesApi()("createStore", { store: payloadOf(fields, WEEKDAYS) });
    setBusy(null);
    if (!answer.ok) {
      const byField: Record<string, string> = {};
      for (const issue of answer.error.issues ?? []) byField[issue.path.replace(/^store\./, "")] ??= issue.message;
      setErrors(byField);
      setNotice({ tone: "error", text: answer.error.issues?.[0]?.message ?? answer.error.message ?? t("admin:errors.somethingWentWrong") });
      return;
    }
    if (!store) {
      await navigate(`/admin/stores/${answer.data.id}`, { state: { created: true } });
      return;
    }
    setNotice({ tone: "success", text: t("form.saved") });
    await revalidator.revalidate();
  }

  async function toggleFinder() {
    if (!store) return;
    setBusy("finder");
    setNotice(null);
    const answer = await storesApi()("setShownOnFinder", { storeId: store.id, showOnFinder: !store.showOnFinder });
    setBusy(null);
    if (!answer.ok) return setNotice({ tone: "error", text: answer.error.message ?? t("admin:errors.somethingWentWrong") });
    set("showOnFinder", answer.data.showOnFinder);
    setNotice({ tone: "success", text: t("form.saved") });
    await revalidator.revalidate();
  }

  async function remove() {
    if (!store) return;
    setBusy("delete");
    const answer = await storesApi()("deleteStore", { storeId: store.id });
    setBusy(null);
    if (!answer.ok) return setNotice({ tone: "error", text: answer.error.message ?? t("admin:errors.somethingWentWrong") });
    await navigate("/admin/stores");
  }

  const field = (key: keyof Fields, label: string, options: { type?: string; required?: boolean; hint?: string; autoComplete?: string; inputMode?: "decimal" } = {}) => (
    <TextField
      id={`${ids}-${key}`}
      label={label}
      value={String(fields[key])}
      onChange={(value) => set(key, value as never)}
      error={errors[key]}
      {...options}
    />
  );

  return (
    <form onSubmit={save} noValidate className="space-y-6" aria-labelledby={`${ids}-title`}>
      <div>
        <Link to="/admin/stores" className="text-sm font-semibold text-slate-700 underline">
          {t("form.back")}
        </Link>
      </div>
      <AdminPageHeader
        title={store ? store.name : t("form.newTitle")}
        intro={store ? (store.visible ? <Badge tone="good">{t("form.visible")}</Badge> : <Badge tone="warn">{t("form.invisible")}</Badge>) : undefined}
        actions={
          store && (
            <>
              {store.visible && (
                <Link to={`/find-a-store/stores/${store.id}`} className="inline-flex min-h-10 items-center text-sm font-semibold text-slate-700 underline" target="_blank" rel="noopener">
                  {t("form.viewOnFinder")}
                </Link>
              )}
              <Button type="button" variant="outline" size="sm" onClick={() => void toggleFinder()} busy={busy === "finder"} disabled={busy !== null}>
                {store.showOnFinder ? t("form.hide") : t("form.show")}
              </Button>
            </>
          )
        }
      />
      <h2 id={`${ids}-title`} className="sr-only">
        {store ? t("form.editTitle") : t("form.newTitle")}
      </h2>
      {notice && <AdminNotice tone={notice.tone}>{notice.text}</AdminNotice>}

      <div className="grid gap-6 xl:grid-cols-2">
        <div className="space-y-6">
          <AdminCard title={t("form.details")}>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="sm:col-span-2">{field("name", t("form.name"), { required: true })}</div>
              <div className="sm:col-span-2">
                <label htmlFor={`${ids}-level`} className="mb-1 block text-sm font-medium text-slate-800">
                  {t("form.level")}
                </label>
                <select
                  id={`${ids}-level`}
                  className={adminInputClass}
                  value={fields.accreditationLevel}
                  onChange={(e) => set("accreditationLevel", e.target.value)}
                  aria-invalid={errors.accreditationLevel ? true : undefined}
                >
                  <option value="">{t("levels.none")}</option>
                  {ACCREDITATION_LEVELS.map((level) => (
                    <option key={level} value={level}>
                      {t(`levels.${level}`, { brand })}
                    </option>
                  ))}
                </select>
                <FieldError id={`${ids}-level`} error={errors.accreditationLevel} />
              </div>
              <Check id={`${ids}-show`} label={t("form.showOnFinder")} checked={fields.showOnFinder} onChange={(v) => set("showOnFinder", v)} />
              <Check id={`${ids}-contactable`} label={t("form.contactable")} checked={fields.contactable} onChange={(v) => set("contactable", v)} />
            </div>
          </AdminCard>
          <AdminCard title={t("form.address")}>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="sm:col-span-2">{field("street", t("form.street"), { required: true, autoComplete: "off" })}</div>
              {field("city", t("form.city"), { required: true })}
              {field("postCode", t("form.postCode"), { required: true })}
              {field("countryCode", t("form.countryCode"), { required: true })}
            </div>
          </AdminCard>
          <AdminCard title={t("form.contact")}>
            <div className="grid gap-4 sm:grid-cols-2">
              {field("phone", t("form.phone"), { type: "tel" })}
              {field("email", t("form.email"), { type: "email" })}
              <div className="sm:col-span-2">{field("website", t("form.website"), { type: "url" })}</div>
            </div>
          </AdminCard>
        </div>
        <div className="space-y-6">
          <AdminCard title={t("form.location")}>
            <p className="mb-3 text-sm text-slate-600">{t("form.locationHint")}</p>
            <LocationPicker value={point} onChange={pick} tiles={tiles} label={t("form.map")} loadingLabel={t("form.loadingMap")} />
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              {field("latitude", t("form.latitude"), { inputMode: "decimal", required: true })}
              {field("longitude", t("form.longitude"), { inputMode: "decimal", required: true })}
            </div>
          </AdminCard>
          <AdminCard title={t("form.hours")}>
            <p className="mb-3 text-sm text-slate-600">{t("form.hoursHint")}</p>
            <div className="grid gap-3 sm:grid-cols-2">
              {WEEKDAYS.map((day) => (
                <TextField
                  key={day}
                  id={`${ids}-hours-${day}`}
                  label={t(`weekdays.${day}`)}
                  value={fields.hours[day]}
                  placeholder="09:00–18:00"
                  onChange={(value) => setFields((f) => ({ ...f, hours: { ...f.hours, [day]: value } }))}
                  error={errors[`openingHours.${day}`]}
                />
              ))}
            </div>
          </AdminCard>
        </div>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-4 border-t border-slate-200 pt-6">
        <Button type="submit" busy={busy === "save"} disabled={busy !== null}>
          {store ? t("form.save") : t("form.create")}
        </Button>
        {store &&
          (confirmDelete ? (
            <div className="flex flex-wrap items-center gap-3" role="group" aria-label={t("form.delete")}>
              <p className="text-sm text-slate-800">{t("form.deleteConfirm")}</p>
              <Button type="button" variant="danger" size="sm" onClick={() => void remove()} busy={busy === "delete"} disabled={busy !== null}>
                {t("form.delete")}
              </Button>
              <Button type="button" variant="ghost" size="sm" onClick={() => setConfirmDelete(false)}>
                {t("form.cancel")}
              </Button>
            </div>
          ) : (
            <Button type="button" variant="dangerText" size="sm" onClick={() => setConfirmDelete(true)} disabled={busy !== null}>
              {t("form.delete")}
            </Button>
          ))}
      </div>
    </form>
  );
}

function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  );
}

function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  ...input
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  type?: string;
  required?: boolean;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: "decimal";
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        className={adminInputClass}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {hint && <p className="mt-1 text-xs text-slate-600">{hint}</p>}
      <FieldError id={id} error={error} />
    </div>
  );
}

function Check({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label htmlFor={id} className="flex min-h-10 items-start gap-2 text-sm text-slate-800 sm:col-span-2">
      <input id={id} type="checkbox" className="mt-0.5 size-4" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}
