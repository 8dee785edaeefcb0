import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { CacheEpochs } from "../cache/epochs";
import type { Storefront } from "../storefront/service";
import { contentDocuments, type ContentDocumentType } from "./schema";
import { renderableBlocks, validatePage } from "./blocks";
import { ContentEditError, ContentEditor, documentKey } from "./editor";
import { ContentPreviews } from "./preview";
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
  /** The default (global) storefront is announced as `x-default` instead of its locale. */
  isDefault?: boolean;
  /** Content-only storefronts (eCommDisabled) have no catalogue pages. */
  sells?: boolean;
}

/** Blog pages are routes, not CMS pages: hreflang for them follows the channel's articles. */
const BLOG_PATH = /^\/blog(?:\/([a-z0-9-]{1,120}))?$/;

/**
 * The storefronts that speak for their content channel in hreflang links: one per channel, so each
 * language appears once. The default storefront speaks for its channel (as x-default); otherwise the
 * storefront whose code names the channel (uk for `foldwell-uk`), else the first in sort order.
 */
export function hreflangTargets(storefronts: Storefront[], originOf: (storefront: Storefront) => string): HreflangTarget[] {
  const rank = (s: Storefront) => (s.isDefault ? 0 : s.brChannel.endsWith(`-${s.code}`) ? 1 : 2);
  const byChannel = new Map<string, Storefront>();
  for (const storefront of storefronts) {
    const current = byChannel.get(storefront.brChannel);
    if (!current || rank(storefront) < rank(current)) byChannel.set(storefront.brChannel, storefront);
  }
  return [...byChannel.values()].map((s) => ({
    channel: s.brChannel,
    locale: s.locale,
    origin: originOf(s),
    isDefault: s.isDefault,
    sells: !s.eCommDisabled,
  }));
}

/**
 * `cnt-about/team` → { prefix: "cnt", path: "/about/team" }; `cnt-home` → path "/" (000 §7). Keys are
 * made by `hreflangKey()` in app/lib/seo.ts.
 */
export function parseHreflangKey(key: string): { prefix: "cnt" | "cat" | "prd"; path: string } | null {
  const match = /^(cnt|cat|prd)-(.{1,500})$/.exec(key);
  if (!match) return null;
  const [, prefix, rest] = match;
  return { prefix: prefix as "cnt" | "cat" | "prd", path: rest === "home" ? "/" : normalisePath(rest) };
}


const EMPTY_MENU: Menu = { items: [] };
const EMPTY_FOOTER: Footer = { columns: [], appStores: [], social: [], legal: "" };

/**
 * The headless content service. Documents are read often and written rarely, so reads are memoised
 * per process and the memo is dropped whenever the content epoch moves.
 */
export class ContentService {
  private memo = new Map<string, Promise<unknown>>();
  /** Drafts and publishing, for the back office (issue 17). */
  readonly editor: ContentEditor;
  /** Preview grants and sessions on any storefront's host (000 §6, issue 17). */
  readonly previews: ContentPreviews;

  /**
   * `reads`: where the published storefront reads go, the read replica when DATABASE_REPLICA_URL is
   * set (issue 18, decision 026); the editor, previews and writes stay on the primary `db`.
   */
  private readonly reads: Database;

  constructor(
    private readonly db: Database,
    private readonly epochs: CacheEpochs,
    reads?: Database,
  ) {
    this.reads = reads ?? db;
    epochs.onChange(() => this.memo.clear());
    this.editor = new ContentEditor(db, epochs);
    this.previews = new ContentPreviews(db);
  }

  /**
   * Preview mode (000 §6, issue 17): a staff member's view, drafts over published documents, read
   * afresh on every call (never memoised). Customers' pages never call these.
   */
  readonly preview = {
    page: (channel: string, path: string) => this.draftOrPublished<ContentPage>(channel, "page", path),
    article: (channel: string, articleId: string) => this.draftOrPublished<BlogArticle>(channel, "article", articleId),
    layout: async (channel: string): Promise<ChannelLayout> => {
      const [menu, footer, styleGuide] = await Promise.all([
        this.draftOrPublished<Menu>(channel, "menu", "main"),
        this.draftOrPublished<Footer>(channel, "footer", "main"),
        this.draftOrPublished<StyleGuide>(channel, "styleGuide", "main"),
      ]);
      return { menu: menu ?? EMPTY_MENU, footer: footer ?? EMPTY_FOOTER, styleGuide: styleGuide ?? defaultStyleGuide() };
    },
    config: (channel: string) => this.draftOrPublished<StorefrontConfigDocument>(channel, "config", "vue-storefront"),
  };

  private async draftOrPublished<T>(channel: string, type: ContentDocumentType, key: string): Promise<T | null> {
    try {
      documentKey(type, key);
    } catch (error) {
      if (error instanceof ContentEditError) return null;
      throw error;
    }
    const document = await this.editor.current<T>({ channel, type, key });
    if (document && (type === "page" || type === "article")) {
      // Drafts are validated on save; blocks are parsed again before rendering all the same (001 §2).
      const withBlocks = document as T & { blocks: unknown };
      return { ...withBlocks, blocks: renderableBlocks(withBlocks.blocks) };
    }
    return document;
  }

  /**
   * `rememberMiss`: keep "no such document" too, for callers whose keys come from a bounded set (the
   * PLP banner of each category, asked on every category page) rather than from a visitor's URL.
   */
  async getDocument<T>(channel: string, type: ContentDocumentType, key: string, options: { rememberMiss?: boolean } = {}): Promise<T | null> {
    const memoKey = `${channel}\u0000${type}\u0000${key}`;
    let pending = this.memo.get(memoKey) as Promise<T | null> | undefined;
    if (!pending) {
      pending = this.reads
        .select({ data: contentDocuments.data })
        .from(contentDocuments)
        .where(and(eq(contentDocuments.channel, channel), eq(contentDocuments.type, type), eq(contentDocuments.key, key)))
        .limit(1)
        .then((rows) => (rows[0]?.data as T | undefined) ?? null);
      // Otherwise misses are not kept: any visitor can ask for any path, and the memo must not grow with them.
      const keep = options.rememberMiss === true;
      pending.then((found) => found === null && !keep && this.memo.delete(memoKey), () => this.memo.delete(memoKey));
      this.memo.set(memoKey, pending);
    }
    return pending;
  }

  /** Writes a document and tells every process that pages showing content are stale. */
  async saveDocument(channel: string, locale: string, type: ContentDocumentType, key: string, data: unknown): Promise<void> {
    // Pages are validated and their marketing text sanitised before anything is written (001 §2).
    if (type === "page") data = validatePage(data);
    await this.db
      .insert(contentDocuments)
      .values({ channel, locale, type, key, data })
      .onConflictDoUpdate({
        target: [contentDocuments.channel, contentDocuments.type, contentDocuments.key],
        set: { data, locale, updatedAt: sql`now()` },
      });
    await this.epochs.bump("content");
  }

  getPage(channel: string, path: string, options: { rememberMiss?: boolean } = {}): Promise<ContentPage | null> {
    return this.getDocument<ContentPage>(channel, "page", normalisePath(path), options);
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
    const data = await this.remember(`article\u0000${channel}\u0000${articleId}\u0000${locale}`, async () => {
      const rows = await this.reads
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
      return (rows[0]?.data as BlogArticle | undefined) ?? null;
    });
    return { is_valid: data !== null, data };
  }

  /** One page of the channel's articles in one locale, newest first (001 §9: 10 items per page). */
  async listArticles(channel: string, options: { page: number; pageSize: number; locale?: string }) {
    const page = Math.max(1, Math.floor(options.page));
    const pageSize = Math.min(100, Math.max(1, Math.floor(options.pageSize)));
    const where = and(
      eq(contentDocuments.channel, channel),
      eq(contentDocuments.type, "article"),
      options.locale ? eq(contentDocuments.locale, options.locale) : undefined,
    );
    // Only a bounded number of pages is memoised: page numbers come from the query string.
    const load = async () => {
      const [rows, [{ total }]] = await Promise.all([
        this.reads
          .select({ data: contentDocuments.data })
          .from(contentDocuments)
          .where(where)
          .orderBy(desc(contentDocuments.publishedAt), desc(contentDocuments.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        this.reads.select({ total: sql<number>`count(*)::int` }).from(contentDocuments).where(where),
      ]);
      // The list shows cards only: the article body stays out of the list's loader data.
      const articles = rows.map((r) => ({ ...(r.data as BlogArticle), blocks: [] }));
      return { articles, total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
    };
    return page <= 50 ? this.remember(`articles\u0000${channel}\u0000${options.locale ?? ""}\u0000${page}\u0000${pageSize}`, load) : load();
  }

  /**
   * The locale a channel's documents are written in (a Bloomreach channel has one). Storefronts that
   * share a channel may use another UI locale; articles are looked up in the channel's locale.
   */
  async channelLocale(channel: string): Promise<string | null> {
    return this.remember(`locale\u0000${channel}`, async () => {
      const rows = await this.reads
        .select({ locale: contentDocuments.locale })
        .from(contentDocuments)
        .where(and(eq(contentDocuments.channel, channel), eq(contentDocuments.type, "config")))
        .limit(1);
      return rows[0]?.locale ?? null;
    });
  }

  /** Keys and change dates of a channel's pages or articles, for the sitemap. */
  async listKeys(channel: string, type: "page" | "article"): Promise<Array<{ key: string; updatedAt: Date }>> {
    return this.remember(`keys\u0000${channel}\u0000${type}`, () =>
      this.reads
        .select({ key: contentDocuments.key, updatedAt: contentDocuments.updatedAt })
        .from(contentDocuments)
        .where(and(eq(contentDocuments.channel, channel), eq(contentDocuments.type, type)))
        .orderBy(contentDocuments.key),
    );
  }

  /**
   * Hreflang items for a key made of a prefix (cnt-, cat-, prd-) and the path or `home` (000 §7):
   * every target whose channel has that content gets a link in its own locale (x-default for the
   * default storefront). Unknown keys give [].
   */
  async hreflang(key: string, targets: HreflangTarget[]): Promise<HreflangItem[]> {
    const parsed = parseHreflangKey(key);
    if (!parsed) return [];
    const { prefix, path } = parsed;
    // Catalogue pages exist on every selling storefront; the catalogue decides which ones exist.
    const channels =
      prefix === "cnt"
        ? await this.channelsWithContent(path)
        : new Set(targets.filter((t) => t.sells !== false).map((t) => t.channel));
    const seen = new Set<string>();
    const items: HreflangItem[] = [];
    for (const target of targets) {
      const lang = target.isDefault ? "x-default" : target.locale;
      if (!channels.has(target.channel) || seen.has(lang)) continue;
      seen.add(lang);
      items.push({ lang, href: `${target.origin}${path}` });
    }
    return items;
  }

  /** Channels holding the content at a path: a CMS page, or for /blog and /blog/{id} the articles. */
  private async channelsWithContent(path: string): Promise<Set<string>> {
    const blog = BLOG_PATH.exec(path);
    const where = blog
      ? and(eq(contentDocuments.type, "article"), blog[1] ? eq(contentDocuments.key, blog[1]) : undefined)
      : and(eq(contentDocuments.type, "page"), eq(contentDocuments.key, path));
    // Memoised only when found (remember() drops nulls), so unknown keys cannot grow the memo.
    const channels = await this.remember(`hreflang\u0000${path}`, async () => {
      const rows = await this.reads.selectDistinct({ channel: contentDocuments.channel }).from(contentDocuments).where(where);
      return rows.length > 0 ? new Set(rows.map((r) => r.channel)) : null;
    });
    return channels ?? new Set();
  }

  /** Memoises a read until the content epoch moves; misses (null) are not kept. */
  private remember<T>(memoKey: string, load: () => Promise<T>): Promise<T> {
    let pending = this.memo.get(memoKey) as Promise<T> | undefined;
    if (!pending) {
      pending = load();
      this.memo.set(memoKey, pending);
      pending.then((value) => value === null && this.memo.delete(memoKey), () => this.memo.delete(memoKey));
    }
    return pending;
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
