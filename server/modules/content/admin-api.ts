import express from "express";
import { stringifySetCookie } from "cookie";
import { z } from "zod";
import { safeRedirect } from "../../../common/safe-redirect";
import { ADMIN_LOCALE, staffMethod } from "../../http/admin-rpc";
import { translatorFor } from "../../http/server-i18n";
import type { RequestShop } from "../../http/request-context";
import { RpcError } from "../../http/rpc";
import { cookiePolicyFor, readCookie, type CookiePolicy } from "../../http/session";
import { readStaffToken } from "../../http/staff-session";
import { ContentEditError, type DocumentRef } from "./editor";
import { PREVIEW_COOKIE, PREVIEW_LIFETIME_MS } from "./preview";

/**
 * The back office's content area (issue 17, area "content": owner and merchandiser): drafts of
 * pages, menus, footers, style guides, config documents and articles per channel, block by block,
 * publishing, and preview links to any storefront (000 §6). Mounted at /api/admin/content.
 */

const DOCUMENT_TYPES = ["page", "menu", "footer", "styleGuide", "config", "article"] as const;
const channel = z.string().regex(/^[a-z0-9-]{1,60}$/);
const ref = { channel, type: z.enum(DOCUMENT_TYPES), key: z.string().min(1).max(200) };
const blockId = z.string().min(1).max(80);
/** A block or document as the editor sends it: checked by its type's schema in the service. */
const anyData = z.unknown();

const STATUS: Record<ContentEditError["code"], number> = {
  notFound: 404,
  blockNotFound: 404,
  noDraft: 409,
  duplicateBlock: 409,
  invalid: 400,
  invalidKey: 400,
  noBlocks: 400,
};

/** The service's refusals as translated 4xx answers; invalid content carries its issues. */
async function edit<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ContentEditError) {
      // The schemas' own message keys (content.invalidUrl…) in the back office's words; zod's are English already.
      const t = translatorFor(ADMIN_LOCALE);
      const issues = error.issues.map((i) => ({ path: i.path, message: i.message.startsWith("content.") ? t(`admin-content:issues.${i.message.slice("content.".length)}`) : i.message }));
      throw new RpcError(STATUS[error.code], `admin-content:errors.${error.code}`, {}, { issues });
    }
    throw error;
  }
}

function knownChannel(shop: RequestShop["shop"], name: string): void {
  if (!shop.storefronts.all().some((s) => s.brChannel === name)) throw new RpcError(404, "admin-content:errors.notFound");
}

export const contentAdminApi = {
  /** Storefronts grouped by content channel, with each channel's locale (the channel's documents are in it). */
  channels: staffMethod("content", z.object({}), async (_input, ctx) => {
    const byChannel = new Map<string, { channel: string; locale: string; storefronts: Array<{ code: string; name: string; locale: string; origin: string }> }>();
    for (const s of ctx.shop.storefronts.all()) {
      const entry = byChannel.get(s.brChannel) ?? { channel: s.brChannel, locale: (await ctx.shop.content.channelLocale(s.brChannel)) ?? s.locale, storefronts: [] };
      entry.storefronts.push({ code: s.code, name: s.name, locale: s.locale, origin: ctx.shop.storefronts.originOf(s, ctx.port) });
      byChannel.set(s.brChannel, entry);
    }
    return [...byChannel.values()].sort((a, b) => a.channel.localeCompare(b.channel));
  }),
  list: staffMethod("content", z.object({ channel, type: z.enum(DOCUMENT_TYPES).optional() }), async ({ channel: name, type }, ctx) =>
    ctx.shop.content.editor.list(name, type),
  ),
  get: staffMethod("content", z.object(ref), async (input, ctx) => {
    const document = await edit(() => ctx.shop.content.editor.get(input));
    if (!document) throw new RpcError(404, "admin-content:errors.notFound");
    return document;
  }),
  saveDraft: staffMethod("content", z.object({ ...ref, data: anyData, locale: z.string().min(2).max(10).optional() }), async ({ data, locale, ...r }, ctx) => {
    knownChannel(ctx.shop, r.channel);
    return edit(() => ctx.shop.content.editor.saveDraft(ctx.staff, r, data, locale));
  }),
  addBlock: staffMethod("content", z.object({ ...ref, block: anyData, index: z.number().int().min(0).max(100).optional() }), async ({ block, index, ...r }, ctx) =>
    edit(() => ctx.shop.content.editor.addBlock(ctx.staff, r, block, index)),
  ),
  updateBlock: staffMethod("content", z.object({ ...ref, blockId, block: anyData }), async ({ blockId: id, block, ...r }, ctx) =>
    edit(() => ctx.shop.content.editor.updateBlock(ctx.staff, r, id, block)),
  ),
  moveBlock: staffMethod("content", z.object({ ...ref, blockId, toIndex: z.number().int().min(0).max(100) }), async ({ blockId: id, toIndex, ...r }, ctx) =>
    edit(() => ctx.shop.content.editor.moveBlock(ctx.staff, r, id, toIndex)),
  ),
  removeBlock: staffMethod("content", z.object({ ...ref, blockId }), async ({ blockId: id, ...r }, ctx) =>
    edit(() => ctx.shop.content.editor.removeBlock(ctx.staff, r, id)),
  ),
  publish: staffMethod("content", z.object(ref), async (r, ctx) => {
    await edit(() => ctx.shop.content.editor.publish(ctx.staff, r as DocumentRef));
    return { published: true };
  }),
  discard: staffMethod("content", z.object(ref), async (r, ctx) => {
    await edit(() => ctx.shop.content.editor.discard(ctx.staff, r as DocumentRef));
    return { discarded: true };
  }),
  /**
   * A link that turns preview on for this staff session on `storefront` (000 §6): single use, two
   * minutes; the storefront's /admin/preview exchanges it for a preview cookie of its own host.
   */
  startPreview: staffMethod("content", z.object({ storefront: z.string().regex(/^[a-z0-9-]{1,40}$/), path: z.string().min(1).max(500).default("/") }), async (input, ctx) => {
    const storefront = ctx.shop.storefronts.byCodeOrNull(input.storefront);
    if (!storefront) throw new RpcError(404, "admin-content:errors.notFound");
    const staffToken = readStaffToken(ctx.req.headers.cookie, cookiePolicyFor(ctx.shop.env.SHOP_DOMAIN));
    if (!staffToken) throw new RpcError(401, "admin:errors.signIn");
    const origin = ctx.shop.storefronts.originOf(storefront, ctx.port);
    const path = safeRedirect(input.path, { origin });
    const token = await ctx.shop.content.previews.grant(staffToken, ctx.staff, storefront.code, path);
    return { url: `${origin}/admin/preview?token=${token}` };
  }),
};

/** The preview cookie's name: `__Host-content-preview` over https (no sibling host can plant it). */
export function previewCookieName(policy: CookiePolicy): string {
  return policy.secure ? `__Host-${PREVIEW_COOKIE}` : PREVIEW_COOKIE;
}

export function readPreviewToken(cookieHeader: string | null | undefined, policy: CookiePolicy): string | undefined {
  return readCookie(cookieHeader, previewCookieName(policy));
}

function previewCookie(value: string, policy: CookiePolicy, maxAgeSeconds: number): string {
  return stringifySetCookie({ name: previewCookieName(policy), value, httpOnly: true, sameSite: "strict", secure: policy.secure, path: "/", maxAge: maxAgeSeconds });
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A tiny English page (the back office's language) that moves on to `path` by itself. */
function continuePage(title: string, message: string, path: string | null): string {
  const go = path ? `<meta http-equiv="refresh" content="0;url=${escapeHtml(path)}">` : "";
  const link = path ? `<p><a href="${escapeHtml(path)}">Continue</a></p>` : `<p><a href="/">Home</a></p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">${go}<title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${link}</body></html>`;
}

/**
 * On every storefront host (000 §6): `GET /admin/preview?token=` spends a preview grant and sets the
 * preview cookie of this host, then moves on to the page (a same-site navigation, so the
 * SameSite=Strict cookie goes with it); `POST /admin/preview/exit` ends preview.
 */
export function contentPreviewRouter(requestShop: (req: express.Request, res: express.Response) => RequestShop): express.Router {
  const router = express.Router();
  // Whatever answers a request that carries a preview cookie is personal: no shared cache (page
  // cache, CDN) may keep it, whichever route's headers say otherwise (pages, their .data requests).
  router.use((req, res, next) => {
    if (requestShop(req, res).shop.content.previews.carriesPreview(req.headers.cookie)) {
      const writeHead = res.writeHead;
      res.writeHead = function (this: express.Response, ...args: unknown[]) {
        this.setHeader("Cache-Control", "private, no-store");
        for (const arg of args) {
          if (arg && typeof arg === "object" && !Array.isArray(arg)) {
            for (const name of Object.keys(arg)) if (name.toLowerCase() === "cache-control") delete (arg as Record<string, unknown>)[name];
          }
        }
        return (writeHead as (...a: unknown[]) => express.Response).apply(this, args);
      } as typeof res.writeHead;
    }
    next();
  });
  // A preview's edit buttons link from a storefront's host to the back office's: when the two are
  // different sites the browser leaves the SameSite=Strict staff cookie out of that navigation, and
  // the editor would ask for a sign-in. One hop through a page of the back office's own host (a
  // same-site navigation) brings the cookie along.
  router.get("/admin/content/edit", (req, res, next) => {
    if (req.headers["sec-fetch-site"] !== "cross-site") return next();
    res.set({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });
    const rs = requestShop(req, res);
    const target = safeRedirect(req.originalUrl, { origin: rs.shop.storefronts.originOf(rs.storefront, rs.port), fallback: "/admin/content" });
    res.type("html").send(continuePage("Opening the editor", "Opening the content editor of the back office.", target));
  });
  router.get("/admin/preview", async (req, res, next) => {
    try {
      const rs = requestShop(req, res);
      res.set({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" });
      const token = typeof req.query.token === "string" ? req.query.token : undefined;
      const session = await rs.shop.content.previews.exchange(token, rs.storefront.code);
      if (!session) {
        res.status(403).type("html").send(continuePage("Preview link not valid", "This preview link has been used, has expired or belongs to another storefront. Start preview again from the back office.", null));
        return;
      }
      const policy = cookiePolicyFor(rs.shop.env.SHOP_DOMAIN);
      res.append("Set-Cookie", previewCookie(session.token, policy, Math.floor(PREVIEW_LIFETIME_MS / 1000)));
      const origin = rs.shop.storefronts.originOf(rs.storefront, rs.port);
      res.type("html").send(continuePage("Preview on", "Preview is on for this storefront.", safeRedirect(session.path, { origin })));
    } catch (error) {
      next(error);
    }
  });
  router.post("/admin/preview/exit", async (req, res, next) => {
    try {
      const rs = requestShop(req, res);
      const policy = cookiePolicyFor(rs.shop.env.SHOP_DOMAIN);
      await rs.shop.content.previews.end(readPreviewToken(req.headers.cookie, policy));
      res.set("Cache-Control", "private, no-store");
      res.append("Set-Cookie", previewCookie("", policy, 0));
      res.redirect(303, safeRedirect(req.query.path, { origin: rs.shop.storefronts.originOf(rs.storefront, rs.port) }));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
