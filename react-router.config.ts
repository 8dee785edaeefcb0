import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The whole route manifest is one immutable script (~3 KB compressed), not a partial manifest in
  // every page plus a /__manifest request after it (React Router's default, "lazy"). With lazy
  // discovery the idle prefetch (001 §9) often ran before that request came back and prefetched
  // the catch-all content page's data for /c/bikes or /blog; it also cost every server render
  // ~2 % of its CPU (matching the partial manifest) and the browser 5–15 % of its script time.
  routeDiscovery: { mode: "initial" },
  // BUILD_DIR lets parallel test runs build into folders of their own.
  buildDirectory: process.env.BUILD_DIR || "build",
} satisfies Config;
