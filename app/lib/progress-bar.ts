/**
 * The navigation progress bar's timing (000 §9: throttle 200 ms, duration 5000 ms). A navigation
 * that finishes within the throttle never shows the bar; a slow one shows it, trickles towards
 * 90 %, and the bar is gone 5000 ms after it appeared at the latest, even if the navigation hangs.
 */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
const TRICKLE_EVERY_MS = 250;
const FINISH_MS = 250;

export interface ProgressState {
  visible: boolean;
  /** 0..1 */
  progress: number;
}

export interface ProgressBarController {
  start(): void;
  done(): void;
  dispose(): void;
}

export function createProgressBar(
  onChange: (state: ProgressState) => void,
  options: { throttleMs?: number; durationMs?: number } = {},
): ProgressBarController {
  const throttleMs = options.throttleMs ?? PROGRESS_THROTTLE_MS;
  const durationMs = options.durationMs ?? PROGRESS_DURATION_MS;
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let finishTimer: ReturnType<typeof setTimeout> | undefined;
  let trickle: ReturnType<typeof setInterval> | undefined;
  let state: ProgressState = { visible: false, progress: 0 };

  const set = (next: ProgressState) => {
    state = next;
    onChange(state);
  };
  const clearAll = () => {
    clearTimeout(showTimer);
    clearTimeout(hideTimer);
    clearTimeout(finishTimer);
    clearInterval(trickle);
    showTimer = hideTimer = finishTimer = trickle = undefined;
  };
  const hide = () => {
    clearAll();
    if (state.visible || state.progress !== 0) set({ visible: false, progress: 0 });
  };

  return {
    start() {
      if (showTimer || state.visible) return;
      clearTimeout(finishTimer);
      showTimer = setTimeout(() => {
        showTimer = undefined;
        set({ visible: true, progress: 0.1 });
        trickle = setInterval(() => {
          // Each tick closes part of the remaining gap, so the bar slows down but never reaches 90 %.
          set({ visible: true, progress: state.progress + (0.9 - state.progress) * 0.15 });
        }, TRICKLE_EVERY_MS);
        hideTimer = setTimeout(hide, durationMs);
      }, throttleMs);
    },
    done() {
      if (!state.visible) {
        hide();
        return;
      }
      clearAll();
      set({ visible: true, progress: 1 });
      finishTimer = setTimeout(hide, FINISH_MS);
    },
    dispose: clearAll,
  };
}
