import { FACET_NAMES, type FacetName, type SearchFilters, type SearchResult, type SearchSort } from "./query";
import { SIMILARITY_THRESHOLD, textTrigrams, wordTrigrams } from "./trigrams";
import { plainText, queryWords, words } from "./text";
import type { SearchHit } from "./types";

/** At most this many indexed words stand in for a query word that matches none (typo tolerance). */
const MAX_CORRECTIONS = 3;
/** Shorter words are too ambiguous to correct ("te" could be anything). */
const MIN_CORRECTABLE_LENGTH = 3;
const MAX_FACET_VALUES = 100;
/** A whole name this similar to the query matches even when single words do not ("foldwel urban3"). */
const NAME_SIMILARITY = 0.5;
/** A product's text never needs more words than this (PostgreSQL's tsvector stopped at 16383). */
const MAX_DOCUMENT_WORDS = 4000;
const HAS_LETTER = /\p{L}/u;

/** Field weights as PostgreSQL's ts_rank has them: name A, brand and sku B, highlights C, description D. */
const WEIGHTS = { A: 1, B: 0.4, C: 0.2, D: 0.1 } as const;

type Sorted = Exclude<SearchSort, "relevance">;

/** Filter keys as bits, so one pass can tell which filters a product fails. */
const FILTER_KEYS = [...FACET_NAMES, "price", "weight", "inStock"] as const;
type FilterKey = (typeof FILTER_KEYS)[number];
const BIT = Object.fromEntries(FILTER_KEYS.map((key, i) => [key, 1 << i])) as Record<FilterKey, number>;
const RANGE_BITS = BIT.price | BIT.weight;

/** A stored hit with what the index derives from it. */
export interface IndexedDocument {
  objectID: string;
  hit: SearchHit;
  /**
   * Each word of the product and its ts_rank-like score there (weight of the best field, more for
   * repeats), as two parallel arrays: a Map per product held ~1.5 KB more at 100,000 products (030).
   */
  terms: string[];
  scores: Float32Array;
  facets: Record<FacetName, string[]>;
  nameKey: string;
  nameWords: string[];
  price: number;
  weight: number;
  inStock: boolean;
  created: number;
}

/** What the index derives from one hit; pure, so a refresh re-derives only changed hits. */
export function indexDocument(hit: SearchHit): IndexedDocument {
  const colourNames = (hit.colour_variants ?? []).map((v) => v.split("||")[0] ?? "").filter(Boolean);
  const fields: Array<[keyof typeof WEIGHTS, string]> = [
    ["A", hit.name],
    ["B", `${hit.brand ?? ""} ${hit.sku ?? ""}`],
    ["C", [hit.custom_fields?.gear, hit.custom_fields?.material, hit.colour, ...colourNames].filter(Boolean).join(" ")],
    ["D", plainText(hit.description ?? "")],
  ];
  // Like ts_rank over a word's positions: the best field counts fully, each further occurrence less.
  const occurrences = new Map<string, number[]>();
  let position = 0;
  for (const [field, text] of fields) {
    for (const word of words(text)) {
      if (++position > MAX_DOCUMENT_WORDS) break;
      const list = occurrences.get(word) ?? [];
      list.push(WEIGHTS[field]);
      occurrences.set(word, list);
    }
  }
  const terms: string[] = [];
  const scores = new Float32Array(occurrences.size);
  for (const [word, list] of occurrences) {
    list.sort((a, b) => b - a);
    scores[terms.length] = list.reduce((sum, w, k) => sum + w / ((k + 1) * (k + 1)), 0);
    terms.push(word);
  }
  const facets = hit.facets ?? {};
  return {
    objectID: hit.objectID,
    hit,
    terms,
    scores,
    // Each value once, so counting a product's values needs no set per query.
    facets: {
      category_urls: unique(hit.category_urls),
      brand: hit.brand ? [hit.brand] : [],
      colour: unique(facets.colour ?? colourNames),
      handlebars: unique(facets.handlebars),
      speed: unique(facets.speed),
      mudguards: unique(facets.mudguards),
      lighting: unique(facets.lighting),
    },
    nameKey: hit.name.toLowerCase(),
    nameWords: words(hit.name),
    price: hit.price,
    weight: hit.weight,
    inStock: hit.product_stock,
    created: hit.created_order,
  };
}

interface Posting {
  docs: Int32Array;
  scores: Float32Array;
}

/** Each product's best score so far for a query word. */
function maxInto(word: Float64Array, posting: Posting): void {
  const { docs, scores } = posting;
  for (let k = 0; k < docs.length; k++) if (scores[k] > word[docs[k]]) word[docs[k]] = scores[k];
}

export interface IndexQuery {
  term: string;
  page: number;
  hitsPerPage: number;
  sort: SearchSort;
  filters: SearchFilters;
  facets: FacetName[];
}

/**
 * One storefront's search index held in memory: an inverted index of words to products with their
 * scores, the sorted vocabulary for prefixes, a trigram index of the vocabulary for typos, and the
 * products' positions in each sort order. Built once from the stored hits and never changed (a
 * refresh builds a new one), so a query needs no locks and no database.
 *
 * Matching is that of a hosted engine's dropdown: every query word must match (the last one as a
 * prefix); a word that is no indexed word (nor, for the last, the start of one) is joined by the
 * three indexed words most similar to it by trigrams, so "folwel urbn" finds "Foldwell Urban 3";
 * when nothing matches, names whose trigrams are near the whole term match instead.
 */
export class MemoryIndex {
  readonly size: number;
  private readonly postings = new Map<string, Posting>();
  /** Every indexed word in code-unit order, for prefix ranges. */
  private readonly lexemes: string[];
  /** Words a typo may be meant for (three or more characters, with a letter). */
  private readonly vocabulary: string[];
  private readonly vocabularyTrigramCount: Int32Array;
  private readonly trigramWords = new Map<string, number[]>();
  /** For each sort, the products in order ("latest" also breaks ties of relevance). */
  private readonly orders: Record<Sorted, Int32Array>;
  /** Columns for the one pass over matching products: numbers in typed arrays, facet values as ids. */
  private readonly prices: Float64Array;
  private readonly weights: Float64Array;
  private readonly inStock: Uint8Array;
  private readonly facetColumns: Record<FacetName, FacetColumn>;
  /**
   * Buffers one query uses, one per product, allocated once: a query runs to its end without
   * awaiting, so no two queries share them at a time, and fresh arrays per query cost more in
   * allocation and garbage collection than the search itself.
   */
  private readonly scratch: { total: Float64Array; word: Float64Array; fallback: Float64Array; fails: Int32Array; shared: Int32Array; mark: Uint8Array; matches: Int32Array };
  /** Whether `scratch.fails` holds a filtered query's bits (a query without filters then clears it). */
  private failsDirty = false;
  /** Built on the first fallback: trigram → products whose name has it, and each name's trigram count. */
  private names: { products: Map<string, number[]>; counts: Int32Array } | undefined;

  constructor(private readonly docs: readonly IndexedDocument[]) {
    this.size = docs.length;
    const building = new Map<string, { docs: number[]; scores: number[] }>();
    docs.forEach((doc, i) => {
      for (let t = 0; t < doc.terms.length; t++) {
        const word = doc.terms[t];
        let posting = building.get(word);
        if (!posting) building.set(word, (posting = { docs: [], scores: [] }));
        posting.docs.push(i);
        posting.scores.push(doc.scores[t]);
      }
    });
    for (const [word, posting] of building) this.postings.set(word, { docs: Int32Array.from(posting.docs), scores: Float32Array.from(posting.scores) });
    this.lexemes = [...building.keys()].sort(compareCodeUnits);
    this.vocabulary = this.lexemes.filter((word) => [...word].length >= MIN_CORRECTABLE_LENGTH && HAS_LETTER.test(word));
    this.vocabularyTrigramCount = new Int32Array(this.vocabulary.length);
    this.vocabulary.forEach((word, v) => {
      const trigrams = wordTrigrams(word);
      this.vocabularyTrigramCount[v] = trigrams.size;
      for (const trigram of trigrams) {
        const list = this.trigramWords.get(trigram);
        if (list) list.push(v);
        else this.trigramWords.set(trigram, [v]);
      }
    });

    const ids = docs.map((_, i) => i);
    const byId = (a: number, b: number) => compareCodeUnits(docs[a].objectID, docs[b].objectID);
    const sorted = (compare: (a: number, b: number) => number) => Int32Array.from([...ids].sort((a, b) => compare(a, b) || byId(a, b)));
    this.orders = {
      latest: sorted((a, b) => docs[b].created - docs[a].created),
      oldest: sorted((a, b) => docs[a].created - docs[b].created),
      name_asc: sorted((a, b) => compareCodeUnits(docs[a].nameKey, docs[b].nameKey)),
      name_desc: sorted((a, b) => compareCodeUnits(docs[b].nameKey, docs[a].nameKey)),
      price_desc: sorted((a, b) => docs[b].price - docs[a].price),
      price_asc: sorted((a, b) => docs[a].price - docs[b].price),
    };
    const n = docs.length;
    this.scratch = { total: new Float64Array(n), word: new Float64Array(n), fallback: new Float64Array(n), fails: new Int32Array(n), shared: new Int32Array(n), mark: new Uint8Array(n), matches: new Int32Array(n) };
    this.prices = Float64Array.from(docs, (doc) => doc.price);
    this.weights = Float64Array.from(docs, (doc) => doc.weight);
    this.inStock = Uint8Array.from(docs, (doc) => (doc.inStock ? 1 : 0));
    this.facetColumns = Object.fromEntries(FACET_NAMES.map((facet) => [facet, facetColumn(docs, facet)])) as Record<FacetName, FacetColumn>;
  }

  query({ term, page, hitsPerPage, sort, filters, facets: wanted }: IndexQuery): SearchResult {
    const noFacets = Object.fromEntries(wanted.map((facet) => [facet, {}]));
    const empty: SearchResult = { query: term, hits: [], nbHits: 0, page, nbPages: 0, hitsPerPage, facets: noFacets, facets_stats: {} };
    const fails = this.scratch.fails;

    let scores: Float64Array | null = null;
    if (term.trim() !== "") {
      const typed = queryWords(term);
      if (typed.length === 0) return empty;
      scores = this.termScores(typed);
      this.markFailures(fails, scores, filters);
      if (!this.anyPasses(scores, fails)) {
        scores = this.nameScores(typed);
        this.markFailures(fails, scores, filters);
      }
    } else this.markFailures(fails, null, filters);

    const pass = this.collect(scores, fails, wanted);
    const hits = this.page(pass.matches, pass.count, scores, sort, page, hitsPerPage).map((i) => this.docs[i].hit);
    const nbHits = pass.count;
    const result: SearchResult = { ...empty, hits, nbHits, nbPages: Math.ceil(nbHits / hitsPerPage) };
    if (wanted.length > 0) {
      result.facets = Object.fromEntries(wanted.map((facet) => [facet, topValues(this.facetColumns[facet].values, pass.counts.get(facet)!)]));
      result.facets_stats = pass.stats;
    }
    return result;
  }

  /** Each product's score for the query words, 0 where some word does not match. */
  private termScores(typed: string[]): Float64Array {
    const { total, word } = this.scratch;
    total.fill(0);
    for (let i = 0; i < typed.length; i++) {
      const last = i === typed.length - 1;
      // The first word's best scores go straight into the total (it is all zeros).
      const into = i === 0 ? total : word;
      if (i > 0) word.fill(0);
      for (const alternative of [typed[i], ...this.corrections(typed[i], last)]) {
        for (const lexeme of last ? this.withPrefix(alternative) : [alternative]) {
          const posting = this.postings.get(lexeme);
          if (posting) maxInto(into, posting);
        }
      }
      if (i > 0) for (let doc = 0; doc < this.size; doc++) total[doc] = total[doc] > 0 && word[doc] > 0 ? total[doc] + word[doc] : 0;
    }
    return total;
  }

  /** When no word matched: names whose trigrams are close to the whole term as typed. */
  private nameScores(typed: string[]): Float64Array {
    const names = (this.names ??= this.nameTrigramIndex());
    const phrase = textTrigrams(typed);
    const { shared, fallback: scores } = this.scratch;
    shared.fill(0);
    scores.fill(0);
    for (const trigram of phrase) for (const doc of names.products.get(trigram) ?? []) shared[doc]++;
    for (let doc = 0; doc < this.size; doc++) {
      if (shared[doc] === 0) continue;
      const s = shared[doc] / (phrase.size + names.counts[doc] - shared[doc]);
      if (s >= NAME_SIMILARITY) scores[doc] = s;
    }
    return scores;
  }

  private nameTrigramIndex() {
    const products = new Map<string, number[]>();
    const counts = new Int32Array(this.size);
    this.docs.forEach((doc, i) => {
      const trigrams = textTrigrams(doc.nameWords);
      counts[i] = trigrams.size;
      for (const trigram of trigrams) {
        const list = products.get(trigram);
        if (list) list.push(i);
        else products.set(trigram, [i]);
      }
    });
    return { products, counts };
  }

  /** Indexed words most similar to a word that matches none, best first (none for a known word). */
  private corrections(word: string, isPrefix: boolean): string[] {
    if ([...word].length < MIN_CORRECTABLE_LENGTH || !HAS_LETTER.test(word)) return [];
    if (this.postings.has(word) || (isPrefix && this.withPrefix(word).length > 0)) return [];
    const trigrams = wordTrigrams(word);
    const shared = new Map<number, number>();
    for (const trigram of trigrams) for (const v of this.trigramWords.get(trigram) ?? []) shared.set(v, (shared.get(v) ?? 0) + 1);
    const candidates: Array<{ word: string; similarity: number }> = [];
    for (const [v, n] of shared) {
      const s = n / (trigrams.size + this.vocabularyTrigramCount[v] - n);
      if (s >= SIMILARITY_THRESHOLD) candidates.push({ word: this.vocabulary[v], similarity: s });
    }
    candidates.sort((a, b) => b.similarity - a.similarity || compareCodeUnits(a.word, b.word));
    return candidates.slice(0, MAX_CORRECTIONS).map((c) => c.word);
  }

  /** Indexed words starting with `prefix` (a binary search for the first, then a walk). */
  private withPrefix(prefix: string): string[] {
    let lo = 0;
    let hi = this.lexemes.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.lexemes[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    const found: string[] = [];
    for (let i = lo; i < this.lexemes.length && this.lexemes[i].startsWith(prefix); i++) found.push(this.lexemes[i]);
    return found;
  }

  private anyPasses(scores: Float64Array, fails: Int32Array): boolean {
    for (let doc = 0; doc < this.size; doc++) if (scores[doc] > 0 && fails[doc] === 0) return true;
    return false;
  }

  /** Sets, for each matching product, the bits of the filters it fails (0: it passes them all). */
  private markFailures(fails: Int32Array, scores: Float64Array | null, filters: SearchFilters): void {
    const filtered =
      FACET_NAMES.some((facet) => (filters[facet]?.length ?? 0) > 0) ||
      filters.price?.min !== undefined || filters.price?.max !== undefined ||
      filters.weight?.min !== undefined || filters.weight?.max !== undefined ||
      filters.inStock === true;
    // Without filters every product passes: the buffer needs clearing only after a filtered query.
    if (!filtered && !this.failsDirty) return;
    fails.fill(0);
    this.failsDirty = filtered;
    if (!filtered) return;
    for (const facet of FACET_NAMES) {
      const wanted = filters[facet];
      if (!wanted || wanted.length === 0) continue;
      const column = this.facetColumns[facet];
      const allowed = new Uint8Array(column.values.length);
      for (const value of wanted) {
        const id = column.ids.get(value);
        if (id !== undefined) allowed[id] = 1;
      }
      const bit = BIT[facet];
      for (let doc = 0; doc < this.size; doc++) {
        if (scores !== null && !(scores[doc] > 0)) continue;
        let ok = false;
        for (let k = column.start[doc]; k < column.start[doc + 1] && !ok; k++) ok = allowed[column.valueIds[k]] === 1;
        if (!ok) fails[doc] |= bit;
      }
    }
    for (const [key, column] of [["price", this.prices], ["weight", this.weights]] as const) {
      const range = filters[key];
      if (range?.min === undefined && range?.max === undefined) continue;
      const min = range.min ?? Number.NEGATIVE_INFINITY;
      const max = range.max ?? Number.POSITIVE_INFINITY;
      for (let doc = 0; doc < this.size; doc++) if (!(column[doc] >= min && column[doc] <= max)) fails[doc] |= BIT[key];
    }
    if (filters.inStock) for (let doc = 0; doc < this.size; doc++) if (this.inStock[doc] === 0) fails[doc] |= BIT.inStock;
  }

  /**
   * One pass over the matching products: those passing every filter are the hits; facet counts are
   * disjunctive (each facet counts the products failing at most its own filter, so ticking "Red"
   * still shows how many "Blue" there are) and slider bounds ignore the range filters.
   */
  private collect(scores: Float64Array | null, fails: Int32Array, wanted: FacetName[]) {
    const matches = this.scratch.matches;
    let count = 0;
    const counts = new Map<FacetName, Int32Array>(wanted.map((facet) => [facet, new Int32Array(this.facetColumns[facet].values.length)]));
    // In "latest" order, so ties of relevance arrive already in their tie-break order.
    const latest = this.orders.latest;
    const n = this.size;
    if (wanted.length === 0) {
      // The dropdown's shape: no facets and no slider bounds, only the matches.
      if (scores) {
        for (let k = 0; k < n; k++) {
          const i = latest[k];
          if (scores[i] > 0 && fails[i] === 0) matches[count++] = i;
        }
      } else for (let k = 0; k < n; k++) if (fails[latest[k]] === 0) matches[count++] = latest[k];
      return { matches, count, counts, stats: {} };
    }
    const bits = wanted.map((facet) => BIT[facet]);
    const starts = wanted.map((facet) => this.facetColumns[facet].start);
    const valueIds = wanted.map((facet) => this.facetColumns[facet].valueIds);
    const tallies = wanted.map((facet) => counts.get(facet)!);
    const columns = wanted.length;
    const { prices, weights } = this;
    let priceMin = Infinity, priceMax = -Infinity, weightMin = Infinity, weightMax = -Infinity;
    for (let k = 0; k < n; k++) {
      const i = latest[k];
      if (scores && !(scores[i] > 0)) continue;
      const failed = fails[i];
      if (failed === 0) matches[count++] = i;
      for (let c = 0; c < columns; c++) {
        if ((failed & ~bits[c]) !== 0) continue;
        const start = starts[c], ids = valueIds[c], tally = tallies[c];
        for (let v = start[i]; v < start[i + 1]; v++) tally[ids[v]]++;
      }
      if ((failed & ~RANGE_BITS) === 0) {
        const price = prices[i], weight = weights[i];
        if (price < priceMin) priceMin = price;
        if (price > priceMax) priceMax = price;
        if (weight < weightMin) weightMin = weight;
        if (weight > weightMax) weightMax = weight;
      }
    }
    const stats: SearchResult["facets_stats"] =
      priceMin <= priceMax ? { price: { min: priceMin, max: priceMax }, weight: { min: weightMin, max: weightMax } } : {};
    return { matches, count, counts, stats };
  }

  /** The requested page of `matches` (which come in "latest" order) in the requested order. */
  private page(matches: Int32Array, count: number, scores: Float64Array | null, sort: SearchSort, page: number, hitsPerPage: number): number[] {
    const start = page * hitsPerPage;
    if (start >= count) return [];
    if (sort === "relevance" && scores) return topK(matches, count, start + hitsPerPage, scores).slice(start);
    if (sort === "relevance" || sort === "latest") return Array.from(matches.subarray(start, Math.min(count, start + hitsPerPage)));
    // Another sort order is precomputed: walk it and keep the matching products of the page.
    const order = this.orders[sort];
    const wanted = this.scratch.mark;
    wanted.fill(0);
    for (let k = 0; k < count; k++) wanted[matches[k]] = 1;
    const found: number[] = [];
    let seen = 0;
    for (let k = 0; k < order.length && found.length < hitsPerPage; k++) {
      if (wanted[order[k]] === 0) continue;
      if (seen++ >= start) found.push(order[k]);
    }
    return found;
  }
}

/**
 * The `k` best-scoring items, without sorting them all: a broad prefix ("fol") matches most of
 * the index, but the dropdown shows 18. Insertion into a short sorted list; most items lose to
 * its last one at the first comparison.
 */
function topK(items: Int32Array, count: number, k: number, scores: Float64Array): number[] {
  const best: number[] = [];
  for (let n = 0; n < count; n++) {
    const item = items[n];
    // Items come in tie-break order, so an equal score never displaces an earlier item.
    if (best.length === k && scores[item] <= scores[best[k - 1]]) continue;
    let at = Math.min(best.length, k - 1);
    while (at > 0 && scores[item] > scores[best[at - 1]]) at--;
    best.splice(at, 0, item);
    if (best.length > k) best.pop();
  }
  return best;
}

/** One facet's values of every product: ids into `values`, product i's at valueIds[start[i]..start[i+1]). */
interface FacetColumn {
  values: string[];
  ids: Map<string, number>;
  start: Int32Array;
  valueIds: Int32Array;
}

function facetColumn(docs: readonly IndexedDocument[], facet: FacetName): FacetColumn {
  const ids = new Map<string, number>();
  const values: string[] = [];
  const start = new Int32Array(docs.length + 1);
  const valueIds: number[] = [];
  docs.forEach((doc, i) => {
    for (const value of doc.facets[facet]) {
      let id = ids.get(value);
      if (id === undefined) {
        ids.set(value, (id = values.length));
        values.push(value);
      }
      valueIds.push(id);
    }
    start[i + 1] = valueIds.length;
  });
  return { values, ids, start, valueIds: Int32Array.from(valueIds) };
}

/** Most frequent values first, then by value; at most MAX_FACET_VALUES (like a hosted engine). */
function topValues(values: string[], counts: Int32Array): Record<string, number> {
  const entries: Array<[string, number]> = [];
  counts.forEach((n, id) => n > 0 && entries.push([values[id], n]));
  entries.sort((a, b) => b[1] - a[1] || compareCodeUnits(a[0], b[0]));
  return Object.fromEntries(entries.slice(0, MAX_FACET_VALUES));
}

function unique(values: readonly string[] | undefined): string[] {
  return values ? [...new Set(values)] : [];
}

function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
