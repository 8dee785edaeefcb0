import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { translatorFor } from "../http/server-i18n";
import type { Mailer } from "../integrations/mail/mailer";
import { catalogContext } from "../modules/catalog/service";
import { backInStockRegistrations } from "../modules/catalog/schema";
import type { Shop } from "../shop";
import { withJobLock } from "./job-lock";
import { enqueue, type OutboxWorker } from "./outbox";

/**
 * Back-in-stock mail (issue 16; 001 §4 Back-in-stock, §7 Back-in-stock register): each registration
 * is mailed ONCE when its product (or its variant) is in stock again at the inventory location of
 * the channel it was made on, in that storefront's language, with a link to the product.
 *
 * - One run at a time across every process: a PostgreSQL advisory lock on a connection of its own
 *   (PGlite: one process, an in-process flag per database), as the billing job does.
 * - Once per registration, whatever crashes: marking the registration sent (`notified_at`, only
 *   when still null) and writing the mail to the outbox happen in one transaction; the outbox
 *   worker sends it with retries, and its dedupe key (`back-in-stock-{id}`) stops a second copy.
 * - Polled (`start`), and `kick()` runs it at once (after a stock change).
 */
export const BACK_IN_STOCK_MAIL_TOPIC = "catalog.backInStockMail";
export const BACK_IN_STOCK_POLL_MS = 5 * 60_000;
/** The advisory lock's key ('FWBS'). */
const LOCK_KEY = 0x46574253;
const BATCH = 200;
const MAX_PASSES = 50;

export interface BackInStockReport {
  /** Registrations mailed (written to the outbox) in this run. */
  mailed: number;
}

type Due = { id: number; channelId: number; productId: number; variantId: number; email: string };

export class BackInStockJob {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private again = false;

  constructor(private readonly shop: Pick<Shop, "db" | "env" | "logger" | "catalog" | "storefronts" | "outbox">) {}

  /** Mails every registration whose product is back in stock; null when another run holds the lock. */
  run(): Promise<BackInStockReport | null> {
    return withJobLock(this.shop.db, LOCK_KEY, () => this.runLocked());
  }

  private async runLocked(): Promise<BackInStockReport> {
    let mailed = 0;
    const skipped = new Set<number>();
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      const due = (await this.due()).filter((d) => !skipped.has(d.id));
      if (due.length === 0) break;
      for (const registration of due) {
        if (await this.mail(registration)) mailed++;
        else skipped.add(registration.id);
      }
      if (due.length < BATCH) break;
    }
    if (mailed > 0) this.shop.outbox.kick();
    return { mailed };
  }

  /**
   * Registrations not yet mailed whose product or variant has stock at their channel's location:
   * tracked by product, its level; by variant, the registered variant's level (any variant when the
   * registration names none); a product that does not track stock counts as in stock. Disabled
   * products never are.
   */
  private async due(): Promise<Due[]> {
    const result = await this.shop.db.execute(sql`
      SELECT r.id, r.channel_id AS "channelId", r.product_id AS "productId", r.variant_id AS "variantId", r.email
      FROM catalog_back_in_stock r
      JOIN catalog_products p ON p.id = r.product_id
      JOIN catalog_channel_locations cl ON cl.channel_id = r.channel_id
      WHERE r.notified_at IS NULL AND p.availability <> 'disabled'
        AND (p.inventory_tracking = 'none'
          OR EXISTS (SELECT 1 FROM catalog_stock_levels s
                     WHERE s.location_id = cl.location_id AND s.product_id = r.product_id AND s.quantity > 0
                       AND (CASE WHEN p.inventory_tracking = 'product' THEN s.variant_id = 0
                                 WHEN r.variant_id = 0 THEN s.variant_id <> 0
                                 ELSE s.variant_id = r.variant_id END)))
      ORDER BY r.id
      LIMIT ${BATCH}`);
    const rows = (result as unknown as { rows: Due[] }).rows;
    return rows.map((r) => ({ ...r, id: Number(r.id), channelId: Number(r.channelId), productId: Number(r.productId), variantId: Number(r.variantId) }));
  }

  /** Marks one registration sent and writes its mail, in one transaction; false when it cannot be mailed (no storefront, no product). */
  private async mail(registration: Due): Promise<boolean> {
    const storefront = this.shop.storefronts.all().find((s) => s.channelId === registration.channelId);
    if (!storefront) return false;
    const product = await this.shop.catalog.getProduct(registration.productId, catalogContext(storefront), []);
    if (!product) return false;
    const t = translatorFor(storefront.locale);
    const local = this.shop.env.SHOP_DOMAIN === "localhost" || this.shop.env.SHOP_DOMAIN.endsWith(".localhost");
    const url = `${this.shop.storefronts.originOf(storefront, local ? String(this.shop.env.PORT) : undefined)}${product.url}`;
    const brand = this.shop.env.BRAND_NAME;
    const message = {
      to: registration.email,
      subject: t("bikes:backInStock.subject", { product: product.name, brand, interpolation: { escapeValue: false } }),
      text: t("bikes:backInStock.body", { product: product.name, brand, url, interpolation: { escapeValue: false } }),
    };
    return this.shop.db.transaction(async (tx) => {
      const claimed = await tx
        .update(backInStockRegistrations)
        .set({ notifiedAt: new Date() })
        .where(and(eq(backInStockRegistrations.id, registration.id), isNull(backInStockRegistrations.notifiedAt)))
        .returning({ id: backInStockRegistrations.id });
      if (claimed.length === 0) return false;
      await enqueue(tx as unknown as Database, [{ topic: BACK_IN_STOCK_MAIL_TOPIC, dedupeKey: `back-in-stock-${registration.id}`, payload: { message } }]);
      return true;
    });
  }

  /** Runs now (e.g. after stock changed); a run already going runs once more after it. */
  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.run()
      .catch((error) => this.shop.logger.warn({ err: error }, "the back-in-stock run failed; the next run tries again"))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Runs at start and every `pollMs` (0: never). */
  start(pollMs = BACK_IN_STOCK_POLL_MS): void {
    if (pollMs <= 0) return;
    this.kick();
    this.timer = setInterval(() => this.kick(), pollMs);
    this.timer.unref?.();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}

/** Sends the mails the job wrote to the outbox. */
export function registerBackInStockMailHandler(worker: OutboxWorker, mailer: Mailer): OutboxWorker {
  return worker.handle(BACK_IN_STOCK_MAIL_TOPIC, async (payload) => {
    const message = payload.message as { to?: unknown; subject?: unknown; text?: unknown } | undefined;
    if (typeof message?.to !== "string" || typeof message.subject !== "string" || typeof message.text !== "string") throw new Error("back-in-stock outbox item without a complete message");
    await mailer.send({ to: message.to, subject: message.subject, text: message.text });
  });
}
