#!/usr/bin/env bash
# Installs the newest native cvc5 and z3 that Debian ships (unstable: cvc5 1.3.2 and z3 4.13.3 on 2026-11-28, against
# bookworm's 1.0.3 and 4.8.12) for smtplay's newest lanes, its tests and its benches, WITHOUT touching this machine's
# own package sources: mmdebstrap unpacks a small Debian unstable tree (about 50 s and 170 MB the first time) and two
# wrappers run each solver with that tree's loader and libraries (its binaries need a newer glibc than bookworm's):
#
#   bash scripts/newest-solvers.sh [--refresh] [--quiet]
#
# Where: $SMTPLAY_NEWEST_SOLVERS, else <smtplay cache>/newest-solvers (the cache is $SMTPLAY_CACHE, else
# $XDG_CACHE_HOME/smtplay, else ~/.cache/smtplay: src/solvers/z3/cache-dir.ts). The wrappers are DIR/bin/cvc5-VERSION
# and DIR/bin/z3-VERSION; `smtplay` finds them there (src/solvers/native/newest.ts) and runs them as its default
# lanes; `native:DIR/bin/cvc5-1.3.2` names one by hand. Idempotent: a tree already there is reused; --refresh
# unpacks a new one (when Debian unstable moved on). Prints one line per solver: its version and its wrapper.
# Needs root (apt-get installs mmdebstrap when missing) and Debian's mirror.
set -euo pipefail
refresh=0
quiet=0
for arg in "$@"; do
  case $arg in
    --refresh) refresh=1 ;;
    --quiet) quiet=1 ;;
    *)
      echo "newest-solvers.sh: unknown argument '$arg' (usage: bash scripts/newest-solvers.sh [--refresh] [--quiet])" >&2
      exit 2
      ;;
  esac
done

cache=${SMTPLAY_CACHE:-${XDG_CACHE_HOME:-${HOME:-/root}/.cache}/smtplay}
dir=${SMTPLAY_NEWEST_SOLVERS:-$cache/newest-solvers}
tree=$dir/tree
say() { [ "$quiet" = 1 ] || echo "$@" >&2; }

if [ "$refresh" = 1 ] || [ ! -x "$tree/usr/bin/cvc5" ] || [ ! -x "$tree/usr/bin/z3" ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "newest-solvers.sh: installing the newest solvers needs root (mmdebstrap); run: sudo bash scripts/newest-solvers.sh" >&2
    exit 1
  fi
  if ! command -v mmdebstrap >/dev/null; then
    say "Installing mmdebstrap with apt-get…"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq mmdebstrap >/dev/null
  fi
  say "Unpacking Debian unstable's cvc5 and z3 into $tree (a minute the first time)…"
  mkdir -p "$dir"
  # A new tree appears by a rename: a tree that is there is complete.
  partial=$(mktemp -d "$dir/tree.partial.XXXXXX")
  rmdir "$partial"
  # The archive's Release files can be past their Valid-Until against this machine's clock: do not check it.
  mmdebstrap --quiet --variant=essential --include=cvc5,z3 \
    --aptopt='Acquire::Check-Valid-Until "false"' \
    unstable "$partial" "deb http://deb.debian.org/debian unstable main" >&2
  rm -rf "$tree" "${dir:?}/bin"
  mv "$partial" "$tree"
fi

loader=$tree/usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2
libs=$tree/usr/lib/x86_64-linux-gnu
[ -x "$loader" ] || {
  echo "newest-solvers.sh: $tree has no loader at $loader: run again with --refresh" >&2
  exit 1
}
run_tree() { "$loader" --library-path "$libs" "$@"; }
cvc5_version=$(run_tree "$tree/usr/bin/cvc5" --version | sed -n 's/.*cvc5 version \([0-9.]*\).*/\1/p' | head -n 1)
z3_version=$(run_tree "$tree/usr/bin/z3" --version | sed -n 's/Z3 version \([0-9.]*\).*/\1/p' | head -n 1)
mkdir -p "$dir/bin"
# Wrappers of an older tree (before --refresh) name versions that are gone.
find "$dir/bin" -maxdepth 1 -type f \( -name 'cvc5-*' -o -name 'z3-*' \) -delete
wrap() { # NAME BINARY
  printf '#!/bin/sh\n# %s from Debian unstable, run with its own loader and libraries (scripts/newest-solvers.sh).\nexec "%s" --library-path "%s" "%s" "$@"\n' \
    "$1" "$loader" "$libs" "$2" >"$dir/bin/$1"
  chmod +x "$dir/bin/$1"
}
wrap "cvc5-$cvc5_version" "$tree/usr/bin/cvc5"
wrap "z3-$z3_version" "$tree/usr/bin/z3"
echo "cvc5 $cvc5_version $dir/bin/cvc5-$cvc5_version"
echo "z3 $z3_version $dir/bin/z3-$z3_version"
