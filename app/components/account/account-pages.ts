import type { ComponentType } from "react";
import type { AccountPageName } from "./account-page-names";
import { ProfilePage } from "./pages/ProfilePage";
import { PasswordPage } from "./pages/PasswordPage";
import { ShippingDetailsPage } from "./pages/ShippingDetailsPage";
import { NewsletterPage } from "./pages/NewsletterPage";
import { OrderHistoryPage } from "./pages/OrderHistoryPage";
import { OrderDetailsPage } from "./pages/OrderDetailsPage";
import { PaymentMethodsPage } from "./pages/PaymentMethodsPage";
import { RegisteredBikesPage } from "./pages/RegisteredBikesPage";
import { SubscriptionsPage } from "./pages/SubscriptionsPage";
import type { PageProps } from "./pages/page-props";

export type { AccountPageData } from "./pages/page-props";

/** One component per page name; other features replace their entry with the real page. */
export const ACCOUNT_PAGES: Record<AccountPageName, ComponentType<PageProps>> = {
  profile: ProfilePage,
  password: PasswordPage,
  "shipping-details": ShippingDetailsPage,
  newsletter: NewsletterPage,
  "order-history": OrderHistoryPage,
  "order-details": OrderDetailsPage,
  "payment-methods": PaymentMethodsPage,
  "registered-bikes": RegisteredBikesPage,
  subscriptions: SubscriptionsPage,
};
