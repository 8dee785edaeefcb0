import { data, type LoaderFunctionArgs } from "react-router";
import { AUDIT_PAGE_SIZE } from "../../../server/modules/staff/admin-api";
import { adminHeaders, requireStaffPage } from "./admin.server";

/** /admin/audit?page= (owner only, area "audit"): the audit log, newest first. */
export async function loadAdminAudit(args: LoaderFunctionArgs) {
  const { rs } = await requireStaffPage(args, "audit");
  const url = new URL(args.request.url);
  const requested = Number(url.searchParams.get("page") ?? "1");
  const page = Number.isSafeInteger(requested) && requested > 0 ? requested : 1;
  return data(await rs.shop.staff.listAudit({ page, limit: AUDIT_PAGE_SIZE }), { headers: adminHeaders });
}
