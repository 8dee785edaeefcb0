import { data, type LoaderFunctionArgs } from "react-router";
import { describeSchema, type FieldDescriptor } from "../../../common/schema-fields";
import { BLOCK_TYPES, blockSchemas, pageSeoSchema, text } from "../../../server/modules/content/blocks";
import { articleSchema, documentSchemas, hasBlocks } from "../../../server/modules/content/documents";
import { ContentEditError } from "../../../server/modules/content/editor";
import type { ContentDocumentType } from "../../../server/modules/content/schema";
import { z } from "zod";
import { adminHeaders, requireStaffPage } from "./admin.server";

const TYPES: ContentDocumentType[] = ["page", "menu", "footer", "styleGuide", "config", "article"];

/** The storefronts of each content channel (a channel's documents are in its locale). */
async function channelsOf(rs: Awaited<ReturnType<typeof requireStaffPage>>["rs"]) {
  const byChannel = new Map<string, { channel: string; locale: string; storefronts: Array<{ code: string; name: string; origin: string; isDefault: boolean }> }>();
  for (const s of rs.shop.storefronts.all()) {
    const entry = byChannel.get(s.brChannel) ?? { channel: s.brChannel, locale: (await rs.shop.content.channelLocale(s.brChannel)) ?? s.locale, storefronts: [] };
    entry.storefronts.push({ code: s.code, name: s.name, origin: rs.shop.storefronts.originOf(s, rs.port), isDefault: s.isDefault });
    byChannel.set(s.brChannel, entry);
  }
  return [...byChannel.values()].sort((a, b) => a.channel.localeCompare(b.channel));
}

/**
 * /admin/content (issue 17, area content): the content channels with their storefronts and locale,
 * and the chosen channel's documents by type, published or draft.
 */
export async function loadAdminContent(args: LoaderFunctionArgs) {
  const { rs } = await requireStaffPage(args, "content");
  const channels = await channelsOf(rs);
  const asked = new URL(args.request.url).searchParams.get("channel");
  const channel = channels.find((c) => c.channel === asked)?.channel ?? rs.storefront.brChannel;
  const documents = await rs.shop.content.editor.list(channel);
  return data(
    {
      channels,
      channel,
      documents: documents.map((d) => ({ ...d, updatedAt: d.updatedAt.toISOString() })),
      types: TYPES,
    },
    { headers: adminHeaders },
  );
}

/** A form for the document's own fields: title and SEO of pages, an article's card fields, a whole menu… */
function documentForm(type: ContentDocumentType): FieldDescriptor {
  if (type === "page") return describeSchema(z.object({ title: text(200), seo: pageSeoSchema }));
  if (type === "article") return describeSchema(articleSchema.omit({ blocks: true }) as unknown as z.ZodType);
  return describeSchema(documentSchemas[type]);
}

/**
 * /admin/content/edit?channel=&type=&key= (issue 17): one document's draft (or its published version
 * when there is no draft) with a form per block type made from the blocks' zod schemas.
 */
export async function loadAdminContentEdit(args: LoaderFunctionArgs) {
  const { rs } = await requireStaffPage(args, "content");
  const query = new URL(args.request.url).searchParams;
  const type = query.get("type") as ContentDocumentType;
  if (!TYPES.includes(type)) throw data("This content document does not exist.", { status: 404, headers: adminHeaders });
  const ref = { channel: query.get("channel") ?? "", type, key: query.get("key") ?? "" };
  let document;
  try {
    document = await rs.shop.content.editor.get(ref);
  } catch (error) {
    if (error instanceof ContentEditError) throw data("This content document does not exist.", { status: 404, headers: adminHeaders });
    throw error;
  }
  if (!document) throw data("This content document does not exist.", { status: 404, headers: adminHeaders });
  const channel = (await channelsOf(rs)).find((c) => c.channel === ref.channel);
  return data(
    {
      document: {
        ...document,
        publishedUpdatedAt: document.publishedUpdatedAt?.toISOString() ?? null,
        draftUpdatedAt: document.draftUpdatedAt?.toISOString() ?? null,
      },
      storefronts: channel?.storefronts ?? [],
      documentForm: documentForm(type),
      blockForms: hasBlocks(type) ? Object.fromEntries(BLOCK_TYPES.map((t) => [t, describeSchema(blockSchemas[t])])) : null,
      focusBlock: query.get("block"),
    },
    { headers: adminHeaders },
  );
}
