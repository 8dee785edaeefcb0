import type { Env } from "../../env";

/**
 * Whether the development mailbox page may list captured mail. Decision (docs/decisions): it shows
 * mail only when nothing is really sent (no SMTP_URL) and, by default, only on a laptop
 * (SHOP_DOMAIN localhost), because `npm start` always runs with NODE_ENV=production. DEV_MAILBOX=on
 * enables it elsewhere (a staging server without SMTP), DEV_MAILBOX=off disables it everywhere.
 */
export function devMailboxEnabled(env: Pick<Env, "SMTP_URL" | "DEV_MAILBOX" | "SHOP_DOMAIN">): boolean {
  if (env.SMTP_URL || env.DEV_MAILBOX === "off") return false;
  if (env.DEV_MAILBOX === "on") return true;
  return env.SHOP_DOMAIN === "localhost" || env.SHOP_DOMAIN.endsWith(".localhost");
}
