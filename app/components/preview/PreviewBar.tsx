import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { useLocation } from "react-router";
import type { PreviewInfo } from "../../lib/preview.server";

/**
 * Preview mode's own UI on the storefront (000 §6, issue 17), loaded only while a staff member
 * previews (SiteShell imports it lazily, so visitors never download it): a bar saying drafts are
 * shown, with an exit button, and an edit button on the menu, the footer and each block that opens
 * its editor in the back office.
 */
export function PreviewBar({ preview }: { preview: PreviewInfo }) {
  const { pathname } = useLocation();
  const [targets, setTargets] = useState<Array<{ element: Element; href: string; label: string; key: string }>>([]);
  const document = documentOf(pathname);

  useEffect(() => {
    const editor = (type: string, key: string, block?: string) => {
      const query = new URLSearchParams({ channel: preview.channel, type, key });
      if (block) query.set("block", block);
      return `${preview.adminOrigin}/admin/content/edit?${query}`;
    };
    const found: Array<{ element: Element; href: string; label: string; key: string }> = [];
    const header = window.document.querySelector("body header");
    if (header) found.push({ element: header, href: editor("menu", "main"), label: preview.texts.editMenu, key: "menu" });
    const footer = window.document.querySelector("body footer");
    if (footer) found.push({ element: footer, href: editor("footer", "main"), label: preview.texts.editFooter, key: "footer" });
    if (document) {
      for (const block of window.document.querySelectorAll("main [data-block][id]")) {
        found.push({ element: block, href: editor(document.type, document.key, block.id), label: preview.texts.editBlock, key: `block-${block.id}` });
      }
    }
    for (const { element } of found) {
      if (getComputedStyle(element).position === "static") (element as HTMLElement).style.position = "relative";
    }
    setTargets(found);
  }, [pathname, preview, document?.type, document?.key]);

  return (
    <>
      {/* Room for the fixed bar, so it never covers the end of the page. */}
      <div aria-hidden="true" className="h-14" />
      <div
        role="region"
        aria-label={preview.texts.region}
        data-preview-bar
        className="fixed inset-x-0 bottom-0 z-[60] flex flex-wrap items-center justify-center gap-3 bg-amber-300 px-4 py-2 text-sm font-medium text-black shadow-[0_-2px_8px_rgba(0,0,0,0.2)]"
      >
        <span>{preview.texts.bar}</span>
        {document && (
          <a className="rounded-full bg-white px-3 py-1 underline-offset-2 hover:underline" href={`${preview.adminOrigin}/admin/content/edit?${new URLSearchParams({ channel: preview.channel, type: document.type, key: document.key })}`}>
            {preview.texts.editPage}
          </a>
        )}
        <form method="post" action={`/admin/preview/exit?${new URLSearchParams({ path: pathname })}`}>
          <button type="submit" className="rounded-full bg-black px-3 py-1 text-white">
            {preview.texts.exit}
          </button>
        </form>
      </div>
      {targets.map((target) =>
        createPortal(
          <a
            href={target.href}
            data-preview-edit={target.key}
            className={`absolute z-[55] rounded-full ${target.key === "menu" ? "bottom-0 left-1/2 -translate-x-1/2 translate-y-1/2" : "right-2 top-2"} bg-amber-300 px-3 py-1 text-xs font-semibold text-black shadow outline-2 outline-offset-2 outline-black hover:underline focus-visible:outline`}
          >
            {target.label}
          </a>,
          target.element,
          target.key,
        ),
      )}
    </>
  );
}

/** The content document the page at `pathname` shows: a blog article, or a CMS page. */
function documentOf(pathname: string): { type: "page" | "article"; key: string } | null {
  const article = /^\/blog\/([a-z0-9-]{1,120})$/.exec(pathname);
  if (article) return { type: "article", key: article[1] };
  if (pathname === "/blog" || /^\/(p|c|search|find-a-store|checkout|my-[^/]+)(\/|$)/.test(pathname)) return null;
  return { type: "page", key: pathname };
}
