import { Form, Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { AdminProductRow, LowStockRow } from "../../../../server/modules/catalog/admin";
import { Button } from "../../ui/Button";
import { AdminPagination } from "../AdminPagination";
import { adminInputClass, adminTable, Badge } from "../admin-ui";
import { AvailabilityBadge } from "./AvailabilityBadge";

const CURRENCY_ORDER = ["GBP", "EUR", "USD", "SGD"];

/** The product list (issue 17): search by name or SKU, the low-stock filter, a page of products. */
export function ProductList({
  items,
  total,
  page,
  pageSize,
  query,
  lowStock,
  lowRows,
}: {
  items: AdminProductRow[];
  total: number;
  page: number;
  pageSize: number;
  query: string;
  lowStock: boolean;
  lowRows: LowStockRow[];
}) {
  const { t } = useTranslation("admin-catalogue");
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const href = (p: number) => {
    const params = new URLSearchParams();
    if (query) params.set("q", query);
    if (lowStock) params.set("low", "1");
    if (p > 1) params.set("page", String(p));
    const search = params.toString();
    return search ? `/admin/products?${search}` : "/admin/products";
  };
  return (
    <div className="space-y-6">
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <label htmlFor="product-search" className="mb-1 block text-sm font-medium text-slate-800">
            {t("products.search")}
          </label>
          <input id="product-search" type="search" name="q" defaultValue={query} className={adminInputClass} placeholder={t("products.searchPlaceholder")} />
        </div>
        <label className="flex min-h-10 items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" name="low" value="1" defaultChecked={lowStock} className="size-4" />
          {t("products.lowStockOnly")}
        </label>
        <Button type="submit" size="sm">
          {t("products.find")}
        </Button>
        {(query || lowStock) && (
          <Link to="/admin/products" className="min-h-10 content-center text-sm font-semibold text-slate-700 underline">
            {t("products.clear")}
          </Link>
        )}
      </Form>
      <p className="text-sm text-slate-600" role="status">
        {t("products.count", { count: total })}
      </p>
      {items.length > 0 && (
        <div className={adminTable.wrapper}>
          <table className={adminTable.table}>
            <caption className="sr-only">{t("products.title")}</caption>
            <thead>
              <tr>
                <th scope="col" className={adminTable.th}>{t("products.name")}</th>
                <th scope="col" className={adminTable.th}>{t("products.sku")}</th>
                <th scope="col" className={adminTable.th}>{t("products.status")}</th>
                <th scope="col" className={adminTable.th}>{t("products.prices")}</th>
                <th scope="col" className={adminTable.th}>{t("products.stock")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {items.map((p) => (
                <tr key={p.id} data-testid="product-row">
                  <td className={`${adminTable.td} font-medium`}>
                    <Link to={`/admin/products/${p.id}`} className="text-slate-900 underline decoration-slate-300 underline-offset-2 hover:decoration-slate-900">
                      {p.name}
                    </Link>
                    <div className="text-xs text-slate-500">{p.brand}</div>
                  </td>
                  <td className={`${adminTable.td} font-mono text-xs`}>{p.sku}</td>
                  <td className={adminTable.td}>
                    <AvailabilityBadge availability={p.availability} />
                  </td>
                  <td className={`${adminTable.td} whitespace-nowrap text-xs`}>
                    {CURRENCY_ORDER.filter((c) => p.prices[c] !== undefined).map((c) => (
                      <div key={c}>
                        {c} {p.prices[c].toFixed(2)}
                      </div>
                    ))}
                  </td>
                  <td className={adminTable.td}>
                    {p.stock === null ? <span className="text-slate-500">{t("products.notTracked")}</span> : p.stock}
                    {p.lowStock && (
                      <span className="ml-2">
                        <Badge tone="warn">{t("products.low")}</Badge>
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <AdminPagination
          page={page}
          pageCount={pages}
          href={href}
          label={t("products.pagination")}
        />
      )}
      {lowStock && lowRows.length > 0 && (
        <section aria-labelledby="low-stock-title" className="space-y-3">
          <h2 id="low-stock-title" className="text-lg font-semibold text-slate-900">
            {t("lowStock.title")}
          </h2>
          <p className="text-sm text-slate-600">{t("lowStock.intro")}</p>
          <div className={adminTable.wrapper}>
            <table className={adminTable.table}>
              <caption className="sr-only">{t("lowStock.title")}</caption>
              <thead>
                <tr>
                  <th scope="col" className={adminTable.th}>{t("products.name")}</th>
                  <th scope="col" className={adminTable.th}>{t("products.sku")}</th>
                  <th scope="col" className={adminTable.th}>{t("lowStock.location")}</th>
                  <th scope="col" className={adminTable.th}>{t("lowStock.quantity")}</th>
                  <th scope="col" className={adminTable.th}>{t("lowStock.warning")}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {lowRows.map((r) => (
                  <tr key={`${r.productId}-${r.variantId}-${r.locationId}`} data-testid="low-stock-row">
                    <td className={adminTable.td}>
                      <Link to={`/admin/products/${r.productId}#stock`} className="underline">
                        {r.productName}
                      </Link>
                    </td>
                    <td className={`${adminTable.td} font-mono text-xs`}>{r.sku}</td>
                    <td className={adminTable.td}>{r.locationName}</td>
                    <td className={adminTable.td}>{r.quantity === 0 ? <Badge tone="bad">{t("lowStock.out")}</Badge> : r.quantity}</td>
                    <td className={adminTable.td}>{r.warningLevel}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </div>
  );
}
