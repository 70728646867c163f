/**
 * A moment in the reader's own time zone. The server cannot know the zone, so it renders the time in
 * UTC ("2026-12-05 12:00 UTC"), which the hydrating render repeats; the next render, in the browser,
 * writes it in the browser's zone and language ("Sat, Dec 5, 2026, 7:00 AM EST"). The machine-readable
 * moment is always in `datetime`.
 */
import { useHydrated } from "./use-hydrated";

const LOCAL_DATE_TIME: Intl.DateTimeFormatOptions = {
  weekday: "short",
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
};
const LOCAL_DATE: Intl.DateTimeFormatOptions = { year: "numeric", month: "long", day: "numeric" };

export function LocalTime({ iso, dateOnly = false }: { iso: string; dateOnly?: boolean }) {
  const hydrated = useHydrated();
  const text = hydrated
    ? new Intl.DateTimeFormat(undefined, dateOnly ? LOCAL_DATE : LOCAL_DATE_TIME).format(new Date(iso))
    : dateOnly
      ? iso.slice(0, 10)
      : `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
  return <time dateTime={iso}>{text}</time>;
}
