/**
 * Data for a grade page (/grade/2): the subjects with material for that grade, grouped like a school's
 * subject list, the topic pages with material for it, and its newest worksheets and quizzes. High
 * school is one page over grades 9–12, linking on to each grade.
 */
import { browseHref } from "./browse-href";
import { areas, quizIndex, subjectSizes, summarize, worksheetIndex, type CatalogueItem } from "./catalogue.server";
import { gradeLabel, type GradeBand } from "./grades";
import type { GradePage } from "./grade-pages";
import { filterSubject, groupSubjects } from "./subjects";

const NEWEST_WORKSHEETS = 12;
const NEWEST_QUIZZES = 6;

function overlaps(band: GradeBand, page: GradeBand) {
  return band.from <= page.to && page.from <= band.to;
}

export function loadGradePage(page: GradePage) {
  const inGrade = (item: CatalogueItem) => overlaps(item.grades, page.band);
  const worksheets = worksheetIndex.items.filter(inGrade);
  const quizzes = quizIndex.items.filter(inGrade);
  const items = [...worksheets, ...quizzes];
  // A single grade can link to the browse page's grade filter; high school links to each of its grades.
  const grade = page.band.from === page.band.to ? page.band.from : undefined;

  const counts = new Map<string, number>();
  for (const item of items) counts.set(filterSubject(item.subject), (counts.get(filterSubject(item.subject)) ?? 0) + 1);
  const subjects = groupSubjects(counts, areas, subjectSizes).map(({ label, subjects }) => ({
    label,
    subjects: subjects.map(({ name, count }) => ({ name, count, href: grade === undefined ? null : browseHref({ subject: name, grade }) })),
  }));

  const topics = areas.flatMap((area) => {
    const list = area.topics.flatMap((topic) => {
      const key = `${area.slug}/${topic.slug}`;
      const count = items.filter((item) => item.topics.includes(key)).length;
      const query = grade === undefined ? "" : `?grade=${gradeLabel(grade)}`;
      return count > 0 ? [{ title: topic.title, count, href: `/${key}${query}` }] : [];
    });
    return list.length > 0 ? [{ area: area.name, topics: list }] : [];
  });

  return {
    page: { slug: page.slug, name: page.name },
    worksheets: { total: worksheets.length, items: worksheets.slice(0, NEWEST_WORKSHEETS).map(summarize) },
    quizzes: { total: quizzes.length, items: quizzes.slice(0, NEWEST_QUIZZES).map(summarize) },
    subjects,
    topics,
    /** Where to see all of it: the browse page filtered to the grade, or each high-school grade's page. */
    all: grade === undefined ? null : browseHref({ grade }),
    grades:
      grade === undefined
        ? Array.from({ length: page.band.to - page.band.from + 1 }, (_, n) => page.band.from + n).map((each) => ({
            label: `Grade ${each}`,
            href: `/grade/${each}`,
          }))
        : [],
  };
}

export type GradePageData = ReturnType<typeof loadGradePage>;
