import { data, type LoaderFunctionArgs } from "react-router";
import { FeedbackModeration, type FeedbackKind } from "../../../server/modules/catalog/moderation";
import { MODERATION_STATUSES, type ModerationStatus } from "../../../server/modules/catalog/schema";
import { adminHeaders, requireStaffPage } from "./admin.server";

/** /admin/reviews?kind=review|question&status=&page= (area "reviews"): the moderation queue, pending first. */
export async function loadAdminReviews(args: LoaderFunctionArgs) {
  const { rs } = await requireStaffPage(args, "reviews");
  const url = new URL(args.request.url);
  const kind: FeedbackKind = url.searchParams.get("kind") === "question" ? "question" : "review";
  const rawStatus = url.searchParams.get("status");
  const status = MODERATION_STATUSES.find((s) => s === rawStatus) as ModerationStatus | undefined;
  const pageParam = Number(url.searchParams.get("page"));
  const page = Number.isSafeInteger(pageParam) && pageParam > 0 && pageParam <= 100_000 ? pageParam : 1;
  const queue = await new FeedbackModeration(rs.shop.db, rs.shop.catalog).queue({ kind, status, page });
  return data({ queue, kind, status: status ?? null }, { headers: adminHeaders });
}
