import { redirect, type LoaderFunctionArgs } from "react-router";
import { hasAuthenticatedMarker, loginRedirect } from "../lib/guards";
import { PRIVATE_NO_STORE } from "../lib/responses";

/** Account area /my-{product}/{pageName?}: login required (001 §2 Route guards, 1). */
export function loader({ request, url }: LoaderFunctionArgs) {
  if (!hasAuthenticatedMarker(request.headers.get("cookie"))) throw redirect(loginRedirect(url));
  return { pageName: url.pathname.split("/")[2] ?? "profile" };
}

export const headers = () => PRIVATE_NO_STORE;

export default function AccountRoute() {
  return null;
}
