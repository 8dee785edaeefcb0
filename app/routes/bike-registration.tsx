import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { useActionData, useLoaderData } from "react-router";
import { BikeRegistrationForm } from "../components/bikes/BikeRegistrationForm";
import { useRootData } from "../lib/root-data";
import { seoMeta } from "../lib/seo";
import { loadBikeRegistration, registerBikeAction } from "./bike-registration.server";

/** /bike-registration (001 §2, §3 Bike registration; bike-registration.server.ts). */
export async function loader(args: LoaderFunctionArgs) {
  return loadBikeRegistration(args);
}

export async function action(args: ActionFunctionArgs) {
  return registerBikeAction(args);
}

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args);

export default function BikeRegistrationRoute() {
  const { texts, latestDay } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const root = useRootData();
  return (
    <div className="bg-gradient-to-b from-brand-soft/70 to-white">
      <div className="mx-auto max-w-3xl px-4 pt-8 pb-16 sm:px-6 lg:pt-12">
        <header className="mb-6">
          <h1 className="font-display text-3xl font-bold tracking-tight text-ink sm:text-4xl">{texts.title}</h1>
          {texts.intro && <p className="mt-3 max-w-2xl text-[15px] text-muted">{texts.intro}</p>}
        </header>
        <section className="rounded-3xl bg-white p-5 shadow-[0_1px_2px_rgba(0,0,0,0.04),0_8px_32px_rgba(15,61,46,0.08)] ring-1 ring-black/[0.05] sm:p-8">
          <BikeRegistrationForm texts={texts} latestDay={latestDay} result={result} accountUrl={root ? `${root.accountPath}/registered-bikes` : null} />
        </section>
      </div>
    </div>
  );
}
