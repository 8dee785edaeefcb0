import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestShop } from "../../../tests/db";
import type { Shop } from "../../shop";
import { InvalidContentError, parseBlocks, renderableBlocks, validatePage } from "./blocks";
import { sanitizeHtmlBlock, sanitizeMarketingText } from "./sanitize";

// 001 §2 Content-block types: marketing text sanitising, video entries, unknown types.

const seo = { seo_title: "About us", meta: [{ tag_name: "description", content: "Who we are" }], scripts: [] };
const image = { src: "/images/content/hero-city.svg", alt: "A folded bike" };

describe("marketing text sanitising (001 §2)", () => {
  it("keeps only b, i, em, strong and a with href and target", () => {
    const dirty =
      '<p class="x">Ride <b>far</b>, <i>fold</i> <em>small</em> <strong>now</strong> ' +
      '<a href="/c/bikes" target="_blank" rel="x" onclick="steal()" title="t">shop</a> ' +
      '<span style="color:red">red</span><img src=x onerror="alert(1)"><script>alert(1)</script></p>';
    expect(sanitizeMarketingText(dirty)).toBe(
      'Ride <b>far</b>, <i>fold</i> <em>small</em> <strong>now</strong> <a href="/c/bikes" target="_blank">shop</a> red',
    );
  });

  it("drops javascript: links and event handlers", () => {
    expect(sanitizeMarketingText('<a href="javascript:alert(1)" onmouseover="x()">x</a>')).toBe("<a>x</a>");
    expect(sanitizeMarketingText("<b onclick=\"alert('x')\">bold</b>")).toBe("<b>bold</b>");
  });

  it("the HTML block keeps a safe allow-list without scripts, styles or handlers", () => {
    const out = sanitizeHtmlBlock(
      '<h2 onclick="x()">Title</h2><style>body{}</style><script>alert(1)</script><iframe src="https://evil"></iframe>' +
        '<table><tr><td style="color:red">cell</td></tr></table><a href="https://example.com" target="_blank">out</a>' +
        '<img src="javascript:alert(1)"><form action="/x"><input name="a"></form>',
    );
    expect(out).not.toMatch(/script|style|onclick|iframe|javascript|form|input/i);
    expect(out).toContain("<h2>Title</h2>");
    expect(out).toContain("<td>cell</td>");
    expect(out).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">out</a>');
  });

  it("block schemas sanitise marketing text fields and the HTML block on parse", () => {
    const [alert, html] = parseBlocks([
      { type: "alert", id: "a", text: 'Free delivery <script>x()</script><a href="/x" onclick="y()">now</a>' },
      { type: "html", id: "h", html: "<p>ok</p><script>alert(1)</script>" },
    ]);
    expect(alert).toMatchObject({ text: 'Free delivery <a href="/x">now</a>', tone: "info" });
    expect(html).toMatchObject({ html: "<p>ok</p>" });
  });
});

describe("block schemas (001 §2)", () => {
  it("a video without a thumbnail url is rejected", () => {
    expect(() => parseBlocks([{ type: "videoBanner", id: "v", video: { url: "/media/ride.mp4", title: "Ride" } }])).toThrow(
      InvalidContentError,
    );
    expect(() =>
      parseBlocks([{ type: "hero", id: "h", headline: "Go", image, video: { thumbnail: "/images/t.svg", title: "Ride" } }]),
    ).toThrow(InvalidContentError);
    expect(
      parseBlocks([{ type: "videoBanner", id: "v", video: { url: "https://example.com/v.mp4", thumbnail: "/t.svg", title: "Ride" } }]),
    ).toHaveLength(1);
  });

  it("an unknown block type is rejected", () => {
    expect(() => parseBlocks([{ type: "marquee", id: "m", text: "hi" }])).toThrow(InvalidContentError);
  });

  it("links with a javascript: url and duplicate block ids are rejected", () => {
    expect(() => parseBlocks([{ type: "link", id: "l", label: "x", url: "javascript:alert(1)" }])).toThrow(InvalidContentError);
    expect(() =>
      validatePage({
        title: "x",
        seo,
        blocks: [
          { type: "heading", id: "same", text: "One" },
          { type: "heading", id: "same", text: "Two" },
        ],
      }),
    ).toThrow(InvalidContentError);
  });

  it("a product card needs a /p/{id}/{slug} url and renders without a price", () => {
    const [card] = parseBlocks([
      { type: "productCard", id: "p", productId: 12, headline: "City 3", image, url: "/p/12/city-3" },
    ]);
    expect(card).not.toHaveProperty("price");
    expect(() => parseBlocks([{ type: "productCard", id: "p", productId: 12, headline: "x", image, url: "/c/bikes" }])).toThrow();
  });

  it("rendering leaves out blocks that no longer validate instead of failing", () => {
    const blocks = renderableBlocks([
      { type: "heading", id: "ok", text: "Fine" },
      { type: "nope", id: "bad" },
      { type: "alert", id: "al", text: "<img src=x onerror=alert(1)>Careful" },
    ]);
    expect(blocks.map((b) => b.id)).toEqual(["ok", "al"]);
    expect(blocks[1]).toMatchObject({ text: "Careful" });
  });
});

describe("ContentService.saveDocument validates pages (001 §2)", () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await createTestShop();
  });
  afterAll(async () => {
    await shop.database.close();
  });

  it("stores a valid page sanitised", async () => {
    await shop.content.saveDocument("test-channel", "en-GB", "page", "/about", {
      title: "About",
      seo,
      blocks: [{ type: "alert", id: "note", text: 'Hello <b onclick="x()">rider</b><script>bad()</script>' }],
    });
    const page = await shop.content.getPage("test-channel", "/about");
    expect(page?.blocks[0]).toMatchObject({ text: "Hello <b>rider</b>" });
  });

  it("saving an invalid page changes nothing", async () => {
    const before = await shop.content.getPage("test-channel", "/about");
    await expect(
      shop.content.saveDocument("test-channel", "en-GB", "page", "/about", {
        title: "About",
        seo,
        blocks: [{ type: "videoBanner", id: "v", video: { url: "/v.mp4", title: "No thumbnail" } }],
      }),
    ).rejects.toBeInstanceOf(InvalidContentError);
    await expect(
      shop.content.saveDocument("test-channel", "en-GB", "page", "/about", { title: "About", seo, blocks: [{ type: "evil", id: "x" }] }),
    ).rejects.toBeInstanceOf(InvalidContentError);
    expect(await shop.content.getPage("test-channel", "/about")).toEqual(before);
  });
});
