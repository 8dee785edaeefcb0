import type { verificationApi } from "../../../server/modules/verification/api";
import type { DocumentType, CaptureKind } from "../../../server/modules/verification/service";
import { rpc, type RpcOutcome } from "../../lib/rpc-client";

export type { DocumentType, CaptureKind };

/** 001 §7 Verification: get result, start, mark pending, new verification required (with credentials). */
export const verificationCalls = rpc<typeof verificationApi>("verification");

/**
 * One photo of the sandbox capture: the file itself as the body (`POST /api/verification/upload/{run}/{kind}`),
 * so no form encoding and no copy in memory. Answers like an RPC call.
 */
export async function uploadCapture(workflowRunId: string, kind: CaptureKind, file: Blob, documentType: DocumentType | null): Promise<RpcOutcome<{ kind: string; content_type: string; bytes: number }>> {
  const query = documentType && kind !== "selfie" ? `?document_type=${encodeURIComponent(documentType)}` : "";
  let response: Response;
  try {
    response = await fetch(`/api/verification/upload/${encodeURIComponent(workflowRunId)}/${kind}${query}`, {
      method: "POST",
      headers: { "content-type": file.type || "application/octet-stream", accept: "application/json" },
      credentials: "same-origin",
      body: file,
    });
  } catch {
    return { ok: false, status: 0, error: {} };
  }
  const payload = (await response.json().catch(() => null)) as { data?: any; error?: { message?: string } } | null;
  if (!response.ok || !payload || payload.error) return { ok: false, status: response.status, error: payload?.error ?? {} };
  return { ok: true, data: payload.data };
}
