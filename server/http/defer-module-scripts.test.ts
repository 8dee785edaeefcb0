import { describe, expect, it } from "vitest";
import { deferModuleScripts } from "./defer-module-scripts";

const defer = (html: string) => deferModuleScripts(Buffer.from(html)).toString("utf8");

// The shape React Router's <Scripts /> writes with lazy route discovery (a bare ';' where the manifest import would be).
const page = [
  '<html><head><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n1"/>',
  '<link rel="modulepreload" href="/assets/root-B.js" nonce="n1"/><link rel="stylesheet" href="/assets/app.css"/></head>',
  '<body><main>Bikes</main><script nonce="n1">window.__reactRouterContext = {};</script>',
  '<script nonce="n1" type="module" async="">;',
  'import * as route0 from "/assets/root-B.js";',
  'import * as route1 from "/assets/category-C.js";',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/category":route1};',
  '',
  'import("/assets/entry.client-A.js");</script></body></html>',
].join("\n");

describe("deferModuleScripts (Lighthouse mobile: first paint before the page's JavaScript)", () => {
  const out = defer(page);

  it("removes the modulepreload tags and re-adds the same links from the script after the first paint", () => {
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain('["/assets/entry.client-A.js","/assets/root-B.js"]');
    expect(out.indexOf("requestAnimationFrame")).toBeLessThan(out.indexOf('link.rel = "modulepreload"'));
  });

  it("turns the route modules' static imports into dynamic ones bound to the same names, one task each", () => {
    expect(out).not.toMatch(/import \* as/);
    expect(out).toContain('const route0 = await import("/assets/root-B.js"); await nextTask();\nconst route1 = await import("/assets/category-C.js"); await nextTask();');
    expect(out).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/category":route1};');
    expect(out).toContain('import("/assets/entry.client-A.js");</script>');
  });

  it("keeps everything else: the stylesheet, the content, the classic context script and the nonces", () => {
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(out).toContain('<main>Bikes</main><script nonce="n1">window.__reactRouterContext = {};</script>');
    expect(out).toContain('<script nonce="n1" type="module" async="">');
  });

  it("runs as a module: the rewritten script parses", () => {
    const body = /type="module" async="">([\s\S]*?)<\/script>/.exec(out)![1];
    // An async function accepts the same top-level await and dynamic imports a module does.
    expect(() => new Function(`return (async () => {${body}})`)).not.toThrow();
  });

  it("keeps text in any script byte for byte around the rewritten parts", () => {
    const international = page.replace("<main>Bikes</main>", "<main>Fahrräder · 折りたたみ自転車</main>").replace("<head>", "<head><title>Vélos</title>");
    const rewritten = defer(international);
    expect(rewritten).toContain("<main>Fahrräder · 折りたたみ自転車</main>");
    expect(rewritten).toContain("<head><title>Vélos</title>");
    expect(rewritten).not.toContain('<link rel="modulepreload"');
    expect(rewritten.endsWith('import("/assets/entry.client-A.js");</script></body></html>')).toBe(true);
  });

  it("with the whole manifest as a script (routeDiscovery initial): it is imported before the entry, after the first paint", () => {
    const initial = defer(page.replace('<script nonce="n1" type="module" async="">;', '<script nonce="n1" type="module" async="">import "/assets/manifest-M.js";'));
    expect(initial).not.toMatch(/^\s*import "/m);
    const manifestAt = initial.indexOf('await import("/assets/manifest-M.js"); await nextTask();');
    expect(manifestAt).toBeGreaterThan(initial.indexOf("requestAnimationFrame"));
    expect(manifestAt).toBeLessThan(initial.indexOf('import("/assets/entry.client-A.js");</script>'));
  });

  it("leaves a page without a module script (a 404 of the API, a plain document) as it is", () => {
    const plain = '<html><head><link rel="modulepreload" href="/a.js"/></head><body>Zürich · 東京</body></html>';
    expect(defer(plain)).toBe(plain);
  });
});
