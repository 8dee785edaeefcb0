/**
 * The one tokenizer of the search module. Documents and queries are split into words here, in
 * JavaScript, so both sides agree exactly whatever the database's locale or text-search parser does:
 * lower-case, Latin accents folded ("vélo" → "velo"), only letters, marks and digits.
 */

export const MAX_QUERY_WORDS = 8;
const MAX_WORD_LENGTH = 40;
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const ASCII = /^[\x00-\x7f]*$/;

export function foldWord(word: string): string {
  return word.normalize("NFD").replace(/[\u0300-\u036f]/g, "").normalize("NFC").toLowerCase();
}

export function words(text: string, limit = Number.POSITIVE_INFINITY): string[] {
  const out: string[] = [];
  // Plain ASCII (most catalogue text) is already in every normal form and has no accents to fold:
  // lower-casing is all foldWord would do, and normalising cost most of an index build (030).
  if (ASCII.test(text)) {
    for (const match of text.matchAll(WORD)) {
      const word = match[0].toLowerCase();
      out.push(word.length > MAX_WORD_LENGTH ? word.slice(0, MAX_WORD_LENGTH) : word);
      if (out.length >= limit) break;
    }
    return out;
  }
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
