import type { Storefront } from "../modules/storefront/service";
import type { Shop } from "../shop";

/** What a route loader or RPC method gets for one request (Hydrogen's request context). */
export interface RequestShop {
  shop: Shop;
  storefront: Storefront;
  /** Port of the Host header, so links between storefronts keep working on localhost:{port}. */
  port: string | undefined;
  /** CSP nonce of this response. */
  nonce: string;
  /** The connection's peer address (req.socket.remoteAddress), not X-Forwarded-For: /dev/mailbox answers loopback only. */
  clientAddress?: string;
  /** The client's address as Express sees it (`trust proxy` decides whether X-Forwarded-For counts). */
  ip: string;
}
