/**
 * The request context of loaders, actions and middleware: `context.get(shopContext)` is the
 * request's RequestShop (server/http/request-context.ts) — the shop, the storefront, the client's
 * `ip`, and the session through `customerId()` / `requireCustomer()`, each read once per request.
 * Set by the Express server for every request (server/app.ts).
 */
export { shopContext } from "../server/http/shop-context";
