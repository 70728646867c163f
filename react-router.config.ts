import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The app has a handful of routes: send the whole manifest with the page instead of discovering
  // routes lazily, which saves a request per navigation and cannot race an early navigate().
  routeDiscovery: { mode: "initial" },
} satisfies Config;
