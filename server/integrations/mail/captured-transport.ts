import { desc } from "drizzle-orm";
import type { Database } from "../../db/client";
import { capturedMail } from "./schema";
import type { MailMessage, MailTransport } from "./types";

/** Without SMTP_URL mail is kept in the database and listed on the development mailbox page. */
export function createCapturedTransport(db: Database): MailTransport {
  return {
    kind: "captured",
    async send(message: MailMessage & { from: string }) {
      await db.insert(capturedMail).values({
        fromAddress: message.from,
        toAddress: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
      });
    },
    list: (limit) => listCapturedMail(db, limit),
  };
}

export type CapturedMail = typeof capturedMail.$inferSelect;

/** The newest captured mail first, for the development mailbox. */
export async function listCapturedMail(db: Database, limit = 50): Promise<CapturedMail[]> {
  return db.select().from(capturedMail).orderBy(desc(capturedMail.id)).limit(limit);
}
