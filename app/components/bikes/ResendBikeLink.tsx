import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { bikeRegistrationApi } from "../../../server/modules/bike-registration/api";
import { ApiError, rpcServices } from "../../lib/rpc-client";

const callBikes = rpcServices<{ bikes: typeof bikeRegistrationApi }>();

/**
 * "Send the link again" (issue 16): under an expired or used link's message (`token`) and on a
 * guest's success page (`bikeRegistrationId` and `email`). The answer is the same whether or not a
 * mail went out, so the text says what happens if the registration is still waiting; a spent
 * budget (429) shows its translated message.
 */
export function ResendBikeLink({ ask }: { ask: { token: string } | { bikeRegistrationId: string; email: string } }) {
  const { t } = useTranslation("bikes");
  const [state, setState] = useState<"idle" | "busy" | "sent">("idle");
  const [error, setError] = useState<string | null>(null);

  async function resend() {
    setState("busy");
    setError(null);
    try {
      await callBikes("bikes", "resendBikeConfirmation", ask);
      setState("sent");
    } catch (e) {
      setError(e instanceof ApiError && e.message ? e.message : t("errors.confirmFailed"));
      setState("idle");
    }
  }

  if (state === "sent") {
    return (
      <p role="status" className="text-sm text-ink" data-bike-link-resent>
        {t("resend.sent")}
      </p>
    );
  }
  return (
    <div className="flex flex-col items-start gap-1">
      <button
        type="button"
        onClick={() => void resend()}
        disabled={state === "busy"}
        aria-busy={state === "busy" || undefined}
        className="min-h-11 text-sm font-semibold text-brand underline underline-offset-2 hover:no-underline disabled:opacity-60"
      >
        {state === "busy" ? t("resend.sending") : t("resend.button")}
      </button>
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
