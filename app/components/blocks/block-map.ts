import { createElement, lazy, Suspense, type ComponentType } from "react";
import type { BlockOf, BlockType } from "../../../server/modules/content/blocks";
import { AlertBlock } from "./AlertBlock";
import { ArticleBlock } from "./ArticleBlock";
import { BannerBlock } from "./BannerBlock";
import { CallToActionBlock } from "./CallToActionBlock";
import { CarouselBlock } from "./CarouselBlock";
import { CheckerboardBlock } from "./CheckerboardBlock";
import { EditorialBlock } from "./EditorialBlock";
import { GalleryBlock } from "./GalleryBlock";
import { GridBlock } from "./GridBlock";
import { HeadingBlock } from "./HeadingBlock";
import { HeroBannerCarouselBlock } from "./HeroBannerCarouselBlock";
import { HeroBlock } from "./HeroBlock";
import { HtmlBlock } from "./HtmlBlock";
import { ImageTitleTilesBlock } from "./ImageTitleTilesBlock";
import { LinkBlock } from "./LinkBlock";
import { ListBlock } from "./ListBlock";
import { MarketingSignUpBlock } from "./MarketingSignUpBlock";
import { PageHeroBlock } from "./PageHeroBlock";
import { PlpBannerBlock } from "./PlpBannerBlock";
import { ProductCardBlock } from "./ProductCardBlock";
import { ProductLineBlock } from "./ProductLineBlock";
import { ScrollingLayerBlock } from "./ScrollingLayerBlock";
import { SpecsAtAGlanceBlock } from "./SpecsAtAGlanceBlock";
import { StepsBlock } from "./StepsBlock";
import { StickyBannerBlock } from "./StickyBannerBlock";
import { SupportGridBlock } from "./SupportGridBlock";
import { TableBlock } from "./TableBlock";
import { UspBannerBlock } from "./UspBannerBlock";
import { VideoBannerBlock } from "./VideoBannerBlock";

export type BlockProps<T extends BlockType> = { block: BlockOf<T>; isFirst: boolean };

/**
 * A block type whose code loads only on pages that have such a block (issue 20): the accordion,
 * FAQ and tabs blocks carry Radix Accordion/Tabs, which no page needs otherwise. The server renders
 * them in full (it waits for everything before answering); in the browser the boundary keeps the
 * server's HTML until the code has arrived, then hydrates it.
 */
function lazyBlock<T extends BlockType>(load: () => Promise<ComponentType<BlockProps<T>>>): ComponentType<BlockProps<T>> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function LazyBlock(props: BlockProps<T>) {
    return createElement(Suspense, { fallback: null }, createElement(Lazy, props));
  };
}

const AccordionBlock = lazyBlock<"accordion">(() => import("./AccordionBlock").then((m) => m.AccordionBlock));
const FaqBlock = lazyBlock<"faq">(() => import("./FaqBlock").then((m) => m.FaqBlock));
const TabsBlock = lazyBlock<"tabs">(() => import("./TabsBlock").then((m) => m.TabsBlock));

/** Content type → block component (001 §2 Content-block types): every type has one. */
export const blockMap: { [T in BlockType]: ComponentType<BlockProps<T>> } = {
  alert: AlertBlock,
  accordion: AccordionBlock,
  banner: BannerBlock,
  callToAction: CallToActionBlock,
  hero: HeroBlock,
  heading: HeadingBlock,
  productCard: ProductCardBlock,
  list: ListBlock,
  link: LinkBlock,
  tabs: TabsBlock,
  carousel: CarouselBlock,
  steps: StepsBlock,
  editorial: EditorialBlock,
  gallery: GalleryBlock,
  grid: GridBlock,
  pageHero: PageHeroBlock,
  plpBanner: PlpBannerBlock,
  checkerboard: CheckerboardBlock,
  html: HtmlBlock,
  imageTitleTiles: ImageTitleTilesBlock,
  stickyBanner: StickyBannerBlock,
  scrollingLayer: ScrollingLayerBlock,
  article: ArticleBlock,
  supportGrid: SupportGridBlock,
  marketingSignUp: MarketingSignUpBlock,
  videoBanner: VideoBannerBlock,
  faq: FaqBlock,
  uspBanner: UspBannerBlock,
  table: TableBlock,
  productLine: ProductLineBlock,
  specsAtAGlance: SpecsAtAGlanceBlock,
  heroBannerCarousel: HeroBannerCarouselBlock,
};

/** Classes for a block's wrapper: the sticky banner's wrapper is what sticks. */
export const blockWrapperClass: Partial<Record<BlockType, string>> = {
  stickyBanner: "sticky bottom-0 z-30",
};
