import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Shop } from "../../server/shop";
import type { MenuItem } from "../../server/modules/content/types";
import { createTestShop } from "../../tests/db";
import { contentChannels } from "./channels";
import { seedLayout } from "./layout";

function depth(items: MenuItem[]): number {
  return items.length === 0 ? 0 : 1 + Math.max(...items.map((i) => depth(i.children)));
}

// 000 §2 Layout, §3 Menu item, §9 (4 footer columns, menu up to 3 levels).
describe("seedLayout", () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await createTestShop();
    await seedLayout(shop.db, shop.env.BRAND_NAME);
  }, 180_000); // migrating a fresh PGlite database is slow on a busy machine
  afterAll(() => shop.database.close());

  it("writes a menu, a footer and a style guide for every content channel", async () => {
    for (const { channel } of contentChannels(shop.env.BRAND_NAME)) {
      const layout = await shop.content.getLayout(channel);
      expect(layout.menu.items.map((i) => i.url)).toEqual(["/c/bikes", "/c/accessories", "/find-a-store", "/blog", "/about"]);
      expect(depth(layout.menu.items)).toBe(3);
      expect(layout.footer.columns).toHaveLength(4);
      expect(layout.footer.appStores.map((a) => a.store)).toEqual(["apple", "google"]);
      expect(layout.footer.social).toHaveLength(5);
      expect(layout.styleGuide.colours.primary).toMatch(/^#/);
    }
  });

  it("translates the texts into the channel's language and marks external links", async () => {
    const de = await shop.content.getLayout("foldwell-de");
    const jp = await shop.content.getLayout("foldwell-jp");
    const uk = await shop.content.getLayout("foldwell-uk");
    expect(uk.menu.items[0].name).toBe("Bikes");
    expect(de.menu.items[0].name).toBe("Fahrräder");
    expect(jp.menu.items[0].name).toBe("自転車");
    expect(de.menu.items[1].children.map((c) => c.url)).toEqual([
      "/c/accessories/bags", "/c/accessories/lights", "/c/accessories/mudguards", "/c/accessories/racks", "/c/accessories/spares",
    ]);
    const external = uk.menu.items.flatMap((i) => i.children).find((c) => c.linkType === "external");
    expect(external?.url).toMatch(/^https:\/\//);
    expect(uk.footer.legal).toContain("Foldwell");
    expect(de.footer.appStores[0].label).toBe("Laden im App Store");
  });
});
