import { data } from "react-router";

/** Thrown by loaders for an unknown path: the 404 page (001 §2 Error pages). */
export function notFound(): never {
  throw data("This page could not be found", { status: 404, statusText: "This page could not be found" });
}

/** Pages with personal data must never be stored by the page cache or a CDN. */
export const PRIVATE_NO_STORE = { "Cache-Control": "private, no-store" };
