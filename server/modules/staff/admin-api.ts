import express, { type Request, type Response } from "express";
import { z } from "zod";
import { adminGate, staffFor, staffMethod, staffTotpRequired } from "../../http/admin-rpc";
import type { RequestShop } from "../../http/request-context";
import { createRpcRouter, rpcMethod, RpcError, type RpcContext, type RpcMethods } from "../../http/rpc";
import { cookiePolicyFor } from "../../http/session";
import { clearedStaffSessionCookie, readStaffToken, staffSessionCookie } from "../../http/staff-session";
import { StaffError, type StaffErrorCode } from "./service";
import { STAFF_ROLES, type StaffActor } from "./types";

const ERRORS: Record<StaffErrorCode, { status: number; key: string }> = {
  duplicateEmail: { status: 409, key: "admin:errors.duplicateEmail" },
  notFound: { status: 404, key: "admin:errors.memberNotFound" },
  lastOwner: { status: 409, key: "admin:errors.lastOwner" },
  notYourself: { status: 409, key: "admin:errors.notYourself" },
  invalidCode: { status: 400, key: "admin:errors.invalidCode" },
};

async function mapErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StaffError) throw new RpcError(ERRORS[error.code].status, ERRORS[error.code].key);
    throw error;
  }
}

/** Staff passwords: 12 to 200 characters (issue 17; the demo's Foldwell#2026 has 13). */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
const email = z.string().trim().toLowerCase().email().max(254);
const password = z.string().min(1).max(200);
const newPassword = z.string().min(STAFF_PASSWORD_MIN_LENGTH, "admin:errors.password").max(200);
const role = z.enum(STAFF_ROLES);
const id = z.number().int().positive();

function policy(ctx: RpcContext) {
  return cookiePolicyFor(ctx.shop.env.SHOP_DOMAIN);
}

/** What the back office's pages know of the signed-in member. */
export interface StaffSessionView {
  staff: StaffActor;
  totpEnabled: boolean;
  /** Production: the member must enrol TOTP before anything else. */
  totpRequired: boolean;
}

async function sessionView(ctx: RequestShop, staff: StaffActor): Promise<StaffSessionView> {
  return { staff, totpEnabled: await ctx.shop.staff.hasTotp(staff.id), totpRequired: staffTotpRequired(ctx.shop.env) };
}

/** The sign-in form's fields: email, password and, for a member with TOTP, the code. */
export const staffLoginSchema = z.object({ email, password, totp: z.string().trim().max(12).optional() });

/**
 * One staff sign-in, for the RPC method and the no-JavaScript form (app/routes/admin/login.tsx):
 * the session's view and its Set-Cookie, or an RpcError (401) / TooManyAttempts (429). Throttled
 * like customers' logins; the accounts are counted apart from customers'.
 */
export async function staffSignIn(rs: RequestShop, input: z.output<typeof staffLoginSchema>, cookieHeader: string | undefined): Promise<{ view: StaffSessionView; cookie: string }> {
  const attempt = await rs.shop.throttle.beginLogin(rs.ip, `staff:${input.email}`);
  const result = await rs.shop.staff.authenticate(input.email, input.password, input.totp || undefined);
  if (!result.ok) {
    // A missing code counts like a wrong one: the form sends the code with the password.
    await rs.shop.throttle.loginFailed(attempt);
    if (result.reason === "credentials") throw new RpcError(401, "admin:errors.credentials");
    throw new RpcError(401, result.reason === "totpRequired" ? "admin:errors.totpRequired" : "admin:errors.totpInvalid", {}, { code: result.reason });
  }
  await rs.shop.throttle.loginSucceeded(attempt);
  const cookiePolicy = cookiePolicyFor(rs.shop.env.SHOP_DOMAIN);
  // A new token at every sign-in; a session planted before it is worthless.
  await rs.shop.staff.sessions.destroy(readStaffToken(cookieHeader, cookiePolicy));
  const { token } = await rs.shop.staff.sessions.create(result.actor.id);
  return { view: await sessionView(rs, result.actor), cookie: staffSessionCookie(token, cookiePolicy) };
}

/**
 * Staff sign-in (issue 17): POST /api/admin/session/{login,logout,me,enrolTotp}. Throttled exactly
 * like customers' logins (AuthThrottle: per IP, per account and IP, per account with capped waits;
 * the accounts are counted apart from customers'), answered in the same time whether or not the
 * email exists (a hash is always checked), and the Origin check covers it like the rest of /api.
 */
export const staffSessionApi = {
  login: rpcMethod(staffLoginSchema, async (input, ctx) => {
    const { view, cookie } = await staffSignIn(ctx, input, ctx.req.headers.cookie);
    ctx.res.append("Set-Cookie", cookie);
    return view;
  }),

  logout: rpcMethod(z.object({}), async (_input, ctx) => {
    await ctx.shop.staff.sessions.destroy(readStaffToken(ctx.req.headers.cookie, policy(ctx)));
    ctx.res.append("Set-Cookie", clearedStaffSessionCookie(policy(ctx)));
    return { ok: true };
  }),

  /** The signed-in member, or null. */
  me: rpcMethod(z.object({}), async (_input, ctx) => {
    const staff = await ctx.staff();
    return staff ? sessionView(ctx, staff) : null;
  }),

  /** Saves a TOTP secret (shown at /admin/account) once a code from it is right. */
  enrolTotp: rpcMethod(z.object({ secret: z.string().regex(/^[A-Z2-7]{16,64}$/), code: z.string().trim().max(12) }), async (input, ctx) => {
    const staff = await staffFor(ctx, null, { allowWithoutTotp: true });
    await mapErrors(() => ctx.shop.staff.enrolTotp(staff, input.secret, input.code));
    return sessionView(ctx, staff);
  }),
} satisfies RpcMethods;

/** /api/admin/session: on the default storefront's host only, never cached. */
export function staffSessionRouter(requestShop: (req: Request, res: Response) => RequestShop): express.Router {
  const router = express.Router();
  router.use(adminGate(requestShop));
  router.use(createRpcRouter(staffSessionApi, requestShop));
  return router;
}

/** Staff management (owner only, area "staff"): POST /api/admin/staff/{method}. Every write is audit-logged. */
export const staffAdminApi = {
  list: staffMethod("staff", z.object({}), async (_input, ctx) => ctx.shop.staff.list()),

  create: staffMethod("staff", z.object({ email, name: z.string().trim().min(1).max(100), role, password: newPassword }), async (input, ctx) =>
    mapErrors(() => ctx.shop.staff.create(input, ctx.staff)),
  ),

  changeRole: staffMethod("staff", z.object({ id, role }), async (input, ctx) => mapErrors(() => ctx.shop.staff.changeRole(ctx.staff, input.id, input.role))),

  setActive: staffMethod("staff", z.object({ id, active: z.boolean() }), async (input, ctx) =>
    mapErrors(() => ctx.shop.staff.setActive(ctx.staff, input.id, input.active)),
  ),
};

/** The audit log (owner only, area "audit"): POST /api/admin/audit/list. */
export const AUDIT_PAGE_SIZE = 25;
export const auditAdminApi = {
  list: staffMethod(
    "audit",
    z.object({ page: z.number().int().positive().max(1_000_000).default(1), entity: z.string().max(100).optional(), entityId: z.string().max(100).optional() }),
    async (input, ctx) => ctx.shop.staff.listAudit({ ...input, limit: AUDIT_PAGE_SIZE }),
  ),
};
