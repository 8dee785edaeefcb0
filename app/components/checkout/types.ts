/**
 * The shapes of the checkout contract (/work/checkout-contract.md, Views), taken from the server's
 * own view types so the page and the API never drift apart (type imports only: no server code
 * reaches the browser bundle).
 */
export type { CheckoutAddress } from "../../../server/modules/checkout/schema";
export type { CheckoutLineView, CheckoutView, ShippingMethodView } from "../../../server/modules/checkout/types";
export type { OrderAddressView, OrderList, OrderProductView, OrderView } from "../../../server/modules/order/types";

/** storedPaymentMethods (contract, /api/payments): only brand, last four digits and expiry. */
export type { StoredPaymentMethodView as StoredCardView } from "../../../server/modules/payment/service";
