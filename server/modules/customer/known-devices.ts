import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { stringifySetCookie } from "cookie";
import { KNOWN_DEVICE_COOKIE } from "../../../common/cookie-names";
import type { Database } from "../../db/client";
import { readCookie, type CookiePolicy } from "../../http/session";
import { customers, knownDevices } from "./schema";

/**
 * Known devices (issue 12): a browser that has signed in to an account carries a random token in a
 * long-lived cookie, and only the token's SHA-256 is stored, bound to the customer. Such a browser
 * skips the per-account login wait, so guessing from elsewhere cannot lock the owner out; the
 * per-account-and-IP and per-IP limits still apply to it.
 */
export const KNOWN_DEVICE_LIFETIME_SECONDS = 180 * 24 * 60 * 60;

const digest = (token: string) => createHash("sha256").update(token).digest("hex");
/** 128 random bits, base64url: 22 characters. */
const TOKEN = /^[A-Za-z0-9_-]{22}$/;

function cookieToken(cookieHeader: string | undefined): string | undefined {
  const token = readCookie(cookieHeader, KNOWN_DEVICE_COOKIE);
  return token && TOKEN.test(token) ? token : undefined;
}

/** Whether the request's known-device cookie belongs to the account with this email (and has not expired). */
export async function isKnownDevice(db: Database, cookieHeader: string | undefined, email: string, now = new Date()): Promise<boolean> {
  const token = cookieToken(cookieHeader);
  if (!token) return false;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(knownDevices)
    .innerJoin(customers, eq(customers.id, knownDevices.customerId))
    .where(and(eq(knownDevices.tokenHash, digest(token)), eq(customers.email, email.trim().toLowerCase()), gt(knownDevices.expiresAt, now)));
  return row !== undefined;
}

/**
 * After a successful login: the browser's token is (re)bound to this customer for another 180 days,
 * or a new one is made. Answers the Set-Cookie header. The customer's expired devices are dropped.
 */
export async function rememberDevice(db: Database, cookieHeader: string | undefined, customerId: number, policy: CookiePolicy, now = new Date()): Promise<string> {
  const expiresAt = new Date(now.getTime() + KNOWN_DEVICE_LIFETIME_SECONDS * 1000);
  const existing = cookieToken(cookieHeader);
  let token = existing;
  if (existing) {
    // Only a token already bound to this customer is kept; anyone else's (or a made-up one) is replaced.
    const renewed = await db
      .update(knownDevices)
      .set({ expiresAt })
      .where(and(eq(knownDevices.tokenHash, digest(existing)), eq(knownDevices.customerId, customerId)))
      .returning({ tokenHash: knownDevices.tokenHash });
    if (renewed.length === 0) token = undefined;
  }
  if (!token) {
    token = randomBytes(16).toString("base64url");
    await db.insert(knownDevices).values({ tokenHash: digest(token), customerId, expiresAt });
  }
  await db.delete(knownDevices).where(and(eq(knownDevices.customerId, customerId), lt(knownDevices.expiresAt, now)));
  return stringifySetCookie({
    name: KNOWN_DEVICE_COOKIE,
    value: token,
    httpOnly: true,
    sameSite: "lax",
    secure: policy.secure,
    path: "/",
    maxAge: KNOWN_DEVICE_LIFETIME_SECONDS,
  });
}
