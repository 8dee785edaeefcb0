import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../ui/Button";
import { AlertIcon } from "../ui/icons";
import { uploadCapture, type CaptureKind, type DocumentType } from "./verification-api";

const DOCUMENT_TYPES: DocumentType[] = ["passport", "driving_licence", "national_identity_card"];
const SLOTS: Array<{ kind: CaptureKind; required: boolean; facing: "environment" | "user" }> = [
  { kind: "document_front", required: true, facing: "environment" },
  { kind: "document_back", required: false, facing: "environment" },
  { kind: "selfie", required: true, facing: "user" },
];

interface Slot {
  state: "empty" | "uploading" | "uploaded" | "refused";
  preview?: string;
  message?: string;
}

/**
 * The sandbox's identity-check "SDK" (issue 14): started like the provider's SDK with the token, the
 * workflow run id and the locale of the start answer (000 §4, §7). The customer picks the document
 * type and takes (phone camera: `capture`) or chooses a photo of the document and a selfie; each
 * photo is uploaded at once and checked by the server (type by content, at most 8 MB).
 */
export function SandboxCapture({
  workflowRunId,
  locale,
  onComplete,
  onError,
  onCancel,
}: {
  token: string;
  workflowRunId: string;
  locale: string;
  onComplete: () => void;
  onError: (error: unknown) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("verification");
  const id = useId();
  const [documentType, setDocumentType] = useState<DocumentType>("passport");
  const [slots, setSlots] = useState<Record<CaptureKind, Slot>>({ document_front: { state: "empty" }, document_back: { state: "empty" }, selfie: { state: "empty" } });
  const [missing, setMissing] = useState(false);
  const latest = useRef(slots);
  latest.current = slots;

  // On unmount the previews still shown are released; replaced ones are released as they are replaced.
  useEffect(
    () => () => {
      for (const slot of Object.values(latest.current)) if (slot.preview) URL.revokeObjectURL(slot.preview);
    },
    [],
  );

  function setSlot(kind: CaptureKind, next: Slot) {
    setSlots((current) => {
      const old = current[kind].preview;
      if (old && old !== next.preview) URL.revokeObjectURL(old);
      return { ...current, [kind]: next };
    });
  }

  async function choose(kind: CaptureKind, file: File | undefined) {
    if (!file) return;
    setMissing(false);
    const preview = URL.createObjectURL(file);
    setSlot(kind, { state: "uploading", preview });
    const answer = await uploadCapture(workflowRunId, kind, file, kind === "selfie" ? null : documentType);
    if (answer.ok) {
      setSlot(kind, { state: "uploaded", preview });
      return;
    }
    // A refused photo (type, size) is the customer's to fix; anything else is an SDK error.
    if (answer.status === 400 || answer.status === 413) {
      setSlot(kind, { state: "refused", message: answer.error.message || t("errors.fileType") });
      return;
    }
    setSlot(kind, { state: "empty" });
    onError(new Error(`sandbox capture upload failed with status ${answer.status}`));
  }

  const ready = slots.document_front.state === "uploaded" && slots.selfie.state === "uploaded";
  const busy = Object.values(slots).some((slot) => slot.state === "uploading");

  return (
    <div data-testid="verification-capture" data-workflow-run={workflowRunId} data-locale={locale}>
      <h3 className="font-display text-lg font-semibold text-ink">{t("capture.title")}</h3>
      <p className="mt-1 text-sm leading-relaxed text-muted">{t("capture.intro")}</p>

      <fieldset className="mt-4">
        <legend className="text-sm font-semibold text-ink">{t("capture.documentType")}</legend>
        <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-3">
          {DOCUMENT_TYPES.map((type) => (
            <label
              key={type}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-black/15 px-3 py-2 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand"
            >
              <input type="radio" name={`${id}-document`} value={type} checked={documentType === type} onChange={() => setDocumentType(type)} className="accent-brand" />
              {t(`capture.types.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>

      <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
        {SLOTS.map(({ kind, facing }) => {
          const slot = slots[kind];
          const inputId = `${id}-${kind}`;
          return (
            <li key={kind} className="flex flex-col rounded-2xl border border-black/10 bg-brand-soft/40 p-3" data-testid={`capture-${kind}`} data-state={slot.state}>
              <span className="text-sm font-semibold text-ink sm:min-h-10">{t(kind === "document_front" ? "capture.documentFront" : kind === "document_back" ? "capture.documentBack" : "capture.selfie")}</span>
              <div className="mt-2 flex aspect-[4/3] items-center justify-center overflow-hidden rounded-xl bg-white ring-1 ring-black/5">
                {slot.preview ? (
                  <img src={slot.preview} alt="" className="size-full object-cover" />
                ) : (
                  <svg aria-hidden viewBox="0 0 24 24" className="size-8 text-brand/50" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
                    {kind === "selfie" ? (
                      <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0" />
                    ) : (
                      <path d="M3 6.5A1.5 1.5 0 0 1 4.5 5h15A1.5 1.5 0 0 1 21 6.5v11a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5v-11ZM7 10h4M7 13h6M15.5 10.5a1.5 1.5 0 1 0 0 .01" />
                    )}
                  </svg>
                )}
              </div>
              <label
                htmlFor={inputId}
                className="mt-2 inline-flex min-h-11 cursor-pointer items-center justify-center rounded-button px-3 text-center text-sm font-semibold text-brand ring-1 ring-brand/30 transition hover:bg-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand"
              >
                {slot.state === "uploaded" ? t("capture.replace") : t("capture.choose")}
                <input
                  id={inputId}
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  capture={facing}
                  className="sr-only"
                  disabled={slot.state === "uploading"}
                  onChange={(event) => {
                    void choose(kind, event.currentTarget.files?.[0]);
                    event.currentTarget.value = "";
                  }}
                />
              </label>
              <span className="mt-1.5 min-h-5 text-xs" aria-live="polite">
                {slot.state === "uploading" && <span className="text-muted">{t("capture.uploading")}</span>}
                {slot.state === "uploaded" && <span className="font-medium text-emerald-700">✓ {t("capture.uploaded")}</span>}
                {slot.state === "refused" && <span className="font-medium text-accent" role="alert">{slot.message}</span>}
              </span>
            </li>
          );
        })}
      </ul>
      <p className="mt-2 text-xs text-muted">{t("capture.hint")}</p>

      {missing && (
        <p role="alert" className="mt-3 flex items-start gap-2 rounded-xl bg-accent/10 px-3 py-2 text-sm font-medium text-accent">
          <AlertIcon className="mt-px shrink-0" width={18} height={18} />
          {t("capture.missing")}
        </p>
      )}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="quiet" onClick={onCancel} disabled={busy}>
          {t("capture.cancel")}
        </Button>
        <Button
          onClick={() => {
            if (!ready) setMissing(true);
            else onComplete();
          }}
          disabled={busy}
        >
          {t("capture.submit")}
        </Button>
      </div>
    </div>
  );
}
