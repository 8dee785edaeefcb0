import { describe, expect, it } from "vitest";
import {
  articleJsonLd,
  canonicalUrl,
  cmsMetaDescriptors,
  hreflangKey,
  pageTitle,
  safeScripts,
  seoDescriptors,
  seoMeta,
  titleSuffix,
  type SeoData,
} from "./seo";

const uk = { isDefault: false, locale: "en-GB", country: { iso: "GB", label: "United Kingdom" } };
const de = { isDefault: false, locale: "de-DE", country: { iso: "DE", label: "Germany" } };
const global = { isDefault: true, locale: "en-GB", country: { iso: "GL", label: "Global" } };

function seoData(overrides: Partial<SeoData> = {}): SeoData {
  return {
    title: "Blog | Foldwell United Kingdom",
    description: "Stories",
    canonical: "http://uk.localhost:3000/blog",
    alternates: [
      { lang: "x-default", href: "http://localhost:3000/blog" },
      { lang: "de-DE", href: "http://de.localhost:3000/blog" },
    ],
    meta: [],
    scripts: [],
    locale: "en-GB",
    siteName: "Foldwell",
    image: null,
    type: "website",
    jsonLd: null,
    ...overrides,
  };
}

// 000 §9: page title template '{title} | {product name} {suffix}'.
describe("page title", () => {
  it("follows the template with the brand as product name and the country as suffix", () => {
    expect(pageTitle("Running shoes", "Foldwell", titleSuffix(uk))).toBe("Running shoes | Foldwell United Kingdom");
  });

  it("names the country in the storefront's language, and Global on the default storefront", () => {
    expect(pageTitle("Blog", "Foldwell", titleSuffix(de))).toBe("Blog | Foldwell Deutschland");
    expect(titleSuffix({ isDefault: false, locale: "ja-JP", country: { iso: "JP", label: "Japan" } })).toBe("日本");
    expect(pageTitle("Blog", "Foldwell", titleSuffix(global))).toBe("Blog | Foldwell Global");
  });

  it("falls back to the label for a code Intl does not know, and drops an empty title", () => {
    expect(titleSuffix({ isDefault: false, locale: "en-GB", country: { iso: "XY", label: "Nowhere" } })).toBe("Nowhere");
    expect(pageTitle("  ", "Foldwell", "Global")).toBe("Foldwell Global");
  });
});

describe("canonical URL", () => {
  it("is origin plus the lower-case path without a trailing slash or query", () => {
    expect(canonicalUrl("http://uk.localhost:3000", "/Blog/", new URLSearchParams("utm_source=x"))).toBe("http://uk.localhost:3000/blog");
    expect(canonicalUrl("https://foldwell.com/", "/")).toBe("https://foldwell.com/");
  });

  it("keeps only the query parameters that make a page of their own", () => {
    const query = new URLSearchParams("page=2&utm_source=mail");
    expect(canonicalUrl("http://uk.localhost:3000", "/blog", query, ["page"])).toBe("http://uk.localhost:3000/blog?page=2");
  });
});

// 000 §7 Hreflang lookup: prefix cnt-/cat-/prd- plus the path or 'home'.
describe("hreflang keys", () => {
  it.each([
    ["cnt", "/", "cnt-home"],
    ["cnt", "/about/team/", "cnt-about/team"],
    ["cnt", "/blog/Riding-In-The-Rain", "cnt-blog/riding-in-the-rain"],
    ["cat", "/c/bikes/folding", "cat-c/bikes/folding"],
    ["prd", "/p/12/c-line", "prd-p/12/c-line"],
  ] as const)("%s + %s → %s", (prefix, path, key) => {
    expect(hreflangKey(prefix, path)).toBe(key);
  });
});

// 000 §3 Page SEO (seo_title, meta list, scripts) and Hreflang item (lang, href).
describe("head tags", () => {
  it("renders the title, canonical and one alternate link per hreflang item", () => {
    const tags = seoDescriptors(seoData());
    expect(tags).toContainEqual({ title: "Blog | Foldwell United Kingdom" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "http://uk.localhost:3000/blog" });
    expect(tags).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: "http://localhost:3000/blog" });
    expect(tags).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "de-DE", href: "http://de.localhost:3000/blog" });
    expect(tags).toContainEqual({ name: "description", content: "Stories" });
    expect(tags).toContainEqual({ property: "og:locale", content: "en_GB" });
  });

  it("maps the CMS meta list to name and property tags and lets it win over defaults", () => {
    const meta = [
      { tag_name: "description", content: "From the CMS" },
      { tag_name: "og:title", content: "OG from the CMS" },
      { tag_name: "robots", content: "noindex" },
      { tag_name: "title", content: "ignored: the title has its own tag" },
      { tag_name: "bad name!", content: "ignored" },
    ];
    expect(cmsMetaDescriptors(meta)).toEqual([
      { name: "description", content: "From the CMS" },
      { property: "og:title", content: "OG from the CMS" },
      { name: "robots", content: "noindex" },
    ]);
    const tags = seoDescriptors(seoData({ meta, description: "From the CMS" }));
    expect(tags.filter((t) => "name" in t && t.name === "description")).toHaveLength(1);
    expect(tags.filter((t) => "property" in t && t.property === "og:title")).toEqual([{ property: "og:title", content: "OG from the CMS" }]);
  });

  it("adds article JSON-LD when the page has it", () => {
    const jsonLd = articleJsonLd({
      title: "Riding in the rain",
      description: "Tips",
      url: "http://uk.localhost:3000/blog/riding-in-the-rain",
      image: "http://uk.localhost:3000/images/blog/rain.svg",
      publishedAt: "2026-02-10T08:00:00.000Z",
      author: "Claire Dubois",
      publisher: "Foldwell",
      locale: "en-GB",
    });
    expect(jsonLd).toMatchObject({ "@type": "BlogPosting", headline: "Riding in the rain", datePublished: "2026-02-10T08:00:00.000Z" });
    expect(seoDescriptors(seoData({ jsonLd }))).toContainEqual({ "script:ld+json": jsonLd });
  });

  it("seoMeta is the one-line meta export: nothing when the loader threw", () => {
    expect(seoMeta({ loaderData: undefined })).toEqual([]);
    expect(seoMeta({ loaderData: { seo: seoData() } })[0]).toEqual({ title: "Blog | Foldwell United Kingdom" });
  });

  it("keeps CMS scripts from this shop or https only", () => {
    expect(safeScripts([{ src: "/js/chat.js" }, { src: "https://cdn.example.com/a.js" }, { src: "http://x.example/a.js" }, { src: "//evil.example/a.js" }, { src: "javascript:alert(1)" }])).toEqual([
      { src: "/js/chat.js" },
      { src: "https://cdn.example.com/a.js" },
    ]);
  });
});
