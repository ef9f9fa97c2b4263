# Nurture: the school website and its embedded provider API in one image.
#
#   docker build -t nurture .
#   docker run -p 3000:3000 -v nurture-data:/app/data nurture
#
# Secrets are never baked into a layer. Left unset, SESSION_SECRET and HONEYPOT_SECRET are
# generated on first start into /app/data/secrets.json (mode 600, in the volume, so a new
# container on the same volume keeps them); set them at run time (`-e`, `--env-file`, an
# orchestrator's secret store) to manage them yourself — each ≥ 16 characters, comma-separated to
# rotate: new,old — and always when several containers must share them.
#
# `npm run test:docker` (scripts/docker-test.mjs, part of `npm test`) builds this file with a real
# Docker engine and checks the image it makes (README "Container"). Where Docker Hub is out of reach
# it builds on a stand-in it makes itself, passed as NODE_IMAGE. There is no `# syntax=` line for
# the same reason: it would fetch a Dockerfile frontend from Docker Hub, and the frontend built into
# BuildKit (Docker 20.10 and later) already reads everything here, `RUN --mount=type=cache` included.

# Node 22 here even though the development machines run Node 20 (past its end of life): the code
# keeps to APIs both have (STACK.md). Every stage uses the same Debian release, so the
# better-sqlite3 add-on compiled below matches the runtime's Node ABI and glibc.
ARG NODE_IMAGE=node:22-bookworm-slim

# ---- toolchain: what compiling better-sqlite3 needs when no prebuilt binary fits ---------------
FROM ${NODE_IMAGE} AS toolchain
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app

# ---- prod-deps: production dependencies only, a clean install -----------------------------------
# A clean install (not a prune of the build stage's tree) so the image holds exactly what
# package.json's "dependencies" promise; a runtime import of a devDependency then fails at boot (and in
# `npm run test:docker`) instead of working by accident.
# `npm install` rather than `npm ci`: it honours the lock, whereas `npm ci` refuses a lock written
# on a registry mirror that lacks other platforms' optional binaries (STACK.md).
# The manifests are copied first so this layer is reused while only the source changes.
FROM toolchain AS prod-deps
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm \
    npm install --omit=dev --no-audit --no-fund

# ---- build: all dependencies (Remix's Vite compiler, esbuild, PostCSS/Tailwind), then `npm run build` ----
# On top of prod-deps' tree: npm adds the devDependencies and leaves what is installed alone, so
# better-sqlite3 (a few minutes of compiling SQLite where no prebuilt binary can be downloaded) is
# compiled once per build, not once per stage. NODE_ENV stays unset here so that npm installs the
# devDependencies the build needs.
FROM prod-deps AS build
RUN --mount=type=cache,target=/root/.npm \
    npm install --no-audit --no-fund
COPY . .
# Produces build/server/ (Remix's server build), build/client/build/ (hashed client assets) and
# build/server.js (server.ts bundled by esbuild, node_modules external).
RUN npm run build

# ---- pg-client: PostgreSQL's client programs, of which the runtime takes two ---------------------
# Debian's postgresql-client-15 brings Perl (about 50 MB) for its version-picking wrapper scripts;
# pg_dump and pg_restore themselves need only libpq, which the runtime installs from the same release.
FROM ${NODE_IMAGE} AS pg-client
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client-15 \
 && rm -rf /var/lib/apt/lists/*

# ---- runtime: no compiler, no npm cache, no source, no devDependencies -------------------------
FROM ${NODE_IMAGE} AS runtime
# MALLOC_ARENA_MAX=2: glibc's malloc gives each thread that allocates (sharp's libvips workers
# among them) an arena of its own and rarely returns their memory; with two, a burst of photo
# uploads leaves far less behind (README "Uploads").
ENV NODE_ENV=production \
    PORT=3000 \
    MALLOC_ARENA_MAX=2
WORKDIR /app

# pg_dump and pg_restore on PATH, for `node build/backup.js` with DATABASE_URL=postgres://… (README
# "Backups"): Debian bookworm's PostgreSQL 15 client, which dumps a server of version 15 or older
# (pg_dump refuses a newer server: build on this image with that major's client for one), and the
# libpq they link. apt's lists are not kept in the layer.
RUN apt-get update \
 && apt-get install -y --no-install-recommends libpq5 \
 && rm -rf /var/lib/apt/lists/*
COPY --from=pg-client /usr/lib/postgresql/15/bin/pg_dump /usr/lib/postgresql/15/bin/pg_restore /usr/local/bin/

# The image's built-in unprivileged `node` user (uid 1000) runs the server. The application files
# stay owned by root, so the process cannot rewrite its own code; only data/ is writable.
# data/ is created and chowned before VOLUME so a fresh named volume inherits node's ownership.
RUN mkdir -p /app/data && chown node:node /app/data

# package.json is needed at run time: its "type": "module" makes Node load build/*.js as ESM.
COPY package.json ./
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
# public/ holds the static files (favicon, demo media); the client build is in build/client/.
COPY --from=build /app/public ./public

USER node

# SQLite lives at data/nurture.sqlite (created, migrated and seeded with the demo schools on first
# start), beside the generated secrets.json. Mount a volume here to keep it across containers; with DATABASE_URL=postgres://… it stays
# empty.
VOLUME /app/data
EXPOSE 3000

# /healthz answers 200 without touching the database or the API: a liveness probe. (/readyz, which
# checks both and answers 503 while draining, is for a load balancer's readiness check.)
# The slim image has no curl or wget, so Node's built-in fetch probes; it follows PORT when the
# container is started with another one. `npm run test:docker` waits for this command to report
# the container healthy (with a shorter interval given at `docker run`, the command unchanged).
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz',{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.status===200?0:1),()=>process.exit(1))"]

# server.ts drains in-flight requests on SIGTERM, closes the database and exits 0 (or 1 once
# SHUTDOWN_TIMEOUT_MS, 8 s by default, runs out): inside Docker's default 10 s stop grace period,
# after which it sends SIGKILL. Raise both together if requests may take longer.
# Node runs directly, not through `npm start`, so the signal reaches it with no process in between;
# it spawns no children, so it needs no init to reap them (`docker run --init` does no harm).
STOPSIGNAL SIGTERM
CMD ["node", "build/server.js"]
