import { brandSlug } from "../common/brand";
import type { Database } from "../server/db/client";
import { storefronts } from "../server/modules/storefront/schema";
import { contentChannelFor, currencyFormatFor, storefrontSeeds } from "./storefronts";

export async function seedStorefronts(db: Database, brandName: string): Promise<void> {
  const brand = brandSlug(brandName);
  await db.insert(storefronts).values(
    storefrontSeeds.map((seed, index) => ({
      code: seed.code,
      name: `${brand}-${seed.code}`,
      countryLabel: seed.label,
      countryIso: seed.iso,
      countryIso3: seed.iso3,
      channelId: index + 1,
      locale: seed.locale,
      currency: seed.currency,
      currencyFormat: currencyFormatFor(seed.currency, seed.locale),
      taxMode: seed.currency === "USD" ? ("ex" as const) : ("inc" as const),
      searchIndex: `products_${seed.locale.toLowerCase()}_${seed.currency.toLowerCase()}`,
      eCommDisabled: !seed.sells,
      brChannel: `${brand}-${contentChannelFor(seed.code)}`,
      isDefault: seed.code === "www",
      sortOrder: index,
    })),
  );
}
