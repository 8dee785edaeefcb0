import express from "express";
import { z } from "zod";
import { rpcMethod, type RpcMethods } from "../../http/rpc";
import type { RequestShop } from "../../http/request-context";
import type { Shop } from "../../shop";

/** RPC methods of the content service (001 §7): POST /api/content/{method}. */
export const contentApi: RpcMethods = {
  getArticle: rpcMethod(
    z.object({ articleId: z.string().min(1).max(200), locale: z.string().min(2).max(10).optional() }),
    async ({ articleId, locale }, ctx) =>
      ctx.shop.content.getArticle(ctx.storefront.brChannel, articleId, locale ?? ctx.storefront.locale),
  ),
  getPage: rpcMethod(
    z.object({ path: z.string().min(1).max(500) }),
    async ({ path }, ctx) => ctx.shop.content.getPageWithLayout(ctx.storefront.brChannel, path),
  ),
  getConfig: rpcMethod(z.object({}), async (_input, ctx) => ctx.shop.content.getConfig(ctx.storefront.brChannel)),
};

const channelParam = z.string().regex(/^[a-z0-9-]{1,60}$/);
const pageQuery = z.object({ path: z.string().min(1).max(500), "server-id": z.string().max(100).optional() });

/**
 * The content service's delivery endpoints, for other clients (the mobile apps) and for checking
 * what the CMS holds: the channel's pages endpoint (000 §7), the config document and the hreflang
 * lookup (001 §7).
 */
export function contentDeliveryRouter(shop: Shop, requestShop: (req: express.Request, res: express.Response) => RequestShop) {
  const router = express.Router();

  router.get("/delivery/site/v1/channels/:channel/pages", async (req, res) => {
    const channel = channelParam.safeParse(req.params.channel);
    const query = pageQuery.safeParse(req.query);
    if (!channel.success || !query.success) {
      res.status(400).json({ error: { message: "Invalid channel or path." } });
      return;
    }
    const result = await shop.content.getPageWithLayout(channel.data, query.data.path);
    if (!result.page) {
      res.status(404).json({ error: { message: "This page could not be found" } });
      return;
    }
    res.json(result);
  });

  router.get("/delivery/site/v1/channels/:channel/documents/vue-storefront/config", async (req, res) => {
    const channel = channelParam.safeParse(req.params.channel);
    if (!channel.success) {
      res.status(400).json({ error: { message: "Invalid channel." } });
      return;
    }
    const config = await shop.content.getConfig(channel.data);
    if (!config) {
      res.status(404).json({ error: { message: "Failed to retrieve Bloomreach VSF config document" } });
      return;
    }
    res.json([{ data: config }]);
  });

  // GET /{region}.json on the alternate-language host: hreflang items, [] for unknown keys (001 §7).
  router.get("/hreflang/:key.json", async (req, res) => {
    const key = z.string().max(500).safeParse(req.params.key);
    if (!key.success) {
      res.json([]);
      return;
    }
    const { port } = requestShop(req, res);
    const targets = shop.storefronts.all().map((s) => ({
      channel: s.brChannel,
      locale: s.locale,
      origin: shop.storefronts.originOf(s, port),
    }));
    res.json(await shop.content.hreflang(key.data, targets));
  });

  return router;
}
