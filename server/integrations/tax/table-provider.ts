import { readFileSync } from "node:fs";
import { z } from "zod";
import shipped from "./us-rates.json";
import { taxAt, type TaxProvider, type TaxQuote, type TaxQuoteRequest } from "./types";

/**
 * Issue 19: the built-in TaxProvider, a US rate table shipped with the shop (us-rates.json) or
 * read from TAX_RATES_FILE at boot. Per state: the state's base rate, whether shipping is taxed,
 * and optionally local rates by ZIP prefix (the first matching prefix adds its rate). A state
 * missing from the table, or an address outside the US, is quoted no tax.
 */

/** A rate in percent with at most three decimals (6.875), 0..20. */
const percent = z
  .number()
  .min(0)
  .max(20)
  .refine((r) => Number.isInteger(Math.round(r * 1000)) && Math.abs(r * 1000 - Math.round(r * 1000)) < 1e-6, "at most three decimals");

const rateTableSchema = z.object({
  version: z.string().min(1),
  source: z.string().optional(),
  states: z.record(
    z.string().regex(/^[A-Z]{2}$/, "state codes are two capital letters"),
    z.object({
      name: z.string().min(1),
      rate: percent,
      shippingTaxable: z.boolean(),
      local: z
        .array(z.object({ name: z.string().min(1), zipPrefixes: z.array(z.string().regex(/^\d{1,5}$/, "ZIP prefixes are 1-5 digits")).min(1), rate: percent }))
        .optional(),
    }),
  ),
});

export type RateTable = z.infer<typeof rateTableSchema>;

export class RateTableError extends Error {}

/** A parsed, validated rate table; throws RateTableError naming the first bad entry. */
export function parseRateTable(json: unknown, origin = "rate table"): RateTable {
  const parsed = rateTableSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RateTableError(`${origin}: ${issue.path.join(".") || "(root)"}: ${issue.message}`);
  }
  return parsed.data;
}

/** The table from TAX_RATES_FILE, or the shipped one. A missing or malformed file throws. */
export function loadRateTable(file?: string): RateTable {
  if (!file) return parseRateTable(shipped, "us-rates.json");
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new RateTableError(`TAX_RATES_FILE ${file}: cannot be read (${(error as Error).message})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new RateTableError(`TAX_RATES_FILE ${file}: not valid JSON (${(error as Error).message})`);
  }
  return parseRateTable(json, `TAX_RATES_FILE ${file}`);
}

const thousandths = (percentRate: number) => Math.round(percentRate * 1000);

export class TableTaxProvider implements TaxProvider {
  constructor(private readonly table: RateTable = loadRateTable()) {}

  async quote(request: TaxQuoteRequest): Promise<TaxQuote> {
    const address = request.shippingAddress;
    const state = address && address.country.toUpperCase() === "US" ? this.table.states[address.state.trim().toUpperCase()] : undefined;
    if (!address || !state) {
      return { lines: request.lines.map(() => 0), shipping: 0, rate: 0, shippingRate: 0, total: 0, jurisdiction: null };
    }
    const zip = address.postCode.trim();
    const local = state.local?.find((l) => l.zipPrefixes.some((p) => zip.startsWith(p))) ?? null;
    const rate = thousandths(state.rate) + (local ? thousandths(local.rate) : 0);
    const shippingRate = state.shippingTaxable ? rate : 0;
    const lines = request.lines.map((l) => taxAt(l.amount, rate));
    const shipping = taxAt(request.shipping, shippingRate);
    return {
      lines,
      shipping,
      rate,
      shippingRate,
      total: lines.reduce((sum, t) => sum + t, 0) + shipping,
      jurisdiction: { country: "US", state: address.state.trim().toUpperCase(), name: state.name, local: local?.name ?? null },
    };
  }

  /** The table's states, for the checkout's state select (code and name). */
  states(): Array<{ code: string; name: string }> {
    return Object.entries(this.table.states)
      .map(([code, s]) => ({ code, name: s.name }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }
}
