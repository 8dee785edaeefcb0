import { parseCookie, stringifySetCookie } from "cookie";
import type { Response } from "express";
import { SECURE_SESSION_COOKIE, SESSION_COOKIE, USER_AUTHENTICATED_COOKIE } from "../../common/cookie-names";
import { SESSION_LIFETIME_SECONDS, type SessionStore } from "../modules/customer/sessions";

/**
 * Session cookies (DESIGN.md, Sessions): the session token travels in an httpOnly, SameSite=Lax
 * cookie, Secure everywhere but on localhost; over https its name is `__Host-session` (issue 12).
 * The `user-authenticated` marker (000 §9, 001 §4) is readable by the page's scripts: it only tells
 * the UI which header button to show and is never trusted by the server. Names: common/cookie-names.ts.
 */
/** 000 §9: the marker lives 604800 s (7 days). */
export const MARKER_MAX_AGE_SECONDS = 604_800;

export interface CookiePolicy {
  secure: boolean;
}

/** Secure cookies need HTTPS, which a laptop's `*.localhost` storefronts do not have. */
export function cookiePolicyFor(shopDomain: string): CookiePolicy {
  const localhost = shopDomain === "localhost" || shopDomain.endsWith(".localhost");
  return { secure: !localhost };
}

export function sessionCookieName(policy: CookiePolicy): string {
  return policy.secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** The session token of a request: `__Host-session` over https, `session` on localhost. */
export function readSessionToken(cookieHeader: string | null | undefined, policy: CookiePolicy): string | undefined {
  return readCookie(cookieHeader, sessionCookieName(policy));
}

export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  try {
    return parseCookie(cookieHeader)[name];
  } catch {
    return undefined;
  }
}

export function sessionCookie(token: string, policy: CookiePolicy, maxAge = SESSION_LIFETIME_SECONDS): string {
  return stringifySetCookie({
    name: sessionCookieName(policy),
    value: token,
    httpOnly: true,
    sameSite: "lax",
    secure: policy.secure,
    path: "/",
    maxAge,
  });
}

export function clearedSessionCookie(policy: CookiePolicy): string {
  return stringifySetCookie({ name: sessionCookieName(policy), value: "", httpOnly: true, sameSite: "lax", secure: policy.secure, path: "/", maxAge: 0 });
}

/** `user-authenticated=1` on login or load, `=0` on logout (001 §4 Login state). */
export function markerCookie(signedIn: boolean, policy: CookiePolicy): string {
  return stringifySetCookie({
    name: USER_AUTHENTICATED_COOKIE,
    value: signedIn ? "1" : "0",
    sameSite: "lax",
    secure: policy.secure,
    path: "/",
    maxAge: MARKER_MAX_AGE_SECONDS,
  });
}

/** Starts a fresh session (a new token at every login, so a planted token is worthless). */
export async function startSession(store: SessionStore, res: Response, customerId: number, policy: CookiePolicy, previousToken?: string) {
  await store.destroy(previousToken);
  const { token } = await store.create(customerId);
  res.append("Set-Cookie", sessionCookie(token, policy));
  res.append("Set-Cookie", markerCookie(true, policy));
  return token;
}

export async function endSession(store: SessionStore, res: Response, cookieHeader: string | undefined, policy: CookiePolicy) {
  await store.destroy(readSessionToken(cookieHeader, policy));
  res.append("Set-Cookie", clearedSessionCookie(policy));
  res.append("Set-Cookie", markerCookie(false, policy));
}

/**
 * The signed-in customer of a request, or null. A session that was slid forward sends its cookie
 * again through `setCookie` so the browser keeps it as long as the server does.
 */
export async function sessionCustomerId(
  store: SessionStore,
  cookieHeader: string | null | undefined,
  policy: CookiePolicy,
  setCookie?: (value: string) => void,
): Promise<number | null> {
  const token = readSessionToken(cookieHeader, policy);
  const session = await store.find(token);
  if (!session) return null;
  if (session.renewed && token && setCookie) setCookie(sessionCookie(token, policy, session.maxAgeSeconds));
  return session.customerId;
}
