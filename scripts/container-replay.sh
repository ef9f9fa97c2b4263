#!/usr/bin/env bash
# Replays what the Dockerfile's image does, because no Docker engine runs on these machines:
#
#   (a) build context  the repository's tracked and untracked-but-not-ignored files, minus
#                      .dockerignore's patterns, copied into a temporary directory;
#   (b) build stage    `npm install` + `npm run build` in that copy;
#   (c) prod-deps      a second, clean directory holding only what the runtime stage copies
#                      (package.json, build/, public/) plus `npm install --omit=dev`, so a runtime
#                      import of a devDependency fails here as it would in the image;
#   (d) runtime        `node build/server.js` with NODE_ENV=production in an otherwise empty
#                      environment (`docker run -v data:/app/data` with no `-e`); the Dockerfile's own
#                      HEALTHCHECK command until it passes; GET / and /readyz; the SQLite file and
#                      the generated secrets.json (mode 600) in data/ (the volume); SIGTERM and a
#                      clean exit;
#   (e) configuration  a restart on the same volume reuses the generated secrets; a weak secret
#                      set with -e stops the boot with a message naming it.
#
# The image runs Node 22 (node:22-bookworm-slim); this replays on the machine's Node, 20 here.
# The code keeps to APIs both have (STACK.md), so a pass here on 20 is the check we can run.
#
# Usage:  scripts/container-replay.sh
#   REPLAY_REUSE_BUILD=1  skip (b): copy this checkout's build/ (run
#                         `npm run build` first); (c)–(e) still run in a clean directory, and
#                         (c)'s install takes this checkout's compiled better-sqlite3 (same version
#                         as the lock's, same Node) instead of compiling it again: `npm test`
#                         compiles it from source in its first-start step (scripts/first-start.sh).
#   REPLAY_KEEP=1         keep the temporary directories for inspection.
#   REPLAY_EXPECT_TEXT    text the home page of http://localhost must contain
#                         (default: the demo school seeded for localhost, "Sunshine Kids Academy").
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
expect_text="${REPLAY_EXPECT_TEXT-Sunshine Kids Academy}"
boot_timeout=60   # seconds for /healthz to answer after start
stop_timeout=15   # seconds for the process to exit after SIGTERM

say() { printf 'replay: %s\n' "$*"; }
fail() {
  printf 'replay: FAIL: %s\n' "$*" >&2
  exit 1
}

work="$(mktemp -d "${TMPDIR:-/tmp}/nurture-replay.XXXXXX")"
context="$work/context"   # (a) + (b): the build context / build stage
runtime="$work/app"       # (c) + (d): the runtime stage's /app
server_pid=""
server_log="$work/server.log"
mkdir -p "$context" "$runtime"

cleanup() {
  local status=$?
  if [[ -n "$server_pid" ]] && kill -0 "$server_pid" 2>/dev/null; then
    kill -TERM "$server_pid" 2>/dev/null || true
    sleep 1
    kill -KILL "$server_pid" 2>/dev/null || true
  fi
  if [[ $status -ne 0 && -s "$server_log" ]]; then
    printf 'replay: last lines of the server log:\n' >&2
    tail -n 40 "$server_log" >&2 || true
  fi
  if [[ "${REPLAY_KEEP:-}" == 1 ]]; then
    say "kept $work"
  else
    rm -rf "$work"
  fi
  if [[ $status -ne 0 ]]; then printf 'replay: FAILED (exit %s)\n' "$status" >&2; fi
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

command -v node >/dev/null || fail "node is not on PATH"
command -v npm >/dev/null || fail "npm is not on PATH"
command -v git >/dev/null || fail "git is not on PATH"
say "node $(node --version) here (the image runs Node 22), npm $(npm --version)"
say "temporary directory $work"

# Node resolves bare imports by walking up from the importing file; a node_modules above the
# temporary directory (or NODE_PATH) would supply packages the runtime stage does not have.
unset NODE_PATH
dir="$work"
while [[ "$dir" != / ]]; do
  dir="$(dirname "$dir")"
  [[ -e "$dir/node_modules" ]] && fail "$dir/node_modules exists and would mask missing packages; set TMPDIR elsewhere"
done

# npm must install devDependencies in the build stage whatever the caller's environment says
# (the Dockerfile sets NODE_ENV=production only in the runtime stage).
npm_clean() { env -u NODE_ENV -u npm_config_omit -u npm_config_production npm "$@"; }

# ---- (a) build context ---------------------------------------------------------------------------
say "(a) build context: git ls-files -co --exclude-standard, minus .dockerignore"
[[ -f "$repo/Dockerfile" ]] || fail "no Dockerfile in $repo"
[[ -f "$repo/.dockerignore" ]] || fail "no .dockerignore in $repo"

# .dockerignore with Docker's rules (moby/patternmatcher): patterns are relative to the context root,
# `*` and `?` stay within one path segment, `**` spans any number of them, a pattern that matches a
# directory excludes everything below it, `!` re-includes, and the last matching line wins.
# Reads NUL-separated paths on stdin, writes the kept ones (that exist: -c lists deleted files too).
# shellcheck disable=SC2016 # JavaScript, not shell: nothing to expand
dockerignore_filter='
const fs = require("node:fs");
const path = require("node:path");
const rules = fs.readFileSync(".dockerignore", "utf8").split(/\r?\n/)
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith("#"))
  .map((line) => {
    const exclusion = line.startsWith("!");
    let pattern = path.posix.normalize((exclusion ? line.slice(1) : line).trim()).replace(/^\/+/, "").replace(/\/+$/, "");
    let source = "";
    for (let i = 0; i < pattern.length; i++) {
      const c = pattern[i];
      if (c === "*" && pattern[i + 1] === "*") {
        i++;
        if (pattern[i + 1] === "/") { i++; source += "(?:.*/)?"; } else source += ".*";
      } else if (c === "*") source += "[^/]*";
      else if (c === "?") source += "[^/]";
      else if (c === "[") {
        const end = pattern.indexOf("]", i + 1);
        if (end < 0) { source += "\\["; continue; }
        source += "[" + pattern.slice(i + 1, end).replace(/^!/, "^").replace(/\\/g, "\\\\") + "]";
        i = end;
      } else if (c === "\\" && i + 1 < pattern.length) source += "\\" + pattern[++i];
      else source += c.replace(/[.+^${}()|\\]/g, "\\$&");
    }
    return { exclusion, regex: new RegExp("^" + source + "$") };
  });
function excluded(file) {
  const parents = [];
  for (let dir = path.posix.dirname(file); dir !== "."; dir = path.posix.dirname(dir)) parents.push(dir);
  let result = false;
  for (const { exclusion, regex } of rules) {
    if (regex.test(file) || parents.some((dir) => regex.test(dir))) result = !exclusion;
  }
  return result;
}
const files = fs.readFileSync(0, "utf8").split("\0").filter(Boolean);
let kept = 0;
for (const file of files) {
  if (!excluded(file) && fs.existsSync(file)) { process.stdout.write(file + "\0"); kept++; }
}
process.stderr.write(`replay:     ${kept} of ${files.length} files in the context\n`);
'
(
  cd "$repo"
  git ls-files -co --exclude-standard -z |
    node -e "$dockerignore_filter" |
    tar --null --files-from=- -cf -
) | tar -xf - -C "$context"
[[ -f "$context/package.json" && -f "$context/package-lock.json" ]] || fail "package.json or package-lock.json missing from the context"

# The prod-deps stage copies the manifests from the context, not from the build stage (whose
# `npm install` may rewrite the lock), so take them now.
cp "$context/package.json" "$context/package-lock.json" "$runtime/"

# ---- (b) build stage -----------------------------------------------------------------------------
if [[ "${REPLAY_REUSE_BUILD:-}" == 1 ]]; then
  say "(b) build stage: skipped (REPLAY_REUSE_BUILD=1), copying this checkout's build/"
  for required in build/server/index.js build/server.js build/client/build; do
    [[ -e "$repo/$required" ]] || fail "REPLAY_REUSE_BUILD=1 but $required is missing: run npm run build first"
  done
  # `npm run dev` builds in memory (Vite), so build/ only ever holds `npm run build`'s output.
  cp -R "$repo/build" "$context/build"
else
  say "(b) build stage: npm install (all dependencies; compiles better-sqlite3, a few minutes)"
  (cd "$context" && npm_clean install --no-audit --no-fund) > "$work/build-install.log" 2>&1 ||
    { tail -n 40 "$work/build-install.log" >&2; fail "npm install in the build context failed"; }
  say "(b) build stage: npm run build"
  (cd "$context" && npm_clean run build) > "$work/build.log" 2>&1 ||
    { tail -n 40 "$work/build.log" >&2; fail "npm run build failed"; }
fi
for produced in build/server/index.js build/server.js build/client/build; do
  [[ -e "$context/$produced" ]] || fail "the build did not produce $produced"
done

# ---- (c) prod-deps + runtime files ---------------------------------------------------------------
# Exactly what the runtime stage's COPY lines bring: package.json, node_modules (production only),
# build/, public/ — no sources, no devDependencies.
say "(c) runtime files: package.json, build/, public/ into a clean directory"
cp -R "$context/build" "$runtime/build"
cp -R "$context/public" "$runtime/public"
# better-sqlite3's install script is `prebuild-install || node-gyp rebuild`: with no prebuilt binary
# to download here it compiles SQLite, two to three minutes. With REPLAY_REUSE_BUILD=1 this
# checkout's own compiled addon is offered as a local prebuild (prebuild-install's
# npm_config_<package>_local_prebuilds), when it is the lock's version for this Node's ABI;
# prebuild-install unpacks it and loads it, and (d) below needs it to serve. Everything else is
# installed from the registry as the image's stage does.
prebuilds=""
if [[ "${REPLAY_REUSE_BUILD:-}" == 1 ]]; then
  addon="$repo/node_modules/better-sqlite3/build/Release/better_sqlite3.node"
  # shellcheck disable=SC2016 # JavaScript, not shell: nothing to expand
  prebuild_name="$(node -e '
    const [lockFile, installedFile] = process.argv.slice(1);
    const locked = require(lockFile).packages?.["node_modules/better-sqlite3"]?.version;
    const installed = require(installedFile).version;
    if (locked && locked === installed) {
      process.stdout.write(`better-sqlite3-v${locked}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`);
    }
  ' "$runtime/package-lock.json" "$repo/node_modules/better-sqlite3/package.json" 2>/dev/null || true)"
  if [[ -n "$prebuild_name" && -f "$addon" ]]; then
    mkdir -p "$work/prebuilds/pack/build/Release"
    cp "$addon" "$work/prebuilds/pack/build/Release/"
    tar -czf "$work/prebuilds/$prebuild_name" -C "$work/prebuilds/pack" build
    prebuilds="$work/prebuilds"
  fi
fi
if [[ -n "$prebuilds" ]]; then
  say "(c) prod-deps stage: npm install --omit=dev (better-sqlite3: this checkout's compiled addon, $prebuild_name)"
else
  say "(c) prod-deps stage: npm install --omit=dev (compiles better-sqlite3 again)"
fi
(
  cd "$runtime"
  [[ -z "$prebuilds" ]] || export npm_config_better_sqlite3_local_prebuilds="$prebuilds"
  npm_clean install --omit=dev --no-audit --no-fund
) > "$work/prod-install.log" 2>&1 ||
  { tail -n 40 "$work/prod-install.log" >&2; fail "npm install --omit=dev failed"; }
# The runtime stage carries no lockfile; the server must not need one.
rm -f "$runtime/package-lock.json"
say "(c) production node_modules: $(du -sh "$runtime/node_modules" | cut -f1)"

# ---- (d) runtime ---------------------------------------------------------------------------------
# The HEALTHCHECK's own command, taken from the Dockerfile (exec form: a JSON array after CMD).
mapfile -d '' healthcheck < <(node -e '
  const text = require("node:fs").readFileSync(process.argv[1], "utf8").replace(/\\\r?\n/g, " ");
  const line = text.split(/\r?\n/).find((l) => /^\s*HEALTHCHECK\s/i.test(l));
  if (!line) { console.error("no HEALTHCHECK in the Dockerfile"); process.exit(1); }
  const match = line.match(/\sCMD\s+(\[.*\])\s*$/);
  if (!match) { console.error("HEALTHCHECK is not in exec form: CMD [\"…\"]"); process.exit(1); }
  process.stdout.write(JSON.parse(match[1]).join("\0") + "\0");
' "$repo/Dockerfile")
[[ ${#healthcheck[@]} -gt 0 ]] || fail "could not read the HEALTHCHECK command from the Dockerfile"

source "$repo/scripts/lib/ports.sh"
port="$(free_port 3900 1000)" || fail "found no free port in 3900–4899"

# A container's environment: nothing from this shell but PATH, plus what `docker run -e` would set.
secret_a="replay-session-secret-0123456789"
secret_b="replay-honeypot-secret-0123456789"
container_env=(env -i "PATH=$PATH" "HOME=$work" NODE_ENV=production)

say "(d) runtime: starting node build/server.js on port $port (NODE_ENV=production)"
cd "$runtime"
"${container_env[@]}" PORT="$port" node build/server.js > "$server_log" 2>&1 &
server_pid=$!

say "(d) HEALTHCHECK: ${healthcheck[*]}"
deadline=$((SECONDS + boot_timeout))
until "${container_env[@]}" PORT="$port" "${healthcheck[@]}"; do
  kill -0 "$server_pid" 2>/dev/null || fail "the server exited before /healthz answered"
  ((SECONDS < deadline)) || fail "/healthz did not answer 200 within ${boot_timeout}s"
  sleep 0.5
done
say "(d) /healthz: 200 after $((SECONDS - deadline + boot_timeout))s"

# GET with an explicit Host header (Node's http module, so curl is not needed either).
http_get() { # path host → prints "status<TAB>content-type" on line 1, then the body
  # shellcheck disable=SC2016 # JavaScript, not shell: nothing to expand
  node -e '
    const [port, path, host] = process.argv.slice(1);
    const req = require("node:http").get({ host: "127.0.0.1", port, path, headers: { host } }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => {
        process.stdout.write(`${res.statusCode}\t${res.headers["content-type"] ?? ""}\n`);
        process.stdout.write(Buffer.concat(chunks));
      });
    });
    req.setTimeout(15000, () => req.destroy(new Error("timed out")));
    req.on("error", (e) => { console.error(e.message); process.exit(1); });
  ' "$port" "$1" "$2"
}

home="$(http_get / localhost)" || fail "GET / failed"
read -r home_status home_type <<<"$(head -n 1 <<<"$home")"
[[ "$home_status" == 200 ]] || fail "GET / (Host: localhost) answered $home_status, not 200"
[[ "$home_type" == text/html* ]] || fail "GET / answered Content-Type '$home_type', not text/html"
grep -qi '<!doctype html' <<<"$home" || fail "GET / is not an HTML document"
if [[ -n "$expect_text" ]]; then
  grep -qF "$expect_text" <<<"$home" || fail "GET / (Host: localhost) does not contain '$expect_text'"
fi
contains=""
[[ -z "$expect_text" ]] || contains=", contains \"$expect_text\""
say "(d) GET / (Host: localhost): 200 $home_type, ${#home} characters$contains"

ready="$(http_get /readyz localhost)" || fail "GET /readyz failed"
ready_status="$(head -n 1 <<<"$ready" | cut -f1)"
[[ "$ready_status" == 200 ]] || fail "GET /readyz answered $ready_status, not 200: $(tail -n +2 <<<"$ready")"
say "(d) /readyz: 200"

[[ -s "$runtime/data/nurture.sqlite" ]] || fail "data/nurture.sqlite (the volume) was not created"
[[ -s "$runtime/data/secrets.json" ]] || fail "data/secrets.json (generated secrets, in the volume) was not created"
secrets_mode="$(stat -c %a "$runtime/data/secrets.json")"
[[ "$secrets_mode" == 600 ]] || fail "data/secrets.json has mode $secrets_mode, not 600"
grep -q '"event":"generated_secrets"' "$server_log" || fail "the server did not log that it generated its secrets"
say "(d) data/ (the volume): $(find "$runtime/data" -mindepth 1 -maxdepth 1 -printf '%f ')"

# The operator's command runs in the image without tsx (a devDependency): the compiled one.
schools="$("${container_env[@]}" node build/school.js list 2>&1)" || fail "node build/school.js list failed: $schools"
grep -qF "Sunshine Kids Academy" <<<"$schools" || fail "node build/school.js list does not list the demo school: $schools"
say "(d) node build/school.js list: lists the demo schools"

say "(d) SIGTERM: expecting exit code 0 within ${stop_timeout}s"
kill -TERM "$server_pid"
deadline=$((SECONDS + stop_timeout))
while kill -0 "$server_pid" 2>/dev/null; do
  ((SECONDS < deadline)) || fail "the server was still running ${stop_timeout}s after SIGTERM"
  sleep 0.2
done
stop_status=0
wait "$server_pid" || stop_status=$?
server_pid=""
[[ $stop_status -eq 0 ]] || fail "the server exited with $stop_status after SIGTERM, not 0"
say "(d) stopped cleanly (exit 0)"

# Not failures, but worth a look: SQLite removes its WAL file when the last connection closes, so
# one left behind means the shutdown exited without closing the database; and the server logs JSON
# lines only, so anything else is an uncaught warning or error.
if [[ -e "$runtime/data/nurture.sqlite-wal" ]]; then
  say "(d) warning: data/nurture.sqlite-wal is left after exit: the shutdown did not close the database"
fi
stray="$(grep -v -m 1 '^{' "$server_log" || true)"
if [[ -n "$stray" ]]; then
  say "(d) warning: the server log has non-JSON output, first line: $stray"
fi

# ---- (e) configuration ---------------------------------------------------------------------------
# A second container on the same volume keeps the secrets of the first (signed cookies and open
# forms survive a redeploy), and says which file it uses.
secrets_before="$(cat "$runtime/data/secrets.json")"
restart_log="$work/restart.log"
restart_port="$(free_port 3900 1000)"
"${container_env[@]}" PORT="$restart_port" node build/server.js > "$restart_log" 2>&1 &
server_pid=$!
deadline=$((SECONDS + boot_timeout))
until "${container_env[@]}" PORT="$restart_port" "${healthcheck[@]}"; do
  kill -0 "$server_pid" 2>/dev/null || fail "the restarted server exited before /healthz answered: $(cat "$restart_log")"
  ((SECONDS < deadline)) || fail "the restarted server's /healthz did not answer within ${boot_timeout}s"
  sleep 0.5
done
kill -TERM "$server_pid"
wait "$server_pid" || fail "the restarted server did not exit cleanly"
server_pid=""
[[ "$(cat "$runtime/data/secrets.json")" == "$secrets_before" ]] || fail "a restart changed data/secrets.json"
grep -q '"event":"using_generated_secrets"' "$restart_log" || fail "the restarted server did not log that it reuses the generated secrets"
say "(e) restart on the same volume: secrets kept"

# A secret that is set but weak must stop the boot before listening, naming it.
check_refuses() { # name, then the variables to set
  local name="$1" output status=0
  shift
  output="$(timeout 30 "${container_env[@]}" PORT="$(free_port 3900 1000)" "$@" node build/server.js 2>&1)" || status=$?
  [[ $status -ne 124 ]] || fail "with a weak $name the server kept running (it must refuse to boot)"
  [[ $status -ne 0 ]] || fail "with a weak $name the server exited 0 (it must exit non-zero)"
  grep -qF "$name" <<<"$output" || fail "with a weak $name the server exited $status but its message does not name $name: $output"
  say "(e) weak $name: exit $status, message names it"
}
check_refuses SESSION_SECRET SESSION_SECRET=aaaaaaaaaaaaaaaaaaaa HONEYPOT_SECRET="$secret_b"
check_refuses HONEYPOT_SECRET HONEYPOT_SECRET=short SESSION_SECRET="$secret_a"

say "OK"
