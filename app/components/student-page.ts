/**
 * Pages a student works on (joining a class, answering an assignment) are only the work: the site's
 * layout leaves out the welcome banner, the balance, buying credits and the sponsor there. A route
 * says it is one by exporting `handle = STUDENT_PAGE`.
 */
import { useMatches } from "react-router";

export const STUDENT_PAGE = { studentPage: true } as const;

function isStudentHandle(handle: unknown) {
  return typeof handle === "object" && handle !== null && "studentPage" in handle && handle.studentPage === true;
}

/** Whether the page being shown is a student's. */
export function useStudentPage() {
  return useMatches().some((match) => isStudentHandle(match.handle));
}
