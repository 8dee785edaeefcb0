import { asc } from "drizzle-orm";
import type { Database } from "../../db/client";
import { storefronts, type CurrencyDisplayFormat, type StorefrontRow } from "./schema";

/** The storefront config a request runs in (000 §3 Storefront config, 001 §1). */
export interface Storefront {
  code: string;
  name: string;
  country: { code: string; label: string; iso: string; iso3: string };
  channelId: number;
  protocol: "http" | "https";
  locale: string;
  currency: string;
  currencyFormat: CurrencyDisplayFormat;
  taxMode: "inc" | "ex";
  searchIndex: string;
  eCommDisabled: boolean;
  brChannel: string;
  channelPublicHost: string;
  isDefault: boolean;
}

/** A country selector entry: where each storefront lives (000 §2 Country selector). */
export interface CountryLink {
  code: string;
  label: string;
  iso: string;
  href: string;
  /** Hong Kong, Macao and Taiwan show a text flag instead of an image (000 §2). */
  textFlag: boolean;
}

const TEXT_FLAG_ISOS = new Set(["HK", "MO", "TW"]);
/** How many ports' country lists are kept (a shop answers on one or two; a forged Host names any). */
const MAX_COUNTRY_LIST_PORTS = 4;

export interface HostSettings {
  shopDomain: string;
}

/**
 * Storefronts change rarely and are read on every request, so they are held in memory and
 * reloaded only when `reload()` is called after a change.
 */
export class StorefrontDirectory {
  private byCode = new Map<string, Storefront>();
  private fallback: Storefront | undefined;
  /**
   * The country list by port, made once per storefront list: it is sorted with localeCompare for
   * 62 countries, and every page's root data reads it (~1.5 % of a trivial render's CPU). The port
   * comes from the visitor's Host header, so only a few ports are kept.
   */
  private countryLinksByPort = new Map<string, readonly CountryLink[]>();

  constructor(
    private readonly db: Database,
    private readonly settings: HostSettings,
  ) {}

  async reload(): Promise<void> {
    const rows = await this.db.select().from(storefronts).orderBy(asc(storefronts.sortOrder));
    this.byCode = new Map(rows.map((row) => [row.code, this.toStorefront(row)]));
    this.countryLinksByPort.clear();
    this.fallback = [...this.byCode.values()].find((s) => s.isDefault) ?? [...this.byCode.values()][0];
  }

  /** Whether no storefront is stored yet: an empty database, which boot may seed. */
  async noneStored(): Promise<boolean> {
    const [row] = await this.db.select({ code: storefronts.code }).from(storefronts).limit(1);
    return row === undefined;
  }

  all(): Storefront[] {
    return [...this.byCode.values()];
  }

  byCodeOrNull(code: string): Storefront | null {
    return this.byCode.get(code) ?? null;
  }

  defaultStorefront(): Storefront {
    if (!this.fallback) throw new Error("No storefronts are configured: run the seed (npm run seed).");
    return this.fallback;
  }

  /**
   * `{code}.{SHOP_DOMAIN}` picks that country's storefront; the bare domain, `www.` and unknown
   * hosts get the default storefront (000 §1).
   */
  resolve(hostHeader: string | undefined): Storefront {
    const host = (hostHeader ?? "").toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
    const suffix = `.${this.settings.shopDomain}`;
    if (host.endsWith(suffix)) {
      const label = host.slice(0, -suffix.length);
      const found = this.byCode.get(label);
      if (found) return found;
    }
    return this.defaultStorefront();
  }

  /** Absolute origin of a storefront, keeping the port the visitor used (any port works locally). */
  originOf(storefront: Storefront, port?: string): string {
    const host = storefront.isDefault ? this.settings.shopDomain : storefront.channelPublicHost;
    return `${storefront.protocol}://${host}${port ? `:${port}` : ""}`;
  }

  countryLinks(port?: string): readonly CountryLink[] {
    const key = port ?? "";
    const known = this.countryLinksByPort.get(key);
    if (known) return known;
    const links = this.all()
      .map((s) => ({
        code: s.code,
        label: s.country.label,
        iso: s.country.iso,
        href: this.originOf(s, port),
        textFlag: TEXT_FLAG_ISOS.has(s.country.iso),
      }))
      .sort((a, b) => a.label.localeCompare(b.label, "en"));
    if (this.countryLinksByPort.size >= MAX_COUNTRY_LIST_PORTS) this.countryLinksByPort.clear();
    this.countryLinksByPort.set(key, links);
    return links;
  }

  private toStorefront(row: StorefrontRow): Storefront {
    const localDomain = this.settings.shopDomain === "localhost" || this.settings.shopDomain.endsWith(".localhost");
    return {
      code: row.code,
      name: row.name,
      country: { code: row.code, label: row.countryLabel, iso: row.countryIso, iso3: row.countryIso3 },
      channelId: row.channelId,
      protocol: localDomain ? "http" : "https",
      locale: row.locale,
      currency: row.currency,
      currencyFormat: row.currencyFormat,
      taxMode: row.taxMode,
      searchIndex: row.searchIndex,
      eCommDisabled: row.eCommDisabled,
      brChannel: row.brChannel,
      channelPublicHost: `${row.code}.${this.settings.shopDomain}`,
      isDefault: row.isDefault,
    };
  }
}

/** Port part of a Host header, if any. */
export function portOf(hostHeader: string | undefined): string | undefined {
  const match = /:(\d+)$/.exec(hostHeader ?? "");
  return match?.[1];
}
