import { readFileSync } from "node:fs";
import path from "node:path";
import type express from "express";
import { migrationsFolder as defaultMigrationsFolder } from "../db/client";
import type { Shop } from "../shop";
import { isDraining } from "../lifecycle";
import { translationsLoaded } from "./server-i18n";

/**
 * Health endpoints for load balancers and orchestrators (issue 18, For operators), mounted first in
 * api-app.ts: before the page cache's middleware and React Router, on every host, never cached.
 *
 * - `GET /healthz`: the process is alive and its event loop turns. Always 200, touches nothing.
 * - `GET /readyz`: the process can serve: the database answers a query, every migration the code
 *   ships (the journal in server/db/migrations) is applied, and what the boot warms is warm (the
 *   storefronts, server/boot.ts, and the server's translations), and graceful shutdown has not begun
 *   (`shutdown`: a draining process answers 503 so the load balancer takes it out of rotation).
 *   With DATABASE_REPLICA_URL the read replica must answer a query too (`replica`).
 *   503 with the failed checks otherwise.
 *   Details (the database's error, the migrations' names) go to the log, not to the public answer.
 */
export const HEALTH_PATH = "/healthz";
export const READY_PATH = "/readyz";

/** How long /readyz waits for the database before calling it unreachable. */
const DATABASE_TIMEOUT_MS = 2_000;

type CheckName = "database" | "migrations" | "caches" | "shutdown" | "replica";
export interface Readiness {
  ready: boolean;
  checks: Partial<Record<CheckName, "ok" | string>>;
}

/** The migrations the code ships, by the time drizzle records each (`created_at` = the journal's `when`). */
function journal(folder: string): { tag: string; when: number }[] {
  const file = JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as { entries: { tag: string; when: number }[] };
  return file.entries.map((e) => ({ tag: e.tag, when: e.when }));
}

export class ReadinessCheck {
  private readonly expected: { tag: string; when: number }[];

  constructor(
    private readonly shop: Pick<Shop, "database" | "replica" | "storefronts" | "logger">,
    options: { migrationsFolder?: string } = {},
  ) {
    this.expected = journal(options.migrationsFolder ?? defaultMigrationsFolder);
  }

  async check(): Promise<Readiness> {
    const checks: Readiness["checks"] = { database: "ok", migrations: "ok", caches: "ok", shutdown: isDraining() ? "draining" : "ok" };
    try {
      await withTimeout(this.shop.database.query("SELECT 1"), DATABASE_TIMEOUT_MS);
    } catch (error) {
      this.shop.logger.warn({ err: error }, "readiness: the database does not answer");
      checks.database = "unreachable";
      checks.migrations = "unknown";
    }
    if (checks.database === "ok") {
      try {
        const { rows } = await withTimeout(this.shop.database.query("SELECT created_at FROM drizzle.__drizzle_migrations"), DATABASE_TIMEOUT_MS);
        const applied = new Set(rows.map((r) => Number(r.created_at)));
        const missing = this.expected.filter((m) => !applied.has(m.when));
        if (missing.length > 0) {
          this.shop.logger.warn({ missing: missing.map((m) => m.tag) }, "readiness: migrations not applied");
          checks.migrations = `${missing.length} not applied`;
        }
      } catch (error) {
        this.shop.logger.warn({ err: error }, "readiness: the applied migrations cannot be read");
        checks.migrations = "unknown";
      }
    }
    // DATABASE_REPLICA_URL (decision 026): catalogue and content reads need the replica too.
    if (this.shop.replica) {
      checks.replica = "ok";
      try {
        await withTimeout(this.shop.replica.query("SELECT 1"), DATABASE_TIMEOUT_MS);
      } catch (error) {
        this.shop.logger.warn({ err: error }, "readiness: the read replica does not answer");
        checks.replica = "unreachable";
      }
    }
    if (this.shop.storefronts.all().length === 0 || !translationsLoaded()) checks.caches = "cold";
    return { ready: Object.values(checks).every((c) => c === "ok"), checks };
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** Mounts /healthz and /readyz (GET and HEAD). */
export function healthRoutes(app: express.Express, readiness: ReadinessCheck): void {
  app.get(HEALTH_PATH, (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  app.get(READY_PATH, (_req, res, next) => {
    readiness.check().then((answer) => {
      const failed = Object.entries(answer.checks).filter(([, v]) => v !== "ok").map(([k]) => k);
      res
        .status(answer.ready ? 200 : 503)
        .set("Cache-Control", "no-store")
        .json(answer.ready ? { status: "ok", checks: answer.checks } : { status: "unavailable", failed, checks: answer.checks });
    }, next);
  });
}
