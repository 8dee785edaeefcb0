import { data, type LoaderFunctionArgs } from "react-router";
import { renderSVG } from "uqr";
import { staffTotpRequired } from "../../../server/http/admin-rpc";
import { newTotpSecret, totpUri } from "../../../server/modules/staff/totp";
import { adminHeaders, requireStaffPage } from "./admin.server";

/**
 * /admin/account (issue 17): the member's details and TOTP enrolment. A member without TOTP gets a
 * fresh secret with its otpauth:// URI and QR code (SVG as a data URL); the secret is saved only once
 * a code from it is right (admin/session enrolTotp). Reachable without TOTP, even in production.
 */
export async function loadAdminAccount(args: LoaderFunctionArgs) {
  const { rs, staff } = await requireStaffPage(args, null, { allowWithoutTotp: true });
  const totpEnabled = await rs.shop.staff.hasTotp(staff.id);
  let enrolment: { secret: string; uri: string; qr: string } | null = null;
  if (!totpEnabled) {
    const secret = newTotpSecret();
    const uri = totpUri(secret, staff.email, rs.shop.env.BRAND_NAME);
    const svg = renderSVG(uri, { border: 2 });
    enrolment = { secret, uri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
  }
  return data({ staff, totpEnabled, totpRequired: staffTotpRequired(rs.shop.env), enrolment }, { headers: adminHeaders });
}
