/**
 * "Share to Google Classroom" without Google's script or any key: Classroom's public share page
 * takes the link to share and, optionally, the post's title and text (the `url`, `title` and `body`
 * attributes of Google's documented share button), and lets the teacher pick the class and whether
 * it is an assignment, material or announcement.
 */
export const CLASSROOM_SHARE = "https://classroom.google.com/share";

export function classroomShareUrl({ url, title, body }: { url: string; title: string; body?: string }) {
  // encodeURIComponent rather than URLSearchParams: spaces as %20, which every reader takes as a space.
  const fields = Object.entries({ url, title, body }).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return `${CLASSROOM_SHARE}?${fields.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join("&")}`;
}
