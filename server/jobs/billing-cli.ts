import type { DatabaseHandle } from "../db/client";
import { parseEnv } from "../env";
import { loadServerTranslations } from "../http/server-i18n";
import { createShop } from "../shop";
import { asOfMoment, BillingJob, parseRetryDays, type BillingReport } from "./billing";

/**
 * `npm run billing -- --as-of 2027-01-01` (issue 14): runs recurring billing once, as of that day,
 * against DATABASE_URL or the embedded database in DATA_DIR: every subscription due on or before the
 * day is charged, declined charges whose retry time has come are tried again, and the mails are sent.
 * For tests and for catching up after downtime; the shop's own job (server/app.ts) runs as of now.
 * Another billing run in progress (a shop process) holds the lock: this one then does nothing.
 * `--retry-days 1,3,7` overrides the retry schedule (BILLING_RETRY_DAYS).
 */

export interface CliOutput {
  log: (line: string) => void;
  error: (line: string) => void;
}

export async function billingCli(argv: string[], source: Record<string, string | undefined> = process.env, options: { database?: DatabaseHandle; output?: CliOutput } = {}): Promise<number> {
  const out = options.output ?? { log: (l) => console.log(l), error: (l) => console.error(l) };
  let asOf = new Date().toISOString().slice(0, 10);
  let retryDays: string | undefined = source.BILLING_RETRY_DAYS;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [name, inline] = arg.split("=", 2);
    const value = inline ?? argv[i + 1];
    if (name === "--as-of" || name === "--retry-days") {
      if (value === undefined) {
        out.error(`${name} needs a value`);
        return 2;
      }
      if (inline === undefined) i++;
      if (name === "--as-of") asOf = value;
      else retryDays = value;
    } else {
      out.error(`unknown argument: ${arg}\nusage: npm run billing -- --as-of YYYY-MM-DD [--retry-days 1,3,7]`);
      return 2;
    }
  }
  try {
    asOfMoment(asOf);
    parseRetryDays(retryDays);
  } catch (error) {
    out.error((error as Error).message);
    return 2;
  }
  const env = parseEnv(source);
  const shop = await createShop(env, { database: options.database });
  try {
    if (!options.database) await shop.database.migrate();
    await shop.storefronts.reload();
    await loadServerTranslations();
    const job = new BillingJob(shop, { retryDays: parseRetryDays(retryDays) });
    const report: BillingReport | null = await job.run(asOf);
    if (!report) {
      out.log(`billing as of ${asOf}: another billing run holds the lock; nothing done`);
      return 1;
    }
    // The receipts and failure notices the run wrote to the outbox go out now.
    await shop.outbox.deliverDue();
    await shop.mailer.idle();
    out.log(`billing as of ${asOf}: ${report.paid} paid, ${report.declined} declined (to be retried), ${report.failed} failed, ${report.recovered} recovered from an interrupted run`);
    return 0;
  } finally {
    await shop.outbox.stop();
    if (!options.database) await shop.database.close();
  }
}
