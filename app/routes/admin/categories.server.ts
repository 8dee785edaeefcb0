import { data, type LoaderFunctionArgs } from "react-router";
import { CatalogAdmin } from "../../../server/modules/catalog/admin";
import { adminHeaders, requireStaffPage } from "./admin.server";

/** /admin/categories (area "catalogue"): the whole tree with display names per locale. */
export async function loadAdminCategories(args: LoaderFunctionArgs) {
  const { rs } = await requireStaffPage(args, "catalogue");
  const admin = new CatalogAdmin(rs.shop);
  return data({ categories: await admin.categories(), locales: admin.locales() }, { headers: adminHeaders });
}
