import { pushEvent } from "../../lib/analytics";
import { callApi } from "./customer-api";

/** The marketing sign-up payload of 001 §3: email, country, message, placement. */
export interface MarketingSignUp {
  email: string;
  /** Sent by the global storefront only; a country storefront's own country is used otherwise (001 §4). */
  country?: string;
  message?: string;
  /** Which form the subscriber used: the newsletter modal's name or the CMS block's id. */
  placement: string;
}

/**
 * Signs an email up for marketing and, once the server has accepted it, pushes the email-capture
 * analytics event. One path for the newsletter modal and the CMS sign-up block, so both report
 * sign-ups the same way. Throws ApiError with the server's translated message on refusal.
 */
export async function signUpForMarketing(payload: MarketingSignUp): Promise<void> {
  await callApi("marketing", "subscribe", payload);
  pushEvent({ event: "email_capture", placement: payload.placement });
}
