import { useTranslation } from "react-i18next";

export const meta = () => [{ title: "Status" }, { name: "robots", content: "noindex" }];

/** The smallest page the shop renders: proves the server renders, and is the benchmark baseline. */
export default function StatusRoute() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-2xl px-6 py-16">
      <h1 className="text-2xl font-bold">{t("status.ok")}</h1>
    </section>
  );
}
