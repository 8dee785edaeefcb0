import sanitizeHtml from "sanitize-html";
import { ByteLru } from "../../lib/bounded-cache";

/**
 * Sanitising of CMS text (001 §2 Content-block types, DESIGN.md security). Content is sanitised when
 * it is saved and again before it is rendered (defence in depth): only the output of these
 * functions ever reaches `dangerouslySetInnerHTML`.
 */

const SAFE_SCHEMES = ["http", "https", "mailto", "tel"];

/** Marketing text allows only b, i, em, strong and a (href, target) (001 §2). */
const MARKETING_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["b", "i", "em", "strong", "a"],
  allowedAttributes: { a: ["href", "target"] },
  allowedSchemes: SAFE_SCHEMES,
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // Disallowed tags lose their markup but keep their text; script and style lose their content too.
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "template", "iframe", "object"],
  allowedClasses: {},
  allowedStyles: {},
};

/**
 * The HTML block: a broader, still safe allow-list. No scripts, styles, forms, frames, event
 * handlers, inline style or class injection; links keep safe schemes only.
 */
const HTML_BLOCK_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p", "br", "hr", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "code",
    "ul", "ol", "li", "dl", "dt", "dd",
    "b", "i", "em", "strong", "u", "s", "small", "sub", "sup", "mark", "abbr", "cite", "q", "span", "div",
    "a", "img", "figure", "figcaption",
    "table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td",
  ],
  allowedAttributes: {
    a: ["href", "target", "rel", "title"],
    img: ["src", "alt", "width", "height", "loading"],
    abbr: ["title"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
  },
  allowedSchemes: SAFE_SCHEMES,
  allowedSchemesByTag: { img: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "template", "iframe", "object"],
  allowedClasses: {},
  allowedStyles: {},
  // A link that opens a new tab must not hand the opener to the other site.
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === "_blank" ? { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } } : { tagName, attribs },
  },
};

/**
 * The same few marketing texts (the form's terms label, banners) are sanitised on every render: a
 * pure function of its input, so its answers are remembered, bounded by bytes. It was 1.8 % of the
 * trivial route's CPU (profiled 2026-11-27, issue 20).
 */
const sanitizedMarketing = new ByteLru<string>(256 * 1024);

export function sanitizeMarketingText(html: string): string {
  let clean = sanitizedMarketing.get(html);
  if (clean === undefined) {
    clean = sanitizeHtml(html, MARKETING_OPTIONS);
    sanitizedMarketing.set(html, clean, clean.length * 2);
  }
  return clean;
}

export function sanitizeHtmlBlock(html: string): string {
  return sanitizeHtml(html, HTML_BLOCK_OPTIONS);
}
