/**
 * The one tokenizer of the search module. Documents and queries are split into words here, in
 * JavaScript, so both sides agree exactly whatever the database's locale or text-search parser does:
 * lower-case, Latin accents folded ("vélo" → "velo"), only letters, marks and digits.
 */

export const MAX_QUERY_WORDS = 8;
const MAX_WORD_LENGTH = 40;
/** PostgreSQL positions stop at 16383; a product's text never needs that many words. */
const MAX_DOCUMENT_WORDS = 4000;
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

export function foldWord(word: string): string {
  return word.normalize("NFD").replace(/[\u0300-\u036f]/g, "").normalize("NFC").toLowerCase();
}

export function words(text: string, limit = Number.POSITIVE_INFINITY): string[] {
  const out: string[] = [];
  for (const match of text.normalize("NFKC").matchAll(WORD)) {
    const word = foldWord(match[0]);
    // A run of bare accents folds away to nothing ("῍" is a space and two combining marks).
    if (word === "") continue;
    out.push(word.length > MAX_WORD_LENGTH ? [...word].slice(0, MAX_WORD_LENGTH).join("") : word);
    if (out.length >= limit) break;
  }
  return out;
}

/** The searchable words of a query: at most a few, whatever the visitor typed or pasted. */
export function queryWords(term: string): string[] {
  return words(term.slice(0, 2000), MAX_QUERY_WORDS);
}

/** Text of a CMS or catalogue field without markup. */
export function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, " ").replace(/&[a-z#0-9]+;/gi, " ");
}

export type Weight = "A" | "B" | "C" | "D";

/**
 * Builds a `tsvector` literal from weighted fields: every word keeps its position and weight, so
 * `ts_rank` prefers a match in the name (A) over brand/sku (B), highlights (C) and description (D).
 * Words hold only letters, marks and digits, so quoting them cannot break out of the literal.
 */
export function tsvectorLiteral(fields: Array<[Weight, string]>): { literal: string; vocabulary: string[] } {
  const positions = new Map<string, string[]>();
  let position = 0;
  for (const [weight, text] of fields) {
    for (const word of words(text)) {
      if (position >= MAX_DOCUMENT_WORDS) break;
      position += 1;
      const list = positions.get(word) ?? [];
      // PostgreSQL keeps at most 256 positions per lexeme.
      if (list.length < 256) list.push(`${position}${weight}`);
      positions.set(word, list);
    }
  }
  const literal = [...positions].map(([word, list]) => `'${escapeLexeme(word)}':${list.join(",")}`).join(" ");
  return { literal, vocabulary: [...positions.keys()] };
}

/** A `tsquery` literal: words AND-ed, each an OR of its alternatives; the last word matches as a prefix. */
export function tsqueryLiteral(alternatives: string[][]): string {
  return alternatives
    .map((alts, i) => {
      const prefix = i === alternatives.length - 1 ? ":*" : "";
      return `(${alts.map((w) => `'${escapeLexeme(w)}'${prefix}`).join(" | ")})`;
    })
    .join(" & ");
}

function escapeLexeme(word: string): string {
  return word.replace(/\\/g, "\\\\").replace(/'/g, "''");
}
