import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";
import { createProgressBar, type ProgressBarController, type ProgressState } from "../../lib/progress-bar";

/** A thin bar at the top while a navigation takes longer than 200 ms (000 §9). */
export function ProgressBar() {
  const { t } = useTranslation("layout");
  const navigation = useNavigation();
  const [state, setState] = useState<ProgressState>({ visible: false, progress: 0 });
  const controller = useRef<ProgressBarController | null>(null);

  useEffect(() => {
    const bar = createProgressBar(setState);
    controller.current = bar;
    return () => bar.dispose();
  }, []);

  const busy = navigation.state !== "idle";
  useEffect(() => {
    if (busy) controller.current?.start();
    else controller.current?.done();
  }, [busy]);

  if (!state.visible) return null;
  return (
    <div
      role="progressbar"
      aria-label={t("loadingPage")}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(state.progress * 100)}
      data-navigation-progress
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-[3px]"
    >
      <div
        className="h-full origin-left bg-accent shadow-[0_0_8px_var(--colour-accent)] transition-transform duration-200 ease-out"
        style={{ transform: `scaleX(${state.progress})` }}
      />
    </div>
  );
}
