import { describe, expect, it } from "vitest";
import { queryWords, tsqueryLiteral, tsvectorLiteral, words } from "./text";

// The one tokenizer of documents and queries (DESIGN.md search: weighted tsvector, prefixes).
describe("search text", () => {
  it("splits on anything but letters, marks and digits, lower-cases and folds Latin accents", () => {
    expect(words("Foldwell Urban-3, vélo & Fahrräder! 折りたたみ自転車")).toEqual(["foldwell", "urban", "3", "velo", "fahrrader", "折りたたみ自転車"]);
    expect(words("FW-U3 ''; DROP TABLE x; --")).toEqual(["fw", "u3", "drop", "table", "x"]);
    expect(words("῍ \u0301")).toEqual([]);
  });

  it("keeps at most eight query words", () => {
    expect(queryWords("a b c d e f g h i j")).toEqual(["a", "b", "c", "d", "e", "f", "g", "h"]);
  });

  it("builds weighted tsvector and prefix tsquery literals", () => {
    const { literal, vocabulary } = tsvectorLiteral([["A", "Urban 3"], ["B", "Foldwell"], ["D", "urban commuter"]]);
    expect(literal).toBe("'urban':1A,4D '3':2A 'foldwell':3B 'commuter':5D");
    expect(vocabulary).toEqual(["urban", "3", "foldwell", "commuter"]);
    expect(tsqueryLiteral([["folwel", "foldwell"], ["urbn", "urban"]])).toBe("('folwel' | 'foldwell') & ('urbn':* | 'urban':*)");
  });
});
