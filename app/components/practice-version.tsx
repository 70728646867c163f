/**
 * On a generated worksheet's page: which version this is, the three levels of the same version,
 * "New version", and a class set (one PDF, a version per student). Plain links and a GET form to the
 * /download page, so it all works without JavaScript, and every version has an address.
 */
import { useId } from "react";
import { Link } from "react-router";
import { MAX_CLASS_SET } from "~/lib/downloads/printable";
import type { Paper } from "~/lib/downloads/paper";
import { LEVEL_LABELS, LEVELS, type Level } from "~/lib/generators/generator";
import { versionCode } from "~/lib/generators/version";

/** A class of this size is where most teachers start; the field takes 2 to MAX_CLASS_SET. */
const TYPICAL_CLASS = 25;

export function PracticeVersion({ id, level, seed, paper }: { id: number; level: Level; seed: string; paper: Paper | null }) {
  const copiesId = useId();
  return (
    <section className="practice-version" aria-labelledby="practice-version-title">
      <h2 id="practice-version-title">Fresh practice, as much as you need</h2>
      <p>
        This worksheet is generated: every version has new numbers, and the answers are worked out and checked by a second,
        independent computation. Version <strong>{versionCode({ level, seed })}</strong> prints in the sheet&apos;s footer, so you
        can print this exact sheet again.
      </p>
      <nav aria-label="Level">
        <ul className="level-choice">
          {LEVELS.map((choice) => (
            <li key={choice}>
              <Link to={`?level=${choice}&seed=${seed}`} aria-current={choice === level ? "page" : undefined} preventScrollReset>
                {LEVEL_LABELS[choice]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="hint">The three levels share one layout and numbering, so a class can work on all three at once.</p>
      <p>
        <Link className="button" to={`/worksheet/${id}/new?level=${level}`} rel="nofollow">
          New version
        </Link>
      </p>
      {/* The /download page says the cost and asks before anything is spent, as the download button does. */}
      <form method="get" action="/download" className="class-set">
        <h3>A class set</h3>
        <p className="hint">
          One PDF with a different version for each student, each with its version code in the footer, then every answer key.
        </p>
        <input type="hidden" name="kind" value="worksheet" />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="level" value={level} />
        <input type="hidden" name="seed" value={seed} />
        {paper ? <input type="hidden" name="paper" value={paper} /> : null}
        <label htmlFor={copiesId}>Number of students</label>
        <input
          id={copiesId}
          name="copies"
          type="number"
          inputMode="numeric"
          min={2}
          max={MAX_CLASS_SET}
          defaultValue={TYPICAL_CLASS}
          required
        />{" "}
        <button type="submit">Download a class set</button>
      </form>
    </section>
  );
}
