import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { CONTROL_CLASS, Hint, Label, Wrapper } from "~/components/forms/Field";
import { FieldError } from "~/components/forms/FieldError";
import { fittingClasses, type ClassChoice } from "~/utils/admission-classes";

/** A class with its choice's words in the page's language, "Nursery 2027–28 (3 to under 4 on …)" (the loader's). */
export type LabelledClass = ClassChoice & { label: string };

/**
 * The class applied for (README "Admissions"): only the open classes whose age rule the child's
 * date of birth meets — narrowed as the date is typed with JavaScript, and by the action's answer
 * without — each named with its rule; when none fits, every rule in words. Without JavaScript a
 * date that fits none leaves every class listed, so the parent corrects the date and chooses in one
 * go. The choice is kept in state so that a class the new date no longer fits is never left chosen
 * in secret.
 */
export function ClassField<S>({
  field,
  classes,
  born,
  chosen,
  onChoose,
  hint,
  copy,
  autoFocus,
  className,
}: {
  field: FieldMetadata<S, Record<string, unknown>, string[]>;
  classes: readonly LabelledClass[];
  born: string;
  chosen: string;
  onChoose: (value: string) => void;
  hint: string;
  /** The page's words (the loader's): the "no class fits" sentence is made there, with every rule. */
  copy: { labels: { classId: string }; classPlaceholder: string; noClassPlaceholder: string; noneFits: string };
  autoFocus?: boolean;
  className?: string;
}) {
  const { defaultValue: _defaultValue, ...props } = getSelectProps(field, { ariaDescribedBy: field.descriptionId });
  const hydrated = useHydrated();
  const fits = fittingClasses(classes, born);
  const fitting = fits.length === 0 && !hydrated ? classes : fits;
  const value = fitting.some((choice) => String(choice.id) === chosen) ? chosen : "";
  // With JavaScript, a date that fits no class says so at once, with every rule.
  const said = born && fits.length === 0 && !field.errors?.length ? copy.noneFits : hint;
  return (
    <Wrapper className={className}>
      <Label htmlFor={field.id} label={copy.labels.classId} />
      <select
        {...props}
        key={field.key}
        value={value}
        onChange={(event) => onChoose(event.target.value)}
        autoFocus={autoFocus}
        className={CONTROL_CLASS}
      >
        <option value="">{fitting.length === 0 ? copy.noClassPlaceholder : copy.classPlaceholder}</option>
        {fitting.map((choice) => (
          <option key={choice.id} value={String(choice.id)}>
            {choice.label}
          </option>
        ))}
      </select>
      <div aria-live="polite">
        <Hint id={field.descriptionId} hint={said} />
      </div>
      <FieldError id={field.errorId} errors={field.errors} />
    </Wrapper>
  );
}
