import { eq } from "drizzle-orm";
import type { Database } from "../server/db/client";
import { hashPassword } from "../server/modules/customer/password";
import { customerAddresses, customers, type VerificationStatus } from "../server/modules/customer/schema";
import { storefronts } from "../server/modules/storefront/schema";

/** The demo accounts printed by `npm start` and listed in the README (DESIGN.md, The demo shop). */
export const DEMO_PASSWORD = "Foldwell#2026";

interface DemoCustomer {
  email: string;
  firstName: string;
  lastName: string;
  storefront: string;
  acceptsMarketing: boolean;
  verificationStatus: VerificationStatus | null;
  addresses: Array<{
    company?: string;
    phone?: string;
    address1: string;
    address2?: string;
    city: string;
    stateOrProvince?: string;
    postalCode: string;
    countryCode: string;
  }>;
}

export const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    email: "shopper@example.com",
    firstName: "Sam",
    lastName: "Shopper",
    storefront: "uk",
    acceptsMarketing: false,
    verificationStatus: null,
    addresses: [
      { phone: "+44 20 7946 0018", address1: "14 Canal Street", address2: "Flat 3", city: "London", postalCode: "N1 9GU", countryCode: "GB" },
      { company: "Brompton Works Ltd", address1: "2 Mill Lane", city: "Cambridge", stateOrProvince: "Cambridgeshire", postalCode: "CB2 1RX", countryCode: "GB" },
    ],
  },
  {
    email: "verified@example.com",
    firstName: "Vera",
    lastName: "Verified",
    storefront: "uk",
    acceptsMarketing: true,
    verificationStatus: "VERIFIED",
    addresses: [{ phone: "+44 161 496 0123", address1: "88 Deansgate", city: "Manchester", postalCode: "M3 2ER", countryCode: "GB" }],
  },
];

/** Inserts the demo customers with their address books; the password is hashed like any other. */
export async function seedCustomers(db: Database): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const demo of DEMO_CUSTOMERS) {
    const [storefront] = await db.select().from(storefronts).where(eq(storefronts.code, demo.storefront));
    const [customer] = await db
      .insert(customers)
      .values({
        email: demo.email,
        firstName: demo.firstName,
        lastName: demo.lastName,
        passwordHash,
        acceptsMarketing: demo.acceptsMarketing,
        country: storefront?.countryIso ?? "GB",
        verificationStatus: demo.verificationStatus,
        channelId: storefront?.channelId ?? 1,
      })
      .returning({ id: customers.id });
    await db.insert(customerAddresses).values(
      demo.addresses.map((address) => ({
        customerId: customer.id,
        firstName: demo.firstName,
        lastName: demo.lastName,
        company: address.company ?? "",
        phone: address.phone ?? "",
        address1: address.address1,
        address2: address.address2 ?? "",
        city: address.city,
        stateOrProvince: address.stateOrProvince ?? "",
        postalCode: address.postalCode,
        countryCode: address.countryCode,
      })),
    );
  }
}
