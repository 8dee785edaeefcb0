import { useState, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { AdminCategory, AdminProduct } from "../../../../server/modules/catalog/admin";
import { Button } from "../../ui/Button";
import { AdminCard, AdminField, AdminNotice, AdminSelect, adminInputClass, adminTable, Badge } from "../admin-ui";
import { AvailabilityBadge } from "./AvailabilityBadge";
import { catalogueApi, useCatalogueCall, type CallMessage } from "./catalogue-call";
import { ProductImages } from "./ProductImages";

type Registration = { id: number; email: string; storefront: string; variantSku: string | null; createdAt: string; notifiedAt: string | null };

const SECTIONS = ["texts", "prices", "stock", "settings", "categories", "images", "backInStock"] as const;

/** The message of the form `key`, under it. */
function Said({ message, at }: { message: CallMessage | null; at: string }) {
  return message?.key === at ? <AdminNotice tone={message.tone}>{message.text}</AdminNotice> : null;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={`${id}-title`} className="mb-4 text-base font-semibold text-slate-900">
        {title}
      </h2>
      <div className="space-y-4">{children}</div>
    </section>
  );
}

const number = (form: FormData, name: string) => Number(String(form.get(name) ?? "").replace(",", "."));

/**
 * The product editor (issue 17; 001 §3 Product): texts per locale, prices per currency, variants
 * and stock per location, settings and custom fields, categories, images, back-in-stock
 * registrations. Each section saves on its own through the admin API and re-reads the page.
 */
export function ProductEditor({ product, categories, backInStock, shopUrl }: { product: AdminProduct; categories: AdminCategory[]; backInStock: Registration[]; shopUrl: string; shopCurrency: string }) {
  const { t } = useTranslation("admin-catalogue");
  const { busy, message, run } = useCatalogueCall();
  const api = catalogueApi();
  const published = product.availability !== "disabled";

  return (
    <div className="space-y-6">
      <nav aria-label={t("product.breadcrumb")} className="text-sm">
        <Link to="/admin/products" className="font-semibold text-slate-700 underline">
          {t("product.back")}
        </Link>
      </nav>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{product.name}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <span className="font-mono">{product.sku}</span>
            <span>{product.brand}</span>
            <AvailabilityBadge availability={product.availability} />
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {published && (
            <a href={shopUrl} target="_blank" rel="noreferrer" className="inline-flex min-h-11 items-center rounded-md px-4 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50">
              {t("product.viewInShop")}
            </a>
          )}
          <Button
            size="sm"
            variant={published ? "danger" : "primary"}
            busy={busy === "publish"}
            onClick={() => run("publish", () => api("setPublished", { productId: product.id, published: !published }), published ? t("product.unpublished") : t("product.published"))}
          >
            {published ? t("product.unpublish") : t("product.publish")}
          </Button>
        </div>
      </div>
      <Said message={message} at="publish" />
      <nav aria-label={t("product.sections")} className="flex flex-wrap gap-2">
        {SECTIONS.map((s) => (
          <a key={s} href={`#${s}`} className="rounded-full bg-slate-100 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-200">
            {t(`product.section.${s}`)}
          </a>
        ))}
      </nav>

      <Texts product={product} busy={busy} message={message} run={run} />
      <Prices product={product} busy={busy} message={message} run={run} />
      <Stock product={product} busy={busy} message={message} run={run} />
      <Settings product={product} busy={busy} message={message} run={run} />
      <Categories product={product} categories={categories} busy={busy} message={message} run={run} />
      <Section id="images" title={t("product.section.images")}>
        <ProductImages productId={product.id} images={product.images} busy={busy} message={message} run={run} />
      </Section>
      <Section id="backInStock" title={t("product.section.backInStock")}>
        <p className="text-sm text-slate-600">{t("backInStock.intro", { count: product.backInStockWaiting })}</p>
        {backInStock.length > 0 && (
          <div className={adminTable.wrapper}>
            <table className={adminTable.table}>
              <caption className="sr-only">{t("product.section.backInStock")}</caption>
              <thead>
                <tr>
                  <th scope="col" className={adminTable.th}>{t("backInStock.email")}</th>
                  <th scope="col" className={adminTable.th}>{t("backInStock.storefront")}</th>
                  <th scope="col" className={adminTable.th}>{t("backInStock.variant")}</th>
                  <th scope="col" className={adminTable.th}>{t("backInStock.registered")}</th>
                  <th scope="col" className={adminTable.th}>{t("backInStock.mailed")}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {backInStock.map((r) => (
                  <tr key={r.id}>
                    <td className={`${adminTable.td} break-all`}>{r.email}</td>
                    <td className={adminTable.td}>{r.storefront}</td>
                    <td className={`${adminTable.td} font-mono text-xs`}>{r.variantSku ?? "—"}</td>
                    <td className={adminTable.td}>{r.createdAt.slice(0, 10)}</td>
                    <td className={adminTable.td}>{r.notifiedAt ? r.notifiedAt.slice(0, 10) : <Badge tone="warn">{t("backInStock.waiting")}</Badge>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>
    </div>
  );
}

type Part = { product: AdminProduct; busy: string | null; message: CallMessage | null; run: ReturnType<typeof useCatalogueCall>["run"] };

function Texts({ product, busy, message, run }: Part) {
  const { t } = useTranslation("admin-catalogue");
  const [locale, setLocale] = useState<string>("");
  const current = locale === "" ? { name: product.name, description: product.description } : (product.texts.find((x) => x.locale === locale) ?? { name: "", description: "" });
  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run("texts", () =>
      catalogueApi()("updateTexts", { productId: product.id, locale: locale === "" ? null : locale, name: String(form.get("name") ?? ""), description: String(form.get("description") ?? "") }),
    );
  }
  return (
    <Section id="texts" title={t("product.section.texts")}>
      <p className="text-sm text-slate-600">{t("texts.intro")}</p>
      <div className="max-w-xs">
        <AdminSelect id="text-locale" label={t("texts.locale")} value={locale} onChange={(e) => setLocale(e.target.value)}>
          <option value="">{t("texts.default")}</option>
          {product.texts.map((x) => (
            <option key={x.locale} value={x.locale}>
              {x.locale}
              {x.name ? "" : ` (${t("texts.usesDefault")})`}
            </option>
          ))}
        </AdminSelect>
      </div>
      {/* Keyed by locale: the fields start from that locale's stored texts. */}
      <form key={locale} onSubmit={save} className="space-y-4" noValidate>
        <AdminField id="text-name" name="name" label={t("texts.name")} defaultValue={current.name} required={locale === ""} hint={locale === "" ? undefined : t("texts.emptyFallsBack")} />
        <div>
          <label htmlFor="text-description" className="mb-1 block text-sm font-medium text-slate-800">
            {t("texts.description")}
          </label>
          <textarea id="text-description" name="description" rows={5} defaultValue={current.description} className={adminInputClass} />
        </div>
        <Said message={message} at="texts" />
        <Button type="submit" size="sm" busy={busy === "texts"}>
          {t("texts.save")}
        </Button>
      </form>
    </Section>
  );
}

function Prices({ product, busy, message, run }: Part) {
  const { t } = useTranslation("admin-catalogue");
  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const prices = product.prices.map((p) => {
      const sale = String(form.get(`sale-${p.currency}`) ?? "").trim();
      return { currency: p.currency, price: number(form, `price-${p.currency}`), sale: sale === "" ? null : Number(sale.replace(",", ".")) };
    });
    void run("prices", () => catalogueApi()("updatePrices", { productId: product.id, prices }));
  }
  return (
    <Section id="prices" title={t("product.section.prices")}>
      <p className="text-sm text-slate-600">{t("prices.intro")}</p>
      <form onSubmit={save} className="space-y-4" noValidate>
        <div className={adminTable.wrapper}>
          <table className={adminTable.table}>
            <caption className="sr-only">{t("product.section.prices")}</caption>
            <thead>
              <tr>
                <th scope="col" className={adminTable.th}>{t("prices.currency")}</th>
                <th scope="col" className={adminTable.th}>{t("prices.price")}</th>
                <th scope="col" className={adminTable.th}>{t("prices.sale")}</th>
                <th scope="col" className={adminTable.th}>{t("prices.tax")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {product.prices.map((p) => (
                <tr key={p.currency}>
                  <th scope="row" className={`${adminTable.td} font-semibold`}>
                    {p.currency}
                  </th>
                  <td className={adminTable.td}>
                    <label className="sr-only" htmlFor={`price-${p.currency}`}>
                      {t("prices.priceIn", { currency: p.currency })}
                    </label>
                    <input id={`price-${p.currency}`} name={`price-${p.currency}`} type="number" min="0.01" step="0.01" required defaultValue={p.price.toFixed(2)} className={`${adminInputClass} max-w-36`} />
                  </td>
                  <td className={adminTable.td}>
                    <label className="sr-only" htmlFor={`sale-${p.currency}`}>
                      {t("prices.saleIn", { currency: p.currency })}
                    </label>
                    <input id={`sale-${p.currency}`} name={`sale-${p.currency}`} type="number" min="0.01" step="0.01" defaultValue={p.sale === null ? "" : p.sale.toFixed(2)} className={`${adminInputClass} max-w-36`} />
                  </td>
                  <td className={`${adminTable.td} text-xs text-slate-600`}>{t(p.taxMode === "ex" ? "prices.exTax" : "prices.incTax", { rate: (p.taxRateBp / 100).toFixed(2).replace(/\.?0+$/, "") })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Said message={message} at="prices" />
        <Button type="submit" size="sm" busy={busy === "prices"}>
          {t("prices.save")}
        </Button>
      </form>
    </Section>
  );
}

function Stock({ product, busy, message, run }: Part) {
  const { t } = useTranslation("admin-catalogue");
  const api = catalogueApi();
  // A compact table: four warehouses beside the variant fields.
  const cell = "px-2 py-2 align-top text-slate-800";
  const head = "bg-slate-50 px-2 py-3 text-xs font-semibold uppercase tracking-wide text-slate-600";
  /** Saves the row's changed levels, then its variant fields when they changed. */
  async function saveRow(event: FormEvent<HTMLFormElement>, variantId: number, stock: Record<number, number>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const key = `stock-${variantId}`;
    for (const location of product.locations) {
      const quantity = number(form, `qty-${location.id}`);
      if (quantity !== (stock[location.id] ?? 0) && !(await run(key, () => api("setStock", { productId: product.id, variantId, locationId: location.id, quantity }), t("stock.saved")))) return;
    }
    const variant = product.variants.find((v) => v.id === variantId);
    if (variant) {
      const sku = String(form.get("sku") ?? "").trim();
      const warning = number(form, "warning");
      const disabled = form.get("disabled") === "on";
      if (sku !== variant.sku || warning !== variant.inventoryWarningLevel || disabled !== variant.purchasingDisabled) {
        await run(key, () => api("updateVariant", { productId: product.id, variantId, sku, inventoryWarningLevel: warning, purchasingDisabled: disabled }), t("stock.saved"));
      }
    }
  }
  const levelInputs = (variantId: number, stock: Record<number, number>, label: string) =>
    product.locations.map((l) => (
      <td key={l.id} className={cell}>
        <label className="sr-only" htmlFor={`qty-${variantId}-${l.id}`}>
          {t("stock.levelAt", { what: label, location: l.name })}
        </label>
        <input
          id={`qty-${variantId}-${l.id}`}
          name={`qty-${l.id}`}
          form={`stock-form-${variantId}`}
          type="number"
          min="0"
          step="1"
          defaultValue={stock[l.id] ?? 0}
          disabled={product.inventoryTracking === "none"}
          className={`${adminInputClass} min-w-14 max-w-16 px-2`}
        />
      </td>
    ));
  return (
    <Section id="stock" title={t("product.section.stock")}>
      <p className="text-sm text-slate-600">{t(`stock.intro.${product.inventoryTracking}`)}</p>
      <div className={adminTable.wrapper}>
        <table className={adminTable.table}>
          <caption className="sr-only">{t("product.section.stock")}</caption>
          <thead>
            <tr>
              <th scope="col" className={head}>{t("stock.variant")}</th>
              {product.variants.length > 0 && (
                <>
                  <th scope="col" className={head}>{t("products.sku")}</th>
                  <th scope="col" className={head}>{t("stock.warning")}</th>
                  <th scope="col" className={head}>{t("stock.purchasable")}</th>
                </>
              )}
              {product.inventoryTracking !== "variant" || product.variants.length > 0
                ? product.locations.map((l) => (
                    <th key={l.id} scope="col" className={head} title={l.name}>
                      {l.code.toUpperCase()}
                    </th>
                  ))
                : null}
              <th scope="col" className={head}>
                <span className="sr-only">{t("stock.save")}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {product.inventoryTracking !== "variant" && (
              <tr data-testid="stock-row">
                <th scope="row" className={`${cell} font-medium`}>
                  <form id="stock-form-0" onSubmit={(e) => saveRow(e, 0, product.stock)} />
                  {t("stock.wholeProduct")}
                </th>
                {product.variants.length > 0 && <td colSpan={3} />}
                {levelInputs(0, product.stock, t("stock.wholeProduct"))}
                <td className={cell}>
                  {product.inventoryTracking === "product" && (
                    <Button type="submit" form="stock-form-0" size="bare" variant="secondary" className="min-h-9 px-3 text-sm" busy={busy === "stock-0"}>
                      {t("stock.save")}
                    </Button>
                  )}
                </td>
              </tr>
            )}
            {product.variants.map((v) => (
              <tr key={v.id} data-testid="variant-row">
                <th scope="row" className={`${cell} font-medium`}>
                  <form id={`stock-form-${v.id}`} onSubmit={(e) => saveRow(e, v.id, v.stock)} />
                  {v.labels.join(" / ")}
                </th>
                <td className={cell}>
                  <label className="sr-only" htmlFor={`sku-${v.id}`}>
                    {t("stock.skuOf", { what: v.labels.join(" / ") })}
                  </label>
                  <input id={`sku-${v.id}`} name="sku" form={`stock-form-${v.id}`} defaultValue={v.sku} className={`${adminInputClass} min-w-52 font-mono text-xs`} />
                </td>
                <td className={cell}>
                  <label className="sr-only" htmlFor={`warning-${v.id}`}>
                    {t("stock.warningOf", { what: v.labels.join(" / ") })}
                  </label>
                  <input id={`warning-${v.id}`} name="warning" form={`stock-form-${v.id}`} type="number" min="0" step="1" defaultValue={v.inventoryWarningLevel} className={`${adminInputClass} min-w-14 max-w-16 px-2`} />
                </td>
                <td className={cell}>
                  <label className="flex items-center gap-2 text-xs">
                    <input type="checkbox" name="disabled" form={`stock-form-${v.id}`} defaultChecked={v.purchasingDisabled} className="size-4" />
                    {t("stock.disabled")}
                  </label>
                </td>
                {product.inventoryTracking === "variant" ? levelInputs(v.id, v.stock, v.labels.join(" / ")) : <td colSpan={product.locations.length} />}
                <td className={cell}>
                  <Button type="submit" form={`stock-form-${v.id}`} size="bare" variant="secondary" className="min-h-9 px-3 text-sm" busy={busy === `stock-${v.id}`}>
                    {t("stock.save")}
                    <span className="sr-only">: {v.labels.join(" / ")}</span>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {message?.key.startsWith("stock-") && <AdminNotice tone={message.tone}>{message.text}</AdminNotice>}
      {product.options.length > 0 && <AddOptionValue product={product} busy={busy} message={message} run={run} />}
    </Section>
  );
}

function AddOptionValue({ product, busy, message, run }: Part) {
  const { t } = useTranslation("admin-catalogue");
  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const hex = String(form.get("hex") ?? "").trim();
    void run(
      "addValue",
      () => catalogueApi()("addOptionValue", { productId: product.id, optionId: Number(form.get("optionId")), label: String(form.get("label") ?? ""), hex: hex === "" ? null : hex }),
      t("variants.added"),
    ).then((ok) => ok && element.reset());
  }
  return (
    <AdminCard title={t("variants.addTitle")} className="bg-slate-50">
      <p className="mb-3 text-sm text-slate-600">{t("variants.addIntro")}</p>
      <form onSubmit={add} className="grid items-end gap-3 sm:grid-cols-4" noValidate>
        <AdminSelect id="value-option" name="optionId" label={t("variants.option")}>
          {product.options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.displayName} ({o.values.map((v) => v.label).join(", ")})
            </option>
          ))}
        </AdminSelect>
        <AdminField id="value-label" name="label" label={t("variants.label")} required maxLength={60} />
        <AdminField id="value-hex" name="hex" label={t("variants.hex")} placeholder="#0f3d2e" pattern="#[0-9a-fA-F]{6}" />
        <Button type="submit" size="sm" busy={busy === "addValue"}>
          {t("variants.add")}
        </Button>
      </form>
      <div className="mt-3">
        <Said message={message} at="addValue" />
      </div>
    </AdminCard>
  );
}

function Settings({ product, busy, message, run }: Part) {
  const { t } = useTranslation("admin-catalogue");
  const [fields, setFields] = useState(product.customFields.length > 0 ? product.customFields : [{ name: "", value: "" }]);
  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run("settings", () =>
      catalogueApi()("updateSettings", {
        productId: product.id,
        availability: String(form.get("availability")) as AdminProduct["availability"],
        inventoryTracking: String(form.get("inventoryTracking")) as AdminProduct["inventoryTracking"],
        orderQuantityMinimum: number(form, "min"),
        orderQuantityMaximum: number(form, "max"),
        hasSizeGuide: form.get("sizeGuide") === "on",
      }),
    );
  }
  function saveFields(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const list = fields.map((f) => ({ name: f.name.trim(), value: f.value.trim() })).filter((f) => f.name !== "" || f.value !== "");
    void run("fields", () => catalogueApi()("updateCustomFields", { productId: product.id, fields: list }));
  }
  return (
    <Section id="settings" title={t("product.section.settings")}>
      <form onSubmit={save} className="grid gap-4 sm:grid-cols-2" noValidate>
        <AdminSelect id="availability" name="availability" label={t("settings.availability")} defaultValue={product.availability}>
          {(["available", "preorder", "disabled"] as const).map((a) => (
            <option key={a} value={a}>
              {t(`availability.${a}`)}
            </option>
          ))}
        </AdminSelect>
        <AdminSelect id="tracking" name="inventoryTracking" label={t("settings.tracking")} defaultValue={product.inventoryTracking}>
          {(["none", "product", "variant"] as const).map((a) => (
            <option key={a} value={a} disabled={a === "variant" && product.variants.length === 0}>
              {t(`settings.trackingBy.${a}`)}
            </option>
          ))}
        </AdminSelect>
        <AdminField id="min" name="min" type="number" min={0} step={1} label={t("settings.min")} hint={t("settings.noLimit")} defaultValue={product.orderQuantityMinimum} />
        <AdminField id="max" name="max" type="number" min={0} step={1} label={t("settings.max")} hint={t("settings.noLimit")} defaultValue={product.orderQuantityMaximum} />
        <label className="flex items-center gap-2 text-sm text-slate-800 sm:col-span-2">
          <input type="checkbox" name="sizeGuide" defaultChecked={product.hasSizeGuide} className="size-4" />
          {t("settings.sizeGuide")}
        </label>
        <div className="space-y-3 sm:col-span-2">
          <Said message={message} at="settings" />
          <Button type="submit" size="sm" busy={busy === "settings"}>
            {t("settings.save")}
          </Button>
        </div>
      </form>
      <form onSubmit={saveFields} className="space-y-3 border-t border-slate-200 pt-4" noValidate>
        <h3 className="text-sm font-semibold text-slate-900">{t("fields.title")}</h3>
        <p className="text-sm text-slate-600">{t("fields.intro")}</p>
        {fields.map((f, i) => (
          <div key={i} className="flex flex-wrap items-end gap-2" data-testid="custom-field">
            <div className="w-56">
              <AdminField id={`field-name-${i}`} label={t("fields.name")} value={f.name} onChange={(e) => setFields(fields.map((x, k) => (k === i ? { ...x, name: e.target.value } : x)))} />
            </div>
            <div className="min-w-64 flex-1">
              <AdminField id={`field-value-${i}`} label={t("fields.value")} value={f.value} onChange={(e) => setFields(fields.map((x, k) => (k === i ? { ...x, value: e.target.value } : x)))} />
            </div>
            <Button type="button" variant="dangerText" size="bare" className="min-h-10 px-3 text-sm" onClick={() => setFields(fields.filter((_, k) => k !== i))}>
              {t("fields.remove")}
              <span className="sr-only">: {f.name}</span>
            </Button>
          </div>
        ))}
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="secondary" size="sm" onClick={() => setFields([...fields, { name: "", value: "" }])}>
            {t("fields.add")}
          </Button>
          <Button type="submit" size="sm" busy={busy === "fields"}>
            {t("fields.save")}
          </Button>
        </div>
        <Said message={message} at="fields" />
      </form>
    </Section>
  );
}

function Categories({ product, categories, busy, message, run }: Part & { categories: AdminCategory[] }) {
  const { t } = useTranslation("admin-catalogue");
  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run("categories", () => catalogueApi()("setCategories", { productId: product.id, categoryIds: form.getAll("category").map(Number) }));
  }
  return (
    <Section id="categories" title={t("product.section.categories")}>
      <p className="text-sm text-slate-600">{t("productCategories.intro")}</p>
      <form onSubmit={save} className="space-y-4">
        <fieldset>
          <legend className="sr-only">{t("product.section.categories")}</legend>
          <ul className="gap-6 space-y-1 sm:columns-2">
            {categories.map((c) => (
              <li key={c.id} className="break-inside-avoid" style={{ paddingLeft: `${c.depth * 1.25}rem` }}>
                <label className="flex items-center gap-2 text-sm text-slate-800">
                  <input type="checkbox" name="category" value={c.id} defaultChecked={product.categoryIds.includes(c.id)} className="size-4" />
                  {c.name}
                  <span className="font-mono text-xs text-slate-500">{c.url}</span>
                  {!c.published && <Badge tone="bad">{t("categories.hidden")}</Badge>}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <Said message={message} at="categories" />
        <Button type="submit" size="sm" busy={busy === "categories"}>
          {t("productCategories.save")}
        </Button>
      </form>
    </Section>
  );
}
