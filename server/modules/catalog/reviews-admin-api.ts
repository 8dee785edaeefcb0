import { z } from "zod";
import { staffMethod, type AdminRpcContext } from "../../http/admin-rpc";
import { RpcError } from "../../http/rpc";
import { FeedbackModeration, MAX_ANSWER_LENGTH, ModerationError, type ModerationErrorCode } from "./moderation";
import { MODERATION_STATUSES } from "./schema";

/**
 * Reviews and questions moderation in the back office (issue 17, area "reviews"):
 * `POST /api/admin/reviews/{queue,approve,reject,answer}`. Owner and customer service only; every
 * change is audit-logged and reaches the product page at once (the catalogue epoch).
 */

const ERRORS: Record<ModerationErrorCode, { status: number; key: string }> = {
  notFound: { status: 404, key: "admin-reviews:errors.notFound" },
  answerRequired: { status: 400, key: "admin-reviews:errors.answerRequired" },
};

async function mapErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ModerationError) throw new RpcError(ERRORS[error.code].status, ERRORS[error.code].key, {}, { code: error.code });
    throw error;
  }
}

const kind = z.enum(["review", "question"]);
const id = z.number().int().positive().max(2_147_483_647);
const moderation = (ctx: AdminRpcContext) => new FeedbackModeration(ctx.shop.db, ctx.shop.catalog);

export const reviewsAdminApi = {
  /** One page of reviews or questions, pending first; `status` narrows it. */
  queue: staffMethod(
    "reviews",
    z.object({ kind: kind.default("review"), status: z.enum(MODERATION_STATUSES).optional(), page: z.number().int().positive().max(100_000).default(1) }),
    async (input, ctx) => moderation(ctx).queue(input),
  ),
  /** Shows a review or question on the product page. */
  approve: staffMethod("reviews", z.object({ kind, id }), async (input, ctx) =>
    mapErrors(() => moderation(ctx).moderate(ctx.staff, input.kind, input.id, "approved")),
  ),
  /** Keeps a review or question off the product page. */
  reject: staffMethod("reviews", z.object({ kind, id }), async (input, ctx) =>
    mapErrors(() => moderation(ctx).moderate(ctx.staff, input.kind, input.id, "rejected")),
  ),
  /** The shop's answer to a question, shown under it on the product page (answering publishes it). */
  answer: staffMethod(
    "reviews",
    z.object({ id, answer: z.string({ error: "admin-reviews:errors.answerRequired" }).max(MAX_ANSWER_LENGTH, "admin-reviews:errors.answerTooLong") }),
    async (input, ctx) => mapErrors(() => moderation(ctx).answer(ctx.staff, input.id, input.answer)),
  ),
};
