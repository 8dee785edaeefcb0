import { openDatabase, pgliteDataDir, type Database, type DatabaseHandle } from "./db/client";
import type { Env } from "./env";
import { CacheEpochs } from "./modules/cache/epochs";
import { replicaFence } from "./modules/cache/replica-fence";
import { CartService } from "./modules/cart/service";
import { CatalogService } from "./modules/catalog/service";
import { CheckoutService } from "./modules/checkout/service";
import { ContentService } from "./modules/content/service";
import { CustomerService } from "./modules/customer/service";
import { SessionStore } from "./modules/customer/sessions";
import { MarketingService } from "./modules/marketing/service";
import { OrderService } from "./modules/order/service";
import { createMailer, type Mailer } from "./integrations/mail/mailer";
import { ForwardingAttribution, RecordedAttribution } from "./integrations/attribution/recorded";
import type { AttributionSink } from "./integrations/attribution/types";
import { TestPaymentProvider } from "./integrations/payment/test-provider";
import { AdyenPaymentProvider } from "./integrations/payment/adyen";
import { PaymentService } from "./modules/payment/service";
import { AuthThrottle, throttleLimitsFor } from "./http/throttle";
import { Redis } from "ioredis";
import { postgresLimiterStore, redisLimiterStore, type LimiterStore } from "./http/rate-limit-store";
import { WriteLimits } from "./http/rate-limits";
import { PaymentThrottle } from "./modules/payment/throttle";
import { SearchService } from "./modules/search/service";
import { SubscriptionPlanService } from "./modules/subscription/service";
import { StorefrontDirectory } from "./modules/storefront/service";
import { createLogger, type Logger } from "./logger";
import { OutboxWorker } from "./jobs/outbox";
import { registerCustomerOutboxHandlers } from "./modules/customer/outbox-mail";
import { registerAfterPaymentHandlers } from "./workflows/after-payment";
import { createVerificationService, type VerificationService } from "./modules/verification/create";
import { SubscriptionAccountService } from "./modules/subscription/account";
import { registerSubscriptionMailHandler } from "./modules/subscription/mails";
import { StoresService } from "./modules/stores/service";
import { WishlistService } from "./modules/wishlist/service";
import { BikeRegistrationService } from "./modules/bike-registration/service";
import { registerStoreContactMailHandler } from "./modules/stores/mail";
import { registerBackInStockMailHandler } from "./jobs/back-in-stock";
import { registerBikeConfirmationMailHandler } from "./modules/bike-registration/mail";
import { STORE_SEARCH_COUNTRIES } from "./modules/stores/locations";
import { ShippedGazetteer } from "./integrations/geocoding/gazetteer";
import { StaffService } from "./modules/staff/service";
import { StaffSessionStore } from "./modules/staff/sessions";
import { PromotionService } from "./modules/promotions/service";
import { GiftCertificateService } from "./modules/gift-certificates/service";
import { loadRateTable, TableTaxProvider } from "./integrations/tax/table-provider";

/**
 * Everything a process needs to serve the shop, built once at boot. Stateless apart from
 * caches: all state lives in the database, so many processes can serve one shop.
 */
export interface Shop {
  env: Env;
  db: Database;
  database: DatabaseHandle;
  /** DATABASE_REPLICA_URL's pool (issue 18): catalogue, content and store-finder reads; closed with `database`. */
  replica?: DatabaseHandle;
  storefronts: StorefrontDirectory;
  epochs: CacheEpochs;
  content: ContentService;
  catalog: CatalogService;
  cart: CartService;
  /** Coupon codes and automatic promotions, their discounts and uses (issue 19). */
  promotions: PromotionService;
  /** Gift certificates: codes, balances and their ledger (issue 19). */
  giftCertificates: GiftCertificateService;
  /** Subscription plans, frequencies and period prices (issue 14, 001 §3 Subscription plan). */
  subscriptionPlans: SubscriptionPlanService;
  /** The hosted checkout (issue 5). */
  checkout: CheckoutService;
  orders: OrderService;
  /** Card payments: the provider (built-in test processor) and customers' saved cards. */
  payments: PaymentService;
  /** Customers' subscriptions after checkout: account view, cancellation, card (issue 14). */
  subscriptionAccounts: SubscriptionAccountService;
  /** Purchase events for the attribution service (001 §7). */
  attribution: AttributionSink;
  search: SearchService;
  logger: Logger;
  mailer: Mailer;
  /** Work after a commit (mail, events, refunds), delivered with retries (issue 12, server/jobs/outbox.ts). */
  outbox: OutboxWorker;
  customers: CustomerService;
  marketing: MarketingService;
  /** Identity verification before a subscription checkout (issue 14; sandbox or Onfido). */
  verification: VerificationService;
  /** The store finder: nearest stores, stock per store, the offline gazetteer, store contact (issue 15). */
  stores: StoresService;
  /** Customers' wishlists: items, merge of the guest's list at login, the shared token link (issue 16). */
  wishlists: WishlistService;
  /** Bike registration and the customer's registered bikes (issue 16, 001 §7 Bike registration service). */
  bikes: BikeRegistrationService;
  /** The back office's staff: members, sign-in, sessions, audit log (issue 17). */
  staff: StaffService;
  /** Rate-limit counters in the database, shared by every process (decision 017). */
  limiterStore: LimiterStore;
  /** Login, registration, reset and password-change throttling. */
  throttle: AuthThrottle;
  /** Per-IP budgets for anonymous writes (reviews, questions, back-in-stock, newsletter, new carts). */
  writeLimits: WriteLimits;
}

export async function createShop(env: Env, options: { database?: DatabaseHandle; logger?: Logger } = {}): Promise<Shop> {
  const logger = options.logger ?? createLogger(env);
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: pgliteDataDir(env.DATA_DIR),
      onIdleConnectionError: (error) => logger.warn({ err: error }, "an idle database connection failed; the pool replaces it"),
    }));
  // Issue 18, decision 026: catalogue and content reads on the read replica, everything else on the primary.
  const replica = env.DATABASE_REPLICA_URL
    ? await openDatabase({ databaseUrl: env.DATABASE_REPLICA_URL, dataDir: pgliteDataDir(env.DATA_DIR), onIdleConnectionError: (error) => logger.warn({ err: error }, "an idle replica connection failed; the pool replaces it") })
    : undefined;
  const reads = replica?.db ?? database.db;
  const limiterStore =
    env.RATE_LIMIT_STORE === "redis" && env.REDIS_URL
      ? redisLimiterStore(new Redis(env.REDIS_URL, { enableOfflineQueue: true, maxRetriesPerRequest: 2, lazyConnect: false }))
      : postgresLimiterStore(database.query);
  const storefronts = new StorefrontDirectory(database.db, { shopDomain: env.SHOP_DOMAIN });
  // With a replica, a change reaches the caches only once the replica has replayed it (decision 026).
  const epochs = new CacheEpochs(
    database.db,
    replica && replicaFence(database.db, replica.db, { onTimeout: (waitedMs) => logger.warn({ waitedMs }, "the read replica lags; caches are emptied without waiting longer") }),
  );
  const content = new ContentService(database.db, epochs, reads);
  const catalog = new CatalogService(database.db, epochs, storefronts, reads);
  const subscriptionPlans = new SubscriptionPlanService(database.db);
  const promotions = new PromotionService(database.db);
  const giftCertificates = new GiftCertificateService(database.db);
  const cart = new CartService(database.db, epochs, subscriptionPlans, promotions, giftCertificates);
  const search = new SearchService(database.db, epochs, { reads });
  const checkout = new CheckoutService(database.db, { cart, storefronts, subscriptions: { pricingFor: (...args) => subscriptionAccounts.pricingFor(...args) }, promotions, tax: new TableTaxProvider(loadRateTable(env.TAX_RATES_FILE)), giftCertificates });
  const orders = new OrderService(database.db, promotions, giftCertificates);
  // Issue 14: PAYMENT_PROVIDER=adyen (env.ts refuses to boot without its keys), else the built-in test processor.
  const paymentProvider =
    env.PAYMENT_PROVIDER === "adyen" && env.ADYEN_API_KEY && env.ADYEN_MERCHANT_ACCOUNT && env.ADYEN_CLIENT_KEY && env.ADYEN_HMAC_KEY
      ? new AdyenPaymentProvider(
          database.db,
          { apiKey: env.ADYEN_API_KEY, merchantAccount: env.ADYEN_MERCHANT_ACCOUNT, clientKey: env.ADYEN_CLIENT_KEY, hmacKey: env.ADYEN_HMAC_KEY, environment: env.ADYEN_ENVIRONMENT, liveUrlPrefix: env.ADYEN_LIVE_URL_PREFIX },
          { logger },
        )
      : new TestPaymentProvider(database.db);
  // A saved card an active subscription pays with is not deleted (issue 14): the payment module asks through this link.
  const payments = new PaymentService(database.db, paymentProvider, new PaymentThrottle(limiterStore), {
    cardsInUse: (customerId): Promise<Set<number>> => subscriptionAccounts.cardsInUse(customerId),
  });
  const subscriptionAccounts = new SubscriptionAccountService(database.db, { payments, storefronts });
  const recorded = new RecordedAttribution(database.db);
  const attribution = env.ATTRIBUTION_URL ? new ForwardingAttribution(recorded, env.ATTRIBUTION_URL, logger) : recorded;
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, smtpRequireTls: env.SMTP_REQUIRE_TLS === "1", db: database.db, brandName: env.BRAND_NAME, shopDomain: env.SHOP_DOMAIN, logger });
  const outbox = new OutboxWorker(database.db, logger);
  const customers = new CustomerService(database.db, new SessionStore(database.db), mailer, Date.now, () => outbox.kick());
  const marketing = new MarketingService(database.db, storefronts);
  const verification = createVerificationService(env, database.db, customers, logger);
  const stores = new StoresService(database.db, { geocoder: new ShippedGazetteer({ countries: STORE_SEARCH_COUNTRIES }), catalog, brandName: env.BRAND_NAME, kickOutbox: () => outbox.kick() }, reads);
  const wishlists = new WishlistService(database.db, catalog);
  const bikes = new BikeRegistrationService(database.db, Date.now, () => outbox.kick());
  const staff = new StaffService(database.db, new StaffSessionStore(database.db));
  const throttle = new AuthThrottle(limiterStore, throttleLimitsFor(env.RATE_LIMIT_FACTOR));
  const writeLimits = new WriteLimits(limiterStore, env.RATE_LIMIT_FACTOR);
  const primary = replica ? { ...database, close: () => Promise.all([database.close(), replica.close()]).then(() => undefined) } : database;
  const shop: Shop = { env, db: database.db, database: primary, replica, storefronts, epochs, content, catalog, cart, promotions, giftCertificates, subscriptionPlans, checkout, orders, payments, subscriptionAccounts, attribution, search, logger, mailer, outbox, customers, marketing, verification, stores, wishlists, bikes, staff, throttle, limiterStore, writeLimits };
  registerAfterPaymentHandlers(shop.outbox, shop);
  registerCustomerOutboxHandlers(shop.outbox, mailer);
  registerSubscriptionMailHandler(shop.outbox, mailer);
  registerStoreContactMailHandler(shop.outbox, mailer);
  registerBackInStockMailHandler(shop.outbox, mailer);
  registerBikeConfirmationMailHandler(shop.outbox, mailer, (id) => bikes.newConfirmationToken(id));
  return shop;
}
