import { data, redirect, type LoaderFunctionArgs } from "react-router";
import { shopContext } from "../../context";
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
