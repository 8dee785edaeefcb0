import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { Storefront, StorefrontDirectory } from "../storefront/service";
import { marketingSubscriptions } from "./schema";

export type MarketingErrorCode = "countryUndefined" | "countryInvalid";

export class MarketingError extends Error {
  constructor(readonly code: MarketingErrorCode) {
    super(code);
  }
}

export interface SignUp {
  email: string;
  country?: string;
  message?: string;
  placement: string;
}

/**
 * Marketing sign-ups (001 §3, §4 Marketing sign-up, §7 Marketing subscribe). The country is the
 * storefront's configured country; only the global storefront, which has none, takes a passed
 * country name, which must name a known country ("The country name is undefined." / "… invalid.").
 */
export class MarketingService {
  constructor(
    private readonly db: Database,
    private readonly storefronts: StorefrontDirectory,
  ) {}

  /** The country names a sign-up on the global storefront may give: the shop's countries. */
  knownCountryNames(): string[] {
    return this.storefronts
      .all()
      .filter((s) => !s.isDefault)
      .map((s) => s.country.label);
  }

  resolveCountry(storefront: Storefront, passed: string | undefined): string {
    if (!storefront.isDefault) return storefront.country.label;
    if (!passed || passed.trim() === "") throw new MarketingError("countryUndefined");
    const wanted = passed.trim().toLowerCase();
    const match = this.knownCountryNames().find((name) => name.toLowerCase() === wanted);
    if (!match) throw new MarketingError("countryInvalid");
    return match;
  }

  /** Stores the sign-up; the same email again updates its row, so nobody is subscribed twice. */
  async subscribe(signUp: SignUp, storefront: Storefront): Promise<{ country: string }> {
    const country = this.resolveCountry(storefront, signUp.country);
    const email = signUp.email.toLowerCase();
    const values = { email, country, message: signUp.message ?? "", placement: signUp.placement, channelId: storefront.channelId };
    await this.db
      .insert(marketingSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: marketingSubscriptions.email,
        set: { country, message: values.message, placement: values.placement, channelId: values.channelId, unsubscribedAt: null, updatedAt: sql`now()` },
      });
    return { country };
  }

  async unsubscribe(email: string): Promise<void> {
    await this.db
      .update(marketingSubscriptions)
      .set({ unsubscribedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(marketingSubscriptions.email, email.toLowerCase()));
  }

  async isSubscribed(email: string): Promise<boolean> {
    const [row] = await this.db
      .select({ unsubscribedAt: marketingSubscriptions.unsubscribedAt })
      .from(marketingSubscriptions)
      .where(eq(marketingSubscriptions.email, email.toLowerCase()));
    return Boolean(row && !row.unsubscribedAt);
  }
}
