import { data, type LoaderFunctionArgs } from "react-router";
import { adminView } from "../../../server/modules/promotions/service";
import { adminHeaders, requireStaffPage } from "./admin.server";

/** /admin/promotions (issue 19, area "catalogue"): every promotion, newest first, with its uses. */
export async function loadAdminPromotions(args: LoaderFunctionArgs) {
  const { rs } = await requireStaffPage(args, "catalogue");
  return data({ promotions: await rs.shop.promotions.list() }, { headers: adminHeaders });
}

/** /admin/promotions/:promotionId and /admin/promotions/new: the promotion (null for a new one) and its uses. */
export async function loadAdminPromotion(args: LoaderFunctionArgs) {
  const { rs } = await requireStaffPage(args, "catalogue");
  const param = args.params.promotionId ?? "";
  if (param === "new") return data({ promotion: null, usage: [] }, { headers: adminHeaders });
  const row = /^\d{1,9}$/.test(param) ? await rs.shop.promotions.byId(Number(param)) : null;
  if (!row) throw data("This promotion does not exist.", { status: 404, headers: adminHeaders });
  const usage = (await rs.shop.promotions.usage(row.id)).map((u) => ({
    order_id: u.orderId,
    customer_id: u.customerId,
    email: u.email,
    amount: u.amountMinor / 100,
    currency: u.currency,
    date: u.createdAt.toISOString(),
  }));
  return data({ promotion: adminView(row), usage }, { headers: adminHeaders });
}
