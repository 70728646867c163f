/**
 * On a generated worksheet's page: which version this is, the three levels of the same version, and
 * "New version". Plain links, so it all works without JavaScript, and every version has an address.
 */
import { Link } from "react-router";
import { LEVEL_LABELS, LEVELS, type Level } from "~/lib/generators/generator";
import { versionCode } from "~/lib/generators/version";

export function PracticeVersion({ id, level, seed }: { id: number; level: Level; seed: string }) {
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
    </section>
  );
}
