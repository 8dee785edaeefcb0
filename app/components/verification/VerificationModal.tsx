import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { contentApi } from "../../../server/modules/content/api";
import type { StorefrontConfigDocument } from "../../../server/modules/content/types";
import type { VerificationStatus } from "../../../server/modules/customer/schema";
import { customerUpdated, useCustomer } from "../account/customer-store";
import { CHECKOUT_LOGIN_PATH } from "../account/after-login";
import { startCheckout } from "../checkout/checkout-api";
import type { RootData } from "../../lib/root-data";
import { rpc } from "../../lib/rpc-client";
import { closeOverlay, openOverlay, useOverlay } from "../../lib/ui-state";
import { Button } from "../ui/Button";
import { Modal, ModalDescription } from "../ui/Modal";
import { AlertIcon } from "../ui/icons";
import { OnfidoCapture } from "./OnfidoCapture";
import { SandboxCapture } from "./SandboxCapture";
import { verificationCalls } from "./verification-api";

type VerificationTexts = StorefrontConfigDocument["verificationConfig"];

let texts: Promise<VerificationTexts | null> | null = null;
/** The modal's texts from the content service's config document (000 §4), loaded once. */
function loadTexts(): Promise<VerificationTexts | null> {
  texts ??= rpc<typeof contentApi>("content")("getConfig").then((answer) => {
    if (answer.ok && answer.data) return answer.data.verificationConfig;
    texts = null;
    return null;
  });
  return texts;
}

type Phase =
  | { name: "intro" }
  | { name: "starting" }
  | { name: "capture"; provider: "sandbox" | "onfido"; token: string; workflowRunId: string }
  | { name: "submitting" }
  | { name: "waiting" }
  | { name: "stillPending" }
  | { name: "continuing" };

/** Waits `ms`; journeys get a short wait from the server (VERIFICATION_WAIT_MS), the spec's is 10000 ms (000 §9). */
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The verification modal (000 §2, §4 Verification modal; 001 §4 Verification status). Visible while
 * open for a signed-in customer who is not verified. Pending: the pending-review message. Otherwise
 * the required-verification message and a terms checkbox that must be ticked (000 §5); Continue
 * starts the identity check with the token, workflow id and locale of the start answer. On
 * completion: mark pending, wait (10 s), re-read the result; verified continues to checkout. It
 * cannot be closed while waiting; a failed start or an SDK error shows 'Something went wrong.' and
 * is logged (000 §8). Opening it closes the cart sidebar (app/lib/ui-state.ts).
 */
export function VerificationModal({ root }: { root: Pick<RootData, "storefront" | "brandName"> }) {
  const { t } = useTranslation("verification");
  const navigate = useNavigate();
  const open = useOverlay("verification");
  const { status: session, customer } = useCustomer();
  const verificationStatus = customer?.onfido_verification_status ?? null;
  const [config, setConfig] = useState<VerificationTexts | null>(null);
  const [phase, setPhase] = useState<Phase>({ name: "intro" });
  const [terms, setTerms] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const [failed, setFailed] = useState(false);
  const mounted = useRef(true);
  const customerRef = useRef(customer);
  customerRef.current = customer;
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // On opening: the texts, and the status as the server has it now (a due sandbox decision is taken there).
  const signedIn = session === "signedIn";
  useEffect(() => {
    if (!open || !signedIn) return;
    void loadTexts().then((loaded) => {
      if (mounted.current) setConfig(loaded);
    });
    void verificationCalls("getResult").then((result) => {
      const current = customerRef.current;
      if (result.ok && current && current.onfido_verification_status !== result.data.onfido_verification_status) {
        customerUpdated({ ...current, onfido_verification_status: result.data.onfido_verification_status });
      }
    });
  }, [open, signedIn]);

  const locked = phase.name === "submitting" || phase.name === "waiting" || phase.name === "continuing";
  const continuing = phase.name === "continuing";
  const visible = open && session === "signedIn" && (verificationStatus !== "VERIFIED" || continuing);

  function reset() {
    setPhase({ name: "intro" });
    setTerms(false);
    setTermsError(false);
    setFailed(false);
  }

  function close() {
    if (locked) return;
    closeOverlay("verification");
    reset();
  }

  /** 001 §4: the local status changes only after the server call that changed it succeeded. */
  function setLocalStatus(next: VerificationStatus | null) {
    const current = customerRef.current;
    if (current) customerUpdated({ ...current, onfido_verification_status: next });
  }

  function fail(error: unknown) {
    console.error("Identity verification failed", error);
    setFailed(true);
    setPhase({ name: "intro" });
  }

  async function start() {
    setFailed(false);
    if (!terms) {
      setTermsError(true);
      return;
    }
    setPhase({ name: "starting" });
    // A rejected or stale check asks for a new verification first (001 §4: NEW_VERIFICATION_REQUIRED).
    if (verificationStatus === "REJECTED") {
      const again = await verificationCalls("newVerificationRequired");
      if (!again.ok) return fail(again.error.message ?? again.status);
      setLocalStatus(again.data.onfido_verification_status);
    }
    const started = await verificationCalls("start");
    if (!started.ok) return fail(started.error.message ?? started.status);
    // The sandbox's own capture step, or Onfido's Web SDK (loaded only now, decision 024).
    setPhase({ name: "capture", provider: started.data.provider, token: started.data.sdk_token, workflowRunId: started.data.workflow_run_id });
  }

  async function completed(workflowRunId: string) {
    setPhase({ name: "submitting" });
    const pending = await verificationCalls("markPending", { workflow_run_id: workflowRunId });
    if (!pending.ok) return fail(pending.error.message ?? pending.status);
    setLocalStatus(pending.data.onfido_verification_status);
    setPhase({ name: "waiting" });
    await sleep(pending.data.wait_ms);
    await recheck();
  }

  async function recheck() {
    setPhase({ name: "waiting" });
    const result = await verificationCalls("getResult");
    if (!mounted.current) return;
    if (!result.ok) return fail(result.error.message ?? result.status);
    const next = result.data.onfido_verification_status;
    if (next === "VERIFIED") {
      setPhase({ name: "continuing" });
      setLocalStatus(next);
      const checkout = await startCheckout();
      if (checkout.ok) return; // the browser opens the hosted checkout
      closeOverlay("verification");
      reset();
      navigate(CHECKOUT_LOGIN_PATH);
      return;
    }
    setLocalStatus(next);
    // A new attempt asks for the terms again.
    setTerms(false);
    setPhase(next === "PENDING" ? { name: "stillPending" } : { name: "intro" });
  }

  const pending = verificationStatus === "PENDING" || phase.name === "waiting" || phase.name === "stillPending" || phase.name === "submitting";
  const brand = (text: string | undefined) => (text ?? "").replaceAll("{brand}", root.brandName);
  const title = brand(config?.modalTitle);

  return (
    <Modal
      open={visible}
      onOpenChange={(next) => (next ? openOverlay("verification") : close())}
      icon={
        <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
          <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3Z" />
          <path d="M9 12l2 2 4-4" />
        </svg>
      }
      title={title || "\u00a0"}
      closeLabel={t("modal.close")}
      locked={locked}
      size="lg"
      testId="verification-modal"
      contentProps={{ "data-phase": phase.name, "aria-busy": locked || undefined }}
    >
          {failed && (
            <p role="alert" className="mb-4 flex items-start gap-2 rounded-xl bg-accent/10 px-3 py-2 text-sm font-medium text-accent" data-testid="verification-error">
              <AlertIcon className="mt-px shrink-0" width={18} height={18} />
              {t("common:errors.somethingWentWrong")}
            </p>
          )}

          {phase.name === "capture" && phase.provider === "onfido" ? (
            <OnfidoCapture
              token={phase.token}
              workflowRunId={phase.workflowRunId}
              locale={root.storefront.locale}
              onComplete={() => void completed(phase.workflowRunId)}
              onError={fail}
            />
          ) : phase.name === "capture" ? (
            <SandboxCapture
              token={phase.token}
              workflowRunId={phase.workflowRunId}
              locale={root.storefront.locale}
              onComplete={() => void completed(phase.workflowRunId)}
              onError={fail}
              onCancel={() => setPhase({ name: "intro" })}
            />
          ) : continuing ? (
            <ModalDescription className="text-sm leading-relaxed text-ink" data-testid="verification-verified">
              {t("modal.verified")}
            </ModalDescription>
          ) : pending ? (
            <div data-testid="verification-pending">
              <ModalDescription className="text-sm leading-relaxed text-ink">{brand(config?.modalPendingVerificationReviewMessage)}</ModalDescription>
              {locked ? (
                <p className="mt-5 flex items-center gap-3 rounded-2xl bg-brand-soft/70 px-4 py-3 text-sm" role="status">
                  <span aria-hidden className="size-5 shrink-0 animate-spin rounded-full border-2 border-brand border-t-transparent" />
                  <span>
                    <span className="block font-semibold text-ink">{t("modal.waiting")}</span>
                    <span className="block text-muted">{t("modal.waitingHint")}</span>
                  </span>
                </p>
              ) : (
                <>
                  {phase.name === "stillPending" && <p className="mt-4 text-sm text-muted">{t("modal.stillPending")}</p>}
                  <div className="mt-6 flex justify-end">
                    <Button variant="secondary" onClick={() => void recheck()}>
                      {t("modal.checkAgain")}
                    </Button>
                  </div>
                </>
              )}
            </div>
          ) : (
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void start();
              }}
            >
              {verificationStatus === "REJECTED" && (
                <div role="status" className="mb-4 rounded-2xl border border-accent/30 bg-accent/5 px-4 py-3 text-sm" data-testid="verification-rejected">
                  <p className="font-semibold text-accent">{t("modal.rejected")}</p>
                  <p className="mt-1 text-muted">{t("modal.rejectedHint")}</p>
                </div>
              )}
              <ModalDescription className="text-sm leading-relaxed text-ink">{brand(config?.modalRequiredVerificationMessage)}</ModalDescription>
              <label className="mt-5 flex cursor-pointer items-start gap-3 text-sm leading-relaxed text-ink">
                <input
                  type="checkbox"
                  name="terms"
                  checked={terms}
                  aria-invalid={termsError || undefined}
                  aria-describedby={termsError ? "verification-terms-error" : undefined}
                  onChange={(event) => {
                    setTerms(event.currentTarget.checked);
                    if (event.currentTarget.checked) setTermsError(false);
                  }}
                  className="mt-0.5 size-5 shrink-0 accent-brand"
                />
                <span>{brand(config?.modalTermsAndConditionsCheckboxLabel)}</span>
              </label>
              {termsError && (
                <p id="verification-terms-error" className="mt-2 text-sm font-medium text-accent" role="alert">
                  {t("modal.termsRequired")}
                </p>
              )}
              <Button type="submit" className="mt-6 w-full" busy={phase.name === "starting"} disabled={phase.name === "starting" || !config}>
                {phase.name === "starting" ? t("modal.starting") : verificationStatus === "REJECTED" ? t("modal.tryAgain") : t("modal.continue")}
              </Button>
            </form>
          )}
    </Modal>
  );
}
