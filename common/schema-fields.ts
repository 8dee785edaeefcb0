import type { ZodType } from "zod";

/**
 * A form generated from a zod schema (issue 17, back office): the content editor renders one field
 * per descriptor, for every block type's schema (server/modules/content/blocks.ts) and the other
 * content documents, without a hand-written form per type. Pure: the loader describes the schemas on
 * the server and the editor gets plain JSON. A shape this walker does not know becomes a `json` field
 * (a textarea), validated by the same schema on the server when the draft is saved.
 */
export type FieldDescriptor =
  | { kind: "string"; optional: boolean; minLength?: number; maxLength?: number; multiline: boolean; richText: boolean }
  | { kind: "number"; optional: boolean; integer: boolean; min?: number; max?: number }
  | { kind: "boolean"; optional: boolean }
  | { kind: "enum"; optional: boolean; options: Array<string | number> }
  | { kind: "literal"; optional: boolean; value: string | number | boolean | null }
  | { kind: "object"; optional: boolean; fields: Array<{ name: string; field: FieldDescriptor }> }
  | { kind: "array"; optional: boolean; item: FieldDescriptor; min?: number; max?: number }
  | { kind: "json"; optional: boolean };

/** Strings longer than this get a textarea. */
const MULTILINE_FROM = 300;

interface ZodInternals {
  _zod: { def: Record<string, unknown> & { type: string; checks?: Array<{ _zod: { def: Record<string, unknown> } }> } };
}

function defOf(schema: unknown) {
  return (schema as ZodInternals)._zod.def;
}

function checksOf(schema: unknown): Array<Record<string, unknown>> {
  return (defOf(schema).checks ?? []).map((check) => check._zod.def);
}

/** The descriptor of a schema's input shape: what a form must collect for it to parse. */
export function describeSchema(schema: ZodType, depth = 0): FieldDescriptor {
  return describe(schema, false, depth);
}

function describe(schema: unknown, optional: boolean, depth: number): FieldDescriptor {
  // Deeply recursive shapes (a menu's children) become JSON below a few levels.
  if (depth > 6) return { kind: "json", optional };
  const def = defOf(schema);
  switch (def.type) {
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
      return describe(def.innerType, true, depth);
    case "readonly":
      return describe(def.innerType, optional, depth);
    case "lazy":
      return describe((def.getter as () => unknown)(), optional, depth);
    case "pipe": {
      // A transform after a string (marketing text sanitised on save) is edited as that string.
      const input = describe(def.in, optional, depth);
      if (input.kind === "string" && defOf(def.out).type === "transform") return { ...input, multiline: true, richText: true };
      return input;
    }
    case "string": {
      const field: FieldDescriptor = { kind: "string", optional, multiline: false, richText: false };
      let formatted = false;
      for (const check of checksOf(schema)) {
        if (check.check === "min_length") field.minLength = check.minimum as number;
        if (check.check === "max_length") field.maxLength = check.maximum as number;
        // A pattern or a refinement (ids, addresses, colours) makes a one-line value.
        if (check.check === "string_format" || check.check === "custom") formatted = true;
      }
      field.multiline = !formatted && (field.maxLength ?? 0) > MULTILINE_FROM;
      return field;
    }
    case "number": {
      const field: FieldDescriptor = { kind: "number", optional, integer: false };
      for (const check of checksOf(schema)) {
        if (check.check === "number_format" && /int/.test(String(check.format))) field.integer = true;
        if (check.check === "greater_than") field.min = (check.value as number) + (check.inclusive ? 0 : Number.EPSILON);
        if (check.check === "less_than") field.max = check.value as number;
      }
      return field;
    }
    case "boolean":
      return { kind: "boolean", optional };
    case "enum":
      return { kind: "enum", optional, options: Object.values(def.entries as Record<string, string | number>) };
    case "literal": {
      const values = def.values as Array<string | number | boolean | null>;
      return values.length === 1 ? { kind: "literal", optional, value: values[0] } : { kind: "enum", optional, options: values as Array<string | number> };
    }
    case "union": {
      // A union of literals (heading level 1 | 2 | 3) is a choice; any other union is JSON.
      const options = def.options as unknown[];
      const literals = options.map((option) => describe(option, false, depth + 1));
      if (literals.every((l) => l.kind === "literal" && (typeof l.value === "string" || typeof l.value === "number"))) {
        return { kind: "enum", optional, options: literals.map((l) => (l as { value: string | number }).value) };
      }
      return { kind: "json", optional };
    }
    case "object": {
      const shape = def.shape as Record<string, unknown>;
      return { kind: "object", optional, fields: Object.entries(shape).map(([name, field]) => ({ name, field: describe(field, false, depth + 1) })) };
    }
    case "array": {
      const field: FieldDescriptor = { kind: "array", optional, item: describe(def.element, false, depth + 1) };
      for (const check of checksOf(schema)) {
        if (check.check === "min_length") field.min = check.minimum as number;
        if (check.check === "max_length") field.max = check.maximum as number;
        if (check.check === "length_equals") field.min = field.max = check.length as number;
      }
      return field;
    }
    default:
      return { kind: "json", optional };
  }
}

/** An empty value a form starts a new item (or a new block) with. */
export function emptyValue(field: FieldDescriptor): unknown {
  switch (field.kind) {
    case "string":
      return "";
    case "number":
      return field.min !== undefined && Number.isFinite(field.min) ? Math.ceil(field.min) : 0;
    case "boolean":
      return false;
    case "enum":
      return field.options[0];
    case "literal":
      return field.value;
    case "object":
      return Object.fromEntries(field.fields.filter((f) => !f.field.optional).map((f) => [f.name, emptyValue(f.field)]));
    case "array":
      return Array.from({ length: field.min ?? 0 }, () => emptyValue(field.item));
    case "json":
      return field.optional ? undefined : null;
  }
}

/**
 * Drops what a form leaves empty in optional places (a blank optional text, an optional object whose
 * fields are all blank), so the schema sees "absent" rather than an invalid empty value.
 */
export function pruneEmpty(field: FieldDescriptor, value: unknown): unknown {
  if (field.kind === "string") return field.optional && value === "" ? undefined : value;
  if (field.kind === "object" && value && typeof value === "object") {
    const entries = field.fields
      .map(({ name, field: child }) => [name, pruneEmpty(child, (value as Record<string, unknown>)[name])] as const)
      .filter(([, v]) => v !== undefined);
    const blank = entries.every(([name, v]) => v === "" || field.fields.find((f) => f.name === name)?.field.kind === "literal");
    if (field.optional && blank) return undefined;
    return Object.fromEntries(entries);
  }
  if (field.kind === "array" && Array.isArray(value)) return value.map((item) => pruneEmpty(field.item, item));
  return value;
}
