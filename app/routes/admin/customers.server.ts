import { data, type LoaderFunctionArgs } from "react-router";
import { searchCustomers } from "../../../server/modules/customer/admin-reads";
import { adminHeaders, requireStaffPage } from "./admin.server";

/** /admin/customers (area "customers"): search by email, name or number, newest first. */
export async function loadAdminCustomers(args: LoaderFunctionArgs) {
  const { rs } = await requireStaffPage(args, "customers");
  const url = new URL(args.request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 254);
  const pageParam = Number(url.searchParams.get("page"));
  const page = Number.isSafeInteger(pageParam) && pageParam > 0 && pageParam <= 100_000 ? pageParam : 1;
  const list = await searchCustomers(rs.shop.db, { search: q || undefined, page, limit: 25 });
  const storefronts = Object.fromEntries(rs.shop.storefronts.all().map((s) => [s.channelId, s.name]));
  return data({ list, q, storefronts }, { headers: adminHeaders });
}
