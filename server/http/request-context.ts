import { portOf, type Storefront } from "../modules/storefront/service";
import type { Shop } from "../shop";
import type { StaffActor } from "../modules/staff/types";
import { cookiePolicyFor, sessionCustomerId } from "./session";
import { readStaffToken } from "./staff-session";

/**
 * What a route loader or RPC method gets for one request (Hydrogen's request context): the shop,
 * the storefront the Host names, and the request's session and client, each read once. This is
 * the one place a request's customer and client address come from: RPC methods, loaders and
 * actions ask `customerId()` / `requireCustomer()` / `ip`, never the cookie themselves.
 */
export interface RequestShop {
  shop: Shop;
  storefront: Storefront;
  /** Port of the Host header, so links between storefronts keep working on localhost:{port}. */
  port: string | undefined;
  /** CSP nonce of this response. */
  nonce: string;
  /** The connection's peer address (req.socket.remoteAddress), not X-Forwarded-For: /dev/mailbox answers loopback only. */
  clientAddress?: string;
  /** The client's address as Express sees it (`trust proxy` decides whether X-Forwarded-For counts); rate limits key on it. */
  ip: string;
  /**
   * The session's customer, or null for a visitor. Read once per request (memoised); a session that
   * was slid forward sends its cookie again on this response.
   */
  customerId(): Promise<number | null>;
  /**
   * The session's customer; without one throws NotSignedIn, which the RPC router answers 403 with
   * `messageKey` (default "You need to sign in…"; the customer API says "Credentials are invalid.").
   */
  requireCustomer(messageKey?: string): Promise<number>;
  /**
   * The back office's signed-in staff member (issue 17), from the staff session cookie, or null.
   * Read once per request (memoised). A customer session never counts.
   */
  staff(): Promise<StaffActor | null>;
}

/** Personal calls without a signed-in customer: answered 403 with `messageKey` by the RPC router (server/http/rpc.ts). */
export class NotSignedIn extends Error {
  constructor(readonly messageKey = "orders:errors.signInRequired") {
    super("not signed in");
  }
}

/** The parts of one HTTP request (and its response) a request context is built from. */
export interface RequestFacts {
  host: string | undefined;
  cookie: string | null | undefined;
  ip: string;
  clientAddress?: string;
  nonce: string;
  /** Adds a Set-Cookie header to this request's response. */
  appendSetCookie: (value: string) => void;
}

/** The request context of one request; its session is read at most once, on first use. */
export function createRequestShop(shop: Shop, facts: RequestFacts): RequestShop {
  let session: Promise<number | null> | undefined;
  const customerId = () =>
    (session ??= sessionCustomerId(shop.customers.sessions, facts.cookie, cookiePolicyFor(shop.env.SHOP_DOMAIN), facts.appendSetCookie));
  let staff: Promise<StaffActor | null> | undefined;
  return {
    shop,
    storefront: shop.storefronts.resolve(facts.host),
    port: portOf(facts.host),
    nonce: facts.nonce,
    ip: facts.ip,
    clientAddress: facts.clientAddress,
    customerId,
    async requireCustomer(messageKey?: string) {
      const id = await customerId();
      if (id === null) throw new NotSignedIn(messageKey);
      return id;
    },
    staff: () => (staff ??= shop.staff.actorForSession(readStaffToken(facts.cookie, cookiePolicyFor(shop.env.SHOP_DOMAIN)))),
  };
}
