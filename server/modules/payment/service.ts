import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { CardInput, CardToken, PaymentProvider, TokenizeResult } from "../../integrations/payment/types";
import { storedPaymentMethods, type StoredPaymentMethodRow } from "./schema";
import { PaymentThrottle } from "./throttle";

/** A saved card as clients see it (001 §7 storedPaymentMethods). */
export interface StoredPaymentMethodView {
  id: number;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

const view = (row: StoredPaymentMethodRow): StoredPaymentMethodView => ({
  id: row.id,
  brand: row.brand,
  last4: row.last4,
  expiryMonth: row.expiryMonth,
  expiryYear: row.expiryYear,
});

/**
 * What the payment module asks of the rest of the shop without importing it (shared-file rules: a
 * module never reads another's tables). createShop wires these to the other services.
 */
export interface PaymentServiceLinks {
  /**
   * The customer's saved-card ids that a subscription charges each period (issue 14): such a card
   * cannot be deleted until the subscription has another one.
   */
  cardsInUse(customerId: number): Promise<Set<number>>;
}

const NO_LINKS: PaymentServiceLinks = { cardsInUse: async () => new Set() };

/** Why a saved card was not deleted: not the customer's (404), or a subscription pays with it (409). */
export type DeleteOutcome = "deleted" | "notFound" | "inUse";

/**
 * Card payments (001 §7): the provider, and customers' saved cards (token, brand, last four and
 * expiry only). Every saved card is read through its customer: another's id is not found.
 */
export class PaymentService {
  constructor(
    private readonly db: Database,
    readonly provider: PaymentProvider,
    /** Card-testing defence (counters in the database: createShop passes the shop's limiter store). */
    readonly throttle: PaymentThrottle = new PaymentThrottle(),
    private readonly links: PaymentServiceLinks = NO_LINKS,
  ) {}

  async storedFor(customerId: number): Promise<StoredPaymentMethodView[]> {
    const rows = await this.db.select().from(storedPaymentMethods).where(eq(storedPaymentMethods.customerId, customerId)).orderBy(asc(storedPaymentMethods.id));
    return rows.map(view);
  }

  /** The customer's saved card with its token (for a charge), or null. */
  async storedToken(customerId: number, id: number): Promise<(StoredPaymentMethodView & { token: string }) | null> {
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
    const [row] = await this.db
      .select()
      .from(storedPaymentMethods)
      .where(and(eq(storedPaymentMethods.id, id), eq(storedPaymentMethods.customerId, customerId), eq(storedPaymentMethods.provider, this.provider.id)));
    return row ? { ...view(row), token: row.providerToken } : null;
  }

  /**
   * Saves a tokenised card for the customer (once per token). The provider keeps the token for this
   * customer only (issue 12: a saved token stays reusable by its owner, every other token pays once).
   */
  async save(customerId: number, card: CardToken): Promise<StoredPaymentMethodView | null> {
    if (!(await this.provider.keepToken(card.token, customerId))) return null;
    await this.db
      .insert(storedPaymentMethods)
      .values({ customerId, provider: this.provider.id, providerToken: card.token, brand: card.brand, last4: card.last4, expiryMonth: card.expiryMonth, expiryYear: card.expiryYear })
      .onConflictDoNothing();
    const [row] = await this.db
      .select()
      .from(storedPaymentMethods)
      .where(and(eq(storedPaymentMethods.customerId, customerId), eq(storedPaymentMethods.providerToken, card.token)));
    return view(row);
  }

  /**
   * Adds a card to the customer's saved cards from the account's payment methods page (issue 14):
   * tokenised for the customer, then kept. Bad card data stores nothing and answers the provider's
   * field errors.
   */
  async addCard(customerId: number, card: CardInput): Promise<{ ok: true; card: StoredPaymentMethodView } | Extract<TokenizeResult, { ok: false }>> {
    const tokenised = await this.provider.tokenizeCard(card, { customerId, checkoutId: null });
    if (!tokenised.ok) return tokenised;
    const saved = await this.save(customerId, tokenised.card);
    if (!saved) throw new Error("the payment provider did not keep a card it had just tokenised");
    return { ok: true, card: saved };
  }

  /**
   * Deletes the customer's saved card and asks the provider to forget its token. Another customer's
   * card is not found; a card an active subscription pays with is refused until the subscription
   * has another card (issue 14).
   */
  async delete(customerId: number, id: number): Promise<DeleteOutcome> {
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return "notFound";
    const [row] = await this.db
      .select({ id: storedPaymentMethods.id, provider: storedPaymentMethods.provider, token: storedPaymentMethods.providerToken })
      .from(storedPaymentMethods)
      .where(and(eq(storedPaymentMethods.id, id), eq(storedPaymentMethods.customerId, customerId)));
    if (!row) return "notFound";
    if ((await this.links.cardsInUse(customerId)).has(id)) return "inUse";
    // The provider forgets the token first (Adyen: disable the stored payment method); one that does
    // not know it any more answers ok: false and the row goes anyway. A provider that fails throws:
    // the card stays listed and the customer can try again.
    if (row.provider === this.provider.id) await this.provider.disableStoredCard(row.token, customerId);
    const deleted = await this.db
      .delete(storedPaymentMethods)
      .where(and(eq(storedPaymentMethods.id, id), eq(storedPaymentMethods.customerId, customerId)))
      .returning({ id: storedPaymentMethods.id });
    if (deleted.length === 0) return "notFound";
    return "deleted";
  }
}
