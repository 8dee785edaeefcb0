import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

/**
 * Every request's id (issue 18, For operators): the client's or proxy's `X-Request-Id` when it is a
 * safe token (at most 64 of A-Z a-z 0-9 . _ -), a fresh random UUID otherwise, so a forged header can
 * put neither line breaks, markup nor megabytes into logs. It is answered in `X-Request-Id`, written
 * in the request's log line (`reqId`) and in the RPC error lines of that request.
 * Assigned once, where the request first arrives (before the page cache's hit, else in Express's
 * request log, which sets the header); a page-cache hit writes it with its stored headers.
 */
const SAFE_ID = /^[A-Za-z0-9._-]{1,64}$/;

type WithId = IncomingMessage & { id?: string };

export function requestIdOf(req: IncomingMessage): string {
  const known = (req as WithId).id;
  if (known !== undefined) return known;
  const incoming = req.headers["x-request-id"];
  const id = typeof incoming === "string" && SAFE_ID.test(incoming) ? incoming : randomUUID();
  (req as WithId).id = id;
  return id;
}

/** The id already given to this request, if any (log lines written while it is served). */
export function requestIdOrUndefined(req: IncomingMessage): string | undefined {
  return (req as WithId).id;
}
