import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { CardToken, PaymentProvider } from "../../integrations/payment/types";
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
 * Card payments (001 §7): the provider, and customers' saved cards (token, brand, last four and
 * expiry only). Every saved card is read through its customer: another's id is not found.
 */
export class PaymentService {
  constructor(
    private readonly db: Database,
    readonly provider: PaymentProvider,
    /** Card-testing defence (counters in the database: createShop passes the shop's limiter store). */
    readonly throttle: PaymentThrottle = new PaymentThrottle(),
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

  /** Deletes the customer's saved card; false when it is not theirs (the API answers 404). */
  async delete(customerId: number, id: number): Promise<boolean> {
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return false;
    const deleted = await this.db
      .delete(storedPaymentMethods)
      .where(and(eq(storedPaymentMethods.id, id), eq(storedPaymentMethods.customerId, customerId)))
      .returning({ id: storedPaymentMethods.id });
    return deleted.length > 0;
  }
}
