/**
 * Trigram similarity as PostgreSQL's pg_trgm computes it, for typo tolerance in the in-process
 * search index: each word is padded with two spaces before and one after ("  urban "), its
 * three-character windows form a set, and the similarity of two texts is the number of shared
 * trigrams over the number of distinct trigrams of both (0 to 1). pg_trgm's `%` holds from 0.3.
 */

export const SIMILARITY_THRESHOLD = 0.3;

/** The distinct trigrams of one already folded word. */
export function wordTrigrams(word: string, into: Set<string> = new Set()): Set<string> {
  const chars = Array.from(`  ${word} `);
  for (let i = 0; i + 3 <= chars.length; i++) into.add(chars[i] + chars[i + 1] + chars[i + 2]);
  return into;
}

/** The distinct trigrams of several words (a name, a query phrase). */
export function textTrigrams(words: readonly string[]): Set<string> {
  const set = new Set<string>();
  for (const word of words) wordTrigrams(word, set);
  return set;
}

export function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const trigram of a) if (b.has(trigram)) shared++;
  return shared / (a.size + b.size - shared);
}
