#!/usr/bin/env bash
# Replays deploy/compose.yaml on this machine, because no Docker engine runs here, and runs the
# multi-instance test against it (README "Many instances"):
#
#   (a) plan       deploy/compose.yaml read and interpolated (${VAR:?…}, ${VAR:-…}) with this run's
#                  own secrets: every service built from the repository is an app instance (their
#                  environment as written), plus the postgres and nginx services;
#   (b) postgres   a private PostgreSQL cluster (initdb into a temporary folder, its own loopback
#                  port, run as the `postgres` user), with the role and database the postgres
#                  service's POSTGRES_USER/PASSWORD/DB would create; restarting it mid-test touches
#                  no other suite's database;
#   (c) instances  `node build/server.js` per app service, started together on the empty database
#                  (migrations and the demo seed must take turns), each in an environment of only
#                  what compose sets (plus NODE_ENV from the Dockerfile), on its own loopback port,
#                  the hostname `postgres` replaced by the private cluster's address, and DATA_DIR a
#                  folder both share (the compose volume);
#   (d) nginx      deploy/nginx.conf itself, with only the listen address, the upstream servers'
#                  host:port and the pid, log, temp and cache paths rewritten, run unprivileged with
#                  `nginx -c`;
#   (e) the test   tests/scale/multi-instance.ts (node:test): through nginx and each instance,
#                  shared secrets, sessions and idempotency keys, 200 concurrent enrollments, the
#                  shared POST limit, invalidation across instances, and a PostgreSQL restart;
#   (f) stop       SIGTERM to each instance: a clean exit 0.
#
# Usage:  scripts/scale-replay.sh   (after `npm run build`; SCALE_KEEP=1 keeps the temporary folder)
# Needs: nginx (Debian's nginx-light), PostgreSQL's server binaries (/usr/lib/postgresql/*/bin), and
# root (to run PostgreSQL and nginx as unprivileged users) or to be run as a non-root user.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
compose_file="$repo/deploy/compose.yaml"
boot_timeout=60 # seconds for every instance's /healthz
stop_timeout=15 # seconds for an instance to exit after SIGTERM
test_timeout=240

say() { printf 'scale: %s\n' "$*"; }
fail() {
  printf 'scale: FAIL: %s\n' "$*" >&2
  exit 1
}

cd "$repo"
[[ -f build/server.js && -f build/server/index.js && -d build/client/build ]] || fail "the production build is missing: run npm run build first"
command -v nginx >/dev/null || [[ -x /usr/sbin/nginx ]] || fail "nginx is not installed (Debian: apt-get install nginx-light)"
nginx_bin="$(command -v nginx || echo /usr/sbin/nginx)"
pg_bin="$(find /usr/lib/postgresql -maxdepth 3 -name initdb -path '*/bin/*' 2>/dev/null | sort -V | tail -n 1 | xargs -r dirname)"
[[ -n "$pg_bin" && -x "$pg_bin/pg_ctl" ]] || fail "PostgreSQL's server binaries are not installed (Debian: apt-get install postgresql)"

# PostgreSQL refuses to run as root, and nginx started as root would run its workers as `nobody`:
# as root, both run as the `postgres` user; as anyone else, as that user.
if [[ $EUID -eq 0 ]]; then
  id postgres >/dev/null 2>&1 || fail "no postgres user to run PostgreSQL as"
  as_service() { runuser -u postgres -- "$@"; }
  service_user=postgres
else
  as_service() { "$@"; }
  service_user="$(id -un)"
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/nurture-scale.XXXXXX")"
chmod 755 "$work"
pg_data="$work/pg"
pg_log="$work/pg-log/postgres.log"
nginx_dir="$work/nginx"
app_data="$work/app-data"
mkdir -p "$nginx_dir" "$app_data" "$pg_data" "$work/pg-log"
chown "$service_user" "$pg_data" "$nginx_dir" "$work/pg-log"
declare -a app_names=() app_pids=() app_ports=() app_logs=()
nginx_pid=""
test_pid=""
pg_started=""

stop_instances() {
  local i
  for i in "${!app_pids[@]}"; do
    [[ -n "${app_pids[$i]}" ]] && kill -0 "${app_pids[$i]}" 2>/dev/null && kill -TERM "${app_pids[$i]}" 2>/dev/null
  done
  return 0
}
cleanup() {
  local status=$?
  [[ -n "$test_pid" ]] && kill -TERM "$test_pid" 2>/dev/null
  stop_instances
  # nginx's master is a child of runuser (as root): signal the master by its pid file.
  local master=""
  [[ -s "$nginx_dir/nginx.pid" ]] && master="$(cat "$nginx_dir/nginx.pid")"
  [[ -n "$master" ]] && kill -QUIT "$master" 2>/dev/null
  sleep 1
  local pid
  for pid in "${app_pids[@]}" "$master" "$nginx_pid"; do
    [[ -n "$pid" ]] && kill -0 "$pid" 2>/dev/null && kill -KILL "$pid" 2>/dev/null
  done
  if [[ -n "$pg_started" ]]; then
    as_service "$pg_bin/pg_ctl" -D "$pg_data" stop -m immediate >/dev/null 2>&1 || true
  fi
  if [[ $status -ne 0 ]]; then
    local i
    for i in "${!app_logs[@]}"; do
      printf 'scale: last lines of %s:\n' "${app_names[$i]}" >&2
      tail -n 25 "${app_logs[$i]}" >&2 2>/dev/null || true
    done
    [[ -s "$nginx_dir/error.log" ]] && { printf 'scale: nginx error log:\n' >&2; tail -n 15 "$nginx_dir/error.log" >&2; }
    [[ -s "$pg_log" ]] && { printf 'scale: PostgreSQL log:\n' >&2; tail -n 15 "$pg_log" >&2; }
  fi
  if [[ "${SCALE_KEEP:-}" == 1 ]]; then say "kept $work"; else rm -rf "$work"; fi
  if [[ $status -ne 0 ]]; then printf 'scale: FAILED (exit %s)\n' "$status" >&2; fi
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

source "$repo/scripts/lib/ports.sh"
# 200 from GET path on a loopback port, with bash alone (no curl on a slim machine).
http_ok() { # port path
  (
    exec 3<>"/dev/tcp/127.0.0.1/$1" || exit 1
    printf 'GET %s HTTP/1.0\r\nHost: localhost\r\n\r\n' "$2" >&3
    IFS= read -r -t 5 status <&3 || exit 1
    [[ "$status" == *" 200 "* ]]
  ) 2>/dev/null
}
random_secret() { node -e 'process.stdout.write(require("node:crypto").randomBytes(24).toString("base64url"))'; }

# ---- (a) plan ------------------------------------------------------------------------------------
nginx_port="$(free_port 20000 20000)" || fail "no free port"
export POSTGRES_PASSWORD="replay-$(random_secret)"
export SESSION_SECRET="$(random_secret)"
export HONEYPOT_SECRET="$(random_secret)"
export SEED_DEMO=true
export HTTP_PORT="$nginx_port"
say "(a) plan: $compose_file"
plan="$(node scripts/compose-plan.mjs "$compose_file")" || fail "could not read $compose_file"

pg_service="" pg_user="" pg_password="" pg_db="" nginx_conf="" nginx_container_port=""
declare -A app_container_port=() app_env=()
while IFS=$'\t' read -r kind a b c d; do
  case "$kind" in
    app) app_names+=("$a"); app_container_port[$a]="$b"; app_env[$a]="" ;;
    env) app_env[$a]+="$b"$'\n' ;;
    postgres) pg_service="$a" pg_user="$b" pg_password="$c" pg_db="$d" ;;
    nginx) nginx_conf="$b" nginx_container_port="$c" ;;
  esac
done <<<"$plan"
((${#app_names[@]} >= 2)) || fail "compose.yaml has ${#app_names[@]} app service(s); the reference deployment runs at least two"
[[ -n "$pg_service" ]] || fail "compose.yaml has no postgres service"
[[ -f "$nginx_conf" ]] || fail "compose.yaml has no nginx service mounting its configuration"
say "(a) app services: ${app_names[*]}; database service: $pg_service ($pg_user@$pg_db); nginx: ${nginx_conf#"$repo"/}"

# ---- (b) postgres --------------------------------------------------------------------------------
pg_port="$(free_port 20000 20000)" || fail "no free port"
say "(b) postgres: initdb into $pg_data, port $pg_port ($("$pg_bin/postgres" --version))"
as_service "$pg_bin/initdb" -D "$pg_data" -U postgres --auth=trust --no-sync >"$work/initdb.log" 2>&1 ||
  { cat "$work/initdb.log" >&2; fail "initdb failed"; }
pg_opts="-c listen_addresses=127.0.0.1 -c port=$pg_port -c unix_socket_directories=$pg_data"
as_service "$pg_bin/pg_ctl" -D "$pg_data" -l "$pg_log" -o "$pg_opts" -w -t 30 start >/dev/null || fail "PostgreSQL did not start"
pg_started=1
psql_admin() { as_service "$pg_bin/psql" -h 127.0.0.1 -p "$pg_port" -U postgres -d postgres -v ON_ERROR_STOP=1 -qAt "$@"; }
# What the image's entrypoint does with POSTGRES_USER/PASSWORD/DB. (This cluster trusts loopback,
# so the password is set but not checked.)
psql_admin -v user="$pg_user" -v password="$pg_password" -v db="$pg_db" <<'SQL' >/dev/null
create role :"user" login password :'password';
create database :"db" owner :"user";
SQL
say "(b) postgres: role $pg_user and database $pg_db created"

# What the test runs to restart the database mid-test.
cat >"$work/pg-restart.sh" <<EOF
#!/usr/bin/env bash
set -euo pipefail
$(declare -f as_service)
as_service "$pg_bin/pg_ctl" -D "$pg_data" -l "$pg_log" -o "$pg_opts" -m fast -w -t 30 restart >/dev/null
EOF
chmod +x "$work/pg-restart.sh"

# ---- (c) instances -------------------------------------------------------------------------------
# A container's environment: nothing of this shell's but PATH, then the Dockerfile's ENV and what
# compose sets. Inside the compose network the database is the host `postgres` on its port 5432.
for name in "${app_names[@]}"; do
  port="$(free_port 20000 20000)" || fail "no free port"
  app_ports+=("$port")
  log="$work/$name.log"
  app_logs+=("$log")
  mapfile -t vars < <(printf '%s' "${app_env[$name]}" | sed -e "s#@$pg_service:5432/#@127.0.0.1:$pg_port/#" -e '/^$/d')
  printf '%s\n' "${vars[@]}" | grep -q "^DATABASE_URL=postgres://.*@127.0.0.1:$pg_port/" ||
    fail "$name's DATABASE_URL does not name the $pg_service service on port 5432"
  env -i "PATH=$PATH" "HOME=$work" NODE_ENV=production "${vars[@]}" \
    PORT="$port" HOST=127.0.0.1 DATA_DIR="$app_data" \
    node build/server.js >"$log" 2>&1 &
  app_pids+=("$!")
done
say "(c) instances: ${app_names[*]} started together on ports ${app_ports[*]}"
deadline=$((SECONDS + boot_timeout))
for i in "${!app_names[@]}"; do
  until http_ok "${app_ports[$i]}" /healthz; do
    kill -0 "${app_pids[$i]}" 2>/dev/null || fail "${app_names[$i]} exited during its boot"
    ((SECONDS < deadline)) || fail "${app_names[$i]} did not answer /healthz within ${boot_timeout}s"
    sleep 0.3
  done
  grep -q '"rateLimitStore":"postgres"' "${app_logs[$i]}" || fail "${app_names[$i]} does not count requests in PostgreSQL"
done
seeded="$(cat "${app_logs[@]}" | grep -c '"event":"seeded_demo_schools"' || true)"
[[ "$seeded" == 1 ]] || fail "the demo schools were seeded $seeded times (expected once)"
say "(c) instances: all healthy, requests counted in PostgreSQL, demo schools seeded once"

# ---- (d) nginx -----------------------------------------------------------------------------------
mkdir -p "$nginx_dir/temp" "$nginx_dir/cache"
chown -R "$service_user" "$nginx_dir"
generated="$nginx_dir/nginx.conf"
# shellcheck disable=SC2016 # JavaScript, not shell
node -e '
  const fs = require("node:fs");
  const [source, target, dir, listen, containerPort, ...upstreams] = process.argv.slice(1);
  let text = fs.readFileSync(source, "utf8");
  const replace = (pattern, by, what) => {
    const before = text;
    text = text.replace(pattern, by);
    if (text === before) throw new Error(`deploy/nginx.conf: found no ${what} to rewrite`);
  };
  replace(/^(\s*)pid\s+[^;]+;/m, `$1pid ${dir}/nginx.pid;`, "pid");
  replace(/^(\s*)error_log\s+[^;]+;/m, `$1error_log ${dir}/error.log warn;`, "error_log");
  replace(/^(\s*)(\w+_temp_path)\s+\S+;/gm, (_, space, name) => `${space}${name} ${dir}/temp/${name};`, "temp paths");
  replace(/^(\s*)proxy_cache_path\s+\S+/m, `$1proxy_cache_path ${dir}/cache`, "proxy_cache_path");
  replace(new RegExp(`^(\\s*)listen\\s+${containerPort}\\b`, "m"), `$1listen ${listen}`, `listen ${containerPort}`);
  for (const pair of upstreams) {
    const [service, port, local] = pair.split("=");
    replace(new RegExp(`(server\\s+)${service}:${port}\\b`), `$1${local}`, `upstream server ${service}:${port}`);
  }
  fs.writeFileSync(target, text);
' "$nginx_conf" "$generated" "$nginx_dir" "127.0.0.1:$nginx_port" "$nginx_container_port" \
  $(for i in "${!app_names[@]}"; do printf '%s=%s=127.0.0.1:%s ' "${app_names[$i]}" "${app_container_port[${app_names[$i]}]}" "${app_ports[$i]}"; done) ||
  fail "could not rewrite deploy/nginx.conf for this machine"
as_service "$nginx_bin" -t -q -c "$generated" -p "$nginx_dir" 2>"$work/nginx-t.log" ||
  { cat "$work/nginx-t.log" >&2; fail "nginx -t refused the configuration"; }
as_service "$nginx_bin" -c "$generated" -p "$nginx_dir" -g 'daemon off;' >>"$nginx_dir/error.log" 2>&1 &
nginx_pid=$!
deadline=$((SECONDS + 15))
until http_ok "$nginx_port" /healthz; do
  kill -0 "$nginx_pid" 2>/dev/null || fail "nginx exited"
  ((SECONDS < deadline)) || fail "nginx did not answer within 15s"
  sleep 0.2
done
say "(d) nginx $("$nginx_bin" -v 2>&1 | sed 's#.*/##') on 127.0.0.1:$nginx_port, round robin over ports ${app_ports[*]}"

# ---- (e) the test --------------------------------------------------------------------------------
say "(e) tests/scale/multi-instance.ts"
export SCALE_NGINX_URL="http://localhost:$nginx_port"
SCALE_APP_URLS="$(for p in "${app_ports[@]}"; do printf 'http://localhost:%s ' "$p"; done)"
SCALE_APP_PIDS="${app_pids[*]}"
SCALE_APP_LOGS="${app_logs[*]}"
export SCALE_APP_URLS SCALE_APP_PIDS SCALE_APP_LOGS
export SCALE_DATABASE_URL="postgres://postgres@127.0.0.1:$pg_port/$pg_db"
export SCALE_PG_RESTART="$work/pg-restart.sh"
export SCALE_RATE_LIMIT=60
# In the background and waited for, so that a signal to this script runs its cleanup at once
# (bash runs a trap only after the foreground command has finished).
timeout "$test_timeout" node --import tsx tests/scale/multi-instance.ts &
test_pid=$!
wait "$test_pid" || fail "the multi-instance test failed"
test_pid=""

# ---- (f) stop ------------------------------------------------------------------------------------
for i in "${!app_names[@]}"; do
  kill -TERM "${app_pids[$i]}"
  deadline=$((SECONDS + stop_timeout))
  while kill -0 "${app_pids[$i]}" 2>/dev/null; do
    ((SECONDS < deadline)) || fail "${app_names[$i]} was still running ${stop_timeout}s after SIGTERM"
    sleep 0.2
  done
  code=0
  wait "${app_pids[$i]}" || code=$?
  app_pids[$i]=""
  [[ $code -eq 0 ]] || fail "${app_names[$i]} exited with $code after SIGTERM"
done
say "(f) instances stopped cleanly (exit 0)"
say "OK"
