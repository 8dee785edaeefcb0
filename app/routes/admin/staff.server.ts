import { data, type LoaderFunctionArgs } from "react-router";
import { adminHeaders, requireStaffPage } from "./admin.server";

/** /admin/staff (owner only, area "staff"): every member. Writes go through admin/staff. */
export async function loadAdminStaff(args: LoaderFunctionArgs) {
  const { rs, staff } = await requireStaffPage(args, "staff");
  return data({ me: staff, members: await rs.shop.staff.list() }, { headers: adminHeaders });
}
