import express, { type NextFunction, type Request, type Response } from "express";
import { z } from "zod";
import { createRpcRouter, rpcMethod, RpcError, type RpcMethods } from "../../http/rpc";
import type { RequestShop } from "../../http/request-context";
import { JSON_BODY_LIMIT } from "../../http/body-limit";
import { translatorFor } from "../../http/server-i18n";
import { VerificationProviderError } from "../../integrations/verification/types";
import { MAX_CAPTURE_BYTES } from "./files";
import { CAPTURE_KINDS, DOCUMENT_TYPES, VerificationError, type VerificationErrorCode } from "./service";

/** Where the sandbox capture's photos go: `POST {UPLOAD_PATH}/{workflow_run_id}/{kind}?document_type=…`, the raw image as the body. */
export const UPLOAD_PATH = "/api/verification/upload";
/** The body limit of one upload (server/http/body-limit.ts gives it this limit instead of the JSON one). */
export const UPLOAD_BODY_LIMIT = MAX_CAPTURE_BYTES;

const SIGN_IN = "verification:errors.signInRequired";

const ERRORS: Record<VerificationErrorCode, { status: number; key: string }> = {
  notFound: { status: 404, key: "verification:errors.notFound" },
  alreadyVerified: { status: 409, key: "verification:errors.alreadyVerified" },
  reviewPending: { status: 409, key: "verification:errors.reviewPending" },
  runClosed: { status: 409, key: "verification:errors.runClosed" },
  filesMissing: { status: 400, key: "verification:errors.filesMissing" },
  fileType: { status: 400, key: "verification:errors.fileType" },
  fileTooLarge: { status: 413, key: "verification:errors.fileTooLarge" },
  documentType: { status: 400, key: "verification:errors.documentType" },
  tooManyStarts: { status: 429, key: "verification:errors.tooManyStarts" },
};

/**
 * Domain errors become their answers; a provider that failed is logged (the call and its status,
 * never the token) and answered 502 "Something went wrong." (000 §8 Verification start failure).
 */
async function mapErrors<T>(ctx: RequestShop, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof VerificationError) {
      const { status, key } = ERRORS[error.code];
      throw new RpcError(status, key, {}, { code: error.code });
    }
    if (error instanceof VerificationProviderError) {
      ctx.shop.logger.error({ err: { message: error.message, status: error.status } }, "verification provider call failed");
      throw new RpcError(502, "errors.somethingWentWrong");
    }
    throw error;
  }
}

const runId = z.string().min(1).max(120);

/** 001 §7 Verification: get result, start, mark pending, new verification required; each for the signed-in customer. */
export const verificationApi = {
  getResult: rpcMethod(z.object({}), async (_input, ctx) => {
    const customerId = await ctx.requireCustomer(SIGN_IN);
    return mapErrors(ctx, () => ctx.shop.verification.getResult(customerId));
  }),
  start: rpcMethod(z.object({}), async (_input, ctx) => {
    const customerId = await ctx.requireCustomer(SIGN_IN);
    return mapErrors(ctx, () => ctx.shop.verification.start(customerId));
  }),
  markPending: rpcMethod(z.object({ workflow_run_id: runId }), async (input, ctx) => {
    const customerId = await ctx.requireCustomer(SIGN_IN);
    return mapErrors(ctx, () => ctx.shop.verification.markPending(customerId, input.workflow_run_id));
  }),
  newVerificationRequired: rpcMethod(z.object({}), async (_input, ctx) => {
    const customerId = await ctx.requireCustomer(SIGN_IN);
    return mapErrors(ctx, () => ctx.shop.verification.newVerificationRequired(customerId));
  }),
} satisfies RpcMethods;

const uploadParams = z.object({ workflowRunId: runId, kind: z.enum(CAPTURE_KINDS) });
const uploadQuery = z.object({ document_type: z.enum(DOCUMENT_TYPES).optional() });

/**
 * `/api/verification`: the RPC methods, the sandbox capture's upload (one photo a request, the raw
 * bytes as the body, at most UPLOAD_BODY_LIMIT) and the provider's webhook
 * (`/api/verification/webhooks/onfido`, its signature checked over the raw body).
 */
export function verificationApiRouter(requestShop: (req: Request, res: Response) => RequestShop): express.Router {
  const router = express.Router();
  router.use((_req, res, next) => {
    res.set("Cache-Control", "private, no-store");
    next();
  });

  router.post("/upload/:workflowRunId/:kind", express.raw({ type: () => true, limit: UPLOAD_BODY_LIMIT }), async (req, res) => {
    const ctx = requestShop(req, res);
    const t = translatorFor(ctx.storefront.locale);
    const fail = (status: number, key: string, code?: string) => res.status(status).json({ error: { message: t(key), data: code ? { code } : undefined } });
    const params = uploadParams.safeParse(req.params);
    const query = uploadQuery.safeParse(req.query);
    if (!params.success || !query.success) return fail(400, "errors.invalidArguments");
    const customerId = await ctx.customerId();
    if (customerId === null) return fail(403, SIGN_IN);
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    try {
      const stored = await ctx.shop.verification.storeCapture(customerId, params.data.workflowRunId, params.data.kind, body, query.data.document_type ?? null);
      res.json({ data: stored });
    } catch (error) {
      if (error instanceof VerificationError) {
        const { status, key } = ERRORS[error.code];
        return fail(status, key, error.code);
      }
      ctx.shop.logger.error({ err: error }, "verification upload failed");
      fail(500, "errors.somethingWentWrong");
    }
  });

  router.post("/webhooks/:provider", express.raw({ type: () => true, limit: JSON_BODY_LIMIT }), async (req, res) => {
    const ctx = requestShop(req, res);
    if (req.params.provider !== ctx.shop.verification.providerName || ctx.shop.verification.providerName === "sandbox") {
      res.status(404).json({ error: { message: "Not found." } });
      return;
    }
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    try {
      const outcome = await ctx.shop.verification.receiveWebhook(body, req.headers);
      if (outcome === "unauthorised") {
        ctx.shop.logger.warn({ provider: req.params.provider }, "verification webhook with a wrong signature refused");
        res.status(401).json({ error: { message: "Invalid signature." } });
        return;
      }
      res.json({ data: { received: true } });
    } catch (error) {
      // Answered 500 so the provider retries.
      ctx.shop.logger.error({ err: error }, "verification webhook failed");
      res.status(500).json({ error: { message: "Webhook not processed." } });
    }
  });

  router.use(createRpcRouter(verificationApi, requestShop));

  // A body over its limit that reached the raw parser (a chunked body is cut by body-limit.ts first).
  router.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    const status = (error as { status?: unknown } | null)?.status;
    if (typeof status !== "number" || status < 400 || status >= 500) return next(error);
    if (res.headersSent) return;
    const t = translatorFor(requestShop(req, res).storefront.locale);
    res.status(status).json({ error: { message: t(status === 413 ? "verification:errors.fileTooLarge" : "errors.invalidArguments") } });
  });
  return router;
}
