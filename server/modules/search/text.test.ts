import { describe, expect, it } from "vitest";
import { queryWords, words } from "./text";

// The one tokenizer of documents and queries (docs/decisions/014).
describe("search text", () => {
  it("splits on anything but letters, marks and digits, lower-cases and folds Latin accents", () => {
    expect(words("Foldwell Urban-3, vélo & Fahrräder! 折りたたみ自転車")).toEqual(["foldwell", "urban", "3", "velo", "fahrrader", "折りたたみ自転車"]);
    expect(words("FW-U3 ''; DROP TABLE x; --")).toEqual(["fw", "u3", "drop", "table", "x"]);
    expect(words("῍ \u0301")).toEqual([]);
  });

  it("reads plain ASCII text exactly as the accent-folding path would (030: its fast path)", () => {
    expect(words("Foldwell URBAN-3 Sport, FW-12")).toEqual(["foldwell", "urban", "3", "sport", "fw", "12"]);
    expect(words("X".repeat(50))).toEqual(["x".repeat(40)]);
    expect(words("Café CAFE")).toEqual(["cafe", "cafe"]);
  });

  it("keeps at most eight query words", () => {
    expect(queryWords("a b c d e f g h i j")).toEqual(["a", "b", "c", "d", "e", "f", "g", "h"]);
  });
});
