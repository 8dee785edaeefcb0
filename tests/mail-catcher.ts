import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A message as the SMTP server received it. */
export interface CaughtMail {
  from: string;
  to: string[];
  /** The whole message, headers and MIME body. */
  raw: string;
}

/**
 * Plain SMTP on 127.0.0.1, no TLS and no login: what a local mail catcher offers. A shop started
 * with `SMTP_URL: smtp://127.0.0.1:${catcher.port}` sends its mail here; `received` lists it.
 * Use with tests/suite.ts: `const smtp = startedForTests(startMailCatcher)`.
 */
export async function startMailCatcher(): Promise<{ port: number; received: CaughtMail[]; close: () => Promise<void> }> {
  const received: CaughtMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
  return {
    port: (smtp.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
