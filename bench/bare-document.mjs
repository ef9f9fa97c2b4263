// The bare baseline of `npm run bench`: the whole document (root layout + Home, meta, links,
// scripts) rendered by renderToString with the same data the site rendered, in a plain Node HTTP
// server — no Express, no loaders, no provider calls, no Remix request handling. The data is the
// site's own: one request through the built app (its loaders asking the running site's public
// API) captures the context Remix hands to entry.server; every answer then renders that context.
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { createElement } from "react";
import { renderToString } from "react-dom/server";

const [siteOrigin, port] = process.argv.slice(2);
const build = await import(pathToFileURL(path.resolve("build/server/index.js")).href);
let context;
const capturing = {
  ...build,
  entry: {
    ...build.entry,
    module: {
      ...build.entry.module,
      default: (request, status, headers, remixContext, loadContext) => {
        context = remixContext;
        return build.entry.module.default(request, status, headers, remixContext, loadContext);
      },
    },
  },
};
const first = await createRequestHandler(capturing, "production")(new Request(`${siteOrigin}/`), { cspNonce: "", renderedFor: {} });
if (first.status !== 200 || !context) throw new Error(`the site's home page did not render here (${first.status})`);
const url = `${siteOrigin}/`;

const server = http.createServer((_req, res) => {
  const html = `<!DOCTYPE html>${renderToString(createElement(RemixServer, { context, url }))}`;
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
  res.end(html);
});
server.listen(Number(port), "127.0.0.1");
process.on("SIGTERM", () => server.close(() => process.exit(0)));
