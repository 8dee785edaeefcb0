import { isIP } from "node:net";
import { isLocalhostDomain, type Env } from "../../env";

type MailboxEnv = Pick<Env, "SMTP_URL" | "DEV_MAILBOX" | "SHOP_DOMAIN" | "NODE_ENV">;

/**
 * Whether the development mailbox page may list captured mail at all (issue 12, fail closed):
 * - never with SMTP_URL (nothing is captured) or DEV_MAILBOX=off;
 * - never in production: NODE_ENV=production on a real SHOP_DOMAIN, DEV_MAILBOX=on included. The
 *   demo that `npm start` serves on localhost runs with NODE_ENV=production too, which a localhost
 *   SHOP_DOMAIN only allows with ALLOW_INSECURE_LOCALHOST=1 (env.ts); it keeps its mailbox;
 * - `auto` (default): on a localhost SHOP_DOMAIN; `on`: also on other domains outside production
 *   (a staging server without SMTP, reached through an SSH tunnel).
 * Even then it answers only clients on this machine (devMailboxAnswers).
 */
export function devMailboxEnabled(env: MailboxEnv): boolean {
  if (env.SMTP_URL || env.DEV_MAILBOX === "off") return false;
  if (isLocalhostDomain(env.SHOP_DOMAIN)) return true;
  return env.DEV_MAILBOX === "on" && env.NODE_ENV !== "production";
}

/** 127.0.0.0/8, ::1 and IPv4-mapped 127.x: a connection from this machine. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.startsWith("127.");
  return isIP(address) === 6 && /^(0{0,4}:){2,7}0{0,3}1$|^::1$/.test(address);
}

/**
 * Whether /dev/mailbox answers this request: enabled, and the connection itself comes from this
 * machine. `remoteAddress` is the socket's peer (req.socket.remoteAddress), never X-Forwarded-For
 * or req.ip, which a trusted proxy's header decides.
 */
export function devMailboxAnswers(env: MailboxEnv, remoteAddress: string | undefined): boolean {
  return devMailboxEnabled(env) && isLoopbackAddress(remoteAddress);
}
