import { describe, expect, it } from "vitest";
import { z } from "zod";
import { describeSchema, type FieldDescriptor } from "./schema-fields";

// Issue 17: the back office's content editor renders a form per block type from these descriptors.
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
});
