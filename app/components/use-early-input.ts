/**
 * On a slow phone a visitor can change a filter before the page's JavaScript has hydrated; the
 * form's script-driven submit was not attached yet, so that choice would silently do nothing.
 * Once hydrated, a form whose controls differ from what the server rendered is submitted once.
 */
import { useEffect, useEffectEvent, useRef } from "react";

function changedSinceRender(form: HTMLFormElement) {
  return [...form.elements].some((element) =>
    element instanceof HTMLSelectElement
      ? [...element.options].some((option) => option.selected !== option.defaultSelected)
      : element instanceof HTMLInputElement && element.type !== "submit" && element.value !== element.defaultValue,
  );
}

export function useEarlyInput(submit: (form: HTMLFormElement) => void) {
  const ref = useRef<HTMLFormElement>(null);
  const submitEarlyInput = useEffectEvent((form: HTMLFormElement) => submit(form));
  // Only the first render's form can hold input from before hydration.
  useEffect(() => {
    if (ref.current && changedSinceRender(ref.current)) submitEarlyInput(ref.current);
  }, []);
  return ref;
}
