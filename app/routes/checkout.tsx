import { notFound } from "../lib/responses";

/** Hosted checkout /checkout/:checkoutId (issue 5): the page lands in the next commits. */
export function loader(): never {
  notFound();
}

export default function CheckoutRoute() {
  return null;
}
