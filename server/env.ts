import { isIP } from "node:net";
import { availableParallelism } from "node:os";
import { z } from "zod";
import { ADYEN_ENVIRONMENTS } from "./integrations/payment/adyen-environments";
import { loadRateTable } from "./integrations/tax/table-provider";

/** Configuration, parsed once at boot: a wrong setting stops start-up with a clear message. */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: "DATABASE_URL must be a postgres:// or postgresql:// URL" })
    .optional(),
  // Issue 18: a read replica of DATABASE_URL for catalogue and content reads (decision 026).
  DATABASE_REPLICA_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: "DATABASE_REPLICA_URL must be a postgres:// or postgresql:// URL (a read replica of DATABASE_URL)" })
    .optional(),
  SHOP_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/, "SHOP_DOMAIN must be a bare host name such as localhost or foldwell.com")
    .default("localhost"),
  /**
   * `1` lets NODE_ENV=production serve on a localhost SHOP_DOMAIN (http, no HSTS, no Secure cookies):
   * the demo on a laptop. `npm start` sets it itself for the demo (scripts/start.mjs).
   */
  ALLOW_INSECURE_LOCALHOST: z.enum(["0", "1"], { error: "ALLOW_INSECURE_LOCALHOST must be 0 or 1" }).default("0"),
  BRAND_NAME: z.string().min(1).max(40).default("Foldwell"),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "SMTP_URL must be an smtp:// or smtps:// URL" }).optional(),
  /**
   * `1`: mail goes out only after STARTTLS (nodemailer `requireTLS`): a server that offers no TLS
   * gets no mail and no login. Same as `?requireTLS=true` in SMTP_URL; `smtps://` is TLS from the start.
   */
  SMTP_REQUIRE_TLS: z.enum(["0", "1"], { error: "SMTP_REQUIRE_TLS must be 0 or 1" }).default("0"),
  /** The development mailbox (/dev/mailbox): `auto` = on when SMTP_URL is unset and the shop runs on localhost. */
  DEV_MAILBOX: z.enum(["auto", "on", "off"]).default("auto"),
  CART_COOKIE_MAX_AGE: z.coerce.number().int().positive().default(604800),
  /** Lifetime of the checkout cookies `vsf-site-url` and `order-cart-id` (000 §7, 001 §4 Checkout). */
  CHECKOUT_COOKIE_MAX_AGE: z.coerce.number().int().positive().default(604800),
  /** Optional attribution endpoint: purchase events are also POSTed there as JSON (001 §7). */
  ATTRIBUTION_URL: z.url({ protocol: /^https?$/, error: "ATTRIBUTION_URL must be an http:// or https:// URL" }).optional(),
  PAGE_CACHE: z.enum(["on", "off"]).default("on"),
  /**
   * Store finder map tiles (issue 15): an https tile template such as
   * https://tile.openstreetmap.org/{z}/{x}/{y}.png. Unset: the map draws the country shapes shipped
   * with the shop (works offline). The CSP allows this host only when it is set.
   */
  MAP_TILE_URL: z
    .string()
    .regex(/^https:\/\/[^/\s]+\/\S*\{z\}\S*\{x\}\S*\{y\}\S*$/, { error: "MAP_TILE_URL must be an https:// tile template with {z}, {x} and {y}" })
    .optional(),
  /** The tile provider's attribution shown on the map (plain text), e.g. "© OpenStreetMap contributors". */
  MAP_TILE_ATTRIBUTION: z.string().max(300).optional(),
  /**
   * Which peers are proxies whose X-Forwarded-For is believed (Express's `trust proxy`), so req.ip
   * and every per-IP limit see the real client (issue 12): `false`, `true`, a hop count, or
   * addresses, subnets and `loopback`/`linklocal`/`uniquelocal`, comma-separated.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .refine(validTrustProxy, {
      error: "TRUST_PROXY must be true, false, a number of hops, or comma-separated addresses and subnets (e.g. loopback, 10.0.0.0/8)",
    })
    .transform((v): boolean | number | string => (v === "true" ? true : v === "false" ? false : /^\d+$/.test(v) ? Number(v) : v))
    .default("loopback"),
  /**
   * Who may read /metrics (issue 18): comma-separated addresses and CIDR subnets, matched against the
   * connecting socket's address (never X-Forwarded-For). Anyone else gets 404.
   */
  METRICS_ALLOW: z
    .string()
    .trim()
    .refine((v) => v.split(",").every((entry) => validCidr(entry.trim())), { error: "METRICS_ALLOW must be comma-separated addresses or CIDR subnets, e.g. 127.0.0.0/8,::1,10.0.0.0/8" })
    .transform((v) => v.split(",").map((entry) => entry.trim()))
    .default(["127.0.0.0/8", "::1"]),
  /** Multiplies every per-IP budget for anonymous writes (server/http/rate-limits.ts); 1 in production. */
  RATE_LIMIT_FACTOR: z.coerce.number().positive().max(10_000).default(1),
  /**
   * Where rate-limit counters live (decision 017): `database` (the `rate_limits` table, shared by every
   * process on the database) or `redis` (REDIS_URL), for a shop whose database should not take them.
   */
  RATE_LIMIT_STORE: z.enum(["database", "redis"], { error: "RATE_LIMIT_STORE must be database or redis" }).default("database"),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: "REDIS_URL must be a redis:// or rediss:// URL" }).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * Identity verification (issue 14, 000 §4 Verification modal): `sandbox`, the built-in capture step
   * decided after VERIFICATION_SANDBOX_DELAY_MS, or `onfido` (API v3.6), which needs the ONFIDO_* settings.
   */
  VERIFICATION_PROVIDER: z.enum(["sandbox", "onfido"], { error: "VERIFICATION_PROVIDER must be sandbox or onfido" }).default("sandbox"),
  /** Sandbox: the decision is taken this long after the capture is submitted. */
  VERIFICATION_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).max(86_400_000).default(5000),
  /** How long the modal waits before it re-reads the result (000 §9: 10000 ms); journeys set it short. */
  VERIFICATION_WAIT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  ONFIDO_API_TOKEN: z.string().min(1).optional(),
  ONFIDO_WORKFLOW_ID: z.string().min(1).optional(),
  /** The webhook token Onfido signs each event with (X-SHA2-Signature, HMAC-SHA256 of the raw body). */
  ONFIDO_WEBHOOK_SECRET: z.string().min(1).optional(),
  ONFIDO_REGION: z.enum(["eu", "us", "ca"], { error: "ONFIDO_REGION must be eu, us or ca" }).default("eu"),
  /**
   * Card payments (issue 14, docs/decisions/020): `test`, the built-in offline processor, or `adyen`
   * (Checkout API v71), which needs the ADYEN_* settings.
   */
  PAYMENT_PROVIDER: z.enum(["test", "adyen"], { error: "PAYMENT_PROVIDER must be test or adyen" }).default("test"),
  ADYEN_API_KEY: z.string().min(1).optional(),
  ADYEN_MERCHANT_ACCOUNT: z.string().min(1).optional(),
  /** The public key Adyen Web encrypts card fields with in the browser (test_… or live_…). */
  ADYEN_CLIENT_KEY: z.string().regex(/^(test|live)_[A-Za-z0-9]+$/, { error: "ADYEN_CLIENT_KEY must look like test_… or live_…" }).optional(),
  /** The standard-webhook HMAC key, hex as Adyen's Customer Area shows it. */
  ADYEN_HMAC_KEY: z.string().regex(/^([0-9a-fA-F]{2}){16,}$/, { error: "ADYEN_HMAC_KEY must be the hex key from Adyen's webhook settings" }).optional(),
  /** Adyen Web's environment name (decision 028): test, or the live data centre live, live-us, live-au, live-apse, live-in. */
  ADYEN_ENVIRONMENT: z.enum(ADYEN_ENVIRONMENTS, { error: `ADYEN_ENVIRONMENT must be one of ${ADYEN_ENVIRONMENTS.join(", ")}` }).default("test"),
  /** Live only: the prefix of https://{prefix}-checkout-live.adyenpayments.com (Adyen's Customer Area, API URLs). */
  ADYEN_LIVE_URL_PREFIX: z.string().regex(/^[a-z0-9-]+$/i, { error: "ADYEN_LIVE_URL_PREFIX must be letters, digits and dashes" }).optional(),
  /** Recurring billing (issue 14): days after a declined renewal before each retry; after the last one the subscription is Failed. */
  BILLING_RETRY_DAYS: z
    .string()
    .regex(/^\s*[1-9]\d{0,2}(\s*,\s*[1-9]\d{0,2})*\s*$/, { error: "BILLING_RETRY_DAYS must be whole days, comma-separated, such as 1,3,7" })
    .default("1,3,7"),
  /** How often each process runs recurring billing, in ms (0: never; an operator then runs `npm run billing`). */
  BILLING_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(900_000),
  /**
   * Processes serving the port (issue 18, node:cluster): default 1 on the embedded PGlite (one
   * process's files), the number of cores on PostgreSQL.
   */
  WORKERS: z.coerce.number({ error: "WORKERS must be a whole number of processes" }).int().min(1).max(256).optional(),
  /** On SIGTERM/SIGINT a process finishes in-flight requests and jobs for at most this long, then exits. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** Issue 19: a US sales-tax rate table replacing the shipped server/integrations/tax/us-rates.json (decision 027). */
  TAX_RATES_FILE: z.string().min(1).optional(),
}).superRefine((env, ctx) => {
  // Issue 19: a malformed rate table would tax US orders wrongly: the boot stops, naming the entry.
  if (env.TAX_RATES_FILE) {
    try {
      loadRateTable(env.TAX_RATES_FILE);
    } catch (error) {
      ctx.addIssue({ code: "custom", path: ["TAX_RATES_FILE"], message: (error as Error).message });
    }
  }
  // Issue 14, fail closed: Adyen without its keys could take no payment and trust no webhook.
  if (env.PAYMENT_PROVIDER === "adyen") {
    for (const name of ["ADYEN_API_KEY", "ADYEN_MERCHANT_ACCOUNT", "ADYEN_CLIENT_KEY", "ADYEN_HMAC_KEY"] as const) {
      if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: `PAYMENT_PROVIDER=adyen needs ${name}` });
    }
    if (env.ADYEN_ENVIRONMENT !== "test" && !env.ADYEN_LIVE_URL_PREFIX) {
      ctx.addIssue({ code: "custom", path: ["ADYEN_LIVE_URL_PREFIX"], message: `ADYEN_ENVIRONMENT=${env.ADYEN_ENVIRONMENT} needs ADYEN_LIVE_URL_PREFIX` });
    }
    // Every live data centre takes a live_ client key.
    const keyKind = env.ADYEN_ENVIRONMENT === "test" ? "test" : "live";
    if (env.ADYEN_CLIENT_KEY && !env.ADYEN_CLIENT_KEY.startsWith(`${keyKind}_`)) {
      ctx.addIssue({ code: "custom", path: ["ADYEN_CLIENT_KEY"], message: `ADYEN_CLIENT_KEY is not a ${keyKind} key (ADYEN_ENVIRONMENT=${env.ADYEN_ENVIRONMENT})` });
    }
  }
  // Issue 14, fail closed: Onfido without its settings could start no check and trust no webhook.
  if (env.VERIFICATION_PROVIDER === "onfido") {
    for (const name of ["ONFIDO_API_TOKEN", "ONFIDO_WORKFLOW_ID", "ONFIDO_WEBHOOK_SECRET"] as const) {
      if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: `VERIFICATION_PROVIDER=onfido needs ${name}` });
    }
  }
  // Issue 18: PGlite is one process's files; a second process would open the same files.
  if (env.WORKERS !== undefined && env.WORKERS > 1 && !env.DATABASE_URL) {
    ctx.addIssue({
      code: "custom",
      path: ["WORKERS"],
      message: `WORKERS=${env.WORKERS} needs PostgreSQL (DATABASE_URL): the embedded PGlite database belongs to one process`,
    });
  }
  if (env.DATABASE_REPLICA_URL && !env.DATABASE_URL) {
    ctx.addIssue({
      code: "custom",
      path: ["DATABASE_REPLICA_URL"],
      message: "DATABASE_REPLICA_URL needs DATABASE_URL: a read replica is a copy of a PostgreSQL primary, and the embedded PGlite database has none",
    });
  }
  if (env.RATE_LIMIT_STORE === "redis" && !env.REDIS_URL) {
    ctx.addIssue({ code: "custom", path: ["REDIS_URL"], message: "RATE_LIMIT_STORE=redis needs REDIS_URL (redis://host:6379)" });
  }
  // Issue 12, fail closed: production on localhost would serve without https, HSTS or Secure cookies.
  if (env.NODE_ENV === "production" && isLocalhostDomain(env.SHOP_DOMAIN) && env.ALLOW_INSECURE_LOCALHOST !== "1") {
    ctx.addIssue({
      code: "custom",
      path: ["SHOP_DOMAIN"],
      message:
        `the shop refuses to run in production on localhost (SHOP_DOMAIN=${env.SHOP_DOMAIN}): set SHOP_DOMAIN to the shop's domain, ` +
        "or ALLOW_INSECURE_LOCALHOST=1 for a demo on this machine (http, no HSTS, no Secure cookies)",
    });
  }
  // Issue 12: reset links must not cross the network in clear. In production a plain smtp:// URL to
  // another machine must require STARTTLS; a relay on this machine (smtp://127.0.0.1) may be plain.
  if (env.SMTP_URL) {
    const url = new URL(env.SMTP_URL);
    const queryTls = url.searchParams.get("requireTLS");
    if (env.SMTP_REQUIRE_TLS === "1" && queryTls !== null && queryTls !== "true") {
      ctx.addIssue({ code: "custom", path: ["SMTP_URL"], message: "SMTP_URL says requireTLS=" + queryTls + " while SMTP_REQUIRE_TLS=1: drop the query parameter" });
    }
    const requireTls = env.SMTP_REQUIRE_TLS === "1" || queryTls === "true";
    const host = url.hostname.replace(/^\[|\]$/g, "");
    const onThisMachine = host === "localhost" || host === "::1" || /^127\./.test(host);
    if (env.NODE_ENV === "production" && url.protocol === "smtp:" && !requireTls && !onThisMachine) {
      ctx.addIssue({
        code: "custom",
        path: ["SMTP_URL"],
        message:
          `plain smtp:// to ${host} would send reset links unencrypted to a server that offers no STARTTLS: ` +
          "use smtps:// (TLS from the start), or set SMTP_REQUIRE_TLS=1 (or ?requireTLS=true) to send only after STARTTLS",
      });
    }
  }
}).transform((env) => ({ ...env, WORKERS: env.WORKERS ?? (env.DATABASE_URL ? availableParallelism() : 1) }));

function validTrustProxy(value: string): boolean {
  if (value === "true" || value === "false" || /^\d{1,2}$/.test(value)) return true;
  return value.split(",").every((entry) => {
    const item = entry.trim();
    if (["loopback", "linklocal", "uniquelocal"].includes(item)) return true;
    const [address, range, ...rest] = item.split("/");
    const family = isIP(address);
    if (!family || rest.length > 0) return false;
    if (range === undefined) return true;
    if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
    return family === 4 && isIP(range) === 4; // a netmask: 10.0.0.0/255.0.0.0
  });
}

/** An IPv4 or IPv6 address, optionally with a prefix length (10.0.0.0/8, fd00::/8). */
function validCidr(value: string): boolean {
  const [address, prefix, ...rest] = value.split("/");
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/** `localhost` or a name under it (`uk.localhost`): browsers resolve these to this machine. */
export function isLocalhostDomain(domain: string): boolean {
  return domain === "localhost" || domain.endsWith(".localhost");
}

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
