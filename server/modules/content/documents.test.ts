import { describe, expect, it } from "vitest";
import { inArray } from "drizzle-orm";
import { seedBlog } from "../../../seed/content/blog";
import { seedConfig } from "../../../seed/content/config";
import { seedLayout } from "../../../seed/content/layout";
import { testShopForFile } from "../../../tests/db";
import { validateDocument } from "./documents";
import { contentDocuments } from "./schema";

const shop = testShopForFile();

// Issue 17: the back office edits the demo shop's documents, so each must fit its schema (001 §7).
describe("the demo shop's documents fit the editor's schemas (issue 17)", () => {
  it("menus, footers, style guides, config documents and articles of every channel validate", async () => {
    await seedLayout(shop.db, "Foldwell");
    await seedConfig(shop.db, "Foldwell");
    await seedBlog(shop.db, "Foldwell");
    const documents = await shop.db.select().from(contentDocuments).where(inArray(contentDocuments.type, ["menu", "footer", "styleGuide", "config", "article"]));
    expect(documents.length).toBeGreaterThan(40);
    for (const document of documents) expect(() => validateDocument(document.type, document.data), `${document.channel} ${document.type} ${document.key}`).not.toThrow();
  });
});
