/**
 * Subjects as filters see them. The catalogue keeps each item's subject as authored, but where
 * quizzes and worksheets name one subject differently ("Math" and "Mathematics"), a filter treats
 * them as one subject under one name.
 */
const SAME_AS: Readonly<Record<string, string>> = { Math: "Mathematics" };

/** The name a subject filter uses for an authored subject. */
export function filterSubject(subject: string) {
  return SAME_AS[subject] ?? subject;
}

export function sameSubject(a: string, b: string) {
  return filterSubject(a) === filterSubject(b);
}
