import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "../../env";
import { loadRateTable, TableTaxProvider } from "./table-provider";
import { taxAt } from "./types";

/** Issue 19, US sales tax (001 §3 order total_tax, §9 USD prices ex-tax): the shipped rate table. */
const provider = new TableTaxProvider();
const at = (state: string, postCode: string) => ({ country: "US", state, postCode, city: "Somewhere" });
const request = (state: string, postCode: string, amounts: number[], shipping: number) => ({
  storefront: "us",
  currency: "USD",
  shippingAddress: at(state, postCode),
  lines: amounts.map((amount, i) => ({ sku: `SKU-${i}`, amount })),
  shipping,
});

describe("TableTaxProvider (issue 19)", () => {
  it("Oregon: no sales tax on goods or shipping", async () => {
    const quote = await provider.quote(request("OR", "97201", [12_999, 4_550], 795));
    expect(quote).toMatchObject({ lines: [0, 0], shipping: 0, total: 0, rate: 0, jurisdiction: { state: "OR", name: "Oregon" } });
  });

  it("California: the state rate 7.25 %, shipping not taxed; Los Angeles adds its local rate", async () => {
    const state = await provider.quote(request("CA", "95814", [10_000], 795));
    expect(state).toMatchObject({ lines: [725], shipping: 0, total: 725, rate: 7250, shippingRate: 0, jurisdiction: { name: "California", local: null } });
    const la = await provider.quote(request("ca", "90012", [10_000], 795));
    expect(la).toMatchObject({ lines: [975], total: 975, rate: 9750, jurisdiction: { state: "CA", local: "Los Angeles" } });
  });

  it("a state that taxes shipping (Texas) taxes it at the goods' rate; one that doesn't (Florida) doesn't", async () => {
    expect(await provider.quote(request("TX", "73301", [10_000], 795))).toMatchObject({ lines: [625], shipping: 50, total: 675, shippingRate: 6250 });
    expect(await provider.quote(request("FL", "33101", [10_000], 795))).toMatchObject({ lines: [600], shipping: 0, total: 600 });
  });

  it("rounds per line, half away from zero, in cents; the total is the sum of the rounded lines", async () => {
    // 3 × $0.07 at 7.25 %: 0.5075 ¢ each → 1 ¢ per line, 3 ¢ in all (per order it would be 2 ¢).
    const quote = await provider.quote(request("CA", "95814", [7, 7, 7], 0));
    expect(quote.lines).toEqual([1, 1, 1]);
    expect(quote.total).toBe(3);
    expect(taxAt(-1_000, 7250)).toBe(-73);
    expect(taxAt(1_000, 7250)).toBe(73);
    expect(taxAt(1_234, 6875)).toBe(85);
  });

  it("states without sales tax are at 0, and every state has a name", () => {
    const table = loadRateTable();
    for (const code of ["DE", "MT", "NH", "OR", "AK"]) expect(table.states[code].rate).toBe(0);
    expect(Object.keys(table.states)).toHaveLength(51);
  });

  it("no address or a state missing from the table: no tax quoted, no jurisdiction", async () => {
    expect(await provider.quote({ ...request("CA", "95814", [10_000], 795), shippingAddress: null })).toMatchObject({ total: 0, jurisdiction: null });
    expect(await provider.quote(request("", "95814", [10_000], 795))).toMatchObject({ total: 0, jurisdiction: null });
  });

  it("TAX_RATES_FILE replaces the table; a malformed file stops the boot naming the bad entry", async () => {
    const dir = mkdtempSync(join(tmpdir(), "tax-rates-"));
    const good = join(dir, "good.json");
    writeFileSync(good, JSON.stringify({ version: "test", states: { OR: { name: "Oregon", rate: 1.5, shippingTaxable: true } } }));
    expect(parseEnv({ TAX_RATES_FILE: good }).TAX_RATES_FILE).toBe(good);
    expect((await new TableTaxProvider(loadRateTable(good)).quote(request("OR", "97201", [10_000], 1_000))).total).toBe(165);

    const badRate = join(dir, "bad-rate.json");
    writeFileSync(badRate, JSON.stringify({ version: "test", states: { CA: { name: "California", rate: "7.25%", shippingTaxable: false } } }));
    expect(() => parseEnv({ TAX_RATES_FILE: badRate })).toThrow(/TAX_RATES_FILE: TAX_RATES_FILE .*bad-rate\.json: states\.CA\.rate/);
    const notJson = join(dir, "broken.json");
    writeFileSync(notJson, "{ states: ");
    expect(() => parseEnv({ TAX_RATES_FILE: notJson })).toThrow(/not valid JSON/);
    expect(() => parseEnv({ TAX_RATES_FILE: join(dir, "missing.json") })).toThrow(/cannot be read/);
  });
});
