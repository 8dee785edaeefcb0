import { useActionData, useLoaderData, useRouteLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { AdminLoginForm } from "../../components/admin/AdminLoginForm";
import { adminLoginAction, loadAdminLogin } from "./login.server";

/** /admin/login: staff sign-in (issue 17). */
export function loader(args: LoaderFunctionArgs) {
  return loadAdminLogin(args);
}

/** The form posted without JavaScript (with JavaScript it calls admin/session login). */
export function action(args: ActionFunctionArgs) {
  return adminLoginAction(args);
}

export default function AdminLogin() {
  const { next } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const layout = useRouteLoaderData("routes/admin/layout") as { brandName: string } | undefined;
  const { t } = useTranslation("admin");
  return (
    <>
      <title>{t("login.title")}</title>
      <AdminLoginForm next={next} brandName={layout?.brandName ?? ""} initialError={posted?.error ?? null} initialEmail={posted?.email} />
    </>
  );
}
