import sanitizeHtml from "sanitize-html";

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

export function sanitizeMarketingText(html: string): string {
  return sanitizeHtml(html, MARKETING_OPTIONS);
}

export function sanitizeHtmlBlock(html: string): string {
  return sanitizeHtml(html, HTML_BLOCK_OPTIONS);
}
