/**
 * "Share to Google Classroom": a plain link to Classroom's share page with the address, title and
 * a line of text filled in (app/lib/site/classroom-share.ts); no Google script, no key.
 */
import { classroomShareUrl } from "~/lib/site/classroom-share";

export function ShareToClassroom({ url, title, body }: { url: string; title: string; body?: string }) {
  return (
    <a className="button-quiet share-classroom" href={classroomShareUrl({ url, title, body })}>
      Share to Google Classroom
    </a>
  );
}
