#!/usr/bin/env bash
# Builds cvc5 to WebAssembly from Debian's packages and two source tarballs, without GitHub or pip: the recipe of the
# cvc5 1.3.2 build the playground and `npm test` take (../shared/wasm/cvc5-1.3.2/, its README), as a script anyone can
# run on a Debian-like machine that reaches Debian's mirror. The toolchain (emscripten 6, cmake, autotools) comes from
# Debian unstable in a private tree (mmdebstrap; this machine's package sources are left alone), GMP from Debian's
# source package, SymFPU from Debian's headers; cvc5 and CaDiCaL from their release tarballs:
#
#   sudo bash wasm/build-cvc5-debian.sh CVC5_TARBALL CADICAL_TARBALL [DEST]
#     CVC5_TARBALL     cvc5-1.3.2.tar.gz (github.com/cvc5/cvc5/archive/refs/tags/cvc5-1.3.2.tar.gz, renamed)
#     CADICAL_TARBALL  cadical-2.1.3.tar.gz (github.com/arminbiere/cadical/archive/refs/tags/rel-2.1.3.tar.gz)
#     DEST             where cvc5.js + cvc5.wasm go (default: <repo>/public/wasm/cvc5; the script then installs them
#                      for the CLI too, through wasm/install-cvc5.ts, which checks them first)
#
# Environment: WORK (scratch folder, default /var/tmp/cvc5-wasm-build; the tree alone is about 1.5 GB), JOBS (parallel
# jobs, default nproc), OPT (cvc5's compile optimisation, default -O0: the shipped build's, which fits a session on 2
# cores; -O3 gives a smaller, faster build at about three times the CPU time), CONFIGURE_ONLY=1 (stop once cvc5 is
# configured: the dependencies built and found, the patches applied). Times on a 2-core machine: tree 2 min,
# GMP 12 min, CaDiCaL 10 min, cvc5 46 min at -O0. Needs root (mmdebstrap, chroot).
#
# The link flags make an ES module factory (`createCvc5`) for workers and Node, one instance per lane, with memory that
# grows (src/solvers/cvc5/emscripten-cli.ts runs it; wasm/README.md says why each flag):
set -euo pipefail
WASM_FLAGS="-sMODULARIZE=1 -sEXPORT_ES6=1 -sEXPORT_NAME=createCvc5 -sENVIRONMENT=web,worker,node -sINVOKE_RUN=0"
WASM_FLAGS+=" -sEXIT_RUNTIME=0 -sALLOW_MEMORY_GROWTH=1 -sINITIAL_MEMORY=64MB -sMAXIMUM_MEMORY=4GB -sSTACK_SIZE=8MB"
WASM_FLAGS+=" -sEXPORTED_RUNTIME_METHODS=callMain,FS -sFORCE_FILESYSTEM=1 -fwasm-exceptions"

usage() {
  echo "usage: sudo bash wasm/build-cvc5-debian.sh CVC5_TARBALL CADICAL_TARBALL [DEST]" >&2
  exit 2
}
[ $# -ge 2 ] || usage
REPO=$(cd "$(dirname "$0")/.." && pwd)
CVC5_TARBALL=$(realpath "$1")
CADICAL_TARBALL=$(realpath "$2")
DEST=${3:-$REPO/public/wasm/cvc5}
WORK=${WORK:-/var/tmp/cvc5-wasm-build}
JOBS=${JOBS:-$(nproc)}
OPT=${OPT:--O0}
for f in "$CVC5_TARBALL" "$CADICAL_TARBALL"; do
  [ -f "$f" ] || {
    echo "build-cvc5-debian.sh: $f is not a file: give the release tarballs (see the top of this script)" >&2
    exit 2
  }
done
[ "$(id -u)" = 0 ] || {
  echo "build-cvc5-debian.sh: needs root (mmdebstrap and chroot): run it with sudo" >&2
  exit 1
}

TREE=$WORK/tree
mkdir -p "$WORK"
echo "== a Debian unstable build tree in $TREE"
if [ ! -x "$TREE/usr/bin/emcc" ]; then
  command -v mmdebstrap >/dev/null || { apt-get update -qq && apt-get install -y -qq mmdebstrap >/dev/null; }
  rm -rf "$TREE"
  # The archive's Release files can be past their Valid-Until against this machine's clock: do not check it.
  mmdebstrap --variant=buildd \
    --include=emscripten,cmake,python3,python3-tomli,python3-pyparsing,m4,autoconf,automake,libtool,texinfo,libsymfpu-dev,dpkg-dev \
    --aptopt='Acquire::Check-Valid-Until "false"' \
    unstable "$TREE" \
    "deb http://deb.debian.org/debian unstable main" \
    "deb-src http://deb.debian.org/debian unstable main"
fi
mkdir -p "$TREE/build"
cp "$CVC5_TARBALL" "$TREE/build/cvc5.tar.gz"
cp "$CADICAL_TARBALL" "$TREE/build/cadical.tar.gz"

# Everything below runs inside the tree.
mountpoint -q "$TREE/proc" || mount -t proc proc "$TREE/proc"
trap 'umount "$TREE/proc" 2>/dev/null || true' EXIT
cp "$REPO/wasm/build-cvc5-debian-steps.sh" "$TREE/build/steps.sh"
chroot "$TREE" env JOBS="$JOBS" OPT="$OPT" WASM_FLAGS="$WASM_FLAGS" CONFIGURE_ONLY="${CONFIGURE_ONLY:-0}" bash /build/steps.sh
[ "${CONFIGURE_ONLY:-0}" = 1 ] && exit 0

echo "== into $DEST"
mkdir -p "$DEST"
cp "$TREE/build/cvc5/build/bin/cvc5.js" "$TREE/build/cvc5/build/bin/cvc5.wasm" "$DEST/"
sha256sum "$DEST/cvc5.js" "$DEST/cvc5.wasm"
echo "== checked and installed for the page and the CLI (wasm/install-cvc5.ts)"
cd "$REPO"
npx tsx wasm/install-cvc5.ts "$DEST" --required
