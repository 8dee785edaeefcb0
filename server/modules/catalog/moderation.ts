import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { recordAudit } from "../staff/audit";
import type { StaffActor } from "../staff/types";
import { productQuestions, productReviews, products, type ModerationStatus } from "./schema";

/**
 * The moderation of shoppers' reviews and questions (issue 17, back office "Catalogue, reviews and
 * questions"): a queue with the pending ones first, approve and reject, and the shop's answer to a
 * question. Only approved reviews and questions reach the product page (reviews.ts); every change
 * is audit-logged in its transaction and then moves the catalogue epoch, so every process drops its
 * cached product pages and the next visit shows the change (CatalogService.changed).
 */

export type FeedbackKind = "review" | "question";
export const MODERATION_PAGE_SIZE = 20;
/** The longest answer staff can write (the product page shows it in full). */
export const MAX_ANSWER_LENGTH = 2000;

export interface ModerationItem {
  kind: FeedbackKind;
  id: number;
  product: { id: number; name: string; sku: string; url: string };
  authorName: string;
  email: string;
  status: ModerationStatus;
  /** ISO timestamps. */
  createdAt: string;
  moderatedAt: string | null;
  /** Reviews. */
  title?: string;
  text?: string;
  rating?: number;
  locale?: string;
  /** Questions. */
  question?: string;
  answer?: string | null;
  answeredAt?: string | null;
}

export interface ModerationQueue {
  items: ModerationItem[];
  pagination: { page: number; pageSize: number; total: number; totalPages: number };
  /** Pending reviews and questions (the nav's and tabs' counters). */
  pending: { reviews: number; questions: number };
}

export type ModerationErrorCode = "notFound" | "answerRequired";

export class ModerationError extends Error {
  constructor(readonly code: ModerationErrorCode) {
    super(code);
  }
}

/** Tells every process that product pages are stale (CatalogService.changed: the catalogue epoch). */
export interface CatalogChanged {
  changed(): Promise<void>;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export class FeedbackModeration {
  constructor(
    private readonly db: Database,
    private readonly catalog: CatalogChanged,
  ) {}

  /** One page of reviews or questions: pending first, then the newest; `status` narrows it. */
  async queue(options: { kind: FeedbackKind; status?: ModerationStatus; page?: number; pageSize?: number }): Promise<ModerationQueue> {
    const pageSize = options.pageSize ?? MODERATION_PAGE_SIZE;
    const table = options.kind === "review" ? productReviews : productQuestions;
    const where: SQL | undefined = options.status ? eq(table.status, options.status) : undefined;
    const [{ total }] = await this.db.select({ total: count() }).from(table).where(where);
    const totalPages = Math.max(1, Math.ceil(total / pageSize));
    const page = Math.min(Math.max(1, Math.floor(options.page ?? 1)), totalPages);
    const order = [sql`CASE WHEN ${table.status} = 'pending' THEN 0 ELSE 1 END`, desc(table.createdAt), desc(table.id)];
    const product = { id: products.id, name: products.name, sku: products.sku, slug: products.slug };
    let items: ModerationItem[];
    if (options.kind === "review") {
      const rows = await this.db
        .select({ row: productReviews, product })
        .from(productReviews)
        .innerJoin(products, eq(products.id, productReviews.productId))
        .where(where)
        .orderBy(...order)
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      items = rows.map(({ row, product: p }) => ({
        kind: "review",
        id: row.id,
        product: { id: p.id, name: p.name, sku: p.sku, url: `/p/${p.id}/${p.slug}` },
        authorName: row.authorName,
        email: row.email,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        moderatedAt: iso(row.moderatedAt),
        title: row.title,
        text: row.text,
        rating: row.rating,
        locale: row.locale,
      }));
    } else {
      const rows = await this.db
        .select({ row: productQuestions, product })
        .from(productQuestions)
        .innerJoin(products, eq(products.id, productQuestions.productId))
        .where(where)
        .orderBy(...order)
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      items = rows.map(({ row, product: p }) => ({
        kind: "question",
        id: row.id,
        product: { id: p.id, name: p.name, sku: p.sku, url: `/p/${p.id}/${p.slug}` },
        authorName: row.authorName,
        email: row.email,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        moderatedAt: iso(row.moderatedAt),
        question: row.question,
        answer: row.answer,
        answeredAt: iso(row.answeredAt),
      }));
    }
    const [[reviews], [questions]] = await Promise.all([
      this.db.select({ n: count() }).from(productReviews).where(eq(productReviews.status, "pending")),
      this.db.select({ n: count() }).from(productQuestions).where(eq(productQuestions.status, "pending")),
    ]);
    return { items, pagination: { page, pageSize, total, totalPages }, pending: { reviews: reviews.n, questions: questions.n } };
  }

  /**
   * Approves (shown on the product page) or rejects (never shown) a review or question. Setting the
   * status it already has changes nothing and writes no audit entry (a second click, or two staff at
   * once). Answers the item's status afterwards.
   */
  async moderate(actor: StaffActor, kind: FeedbackKind, id: number, status: "approved" | "rejected", now = new Date()): Promise<{ status: ModerationStatus; changed: boolean }> {
    const table = kind === "review" ? productReviews : productQuestions;
    const changed = await this.db.transaction(async (txn) => {
      const tx = txn as unknown as Database;
      const [before] = await tx.select({ status: table.status }).from(table).where(eq(table.id, id)).for("update");
      if (!before) throw new ModerationError("notFound");
      if (before.status === status) return false;
      await tx.update(table).set({ status, moderatedAt: now }).where(eq(table.id, id));
      await recordAudit(tx, actor, { action: `${kind}.${status === "approved" ? "approve" : "reject"}`, entity: kind, entityId: id, before, after: { status } });
      return true;
    });
    if (changed) await this.catalog.changed();
    return { status, changed };
  }

  /**
   * The shop's answer to a question, shown under it on the product page. Answering publishes the
   * question (approved) unless staff rejected it; an empty answer is refused, the same answer again
   * changes nothing.
   */
  async answer(actor: StaffActor, questionId: number, answer: string, now = new Date()): Promise<{ answer: string; status: ModerationStatus; changed: boolean }> {
    const text = answer.trim();
    if (!text) throw new ModerationError("answerRequired");
    const result = await this.db.transaction(async (txn) => {
      const tx = txn as unknown as Database;
      const [before] = await tx
        .select({ status: productQuestions.status, answer: productQuestions.answer })
        .from(productQuestions)
        .where(eq(productQuestions.id, questionId))
        .for("update");
      if (!before) throw new ModerationError("notFound");
      const status: ModerationStatus = before.status === "rejected" ? "rejected" : "approved";
      if (before.answer === text && before.status === status) return { status, changed: false };
      await tx
        .update(productQuestions)
        .set({ answer: text, answeredAt: now, status, ...(status !== before.status ? { moderatedAt: now } : {}) })
        .where(and(eq(productQuestions.id, questionId)));
      await recordAudit(tx, actor, { action: "question.answer", entity: "question", entityId: questionId, before, after: { status, answer: text } });
      return { status, changed: true };
    });
    if (result.changed) await this.catalog.changed();
    return { answer: text, ...result };
  }
}
