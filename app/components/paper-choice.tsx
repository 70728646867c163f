/**
 * The paper a visitor prints on: US Letter or A4. It starts from the browser's languages (Letter for
 * the regions that use it, app/lib/downloads/paper.ts) and, once chosen, is remembered in local
 * storage for every page and visit.
 */
import { useCallback, useId, useState } from "react";
import { PAPER_SIZES, PAPER_STORAGE_KEY, PAPERS, paperForLanguages, type Paper } from "~/lib/downloads/paper";
import { useHydrated } from "./use-hydrated";

function remembered(): Paper | null {
  try {
    return PAPERS.find((paper) => paper === localStorage.getItem(PAPER_STORAGE_KEY)) ?? null;
  } catch {
    return null;
  }
}

/**
 * The current paper and a setter that remembers the choice. A paper the page's URL names wins (its
 * words are for it); otherwise server renders say A4 until the browser knows better.
 */
export function usePaper(fromUrl: Paper | null = null): [Paper, (paper: Paper) => void] {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<Paper | null>(null);
  const paper = chosen ?? fromUrl ?? (hydrated ? (remembered() ?? paperForLanguages(navigator.languages)) : "a4");
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
 * The two papers as radio buttons. With `onChange` the choice applies at once; without it they are
 * plain form fields named `paper` (the /download page posts them).
 */
export function PaperChoice({ paper, onChange }: { paper: Paper; onChange?: (paper: Paper) => void }) {
  const groupId = useId();
  return (
    <fieldset className="paper-choice">
      <legend>Paper size</legend>
      {(["letter", "a4"] as const).map((option) => (
        <label key={option}>
          {onChange ? (
            <input type="radio" name={groupId} value={option} checked={paper === option} onChange={() => onChange(option)} />
          ) : (
            <input type="radio" name="paper" value={option} defaultChecked={paper === option} />
          )}{" "}
          {PAPER_SIZES[option].label}
        </label>
      ))}
    </fieldset>
  );
}
