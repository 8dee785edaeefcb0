import type { IncomingMessage } from "node:http";
import type { RequestHandler, Response } from "express";

/**
 * Every request body has a limit (issue 12, 001 §8), whoever reads it: the RPC JSON parser, or an
 * action of React Router (`request.formData()` reads whatever stream it is given). A body declared
 * larger than its limit is answered 413 from its headers alone, never read; a chunked body (no
 * declared length) is counted as it arrives and cut off at the limit. Either way the connection is
 * closed after the answer, so the rest of the body is not read either.
 */
export const FORM_BODY_LIMIT = 64 * 1024;
/** The RPC methods' JSON arguments (the parser in rpc.ts has the same limit). */
export const JSON_BODY_LIMIT = 100 * 1024;
/** Fields of one submitted form: the shop's largest form has about a dozen. */
export const MAX_FORM_FIELDS = 200;

/**
 * A route whose bodies have a limit of their own (an upload): every path under `prefix`, with its
 * own 413 text.
 */
export interface OwnBodyLimit {
  prefix: string;
  limit: number;
  message: (req: IncomingMessage) => string;
}

/**
 * The middleware: put it before anything that reads a body. `message` gives the translated text
 * for the request's storefront; `own` lists the routes with limits of their own.
 */
export function bodyLimit(message: (req: IncomingMessage) => string, own: readonly OwnBodyLimit[] = []): RequestHandler {
  return (req, res, next) => {
    const declared = req.headers["content-length"];
    const chunked = req.headers["transfer-encoding"] !== undefined;
    if (declared === undefined && !chunked) return next();
    // Decided now: routers mounted below rewrite req.url before a chunked body runs over.
    const api = req.path.startsWith("/api/");
    const special = own.find((entry) => req.path.startsWith(entry.prefix));
    const limit = special ? special.limit : api ? JSON_BODY_LIMIT : FORM_BODY_LIMIT;
    const text = special ? special.message : message;
    if (declared !== undefined && !chunked) {
      // Node's parser never delivers more than the declared length, so this check is the whole bound.
      if (Number(declared) > limit) return tooLarge(req, res, api, text(req));
      return next();
    }
    countChunks(req, limit, () => tooLarge(req, res, api, text(req)));
    next();
  };
}

/**
 * Counts the bytes of a body without reading it: the count sits where node:http hands each parsed
 * chunk to the request stream (`push`), so whoever reads the stream later (React Router's adapter
 * makes a web stream of it) reads exactly what it would have read, and nothing past the limit ever
 * reaches a reader's buffer.
 */
function countChunks(req: IncomingMessage, limit: number, exceeded: () => void): void {
  let bytes = req.readableLength;
  let cut = false;
  const push = req.push.bind(req);
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (cut) return false;
    if (chunk !== null && chunk !== undefined) {
      bytes += typeof chunk === "string" ? Buffer.byteLength(chunk, encoding) : (chunk as Uint8Array).byteLength;
      if (bytes > limit) {
        cut = true;
        exceeded();
        return false;
      }
    }
    return push(chunk, encoding);
  };
}

function tooLarge(req: IncomingMessage, res: Response, api: boolean, message: string): void {
  if (!res.headersSent) {
    res.setHeader("Connection", "close");
    res.setHeader("Cache-Control", "no-store");
    if (api) res.status(413).json({ error: { message } });
    else res.status(413).type("text/plain; charset=utf-8").send(message);
  }
  // A reader already waiting for the rest of the body (a form or JSON parser) gets an error, never
  // a body cut short that looks whole; this happens once the answer is out, since destroying the
  // request closes its socket.
  const abort = () => req.destroy(new BodyTooLargeError());
  if (res.writableFinished) abort();
  else res.once("finish", abort).once("close", abort);
}

class BodyTooLargeError extends Error {
  readonly status = 413;
  readonly expose = false;
  constructor() {
    super("request body too large");
  }
}

/**
 * An action's form, or null when it has more than MAX_FORM_FIELDS fields. The body itself is
 * already bounded by `bodyLimit`, so parsing it costs little.
 */
export async function limitedFormData(request: Request): Promise<FormData | null> {
  const form = await request.formData();
  let fields = 0;
  for (const _ of form.keys()) if (++fields > MAX_FORM_FIELDS) return null;
  return form;
}
