/**
 * The paper a visitor prints on: US Letter or A4. A page's `?paper=a4|letter` names it (that is how
 * the choice works without JavaScript: the page's address, so the public cache keeps one page per
 * paper); else it starts from the browser's languages (Letter for the regions that use it,
 * app/lib/downloads/paper.ts) and, once chosen, is remembered in local storage for every page and visit.
 */
import { useCallback, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { PAPER_SIZES, PAPER_STORAGE_KEY, PAPERS, paperForLanguages, type Paper } from "~/lib/downloads/paper";
import { useHydrated } from "./use-hydrated";

function remembered(): Paper | null {
  try {
    return PAPERS.find((paper) => paper === localStorage.getItem(PAPER_STORAGE_KEY)) ?? null;
  } catch {
    return null;
  }
}

/** The paper the page's address names (`?paper=letter`), if any. */
function usePaperParameter(): Paper | null {
  const [search] = useSearchParams();
  return PAPERS.find((paper) => paper === search.get("paper")) ?? null;
}

/**
 * The current paper and a setter that remembers the choice: the address's paper, else (server renders
 * say A4 until the browser knows better) the remembered one or the languages'.
 */
export function usePaper(): [Paper, (paper: Paper) => void] {
  const hydrated = useHydrated();
  const named = usePaperParameter();
  const [chosen, setChosen] = useState<Paper | null>(null);
  const paper = chosen ?? named ?? (hydrated ? (remembered() ?? paperForLanguages(navigator.languages)) : "a4");
  const choose = useCallback((next: Paper) => {
    setChosen(next);
    try {
      localStorage.setItem(PAPER_STORAGE_KEY, next);
    } catch {
      // Storage blocked: the choice lasts for this page.
    }
  }, []);
  return [paper, choose];
}

/**
 * The two papers as radio buttons named `paper`. With `onChange` (an item page) the choice applies at
 * once; before the page is interactive they are a form that reloads the page with `?paper=`. Without
 * it they are fields of the form around them (the /download page posts them).
 */
export function PaperChoice({ paper, onChange }: { paper: Paper; onChange?: (paper: Paper) => void }) {
  const interactive = useHydrated();
  const { pathname } = useLocation();
  const fieldset = (
    <fieldset className="paper-choice">
      <legend>Paper size</legend>
      {(["letter", "a4"] as const).map((option) => (
        <label key={option}>
          {onChange ? (
            <input type="radio" name="paper" value={option} checked={paper === option} onChange={() => onChange(option)} />
          ) : (
            <input type="radio" name="paper" value={option} defaultChecked={paper === option} />
          )}{" "}
          {PAPER_SIZES[option].label}
        </label>
      ))}
    </fieldset>
  );
  if (!onChange || interactive) return fieldset;
  return (
    <form method="get" action={`${pathname}#download`} className="paper-form">
      {fieldset}
      <button type="submit" className="button-quiet">
        Use this paper
      </button>
    </form>
  );
}
