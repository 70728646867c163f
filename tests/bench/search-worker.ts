/**
 * A tiny Worker the benchmark runs in workerd through Miniflare: `GET /?size=N&rounds=R` generates a
 * synthetic catalogue of N worksheets inside the isolate, `POST /?rounds=R` with a JSON array of
 * worksheets times that catalogue; both answer with the search timings.
 */
import type { Searchable } from "../../app/lib/catalogue/search.ts";
import { timeSearch, timeSyntheticSearch } from "./search-timing.ts";

const now = () => performance.now();

export default {
  async fetch(request: Request) {
    const url = new URL(request.url);
    const rounds = Number(url.searchParams.get("rounds"));
    if (request.method === "POST") return Response.json(timeSearch((await request.json()) as Searchable[], rounds, now));
    return Response.json(timeSyntheticSearch(Number(url.searchParams.get("size")), rounds, now));
  },
};
