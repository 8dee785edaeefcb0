import type { Database } from "../server/db/client";
import { promotions } from "../server/modules/promotions/schema";

/**
 * The demo shop's coupon codes (issue 19, README demo section): WELCOME10 takes 10 % off the order
 * on every selling storefront, once per customer; SPRING2024 ended with spring 2024 (refused as
 * expired).
 */
export async function seedPromotions(db: Database): Promise<void> {
  await db
    .insert(promotions)
    .values([
      { code: "WELCOME10", name: "Welcome 10% off", kind: "percentage", percentOff: 10, scope: "order", perCustomerLimit: 1 },
      {
        code: "SPRING2024",
        name: "Spring 2024: 15% off",
        kind: "percentage",
        percentOff: 15,
        scope: "order",
        startsAt: new Date("2024-03-01T00:00:00Z"),
        endsAt: new Date("2024-06-01T00:00:00Z"),
      },
    ])
    .onConflictDoNothing();
}
