import { describe, expect, it } from "vitest";
import { sizeGuideRows } from "./size-guide";

// Issue 16: the size guide shows inches on the us storefront (001 §9: imperial units for en-US).
describe("size guide rows (001 §2 size guide modal, §9 units)", () => {
  it("en-US: heights in feet and inches, inseams in inches", () => {
    expect(sizeGuideRows("en-US")).toEqual([
      { handlebars: "Low", height: "4 ft 11 in – 5 ft 9 in", inseam: "28–31 in" },
      { handlebars: "Mid", height: "5 ft 3 in – 6 ft 3 in", inseam: "29–34 in" },
      { handlebars: "High", height: "5 ft 9 in – 6 ft 7 in", inseam: "31–36 in" },
    ]);
  });

  it("every other locale: centimetres", () => {
    for (const locale of ["en-GB", "de-DE", "ja-JP", "en-SG"]) {
      expect(sizeGuideRows(locale)[0]).toEqual({ handlebars: "Low", height: "150–175 cm", inseam: "70–80 cm" });
      expect(JSON.stringify(sizeGuideRows(locale))).not.toContain(" in");
    }
  });
});
