import { AccountOrderDetails } from "../../orders/AccountOrderPages";
import type { PageProps } from "./page-props";

/** Order details: one of the customer's own orders (the loader answers 404 for another's). */
export function OrderDetailsPage({ data }: PageProps) {
  return data.order ? <AccountOrderDetails order={data.order} /> : null;
}
