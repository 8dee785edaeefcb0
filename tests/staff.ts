import { STAFF_SESSION_COOKIE } from "../common/cookie-names";
import type { TestBrowser } from "../server/modules/customer/test-client";
import type { StaffActor, StaffRole } from "../server/modules/staff/types";
import type { TestApi } from "./api";

/** The password of every member signInStaff creates (meets the back office's 12-character rule). */
export const TEST_STAFF_PASSWORD = "Staff#Password2026";

let nextMember = 1;

/**
 * A staff member of `role` with a live back-office session (issue 17), for API tests through the
 * real router: `const { cookie, browser } = await signInStaff(api, "merchandiser");` then
 * `browser.call("admin/orders", "list", {})` (a browser on the default storefront's host,
 * `localhost`, holding the cookie), or send `cookie` as the Cookie header yourself.
 * The session is made by the shop's own store, as the sign-in API does after a right password.
 */
export async function signInStaff(
  api: TestApi,
  role: StaffRole,
  options: { email?: string; name?: string; password?: string } = {},
): Promise<{ cookie: string; actor: StaffActor; browser: TestBrowser; token: string }> {
  const n = nextMember++;
  const member = await api.shop.staff.create({
    email: options.email ?? `${role.replace("_", "-")}-${n}-${process.pid}@staff.test`,
    name: options.name ?? `Test ${role} ${n}`,
    role,
    password: options.password ?? TEST_STAFF_PASSWORD,
  });
  const { token } = await api.shop.staff.sessions.create(member.id);
  const browser = api.browser("localhost");
  // Test shops serve localhost over http: the cookie's name there is `staff-session`.
  browser.setCookie(STAFF_SESSION_COOKIE, token);
  return { cookie: `${STAFF_SESSION_COOKIE}=${token}`, actor: { id: member.id, email: member.email, name: member.name, role: member.role }, browser, token };
}
