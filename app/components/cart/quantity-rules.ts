/**
 * The cart quantity rules of 000 §5 and 001 §5, without React:
 * - a value below the line's minimum or above its maximum is not sent; the sidebar shows
 *   'Minimum purchase quantity error' or 'Maximum purchase quantity error' for 2.5 s;
 * - a line that is already out of range may still move towards the allowed range;
 * - changes are sent 500 ms after the last click (000 §9).
 */
export const QUANTITY_DEBOUNCE_MS = 500;
export const QUANTITY_ERROR_MS = 2500;

export interface QuantityLimits {
  /** 0 or less means the default minimum of 1 (001 §5). */
  minimum: number;
  /** 0 means no maximum. */
  maximum: number;
}

export type QuantityVerdict = { send: true } | { send: false; error: "minimum" | "maximum"; limit: number };

export function effectiveMinimum(limits: QuantityLimits): number {
  return Math.max(1, limits.minimum);
}

export function judgeQuantity(current: number, next: number, limits: QuantityLimits): QuantityVerdict {
  const minimum = effectiveMinimum(limits);
  if (next < minimum && !(current < minimum && next > current)) return { send: false, error: "minimum", limit: minimum };
  if (limits.maximum > 0 && next > limits.maximum && !(current > limits.maximum && next < current)) {
    return { send: false, error: "maximum", limit: limits.maximum };
  }
  return { send: true };
}

/** A quantity selector's starting value: at least the minimum (default 1), at most the maximum if set (001 §5). */
export function clampQuantity(value: number, limits: QuantityLimits): number {
  const minimum = effectiveMinimum(limits);
  const clamped = Math.max(minimum, Math.trunc(Number.isFinite(value) ? value : minimum));
  return limits.maximum > 0 ? Math.min(clamped, Math.max(limits.maximum, minimum)) : clamped;
}
