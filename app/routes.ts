import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { accountPath } from "../common/brand";

// The account area's path carries the brand (`/my-{product}`); the build records which brand it was
// made for and `npm start` rebuilds when BRAND_NAME changes.
const accountRoot = accountPath(process.env.BRAND_NAME ?? "Foldwell").slice(1);

/** The route table of 000 §2. */
export default [
  index("routes/home.tsx"),
  route("account.php", "routes/legacy-redirect.tsx", { id: "legacy-account" }),
  route("login.php", "routes/legacy-redirect.tsx", { id: "legacy-login" }),
  route("bike-registration", "routes/bike-registration.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:article", "routes/blog-article.tsx"),
  route("checkout-login", "routes/checkout-login.tsx"),
  // The shop's own hosted checkout (issue 5): checkoutLogin answers /checkout/<checkoutId>.
  route("checkout/:checkoutId", "routes/checkout.tsx"),
  // The built-in test processor's 3-D Secure challenge (decision 028); a static segment wins over :checkoutId.
  route("checkout/3ds-challenge", "routes/checkout-3ds-challenge.tsx"),
  // The store finder and one store (issue 15): siblings, the store page is not drawn inside the finder.
  route("find-a-store", "routes/find-a-store.tsx"),
  // Buying a gift certificate (issue 19); selling storefronts only.
  route("gift-certificates", "routes/gift-certificates.tsx"),
  route("find-a-store/stores/:id", "routes/find-a-store.store.tsx"),
  // Financing-provider FAQ and affiliate landing pages are named after their providers.
  route("klarna-faq", "routes/financing-faq.tsx"),
  route("awin", "routes/affiliate.tsx"),
  route("order-confirmation", "routes/order-confirmation.tsx"),
  route("updatepassword", "routes/update-password.tsx"),
  // Development mailbox: captured mail when no SMTP_URL is set (404 where disabled).
  route("dev/mailbox", "routes/dev-mailbox.tsx"),
  route(`${accountRoot}/:pageName?`, "routes/account.tsx"),
  route("p/:id/:slug", "routes/product.tsx"),
  // /c/{slug_1}/…/{slug_5} (000 §2) as one splat route: five optional segments were sixteen route
  // branches, matched before most pages on every request and ranked by every browser at start-up.
  route("c/*", "routes/category.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  // A trivial server-rendered page: a health check, and the baseline of `npm run bench`.
  route("status", "routes/status.tsx"),
  route("robots.txt", "routes/robots.ts"),
  // The country selector's list, loaded by the browser when first needed (app/lib/countries.ts).
  route("countries.json", "routes/countries.ts"),
  route("search", "routes/search.tsx"),
  // A customer's shared wishlist, read-only (issue 16).
  route("wishlist/:token", "routes/wishlist-shared.tsx"),
  // The back office (issue 17, decision 023): its own lazily loaded tree on the default storefront's
  // host. Area helpers add their pages to this children array.
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("login", "routes/admin/login.tsx"),
    route("account", "routes/admin/account.tsx"),
    route("staff", "routes/admin/staff.tsx"),
    route("audit", "routes/admin/audit.tsx"),
    route("orders", "routes/admin/orders.tsx"),
    route("orders/:orderId", "routes/admin/order.tsx"),
    route("customers", "routes/admin/customers.tsx"),
    route("customers/:customerId", "routes/admin/customer.tsx"),
    route("products", "routes/admin/products.tsx"),
    route("products/:productId", "routes/admin/product.tsx"),
    route("categories", "routes/admin/categories.tsx"),
    route("content", "routes/admin/content.tsx"),
    route("content/edit", "routes/admin/content-edit.tsx"),
    route("reviews", "routes/admin/reviews.tsx"),
    route("subscriptions", "routes/admin/subscriptions.tsx"),
    route("subscriptions/:subscriptionId", "routes/admin/subscription.tsx"),
    route("verifications", "routes/admin/verifications.tsx"),
    route("verifications/:verificationId", "routes/admin/verification.tsx"),
    route("stores", "routes/admin/stores.tsx"),
    route("stores/:storeId", "routes/admin/store.tsx"),
    route("promotions", "routes/admin/promotions.tsx"),
    route("promotions/:promotionId", "routes/admin/promotion.tsx"),
  ]),
  route("*", "routes/content-page.tsx"),
] satisfies RouteConfig;
