import { data, type LoaderFunctionArgs } from "react-router";
import { adminCustomerDetails } from "../../../server/modules/customer/admin-api";
import { adminHeaders, requireStaffPage } from "./admin.server";

/**
 * /admin/customers/:customerId (area "customers"): the customer with orders, subscriptions,
 * verification status, addresses and wishlist, each through its module's service. No password
 * hash, token or card number: cards as brand and last four only.
 */
export async function loadAdminCustomer(args: LoaderFunctionArgs) {
  const { rs } = await requireStaffPage(args, "customers");
  const details = /^\d{1,10}$/.test(args.params.customerId ?? "") ? await adminCustomerDetails(rs.shop, Number(args.params.customerId)) : null;
  if (!details) throw data("This customer does not exist.", { status: 404, headers: adminHeaders });
  return data(details, { headers: adminHeaders });
}
