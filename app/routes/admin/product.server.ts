import { data, type LoaderFunctionArgs } from "react-router";
import { CatalogAdmin } from "../../../server/modules/catalog/admin";
import { adminHeaders, requireStaffPage } from "./admin.server";

/** /admin/products/:productId (area "catalogue"): everything the product editor shows. */
export async function loadAdminProduct(args: LoaderFunctionArgs) {
  const { rs } = await requireStaffPage(args, "catalogue");
  const id = Number(args.params.productId);
  const admin = new CatalogAdmin(rs.shop);
  const product = /^\d{1,9}$/.test(args.params.productId ?? "") ? await admin.product(id) : null;
  if (!product) throw data("This product does not exist.", { status: 404, headers: adminHeaders });
  const storefront = rs.shop.storefronts.all().find((s) => s.isDefault) ?? rs.storefront;
  return data(
    {
      product,
      categories: await admin.categories(),
      backInStock: await admin.backInStockRegistrations(id),
      // Where the default storefront shows it (a new tab): unpublished products answer 404 there.
      shopUrl: product.url,
      shopCurrency: storefront.currency,
    },
    { headers: adminHeaders },
  );
}
