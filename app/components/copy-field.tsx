/**
 * A value to copy (a link, a code): a read-only field that a keyboard or a long press selects, and,
 * with JavaScript, a Copy button that puts it on the clipboard and says so.
 */
import { useToast } from "./toast";
import { useHydrated } from "./use-hydrated";

export function CopyField({ id, label, value }: { id: string; label: string; value: string }) {
  const hydrated = useHydrated();
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast(`${label} copied.`);
    } catch {
      // Clipboard access can be refused (an old browser, a permission); the field stays there to copy by hand.
      const field = document.getElementById(id);
      if (field instanceof HTMLInputElement) field.select();
      toast("Select the text and copy it.");
    }
  };
  return (
    <div className="copy-field">
      <label htmlFor={id}>{label}</label>
      <div className="copy-field-row">
        <input id={id} type="text" readOnly value={value} onFocus={(event) => event.currentTarget.select()} />
        {hydrated ? (
          <button type="button" className="button-quiet" onClick={() => void copy()} aria-label={`Copy ${label.toLowerCase()}`}>
            Copy
          </button>
        ) : null}
      </div>
    </div>
  );
}
