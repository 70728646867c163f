import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("worksheet/:id", "routes/worksheet.tsx"),
  route("quiz/:id", "routes/quiz.tsx"),
  route("checkout-success", "routes/checkout-success.tsx"),
  route("checkout-cancel", "routes/checkout-cancel.tsx"),
  route("about", "routes/about.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("contact", "routes/contact.tsx"),
  route("help", "routes/help.tsx"),
  route("account", "routes/account.tsx"),
  route("login", "routes/login.tsx"),
  route("signup", "routes/signup.tsx"),
  route("logout", "routes/logout.ts"),
  route("banner", "routes/banner.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route(":area/:topic", "routes/listing.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
