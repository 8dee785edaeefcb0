/** URL slug of the brand name: the account area lives under /my-{slug} (DESIGN.md, The demo shop). */
export function brandSlug(brandName: string): string {
  return brandName.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}
