import { data, type LoaderFunctionArgs } from "react-router";
import { CatalogAdmin } from "../../../server/modules/catalog/admin";
import { adminHeaders, requireStaffPage } from "./admin.server";

/** /admin/products?q=&page=&low=1 (area "catalogue"): products by name or SKU, or the low-stock view. */
export async function loadAdminProducts(args: LoaderFunctionArgs) {
  const { rs } = await requireStaffPage(args, "catalogue");
  const url = new URL(args.request.url);
  const requested = Number(url.searchParams.get("page") ?? "1");
  const page = Number.isSafeInteger(requested) && requested > 0 && requested <= 100_000 ? requested : 1;
  const query = (url.searchParams.get("q") ?? "").slice(0, 200);
  const lowStock = url.searchParams.get("low") === "1";
  const admin = new CatalogAdmin(rs.shop);
  const [list, low] = await Promise.all([admin.listProducts({ query, page, lowStock }), lowStock ? admin.lowStock({ pageSize: 100 }) : Promise.resolve(null)]);
  return data({ ...list, query, lowStock, lowRows: low?.items ?? [] }, { headers: adminHeaders });
}
