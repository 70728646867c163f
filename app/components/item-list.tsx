/** Cards linking to worksheets or quizzes, as every listing shows them. */
import { Link } from "react-router";
import type { ItemSummary } from "~/lib/catalogue/catalogue.server";
import { itemPath, type ItemKind } from "~/lib/catalogue/item-ref";

export function ItemList({ items, kind }: { items: ItemSummary[]; kind: ItemKind }) {
  return (
    <ul className="cards">
      {items.map((item) => (
        <li key={item.id} className="card">
          <h3>
            <Link to={itemPath({ kind, id: item.id })}>{item.title}</Link>
          </h3>
          <p>{item.description}</p>
          <p className="tags">
            <span className="tag">{item.subject}</span>
            <span className="tag">{item.category}</span>
            {item.difficulty ? <span className={`tag level-${item.difficulty.toLowerCase()}`}>{item.difficulty}</span> : null}
            <span className="tag-plain">
              {item.questionCount} {item.questionCount === 1 ? "question" : "questions"}
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}
