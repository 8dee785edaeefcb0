import { createElement, Suspense, lazy } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { pageCollector } from "./page-collector";

/** Renders like app/entry.server.tsx: waits for everything, then pipes into the collector. */
function render(element: ReturnType<typeof createElement>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(pageCollector(resolve, reject)), onShellError: reject });
  });
}

describe("pageCollector (the server render's destination, issue 20)", () => {
  it("collects a document of many chunks byte for byte as React renders it", async () => {
    // Thousands of elements (many 4 KB views), multi-byte text, and one string longer than a view.
    const items = Array.from({ length: 3000 }, (_, i) => createElement("li", { key: i, className: `item item-${i}` }, `Fahrrad №${i} — Größe ✓`));
    const long = "ü".repeat(10_000);
    const tree = createElement("main", null, createElement("ul", null, items), createElement("p", { title: long }, long));
    const page = await render(tree);
    expect(page.toString("utf8")).toBe(renderToString(tree));
    expect(page.length).toBeGreaterThan(100_000);
  });

  it("waits for lazy parts before the document is collected", async () => {
    const Later = lazy(async () => ({ default: () => createElement("p", null, "ready") }));
    const page = await render(createElement("div", null, createElement(Suspense, { fallback: createElement("span", null, "…") }, createElement(Later))));
    expect(page.toString("utf8")).toContain("<p>ready</p>");
  });

  it("reports a stopped render once and ignores what comes after", () => {
    const settled: string[] = [];
    const collector = pageCollector(() => settled.push("done"), (error) => settled.push(`failed: ${(error as Error).message}`));
    collector.write("<p>");
    collector.destroy(new Error("the render failed"));
    collector.end();
    expect(settled).toEqual(["failed: the render failed"]);
  });
});
