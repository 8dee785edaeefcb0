import { z } from "zod";

/**
 * The most units one cart line may hold (issue 12): a quantity is checked against it at the edge
 * (every RPC schema that takes a quantity uses `lineQuantity`) and again when an add would grow an
 * existing line, so no request or sequence of requests makes a line overflow the integer column.
 */
export const MAX_LINE_QUANTITY = 999;

/** A line quantity as a client may send it: a whole number from 1 to MAX_LINE_QUANTITY. */
export const lineQuantity = z.number().int().min(1).max(MAX_LINE_QUANTITY);
