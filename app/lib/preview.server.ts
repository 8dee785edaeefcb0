import type { LoaderFunctionArgs } from "react-router";
import { readPreviewToken } from "../../server/modules/content/admin-api";
import type { PreviewSession } from "../../server/modules/content/preview";
import { cookiePolicyFor } from "../../server/http/session";
import { ADMIN_LOCALE } from "../../server/http/admin-rpc";
import { translatorFor } from "../../server/http/server-i18n";
import type { RequestShop } from "../../server/http/request-context";
import { shopContext } from "../context";

/**
 * Preview mode of this request (000 §6, issue 17): the staff member's preview session on this
 * storefront, checked against their staff session, or null for everyone else. Read once per request.
 * Only requests carrying the preview cookie get here with a session, and those bypass the page cache
 * both ways (server/app.ts) and are answered `private, no-store` (content admin-api.ts).
 */
const memo = new WeakMap<RequestShop, Promise<PreviewSession | null>>();

export function previewOf({ context, request }: Pick<LoaderFunctionArgs, "context" | "request">): Promise<PreviewSession | null> {
  const rs = context.get(shopContext);
  let pending = memo.get(rs);
  if (!pending) {
    const token = readPreviewToken(request?.headers.get("cookie"), cookiePolicyFor(rs.shop.env.SHOP_DOMAIN));
    pending = token ? rs.shop.content.previews.check(token, rs.storefront.code) : Promise.resolve(null);
    memo.set(rs, pending);
  }
  return pending;
}

/** What the storefront's preview bar and edit buttons need (in the root data only while previewing). */
export interface PreviewInfo {
  /** The back office's origin (the default storefront's host): edit buttons open its editors. */
  adminOrigin: string;
  channel: string;
  staffName: string;
  /** The bar's and buttons' texts (admin-content:preview, English like the rest of the back office). */
  texts: { region: string; bar: string; exit: string; editPage: string; editBlock: string; editMenu: string; editFooter: string };
}

export async function previewInfo(args: Pick<LoaderFunctionArgs, "context" | "request">): Promise<PreviewInfo | null> {
  const session = await previewOf(args);
  if (!session) return null;
  const { shop, storefront, port } = args.context.get(shopContext);
  const t = translatorFor(ADMIN_LOCALE);
  const texts = {
    region: t("admin-content:preview.region"),
    bar: t("admin-content:preview.bar", { channel: storefront.brChannel }),
    exit: t("admin-content:preview.exit"),
    editPage: t("admin-content:preview.editPage"),
    editBlock: t("admin-content:preview.editBlock"),
    editMenu: t("admin-content:preview.editMenu"),
    editFooter: t("admin-content:preview.editFooter"),
  };
  return { adminOrigin: shop.storefronts.originOf(shop.storefronts.defaultStorefront(), port), channel: storefront.brChannel, staffName: session.staff.name, texts };
}
