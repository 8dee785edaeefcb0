import { z } from "zod";
import { staffMethod, type AdminRpcContext } from "../../http/admin-rpc";
import { RpcError } from "../../http/rpc";
import { BackInStockJob } from "../../jobs/back-in-stock";
import { CatalogAdmin, CatalogAdminError } from "./admin";
import { forgetUnusedImages, productImageDir } from "./images";
import { CURRENCIES } from "./writer";

/**
 * The back office's catalogue (issue 17): POST /api/admin/catalogue/{method}, area "catalogue"
 * (owner and merchandiser). The rules are in admin.ts; each write there is audited and reaches the
 * storefront's caches and search index before the answer.
 */
const catalogAdmin = (ctx: AdminRpcContext) => new CatalogAdmin(ctx.shop);

async function mapErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CatalogAdminError) throw new RpcError(error.status, `admin-catalogue:errors.${error.code}`);
    throw error;
  }
}

const id = z.number().int().positive().max(2_147_483_647);
const page = z.number().int().min(1).max(100_000).optional();
const money = z.number().min(0).max(10_000_000).multipleOf(0.01);
const quantity = z.number().int().min(0).max(1_000_000);
const text = (max: number) => z.string().max(max);
const locale = z.string().regex(/^[a-z]{2}-[A-Z]{2}$/);

export const catalogueAdminApi = {
  listProducts: staffMethod(
    "catalogue",
    z.object({ query: text(200).optional(), page, lowStock: z.boolean().optional() }),
    async (input, ctx) => catalogAdmin(ctx).listProducts(input),
  ),

  lowStock: staffMethod("catalogue", z.object({ page }), async (input, ctx) => catalogAdmin(ctx).lowStock(input)),

  getProduct: staffMethod("catalogue", z.object({ productId: id }), async (input, ctx) => {
    const admin = catalogAdmin(ctx);
    const product = await admin.product(input.productId);
    if (!product) throw new RpcError(404, "admin-catalogue:errors.productNotFound");
    return { product, categories: await admin.categories(), backInStock: await admin.backInStockRegistrations(input.productId) };
  }),

  backInStock: staffMethod("catalogue", z.object({ productId: id }), async (input, ctx) => catalogAdmin(ctx).backInStockRegistrations(input.productId)),

  updateTexts: staffMethod(
    "catalogue",
    z.object({ productId: id, locale: locale.nullable(), name: text(200), description: text(20_000) }).refine((v) => v.locale !== null || v.name.trim() !== "", {
      message: "admin-catalogue:errors.nameRequired",
      path: ["name"],
    }),
    async (input, ctx) => mapErrors(() => catalogAdmin(ctx).updateTexts(ctx.staff, input)).then(() => ({ ok: true })),
  ),

  updatePrices: staffMethod(
    "catalogue",
    z.object({
      productId: id,
      prices: z
        .array(z.object({ currency: z.enum(CURRENCIES as [string, ...string[]]).transform((c) => c as (typeof CURRENCIES)[number]), price: money.positive(), sale: money.positive().nullable() }))
        .max(CURRENCIES.length)
        .refine((list) => list.every((p) => p.sale === null || p.sale < p.price), { message: "admin-catalogue:errors.saleNotBelowPrice" }),
    }),
    async (input, ctx) => mapErrors(() => catalogAdmin(ctx).updatePrices(ctx.staff, input)).then(() => ({ ok: true })),
  ),

  updateSettings: staffMethod(
    "catalogue",
    z.object({
      productId: id,
      availability: z.enum(["available", "preorder", "disabled"]).optional(),
      inventoryTracking: z.enum(["none", "product", "variant"]).optional(),
      orderQuantityMinimum: quantity.optional(),
      orderQuantityMaximum: quantity.optional(),
      hasSizeGuide: z.boolean().optional(),
    }),
    async (input, ctx) => mapErrors(() => catalogAdmin(ctx).updateSettings(ctx.staff, input)).then(() => ({ ok: true })),
  ),

  setPublished: staffMethod("catalogue", z.object({ productId: id, published: z.boolean(), preorder: z.boolean().optional() }), async (input, ctx) =>
    mapErrors(() => catalogAdmin(ctx).setPublished(ctx.staff, input)).then(() => ({ ok: true })),
  ),

  updateCustomFields: staffMethod(
    "catalogue",
    z.object({ productId: id, fields: z.array(z.object({ name: text(100).trim().min(1), value: text(1000).trim().min(1) })).max(100) }),
    async (input, ctx) => mapErrors(() => catalogAdmin(ctx).updateCustomFields(ctx.staff, input)).then(() => ({ ok: true })),
  ),

  setCategories: staffMethod("catalogue", z.object({ productId: id, categoryIds: z.array(id).max(200) }), async (input, ctx) =>
    mapErrors(() => catalogAdmin(ctx).setCategories(ctx.staff, input)).then(() => ({ ok: true })),
  ),

  updateVariant: staffMethod(
    "catalogue",
    z.object({
      productId: id,
      variantId: id,
      sku: z.string().trim().min(1).max(100).regex(/^[A-Za-z0-9._-]+$/, "admin-catalogue:errors.skuFormat").optional(),
      purchasingDisabled: z.boolean().optional(),
      inventoryWarningLevel: quantity.optional(),
    }),
    async (input, ctx) => mapErrors(() => catalogAdmin(ctx).updateVariant(ctx.staff, input)).then(() => ({ ok: true })),
  ),

  addOptionValue: staffMethod(
    "catalogue",
    z.object({ productId: id, optionId: id, label: z.string().trim().min(1).max(60), hex: z.string().regex(/^#[0-9a-fA-F]{6}$/).nullable().optional() }),
    async (input, ctx) => mapErrors(() => catalogAdmin(ctx).addOptionValue(ctx.staff, input)),
  ),

  setStock: staffMethod(
    "catalogue",
    z.object({ productId: id, variantId: z.number().int().min(0).max(2_147_483_647), locationId: id, quantity }),
    async (input, ctx) => {
      const result = await mapErrors(() => catalogAdmin(ctx).setStock(ctx.staff, input));
      // Back from zero: the back-in-stock run starts now rather than at its next poll (one run at a time).
      if (result.restocked) new BackInStockJob(ctx.shop).kick();
      return result;
    },
  ),

  setImages: staffMethod("catalogue", z.object({ productId: id, imageIds: z.array(id).max(100) }), async (input, ctx) => {
    const { removedUrls } = await mapErrors(() => catalogAdmin(ctx).setImages(ctx.staff, input));
    // Uploaded pictures no product lists any more leave the disk too.
    await forgetUnusedImages(ctx.shop.db, productImageDir(ctx.shop.env.DATA_DIR), removedUrls);
    return { ok: true };
  }),

  listCategories: staffMethod("catalogue", z.object({}), async (_input, ctx) => {
    const admin = catalogAdmin(ctx);
    return { categories: await admin.categories(), locales: admin.locales() };
  }),

  renameCategory: staffMethod(
    "catalogue",
    z.object({ categoryId: id, name: z.string().trim().max(100).optional(), displayNames: z.record(locale, z.string().max(100)).optional() }),
    async (input, ctx) => mapErrors(() => catalogAdmin(ctx).renameCategory(ctx.staff, input)).then(() => ({ ok: true })),
  ),

  setCategoryPublished: staffMethod("catalogue", z.object({ categoryId: id, published: z.boolean() }), async (input, ctx) =>
    mapErrors(() => catalogAdmin(ctx).setCategoryPublished(ctx.staff, input)).then(() => ({ ok: true })),
  ),
};
