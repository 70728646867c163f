/** Cards linking to worksheets or quizzes, as every listing shows them; search results also show why they matched. */
import type { ItemSummary } from "~/lib/catalogue/catalogue.server";
import { formatGrades } from "~/lib/catalogue/grades";
import { itemPath, type ItemKind } from "~/lib/catalogue/item-ref";
import type { Snippet } from "~/lib/catalogue/snippet";

/** `text` with its first occurrence of `match` (any case) marked. */
function Marked({ text, match }: { text: string; match: string | undefined }) {
  const at = match ? text.toLowerCase().indexOf(match.toLowerCase()) : -1;
  if (!match || at === -1) return text;
  return (
    <>
      {text.slice(0, at)}
      <mark>{text.slice(at, at + match.length)}</mark>
      {text.slice(at + match.length)}
    </>
  );
}

export function ItemList({
  items,
  kind,
  level = 3,
}: {
  items: (ItemSummary & { snippet?: Snippet | null })[];
  kind: ItemKind;
  /** The cards' heading level: 4 when the list sits under a third-level heading. */
  level?: 3 | 4;
}) {
  const Heading = level === 3 ? "h3" : "h4";
  return (
    <ul className="cards">
      {items.map(({ snippet, ...item }) => (
        <li key={item.id} className="card">
          <Heading>
            <a href={itemPath({ kind, id: item.id })}>
              <Marked text={item.title} match={snippet?.where === "Title" ? snippet.match : undefined} />
            </a>
          </Heading>
          <p>
            <Marked text={item.description} match={snippet?.where === "Description" ? snippet.match : undefined} />
          </p>
          {snippet && snippet.where !== "Title" && snippet.where !== "Description" ? (
            <p className="snippet">
              <span className="snippet-where">{snippet.where}:</span> {snippet.before}
              <mark>{snippet.match}</mark>
              {snippet.after}
            </p>
          ) : null}
          <p className="tags">
            <span className="tag">{formatGrades(item.grades)}</span>
            <span className="tag">{item.subject}</span>
            {item.category === item.subject ? null : <span className="tag">{item.category}</span>}
            {item.difficulty ? <span className={`tag level-${item.difficulty.toLowerCase()}`}>{item.difficulty}</span> : null}
            <span className="tag-plain">{`${item.questionCount} ${item.questionCount === 1 ? "question" : "questions"}`}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
