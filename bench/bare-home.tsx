// The bare baseline of `npm run bench`: a plain Node HTTP server that renders the site's own Home
// component with the loader's data through renderToString — no Remix, no layout, no document.
import { readFileSync } from "node:fs";
import http from "node:http";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { HomePage, type HomeData } from "~/routes/_index/HomePage";

const [dataFile, port] = process.argv.slice(2);
const data: HomeData = JSON.parse(readFileSync(String(dataFile), "utf8"));

const server = http.createServer((_req, res) => {
  // Home's links need a router; MemoryRouter is the lightest one.
  const html = renderToString(
    <MemoryRouter>
      <HomePage {...data} />
    </MemoryRouter>,
  );
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
  res.end(`<!DOCTYPE html>${html}`);
});
server.listen(Number(port), "127.0.0.1", () => process.send?.("ready"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
