import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { data, Link, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { OrderDetails } from "../components/orders/OrderDetails";
import { pushPurchaseOnce } from "../components/orders/purchase-event";
import { CheckIcon } from "../components/ui/icons";
import { shopContext } from "../context";
import { useRootData } from "../lib/root-data";
import { CHECKOUT_HEADERS, checkoutHeaders, loadOrderConfirmation } from "./checkout.server";
import { orderConfirmationTexts } from "./order-confirmation.server";

/**
 * /order-confirmation?orderId= (000 §2): the placed order for its owner, or the 404 page
 * (checkout.server.ts); title, message and call to action from orderConfirmationPageConfig (001 §7).
 */
export async function loader({ request, url, context }: LoaderFunctionArgs) {
  const rs = context.get(shopContext);
  const page = await loadOrderConfirmation(rs, url.searchParams.get("orderId"), request.headers.get("cookie"));
  const texts = await orderConfirmationTexts(rs, { firstName: page.order.billing_address.first_name, email: page.order.billing_address.email });
  return data({ ...page, texts }, { headers: CHECKOUT_HEADERS });
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => checkoutHeaders(errorHeaders ?? loaderHeaders);

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, nofollow" },
];

export default function OrderConfirmationRoute() {
  const { order, signedIn, texts } = useLoaderData<typeof loader>();
  const { t } = useTranslation("checkout");
  const root = useRootData();

  useEffect(() => {
    pushPurchaseOnce(order);
  }, [order]);

  return (
    <div className="bg-gradient-to-b from-brand-soft/70 to-white">
      <div className="mx-auto max-w-4xl px-4 pt-8 pb-16 sm:px-6 lg:pt-12">
        <header className="flex flex-col items-center text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-brand text-white shadow-lg shadow-brand/25">
            <CheckIcon width={28} height={28} strokeWidth={2.5} />
          </span>
          <p className="mt-4 text-xs font-semibold tracking-[0.18em] text-accent uppercase">{t("confirmation.eyebrow", { number: order.id })}</p>
          <h1 className="mt-1 font-display text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {texts.title}
          </h1>
          <p className="mt-3 max-w-xl text-[15px] wrap-anywhere text-muted">{texts.message}</p>
        </header>
        <section aria-label={t("confirmation.detailsLabel")} className="mt-8 rounded-3xl bg-white p-5 shadow-[0_1px_2px_rgba(0,0,0,0.04),0_8px_32px_rgba(15,61,46,0.08)] ring-1 ring-black/[0.05] sm:p-8">
          <OrderDetails order={order} />
        </section>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={texts.ctaUrl} className="inline-flex min-h-12 items-center justify-center rounded-button bg-brand px-7 font-semibold text-white shadow-sm hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand">
            {texts.ctaLabel}
          </Link>
          {signedIn && root && (
            <Link
              to={`${root.accountPath}/order-history`}
              className="inline-flex min-h-12 items-center justify-center rounded-button border border-black/15 bg-white px-7 font-semibold text-ink hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              {t("confirmation.viewOrders")}
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
