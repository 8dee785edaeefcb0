import { describe, expect, it } from "vitest";
import { z } from "zod";
import { BLOCK_TYPES, blockSchemas } from "../../../../server/modules/content/blocks";
import { footerSchema, menuSchema, styleGuideSchema } from "../../../../server/modules/content/documents";
import { describeSchema, emptyValue, pruneEmpty, type FieldDescriptor } from "./schema-fields";

// Issue 17: a form per content-block type generated from the block's zod schema (001 §2 block types).
function fieldsOf(descriptor: FieldDescriptor) {
  if (descriptor.kind !== "object") throw new Error("not an object");
  return Object.fromEntries(descriptor.fields.map((f) => [f.name, f.field]));
}

describe("form descriptors from zod schemas (issue 17)", () => {
  it("walks objects, strings, numbers, booleans, enums, arrays of objects and optional fields", () => {
    const schema = z.object({
      title: z.string().trim().min(1).max(80),
      body: z.string().max(5000).transform((s) => s.trim()),
      count: z.number().int().nonnegative().optional(),
      on: z.boolean().default(false),
      tone: z.enum(["info", "success"]).default("info"),
      level: z.union([z.literal(1), z.literal(2)]),
      items: z.array(z.object({ label: z.string().max(40) })).min(1).max(5),
      id: z.union([z.number(), z.string()]),
    });
    expect(fieldsOf(describeSchema(schema))).toEqual({
      title: { kind: "string", optional: false, minLength: 1, maxLength: 80, multiline: false, richText: false },
      body: { kind: "string", optional: false, maxLength: 5000, multiline: true, richText: true },
      count: { kind: "number", optional: true, integer: true, min: 0 },
      on: { kind: "boolean", optional: true },
      tone: { kind: "enum", optional: true, options: ["info", "success"] },
      level: { kind: "enum", optional: false, options: [1, 2] },
      items: { kind: "array", optional: false, min: 1, max: 5, item: { kind: "object", optional: false, fields: [{ name: "label", field: { kind: "string", optional: false, maxLength: 40, multiline: false, richText: false } }] } },
      // Unknown shapes fall back to a JSON field.
      id: { kind: "json", optional: false },
    });
  });

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
