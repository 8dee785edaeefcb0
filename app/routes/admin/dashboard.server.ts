import { and, count, eq } from "drizzle-orm";
import { data, type LoaderFunctionArgs } from "react-router";
import { productQuestions, productReviews } from "../../../server/modules/catalog/schema";
import { orders } from "../../../server/modules/order/schema";
import { staffMembers } from "../../../server/modules/staff/schema";
import { roleCanReach } from "../../../server/modules/staff/types";
import { adminHeaders, requireStaffPage } from "./admin.server";

/**
 * The dashboard (issue 17): what waits for the staff today, each count only for a role that can act
 * on it (orders awaiting fulfilment, reviews and questions awaiting moderation, active staff).
 */
export async function loadAdminDashboard(args: LoaderFunctionArgs) {
  const { rs, staff } = await requireStaffPage(args, null);
  const db = rs.shop.db;
  const one = async (query: Promise<Array<{ n: number }>>) => (await query)[0]?.n ?? 0;
  const [awaitingFulfilment, pendingReviews, pendingQuestions, activeStaff] = await Promise.all([
    roleCanReach(staff.role, "orders") ? one(db.select({ n: count() }).from(orders).where(eq(orders.status, "Awaiting Fulfillment"))) : null,
    roleCanReach(staff.role, "reviews") ? one(db.select({ n: count() }).from(productReviews).where(eq(productReviews.status, "pending"))) : null,
    roleCanReach(staff.role, "reviews") ? one(db.select({ n: count() }).from(productQuestions).where(eq(productQuestions.status, "pending"))) : null,
    roleCanReach(staff.role, "staff") ? one(db.select({ n: count() }).from(staffMembers).where(and(eq(staffMembers.active, true)))) : null,
  ]);
  return data({ staff, counts: { awaitingFulfilment, pendingReviews, pendingQuestions, activeStaff } }, { headers: adminHeaders });
}
