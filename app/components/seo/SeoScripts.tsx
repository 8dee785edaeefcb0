import { useContext } from "react";
import { UNSAFE_FrameworkContext, useMatches } from "react-router";
import type { SeoData } from "../../lib/seo";

/**
 * The CMS scripts of the current page (000 §3 Page SEO: scripts with src), from the deepest route
 * whose loader returned `seo`. Rendered in the document head with the response's CSP nonce; React
 * hoists and de-duplicates async scripts, so hydration and client navigation load each src once.
 */
export function SeoScripts() {
  const matches = useMatches();
  // The nonce exists only while the server renders; browsers hide it from the DOM afterwards.
  const nonce = useContext(UNSAFE_FrameworkContext)?.nonce;
  const seo = matches
    .map((match) => (match.loaderData as { seo?: SeoData } | undefined)?.seo)
    .filter((candidate): candidate is SeoData => Boolean(candidate))
    .at(-1);
  if (!seo || seo.scripts.length === 0) return null;
  return (
    <>
      {seo.scripts.map((script) => (
        <script key={script.src} src={script.src} async nonce={nonce} />
      ))}
    </>
  );
}
