/**
 * Onfido's Web SDK in the verification modal (issue 14, VERIFICATION_PROVIDER=onfido; 000 §2/§4
 * Verification modal, §7: "The identity-check SDK is initialised with the token, the workflow id and
 * the locale"). The npm package `onfido-sdk-ui` is only a loader (12 KB) that imports the SDK itself
 * from https://sdk.onfido.com; it is imported here with a dynamic import so that no storefront page
 * loads it until the modal starts the SDK in onfido mode (decision 024).
 */

/** The element the SDK renders into, inside the modal. */
export const ONFIDO_CONTAINER_ID = "onfido-mount";

/** What the modal needs of the SDK's handle: tearing it down when the modal closes. */
export interface OnfidoHandle {
  tearDown: () => Promise<void>;
}

/** The part of `onfido-sdk-ui`'s module the modal uses: `Onfido.init(parameters)`. */
export interface OnfidoModule {
  Onfido: {
    init: (parameters: {
      token: string;
      workflowRunId: string;
      containerId: string;
      language: string;
      onComplete: (data: unknown) => void;
      onError: (error: unknown) => void;
    }) => OnfidoHandle;
  };
}

/** The lazy import: its own chunk, fetched only when the modal starts the SDK. */
export const loadOnfidoSdk = (): Promise<OnfidoModule> => import("onfido-sdk-ui") as unknown as Promise<OnfidoModule>;

/**
 * The storefront locale (001 §9 list) as the SDK's `language` (a language tag such as `en-GB`, the
 * SDK's default): Onfido has British and American English only, so en-SG and en-BE take en-GB; the
 * other storefront locales are languages the SDK ships (fr-FR, de-DE, es-ES, it-IT, nl-NL, ja-JP).
 */
export function onfidoLanguage(locale: string): string {
  const [language, region] = locale.split("-");
  if (language === "en") return region === "US" ? "en-US" : "en-GB";
  return region ? `${language}-${region}` : language;
}

/**
 * Starts the SDK in `containerId`: `Onfido.init({ token, workflowRunId, containerId, language,
 * onComplete, onError })`. A failed import (network, CSP) rejects; the caller shows 'Something went
 * wrong.' and logs it (000 §8). Each callback fires at most once, and none after `tearDown`.
 */
export async function startOnfido(
  options: { token: string; workflowRunId: string; locale: string; containerId?: string; onComplete: () => void; onError: (error: unknown) => void },
  load: () => Promise<OnfidoModule> = loadOnfidoSdk,
): Promise<OnfidoHandle> {
  const { Onfido } = await load();
  let settled = false;
  const once =
    <A extends unknown[]>(callback: (...args: A) => void) =>
    (...args: A) => {
      if (settled) return;
      settled = true;
      callback(...args);
    };
  const handle = Onfido.init({
    token: options.token,
    workflowRunId: options.workflowRunId,
    containerId: options.containerId ?? ONFIDO_CONTAINER_ID,
    language: onfidoLanguage(options.locale),
    onComplete: once(() => options.onComplete()),
    onError: once((error: unknown) => options.onError(error)),
  });
  return {
    tearDown: () => {
      settled = true;
      return handle.tearDown();
    },
  };
}
