import i18next, { type i18n as I18n } from "i18next";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import type * as ReactRouter from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import deCatalog from "../../../locales/de-DE/catalog.json";
import enCatalog from "../../../locales/en-GB/catalog.json";
import { BackInStockForm } from "./BackInStockForm";
import type { FormResult } from "./forms";
import { QuestionsPanel } from "./QuestionsPanel";
import { ReviewsPanel } from "./ReviewsPanel";

// Issue 12 (per-IP limits on unauthenticated writes: "429 with a translated message"): the product
// page's action answers a refused review, question or back-in-stock form with the form-level error
// `forms.tooManyRequests` (app/routes/catalog.server.ts). Each form shows it, translated, as an alert.
// The fetcher's answer is what the action returned.
const fetcherAnswer = vi.hoisted(() => ({ data: undefined as FormResult | undefined }));
vi.mock("react-router", async (original) => {
  const actual = await original<typeof ReactRouter>();
  return {
    ...actual,
    useFetcher: () => ({ data: fetcherAnswer.data, state: "idle", Form: (props: Record<string, unknown>) => createElement("form", props) }),
    // Rendered outside the root route: the formatters' defaults.
    useRouteLoaderData: () => undefined,
  };
});

const i18n: Record<string, I18n> = {};
beforeAll(async () => {
  for (const [locale, catalog] of [["en-GB", enCatalog], ["de-DE", deCatalog]] as const) {
    i18n[locale] = i18next.createInstance();
    await i18n[locale].init({ lng: locale, ns: ["catalog"], defaultNS: "catalog", resources: { [locale]: { catalog } }, interpolation: { escapeValue: false } });
  }
});

const render = (locale: string, element: ReactElement) => renderToStaticMarkup(createElement(I18nextProvider, { i18n: i18n[locale] }, element));
const alertText = (html: string) => [...html.matchAll(/<p[^>]*role="alert"[^>]*>([^<]*)<\/p>/g)].map((m) => m[1]);
const refused = (intent: FormResult["intent"]): FormResult => ({ intent, ok: false, errors: { form: "forms.tooManyRequests" }, retryAfterSeconds: 3600 });

const forms = [
  { intent: "review" as const, element: () => createElement(ReviewsPanel, { reviews: [] }) },
  { intent: "question" as const, element: () => createElement(QuestionsPanel, { questions: [] }) },
  { intent: "backInStock" as const, element: () => createElement(BackInStockForm, { variantId: null }) },
];

describe("the product page's forms show a refused submission's 429 message (issue 12)", () => {
  for (const form of forms) {
    it(`${form.intent}: the translated "too many submissions" alert, in English and German`, () => {
      fetcherAnswer.data = refused(form.intent);
      expect(alertText(render("en-GB", form.element()))).toEqual(["Too many submissions from your connection. Please try again later."]);
      expect(alertText(render("de-DE", form.element()))).toEqual(["Zu viele Einsendungen von Ihrer Verbindung. Bitte versuchen Sie es später erneut."]);
    });

    it(`${form.intent}: no alert before a submission or for another form's answer`, () => {
      fetcherAnswer.data = undefined;
      expect(alertText(render("en-GB", form.element()))).toEqual([]);
      fetcherAnswer.data = refused(form.intent === "review" ? "question" : "review");
      expect(alertText(render("en-GB", form.element()))).toEqual([]);
    });
  }
});
