import type { SearchHit } from "./types";

let next = 1;

/** A valid search hit for tests; override what the test is about (Epic Stack: small factories). */
export function makeHit(overrides: Partial<SearchHit> = {}): SearchHit {
  const id = overrides.product ?? next++;
  return {
    objectID: String(id),
    product: id,
    url: `/${id}/test-product-${id}`,
    name: `Test product ${id}`,
    image: `/images/products/test-${id}.svg`,
    image_alt: `Test product ${id}`,
    price: 100,
    was_price: null,
    weight: 10,
    product_stock: true,
    preOrder: false,
    colour: "Black",
    colour_variants: ["Black||#111111"],
    colour_variants_stock: ["Black||true"],
    custom_fields: { gear: "3-speed", material: "Steel" },
    category_urls: ["/bikes"],
    brand: "Foldwell",
    description: "",
    sku: `SKU-${id}`,
    facets: {},
    created_order: id,
    ...overrides,
  };
}
