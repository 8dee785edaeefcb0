import { z } from "zod";

/** Configuration, parsed once at boot: a wrong setting stops start-up with a clear message. */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: "DATABASE_URL must be a postgres:// or postgresql:// URL" })
    .optional(),
  SHOP_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/, "SHOP_DOMAIN must be a bare host name such as localhost or foldwell.com")
    .default("localhost"),
  BRAND_NAME: z.string().min(1).max(40).default("Foldwell"),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "SMTP_URL must be an smtp:// or smtps:// URL" }).optional(),
  /** The development mailbox (/dev/mailbox): `auto` = on when SMTP_URL is unset and the shop runs on localhost. */
  DEV_MAILBOX: z.enum(["auto", "on", "off"]).default("auto"),
  CART_COOKIE_MAX_AGE: z.coerce.number().int().positive().default(604800),
  /** Lifetime of the checkout cookies `vsf-site-url` and `order-cart-id` (000 §7, 001 §4 Checkout). */
  CHECKOUT_COOKIE_MAX_AGE: z.coerce.number().int().positive().default(604800),
  /** Optional attribution endpoint: purchase events are also POSTed there as JSON (001 §7). */
  ATTRIBUTION_URL: z.url({ protocol: /^https?$/, error: "ATTRIBUTION_URL must be an http:// or https:// URL" }).optional(),
  PAGE_CACHE: z.enum(["on", "off"]).default("on"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Env = z.infer<typeof schema>;

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const blanksRemoved = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const result = schema.safeParse(blanksRemoved);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}
