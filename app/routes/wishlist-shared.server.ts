import type { RequestShop } from "../../server/http/request-context";
import { translatedTitle } from "../lib/page-title.server";

/** The shared wishlist page's title (its list is read by the browser, so a list made private disappears at once). */
export function sharedWishlistTitle(rs: RequestShop): string {
  return translatedTitle(rs, "wishlist:publicTitle");
}
