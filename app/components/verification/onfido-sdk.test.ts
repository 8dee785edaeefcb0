import { afterEach, describe, expect, it, vi } from "vitest";
import { ONFIDO_CONTAINER_ID, onfidoLanguage, startOnfido, type OnfidoModule } from "./onfido-sdk";

// The SDK package is replaced by a double: the machine cannot reach Onfido, and the dynamic import is
// what the modal does (decision 024). The double records init's parameters and hands back a handle.
const init = vi.fn();
const tearDown = vi.fn(() => Promise.resolve());
vi.mock("onfido-sdk-ui", () => ({ Onfido: { init: (parameters: unknown) => (init(parameters), { tearDown }) } }));

afterEach(() => {
  init.mockClear();
  tearDown.mockClear();
});

type InitParameters = Parameters<OnfidoModule["Onfido"]["init"]>[0];
const lastInit = () => init.mock.calls.at(-1)?.[0] as InitParameters;

describe("issue 14: Onfido's Web SDK in the verification modal (000 §2/§4 Verification modal, §7; 000 §8)", () => {
  it("000 §7: init gets the token, the workflow run id, the container and the storefront locale as the SDK's language", async () => {
    await startOnfido({ token: "sdk-token-1", workflowRunId: "run-1", locale: "de-DE", onComplete: () => {}, onError: () => {} });
    expect(init).toHaveBeenCalledTimes(1);
    expect(lastInit()).toMatchObject({ token: "sdk-token-1", workflowRunId: "run-1", containerId: ONFIDO_CONTAINER_ID, language: "de-DE" });
    expect(lastInit().onComplete).toBeTypeOf("function");
    expect(lastInit().onError).toBeTypeOf("function");
  });

  it("maps every storefront locale (001 §9) onto a language the SDK has: English variants to en-US or en-GB", () => {
    const locales = ["en-US", "en-SG", "en-GB", "fr-FR", "de-DE", "es-ES", "it-IT", "en-BE", "nl-NL", "ja-JP"];
    expect(Object.fromEntries(locales.map((locale) => [locale, onfidoLanguage(locale)]))).toEqual({
      "en-US": "en-US",
      "en-SG": "en-GB",
      "en-GB": "en-GB",
      "fr-FR": "fr-FR",
      "de-DE": "de-DE",
      "es-ES": "es-ES",
      "it-IT": "it-IT",
      "en-BE": "en-GB",
      "nl-NL": "nl-NL",
      "ja-JP": "ja-JP",
    });
  });

  it("000 §4: the SDK's completion reaches the modal's completion (mark pending, wait, re-read) once", async () => {
    const onComplete = vi.fn();
    const onError = vi.fn();
    await startOnfido({ token: "t", workflowRunId: "run-2", locale: "en-SG", onComplete, onError });
    expect(lastInit().language).toBe("en-GB");
    lastInit().onComplete({ document_front: { id: "doc" } });
    lastInit().onComplete({});
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it("000 §8: an SDK error reaches the modal's error path ('Something went wrong.' and logged)", async () => {
    const onComplete = vi.fn();
    const onError = vi.fn();
    await startOnfido({ token: "t", workflowRunId: "run-3", locale: "fr-FR", onComplete, onError });
    const error = { type: "expired_token", message: "The token has expired" };
    lastInit().onError(error);
    expect(onError).toHaveBeenCalledWith(error);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it("000 §8: an SDK that cannot be loaded is a failed start (the promise rejects)", async () => {
    const failing = () => Promise.reject(new Error("Failed to fetch dynamically imported module"));
    await expect(startOnfido({ token: "t", workflowRunId: "run-4", locale: "en-GB", onComplete: () => {}, onError: () => {} }, failing)).rejects.toThrow(/dynamically imported/);
    expect(init).not.toHaveBeenCalled();
  });

  it("closing the modal tears the SDK down, and a late callback after that changes nothing", async () => {
    const onComplete = vi.fn();
    const handle = await startOnfido({ token: "t", workflowRunId: "run-5", locale: "en-GB", onComplete, onError: () => {} });
    await handle.tearDown();
    expect(tearDown).toHaveBeenCalledTimes(1);
    lastInit().onComplete({});
    expect(onComplete).not.toHaveBeenCalled();
  });
});
