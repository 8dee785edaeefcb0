/** Shapes of the content service's documents, shared by the server and the React components. */

export interface ContentBlock {
  /** Content type, mapped to a block component by the block map (001 §2 Content-block types). */
  type: string;
  /** Anchor id: a URL hash scrolls to the block with this id (000 §2 Scrolling on navigation). */
  id: string;
  [field: string]: unknown;
}

export interface PageSeo {
  seo_title: string;
  meta: Array<{ tag_name: string; content: string }>;
  scripts: Array<{ src: string }>;
}

export interface ContentPage {
  title: string;
  seo: PageSeo;
  blocks: ContentBlock[];
}

export interface MenuItem {
  name: string;
  url: string;
  /** External links open in a new tab (000 §3 Menu item). */
  linkType: "internal" | "external";
  children: MenuItem[];
}

export interface Menu {
  items: MenuItem[];
}

export interface FooterLink {
  name: string;
  url: string;
  linkType: "internal" | "external";
}

export type SocialNetwork = "facebook" | "instagram" | "youtube" | "x" | "tiktok";

export interface Footer {
  /** Exactly four columns (000 §9); the app-store section sits under column index 3. */
  columns: Array<{ title: string; links: FooterLink[] }>;
  appStores: Array<{ store: "apple" | "google"; url: string; label: string }>;
  social: Array<{ network: SocialNetwork; url: string }>;
  legal: string;
}

export interface StyleGuide {
  colours: { primary: string; secondary: string; accent: string; text: string; background: string; muted: string };
  fonts: { heading: string; body: string };
  topBarBackground: string;
  buttonRadius: string;
}

/** The storefront config document (001 §7 `documents/vue-storefront/config`). */
export interface StorefrontConfigDocument {
  pdpConfig: Record<string, unknown>;
  productSubscriptionConfig: Record<string, unknown>;
  orderConfirmationPageConfig: Record<string, unknown>;
  bikeRegistrationPageConfig: Record<string, unknown>;
  verificationConfig: {
    modalTitle: string;
    modalRequiredVerificationMessage: string;
    modalPendingVerificationReviewMessage: string;
    modalTermsAndConditionsCheckboxLabel: string;
  };
  formConfig: { marketingSignUpCheckboxLabel: string; termsAndConditionsCheckboxLabel: string };
  myRegisteredBikesPageConfig: Record<string, unknown>;
}

export interface BlogArticle {
  id: string;
  title: string;
  excerpt: string;
  image: string;
  imageAlt: string;
  author: string;
  publishedAt: string;
  seo: PageSeo;
  blocks: ContentBlock[];
}

export interface HreflangItem {
  lang: string;
  href: string;
}
