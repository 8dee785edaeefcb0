import express, { type Request, type Response } from "express";
import { z } from "zod";
import { ADMIN_LOCALE, adminGate, createAdminRpcRouter, staffFor, staffMethod, type AdminRpcContext } from "../../http/admin-rpc";
import type { RequestShop } from "../../http/request-context";
import { RpcError } from "../../http/rpc";
import { translatorFor } from "../../http/server-i18n";
import { captureDir } from "./create";
import { CaptureStore } from "./files";
import { MAX_REASON_LENGTH, VerificationReview, VerificationReviewError, type VerificationReviewErrorCode } from "./review";

/**
 * Identity checks in the back office (issue 17, area "verifications"):
 * `POST /api/admin/verifications/{queue,get,decide}` and `GET /api/admin/verifications/files/{id}`,
 * the capture's photos, streamed from outside the web root to a staff member of the area only
 * (never cached, never public: 404 off the default host, 401 without a staff session — a customer's
 * counts for nothing —, 403 for a role without the area).
 */

const ERRORS: Record<VerificationReviewErrorCode, { status: number; key: string }> = {
  notFound: { status: 404, key: "admin-verifications:errors.notFound" },
  notSubmitted: { status: 409, key: "admin-verifications:errors.notSubmitted" },
  superseded: { status: 409, key: "admin-verifications:errors.superseded" },
  reasonRequired: { status: 400, key: "admin-verifications:errors.reasonRequired" },
};

async function mapErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof VerificationReviewError) throw new RpcError(ERRORS[error.code].status, ERRORS[error.code].key, {}, { code: error.code });
    throw error;
  }
}

const id = z.number().int().positive().max(2_147_483_647);
const review = (ctx: Pick<AdminRpcContext, "shop">) => new VerificationReview(ctx.shop.db, ctx.shop.customers, new CaptureStore(captureDir(ctx.shop.env.DATA_DIR)));
const RUN_STATES = ["awaiting_input", "processing", "approved", "declined", "abandoned", "error"] as const;

export const verificationsAdminApi = {
  /** Submitted runs: waiting for a decision first, then declined and failed ones, then approved; `state` narrows it. */
  queue: staffMethod(
    "verifications",
    z.object({ state: z.enum(RUN_STATES).optional(), page: z.number().int().positive().max(100_000).default(1) }),
    async (input, ctx) => review(ctx).queue(input),
  ),
  /** One run with its customer, photos (staff endpoint URLs) and the customer's other runs. */
  get: staffMethod("verifications", z.object({ id }), async (input, ctx) => mapErrors(() => review(ctx).details(input.id))),
  /** A manual decision on the customer's latest submitted run: VERIFIED or REJECTED, with a reason. */
  decide: staffMethod(
    "verifications",
    z.object({
      id,
      decision: z.enum(["VERIFIED", "REJECTED"]),
      reason: z.string({ error: "admin-verifications:errors.reasonRequired" }).max(MAX_REASON_LENGTH, "admin-verifications:errors.reasonTooLong"),
    }),
    async (input, ctx) => mapErrors(() => review(ctx).decide(ctx.staff, input.id, input.decision, input.reason)),
  ),
};

/** `/api/admin/verifications`: the photos' GET endpoint, then the area's RPC methods. */
export function verificationsAdminRouter(requestShop: (req: Request, res: Response) => RequestShop): express.Router {
  const router = express.Router();
  router.get("/files/:fileId", adminGate(requestShop), async (req, res, next) => {
    const t = translatorFor(ADMIN_LOCALE);
    const rs = requestShop(req, res);
    try {
      await staffFor(rs, "verifications");
      const raw = String(req.params.fileId);
      const fileId = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
      const file = await review(rs).file(fileId);
      if (!file) throw new RpcError(404, "admin-verifications:errors.fileNotFound");
      res.set({
        "Content-Type": file.contentType,
        "Content-Length": String(file.bytes),
        "Cache-Control": "private, no-store",
        "Content-Disposition": "inline",
        "X-Content-Type-Options": "nosniff",
      });
      const stream = file.stream();
      stream.on("error", (error) => (res.headersSent ? res.destroy(error) : next(error)));
      stream.pipe(res);
    } catch (error) {
      if (error instanceof RpcError) {
        res.status(error.status).json({ error: { message: t(error.messageKey, error.params), data: error.data } });
        return;
      }
      next(error);
    }
  });
  router.use(createAdminRpcRouter(verificationsAdminApi, requestShop));
  return router;
}
