import { data, type LoaderFunctionArgs } from "react-router";
import { captureDir } from "../../../server/modules/verification/create";
import { CaptureStore } from "../../../server/modules/verification/files";
import { VerificationReview } from "../../../server/modules/verification/review";
import type { VerificationRunState } from "../../../server/modules/verification/schema";
import type { RequestShop } from "../../../server/http/request-context";
import { adminHeaders, requireStaffPage } from "./admin.server";

const STATES: VerificationRunState[] = ["processing", "declined", "approved", "error"];
const review = (rs: RequestShop) => new VerificationReview(rs.shop.db, rs.shop.customers, new CaptureStore(captureDir(rs.shop.env.DATA_DIR)));

/** /admin/verifications?state=&page= (area "verifications"): submitted checks, waiting and rejected first. */
export async function loadAdminVerifications(args: LoaderFunctionArgs) {
  const { rs } = await requireStaffPage(args, "verifications");
  const url = new URL(args.request.url);
  const raw = url.searchParams.get("state");
  const state = STATES.find((s) => s === raw);
  const pageParam = Number(url.searchParams.get("page"));
  const page = Number.isSafeInteger(pageParam) && pageParam > 0 && pageParam <= 100_000 ? pageParam : 1;
  return data({ queue: await review(rs).queue({ state, page }), state: state ?? null, states: STATES }, { headers: adminHeaders });
}

/** /admin/verifications/:verificationId: one check with its customer, photos (the staff endpoint) and the decision form. */
export async function loadAdminVerification(args: LoaderFunctionArgs) {
  const { rs } = await requireStaffPage(args, "verifications");
  const id = /^\d{1,10}$/.test(args.params.verificationId ?? "") ? Number(args.params.verificationId) : 0;
  const details = await review(rs)
    .details(id)
    .catch(() => null);
  if (!details) throw data("This verification does not exist.", { status: 404, headers: adminHeaders });
  return data(details, { headers: adminHeaders });
}
