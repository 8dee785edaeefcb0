import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { useTranslation } from "react-i18next";
import type { staffAdminApi } from "../../../../server/modules/staff/admin-api";
import type { StaffMemberView } from "../../../../server/modules/staff/service";
import type { StaffActor, StaffRole } from "../../../../server/modules/staff/types";
import { rpc } from "../../../lib/rpc-client";
import { Button } from "../../ui/Button";
import { AdminCard, AdminField, AdminNotice, AdminSelect, adminInputClass, adminTable, Badge } from "../admin-ui";

const ROLES: StaffRole[] = ["owner", "merchandiser", "customer_service"];
const staffApi = () => rpc<typeof staffAdminApi>("admin/staff");

/** Staff management (issue 17, owner only): the members with role and status, and a form to add one. */
export function StaffManager({ me, members }: { me: StaffActor; members: StaffMemberView[] }) {
  const { t } = useTranslation("admin");
  const revalidator = useRevalidator();
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function run(key: string, call: () => ReturnType<ReturnType<typeof staffApi>>, success: string) {
    setBusy(key);
    setMessage(null);
    const answer = await call();
    setBusy(null);
    if (answer.ok) {
      setMessage({ tone: "success", text: success });
      await revalidator.revalidate();
      return true;
    }
    setMessage({ tone: "error", text: answer.error.issues?.[0]?.message ?? answer.error.message ?? t("errors.somethingWentWrong") });
    return false;
  }

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const name = String(form.get("name") ?? "");
    const ok = await run(
      "create",
      () =>
        staffApi()("create", {
          email: String(form.get("email") ?? ""),
          name,
          role: String(form.get("role")) as StaffRole,
          password: String(form.get("password") ?? ""),
        }),
      t("staff.created", { name }),
    );
    if (ok) formElement.reset();
  }

  return (
    <div className="space-y-6">
      {message && <AdminNotice tone={message.tone}>{message.text}</AdminNotice>}
      <div className={adminTable.wrapper}>
        <table className={adminTable.table}>
          <caption className="sr-only">{t("staff.members")}</caption>
          <thead>
            <tr>
              <th scope="col" className={adminTable.th}>{t("staff.name")}</th>
              <th scope="col" className={adminTable.th}>{t("staff.email")}</th>
              <th scope="col" className={adminTable.th}>{t("staff.role")}</th>
              <th scope="col" className={adminTable.th}>{t("staff.twoFactor")}</th>
              <th scope="col" className={adminTable.th}>{t("staff.status")}</th>
              <th scope="col" className={adminTable.th}>{t("staff.actions")}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {members.map((member) => (
              <tr key={member.id} data-testid="staff-row" className="[&>td]:align-middle">
                <td className={`${adminTable.td} font-medium`}>
                  {member.name}
                  {member.id === me.id && <span className="ml-1 text-slate-500">({t("staff.you")})</span>}
                </td>
                <td className={`${adminTable.td} break-all`}>{member.email}</td>
                <td className={adminTable.td}>
                  <label className="sr-only" htmlFor={`role-${member.id}`}>
                    {t("staff.changeRoleOf", { name: member.name })}
                  </label>
                  <select
                    id={`role-${member.id}`}
                    className={`${adminInputClass} w-44`}
                    value={member.role}
                    disabled={busy !== null}
                    onChange={(event) => run(`role-${member.id}`, () => staffApi()("changeRole", { id: member.id, role: event.target.value as StaffRole }), t("staff.saved"))}
                  >
                    {ROLES.map((role) => (
                      <option key={role} value={role}>
                        {t(`roles.${role}`)}
                      </option>
                    ))}
                  </select>
                </td>
                <td className={adminTable.td}>{member.totpEnabled ? <Badge tone="good">{t("staff.on")}</Badge> : <Badge>{t("staff.off")}</Badge>}</td>
                <td className={adminTable.td}>{member.active ? <Badge tone="good">{t("staff.active")}</Badge> : <Badge tone="bad">{t("staff.inactive")}</Badge>}</td>
                <td className={adminTable.td}>
                  {member.id !== me.id && (
                    <Button
                      variant={member.active ? "dangerText" : "secondary"}
                      size="bare"
                      className="min-h-9 px-3 text-sm"
                      busy={busy === `active-${member.id}`}
                      onClick={() => run(`active-${member.id}`, () => staffApi()("setActive", { id: member.id, active: !member.active }), t("staff.saved"))}
                    >
                      {member.active ? t("staff.deactivate") : t("staff.reactivate")}
                      <span className="sr-only">: {member.name}</span>
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <AdminCard title={t("staff.add")} className="max-w-3xl">
        <form onSubmit={create} className="grid gap-4 sm:grid-cols-2" noValidate>
          <AdminField id="new-name" name="name" required autoComplete="off" label={t("staff.name")} />
          <AdminField id="new-email" name="email" type="email" required autoComplete="off" label={t("staff.email")} />
          <AdminSelect id="new-role" name="role" label={t("staff.role")} defaultValue="merchandiser">
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </AdminSelect>
          <AdminField id="new-password" name="password" type="password" required autoComplete="new-password" minLength={12} label={t("staff.password")} hint={t("staff.passwordHint")} />
          <div className="sm:col-span-2">
            <Button type="submit" size="sm" busy={busy === "create"}>
              {busy === "create" ? t("staff.creating") : t("staff.create")}
            </Button>
          </div>
        </form>
      </AdminCard>
    </div>
  );
}
