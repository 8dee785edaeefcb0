// @vitest-environment happy-dom
import i18next from "i18next";
import { act, createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { initReactI18next } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import common from "../../../locales/en-GB/common.json";
import verification from "../../../locales/en-GB/verification.json";
import { customerUpdated } from "../account/customer-store";
import type { CustomerView } from "../account/customer-api";
import { closeOverlay, openOverlay } from "../../lib/ui-state";
import type { RootData } from "../../lib/root-data";
import { VerificationModal } from "./VerificationModal";

/**
 * Issue 14, decision 024: the verification modal in onfido mode (000 §2/§4 Verification modal, §7,
 * §8), rendered in a DOM (happy-dom). The SDK package is a double (the machine cannot reach Onfido);
 * the shop's RPC answers are a fake fetch that records every call.
 */
const sdk = vi.hoisted(() => ({ init: vi.fn(), tearDown: vi.fn(() => Promise.resolve()) }));
vi.mock("onfido-sdk-ui", () => ({ Onfido: { init: (parameters: unknown) => (sdk.init(parameters), { tearDown: sdk.tearDown }) } }));

const TEXTS = {
  modalTitle: "Verify your identity",
  modalRequiredVerificationMessage: "We need to verify your identity before your first subscription.",
  modalPendingVerificationReviewMessage: "Thank you, your documents are being reviewed.",
  modalTermsAndConditionsCheckboxLabel: "I agree to the identity check terms",
};

type Answer = { status?: number; body: unknown };
let calls: Array<{ path: string; body: Record<string, unknown> }> = [];
let answers: Record<string, () => Answer> = {};

function answer(path: string, body: Record<string, unknown>): Answer {
  const made = answers[path];
  if (made) return made();
  throw new Error(`unexpected call ${path} ${JSON.stringify(body)}`);
}

const fakeFetch = vi.fn(async (url: string, init?: { body?: string }) => {
  const body = init?.body ? (JSON.parse(init.body) as Record<string, unknown>) : {};
  calls.push({ path: url, body });
  const { status = 200, body: payload } = answer(url, body);
  return new Response(JSON.stringify(payload), { status, headers: { "content-type": "application/json" } });
});

const customer = { id: 7, email: "shopper@example.com", first_name: "Sam", last_name: "Rider", onfido_verification_status: null } as unknown as CustomerView;
const root = { storefront: { locale: "de-DE" }, brandName: "Foldwell" } as unknown as Pick<RootData, "storefront" | "brandName">;

let container: HTMLElement;
let reactRoot: Root;
const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await i18next.use(initReactI18next).init({ lng: "en-GB", resources: { "en-GB": { common, verification } }, defaultNS: "common", interpolation: { escapeValue: false } });
});

beforeEach(async () => {
  calls = [];
  sdk.init.mockClear();
  sdk.tearDown.mockClear();
  consoleError.mockClear();
  vi.stubGlobal("fetch", fakeFetch);
  answers = {
    "/api/content/getConfig": () => ({ body: { data: { verificationConfig: TEXTS } } }),
    "/api/verification/getResult": () => ({ body: { data: { onfido_verification_status: null } } }),
    "/api/verification/start": () => ({ body: { data: { sdk_token: "sdk-token-42", workflow_run_id: "run-42", provider: "onfido" } } }),
    "/api/verification/markPending": () => ({ body: { data: { onfido_verification_status: "PENDING", wait_ms: 0 } } }),
  };
  customerUpdated(customer);
  container = document.createElement("div");
  document.body.append(container);
  const router = createMemoryRouter([{ path: "/", element: createElement(VerificationModal, { root }) }]);
  reactRoot = createRoot(container);
  await act(async () => reactRoot.render(createElement(RouterProvider, { router })));
  await act(async () => openOverlay("verification"));
});

afterEach(async () => {
  await act(async () => closeOverlay("verification"));
  await act(async () => reactRoot.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

const text = () => document.body.textContent ?? "";
const called = (path: string) => calls.filter((call) => call.path === path);

/** Ticks the terms and presses Continue (000 §4, §5: the checkbox must be ticked). */
async function startVerification() {
  await vi.waitFor(() => expect(text()).toContain(TEXTS.modalTermsAndConditionsCheckboxLabel));
  const checkbox = document.querySelector<HTMLInputElement>('input[name="terms"]')!;
  await act(async () => checkbox.click());
  const form = checkbox.closest("form")!;
  await act(async () => form.requestSubmit());
  await vi.waitFor(() => expect(sdk.init).toHaveBeenCalledTimes(1));
  return sdk.init.mock.calls[0][0] as { token: string; workflowRunId: string; containerId: string; language: string; onComplete: (data: unknown) => void; onError: (error: unknown) => void };
}

describe("issue 14: the verification modal with Onfido's Web SDK (000 §2/§4 Verification modal; decision 024)", () => {
  it("000 §4/§7: Continue starts the SDK with the start answer's token and workflow run id and the storefront locale, inside the modal", async () => {
    const parameters = await startVerification();
    expect(parameters).toMatchObject({ token: "sdk-token-42", workflowRunId: "run-42", containerId: "onfido-mount", language: "de-DE" });
    expect(document.getElementById("onfido-mount")).not.toBeNull();
    expect(called("/api/verification/start")).toHaveLength(1);
  });

  it("000 §4: the SDK's completion marks the run pending on the server, shows the pending message, waits and re-reads the result", async () => {
    const parameters = await startVerification();
    const readsBefore = called("/api/verification/getResult").length;
    answers["/api/verification/getResult"] = () => ({ body: { data: { onfido_verification_status: "PENDING" } } });
    await act(async () => parameters.onComplete({ document_front: { id: "doc-1" } }));
    await vi.waitFor(() => expect(called("/api/verification/markPending")).toEqual([{ path: "/api/verification/markPending", body: { workflow_run_id: "run-42" } }]));
    await vi.waitFor(() => expect(called("/api/verification/getResult").length).toBe(readsBefore + 1));
    await vi.waitFor(() => expect(text()).toContain(TEXTS.modalPendingVerificationReviewMessage));
    expect(text()).toContain(verification.modal.stillPending);
    // The SDK step is gone, and torn down.
    expect(document.getElementById("onfido-mount")).toBeNull();
    expect(sdk.tearDown).toHaveBeenCalled();
  });

  it("000 §8: an SDK error shows 'Something went wrong.' and is logged; the SDK is torn down", async () => {
    const parameters = await startVerification();
    await act(async () => parameters.onError({ type: "expired_token", message: "The token has expired" }));
    await vi.waitFor(() => expect(text()).toContain("Something went wrong."));
    expect(consoleError).toHaveBeenCalledWith("Identity verification failed", { type: "expired_token", message: "The token has expired" });
    expect(called("/api/verification/markPending")).toEqual([]);
    expect(sdk.tearDown).toHaveBeenCalled();
  });

  it("000 §8: a failed start shows 'Something went wrong.' and never loads the SDK", async () => {
    answers["/api/verification/start"] = () => ({ status: 502, body: { error: { message: "Something went wrong." } } });
    await vi.waitFor(() => expect(text()).toContain(TEXTS.modalTermsAndConditionsCheckboxLabel));
    const checkbox = document.querySelector<HTMLInputElement>('input[name="terms"]')!;
    await act(async () => checkbox.click());
    await act(async () => checkbox.closest("form")!.requestSubmit());
    await vi.waitFor(() => expect(document.querySelector('[data-testid="verification-error"]')?.textContent).toContain("Something went wrong."));
    expect(consoleError).toHaveBeenCalled();
    expect(sdk.init).not.toHaveBeenCalled();
  });

  it("closing the modal while the SDK runs tears it down", async () => {
    await startVerification();
    expect(sdk.tearDown).not.toHaveBeenCalled();
    await act(async () => closeOverlay("verification"));
    await vi.waitFor(() => expect(sdk.tearDown).toHaveBeenCalledTimes(1));
    expect(document.getElementById("onfido-mount")).toBeNull();
  });
});
