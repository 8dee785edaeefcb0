import { data, redirect, type LoaderFunctionArgs } from "react-router";
import { staffTotpRequired } from "../../../server/http/admin-rpc";
import type { RequestShop } from "../../../server/http/request-context";
import { roleCanReach, ROLE_AREAS, type StaffActor, type StaffArea } from "../../../server/modules/staff/types";
import { safeRedirect } from "../../../common/safe-redirect";
import { shopContext } from "../../context";

/**
 * The back office's pages (issue 17, decision 023) are personal: `private, no-store` on every answer,
 * redirects and errors included, so neither the page cache nor a CDN ever stores one.
 */
export const adminHeaders = { "Cache-Control": "private, no-store" };

/** The back office's sign-in page, with the page to return to. */
export function adminLoginPath(url: URL): string {
  const next = `${url.pathname}${url.search}`;
  return next === "/admin" || next.startsWith("/admin/login") ? "/admin/login" : `/admin/login?next=${encodeURIComponent(next)}`;
}

/** Where a signed-in member goes after sign-in: `next` when it is a back-office path, else the dashboard. */
export function adminNext(url: URL): string {
  const next = url.searchParams.get("next");
  if (!next || !/^\/admin(?:[/?]|$)/.test(next)) return "/admin";
  return safeRedirect(next, { origin: url.origin, fallback: "/admin" });
}

/** 404 for /admin on any host but the default storefront's (before anything else). */
export function requireAdminHost(rs: RequestShop): void {
  if (!rs.storefront.isDefault) throw data("This page could not be found", { status: 404, headers: adminHeaders });
}

/**
 * The start of every back-office loader: `const { rs, staff } = await requireStaffPage(args, "orders")`.
 * Off the default storefront's host: 404. Without a staff session: to /admin/login?next=…. Without
 * the role's reach of `area`: 403. In production, a member without TOTP goes to /admin/account to
 * enrol first. `area` null: any member (dashboard, own account).
 */
export async function requireStaffPage(
  args: Pick<LoaderFunctionArgs, "context" | "request">,
  area: StaffArea | null,
  options: { allowWithoutTotp?: boolean } = {},
): Promise<{ rs: RequestShop; staff: StaffActor }> {
  const rs = args.context.get(shopContext);
  requireAdminHost(rs);
  const url = new URL(args.request.url);
  const staff = await rs.staff();
  if (!staff) throw redirect(adminLoginPath(url), { headers: adminHeaders });
  if (area && !roleCanReach(staff.role, area)) throw data("Your role does not give access to this part of the back office.", { status: 403, headers: adminHeaders });
  if (!options.allowWithoutTotp && staffTotpRequired(rs.shop.env) && !(await rs.shop.staff.hasTotp(staff.id))) {
    throw redirect("/admin/account", { headers: adminHeaders });
  }
  return { rs, staff };
}

/** The layout's data: the member (null on the sign-in page) and the areas the role reaches, for the nav. */
export async function loadAdminLayout(args: Pick<LoaderFunctionArgs, "context" | "request">) {
  const rs = args.context.get(shopContext);
  requireAdminHost(rs);
  const staff = await rs.staff();
  return { staff, areas: staff ? [...ROLE_AREAS[staff.role]] : [], brandName: rs.shop.env.BRAND_NAME };
}
