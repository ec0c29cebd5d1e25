#!/usr/bin/env bash
# Builds cvc5 to WebAssembly for the playground's CVC5 lane and copies cvc5.js + cvc5.wasm into
# public/wasm/cvc5/ (see wasm/README.md for what every flag is for and what is not verified).
#
#   bash wasm/build-cvc5.sh                 # needs git, cmake, python3, make, a C/C++ toolchain, internet
#
# Environment overrides:
#   CVC5_REF        cvc5 git tag or branch to build (default: main; pin a release tag such as cvc5-1.x.y)
#   EMSDK_VERSION   emscripten to install when no emcc >= 3.1.70 is on PATH (default 3.1.74)
#   WORK            scratch directory (default ${TMPDIR:-/tmp}/cvc5-wasm-build)
#   DEST            where the pair goes (default <repo>/public/wasm/cvc5)
#   JOBS            parallel jobs (default: nproc)
#   EXTRA_WASM_FLAGS  appended to the emscripten link flags
set -euo pipefail

REPO=$(cd "$(dirname "$0")/.." && pwd)
CVC5_REF=${CVC5_REF:-main}
EMSDK_VERSION=${EMSDK_VERSION:-3.1.74}
WORK=${WORK:-${TMPDIR:-/tmp}/cvc5-wasm-build}
DEST=${DEST:-$REPO/public/wasm/cvc5}
JOBS=${JOBS:-$(nproc)}
MIN_EMCC=3.1.70

# The link flags. One instance per run, started by our loader (src/solvers/cvc5/emscripten-cli.ts):
#   MODULARIZE + EXPORT_NAME   a factory function, callable once per run (fresh C++ globals each time)
#   ENVIRONMENT=web,worker,node  the code runs in Web Workers and worker_threads as it is (the loader also runs
#                              cvc5's web-only release format, with shims: wasm/README.md)
#   INVOKE_RUN=0, EXIT_RUNTIME=0 main() runs only when we call callMain(args)
#   EXPORTED_RUNTIME_METHODS   callMain to run, FS to write /input.smt2 (comma list: no quotes to survive cmake)
#   ALLOW_MEMORY_GROWTH, MAXIMUM_MEMORY=4GB   hard instances need memory; 4GB is the wasm32 ceiling
#   STACK_SIZE=8MB (+ INITIAL_MEMORY above it)  emscripten's default stack is 64KB since 3.1.27; cvc5 recurses
#   STACK_OVERFLOW_CHECK=2     a stack overflow aborts instead of silently corrupting the heap (wrong answers)
WASM_FLAGS="-sMODULARIZE=1 -sEXPORT_NAME=cvc5Module -sENVIRONMENT=web,worker,node -sINVOKE_RUN=0 -sEXIT_RUNTIME=0"
WASM_FLAGS+=" -sEXPORTED_RUNTIME_METHODS=callMain,FS -sALLOW_MEMORY_GROWTH=1 -sMAXIMUM_MEMORY=4GB"
WASM_FLAGS+=" -sSTACK_SIZE=8MB -sINITIAL_MEMORY=64MB -sSTACK_OVERFLOW_CHECK=2"
WASM_FLAGS+=" ${EXTRA_WASM_FLAGS:-}"

version_ge() { [ "$(printf '%s\n%s\n' "$2" "$1" | sort -V | head -n1)" = "$2" ]; }

mkdir -p "$WORK"
echo "== emscripten"
if command -v emcc >/dev/null 2>&1 && version_ge "$(emcc -dumpversion)" "$MIN_EMCC"; then
  echo "using emcc $(emcc -dumpversion) from PATH"
else
  # Debian's emscripten package is 3.1.6: too old for cvc5 (fine for the test fixture only).
  if [ ! -d "$WORK/emsdk" ]; then git clone --depth 1 https://github.com/emscripten-core/emsdk.git "$WORK/emsdk"; fi
  "$WORK/emsdk/emsdk" install "$EMSDK_VERSION"
  "$WORK/emsdk/emsdk" activate "$EMSDK_VERSION"
  # shellcheck disable=SC1091
  source "$WORK/emsdk/emsdk_env.sh"
  echo "using emcc $(emcc -dumpversion) from emsdk"
fi

echo "== cvc5 $CVC5_REF"
if [ ! -d "$WORK/cvc5/.git" ]; then
  git clone --depth 1 --branch "$CVC5_REF" https://github.com/cvc5/cvc5.git "$WORK/cvc5"
fi
cd "$WORK/cvc5"
git log -1 --format='cvc5 commit %H (%cd)'

echo "== configure"
# --static --static-binary: one self-contained cvc5.wasm; --auto-download: GMP, CaDiCaL, symfpu, ... are
# fetched and cross-built by cvc5's CMake (needs internet); --wasm=JS: emit cvc5.js glue + cvc5.wasm.
./configure.sh production --static --static-binary --auto-download \
  --name=build-wasm --wasm=JS --wasm-flags="$WASM_FLAGS"

echo "== build (long: roughly an hour on 4 cores)"
cmake --build build-wasm -j "$JOBS"

echo "== install into $DEST"
mkdir -p "$DEST"
cp build-wasm/bin/cvc5.js build-wasm/bin/cvc5.wasm "$DEST/"
ls -l "$DEST/cvc5.js" "$DEST/cvc5.wasm"

echo "== check"
cd "$REPO"
npx tsx wasm/check-cvc5.ts "$DEST"
