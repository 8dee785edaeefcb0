import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { CacheEpochs } from "../cache/epochs";
import { contentDocuments, type ContentDocumentType } from "./schema";
import type {
  BlogArticle,
  ContentPage,
  Footer,
  HreflangItem,
  Menu,
  StorefrontConfigDocument,
  StyleGuide,
} from "./types";

export interface ChannelLayout {
  menu: Menu;
  footer: Footer;
  styleGuide: StyleGuide;
}

/** Where a storefront's pages live, for hreflang links (001 §7). */
export interface HreflangTarget {
  channel: string;
  locale: string;
  origin: string;
}

const EMPTY_MENU: Menu = { items: [] };
const EMPTY_FOOTER: Footer = { columns: [], appStores: [], social: [], legal: "" };

/**
 * The headless content service. Documents are read often and written rarely, so reads are memoised
 * per process and the memo is dropped whenever the content epoch moves.
 */
export class ContentService {
  private memo = new Map<string, Promise<unknown>>();

  constructor(
    private readonly db: Database,
    private readonly epochs: CacheEpochs,
  ) {
    epochs.onChange(() => this.memo.clear());
  }

  async getDocument<T>(channel: string, type: ContentDocumentType, key: string): Promise<T | null> {
    const memoKey = `${channel}\u0000${type}\u0000${key}`;
    let pending = this.memo.get(memoKey) as Promise<T | null> | undefined;
    if (!pending) {
      pending = this.db
        .select({ data: contentDocuments.data })
        .from(contentDocuments)
        .where(and(eq(contentDocuments.channel, channel), eq(contentDocuments.type, type), eq(contentDocuments.key, key)))
        .limit(1)
        .then((rows) => (rows[0]?.data as T | undefined) ?? null);
      pending.catch(() => this.memo.delete(memoKey));
      this.memo.set(memoKey, pending);
    }
    return pending;
  }

  /** Writes a document and tells every process that pages showing content are stale. */
  async saveDocument(channel: string, locale: string, type: ContentDocumentType, key: string, data: unknown): Promise<void> {
    await this.db
      .insert(contentDocuments)
      .values({ channel, locale, type, key, data })
      .onConflictDoUpdate({
        target: [contentDocuments.channel, contentDocuments.type, contentDocuments.key],
        set: { data, locale, updatedAt: sql`now()` },
      });
    await this.epochs.bump("content");
  }

  getPage(channel: string, path: string): Promise<ContentPage | null> {
    return this.getDocument<ContentPage>(channel, "page", normalisePath(path));
  }

  async getLayout(channel: string): Promise<ChannelLayout> {
    const [menu, footer, styleGuide] = await Promise.all([
      this.getDocument<Menu>(channel, "menu", "main"),
      this.getDocument<Footer>(channel, "footer", "main"),
      this.getDocument<StyleGuide>(channel, "styleGuide", "main"),
    ]);
    return { menu: menu ?? EMPTY_MENU, footer: footer ?? EMPTY_FOOTER, styleGuide: styleGuide ?? defaultStyleGuide() };
  }

  /** Page content with the menu, footer, meta and style guide (000 §7 Page content). */
  async getPageWithLayout(channel: string, path: string) {
    const [page, layout] = await Promise.all([this.getPage(channel, path), this.getLayout(channel)]);
    return { page, ...layout, meta: page?.seo ?? null };
  }

  getConfig(channel: string): Promise<StorefrontConfigDocument | null> {
    return this.getDocument<StorefrontConfigDocument>(channel, "config", "vue-storefront");
  }

  /** getArticle (001 §7): `is_valid` false when the article does not exist in that locale. */
  async getArticle(channel: string, articleId: string, locale: string): Promise<{ is_valid: boolean; data: BlogArticle | null }> {
    const rows = await this.db
      .select({ data: contentDocuments.data })
      .from(contentDocuments)
      .where(
        and(
          eq(contentDocuments.channel, channel),
          eq(contentDocuments.type, "article"),
          eq(contentDocuments.key, articleId),
          eq(contentDocuments.locale, locale),
        ),
      )
      .limit(1);
    const data = (rows[0]?.data as BlogArticle | undefined) ?? null;
    return { is_valid: data !== null, data };
  }

  async listArticles(channel: string, options: { page: number; pageSize: number }) {
    const page = Math.max(1, options.page);
    const where = and(eq(contentDocuments.channel, channel), eq(contentDocuments.type, "article"));
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select({ data: contentDocuments.data })
        .from(contentDocuments)
        .where(where)
        .orderBy(desc(contentDocuments.publishedAt), desc(contentDocuments.id))
        .limit(options.pageSize)
        .offset((page - 1) * options.pageSize),
      this.db.select({ total: sql<number>`count(*)::int` }).from(contentDocuments).where(where),
    ]);
    return { articles: rows.map((r) => r.data as BlogArticle), total, page, pageSize: options.pageSize };
  }

  /**
   * Hreflang items for a key made of a prefix (cnt-, cat-, prd-) and the path or `home` (000 §7):
   * every storefront whose channel has that content gets a link in its own locale.
   */
  async hreflang(key: string, targets: HreflangTarget[]): Promise<HreflangItem[]> {
    const match = /^(cnt|cat|prd)-(.+)$/.exec(key);
    if (!match) return [];
    const [, prefix, rest] = match;
    const path = rest === "home" ? "/" : normalisePath(rest);
    let channels: Set<string>;
    if (prefix === "cnt") {
      const rows = await this.db
        .select({ channel: contentDocuments.channel })
        .from(contentDocuments)
        .where(and(eq(contentDocuments.type, "page"), eq(contentDocuments.key, path)));
      channels = new Set(rows.map((r) => r.channel));
    } else {
      // Catalogue pages exist on every selling storefront; the catalogue decides which ones exist.
      channels = new Set(targets.map((t) => t.channel));
    }
    const seen = new Set<string>();
    const items: HreflangItem[] = [];
    for (const target of targets) {
      if (!channels.has(target.channel) || seen.has(target.locale)) continue;
      seen.add(target.locale);
      items.push({ lang: target.locale, href: `${target.origin}${path === "/" ? "/" : path}` });
    }
    return items;
  }
}

export function normalisePath(path: string): string {
  const trimmed = `/${path}`.replace(/\/{2,}/g, "/").replace(/\/$/, "");
  return trimmed === "" ? "/" : trimmed.toLowerCase();
}

export function defaultStyleGuide(): StyleGuide {
  return {
    colours: { primary: "#0f3d2e", secondary: "#e9efe9", accent: "#d9541e", text: "#14201b", background: "#ffffff", muted: "#5b6b63" },
    fonts: { heading: "system-ui, sans-serif", body: "system-ui, sans-serif" },
    topBarBackground: "#0f3d2e",
    buttonRadius: "999px",
  };
}
