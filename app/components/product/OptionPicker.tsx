import { useTranslation } from "react-i18next";
import type { Product } from "../../../server/modules/catalog/types";
import { ColourDot } from "./ColourDot";
import { valueInStock, type Selection } from "./variant";

/**
 * One radio group per option (001 §3 options, sort_order). Choosing a value picks a variant;
 * out-of-stock colours stay selectable (for back-in-stock) but are crossed out.
 */
export function OptionPicker({ product, selection, onChoose, showStock }: { product: Product; selection: Selection; onChoose: (optionId: number, valueId: number) => void; showStock: boolean }) {
  const { t } = useTranslation("catalog");
  return (
    <div className="flex flex-col gap-5">
      {(product.options ?? []).map((option) => {
        const chosen = option.option_values.find((v) => v.id === selection[option.id]);
        const isColour = option.key === "colour";
        return (
          <fieldset key={option.id}>
            <legend className="mb-2 text-sm text-muted">
              <span className="font-semibold text-ink">{t(`options.${option.key}`, { defaultValue: option.display_name })}</span>
              {chosen && <>: <span data-testid={`chosen-${option.key}`}>{t(`values.${chosen.label}`, { defaultValue: chosen.label })}</span></>}
            </legend>
            <div className="flex flex-wrap gap-2" role="radiogroup" aria-label={t(`options.${option.key}`, { defaultValue: option.display_name })}>
              {option.option_values.map((value) => {
                const selected = selection[option.id] === value.id;
                const available = !showStock || valueInStock(product, value.id) || product.availability === "preorder";
                const label = t(`values.${value.label}`, { defaultValue: value.label });
                return (
                  <button
                    key={value.id}
                    type="button"
                    role="radio"
                    aria-checked={selected}
                    aria-label={available ? label : `${label} (${t("badges.outOfStock")})`}
                    onClick={() => onChoose(option.id, value.id)}
                    className={`inline-flex min-h-11 items-center gap-2 rounded-button border px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${
                      selected ? "border-brand bg-brand-soft text-brand ring-1 ring-brand" : "border-ink/20 text-ink hover:border-ink/50"
                    } ${available ? "" : "text-muted"}`}
                  >
                    {isColour && value.value_data && <ColourDot hex={value.value_data.colors[0]} crossed={!available} />}
                    <span className={!available && !isColour ? "line-through" : ""}>{label}</span>
                  </button>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
