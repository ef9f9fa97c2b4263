// Reads a compose file the way `docker compose` would for scripts/scale-replay.sh (README "Many
// instances"): interpolates ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?error}, ${VAR?error}
// and $$ from this process's environment, resolves YAML anchors, and prints one tab-separated line
// per fact the replay needs:
//   app       <service> <container port>          every service built from the repository
//   env       <service> <NAME=value>              its environment, as written
//   postgres  <service> <user> <password> <db>    the postgres image's POSTGRES_* settings
//   nginx     <service> <config file> <port>      the file mounted as /etc/nginx/nginx.conf, the published container port
// Usage: node scripts/compose-plan.mjs deploy/compose.yaml
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
const file = process.argv[2];
if (!file) throw new Error("usage: node scripts/compose-plan.mjs COMPOSE_FILE");
const interpolate = (text) =>
  text.replace(/\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}/g, (whole, name, colon, op, arg) => {
    if (whole === "$$") return "$";
    const value = process.env[name];
    const missing = value === undefined || (colon === ":" && value === "");
    if (op === "?" && missing) throw new Error(`${name}: ${arg}`);
    if (op === "-" && missing) return arg;
    return value ?? "";
  });
const doc = parse(interpolate(readFileSync(file, "utf8")), { merge: true });
const out = [];
const clean = (value) => {
  const text = String(value);
  if (/[\t\n]/.test(text)) throw new Error(`a value with a tab or newline: ${text}`);
  return text;
};
for (const [name, service] of Object.entries(doc.services ?? {})) {
  const environment = Array.isArray(service.environment)
    ? Object.fromEntries(service.environment.map((entry) => [entry.split("=")[0], entry.split("=").slice(1).join("=")]))
    : (service.environment ?? {});
  if (service.build) {
    out.push(["app", name, clean(environment.PORT ?? 3000)]);
    for (const [key, value] of Object.entries(environment)) out.push(["env", name, clean(`${key}=${value}`)]);
  } else if (/^postgres:/.test(service.image ?? "")) {
    out.push([
      "postgres",
      name,
      clean(environment.POSTGRES_USER ?? "postgres"),
      clean(environment.POSTGRES_PASSWORD ?? ""),
      clean(environment.POSTGRES_DB ?? environment.POSTGRES_USER ?? "postgres"),
    ]);
  } else if (/^nginx:/.test(service.image ?? "")) {
    const mount = (service.volumes ?? []).map(String).find((volume) => volume.split(":")[1] === "/etc/nginx/nginx.conf");
    if (!mount) throw new Error("the nginx service mounts no /etc/nginx/nginx.conf");
    const published = (service.ports ?? []).map(String)[0] ?? "";
    out.push(["nginx", name, clean(path.resolve(path.dirname(file), mount.split(":")[0])), clean(published.split(":").pop())]);
  }
}
process.stdout.write(out.map((row) => row.join("\t")).join("\n") + "\n");
