import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApi } from "../../../tests/api";
import { bike, category, prices, product, seedTestCatalog, type TestCatalog } from "../../../tests/factories/catalog";
import { catalogContext } from "../catalog/service";
import { registeredBrowser } from "../customer/test-support";
import type { WishlistView } from "./types";

// Wishlist (001 §3 Wishlist, §4 Wishlist, §9 wishlist page size 50), at POST /api/wishlist/{method}.
//
//   product        options              stock (every location)   GBP     EUR
//   Wish Bike      Colour: Red*, Blue   Red 3, Blue 0            £900    €1,050
//   Bell           —                    10                        £12     €14
//   Lamp           —                    10                        £30     €35
//   Part 1..55     —                    10                        £5      €6
//   (* the default colour)

let catalog: TestCatalog;
const api = useTestApi({
  seed: async (shop) => {
    catalog = await seedTestCatalog(shop, {
      categories: [category("/bikes", "Bikes"), category("/accessories", "Accessories")],
      products: [
        bike({
          name: "Wish Bike",
          sku: "WISH-BIKE",
          categoryUrls: ["/bikes"],
          prices: prices({ EUR: 1050, GBP: 900, SGD: 1500, USD: 950 }),
          options: [{ key: "colour", displayName: "Colour", values: [{ label: "Red", isDefault: true }, { label: "Blue" }] }],
          stock: (labels) => (labels[0] === "Red" ? 3 : 0),
        }),
        product({ name: "Bell", sku: "BELL", categoryUrls: ["/accessories"], prices: prices({ EUR: 14, GBP: 12, SGD: 20, USD: 13 }) }),
        product({ name: "Lamp", sku: "LAMP", categoryUrls: ["/accessories"], prices: prices({ EUR: 35, GBP: 30, SGD: 50, USD: 32 }) }),
        ...Array.from({ length: 55 }, (_, i) =>
          product({ name: `Part ${i + 1}`, sku: `PART-${i + 1}`, categoryUrls: ["/accessories"], prices: prices({ EUR: 6, GBP: 5, SGD: 8, USD: 5 }) }),
        ),
      ],
    });
  },
});

const uk = () => catalogContext(api.shop.storefronts.byCodeOrNull("uk")!);
async function bikeVariants() {
  const bikeProduct = await api.shop.catalog.getProduct(catalog.products["WISH-BIKE"], uk(), ["variants"]);
  const byColour = (label: string) => bikeProduct!.variants!.find((v) => v.option_values.some((o) => o.label === label))!.id;
  return { id: catalog.products["WISH-BIKE"], red: byColour("Red"), blue: byColour("Blue") };
}
const bell = () => ({ product_id: catalog.products.BELL, variant_id: 0 });
const lamp = () => ({ product_id: catalog.products.LAMP, variant_id: 0 });
const ref = (sku: string) => ({ product_id: catalog.products[sku], variant_id: 0 });
const idOf = (r: { product_id: number; variant_id: number }) => `${r.product_id}-${r.variant_id}`;

describe("the customer's wishlist (001 §4 Wishlist)", () => {
  it("§4: adding the same product and variant twice keeps one item, with its product data in the storefront's currency", async () => {
    const { b } = await registeredBrowser(api);
    const v = await bikeVariants();
    const first = await b.call("wishlist", "addItem", { product_id: v.id, variant_id: v.red });
    expect(first.status).toBe(200);
    const again = await b.call("wishlist", "addItem", { product_id: v.id, variant_id: v.red });
    expect(again.data.item_ids).toEqual([`${v.id}-${v.red}`]);

    const list = await b.call<WishlistView>("wishlist", "getWishlist", {});
    expect(list.data.total).toBe(1);
    expect(list.data.items[0]).toMatchObject({
      id: `${v.id}-${v.red}`,
      product_id: v.id,
      variant_id: v.red,
      status: "available",
      product: { name: "Wish Bike", url: expect.stringMatching(new RegExp(`^/p/${v.id}/`)), price: 900, currency: "GBP", options: [{ name: "Colour", value: "Red" }] },
    });
    // The same list read on the German storefront shows euros.
    const onDe = await api.shop.wishlists.view(await customerOf(list.data.id), catalogContext(api.shop.storefronts.byCodeOrNull("de")!));
    expect(onDe.items[0].product).toMatchObject({ price: 1050, currency: "EUR" });
  });

  it("§4: removing one item and clearing the list", async () => {
    const { b } = await registeredBrowser(api);
    await b.call("wishlist", "addItem", bell());
    await b.call("wishlist", "addItem", lamp());
    const removed = await b.call("wishlist", "removeItem", bell());
    expect(removed.data.item_ids).toEqual([idOf(lamp())]);
    const cleared = await b.call("wishlist", "clear", {});
    expect(cleared.data.item_ids).toEqual([]);
    expect((await b.call<WishlistView>("wishlist", "getWishlist", {})).data.total).toBe(0);
  });

  it("§4: the guest's list merged at login loses nothing and adds nothing twice", async () => {
    const { b } = await registeredBrowser(api);
    const v = await bikeVariants();
    await b.call("wishlist", "addItem", bell());
    await b.call("wishlist", "addItem", { product_id: v.id, variant_id: v.red });
    const guestList = [lamp(), bell(), lamp(), { product_id: v.id, variant_id: v.blue }, { product_id: 999_999, variant_id: 0 }];
    const merged = await b.call("wishlist", "merge", { items: guestList });
    expect(merged.status).toBe(200);
    expect([...merged.data.item_ids].sort()).toEqual([idOf(bell()), `${v.id}-${v.red}`, `${v.id}-${v.blue}`, idOf(lamp())].sort());
    // Merging the same list again (a second tab) changes nothing.
    const again = await b.call("wishlist", "merge", { items: guestList });
    expect(again.data.item_ids).toEqual(merged.data.item_ids);
    expect((await b.call<WishlistView>("wishlist", "getWishlist", {})).data.total).toBe(4);
  });

  it("§9: pages of 50, newest first", async () => {
    const { b } = await registeredBrowser(api);
    const parts = Array.from({ length: 55 }, (_, i) => ref(`PART-${i + 1}`));
    expect((await b.call("wishlist", "merge", { items: parts })).status).toBe(200);
    const first = await b.call<WishlistView>("wishlist", "getWishlist", { page: 1 });
    expect(first.data).toMatchObject({ total: 55, page: 1, page_size: 50, pages: 2 });
    expect(first.data.items).toHaveLength(50);
    expect(first.data.items[0].product?.name).toBe("Part 55");
    const second = await b.call<WishlistView>("wishlist", "getWishlist", { page: 2 });
    expect(second.data.items.map((i) => i.product?.name)).toEqual(["Part 5", "Part 4", "Part 3", "Part 2", "Part 1"]);
  });

  it("says which items are out of stock or gone", async () => {
    const { b } = await registeredBrowser(api);
    const v = await bikeVariants();
    await b.call("wishlist", "addItem", { product_id: v.id, variant_id: v.blue });
    await b.call("wishlist", "addItem", ref("PART-1"));
    await api.shop.db.execute(sql`UPDATE catalog_products SET availability = 'disabled' WHERE id = ${catalog.products["PART-1"]}`);
    try {
      const list = await b.call<WishlistView>("wishlist", "getWishlist", {});
      const byId = new Map(list.data.items.map((i) => [i.id, i]));
      expect(byId.get(`${v.id}-${v.blue}`)?.status).toBe("outOfStock");
      expect(byId.get(idOf(ref("PART-1")))).toMatchObject({ status: "gone", product: null });
    } finally {
      await api.shop.db.execute(sql`UPDATE catalog_products SET availability = 'available' WHERE id = ${catalog.products["PART-1"]}`);
    }
  });

  it("another customer's wishlist answers 404 and stays as it was", async () => {
    const owner = await registeredBrowser(api);
    const other = await registeredBrowser(api);
    await owner.b.call("wishlist", "addItem", bell());
    const ownerList = await owner.b.call<WishlistView>("wishlist", "getWishlist", {});
    const wishlist_id = ownerList.data.id;
    for (const [method, body] of [
      ["getWishlist", { wishlist_id }],
      ["removeItem", { ...bell(), wishlist_id }],
      ["addItem", { ...lamp(), wishlist_id }],
      ["clear", { wishlist_id }],
      ["setPublic", { is_public: true, wishlist_id }],
    ] as const) {
      const answer = await other.b.call("wishlist", method, body);
      expect(answer.status, method).toBe(404);
      expect(answer.error?.message).toBe("Wishlist not found.");
    }
    const after = await owner.b.call<WishlistView>("wishlist", "getWishlist", {});
    expect(after.data).toMatchObject({ total: 1, is_public: false });
    expect(after.data.items.map((i) => i.id)).toEqual([idOf(bell())]);
  });

  it("a shared list is read by its token, read-only and without the owner's ids; private again answers 404", async () => {
    const { b } = await registeredBrowser(api);
    await b.call("wishlist", "addItem", lamp());
    const { token } = (await b.call<WishlistView>("wishlist", "getWishlist", {})).data;
    expect(token).toMatch(/^[0-9a-f]{48}$/);
    const stranger = api.browser("uk.localhost");
    expect((await stranger.call("wishlist", "getPublicWishlist", { token })).status).toBe(404);

    expect((await b.call("wishlist", "setPublic", { is_public: true })).data).toEqual({ is_public: true, token });
    const shared = await stranger.call("wishlist", "getPublicWishlist", { token });
    expect(shared.status).toBe(200);
    expect(shared.data.items.map((i: { product: { name: string } }) => i.product.name)).toEqual(["Lamp"]);
    expect(shared.data).not.toHaveProperty("token");
    expect(shared.data).not.toHaveProperty("id");
    // The stranger cannot change it.
    expect((await stranger.call("wishlist", "clear", {})).status).toBe(403);
    expect((await stranger.call("wishlist", "getPublicWishlist", { token: "not-a-token" })).status).toBe(404);

    await b.call("wishlist", "setPublic", { is_public: false });
    expect((await stranger.call("wishlist", "getPublicWishlist", { token })).status).toBe(404);
  });

  it("bad input answers a translated 400 and changes nothing; a guest is asked to sign in", async () => {
    const { b } = await registeredBrowser(api, "fr.localhost");
    await b.call("wishlist", "addItem", bell());
    const wrongType = await b.call("wishlist", "addItem", { product_id: "x", variant_id: 0 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.error?.issues).toContainEqual({ path: "product_id", message: "Veuillez choisir un produit et une variante valides." });
    const unknown = await b.call("wishlist", "addItem", { product_id: 999_999, variant_id: 0 });
    expect(unknown.status).toBe(400);
    expect(unknown.error?.message).toBe("Ce produit n'est plus disponible.");
    const v = await bikeVariants();
    // A bike needs one of its own variants.
    expect((await b.call("wishlist", "addItem", { product_id: v.id, variant_id: 0 })).status).toBe(400);
    expect((await b.call("wishlist", "merge", { items: "all" })).status).toBe(400);
    expect((await b.call("wishlist", "setPublic", { is_public: "yes" })).status).toBe(400);
    expect((await b.call("wishlist", "getItemIds", {})).data.item_ids).toEqual([idOf(bell())]);

    const guest = await api.browser("uk.localhost").call("wishlist", "addItem", bell());
    expect(guest.status).toBe(403);
  });
});

describe("a guest's list and the product cards' hearts", () => {
  it("describeItems gives a guest's local list its product data, in its order", async () => {
    const guest = api.browser("uk.localhost");
    const answer = await guest.call("wishlist", "describeItems", { items: [lamp(), { product_id: 999_999, variant_id: 0 }, bell()] });
    expect(answer.data.items.map((i: { status: string; product: { name: string } | null }) => [i.status, i.product?.name ?? null])).toEqual([
      ["available", "Lamp"],
      ["gone", null],
      ["available", "Bell"],
    ]);
  });

  it("defaultVariant is the all-default variant of a bike, 0 without variants, 404 when unknown", async () => {
    const guest = api.browser("uk.localhost");
    const v = await bikeVariants();
    expect((await guest.call("wishlist", "defaultVariant", { product_id: v.id })).data).toEqual({ product_id: v.id, variant_id: v.red });
    expect((await guest.call("wishlist", "defaultVariant", bell())).data).toEqual(bell());
    expect((await guest.call("wishlist", "defaultVariant", { product_id: 999_999 })).status).toBe(404);
  });
});

async function customerOf(wishlistId: number): Promise<number> {
  const { rows } = (await api.shop.db.execute(sql`SELECT customer_id FROM wishlists WHERE id = ${wishlistId}`)) as unknown as { rows: Array<{ customer_id: number }> };
  return rows[0].customer_id;
}
