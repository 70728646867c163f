/**
 * The home page's browse view: the search and filter form (a plain GET form that works without
 * JavaScript; with it, results follow typing), worksheet results with paging, matching quizzes, and
 * below them further results for what the search text means beyond its letters.
 */
import { Fragment, useEffect, useRef } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import type { BrowseData } from "~/lib/catalogue/browse.server";
import { browseHref } from "~/lib/catalogue/browse-href";
import { GRADE_CHOICES, gradeLabel } from "~/lib/catalogue/grades";
import { ALL, isActiveFilter } from "~/lib/catalogue/search";
import { ItemList } from "./item-list";
import { Pagination } from "./pagination";
import { useEarlyInput } from "./use-early-input";

const TYPING_DELAY_MS = 250;

/**
 * Keeps an uncontrolled control in step with the URL (back/forward), unless the visitor is using it.
 * Only a changed URL value is written: on hydration the control may hold a choice made before it.
 */
function useSyncedValue<E extends HTMLInputElement | HTMLSelectElement>(value: string) {
  const ref = useRef<E>(null);
  const rendered = useRef(value);
  useEffect(() => {
    if (rendered.current === value) return;
    rendered.current = value;
    if (ref.current && document.activeElement !== ref.current) ref.current.value = value;
  }, [value]);
  return ref;
}

type Choice = string | { value: string; label: string };
/** A group of choices shown under a heading (`<optgroup>`); a null label lists its choices ungrouped. */
type ChoiceGroup = { label: string | null; options: readonly Choice[] };
type Option = Choice | ChoiceGroup;

function isGroup(option: Option): option is ChoiceGroup {
  return typeof option === "object" && "options" in option;
}

function choiceOf(choice: Choice) {
  return typeof choice === "string" ? { value: choice, label: choice } : choice;
}

export function FilterSelect({
  name,
  label,
  allLabel,
  options,
  value,
}: {
  name: string;
  label: string;
  /** The choice that filters nothing; omitted for a choice that always has a value (the sort order). */
  allLabel?: string;
  options: readonly Option[];
  value: string | undefined;
}) {
  const ref = useSyncedValue<HTMLSelectElement>(value ?? ALL);
  const groups = options.map((option) =>
    isGroup(option)
      ? { label: option.label, choices: option.options.map(choiceOf) }
      : { label: null, choices: [choiceOf(option)] },
  );
  // A choice from the URL that the narrowed list no longer offers stays visible, so the form shows what is applied.
  if (isActiveFilter(value) && !groups.some((group) => group.choices.some((choice) => choice.value === value)))
    groups.push({ label: null, choices: [{ value, label: value }] });
  return (
    <div className="field">
      <label htmlFor={`filter-${name}`}>{label}</label>
      <select id={`filter-${name}`} name={name} defaultValue={value ?? ALL} ref={ref}>
        {allLabel ? <option value={ALL}>{allLabel}</option> : null}
        {groups.map((group, index) => {
          const list = group.choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ));
          return group.label ? (
            <optgroup key={group.label} label={group.label}>
              {list}
            </optgroup>
          ) : (
            <Fragment key={`choices-${index}`}>{list}</Fragment>
          );
        })}
      </select>
    </div>
  );
}

/** Why nothing matched, and the ways out: other search texts and filters to drop. */
function NoResultsHelp({ help }: { help: NonNullable<BrowseData["help"]> }) {
  if (help.searches.length === 0 && help.filters.length === 0)
    return <p>Try fewer words, another spelling, or clear a filter.</p>;
  return (
    <div className="no-results-help">
      {help.searches.length > 0 ? (
        <p>
          Did you mean{" "}
          {help.searches.map((suggestion, index) => (
            <span key={suggestion.q}>
              {index > 0 ? (index === help.searches.length - 1 ? " or " : ", ") : null}
              <Link to={suggestion.href}>{suggestion.q}</Link>
            </span>
          ))}
          ?
        </p>
      ) : null}
      {help.filters.length > 0 ? (
        <ul className="filter-removals">
          {help.filters.map((removal) => (
            <li key={removal.href}>
              <Link to={removal.href}>{removal.label}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function BrowsePage({ data, notice }: { data: BrowseData; notice?: React.ReactNode }) {
  const { query, worksheets, quizzes, facets } = data;
  const submit = useSubmit();
  const navigation = useNavigation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const searchRef = useSyncedValue<HTMLInputElement>(query.q ?? "");
  const searching = navigation.state === "loading" && navigation.location.pathname === "/";

  useEffect(() => () => clearTimeout(timer.current), []);
  const formRef = useEarlyInput((form) => void submit(form, { preventScrollReset: true }));

  function onChange(event: React.FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const changed = (event.target as HTMLElement).getAttribute("name");
    const typing = changed === "q";
    // A category belongs to a subject: choosing another subject starts from all its categories.
    const category = form.elements.namedItem("category");
    if (changed === "subject" && category instanceof HTMLSelectElement) category.value = ALL;
    clearTimeout(timer.current);
    // Omitting `page` from the form is what resets paging to 1 on every change.
    timer.current = setTimeout(
      () => void submit(form, { replace: typing, preventScrollReset: true }),
      typing ? TYPING_DELAY_MS : 0,
    );
  }

  const filtered = Boolean(
    query.q ||
    query.grade !== undefined ||
    [query.subject, query.category, query.difficulty, query.standard].some(isActiveFilter),
  );

  return (
    <div className="page">
      {notice}
      <h1>Worksheets and quizzes for every subject</h1>
      <p className="lede">
        Search every question and answer across math, science, language and social studies.
        <span className="wide-only"> Read online, take a quiz, or download a printable PDF.</span>
      </p>
      <search>
        <Form method="get" action="/" className="filters" onChange={onChange} ref={formRef}>
          <div className="field field-search">
            <label htmlFor="filter-q">Search worksheets and quizzes</label>
            <input
              id="filter-q"
              ref={searchRef}
              type="search"
              name="q"
              defaultValue={query.q ?? ""}
              maxLength={200}
              placeholder="Try “photosynthesis” or “fractions”"
              autoComplete="off"
            />
          </div>
          <FilterSelect name="subject" label="Subject" allLabel="All subjects" options={facets.subjects} value={query.subject} />
          <FilterSelect
            name="category"
            label="Category"
            allLabel="All categories"
            options={facets.categories}
            value={query.category}
          />
          <FilterSelect
            name="grade"
            label="Grade"
            allLabel="Any grade"
            options={GRADE_CHOICES}
            value={query.grade === undefined ? undefined : gradeLabel(query.grade)}
          />
          {facets.standards.length > 0 || query.standard ? (
            <FilterSelect
              name="standard"
              label="Standard"
              allLabel="Any standard"
              options={facets.standards}
              value={query.standard}
            />
          ) : null}
          <FilterSelect
            name="difficulty"
            label="Difficulty"
            allLabel="Any difficulty"
            options={facets.difficulties}
            value={query.difficulty}
          />
          {query.q ? (
            <FilterSelect
              name="sort"
              label="Sort"
              options={[
                { value: "relevance", label: "Best match" },
                { value: "newest", label: "Newest" },
              ]}
              value={query.sort}
            />
          ) : null}
          <div className="filter-actions">
            <button type="submit">Search</button>
            {filtered ? <Link to="/">Clear</Link> : null}
          </div>
        </Form>
      </search>

      <section aria-labelledby="worksheets-heading" aria-busy={searching}>
        <h2 id="worksheets-heading">{filtered ? "Worksheets" : "Newest worksheets, K–8 first"}</h2>
        <p className="result-count" role="status">
          {worksheets.total === 0
            ? "No worksheets match your search."
            : `${worksheets.total} ${worksheets.total === 1 ? "worksheet" : "worksheets"}` +
              (worksheets.pages > 1 ? `, page ${worksheets.page} of ${worksheets.pages}` : "")}
        </p>
        {worksheets.items.length > 0 ? (
          <ItemList items={worksheets.items} kind="worksheet" />
        ) : worksheets.total > 0 ? (
          <p>
            There is no page {worksheets.page}. <Link to={browseHref(query, 1)}>Go to the first page</Link>.
          </p>
        ) : data.help && data.further.readings.length > 0 ? (
          <p>
            <a href="#further-heading">See results for what your search may mean</a>, below.
          </p>
        ) : data.help ? (
          <NoResultsHelp help={data.help} />
        ) : (
          <p>No worksheets here yet; the quizzes below match.</p>
        )}
        <Pagination query={query} page={worksheets.page} pages={worksheets.pages} />
      </section>

      {/* After the first results, so a phone's first screen still shows one; the header's menu offers grades first. */}
      {filtered ? null : <GradeShelves grades={data.grades} />}

      <section aria-labelledby="quizzes-heading">
        <h2 id="quizzes-heading">{query.q ? `Quizzes matching “${query.q}”` : "Newest quizzes"}</h2>
        {quizzes.items.length > 0 ? <ItemList items={quizzes.items} kind="quiz" /> : <p>No quizzes match your search.</p>}
        {quizzes.total > quizzes.items.length ? (
          <p className="muted">
            Showing {quizzes.items.length} of {quizzes.total} quizzes. Narrow the search, or browse quizzes by subject.
          </p>
        ) : null}
      </section>

      {data.further.readings.length > 0 ? <FurtherResults further={data.further} q={query.q ?? ""} /> : null}
    </div>
  );
}

/** Results the search text means beyond its letters, each group labelled with how the text was read. */
function FurtherResults({ further, q }: { further: BrowseData["further"]; q: string }) {
  return (
    <section aria-labelledby="further-heading" className="further-results">
      <h2 id="further-heading">{further.corrected ? `Showing results for “${further.corrected}”` : `More results for “${q}”`}</h2>
      <p className="muted">
        {further.corrected
          ? `Nothing contains “${q}” as written, so these are for the spelling we think you meant.`
          : "Not matches for the exact words above, but what they may mean: other word forms, a grade or a subject named in the search, and category and topic names."}
      </p>
      {further.readings.map((reading, index) => (
        <section key={reading.href} aria-labelledby={`further-${index}`}>
          <h3 id={`further-${index}`}>{reading.label}</h3>
          {reading.worksheets.length > 0 ? <ItemList items={reading.worksheets} kind="worksheet" level={4} /> : null}
          {reading.quizzes.length > 0 ? <ItemList items={reading.quizzes} kind="quiz" level={4} /> : null}
          {reading.total > reading.worksheets.length + reading.quizzes.length ? (
            <p>
              <Link to={reading.href}>
                See all {reading.total}
                <span className="visually-hidden"> for {reading.label}</span>
              </Link>
            </p>
          ) : null}
        </section>
      ))}
    </section>
  );
}

/** Browse by grade, K–8 first; high school and beyond as its own group, reachable but not leading. */
function GradeShelves({ grades }: { grades: BrowseData["grades"] }) {
  const highSchool = grades.filter((grade) => grade.slug === "high-school");
  return (
    <section aria-labelledby="grades-heading">
      <h2 id="grades-heading">Browse by grade</h2>
      <ul className="grade-shelves">
        {grades
          .filter((grade) => grade.slug !== "high-school")
          .map((grade) => (
            <li key={grade.slug}>
              <a href={`/grade/${grade.slug}`}>
                <span className="grade-shelf-name">{grade.name}</span> <span className="count">{grade.count} items</span>
              </a>
            </li>
          ))}
      </ul>
      {highSchool.map((grade) => (
        <p key={grade.slug}>
          High school and beyond: <a href={`/grade/${grade.slug}`}>grades 9–12 ({grade.count} items)</a>
        </p>
      ))}
    </section>
  );
}
