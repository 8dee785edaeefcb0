import type { Database } from "../../server/db/client";
import { contentDocuments, type ContentDocumentType } from "../../server/modules/content/schema";

export interface SeedDocument {
  channel: string;
  locale: string;
  type: ContentDocumentType;
  key: string;
  data: unknown;
  publishedAt?: Date;
}

/** Inserts content documents in one statement per batch (seeding bypasses the cache epochs on purpose). */
export async function insertDocuments(db: Database, documents: SeedDocument[]): Promise<void> {
  for (let i = 0; i < documents.length; i += 200) {
    await db.insert(contentDocuments).values(documents.slice(i, i + 200));
  }
}
