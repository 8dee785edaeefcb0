import { z } from "zod";
import { RpcError, rpcMethod, type RpcContext } from "../../http/rpc";
import { catalogContext } from "./service";

/**
 * The catalogue's part of `POST /api/commerce/{method}` (001 §7). Arguments are zod-checked; an
 * unknown product or category answers 404, bad arguments 400 (server/http/rpc.ts).
 */

const CURRENCIES = ["EUR", "GBP", "SGD", "USD"] as const;
const id = z.coerce.number().int().positive().max(2_147_483_647);
const currencyCode = z
  .string()
  .transform((c) => c.toUpperCase())
  .pipe(z.enum(CURRENCIES));
const locale = z.string().regex(/^[a-z]{2}-[A-Z]{2}$/).max(5);
/** `include` as BigCommerce takes it: "variants,images" or a list. */
const include = z
  .union([z.string().max(200), z.array(z.string().max(40)).max(20)])
  .transform((v) => (Array.isArray(v) ? v : v.split(",")).map((s) => s.trim()).filter(Boolean));

function ctxFor(rpc: RpcContext, currency?: string) {
  return catalogContext(rpc.storefront, currency);
}

export const catalogApi = {
  getProductById: rpcMethod(
    z.object({ id, include: include.optional(), currencyCode: currencyCode.optional() }),
    async (input, rpc) => {
      const product = await rpc.shop.catalog.getProduct(input.id, ctxFor(rpc, input.currencyCode), input.include);
      if (!product) throw new RpcError(404, "catalog:errors.productNotFound");
      return product;
    },
  ),

  getProductsById: rpcMethod(
    z.object({ ids: z.array(id).min(1).max(100), currencyCode: currencyCode.optional() }),
    async (input, rpc) => rpc.shop.catalog.getProductsById(input.ids, ctxFor(rpc, input.currencyCode)),
  ),

  getProductsCustom: rpcMethod(
    z.object({ productIds: z.array(id).min(1).max(100), currency: currencyCode, locale }),
    async (input, rpc) => {
      const ctx = { ...ctxFor(rpc, input.currency), locale: input.locale };
      return { products: await rpc.shop.catalog.getProductsById(input.productIds, ctx) };
    },
  ),

  getMetafields: rpcMethod(z.object({ productId: id, locale }), async (input, rpc) => {
    const product = await rpc.shop.catalog.getProduct(input.productId, ctxFor(rpc), []);
    if (!product) throw new RpcError(404, "catalog:errors.productNotFound");
    return rpc.shop.catalog.getMetafields(input.productId, input.locale);
  }),

  getCategoryTree: rpcMethod(z.object({}).strict().optional().default({}), async (_input, rpc) =>
    rpc.shop.catalog.getCategoryTree(rpc.storefront.locale),
  ),

  getCategory: rpcMethod(
    z
      .object({ id: id.optional(), url: z.string().min(1).max(300).optional() })
      .refine((v) => v.id !== undefined || v.url !== undefined, { message: "catalog:errors.categoryRefRequired" }),
    async (input, rpc) => {
      const category = await rpc.shop.catalog.getCategory(input, rpc.storefront.locale);
      if (!category) throw new RpcError(404, "catalog:errors.categoryNotFound");
      return category;
    },
  ),

  getAllCategoryConfigMetafields: rpcMethod(
    z.object({ keys: z.array(z.string().min(1).max(100)).min(1).max(20) }),
    async (input, rpc) => rpc.shop.catalog.getCategoryMetafields(input.keys),
  ),

  getChannel: rpcMethod(
    z.object({ include: z.array(z.enum(["currencies"])).max(1).optional() }).optional().default({}),
    async (input, rpc) => {
      const s = rpc.storefront;
      const channel = {
        id: s.channelId,
        name: s.name,
        locale: s.locale,
        country: s.country.iso,
        e_commerce_disabled: s.eCommDisabled,
        default_currency: s.currency,
      };
      if (!input.include?.includes("currencies")) return channel;
      return { ...channel, currencies: channelCurrencies(rpc) };
    },
  ),

  getCurrencies: rpcMethod(z.object({}).optional().default({}), async (_input, rpc) => channelCurrencies(rpc)),

  getStoreMeta: rpcMethod(z.object({}).optional().default({}), async (_input, rpc) => {
    const s = rpc.storefront;
    return {
      name: rpc.shop.env.BRAND_NAME,
      channel_id: s.channelId,
      storefront: s.name,
      country: s.country.iso,
      locale: s.locale,
      default_currency: s.currency,
      tax_mode: s.taxMode,
      // Pounds for en-US, kilograms otherwise (001 §9).
      weight_units: s.locale === "en-US" ? "lb" : "kg",
      e_commerce_disabled: s.eCommDisabled,
    };
  }),

  getBrands: rpcMethod(z.object({}).optional().default({}), async (_input, rpc) => rpc.shop.catalog.getBrands()),

  /** Back-in-stock register (001 §4, §7): channel plus form fields; answers is_valid and status. */
  registerBackInStock: rpcMethod(
    z.object({
      channelId: id.optional(),
      productId: id,
      variantId: id.optional(),
      email: z.email({ message: "catalog:errors.invalidEmail" }).max(254),
    }),
    async (input, rpc) => {
      const product = await rpc.shop.catalog.getProduct(input.productId, ctxFor(rpc), []);
      if (!product) throw new RpcError(404, "catalog:errors.productNotFound");
      if (input.variantId !== undefined && !(await rpc.shop.catalog.variantBelongs(input.productId, input.variantId)))
        throw new RpcError(404, "catalog:errors.productNotFound");
      // Issue 12: per-IP budget for this anonymous write (429, translated, nothing stored).
      await rpc.shop.writeLimits.consume("backInStock", rpc.ip);
      const result = await rpc.shop.catalog.registerBackInStock({ ...input, channelId: rpc.storefront.channelId });
      if (!result.is_valid) throw new RpcError(409, "catalog:backInStock.alreadyRegistered", {}, result);
      rpc.res.status(201);
      return result;
    },
  ),

  /** Stock service: POST /location/{locationId}/stocks/by-product-id (001 §7). */
  getLocationStocksByProductId: rpcMethod(
    z.object({ locationId: id, productIds: z.array(id).min(1).max(200) }),
    async (input, rpc) => ({ data: await rpc.shop.catalog.stocksByProductId(input.locationId, input.productIds) }),
  ),

  /** Stock service: POST /location/{locationId}/stocks, by SKU (001 §7). */
  getLocationStocks: rpcMethod(
    z.object({ locationId: id, skus: z.array(z.string().min(1).max(100)).min(1).max(200) }),
    async (input, rpc) => ({ data: await rpc.shop.catalog.stocksBySku(input.locationId, input.skus) }),
  ),

  /** The inventory location of the request's channel (001 §8 "Failed to get the channel inventory location."). */
  getChannelLocation: rpcMethod(z.object({}).optional().default({}), async (_input, rpc) => {
    const locationId = await rpc.shop.catalog.locationOf(rpc.storefront.channelId);
    if (locationId === null) throw new RpcError(404, "catalog:errors.noChannelLocation");
    return { locationId };
  }),
};

/** The shop's currencies in this channel's display format; the channel's own currency is the default. */
function channelCurrencies(rpc: RpcContext) {
  const s = rpc.storefront;
  const formats = rpc.shop.storefronts.all().filter((o) => o.locale === s.locale);
  return CURRENCIES.map((code) => ({
    currency_code: code,
    is_default: code === s.currency,
    tax_mode: code === s.currency ? s.taxMode : code === "USD" ? "ex" : "inc",
    display: code === s.currency ? s.currencyFormat : (formats.find((o) => o.currency === code) ?? rpc.shop.storefronts.all().find((o) => o.currency === code))?.currencyFormat,
  }));
}
