import { asc, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { categories, categoryMetafields } from "./schema";
import type { CategoryNode } from "./types";

export const DISPLAY_NAME = "DISPLAY_NAME";
/** A category's description per locale, beside DISPLAY_NAME. */
export const DISPLAY_DESCRIPTION = "DISPLAY_DESCRIPTION";
export const STORE_FINDER_CTA = "DISPLAY_STORE_FINDER_CTA_FOR_OOS_PRODUCTS";

/** The category tree, memoised per process (dropped when the catalogue epoch moves), with display names per locale. */
export class CategoryTree {
  private treeMemo: Promise<{
    nodes: Map<number, Omit<CategoryNode, "display_name" | "children">>;
    names: Map<string, string>;
    descriptions: Map<string, string>;
  }> | null = null;

  constructor(private readonly db: Database) {}

  invalidate(): void {
    this.treeMemo = null;
  }

  load() {
    this.treeMemo ??= (async () => {
      const [list, names] = await Promise.all([
        this.db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id)),
        this.db.select().from(categoryMetafields).where(inArray(categoryMetafields.key, [DISPLAY_NAME, DISPLAY_DESCRIPTION])),
      ]);
      const byKey = (key: string) =>
        new Map(names.filter((m) => m.key === key).map((m) => [`${m.categoryId}:${m.scope}`, m.value]));
      // An unpublished category (back office, issue 17) is hidden with its whole subtree.
      const hidden = new Set(list.filter((c) => !c.published).map((c) => c.id));
      const shown = list.filter((c) => !hidden.has(c.id) && !c.path.some((a) => hidden.has(a)));
      const nodes = new Map(
        shown.map((c) => [c.id, { id: c.id, parent_id: c.parentId, name: c.name, url: c.url, path: c.path, depth: c.depth, description: c.description }]),
      );
      return { nodes, names: byKey(DISPLAY_NAME), descriptions: byKey(DISPLAY_DESCRIPTION) };
    })();
    this.treeMemo.catch(() => (this.treeMemo = null));
    return this.treeMemo;
  }

  async node(id: number, locale: string, withChildren: boolean): Promise<CategoryNode | null> {
    const { nodes, names, descriptions } = await this.load();
    const base = nodes.get(id);
    if (!base) return null;
    const build = (n: typeof base): CategoryNode => ({
      ...n,
      display_name: names.get(`${n.id}:${locale}`) ?? names.get(`${n.id}:en-GB`) ?? n.name,
      description: descriptions.get(`${n.id}:${locale}`) ?? descriptions.get(`${n.id}:en-GB`) ?? n.description,
      children: withChildren ? [...nodes.values()].filter((c) => c.parent_id === n.id).map(build) : [],
    });
    return build(base);
  }

  /** getCategoryTree (001 §7): the whole tree with display names in the locale. */
  async getCategoryTree(locale: string): Promise<CategoryNode[]> {
    const { nodes } = await this.load();
    const roots = [...nodes.values()].filter((n) => n.parent_id === null);
    return (await Promise.all(roots.map((r) => this.node(r.id, locale, true)))).filter((n): n is CategoryNode => n !== null);
  }

  /** getCategory (001 §7) by id or by url (`/bikes/urban`, with or without /c). */
  async getCategory(ref: { id?: number; url?: string }, locale: string): Promise<CategoryNode | null> {
    const { nodes } = await this.load();
    let id = ref.id;
    if (id === undefined && ref.url !== undefined) {
      const url = `/${ref.url}`.replace(/\/{2,}/g, "/").replace(/^\/c\//, "/").replace(/\/$/, "").toLowerCase();
      id = [...nodes.values()].find((n) => n.url === url)?.id;
    }
    return id === undefined ? null : this.node(id, locale, true);
  }

  /** The category and its ancestors, root first (breadcrumbs). */
  async ancestry(id: number, locale: string): Promise<CategoryNode[]> {
    const self = await this.node(id, locale, false);
    if (!self) return [];
    const ancestors = await Promise.all(self.path.map((a) => this.node(a, locale, false)));
    return [...ancestors.filter((n): n is CategoryNode => n !== null), self];
  }

  /** getAllCategoryConfigMetafields (001 §7): every category metafield with one of the keys. */
  async getCategoryMetafields(keys: string[]) {
    if (keys.length === 0) return [];
    const list = await this.db.select().from(categoryMetafields).where(inArray(categoryMetafields.key, keys));
    return list.map((m) => ({ category_id: m.categoryId, key: m.key, namespace: m.scope, value: m.value }));
  }
}
