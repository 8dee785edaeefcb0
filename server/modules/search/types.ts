/**
 * A search hit, as a hosted search index would hold it (000 §3 Search hit). The catalogue builds
 * one per product and search index; the search module stores, ranks and facets them.
 */
export interface SearchHit {
  /** Unique within its index: the product id as a string. */
  objectID: string;
  /** Product id. */
  product: number;
  /** Product path after /p/, e.g. `/12/foldwell-urban-3`; cards link to /p{url} lowercased, no trailing slash. */
  url: string;
  name: string;
  image: string;
  image_alt: string;
  /** Display price in the index's currency and tax mode, in major units (e.g. 1299.5). */
  price: number;
  /** Regular price when the product is on sale, else null. */
  was_price: number | null;
  /** Weight in kilograms; shown as 'From {weight}' in kg or lb by locale. */
  weight: number;
  product_stock: boolean;
  preOrder: boolean;
  /** Default colour name. */
  colour: string;
  /** Each as 'name||hex'. */
  colour_variants: string[];
  /** Each as 'name||flag' where flag is 'true' (in stock) or 'false'. */
  colour_variants_stock: string[];
  /** Highlights: gear and material. */
  custom_fields: { gear?: string; material?: string };
  /** Facets and filters. */
  category_urls: string[];
  brand: string;
  description: string;
  sku: string;
  facets: {
    lighting?: string[];
    handlebars?: string[];
    speed?: string[];
    mudguards?: string[];
    colour?: string[];
  };
  /** Sort keys for Latest/Oldest (001 §9 sort options). */
  created_order: number;
}
