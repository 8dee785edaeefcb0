import { createHash } from "node:crypto";
import { and, eq, isNull, lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { idempotencyKeys } from "./schema";

export interface StoredAnswer {
  status: number;
  body: unknown;
}

export class IdempotencyConflict extends Error {
  constructor(readonly reason: "otherRequest" | "inProgress") {
    super(reason);
  }
}

/** A stable hash of a request body (keys sorted), to tell a retry from another request under the same key. */
export function requestHash(body: unknown): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === "object"
        ? Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]))
        : value;
  return createHash("sha256").update(JSON.stringify(canonical(body))).digest("hex");
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Idempotency keys (DESIGN.md): the first request with a key claims it (INSERT … ON CONFLICT DO
 * NOTHING, so two concurrent requests cannot both claim it) and stores its answer; a retry with
 * the same body gets that answer again, waiting while the first is still running; the same key with
 * another body is refused. Answers that a later retry could change (a missing address, a full
 * stock) are not kept: `work` says which answers are final.
 */
export class IdempotencyStore {
  constructor(
    private readonly db: Database,
    private readonly options: { waitMs: number; pollMs: number; staleMs: number } = { waitMs: 30_000, pollMs: 25, staleMs: 2 * 60_000 },
  ) {}

  async run(scope: string, key: string, hash: string, work: () => Promise<StoredAnswer & { final: boolean }>): Promise<StoredAnswer & { replayed: boolean }> {
    for (let attempt = 0; ; attempt++) {
      const claimed = await this.db.insert(idempotencyKeys).values({ scope, key, requestHash: hash }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
      if (claimed.length > 0) break;
      const stored = await this.awaitAnswer(scope, key, hash);
      if (stored) return { ...stored, replayed: true };
      // The first request gave its key back (a non-final answer): this one runs itself.
      if (attempt >= 3) throw new IdempotencyConflict("inProgress");
    }
    let answer: (StoredAnswer & { final: boolean }) | undefined;
    try {
      answer = await work();
    } finally {
      if (answer?.final) {
        await this.db
          .update(idempotencyKeys)
          .set({ answerStatus: answer.status, answer: answer.body as object })
          .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
      } else {
        // Not final (or it threw): the key is free again for a retry.
        await this.db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key), isNull(idempotencyKeys.answerStatus)));
      }
    }
    return { status: answer.status, body: answer.body, replayed: false };
  }

  /** The stored answer once there is one; null when the key was given back. */
  private async awaitAnswer(scope: string, key: string, hash: string): Promise<StoredAnswer | null> {
    const deadline = Date.now() + this.options.waitMs;
    for (;;) {
      const [row] = await this.db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
      if (row && row.requestHash !== hash) throw new IdempotencyConflict("otherRequest");
      if (row && row.answerStatus !== null) return { status: row.answerStatus, body: row.answer };
      if (!row) return null;
      // Claimed by a request whose process died before answering: the key is free again.
      if (Date.now() - row.createdAt.getTime() > this.options.staleMs) {
        await this.db
          .delete(idempotencyKeys)
          .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key), isNull(idempotencyKeys.answerStatus), lt(idempotencyKeys.createdAt, new Date(Date.now() - this.options.staleMs))));
        return null;
      }
      if (Date.now() > deadline) throw new IdempotencyConflict("inProgress");
      await sleep(this.options.pollMs);
    }
  }
}
