import { describe, expect, it } from "vitest";
import { validatePage } from "../../server/modules/content/blocks";
import { contentChannels } from "./channels";
import { legalPages } from "./legal-pages";
import { LEGAL_PATHS } from "./legal-copy/types";
import { pageDocuments } from "./pages";

// Issue 16, no dead ends: the footer's help and legal pages (seed/content/layout.ts links /contact,
// /delivery-and-returns, /warranty, /terms, /privacy, /cookies) exist on every channel, with real
// content in the channel's language (000 §2 catch-all content page; 001 §2 Content-block types).
describe("seeded help and legal pages (issue 16)", () => {
  const documents = pageDocuments("Foldwell");
  const page = (channel: string, path: string) => documents.find((d) => d.channel === `foldwell-${channel}` && d.key === path)?.data as
    | { title: string; seo: { meta: Array<{ tag_name: string; content: string }> }; blocks: Array<{ type: string; sections?: unknown[] }> }
    | undefined;

  it("every channel has all six pages, valid against the block schemas, with a description and several sections", () => {
    for (const { channel } of contentChannels("Foldwell")) {
      for (const path of Object.values(LEGAL_PATHS)) {
        const doc = documents.find((d) => d.channel === channel && d.key === path);
        expect(doc, `${channel} ${path}`).toBeDefined();
        expect(validatePage(doc!.data)).toEqual(doc!.data);
        const data = doc!.data as NonNullable<ReturnType<typeof page>>;
        expect(data.seo.meta.find((m) => m.tag_name === "description")?.content.length).toBeGreaterThan(30);
        expect(data.blocks.map((b) => b.type)).toEqual(["pageHero", "article"]);
        expect(data.blocks[1].sections!.length).toBeGreaterThanOrEqual(3);
        expect(JSON.stringify(data)).not.toMatch(/\{(brand|slug)\}/);
      }
    }
  });

  it("pages are in the channel's language: the same footer words the menu uses", () => {
    expect(page("uk", "/terms")?.title).toBe("Terms & conditions");
    expect(page("de", "/terms")?.title).toBe("AGB");
    expect(page("fr", "/privacy")?.title).toBe("Politique de confidentialité");
    expect(page("es", "/cookies")?.title).toBe("Política de cookies");
    expect(page("it", "/warranty")?.title).toBe("Garanzia");
    expect(page("nl", "/delivery-and-returns")?.title).toBe("Verzending & retour");
    expect(page("jp", "/contact")?.title).toBe("お問い合わせ");
    expect(JSON.stringify(page("de", "/contact"))).toContain("care@foldwell.example");
  });

  it("the American storefront says shipping, miles and its own address (001 §9)", () => {
    const us = JSON.stringify(legalPages("en-US", "Foldwell"));
    expect(page("us", "/delivery-and-returns")?.title).toBe("Shipping & returns");
    expect(us).toContain("New York, NY 10013");
    expect(us).toContain("less than 30 miles");
    expect(us).not.toContain("London");
  });

  it("the brand name is the configured one", () => {
    expect(JSON.stringify(legalPages("en-GB", "Pliant Bikes"))).toContain("care@pliant-bikes.example");
  });
});
