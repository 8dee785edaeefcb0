import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { AdminCategory } from "../../../../server/modules/catalog/admin";
import { Button } from "../../ui/Button";
import { AdminNotice, adminInputClass, adminTable, Badge } from "../admin-ui";
import { catalogueApi, useCatalogueCall } from "./catalogue-call";

/**
 * The category tree (issue 17; 001 §3 Category, DISPLAY_NAME per locale): each category's name and
 * display names, and publish or unpublish (an unpublished category is hidden with its subtree).
 */
export function CategoryTreeEditor({ categories, locales }: { categories: AdminCategory[]; locales: string[] }) {
  const { t } = useTranslation("admin-catalogue");
  const { busy, message, run } = useCatalogueCall();
  const hiddenByParent = (c: AdminCategory): boolean => {
    const parent = categories.find((p) => p.id === c.parentId);
    return parent ? !parent.published || hiddenByParent(parent) : false;
  };
  function rename(event: FormEvent<HTMLFormElement>, category: AdminCategory) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const displayNames = Object.fromEntries(locales.map((l) => [l, String(form.get(`name-${l}`) ?? "")]));
    void run(`rename-${category.id}`, () => catalogueApi()("renameCategory", { categoryId: category.id, name: String(form.get("name") ?? ""), displayNames }), t("categories.renamed", { name: category.name }));
  }
  return (
    <div className="space-y-4">
      {message && <AdminNotice tone={message.tone}>{message.text}</AdminNotice>}
      <div className={adminTable.wrapper}>
        <table className={adminTable.table}>
          <caption className="sr-only">{t("categories.title")}</caption>
          <thead>
            <tr>
              <th scope="col" className={adminTable.th}>{t("categories.name")}</th>
              <th scope="col" className={adminTable.th}>{t("categories.url")}</th>
              <th scope="col" className={adminTable.th}>{t("categories.products")}</th>
              <th scope="col" className={adminTable.th}>{t("categories.status")}</th>
              <th scope="col" className={adminTable.th}>{t("categories.actions")}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {categories.map((c) => (
              <tr key={c.id} data-testid="category-row">
                <td className={adminTable.td}>
                  <div style={{ paddingLeft: `${c.depth * 1.5}rem` }}>
                    <span className="font-medium">{c.name}</span>
                    {Object.keys(c.displayNames).length > 0 && (
                      <p className="text-xs text-slate-600" data-testid="display-names">
                        {locales
                          .filter((l) => c.displayNames[l])
                          .map((l) => `${l}: ${c.displayNames[l]}`)
                          .join(" · ")}
                      </p>
                    )}
                    <details className="mt-1">
                      <summary className="cursor-pointer text-xs font-semibold text-slate-700">
                        {t("categories.editNames")}
                        <span className="sr-only">: {c.name}</span>
                      </summary>
                      <form onSubmit={(e) => rename(e, c)} className="mt-2 grid max-w-xl gap-2 sm:grid-cols-2">
                        <div className="sm:col-span-2">
                          <label htmlFor={`cat-${c.id}-name`} className="mb-1 block text-xs font-medium text-slate-800">
                            {t("categories.defaultName")}
                          </label>
                          <input id={`cat-${c.id}-name`} name="name" defaultValue={c.name} required maxLength={100} className={adminInputClass} />
                        </div>
                        {locales.map((l) => (
                          <div key={l}>
                            <label htmlFor={`cat-${c.id}-${l}`} className="mb-1 block text-xs font-medium text-slate-800">
                              {t("categories.displayNameIn", { locale: l })}
                            </label>
                            <input id={`cat-${c.id}-${l}`} name={`name-${l}`} defaultValue={c.displayNames[l] ?? ""} placeholder={c.name} maxLength={100} className={adminInputClass} />
                          </div>
                        ))}
                        <div className="sm:col-span-2">
                          <Button type="submit" size="bare" className="min-h-9 px-3 text-sm" busy={busy === `rename-${c.id}`}>
                            {t("categories.saveNames")}
                          </Button>
                        </div>
                      </form>
                    </details>
                  </div>
                </td>
                <td className={`${adminTable.td} font-mono text-xs`}>{c.url}</td>
                <td className={adminTable.td}>{c.productCount}</td>
                <td className={adminTable.td}>
                  {c.published ? (
                    hiddenByParent(c) ? <Badge tone="warn">{t("categories.hiddenByParent")}</Badge> : <Badge tone="good">{t("categories.published")}</Badge>
                  ) : (
                    <Badge tone="bad">{t("categories.hidden")}</Badge>
                  )}
                </td>
                <td className={adminTable.td}>
                  <Button
                    variant={c.published ? "dangerText" : "secondary"}
                    size="bare"
                    className="min-h-9 px-3 text-sm"
                    busy={busy === `publish-${c.id}`}
                    onClick={() =>
                      run(`publish-${c.id}`, () => catalogueApi()("setCategoryPublished", { categoryId: c.id, published: !c.published }), t(c.published ? "categories.unpublishedDone" : "categories.publishedDone", { name: c.name }))
                    }
                  >
                    {c.published ? t("categories.unpublish") : t("categories.publish")}
                    <span className="sr-only">: {c.name}</span>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
