import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { RpcError } from "../../../server/http/rpc";
import { translatorFor } from "../../../server/http/server-i18n";
import { TooManyAttempts } from "../../../server/http/throttle";
import { staffLoginSchema, staffSignIn } from "../../../server/modules/staff/admin-api";
import { shopContext } from "../../context";
import { ADMIN_LOCALE } from "../../../server/http/admin-rpc";
import { adminHeaders, adminNext, requireAdminHost } from "./admin.server";

/** /admin/login: a signed-in member goes straight on; otherwise the form, with where to go after. */
export async function loadAdminLogin({ context, request }: LoaderFunctionArgs) {
  const rs = context.get(shopContext);
  requireAdminHost(rs);
  const url = new URL(request.url);
  const next = adminNext(url);
  if (await rs.staff()) throw redirect(next, { headers: adminHeaders });
  return data({ next }, { headers: adminHeaders });
}

/**
 * The sign-in form posted without JavaScript: the same sign-in as the RPC method (throttle, TOTP,
 * new session), then on to `next`; a refusal comes back as the form's message.
 */
export async function adminLoginAction({ context, request }: ActionFunctionArgs) {
  const rs = context.get(shopContext);
  requireAdminHost(rs);
  const t = translatorFor(ADMIN_LOCALE);
  const form = await request.formData();
  const email = String(form.get("email") ?? "").slice(0, 254);
  const parsed = staffLoginSchema.safeParse({ email: form.get("email"), password: form.get("password"), totp: form.get("totp") || undefined });
  if (!parsed.success) return data({ error: t("admin:errors.credentials"), email }, { status: 400, headers: adminHeaders });
  try {
    const { cookie } = await staffSignIn(rs, parsed.data, request.headers.get("cookie") ?? undefined);
    throw redirect(adminNext(new URL(request.url)), { headers: { ...adminHeaders, "Set-Cookie": cookie } });
  } catch (error) {
    if (error instanceof TooManyAttempts) {
      return data({ error: t(error.messageKey, { count: error.retryAfterSeconds }), email }, { status: 429, headers: { ...adminHeaders, "Retry-After": String(error.retryAfterSeconds) } });
    }
    if (error instanceof RpcError) return data({ error: t(error.messageKey, error.params), email }, { status: error.status, headers: adminHeaders });
    throw error;
  }
}
