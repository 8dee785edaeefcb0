import express, { type NextFunction, type Request, type Response, type Router } from "express";
import { z, type ZodType } from "zod";
import { NotSignedIn, type RequestShop } from "./request-context";
import { TooManyAttempts } from "./throttle";
import { JSON_BODY_LIMIT } from "./body-limit";
import { sendData } from "./frozen-answers";
import { translatorFor } from "./server-i18n";
import { requestIdOrUndefined } from "./request-id";

/** A typed RPC method: the arguments are checked with zod at the edge, then trusted inside. */
export interface RpcMethod<Input, Output, Schema extends ZodType = ZodType<Input>> {
  /** The schema itself (not just its output type), so a client can infer what it sends: app/lib/rpc-client.ts. */
  input: Schema;
  handler: (input: Input, ctx: RpcContext) => Promise<Output>;
}

export interface RpcContext extends RequestShop {
  req: Request;
  res: Response;
}

export type RpcMethods = Record<string, RpcMethod<any, any>>;

export function rpcMethod<Schema extends ZodType, Output>(
  input: Schema,
  handler: (input: z.output<Schema>, ctx: RpcContext) => Promise<Output>,
): RpcMethod<z.output<Schema>, Output, Schema> {
  return { input, handler };
}

/** A failure with a status and a message key the client sees translated (001 §8). */
export class RpcError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: string,
    readonly params: Record<string, unknown> = {},
    readonly data?: unknown,
  ) {
    super(messageKey);
  }
}

/**
 * `POST {prefix}/{method}` with the arguments as a JSON body (DESIGN.md: the spec's call list is the
 * API). Unknown methods answer 404, bad JSON or arguments 400, always with a translated message.
 */
export function createRpcRouter(methods: RpcMethods, getContext: (req: Request, res: Response) => RequestShop): Router {
  const router = express.Router();
  router.use(express.json({ limit: JSON_BODY_LIMIT }));
  router.post("/:method", async (req, res) => {
    const ctx = getContext(req, res);
    const t = translatorFor(ctx.storefront.locale);
    const method = Object.hasOwn(methods, req.params.method) ? methods[req.params.method] : undefined;
    if (!method) {
      res.status(404).json({ error: { message: t("errors.unknownMethod", { method: req.params.method }) } });
      return;
    }
    const parsed = method.input.safeParse(req.body ?? {});
    if (!parsed.success) {
      res.status(400).json({ error: { message: t("errors.invalidArguments"), issues: describeIssues(parsed.error, t) } });
      return;
    }
    try {
      const data = await method.handler(parsed.data, { ...ctx, req, res });
      sendData(req, res, data);
    } catch (error) {
      const answer = rpcErrorOf(error);
      if (answer) {
        if (error instanceof TooManyAttempts) res.set("Retry-After", String(error.retryAfterSeconds));
        res.status(answer.status).json({ error: { message: t(answer.messageKey, answer.params), data: answer.data } });
        return;
      }
      ctx.shop.logger.error({ err: error, method: req.params.method, reqId: requestIdOrUndefined(req) }, "rpc method failed");
      res.status(500).json({ error: { message: t("errors.somethingWentWrong") } });
    }
  });
  // A body that is not JSON, or is too large, gets a JSON 4xx like bad arguments. The parser's own
  // message quotes the body (perhaps a card number), so it is neither sent nor logged.
  router.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    const status = (error as { status?: unknown } | null)?.status;
    if (typeof status !== "number" || status < 400 || status >= 500) return next(error);
    // A body cut off at its limit has been answered already (body-limit.ts).
    if (res.headersSent) return;
    const t = translatorFor(getContext(req, res).storefront.locale);
    res.status(status).json({ error: { message: t(status === 413 ? "errors.bodyTooLarge" : "errors.invalidArguments") } });
  });
  return router;
}

/**
 * The answer to a method's failure, in one place: its own RpcError; NotSignedIn → 403; a refused
 * attempt (TooManyAttempts) → 429 with Retry-After and the translated wait ("Too many attempts.
 * Please wait {count} seconds and try again." for logins, passwords and payments, "Too many
 * requests. …" for the per-IP write limits). Anything else is unexpected: logged, answered 500.
 */
function rpcErrorOf(error: unknown): RpcError | null {
  if (error instanceof RpcError) return error;
  if (error instanceof NotSignedIn) return new RpcError(403, error.messageKey);
  if (error instanceof TooManyAttempts) return new RpcError(429, error.messageKey, { count: error.retryAfterSeconds }, { code: "tooManyAttempts" });
  return null;
}

/** Zod messages are either message keys of our schemas or zod's own; both come out translated. */
export function describeIssues(error: z.ZodError, t: (key: string, params?: Record<string, unknown>) => string) {
  return error.issues.map((issue) => ({
    path: issue.path.join("."),
    message: issue.message.includes(".") && !issue.message.includes(" ") ? t(issue.message, issue as never) : t("errors.invalidValue"),
  }));
}
