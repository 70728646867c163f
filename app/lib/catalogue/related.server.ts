/**
 * Worksheets and quizzes to offer after an item (at the end of a quiz): those on the same topic pages
 * first, then the same category and subject, newest first among equals.
 */
import { quizIndex, worksheetIndex, type CatalogueItem } from "./catalogue.server";
import type { ItemRef } from "./item-ref";

export type RelatedItem = ItemRef & { title: string };

function closeness(item: CatalogueItem, other: CatalogueItem) {
  const sharedTopics = other.topics.filter((topic) => item.topics.includes(topic)).length;
  return sharedTopics * 4 + (other.category === item.category ? 2 : 0) + (other.subject === item.subject ? 1 : 0);
}

function closest(item: CatalogueItem, candidates: readonly CatalogueItem[], limit: number): RelatedItem[] {
  return candidates
    .filter((other) => !(other.kind === item.kind && other.id === item.id))
    .map((other) => ({ other, score: closeness(item, other) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ other }) => ({ kind: other.kind, id: other.id, title: other.title }));
}

export function relatedTo(item: CatalogueItem, limit = 3) {
  return { worksheets: closest(item, worksheetIndex.items, limit), quizzes: closest(item, quizIndex.items, limit) };
}
