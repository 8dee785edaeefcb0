import http from "node:http";
import type { Database } from "../../db/client";
import { AdyenPaymentProvider, type AdyenOptions } from "./adyen";
import type { PaymentProvider } from "./types";

/** The API key the fake Adyen expects (x-API-key); tests assert it never reaches the logs. */
export const FAKE_ADYEN_API_KEY = "AQE-secret-api-key-never-logged";
const API_KEY = FAKE_ADYEN_API_KEY;
const nextYear = new Date().getUTCFullYear() + 1;

export interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/**
 * A local stand-in for Adyen's Checkout API v71 with the documented shapes: stored payment methods
 * (create, delete), payments with stored cards (Authorised / Refused; Idempotency-Key answers the
 * first result), refunds, payment methods. It keeps card numbers only to decide outcomes, as Adyen does.
 */
export function fakeAdyen() {
  const seen: Seen[] = [];
  const stored = new Map<string, { number: string; shopperReference: string }>();
  const byKey = new Map<string, { status: number; body: unknown }>();
  /** Payments waiting for the shopper's action (3-D Secure), by pspReference. */
  const awaiting = new Map<string, { reference: string; storePaymentMethod: boolean; spm: { number: string; shopperReference: string }; fingerprint?: boolean }>();
  let psp = 0;
  const faults = { dropAnswers: 0 };
  let charges = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>) : {};
      seen.push({ method: req.method ?? "", path: url.pathname, query: url.searchParams, headers: req.headers, body });
      const answer = (status: number, payload?: unknown) => {
        if (faults.dropAnswers > 0) {
          faults.dropAnswers--;
          req.socket.destroy(); // acted on, answer lost
          return;
        }
        res.writeHead(status, { "content-type": "application/json" });
        res.end(payload === undefined ? undefined : JSON.stringify(payload));
      };
      if (req.headers["x-api-key"] !== API_KEY) return answer(401, { status: 401, errorCode: "000", message: "HTTP Status Response - Unauthorized", errorType: "security" });
      const key = req.headers["idempotency-key"] as string | undefined;
      if (key && byKey.has(key)) {
        const first = byKey.get(key)!;
        return answer(first.status, first.body);
      }
      const remember = (status: number, payload: unknown) => {
        if (key) byKey.set(key, { status, body: payload });
        answer(status, payload);
      };
      if (req.method === "POST" && url.pathname === "/v71/storedPaymentMethods") {
        const given = body.paymentMethod as Record<string, string>;
        // Encrypted fields (Adyen Web) stand for the test card 4111 1111 1111 1111, 03/next year.
        const method = given.encryptedCardNumber ? { ...given, number: "4111111111111111", expiryMonth: "03", expiryYear: String(nextYear) } : given;
        if (method.number === "4000000000000101") return remember(422, { status: 422, errorCode: "101", message: "Invalid card number", errorType: "validation" });
        const id = `SPM${String(stored.size + 1).padStart(13, "0")}`;
        stored.set(id, { number: method.number, shopperReference: body.shopperReference as string });
        return remember(200, { id, brand: method.number.startsWith("5") ? "mc" : "visa", lastFour: method.number.slice(-4), expiryMonth: method.expiryMonth, expiryYear: method.expiryYear.slice(-2), holderName: method.holderName, shopperReference: body.shopperReference, type: "scheme" });
      }
      if (req.method === "POST" && url.pathname === "/v71/payments") {
        const pm = body.paymentMethod as { storedPaymentMethodId: string };
        const spm = stored.get(pm.storedPaymentMethodId);
        const pspReference = `PSP${String(++psp).padStart(13, "0")}`;
        if (!spm || spm.shopperReference !== body.shopperReference) return remember(422, { status: 422, errorCode: "800", message: "Contract not found", errorType: "validation" });
        if (spm.number === "4000000000000002") return remember(200, { resultCode: "Refused", pspReference, refusalReason: "Refused", refusalReasonCode: "2" });
        // A card whose issuer asks for 3-D Secure: an action the hosted checkout cannot take.
        if (spm.number === "4212345678901237") {
          awaiting.set(pspReference, { reference: body.reference as string, storePaymentMethod: body.storePaymentMethod === true, spm });
          return remember(200, { resultCode: "RedirectShopper", pspReference, action: { type: "redirect", method: "GET", url: "https://checkoutshopper-test.adyen.com/3ds" } });
        }
        // A card whose issuer first takes the browser's fingerprint (IdentifyShopper), then challenges.
        if (spm.number === "4917610000000000" && body.channel === "Web") {
          awaiting.set(pspReference, { reference: body.reference as string, storePaymentMethod: body.storePaymentMethod === true, spm, fingerprint: true });
          return remember(200, { resultCode: "IdentifyShopper", pspReference, action: { type: "threeDS2", subtype: "fingerprint", paymentMethodType: "scheme", token: "eyJ0aHJlZURTTWV0aG9k", authorisationToken: "BQABAQ" } });
        }
        // A card whose issuer challenges in the browser (native 3-D Secure 2) when the shopper is present.
        if (spm.number === "5454545454545454" && body.channel === "Web") {
          awaiting.set(pspReference, { reference: body.reference as string, storePaymentMethod: body.storePaymentMethod === true, spm });
          return remember(200, { resultCode: "ChallengeShopper", pspReference, action: { type: "threeDS2", subtype: "challenge", paymentMethodType: "scheme", token: "eyJ0aHJlZURT", authorisationToken: "BQABAQ" } });
        }
        charges++;
        const additionalData: Record<string, string> = {};
        if (body.storePaymentMethod === true) {
          const id = `SUB${String(stored.size + 1).padStart(13, "0")}`;
          stored.set(id, spm);
          additionalData["tokenization.storedPaymentMethodId"] = id;
        }
        return remember(200, { resultCode: "Authorised", pspReference, merchantReference: body.reference, additionalData });
      }
      if (req.method === "POST" && url.pathname === "/v71/payments/details") {
        // After Adyen Web's action (3-D Secure): the result names its payment (as Adyen's opaque
        // redirectResult / threeDSResult / PaRes do; here its pspReference appears in it). One that
        // starts with "refuse" is Refused, any other Authorised; one naming no waiting payment is 422.
        const details = (body.details ?? {}) as Record<string, string>;
        const result = details.redirectResult ?? details.threeDSResult ?? details.PaRes;
        const named = /PSP\d{13}/.exec(result ?? "")?.[0];
        const payment = named ? awaiting.get(named) : undefined;
        if (!result || !named || !payment) return remember(422, { status: 422, errorCode: "14_018", message: "Invalid payload provided", errorType: "validation" });
        if (result.startsWith("refuse")) return remember(200, { resultCode: "Refused", pspReference: named, merchantReference: payment.reference, refusalReason: "3D Not Authenticated" });
        if (payment.fingerprint) {
          // The fingerprint is in: now the issuer challenges.
          payment.fingerprint = false;
          return remember(200, { resultCode: "ChallengeShopper", pspReference: named, merchantReference: payment.reference, action: { type: "threeDS2", subtype: "challenge", paymentMethodType: "scheme", token: "eyJ0aHJlZURT", authorisationToken: "BQABAQ" } });
        }
        charges++;
        const additionalData: Record<string, string> = {};
        if (payment.storePaymentMethod) {
          const id = `SUB${String(stored.size + 1).padStart(13, "0")}`;
          stored.set(id, payment.spm);
          additionalData["tokenization.storedPaymentMethodId"] = id;
        }
        return remember(200, { resultCode: "Authorised", pspReference: named, merchantReference: payment.reference, additionalData });
      }
      const refund = /^\/v71\/payments\/([A-Z0-9]+)\/refunds$/.exec(url.pathname);
      if (req.method === "POST" && refund) {
        return remember(201, { merchantAccount: body.merchantAccount, paymentPspReference: refund[1], pspReference: `RF${String(++psp).padStart(14, "0")}`, reference: body.reference, status: "received", amount: body.amount });
      }
      const remove = /^\/v71\/storedPaymentMethods\/([A-Z0-9]+)$/.exec(url.pathname);
      if (req.method === "DELETE" && remove) {
        if (!stored.delete(remove[1])) return answer(404, { status: 404, errorCode: "000", message: "not found", errorType: "validation" });
        return answer(204);
      }
      if (req.method === "POST" && url.pathname === "/v71/paymentMethods") {
        return answer(200, { paymentMethods: [{ type: "scheme", name: "Cards", brands: ["visa", "mc", "amex"] }], storedPaymentMethods: [] });
      }
      answer(404, { status: 404, errorCode: "000", message: "no route", errorType: "validation" });
    });
  });
  return { server, seen, stored, faults, charged: () => charges };
}

/** The fake on a free port of 127.0.0.1: its Checkout API base URL, and close. */
export async function startFakeAdyen(): Promise<ReturnType<typeof fakeAdyen> & { baseUrl: string; close: () => Promise<void> }> {
  const fake = fakeAdyen();
  await new Promise<void>((resolve) => fake.server.listen(0, "127.0.0.1", resolve));
  const { port } = fake.server.address() as { port: number };
  return { ...fake, baseUrl: `http://127.0.0.1:${port}/v71`, close: () => new Promise<void>((resolve) => fake.server.close(() => resolve())) };
}

/**
 * Starts the fake and puts the Adyen adapter, pointed at it, in place of the test processor of a
 * test shop's payment service (the harness's shop is made with the test processor). Answers the
 * fake, the adapter and the processor it replaced, so a test can switch back.
 */
export async function swapInFakeAdyen(
  db: Database,
  payments: { provider: PaymentProvider },
  options: Omit<AdyenOptions, "baseUrl"> = {},
): Promise<{ fake: Awaited<ReturnType<typeof startFakeAdyen>>; adyen: AdyenPaymentProvider; replaced: PaymentProvider }> {
  const fake = await startFakeAdyen();
  const adyen = new AdyenPaymentProvider(
    db,
    { apiKey: FAKE_ADYEN_API_KEY, merchantAccount: "FoldwellECOM", clientKey: "test_CLIENTKEY", hmacKey: "00".repeat(32), environment: "test" },
    { ...options, baseUrl: fake.baseUrl },
  );
  const replaced = payments.provider;
  Object.defineProperty(payments, "provider", { value: adyen, configurable: true, writable: true });
  return { fake, adyen, replaced };
}
