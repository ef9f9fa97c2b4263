import { Outlet } from "@remix-run/react";

// The layout of every page under a language's prefix (./language-routes.ts): its loader answers 404
// where the school does not offer the language; the page itself is the English route's module.
export { loader } from "./language-route.server";

export default function LanguageLayout() {
  return <Outlet />;
}
