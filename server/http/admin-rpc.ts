import express, { type Request, type Response, type Router } from "express";
import type { z, ZodType } from "zod";
import type { Env } from "../env";
import { roleCanReach, type StaffActor, type StaffArea } from "../modules/staff/types";
import type { RequestShop } from "./request-context";
import { createRpcRouter, RpcError, type RpcContext, type RpcMethod } from "./rpc";
import { translatorFor } from "./server-i18n";

/**
 * The back office's RPC surface (issue 17, decision 023): `POST /api/admin/<area>/<method>`. Every
 * method names the area it belongs to; the server checks, before the arguments are even read:
 * the default storefront's host (404 elsewhere), a staff session (401; a customer session never
 * counts), the role's reach of the area (403), and in production a second factor (403 until the
 * member has enrolled TOTP at /admin/account). The back office is English only: its messages come
 * from the en-GB `admin*` namespaces.
 */
export interface AdminRpcContext extends Omit<RpcContext, "staff"> {
  /** The signed-in member (RequestShop's `staff()` already answered and checked). */
  staff: StaffActor;
}

/** An admin RPC method: an RpcMethod (so app/lib/rpc-client.ts infers its types) with its area. */
export interface StaffRpcMethod<Input, Output, Schema extends ZodType = ZodType<Input>> extends RpcMethod<Input, Output, Schema> {
  area: StaffArea;
}

export type StaffRpcMethods = Record<string, StaffRpcMethod<any, any, any>>;

/** The back office's language (decision 023). */
export const ADMIN_LOCALE = "en-GB";

/** Message keys of the back office's own refusals (locales/en-GB/admin.json). */
export const ADMIN_ERRORS = {
  notFound: "admin:errors.notFound",
  signIn: "admin:errors.signIn",
  forbidden: "admin:errors.forbidden",
  enrolTotp: "admin:errors.enrolTotp",
} as const;

/**
 * Whether staff must have a second factor before anything else: in production on a real domain.
 * The demo (`npm start` on localhost, NODE_ENV=production with ALLOW_INSECURE_LOCALHOST) and tests
 * keep it optional (issue 17: "required in production, optional for the demo").
 */
export function staffTotpRequired(env: Pick<Env, "NODE_ENV" | "SHOP_DOMAIN">): boolean {
  const localhost = env.SHOP_DOMAIN === "localhost" || env.SHOP_DOMAIN.endsWith(".localhost");
  return env.NODE_ENV === "production" && !localhost;
}

/**
 * Who may act in `area` on this request: the signed-in member, or an RpcError (404 off the default
 * storefront, 401 without a staff session, 403 without the role or, where required, without TOTP).
 * `area` null: any signed-in member (their own account, the dashboard).
 */
export async function staffFor(rs: RequestShop, area: StaffArea | null, options: { allowWithoutTotp?: boolean } = {}): Promise<StaffActor> {
  if (!rs.storefront.isDefault) throw new RpcError(404, ADMIN_ERRORS.notFound);
  const staff = await rs.staff();
  if (!staff) throw new RpcError(401, ADMIN_ERRORS.signIn);
  if (area && !roleCanReach(staff.role, area)) throw new RpcError(403, ADMIN_ERRORS.forbidden);
  if (!options.allowWithoutTotp && staffTotpRequired(rs.shop.env) && !(await rs.shop.staff.hasTotp(staff.id))) {
    throw new RpcError(403, ADMIN_ERRORS.enrolTotp, {}, { code: "totpEnrolmentRequired" });
  }
  return staff;
}

/**
 * A back-office method of `area`: the handler runs only for a member whose role reaches the area,
 * and gets that member as `ctx.staff` (to pass to recordAudit). The check also runs here, so a
 * method mounted by mistake on a plain RPC router is still closed.
 */
export function staffMethod<Schema extends ZodType, Output>(
  area: StaffArea,
  input: Schema,
  handler: (input: z.output<Schema>, ctx: AdminRpcContext) => Promise<Output>,
): StaffRpcMethod<z.output<Schema>, Output, Schema> {
  return {
    area,
    input,
    handler: async (parsed, ctx) => handler(parsed, { ...ctx, staff: await staffFor(ctx, area) }),
  };
}

/** Answers a refusal in the back office's language, as the RPC router would. */
function refuse(res: Response, error: RpcError): void {
  const t = translatorFor(ADMIN_LOCALE);
  res.status(error.status).json({ error: { message: t(error.messageKey, error.params), data: error.data } });
}

/** Personal, never stored by a cache, and on the default storefront's host only. */
export function adminGate(requestShop: (req: Request, res: Response) => RequestShop): express.RequestHandler {
  return (req, res, next) => {
    res.set("Cache-Control", "private, no-store");
    if (!requestShop(req, res).storefront.isDefault) return refuse(res, new RpcError(404, ADMIN_ERRORS.notFound));
    next();
  };
}

/**
 * The router of one area's methods: `app.use("/api/admin/<area>", createAdminRpcRouter(<area>AdminApi, requestShop))`.
 * Host, session, role and second factor are checked before the body is parsed; then the shared RPC
 * router validates the arguments, runs the method and maps its errors.
 */
export function createAdminRpcRouter(methods: StaffRpcMethods, requestShop: (req: Request, res: Response) => RequestShop): Router {
  const router = express.Router();
  router.use(adminGate(requestShop));
  router.post("/:method", async (req, res, next) => {
    const method = Object.hasOwn(methods, req.params.method) ? methods[req.params.method] : undefined;
    try {
      // An unknown method still needs a session: its 404 comes from the RPC router after this.
      await staffFor(requestShop(req, res), method?.area ?? null);
      next();
    } catch (error) {
      if (error instanceof RpcError) return refuse(res, error);
      next(error);
    }
  });
  router.use(createRpcRouter(methods, requestShop));
  return router;
}
