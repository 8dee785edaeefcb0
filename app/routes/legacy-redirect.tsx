import { redirect } from "react-router";

/** /account.php and /login.php redirect to / (000 §2). */
export function loader() {
  throw redirect("/", 301);
}
