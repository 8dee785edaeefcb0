// Server-only helpers of the category and product routes.
import { data } from "react-router";
import { limitedFormData } from "../../server/http/body-limit";
import type { RequestShop } from "../../server/http/request-context";
import { catalogContext } from "../../server/modules/catalog/service";
import type { WriteLimitName } from "../../server/http/rate-limits";
import { TooManyAttempts } from "../../server/http/throttle";
import { backInStockSchema, fieldErrors, questionSchema, reviewSchema, type FormResult } from "../components/product/forms";
import { notFound } from "../lib/responses";

export function requestCatalogContext(rs: RequestShop) {
  return catalogContext(rs.storefront);
}

/** Spends one write of this kind for the client's IP; a refused write answers 429 (issue 12). */
async function overBudget(rs: RequestShop, intent: FormResult["intent"], limit: WriteLimitName): Promise<FormResult | null> {
  try {
    await rs.shop.writeLimits.consume(limit, rs.ip);
    return null;
  } catch (error) {
    if (!(error instanceof TooManyAttempts)) throw error;
    return { intent, ok: false, errors: { form: "forms.tooManyRequests" }, retryAfterSeconds: error.retryAfterSeconds };
  }
}

/**
 * The product page's forms (reviews, questions, back-in-stock): parse with the shared schema, then
 * one catalogue call. Null when the product does not exist.
 */
export async function handleProductForm(rs: RequestShop, productId: number, form: FormData): Promise<FormResult | null> {
  const { shop, storefront } = rs;
  const product = await shop.catalog.getProduct(productId, requestCatalogContext(rs), []);
  if (!product) return null;
  const fields = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")) as Record<string, string>;
  switch (fields.intent) {
    case "review": {
      const parsed = reviewSchema.safeParse(fields);
      if (!parsed.success) return { intent: "review", ok: false, errors: fieldErrors(parsed.error) };
      const refused = await overBudget(rs, "review", "review");
      if (refused) return refused;
      await shop.catalog.addReview(productId, { ...parsed.data, locale: storefront.locale });
      return { intent: "review", ok: true, message: "reviews.thanks" };
    }
    case "question": {
      const parsed = questionSchema.safeParse(fields);
      if (!parsed.success) return { intent: "question", ok: false, errors: fieldErrors(parsed.error) };
      const refused = await overBudget(rs, "question", "question");
      if (refused) return refused;
      await shop.catalog.addQuestion(productId, parsed.data);
      return { intent: "question", ok: true, message: "questions.thanks" };
    }
    case "backInStock": {
      if (storefront.eCommDisabled) return { intent: "backInStock", ok: false, errors: { form: "forms.invalid" } };
      const parsed = backInStockSchema.safeParse(fields);
      if (!parsed.success) return { intent: "backInStock", ok: false, errors: fieldErrors(parsed.error) };
      const variantId = parsed.data.variantId;
      if (variantId !== undefined && !(await shop.catalog.variantBelongs(productId, variantId))) {
        return { intent: "backInStock", ok: false, errors: { form: "forms.invalid" } };
      }
      const refused = await overBudget(rs, "backInStock", "backInStock");
      if (refused) return refused;
      const result = await shop.catalog.registerBackInStock({ channelId: storefront.channelId, productId, variantId, email: parsed.data.email });
      return result.is_valid
        ? { intent: "backInStock", ok: true, message: "backInStock.registered" }
        : { intent: "backInStock", ok: false, errors: { email: "backInStock.alreadyRegistered" } };
    }
    default:
      return { intent: "review", ok: false, errors: { form: "forms.invalid" } };
  }
}

/**
 * The product page's action: the body is bounded by server/http/body-limit.ts, the count of its
 * fields here (issue 12); a spent per-IP budget answers 429 with Retry-After. 404 for no product.
 */
export async function productAction(rs: RequestShop, productId: number, request: Request) {
  const form = await limitedFormData(request);
  if (form === null) return data({ intent: "review", ok: false, errors: { form: "forms.invalid" } } satisfies FormResult, { status: 413 });
  const result = await handleProductForm(rs, productId, form);
  if (result === null) notFound();
  if (!result.ok && result.retryAfterSeconds) return data(result, { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } });
  return data(result, { status: result.ok ? 200 : 400 });
}

/** 000 §2: a category's path has one to five slugs below /c. */
const MAX_CATEGORY_DEPTH = 5;

/** The slugs of a category path (the `c/*` route's splat), or null: none, more than five, or an empty one. */
export function categorySlugs(splat: string | undefined): string[] | null {
  const slugs = (splat ?? "").split("/");
  return slugs.length <= MAX_CATEGORY_DEPTH && slugs.every(Boolean) ? slugs : null;
}
