import { stringifySetCookie } from "cookie";
import { SECURE_STAFF_SESSION_COOKIE, STAFF_SESSION_COOKIE } from "../../common/cookie-names";
import { STAFF_SESSION_LIFETIME_SECONDS } from "../modules/staff/sessions";
import { readCookie, type CookiePolicy } from "./session";

/**
 * The staff session cookie (issue 17, decision 023): httpOnly, SameSite=Strict (the back office is
 * never entered from another site's link with a session), Path=/, 12 hours; `__Host-staff-session`
 * over https, `staff-session` on localhost. Separate from the customer's `session` cookie.
 */
export function staffCookieName(policy: CookiePolicy): string {
  return policy.secure ? SECURE_STAFF_SESSION_COOKIE : STAFF_SESSION_COOKIE;
}

export function readStaffToken(cookieHeader: string | null | undefined, policy: CookiePolicy): string | undefined {
  return readCookie(cookieHeader, staffCookieName(policy));
}

export function staffSessionCookie(token: string, policy: CookiePolicy): string {
  return stringifySetCookie({
    name: staffCookieName(policy),
    value: token,
    httpOnly: true,
    sameSite: "strict",
    secure: policy.secure,
    path: "/",
    maxAge: STAFF_SESSION_LIFETIME_SECONDS,
  });
}

export function clearedStaffSessionCookie(policy: CookiePolicy): string {
  return stringifySetCookie({ name: staffCookieName(policy), value: "", httpOnly: true, sameSite: "strict", secure: policy.secure, path: "/", maxAge: 0 });
}
