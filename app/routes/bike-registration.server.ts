import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { BIKE_MESSAGES, bikeRegistrationSchema, latestDayOnEarth } from "../../common/forms/bike-registration";
import { TooManyAttempts } from "../../server/http/throttle";
import { translatorFor } from "../../server/http/server-i18n";
import { BikeRegistrationError } from "../../server/modules/bike-registration/service";
import { bikeMailContext } from "../../server/modules/bike-registration/mail";
import { safeRedirect } from "../../common/safe-redirect";
import type { RequestShop } from "../../server/http/request-context";
import type { RegisteredBike } from "../../server/modules/bike-registration/types";
import type { AccountPageData } from "../components/account/account-pages";
import type { BikeFieldName, BikeRegistrationActionData, BikeRegistrationTexts, RegisteredBikesTexts } from "../components/bikes/types";
import { configText } from "../components/bikes/config-text";
import { shopContext } from "../context";
import { PRIVATE_NO_STORE } from "../lib/responses";
import { pageSeo } from "../lib/seo.server";

/**
 * /bike-registration (001 §2, §3 Bike registration, §5, §8): the form's texts come from the
 * channel's config document (bikeRegistrationPageConfig, read through the content service, so a
 * change shows at once), the locale files are the fallback. The form posts here, with or without
 * JavaScript; the action checks the shared rules, takes the per-IP budget and answers the
 * bikeRegistrationId, the field messages (keys of the `bikes` namespace) or the form's error.
 */
export async function loadBikeRegistration(args: LoaderFunctionArgs) {
  const { shop, storefront } = args.context.get(shopContext);
  const t = translatorFor(storefront.locale);
  const config = (await shop.content.getConfig(storefront.brChannel))?.bikeRegistrationPageConfig;
  const brand = shop.env.BRAND_NAME;
  const texts: BikeRegistrationTexts = {
    title: configText(config, "title", brand) ?? t("bikes:registration.title"),
    intro: configText(config, "intro", brand) ?? "",
    serialNumberHelp: configText(config, "serialNumberHelp", brand) ?? t("bikes:registration.serialHint"),
    submitLabel: configText(config, "submitLabel", brand) ?? t("bikes:registration.submit"),
    successMessage: configText(config, "successMessage", brand) ?? t("bikes:registration.successTitle"),
  };
  const seo = await pageSeo(args, { title: texts.title, description: texts.intro || null });
  return { texts, seo, latestDay: latestDayOnEarth(Date.now()) };
}

const FIELD_NAMES: readonly BikeFieldName[] = ["firstName", "lastName", "email", "serialNumber", "purchaseDate"];

export async function registerBikeAction({ request, context }: ActionFunctionArgs) {
  const rs = context.get(shopContext);
  const { shop, storefront } = rs;
  const form = await request.formData();
  const values = Object.fromEntries(FIELD_NAMES.map((name) => [name, String(form.get(name) ?? "").slice(0, 300)])) as Record<BikeFieldName, string>;
  const fail = (status: number, answer: Omit<BikeRegistrationActionData, "values" | "ok">) =>
    data<BikeRegistrationActionData>({ ok: false, values, ...answer }, { status, headers: PRIVATE_NO_STORE });

  const parsed = bikeRegistrationSchema(() => latestDayOnEarth(Date.now())).safeParse(values);
  if (!parsed.success) {
    const fieldErrors: Partial<Record<BikeFieldName, string>> = {};
    for (const issue of parsed.error.issues) fieldErrors[issue.path[0] as BikeFieldName] ??= issue.message;
    return fail(400, { fieldErrors });
  }
  try {
    await shop.writeLimits.consume("bikeRegistration", rs.ip);
    const mail = bikeMailContext(translatorFor(storefront.locale), shop.env.BRAND_NAME, shop.storefronts.originOf(storefront, rs.port));
    const customerId = await rs.customerId();
    const answer = await shop.bikes.register(parsed.data, { channelId: storefront.channelId, customerId, mail });
    if (!answer.bikeRegistrationId) return fail(500, { formError: BIKE_MESSAGES.registerFailed });
    // A guest's registration is attached from the link mailed to its email (issue 16).
    const mailedTo = customerId === null ? { confirmationMailedTo: parsed.data.email.toLowerCase() } : {};
    return data<BikeRegistrationActionData>({ ok: true, bikeRegistrationId: answer.bikeRegistrationId, values, ...mailedTo }, { headers: PRIVATE_NO_STORE });
  } catch (error) {
    if (error instanceof BikeRegistrationError) return fail(409, { fieldErrors: { serialNumber: BIKE_MESSAGES.serialTaken } });
    if (error instanceof TooManyAttempts) return fail(429, { formError: translatorFor(storefront.locale)(error.messageKey, { count: error.retryAfterSeconds }) });
    shop.logger.error({ err: error }, "bike registration failed");
    return fail(500, { formError: BIKE_MESSAGES.registerFailed });
  }
}

/**
 * The registered-bikes account page's data (001 §2 My account, §7 getRegisteredBikesByUser): the
 * customer's bikes (registered while signed in, or a guest's registration confirmed from the link
 * mailed to its email, shown here with ?confirm={token}), and the
 * texts of myRegisteredBikesPageConfig (locale files as fallback). A failed read gives `list: null`
 * ("Failed to get the registered bikes.").
 */
export async function loadRegisteredBikes(rs: RequestShop, customer: { id: number; email: string }, url?: URL): Promise<AccountPageData> {
  const { shop, storefront } = rs;
  const t = translatorFor(storefront.locale);
  const config = (await shop.content.getConfig(storefront.brChannel))?.myRegisteredBikesPageConfig;
  const brand = shop.env.BRAND_NAME;
  const texts: RegisteredBikesTexts = {
    title: configText(config, "title", brand) ?? t("bikes:list.title"),
    emptyMessage: configText(config, "emptyMessage", brand) ?? t("bikes:list.empty"),
    registerCtaLabel: configText(config, "registerCtaLabel", brand) ?? t("bikes:list.register"),
    registerCtaUrl: safeRedirect(configText(config, "registerCtaUrl", brand), { origin: shop.storefronts.originOf(storefront, rs.port), fallback: "/bike-registration" }),
  };
  let list: RegisteredBike[] | null = null;
  try {
    const bikes = await shop.bikes.byCustomer(customer);
    list = Array.isArray(bikes) ? bikes : null;
  } catch (error) {
    shop.logger.error({ err: error }, "reading the registered bikes failed");
  }
  // ?confirm={token}: the link mailed for a guest's registration (issue 16); shown, attached on the button.
  const token = url?.searchParams.get("confirm");
  const confirmation = token && token.length <= 200 ? { token, ...(await shop.bikes.confirmationFor(token, customer)) } : undefined;
  return { heading: texts.title, bikes: { list, texts, ...(confirmation && { confirmation }) } };
}
