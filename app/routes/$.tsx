/**
 * Every URL no other route matches: a real 404 status, rendered by the root ErrorBoundary inside
 * the site layout (DESIGN.md "Style": unknown URLs get a real 404 page with the site layout).
 */
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}
