import type { LoaderFunctionArgs } from "react-router";
import { useLoaderData } from "react-router";
import { GiftCertificatePage } from "../components/gift-certificates/GiftCertificatePage";
import { useRootData } from "../lib/root-data";
import { seoMeta } from "../lib/seo";
import { loadGiftCertificatePage } from "./gift-certificates.server";

/** /gift-certificates (issue 19): buy a gift certificate (gift-certificates.server.ts). */
export async function loader(args: LoaderFunctionArgs) {
  return loadGiftCertificatePage(args);
}

export const meta = seoMeta;

export default function GiftCertificatesRoute() {
  const { offer } = useLoaderData<typeof loader>();
  const brand = useRootData()?.brandName ?? "";
  return <GiftCertificatePage offer={offer} brand={brand} />;
}
