import { useState } from "react";
import { useRevalidator } from "react-router";
import { useTranslation } from "react-i18next";
import type { catalogueAdminApi } from "../../../../server/modules/catalog/admin-api";
import { rpc } from "../../../lib/rpc-client";

export const catalogueApi = () => rpc<typeof catalogueAdminApi>("admin/catalogue");
type Call = ReturnType<ReturnType<typeof catalogueApi>>;

export interface CallMessage {
  tone: "error" | "success";
  text: string;
  /** Which form the message belongs to. */
  key: string;
}

/**
 * One admin write at a time from a catalogue screen: shows which form is busy, the answer's
 * message (translated by the server, or the first field issue), and re-reads the loader after a
 * success so the screen shows what is stored.
 */
export function useCatalogueCall() {
  const { t } = useTranslation("admin-catalogue");
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<CallMessage | null>(null);

  async function run(key: string, call: () => Call, success = t("saved")): Promise<boolean> {
    setBusy(key);
    setMessage(null);
    const answer = await call();
    setBusy(null);
    if (answer.ok) {
      setMessage({ tone: "success", text: success, key });
      await revalidator.revalidate();
      return true;
    }
    setMessage({ tone: "error", text: answer.error.issues?.[0]?.message ?? answer.error.message ?? t("admin:errors.somethingWentWrong"), key });
    return false;
  }
  return { busy, message, run, setMessage };
}
