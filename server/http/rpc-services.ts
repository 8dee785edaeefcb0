import type { Request, Response, Router } from "express";
import { cartApi } from "../modules/cart/api";
import { catalogApi } from "../modules/catalog/api";
import { checkoutApi } from "../modules/checkout/api";
import { orderApi } from "../modules/order/api";
import { promotionsApi } from "../modules/promotions/api";
import { promotionsAdminApi } from "../modules/promotions/admin-api";
import { paymentsApi } from "../modules/payment/api";
import { contentApi } from "../modules/content/api";
import { searchApi } from "../modules/search/api";
import { customerApi, customerApiRouter } from "../modules/customer/api";
import { marketingApi } from "../modules/marketing/api";
import { verificationApi, verificationApiRouter } from "../modules/verification/api";
import { subscriptionsApi } from "../modules/subscription/api";
import { subscriptionAccountApi } from "../modules/subscription/account-api";
import { storesApi } from "../modules/stores/api";
import { wishlistApi } from "../modules/wishlist/api";
import { bikeRegistrationApi } from "../modules/bike-registration/api";
import { auditAdminApi, staffAdminApi, staffSessionApi, staffSessionRouter } from "../modules/staff/admin-api";
import { contentAdminApi } from "../modules/content/admin-api";
import { orderAdminApi } from "../modules/order/admin-api";
import { customerAdminApi } from "../modules/customer/admin-api";
import { catalogueAdminApi } from "../modules/catalog/admin-api";
import { storesAdminApi } from "../modules/stores/admin-api";
import { reviewsAdminApi } from "../modules/catalog/reviews-admin-api";
import { subscriptionsAdminApi } from "../modules/subscription/admin-api";
import { verificationsAdminApi, verificationsAdminRouter } from "../modules/verification/admin-api";
import { createAdminRpcRouter, type StaffRpcMethods } from "./admin-rpc";
import type { RequestShop } from "./request-context";
import { createRpcRouter, type RpcMethods } from "./rpc";

export type RequestShopFactory = (req: Request, res: Response) => RequestShop;

/**
 * Which cookie a service's methods read (issue 18, the OpenAPI document's security):
 * - `none`: public, no session;
 * - `customer`: the customer's session cookie where the method is about the customer's own records
 *   (a method that needs it answers 403 without it; the others also serve visitors);
 * - `staff`: the back office (decision 023): a staff session cookie on every method (401 without);
 * - `staff-sign-in`: /api/admin/session, where the staff member signs in (the cookie is optional).
 */
export type RpcSession = "none" | "customer" | "staff" | "staff-sign-in";

/** One RPC service: `POST {prefix}/{method}` for each of `methods`, served by `router`. */
export interface RpcService {
  prefix: `/api/${string}`;
  /** The OpenAPI tag, and what the service is (001 §7 names). */
  tag: string;
  description: string;
  session: RpcSession;
  methods: RpcMethods | StaffRpcMethods;
  /** The router mounted at `prefix`: the RPC router, or a module's router that wraps it (cache headers, uploads, webhooks). */
  router: (requestShop: RequestShopFactory) => Router;
}

function rpc(methods: RpcMethods): RpcService["router"] {
  return (requestShop) => createRpcRouter(methods, requestShop);
}

function admin(methods: StaffRpcMethods): RpcService["router"] {
  return (requestShop) => createAdminRpcRouter(methods, requestShop);
}

/** One commerce surface (001 §7): each module adds its methods to this object. */
const commerceApi = { ...catalogApi, ...cartApi, ...promotionsApi, ...checkoutApi, ...orderApi };
/** 001 §7 Subscription service: plans and the subscription cart; the account's methods join this object. */
const subscriptionsAllApi = { ...subscriptionsApi, ...subscriptionAccountApi };

/**
 * Every RPC service, in mount order: server/http/api-app.ts mounts each `router` at its `prefix`,
 * and server/http/openapi.ts documents each of its `methods` from the same entry, so the document
 * cannot miss a mounted method (issue 18). A new service is added here, nowhere else.
 */
export const RPC_SERVICES: readonly RpcService[] = [
  { prefix: "/api/content", tag: "content", session: "none", description: "CMS content: pages, articles, the storefront's configuration (001 §7 Content service).", methods: contentApi, router: rpc(contentApi) },
  { prefix: "/api/search", tag: "search", session: "none", description: "Product search (001 §7 Search service).", methods: searchApi, router: rpc(searchApi) },
  { prefix: "/api/commerce", tag: "commerce", session: "customer", description: "Catalogue, cart, checkout and orders (001 §7 Commerce service). A guest's cart is keyed by the cart-id cookie, a customer's by the session.", methods: commerceApi, router: rpc(commerceApi) },
  { prefix: "/api/payments", tag: "payments", session: "customer", description: "Payment methods, card tokens and stored cards (001 §7 Payment service).", methods: paymentsApi, router: rpc(paymentsApi) },
  { prefix: "/api/customer", tag: "customer", session: "customer", description: "Sign-in, registration, password reset, the customer's details and addresses (001 §7 Customer service). Never cached.", methods: customerApi, router: customerApiRouter },
  { prefix: "/api/marketing", tag: "marketing", session: "none", description: "Newsletter sign-up (001 §7 Marketing service).", methods: marketingApi, router: rpc(marketingApi) },
  // 001 §7 Verification (issue 14): the RPC methods; its router also takes the sandbox capture's upload and the provider's webhook.
  { prefix: "/api/verification", tag: "verification", session: "customer", description: "Identity verification of the signed-in customer (001 §7 Verification service). Never cached.", methods: verificationApi, router: verificationApiRouter },
  { prefix: "/api/subscriptions", tag: "subscriptions", session: "customer", description: "Subscription plans, the subscription cart and the customer's subscriptions (001 §7 Subscription service).", methods: subscriptionsAllApi, router: rpc(subscriptionsAllApi) },
  // 001 §7 Stock and stores service, Store contact service (issue 15): the store finder.
  { prefix: "/api/stores", tag: "stores", session: "none", description: "Store finder and store contact (001 §7 Stock and stores service, Store contact service).", methods: storesApi, router: rpc(storesApi) },
  // 001 §3, §4 Wishlist (issue 16): the customer's list, the merge at login, the shared list by token.
  { prefix: "/api/wishlist", tag: "wishlist", session: "customer", description: "The customer's wishlist, its merge at sign-in, and a shared list by its token (001 §3, §4).", methods: wishlistApi, router: rpc(wishlistApi) },
  // 001 §7 Bike registration service (issue 16).
  { prefix: "/api/bikes", tag: "bikes", session: "customer", description: "Bike registration (001 §7 Bike registration service).", methods: bikeRegistrationApi, router: rpc(bikeRegistrationApi) },
  // The back office (issue 17, decision 023): staff sign-in, then one router per area (admin-rpc.ts).
  { prefix: "/api/admin/session", tag: "admin-session", session: "staff-sign-in", description: "Back office: staff sign-in, sign-out, TOTP enrolment. Default storefront's host only; never cached.", methods: staffSessionApi, router: staffSessionRouter },
  { prefix: "/api/admin/staff", tag: "admin-staff", session: "staff", description: "Back office: staff members (owner).", methods: staffAdminApi, router: admin(staffAdminApi) },
  { prefix: "/api/admin/audit", tag: "admin-audit", session: "staff", description: "Back office: the audit log (owner).", methods: auditAdminApi, router: admin(auditAdminApi) },
  { prefix: "/api/admin/reviews", tag: "admin-reviews", session: "staff", description: "Back office: reviews and questions awaiting moderation.", methods: reviewsAdminApi, router: admin(reviewsAdminApi) },
  { prefix: "/api/admin/subscriptions", tag: "admin-subscriptions", session: "staff", description: "Back office: subscriptions and their charges.", methods: subscriptionsAdminApi, router: admin(subscriptionsAdminApi) },
  // Its router also serves the photos (GET /api/admin/verifications/files/{id}).
  { prefix: "/api/admin/verifications", tag: "admin-verifications", session: "staff", description: "Back office: identity checks awaiting a staff decision.", methods: verificationsAdminApi, router: verificationsAdminRouter },
  { prefix: "/api/admin/content", tag: "admin-content", session: "staff", description: "Back office: CMS documents, drafts, publishing and preview links.", methods: contentAdminApi, router: admin(contentAdminApi) },
  { prefix: "/api/admin/orders", tag: "admin-orders", session: "staff", description: "Back office: orders, shipments and refunds.", methods: orderAdminApi, router: admin(orderAdminApi) },
  { prefix: "/api/admin/customers", tag: "admin-customers", session: "staff", description: "Back office: customer accounts.", methods: customerAdminApi, router: admin(customerAdminApi) },
  { prefix: "/api/admin/catalogue", tag: "admin-catalogue", session: "staff", description: "Back office: products, variants, prices, stock and categories.", methods: catalogueAdminApi, router: admin(catalogueAdminApi) },
  { prefix: "/api/admin/stores", tag: "admin-stores", session: "staff", description: "Back office: stores and their opening hours.", methods: storesAdminApi, router: admin(storesAdminApi) },
  // Issue 19: coupon codes and automatic promotions (area "catalogue").
  { prefix: "/api/admin/promotions", tag: "admin-promotions", session: "staff", description: "Back office: coupon codes and automatic promotions, and the uses of each.", methods: promotionsAdminApi, router: admin(promotionsAdminApi) },
];
