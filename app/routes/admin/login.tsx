import { useLoaderData, useRouteLoaderData, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { AdminLoginForm } from "../../components/admin/AdminLoginForm";
import { loadAdminLogin } from "./login.server";

/** /admin/login: staff sign-in (issue 17). */
export function loader(args: LoaderFunctionArgs) {
  return loadAdminLogin(args);
}

export default function AdminLogin() {
  const { next } = useLoaderData<typeof loader>();
  const layout = useRouteLoaderData("routes/admin/layout") as { brandName: string } | undefined;
  const { t } = useTranslation("admin");
  return (
    <>
      <title>{t("login.title")}</title>
      <AdminLoginForm next={next} brandName={layout?.brandName ?? ""} />
    </>
  );
}
