// Apart from Field.tsx so that a form without Conform (the footer's newsletter box, in every page's
// root layout) does not bring Conform's chunks to every page (README "JavaScript budgets").

import { useTranslate } from "./use-translate";

/** A field's first message, in the page's language (use-translate.ts). */
export function FieldError({ id, errors }: { id: string; errors: string[] | undefined }) {
  const translate = useTranslate();
  if (!errors?.length) return null;
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm font-medium text-red-700">
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 h-4 w-4 shrink-0">
        <path
          fillRule="evenodd"
          d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
          clipRule="evenodd"
        />
      </svg>
      {translate(errors[0] ?? "")}
    </p>
  );
}
