import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { bikeRegistrationApi } from "../../../server/modules/bike-registration/api";
import type { BikeConfirmation } from "../../../server/modules/bike-registration/types";
import { ApiError, rpcServices } from "../../lib/rpc-client";
import { Button } from "../ui/Button";
import { ResendBikeLink } from "./ResendBikeLink";

const callBikes = rpcServices<{ bikes: typeof bikeRegistrationApi }>();

/**
 * The link mailed for a guest's bike registration, opened signed in (issue 16): "ready" asks to add
 * the bike to this account (a button, so a mail scanner fetching the link attaches nothing); the
 * page then reloads without the token and lists it. Another email or a used or expired link says so.
 */
export function BikeConfirmationCard({ confirmation }: { confirmation: BikeConfirmation & { token: string } }) {
  const { t } = useTranslation("bikes");
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function attach() {
    setBusy(true);
    setError(null);
    try {
      await callBikes("bikes", "confirmBikeRegistration", { token: confirmation.token });
      setDone(true);
      // The list is read again, without the token in the address.
      await navigate(".", { replace: true, state: { bikeConfirmed: true } });
    } catch (e) {
      setError(e instanceof ApiError && e.message ? e.message : t("errors.confirmFailed"));
    } finally {
      setBusy(false);
    }
  }

  if (done) return <BikeConfirmedNote />;
  if (confirmation.status === "otherEmail") {
    return (
      <p role="alert" className="mb-6 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800" data-bike-confirmation={confirmation.status}>
        {t("errors.confirmOtherEmail")}
      </p>
    );
  }
  if (confirmation.status !== "ready") {
    // Expired or used: a new link can be mailed to the registration's email (issue 16).
    return (
      <div className="mb-6 flex flex-col gap-2 rounded-xl bg-red-50 px-4 py-3" data-bike-confirmation={confirmation.status}>
        <p role="alert" className="text-sm text-red-800">
          {t("errors.confirmLinkInvalid")}
        </p>
        <ResendBikeLink ask={{ token: confirmation.token }} />
      </div>
    );
  }
  return (
    <section className="mb-6 rounded-2xl bg-brand-soft/50 p-5 ring-1 ring-brand/20" data-bike-confirmation="ready" aria-labelledby="bike-confirmation-title">
      <h2 id="bike-confirmation-title" className="font-display text-lg font-semibold text-ink">
        {t("confirm.title")}
      </h2>
      <p className="mt-1 text-sm text-ink">{t("confirm.text", { serial: confirmation.serialNumber })}</p>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <Button onClick={() => void attach()} busy={busy} disabled={busy} className="mt-4">
        {t("confirm.submit")}
      </Button>
    </section>
  );
}

/** After the bike was added: shown above the list (the page reloads without the token). */
export function BikeConfirmedNote() {
  const { t } = useTranslation("bikes");
  return (
    <p role="status" className="mb-6 rounded-xl bg-brand-soft px-4 py-3 text-sm font-medium text-ink" data-bike-confirmation="done">
      {t("confirm.done")}
    </p>
  );
}
