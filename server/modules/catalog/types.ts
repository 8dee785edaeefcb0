/** Shapes the catalogue hands to routes, RPC clients and components (001 §3 Product, Category). */
import type { CurrencyDisplayFormat } from "../storefront/schema";

/** Whose prices and stock a read is for: one storefront's currency, tax mode, locale and channel. */
export interface CatalogContext {
  currency: string;
  taxMode: "inc" | "ex";
  locale: string;
  channelId: number;
  /** ISO alpha-2 of the storefront's country (store-finder call to action). */
  countryIso: string;
}

export interface ProductImage {
  id: number;
  url_standard: string;
  description: string;
  is_thumbnail: boolean;
  /** Images of one colour; null for every colour. */
  option_value_id: number | null;
}

export interface ProductVideo {
  title: string;
  video_url: string;
  thumbnail_url: string;
}

export interface ProductOptionValue {
  id: number;
  label: string;
  is_default: boolean;
  sort_order: number;
  value_data: { colors: string[] } | null;
}

export interface ProductOption {
  id: number;
  key: string;
  display_name: string;
  sort_order: number;
  option_values: ProductOptionValue[];
}

export interface ProductVariant {
  id: number;
  sku: string;
  option_values: Array<{ id: number; label: string; option_id: number; option_display_name: string }>;
  /** Stock at the channel's inventory location. */
  inventory_level: number;
  purchasing_disabled: boolean;
  inventory_warning_level: number;
  image_url: string | null;
}

/** A product in one storefront's currency and tax mode; money in major units (e.g. 1299.5). */
export interface Product {
  id: number;
  name: string;
  slug: string;
  /** `/p/{id}/{slug}` */
  url: string;
  sku: string;
  brand_id: number | null;
  brand_name: string;
  description: string;
  currency: string;
  tax_mode: "inc" | "ex";
  price: number;
  sale_price: number | null;
  /** What the shopper pays: the sale price when there is one. */
  calculated_price: number;
  weight: number;
  inventory_tracking: "none" | "product" | "variant";
  /** Stock at the channel's location (product level, or the sum of the variants). */
  inventory_level: number;
  availability: "available" | "preorder" | "disabled";
  order_quantity_minimum: number;
  order_quantity_maximum: number;
  categories: number[];
  related_products: number[];
  has_size_guide: boolean;
  images?: ProductImage[];
  videos?: ProductVideo[];
  variants?: ProductVariant[];
  options?: ProductOption[];
  custom_fields?: Array<{ id: number; name: string; value: string }>;
}

/** A listing card (category grid, related products). */
export interface ProductCard {
  id: number;
  name: string;
  url: string;
  image: string;
  imageAlt: string;
  brand: string;
  price: number;
  wasPrice: number | null;
  inStock: boolean;
  preOrder: boolean;
  weightKg: number;
  colours: Array<{ label: string; hex: string; inStock: boolean }>;
  highlights: { gear?: string; material?: string };
}

export interface CategoryNode {
  id: number;
  parent_id: number | null;
  name: string;
  /** The category's name in the requested locale (DISPLAY_NAME metafield), else its name. */
  display_name: string;
  url: string;
  path: number[];
  depth: number;
  description: string;
  children: CategoryNode[];
}

export type SortKey = "latest" | "oldest" | "name-asc" | "name-desc" | "price-desc" | "price-asc";
export const SORT_KEYS: SortKey[] = ["latest", "oldest", "name-asc", "name-desc", "price-desc", "price-asc"];
export const TERM_FACETS = ["brand", "lighting", "colour", "handlebars", "speed", "mudguards"] as const;
export type TermFacet = (typeof TERM_FACETS)[number];

/** Everything a category view can be filtered by (001 §9 Product filter facets). */
export interface ListingQuery {
  terms: Partial<Record<TermFacet, string[]>>;
  /** Major units of the storefront's currency. */
  price?: { min?: number; max?: number };
  /** Kilograms. */
  weight?: { min?: number; max?: number };
  inStock?: boolean;
  sort: SortKey;
  page: number;
  pageSize: number;
}

export interface FacetValue {
  value: string;
  count: number;
  selected: boolean;
  /** Swatch colour of colour values. */
  hex?: string;
}

export interface Listing {
  products: ProductCard[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  facets: Record<TermFacet, FacetValue[]>;
  /** Bounds of the sliders over the products matching the other filters. */
  priceRange: { min: number; max: number };
  weightRange: { min: number; max: number };
  inStockCount: number;
}

export interface ChannelCurrency {
  currency_code: string;
  is_default: boolean;
  tax_mode: "inc" | "ex";
  display: CurrencyDisplayFormat;
}

export interface Review {
  id: number;
  author_name: string;
  title: string;
  text: string;
  rating: number;
  created_at: string;
}

export interface Question {
  id: number;
  author_name: string;
  question: string;
  answer: string | null;
  created_at: string;
}
