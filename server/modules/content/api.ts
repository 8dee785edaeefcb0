import express from "express";
import { z } from "zod";
import { rpcMethod, type RpcMethods } from "../../http/rpc";
import type { RequestShop } from "../../http/request-context";
import { translatorFor } from "../../http/server-i18n";
import type { Shop } from "../../shop";
import { hreflangTargets } from "./service";

/** Blog list page size (001 §9: items per page 10). */
export const ARTICLES_PER_PAGE = 10;

/** RPC methods of the content service (001 §7): POST /api/content/{method}. */
export const contentApi = {
  /** getArticle (articleId, locale) → { is_valid, data }; the locale defaults to the channel's. */
  getArticle: rpcMethod(
    z.object({ articleId: z.string().min(1).max(200), locale: z.string().min(2).max(10).optional() }),
    async ({ articleId, locale }, ctx) => {
      const channel = ctx.storefront.brChannel;
      const articleLocale = locale ?? (await ctx.shop.content.channelLocale(channel)) ?? ctx.storefront.locale;
      return ctx.shop.content.getArticle(channel, articleId, articleLocale);
    },
  ),
  listArticles: rpcMethod(z.object({ page: z.number().int().min(1).max(10_000).default(1) }), async ({ page }, ctx) => {
    const channel = ctx.storefront.brChannel;
    const locale = (await ctx.shop.content.channelLocale(channel)) ?? ctx.storefront.locale;
    return ctx.shop.content.listArticles(channel, { page, pageSize: ARTICLES_PER_PAGE, locale });
  }),
  getPage: rpcMethod(
    z.object({ path: z.string().min(1).max(500) }),
    async ({ path }, ctx) => ctx.shop.content.getPageWithLayout(ctx.storefront.brChannel, path),
  ),
  getConfig: rpcMethod(z.object({}), async (_input, ctx) => ctx.shop.content.getConfig(ctx.storefront.brChannel)),
} satisfies RpcMethods;

const channelParam = z.string().regex(/^[a-z0-9-]{1,60}$/);
const pageQuery = z.object({ path: z.string().min(1).max(500), "server-id": z.string().max(100).optional() });
/** `cnt-about/team`, `cat-bikes/folding`, `prd-12/c-line`, `cnt-home`; anything else answers []. */
const hreflangKeyParam = z.string().min(1).max(500);

type RequestShopFactory = (req: express.Request, res: express.Response) => RequestShop;
type Handler = (req: express.Request, res: express.Response, t: (key: string) => string) => Promise<void>;

/** Messages in the requesting storefront's locale; a failure is logged and answered, never thrown. */
function handle(shop: Shop, requestShop: RequestShopFactory, handler: Handler): express.RequestHandler {
  return async (req, res) => {
    const t = translatorFor(requestShop(req, res).storefront.locale);
    try {
      await handler(req, res, t);
    } catch (error) {
      shop.logger.error({ err: error, url: req.originalUrl }, "content delivery failed");
      if (!res.headersSent) res.status(500).json({ error: { message: t("errors.somethingWentWrong") } });
    }
  };
}

/** Hreflang items for a key, from the storefronts that speak for each content channel. */
async function hreflangAnswer(shop: Shop, requestShop: RequestShopFactory, req: express.Request, res: express.Response, key: string) {
  const { port } = requestShop(req, res);
  const targets = hreflangTargets(shop.storefronts.all(), (s) => shop.storefronts.originOf(s, port));
  res.setHeader("Cache-Control", "public, max-age=300");
  res.json(await shop.content.hreflang(key.toLowerCase(), targets));
}

/**
 * The content service's delivery endpoints, for other clients (the mobile apps) and for checking
 * what the CMS holds: the channel's pages endpoint (000 §7), the config document and the hreflang
 * lookup (001 §7). Mounted under /api/content.
 */
export function contentDeliveryRouter(shop: Shop, requestShop: RequestShopFactory) {
  const router = express.Router();

  router.get(
    "/delivery/site/v1/channels/:channel/pages",
    handle(shop, requestShop, async (req, res, t) => {
      const channel = channelParam.safeParse(req.params.channel);
      const query = pageQuery.safeParse(req.query);
      if (!channel.success || !query.success) {
        res.status(400).json({ error: { message: t(channel.success ? "blog:api.invalidPath" : "blog:api.invalidChannel") } });
        return;
      }
      const result = await shop.content.getPageWithLayout(channel.data, query.data.path);
      if (!result.page) {
        res.status(404).json({ error: { message: t("errorPage.notFoundText") } });
        return;
      }
      res.json(result);
    }),
  );

  router.get(
    "/delivery/site/v1/channels/:channel/documents/vue-storefront/config",
    handle(shop, requestShop, async (req, res, t) => {
      const channel = channelParam.safeParse(req.params.channel);
      if (!channel.success) {
        res.status(400).json({ error: { message: t("blog:api.invalidChannel") } });
        return;
      }
      const config = await shop.content.getConfig(channel.data);
      if (!config) {
        // 001 §8: "Failed to retrieve Bloomreach VSF config document" (config load).
        res.status(404).json({ error: { message: t("blog:api.configNotFound") } });
        return;
      }
      res.json([{ data: config }]);
    }),
  );

  // The hreflang lookup (001 §7): [{lang, href}], [] for unknown keys. The key may hold slashes
  // (`cnt-about/team.json`), so the route takes the rest of the path.
  router.get(
    "/hreflang/*key",
    handle(shop, requestShop, async (req, res, t) => {
      const segments = (req.params as { key?: string[] }).key ?? [];
      const raw = segments.join("/");
      const key = hreflangKeyParam.safeParse(raw.endsWith(".json") ? raw.slice(0, -".json".length) : "");
      if (!key.success) {
        res.status(400).json({ error: { message: t("blog:api.invalidHreflangKey") } });
        return;
      }
      await hreflangAnswer(shop, requestShop, req, res, key.data);
    }),
  );

  return router;
}

/**
 * The spec's `GET /{region}.json on the alternate-language host` (001 §7), served at the root of
 * every storefront host as `/{key}.json`, e.g. `/cnt-home.json` or `/cnt-about/team.json`.
 *
 * Why it cannot collide with pages: it answers only paths that start with a hreflang prefix
 * (`cnt-`, `cat-`, `prd-`) and end in `.json`. No route of the route table has that shape (catalogue
 * pages live under /c/ and /p/), and CMS page paths are slugs without a file extension. Mount it
 * before the page renderer.
 */
export function hreflangAliasRouter(shop: Shop, requestShop: RequestShopFactory) {
  const router = express.Router();
  router.get(
    /^\/(?:cnt|cat|prd)-[^.]*\.json$/,
    handle(shop, requestShop, async (req, res, t) => {
      const key = hreflangKeyParam.safeParse(req.path.slice(1, -".json".length));
      if (!key.success) {
        res.status(400).json({ error: { message: t("blog:api.invalidHreflangKey") } });
        return;
      }
      await hreflangAnswer(shop, requestShop, req, res, key.data);
    }),
  );
  return router;
}
