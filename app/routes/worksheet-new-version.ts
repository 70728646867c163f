/**
 * /worksheet/:id/new?level=: "New version" of a generated worksheet. A fresh seed is drawn here, on
 * each request, and the visitor is sent to that version's own address, which they can bookmark, share
 * or print again; the cached worksheet page itself never holds a random seed.
 */
import { redirect } from "react-router";
import { getWorksheet, parseId } from "~/lib/catalogue/catalogue.server";
import { newSeed } from "~/lib/generators/random";
import { readVersion } from "~/lib/generators/version";
import type { Route } from "./+types/worksheet-new-version";

export function loader({ params, request }: Route.LoaderArgs) {
  const worksheet = getWorksheet(parseId(params.id));
  if (!worksheet?.generated) throw new Response("Not found", { status: 404 });
  const asked = readVersion(new URL(request.url).searchParams.get("level"), null);
  const level = asked.ok ? asked.version.level : worksheet.generated.level;
  return redirect(`/worksheet/${worksheet.id}?level=${level}&seed=${newSeed()}`, { headers: { "Cache-Control": "no-store" } });
}
