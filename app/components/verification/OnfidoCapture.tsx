import { useEffect, useRef } from "react";
import { ONFIDO_CONTAINER_ID, startOnfido, type OnfidoHandle } from "./onfido-sdk";

/**
 * Onfido's Web SDK inside the verification modal (VERIFICATION_PROVIDER=onfido; 000 §2/§4): loaded
 * when this step mounts, started with the token, workflow run id and locale of the start answer, and
 * torn down (`handle.tearDown()`) when the step unmounts, which is when the modal closes or moves on.
 */
export function OnfidoCapture({
  token,
  workflowRunId,
  locale,
  onComplete,
  onError,
}: {
  token: string;
  workflowRunId: string;
  locale: string;
  onComplete: () => void;
  onError: (error: unknown) => void;
}) {
  // The latest callbacks, so a re-render does not restart the SDK.
  const callbacks = useRef({ onComplete, onError });
  callbacks.current = { onComplete, onError };

  useEffect(() => {
    let handle: OnfidoHandle | null = null;
    let gone = false;
    startOnfido({
      token,
      workflowRunId,
      locale,
      containerId: ONFIDO_CONTAINER_ID,
      onComplete: () => callbacks.current.onComplete(),
      onError: (error) => callbacks.current.onError(error),
    }).then(
      (started) => {
        if (gone) void started.tearDown();
        else handle = started;
      },
      (error: unknown) => {
        if (!gone) callbacks.current.onError(error);
      },
    );
    return () => {
      gone = true;
      if (handle) void handle.tearDown();
    };
  }, [token, workflowRunId, locale]);

  return <div id={ONFIDO_CONTAINER_ID} data-testid="onfido-capture" className="min-h-[28rem]" />;
}
