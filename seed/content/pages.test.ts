import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client";
import { createTestDatabase } from "../../tests/db";
import { BLOCK_TYPES, validatePage } from "../../server/modules/content/blocks";
import { ContentService } from "../../server/modules/content/service";
import { CacheEpochs } from "../../server/modules/cache/epochs";
import { contentChannels } from "./channels";
import { pageDocuments, seedPages } from "./pages";
import { insertDocuments } from "./write";

// 001 §2 Content-block types; 000 §3 Page SEO; 000 §7 Page content.
const LABEL = 'Yes, send me news from Foldwell. <a href="/privacy" target="_blank">Privacy policy</a>';
const documents = pageDocuments("Foldwell", Object.fromEntries(contentChannels("Foldwell").map((c) => [c.channel, LABEL])));

describe("seeded content pages", () => {
  it("every page of every channel validates against the block schemas, already sanitised", () => {
    expect(documents.length).toBeGreaterThan(0);
    for (const doc of documents) {
      const valid = validatePage(doc.data);
      // Sanitising on save would change nothing: the seed is clean.
      expect(valid, `${doc.channel} ${doc.key}`).toEqual(doc.data);
    }
  });

  it("every channel has a home page and the content pages, each with a title and SEO data", () => {
    for (const channel of contentChannels("Foldwell")) {
      const keys = documents.filter((d) => d.channel === channel.channel).map((d) => d.key);
      expect(keys).toEqual(expect.arrayContaining(["/", "/about", "/folding-explained", "/support", "/sustainability", "/size-guide", "/block-gallery"]));
      for (const doc of documents.filter((d) => d.channel === channel.channel)) {
        const page = doc.data as { title: string; seo: { seo_title: string; meta: Array<{ tag_name: string; content: string }>; scripts: unknown[] } };
        expect(page.title).not.toBe("");
        expect(page.seo.seo_title).not.toBe("");
        expect(page.seo.meta.find((m) => m.tag_name === "description")?.content).toBeTruthy();
        expect(page.seo.scripts).toEqual([]);
      }
    }
  });

  it("the pages of a channel use every block type, and the block gallery alone shows all of them", () => {
    const types = (doc: (typeof documents)[number]) => (doc.data as { blocks: Array<{ type: string }> }).blocks.map((b) => b.type);
    for (const channel of contentChannels("Foldwell")) {
      const pages = documents.filter((d) => d.channel === channel.channel);
      const used = new Set(pages.filter((d) => d.key !== "/block-gallery").flatMap(types));
      expect([...BLOCK_TYPES].filter((t) => !used.has(t)), channel.channel).toEqual([]);
      const gallery = new Set(types(pages.find((d) => d.key === "/block-gallery")!));
      expect([...BLOCK_TYPES].filter((t) => !gallery.has(t)), channel.channel).toEqual([]);
    }
  });

  it("pages are written in the channel's language and carry the brand name", () => {
    const home = (market: string) => JSON.stringify(documents.find((d) => d.channel === `foldwell-${market}` && d.key === "/")!.data);
    expect(home("de")).toContain("Die Stadt gehört dir");
    expect(home("fr")).toContain("La ville est à vous");
    expect(home("jp")).toContain("街はあなたのもの");
    expect(home("uk")).toContain("The city is yours");
    expect(JSON.stringify(documents.find((d) => d.channel === "foldwell-us" && d.key === "/")!.data)).toContain("45 miles");
    expect(home("uk")).not.toContain("{brand}");
    expect(JSON.stringify(pageDocuments("Pliant").find((d) => d.key === "/")!.data)).toContain("Find your Pliant");
  });
});

describe("seedPages", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("writes the pages of every channel with the CMS's sign-up checkbox label", { timeout: 90_000 }, async () => {
    {
      await insertDocuments(handle.db, [
        { channel: "foldwell-de", locale: "de-DE", type: "config", key: "vue-storefront", data: { formConfig: { marketingSignUpCheckboxLabel: "Ja, schickt mir Neuigkeiten." } } },
      ]);
      await seedPages(handle.db, "Foldwell");
      const content = new ContentService(handle.db, new CacheEpochs(handle.db));
      const home = await content.getPage("foldwell-de", "/");
      expect(home?.title).toBe("Startseite");
      expect(home?.blocks.find((b) => b.type === "marketingSignUp")).toMatchObject({ checkboxLabel: "Ja, schickt mir Neuigkeiten.", id: "home-newsletter" });
      const uk = await content.getPage("foldwell-uk", "/block-gallery");
      expect(uk?.blocks.find((b) => b.type === "marketingSignUp")).not.toHaveProperty("checkboxLabel");
    }
  });
});
