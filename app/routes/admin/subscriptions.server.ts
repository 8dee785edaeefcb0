import { data, type LoaderFunctionArgs } from "react-router";
import { SubscriptionAdminService } from "../../../server/modules/subscription/admin";
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from "../../../server/modules/subscription/schema";
import { adminHeaders, requireStaffPage } from "./admin.server";

/** /admin/subscriptions?status=&page= (area "subscriptions"): cancellation requests and failed ones first. */
export async function loadAdminSubscriptions(args: LoaderFunctionArgs) {
  const { rs } = await requireStaffPage(args, "subscriptions");
  const url = new URL(args.request.url);
  const raw = url.searchParams.get("status");
  const status = SUBSCRIPTION_STATUSES.find((s) => s === raw) as SubscriptionStatus | undefined;
  const pageParam = Number(url.searchParams.get("page"));
  const page = Number.isSafeInteger(pageParam) && pageParam > 0 && pageParam <= 100_000 ? pageParam : 1;
  const list = await new SubscriptionAdminService(rs.shop.db, { customers: rs.shop.customers, accounts: rs.shop.subscriptionAccounts }).list({ status, page });
  return data({ list, status: status ?? null, statuses: [...SUBSCRIPTION_STATUSES] }, { headers: adminHeaders });
}

/** /admin/subscriptions/:subscriptionId?history=: one subscription with its customer, card, charges and actions. */
export async function loadAdminSubscription(args: LoaderFunctionArgs) {
  const { rs } = await requireStaffPage(args, "subscriptions");
  const id = /^\d{1,10}$/.test(args.params.subscriptionId ?? "") ? Number(args.params.subscriptionId) : 0;
  const historyParam = Number(new URL(args.request.url).searchParams.get("history"));
  const historyPage = Number.isSafeInteger(historyParam) && historyParam > 0 && historyParam <= 100_000 ? historyParam : 1;
  const service = new SubscriptionAdminService(rs.shop.db, { customers: rs.shop.customers, accounts: rs.shop.subscriptionAccounts });
  const details = (await service.row(id)) ? await service.details(id, historyPage).catch(() => null) : null;
  if (!details) throw data("This subscription does not exist.", { status: 404, headers: adminHeaders });
  return data(details, { headers: adminHeaders });
}
