#!/usr/bin/env bash
# The newcomer's first command, exactly as README.md's "Set up" block writes it, run in a fresh
# clone of this repository's HEAD with no variable set (only PATH and HOME, so npm finds its cache):
# it must serve both demo schools on http://localhost:3000 and keep its generated secrets in data/.
#
# Usage: scripts/first-start.sh        (FIRST_START_KEEP=1 keeps the clone for inspection)
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
port=3000
timeout_s=900 # install (better-sqlite3 may compile from source) + build + boot

say() { printf 'first-start: %s\n' "$*"; }
fail() {
  printf 'first-start: FAIL: %s\n' "$*" >&2
  [[ -f "${log:-}" ]] && tail -n 40 "$log" >&2
  exit 1
}

# The command is read from the README, so the test and the documentation cannot drift apart.
command="$(grep -m 1 '# the site on the embedded defaults' "$repo/README.md" | sed 's/[[:space:]]*#.*$//')"
[[ "$command" == *"npm start"* ]] || fail "README.md has no first command ending in 'npm start' (found: '$command')"

if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
  fail "port $port is already in use: the README's command serves on it, so stop what listens there"
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/nurture-first-start.XXXXXX")"
log="$work/output.log"
pid=""
cleanup() {
  [[ -n "$pid" ]] && kill -TERM -- "-$pid" 2>/dev/null && sleep 1
  [[ -n "$pid" ]] && kill -KILL -- "-$pid" 2>/dev/null
  [[ -n "${FIRST_START_KEEP:-}" ]] && say "kept $work" || rm -rf "$work"
}
trap cleanup EXIT

git clone --quiet "$repo" "$work/clone"
say "fresh clone of $(git -C "$work/clone" rev-parse --short HEAD); running: $command"
cd "$work/clone"
# setsid: npm start's node child gets the same process group, so one signal stops both.
setsid env -i "PATH=$PATH" "HOME=$HOME" bash -c "$command" > "$log" 2>&1 &
pid=$!

get() { # path host → body on stdout, fails unless 200
  node -e '
    const [port, path, host] = process.argv.slice(1);
    require("node:http").get({ host: "127.0.0.1", port, path, headers: { host } }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => { process.stdout.write(Buffer.concat(chunks)); process.exit(res.statusCode === 200 ? 0 : 1); });
    }).on("error", () => process.exit(1));
  ' "$port" "$1" "$2"
}

deadline=$((SECONDS + timeout_s))
until get /healthz localhost > /dev/null 2>&1; do
  kill -0 "$pid" 2>/dev/null || fail "the command exited before the site answered"
  ((SECONDS < deadline)) || fail "http://localhost:$port did not answer within ${timeout_s}s"
  sleep 2
done
say "http://localhost:$port answers after ${SECONDS}s"

get / "localhost:$port" | grep -qF "Sunshine Kids Academy" || fail "http://localhost:$port/ does not show Sunshine Kids Academy"
get / "rainbow.localhost:$port" | grep -qF "Rainbow Early Learning Centre" || fail "http://rainbow.localhost:$port/ does not show Rainbow Early Learning Centre"
say "both demo schools are served"

[[ -s data/nurture.sqlite ]] || fail "data/nurture.sqlite was not created"
[[ "$(stat -c %a data/secrets.json 2>/dev/null)" == 600 ]] || fail "data/secrets.json was not created with mode 600"
say "data/: nurture.sqlite, secrets.json (600)"
say "OK"
