/**
 * Loads a page's JavaScript after its first paint instead of alongside its stylesheet.
 *
 * React Router's `<Scripts />` writes ~30 `<link rel="modulepreload">` tags (190–230 KB compressed)
 * and a module script whose static imports start the route modules at once. On a slow phone
 * connection they share the bandwidth with the one render-blocking stylesheet and the first
 * product pictures: Lighthouse's mobile run put first paint of a category page at ~3.0 s, and
 * ~0.9 s with the scripts started after it. The page is server-rendered, so its links work before
 * hydration.
 *
 * The rewrite removes the modulepreload tags. It turns the static imports into dynamic ones that
 * start once a frame has been painted, and first re-adds the same modulepreload links, so the module
 * graph still downloads in parallel rather than as a waterfall. The route modules are evaluated one
 * per task (a macrotask between them), so a tap during start-up waits for one module graph rather
 * than all of them: evaluating the root's graph alone was a 200 ms task on Lighthouse's slow CPU. The rest of React Router's script
 * (manifest, route modules, entry import) runs unchanged after them. Same-origin modules are allowed
 * by the policy's 'self', so the added links need no nonce (cached pages carry hashes, not nonces).
 */

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const NAMESPACE_IMPORT = /import \* as ([A-Za-z_$][\w$]*) from ("[^"]+");/g;
const BARE_IMPORT = /(^|[;\n])\s*import ("[^"]+");/g;

/** A frame painted, or half a second (a hidden tab paints no frames). */
const AFTER_FIRST_PAINT = "await new Promise((resolve) => { requestAnimationFrame(() => setTimeout(resolve, 0)); setTimeout(resolve, 500); });";

/**
 * The page with its scripts deferred, or the page itself when it has no module script to defer.
 * It works on the rendered bytes: only the head and the module script are decoded, since a category
 * page is ~100 KB of HTML and this runs on every render.
 */
export function deferModuleScripts(page: Buffer): Buffer {
  const moduleAt = page.indexOf('type="module"');
  const scriptAt = moduleAt < 0 ? -1 : page.lastIndexOf("<script", moduleAt);
  const closeAt = scriptAt < 0 ? -1 : page.indexOf("</script>", moduleAt);
  if (closeAt < 0) return page;
  const scriptEnd = closeAt + "</script>".length;
  // React hoists the preloads into the head; the module script is at the end of the body.
  const headEnd = page.indexOf("</head>");
  const headLimit = headEnd >= 0 && headEnd < scriptAt ? headEnd : scriptAt;
  const script = MODULE_SCRIPT.exec(page.toString("utf8", scriptAt, scriptEnd));
  if (!script) return page;
  const [, open, body, close] = script;

  const bindings: string[] = [];
  const specifiers: string[] = [];
  let rest = body.replace(NAMESPACE_IMPORT, (_match, name: string, specifier: string) => {
    bindings.push(name);
    specifiers.push(specifier);
    return "";
  });
  const bare: string[] = [];
  rest = rest.replace(BARE_IMPORT, (_match, before: string, specifier: string) => {
    bare.push(specifier);
    return before;
  });
  if (specifiers.length === 0 && bare.length === 0) return page;

  const preloads: string[] = [];
  const head = page.toString("utf8", 0, headLimit).replace(MODULEPRELOAD, (_tag, href: string) => {
    preloads.push(href);
    return "";
  });
  const relink = preloads.length
    ? `for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`
    : "";
  const imports = [...specifiers.map((specifier, i) => `const ${bindings[i]} = await import(${specifier}); await nextTask();`), ...bare.map((specifier) => `await import(${specifier}); await nextTask();`)].join("\n");
  const deferred = `${AFTER_FIRST_PAINT}\n${relink}\nconst nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));\n${imports}\n${rest}`;
  return Buffer.concat([
    Buffer.from(head),
    page.subarray(headLimit, scriptAt),
    Buffer.from(`${open}${deferred}${close}`),
    page.subarray(scriptEnd),
  ]);
}
