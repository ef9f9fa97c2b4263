import { useFormAnswer } from "~/components/forms/use-public-form";

/** The action's answer for one of the page's forms (it names the form): the other forms stay clean. */
export function useAnswerFor(form: string) {
  const { data, failure, rejected } = useFormAnswer();
  const named = data && typeof data === "object" && "form" in data ? data.form : "status";
  return named === form ? { failure, rejected } : { failure: undefined, rejected: undefined };
}
