import { describe, expect, it } from "vitest";
import { describeSchema, emptyValue, pruneEmpty, type FieldDescriptor } from "../../../common/schema-fields";
import { BLOCK_TYPES, blockSchemas } from "./blocks";
import { footerSchema, menuSchema, styleGuideSchema } from "./documents";

// Issue 17: a form per content-block type generated from the block's zod schema (001 §2 block types).
function fieldsOf(descriptor: FieldDescriptor) {
  if (descriptor.kind !== "object") throw new Error("not an object");
  return Object.fromEntries(descriptor.fields.map((f) => [f.name, f.field]));
}

describe("content editor forms from the block schemas (issue 17)", () => {
  it("describes every block type: its type is a fixed literal, its id a text field", () => {
    for (const type of BLOCK_TYPES) {
      const fields = fieldsOf(describeSchema(blockSchemas[type]));
      expect(fields.type, type).toEqual({ kind: "literal", optional: false, value: type });
      expect(fields.id.kind, type).toBe("string");
    }
    const hero = fieldsOf(describeSchema(blockSchemas.hero));
    expect(hero.headline).toMatchObject({ kind: "string", maxLength: 160 });
    expect(hero.text).toMatchObject({ kind: "string", optional: true, richText: true });
    expect(hero.cta).toMatchObject({ kind: "object", optional: true });
    const table = fieldsOf(describeSchema(blockSchemas.table));
    expect(table.rows).toMatchObject({ kind: "array", item: { kind: "array", item: { kind: "string" } } });
  });

  it("describes the footer (four columns), the style guide and the recursive menu", () => {
    expect(fieldsOf(describeSchema(footerSchema)).columns).toMatchObject({ kind: "array", min: 4, max: 4 });
    expect(fieldsOf(describeSchema(styleGuideSchema)).buttonRadius).toMatchObject({ kind: "string" });
    expect(fieldsOf(describeSchema(menuSchema)).items).toMatchObject({ kind: "array", item: { kind: "object" } });
  });

  it("a new block from its empty value plus the required texts parses; blank optional parts are dropped", () => {
    const descriptor = describeSchema(blockSchemas.banner);
    const value = emptyValue(descriptor) as Record<string, unknown>;
    expect(value).toMatchObject({ type: "banner", id: "", headline: "", image: { src: "", alt: "" } });
    const filled = { ...value, id: "spring", headline: "Spring", image: { src: "/images/a.jpg", alt: "A" }, eyebrow: "", cta: { label: "", url: "" } };
    const pruned = pruneEmpty(descriptor, filled);
    expect(pruned).not.toHaveProperty("eyebrow");
    expect(pruned).not.toHaveProperty("cta");
    expect(blockSchemas.banner.safeParse(pruned).success).toBe(true);
  });
});
