// `npm run bench -- --readme` writes its tables between README's bench markers and nowhere else.
import { describe, expect, it } from "vitest";
import { replaceBenchSection } from "../../bench/readme";

describe("README bench section", () => {
  const readme = "# Shop\n\nintro\n\n<!-- bench:start -->\nold table\n| a | b |\n<!-- bench:end -->\n\n## After\ntext with <!-- other --> marker\n";

  it("replaces only what lies between the markers, keeping both markers", () => {
    const updated = replaceBenchSection(readme, "\n| new | table |\n");
    expect(updated).toBe("# Shop\n\nintro\n\n<!-- bench:start -->\n| new | table |\n<!-- bench:end -->\n\n## After\ntext with <!-- other --> marker\n");
  });

  it("is idempotent: writing the same section twice gives the same README", () => {
    const once = replaceBenchSection(readme, "x");
    expect(replaceBenchSection(once, "x")).toBe(once);
  });

  it("keeps `$` sequences of the figures literally", () => {
    expect(replaceBenchSection(readme, "cost $& and $1")).toContain("cost $& and $1\n<!-- bench:end -->");
  });

  it("refuses a README without the markers instead of losing the figures", () => {
    expect(() => replaceBenchSection("# Shop\n", "x")).toThrow(/bench:start/);
  });
});
