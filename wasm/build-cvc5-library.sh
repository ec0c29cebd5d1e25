#!/usr/bin/env bash
# Builds cvc5 as a WebAssembly *library* for the page's CVC5 lane: cvc5's static libraries (optimised) linked with
# our entry point (wasm/cvc5-library/entry.cpp), so a run is one call into a module that stays loaded, on a fresh
# solver each time, instead of a start of cvc5's command-line program (wasm/README.md says why and what it costs):
#
#   sudo bash wasm/build-cvc5-library.sh [--background] [--status] [--only NAME]... [--opt O2|O3] [--jobs N]
#
# Builds, from the source archives in ../shared/vendor ($SMTPLAY_VENDOR): cvc5-<release> (the newest release tag
# there, e.g. cvc5-1.3.4) and cvc5-main-<commit>; --only picks one. Each build gives
#   <dir>/out/<name>-<opt>/cvc5-library.js + .wasm   the ES module factory (createCvc5Library) and its code
#   <dir>/out/<name>-<opt>/build.json               version, commit, configure options, compiler, sizes, time
# which `npx tsx wasm/install-cvc5.ts <that folder>` checks and installs for the page and the CLI.
#
# The recipe is the one in ../shared/wasm/cvc5-1.3.2/README.md, without GitHub or pip: a private Debian unstable tree
# (mmdebstrap: emscripten, cmake, autotools, SymFPU's headers; this machine is untouched), GMP from Debian's source
# package, CaDiCaL from its archive, cvc5 configured without --auto-download (two edits to its CMake files). Three
# differences from that build:
#   - cvc5 is compiled at -O2 (--opt O3 for -O3), not -O0: cvc5's Production build appends -O3 after any
#     CMAKE_CXX_FLAGS, so the level is set through CMAKE_CXX_FLAGS_PRODUCTION, which comes last;
#   - one edit to cvc5's sources (wasm/cvc5-library/lazy-gmp-seed.patch): GMP's Mersenne Twister is seeded when
#     something first draws from it, not whenever a solver is made. Seeding it costs about 30 ms in WebAssembly and
#     almost no query draws from it, so every run paid 30 ms for nothing;
#   - the target is cvc5's libraries (libcvc5.a, libcvc5parser.a) and the command-line program, linked twice: our
#     entry point (cvc5-library.js) and cvc5's program (cvc5.js, to measure the one against the other).
#
# Where: $SMTPLAY_CVC5_WASM_BUILD, else <smtplay cache>/cvc5-wasm ($SMTPLAY_CACHE, else ~/.cache/smtplay). Resumable
# and idempotent: each step leaves a stamp, make picks up where it stopped; a second run while one is going says so.
# --background detaches and writes <dir>/build.log; --status says where each build is. Needs root (mmdebstrap,
# chroot) and Debian's mirror. Times on this 2-core machine: BENCHMARKS.md, "CVC5 as a library in the page".
set -euo pipefail

usage="usage: sudo bash wasm/build-cvc5-library.sh [--background] [--status] [--only NAME]... [--opt O2|O3] [--jobs N]"
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
cache=${SMTPLAY_CACHE:-${XDG_CACHE_HOME:-${HOME:-/root}/.cache}/smtplay}
dir=${SMTPLAY_CVC5_WASM_BUILD:-$cache/cvc5-wasm}
vendor=${SMTPLAY_VENDOR:-$here/../../shared/vendor}
jobs=$(nproc)
opt=O2
background=0
status=0
only=()
args=("$@")
while [ $# -gt 0 ]; do
  case $1 in
    --background) background=1 ;;
    --status) status=1 ;;
    --jobs) [ $# -ge 2 ] || { echo "build-cvc5-library.sh: --jobs needs a number ($usage)" >&2; exit 2; }; jobs=$2; shift ;;
    --jobs=*) jobs=${1#--jobs=} ;;
    --opt) [ $# -ge 2 ] || { echo "build-cvc5-library.sh: --opt needs O2 or O3 ($usage)" >&2; exit 2; }; opt=$2; shift ;;
    --opt=*) opt=${1#--opt=} ;;
    --only) [ $# -ge 2 ] || { echo "build-cvc5-library.sh: --only needs a build name, e.g. --only cvc5-1.3.4 ($usage)" >&2; exit 2; }; only+=("$2"); shift ;;
    --only=*) only+=("${1#--only=}") ;;
    -h | --help) sed -n '2,28p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "build-cvc5-library.sh: unknown argument '$1' ($usage)" >&2; exit 2 ;;
  esac
  shift
done
case $jobs in '' | *[!0-9]* | 0) echo "build-cvc5-library.sh: --jobs takes a positive number, e.g. --jobs 2" >&2; exit 2 ;; esac
case $opt in O2 | O3) ;; *) echo "build-cvc5-library.sh: --opt takes O2 or O3, e.g. --opt O3" >&2; exit 2 ;; esac

tree=$dir/tree
log=$dir/build.log
say() { echo "[$(date -u +%H:%M:%S)] $*" >&2; }
stem() { basename "$1" .tar.gz; }
find_archive() { find "$vendor" -maxdepth 1 -name "$1" 2>/dev/null | sort -V | tail -n 1; }
cvc5_release=$(find_archive 'cvc5-[0-9]*.tar.gz')
cvc5_main=$(find_archive 'cvc5-main-*.tar.gz')
cadical=$(find_archive 'cadical-*.tar.gz')
builds=()
[ -n "$cvc5_release" ] && builds+=("$cvc5_release")
[ -n "$cvc5_main" ] && builds+=("$cvc5_main")
short_name() { echo "$1" | sed -E 's/-[0-9a-f]{7,40}$//'; }
wanted() { # NAME
  [ ${#only[@]} -eq 0 ] && return 0
  local o
  for o in "${only[@]}"; do [ "$o" = "$1" ] || [ "$o" = "$(short_name "$1")" ] && return 0; done
  return 1
}

status_of() { # NAME
  local name=$1 out=$dir/out/$1-$opt
  if [ -f "$out/build.json" ]; then
    echo "$name ($opt): built, $out ($(sed -n 's/.*"version": "\([^"]*\)".*/\1/p' "$out/build.json"))"
  elif [ -f "$dir/logs/$name-$opt.log" ]; then
    local pct
    pct=$(grep -ao '^\[ *[0-9]*%\]' "$dir/logs/$name-$opt.log" | tail -n 1 | tr -d '[] ' || true)
    echo "$name ($opt): building${pct:+, $pct of its compile} (log: $dir/logs/$name-$opt.log)"
  else
    echo "$name ($opt): not started"
  fi
}
if [ "$status" = 1 ]; then
  for a in "${builds[@]}"; do wanted "$(stem "$a")" && status_of "$(stem "$a")"; done
  if [ -f "$dir/.pid" ] && kill -0 "$(cat "$dir/.pid")" 2>/dev/null; then echo "running (pid $(cat "$dir/.pid")); log: $log"; else echo "not running"; fi
  exit 0
fi
if [ ${#builds[@]} -eq 0 ] || [ -z "$cadical" ]; then
  echo "build-cvc5-library.sh: no cvc5-*.tar.gz or cadical-*.tar.gz in $vendor; set SMTPLAY_VENDOR=/path/to/vendor" >&2
  exit 2
fi
for o in "${only[@]+"${only[@]}"}"; do
  ok=0
  for a in "${builds[@]}"; do [ "$o" = "$(stem "$a")" ] || [ "$o" = "$(short_name "$(stem "$a")")" ] && ok=1; done
  [ "$ok" = 1 ] || { echo "build-cvc5-library.sh: no build is named '$o'; the builds here: $(for a in "${builds[@]}"; do printf '%s ' "$(short_name "$(stem "$a")")"; done)" >&2; exit 2; }
done
if [ "$(id -u)" != 0 ]; then
  echo "build-cvc5-library.sh: building in a private Debian tree needs root (mmdebstrap, chroot); run: sudo bash wasm/build-cvc5-library.sh" >&2
  exit 1
fi

mkdir -p "$dir/logs" "$dir/out"
if [ "$background" = 1 ]; then
  rest=()
  for a in "${args[@]}"; do [ "$a" = --background ] || rest+=("$a"); done
  setsid nohup bash "${BASH_SOURCE[0]}" "${rest[@]+"${rest[@]}"}" >>"$log" 2>&1 </dev/null &
  echo "Building cvc5 for the page in the background (pid $!)."
  echo "Progress: tail -f $log   or   bash wasm/build-cvc5-library.sh --status"
  exit 0
fi
exec 9>"$dir/.lock"
if ! flock -n 9; then
  echo "build-cvc5-library.sh: a build is already running (pid $(cat "$dir/.pid" 2>/dev/null || echo '?')); its log: $log" >&2
  exit 0
fi
echo $$ >"$dir/.pid"

in_tree() { # COMMAND: runs inside the tree; its mounts vanish with the private namespace
  # shellcheck disable=SC2016 # expanded by the inner sh
  unshare --mount --propagation private sh -c '
    mount -t proc proc "$1/proc" && mount --rbind /dev "$1/dev" &&
    exec chroot "$1" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 sh -c "$2"' \
    sh "$tree" "$1"
}

if [ ! -f "$tree/.complete" ]; then
  command -v mmdebstrap >/dev/null || { DEBIAN_FRONTEND=noninteractive apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq mmdebstrap >/dev/null; }
  say "Unpacking a Debian unstable tree with emscripten into $tree (a few minutes)…"
  rm -rf "$tree"
  # The archive's Release files can be past their Valid-Until against this machine's clock: do not check it.
  mmdebstrap --quiet --variant=buildd \
    --include=emscripten,cmake,python3,python3-tomli,python3-pyparsing,m4,autoconf,automake,libtool,texinfo,libsymfpu-dev,dpkg-dev \
    --aptopt='Acquire::Check-Valid-Until "false"' \
    unstable "$tree" "deb http://deb.debian.org/debian unstable main" "deb-src http://deb.debian.org/debian unstable main" >&2
  touch "$tree/.complete"
fi

if [ ! -f "$tree/opt/gmp/lib/libgmp.a" ]; then
  say "GMP from Debian's source package (about 12 minutes)…"
  # Debian's tarball has no doc/: autoreconf makes configure again.
  in_tree "set -e; rm -rf /build/gmp && mkdir -p /build/gmp && cd /build/gmp &&
    apt-get -o Acquire::Check-Valid-Until=false update -qq && apt-get source -qq gmp && cd gmp-*/ &&
    autoreconf -fi && emconfigure ./configure --host=none --build=x86_64-pc-linux-gnu --disable-assembly \
      --enable-cxx --disable-shared --enable-static --prefix=/opt/gmp &&
    emmake make -j$jobs && emmake make install" >"$dir/logs/gmp.log" 2>&1 ||
    { echo "build-cvc5-library.sh: building GMP failed; see $dir/logs/gmp.log" >&2; exit 1; }
fi

cadical_stem=$(stem "$cadical")
if [ ! -f "$tree/opt/gmp/lib/libcadical.a" ]; then
  say "$cadical_stem as cvc5's FindCaDiCaL.cmake builds it (about 10 minutes)…"
  rm -rf "$tree/build/$cadical_stem"
  mkdir -p "$tree/build"
  tar -xzf "$cadical" -C "$tree/build"
  # emscripten's libc has no closefrom: -DNCLOSEFROM.
  in_tree "set -e; cd /build/$cadical_stem && mkdir -p build &&
    sed -e 's,@CXX@,em++,' -e 's,@CXXFLAGS@,-O3 -DNDEBUG -DQUIET -DNCLOSEFROM -std=c++11 -fwasm-exceptions,' \
      -e 's,@LIBS@,,' -e 's,@CONTRIB@,no,' -e 's,@IPASIR@,no,' -e 's,^\tar rc ,\temar rc ,' makefile.in >build/makefile &&
    cd build && ../scripts/make-build-header.sh >build.hpp && emmake make -j$jobs libcadical.a &&
    mkdir -p /opt/gmp/include/cadical && cp libcadical.a /opt/gmp/lib/ && cp ../src/cadical.hpp ../src/tracer.hpp /opt/gmp/include/cadical/" \
    >"$dir/logs/$cadical_stem.log" 2>&1 ||
    { echo "build-cvc5-library.sh: building $cadical_stem failed; see $dir/logs/$cadical_stem.log" >&2; exit 1; }
fi

# The module: an ES module factory for workers and Node; memory grows; C++ exceptions are WebAssembly's own.
common_flags="-sMODULARIZE=1 -sEXPORT_ES6=1 -sENVIRONMENT=web,worker,node -sALLOW_MEMORY_GROWTH=1 -sINITIAL_MEMORY=64MB"
common_flags+=" -sMAXIMUM_MEMORY=4GB -sSTACK_SIZE=8MB -fwasm-exceptions"
cli_flags="$common_flags -sEXPORT_NAME=createCvc5 -sINVOKE_RUN=0 -sEXIT_RUNTIME=0"
cli_flags+=" -sEXPORTED_RUNTIME_METHODS=callMain,FS -sFORCE_FILESYSTEM=1"
library_flags="$common_flags -sEXPORT_NAME=createCvc5Library -sEXPORTED_FUNCTIONS=_smtplay_cvc5_run,_smtplay_cvc5_about,_malloc,_free"
library_flags+=" -sEXPORTED_RUNTIME_METHODS=UTF8ToString,stringToNewUTF8,HEAPU8"

build_one() { # ARCHIVE
  local archive=$1 name src build out configure started
  name=$(stem "$archive")
  src=/build/$name
  build=$src/build-$opt
  out=$dir/out/$name-$opt
  if [ ! -f "$tree$src/.patched" ]; then
    rm -rf "${tree:?}$src"
    tar -xzf "$archive" -C "$tree/build"
    # (a) cvc5 refuses a WebAssembly configure without --auto-download (which then needs pip): every dependency is here.
    sed -i 's/elseif(BUILD_SHARED_LIBS OR NOT(STATIC_BINARY) OR NOT(ENABLE_AUTO_DOWNLOAD))/elseif(BUILD_SHARED_LIBS OR NOT(STATIC_BINARY))/' "$tree$src/CMakeLists.txt"
    grep -q 'elseif(BUILD_SHARED_LIBS OR NOT(STATIC_BINARY))$' "$tree$src/CMakeLists.txt" ||
      { echo "build-cvc5-library.sh: $name's CMakeLists.txt changed: edit (a) did not apply" >&2; return 1; }
    # (b) FindCaDiCaL.cmake runs a test program for the version, which prints nothing under the WebAssembly link flags.
    # shellcheck disable=SC2016 # CMake's ${…}
    sed -i 's/^  # Minimum supported version$/  if(NOT CaDiCaL_VERSION AND CADICAL_VERSION_FOR_WASM)\n    set(CaDiCaL_VERSION "${CADICAL_VERSION_FOR_WASM}")\n  endif()\n  # Minimum supported version/' "$tree$src/cmake/FindCaDiCaL.cmake"
    grep -q CADICAL_VERSION_FOR_WASM "$tree$src/cmake/FindCaDiCaL.cmake" ||
      { echo "build-cvc5-library.sh: $name's FindCaDiCaL.cmake changed: edit (b) did not apply" >&2; return 1; }
    patch -d "$tree$src" -p1 --forward <"$here/cvc5-library/lazy-gmp-seed.patch" >&2 ||
      { echo "build-cvc5-library.sh: wasm/cvc5-library/lazy-gmp-seed.patch does not apply to $name" >&2; return 1; }
    touch "$tree$src/.patched"
  fi
  # The options cvc5's bug form asks for, as configure.sh would name them.
  configure="-DCMAKE_BUILD_TYPE=Production -DCMAKE_CXX_FLAGS_PRODUCTION=-$opt -DENABLE_ASSERTIONS=OFF -DENABLE_GPL=OFF"
  configure+=" -DUSE_CLN=OFF -DUSE_POLY=OFF -DUSE_COCOA=OFF -DUSE_CRYPTOMINISAT=OFF -DUSE_KISSAT=OFF -DUSE_GLPK=OFF"
  configure+=" -DUSE_EDITLINE=OFF -DUSE_MPFR=OFF -DBUILD_SHARED_LIBS=OFF -DSTATIC_BINARY=ON -DENABLE_AUTO_DOWNLOAD=OFF"
  configure+=" -DUSE_PYTHON_VENV=OFF -DWASM=JS -DBUILD_BINDINGS_PYTHON=OFF -DBUILD_BINDINGS_JAVA=OFF -DBUILD_DOCS=OFF"
  configure+=" -DENABLE_UNIT_TESTING=OFF -DENABLE_IPO=OFF"
  mkdir -p "$out"
  if [ ! -f "$out/.compiled" ]; then
    started=$(date +%s)
    say "$name: compiling at -$opt (about two hours on 2 cores; log: $dir/logs/$name-$opt.log)"
    # SymFPU is headers only (Debian's libsymfpu-dev); emscripten's CMake looks for headers under its find roots.
    in_tree "mkdir -p /opt/gmp/include && cp -r /usr/include/symfpu /opt/gmp/include/"
    in_tree "set -e; cd $src && { [ -f build-$opt/Makefile ] || emcmake cmake -S . -B build-$opt $configure \
        -DCMAKE_FIND_ROOT_PATH=/opt/gmp -DCMAKE_PREFIX_PATH=/opt/gmp -DCADICAL_VERSION_FOR_WASM=${cadical_stem#cadical-} \
        -DWASM_FLAGS='$cli_flags' -DCMAKE_C_FLAGS=-fwasm-exceptions -DCMAKE_CXX_FLAGS=-fwasm-exceptions; } &&
      make -C build-$opt -j$jobs cvc5-bin" >>"$dir/logs/$name-$opt.log" 2>&1 ||
      { echo "build-cvc5-library.sh: compiling $name failed; see $dir/logs/$name-$opt.log" >&2; return 1; }
    echo $(($(cat "$out/.seconds" 2>/dev/null || echo 0) + $(date +%s) - started)) >"$out/.seconds"
    touch "$out/.compiled"
  fi
  say "$name: linking our entry point (wasm/cvc5-library/entry.cpp)"
  mkdir -p "$tree/build/entry"
  cp "$here/cvc5-library/entry.cpp" "$tree/build/entry/entry.cpp"
  {
    echo "#define SMTPLAY_CVC5_SOURCE \"$(basename "$archive")\""
    echo "#define SMTPLAY_CVC5_SOURCE_SHA256 \"$(sha256sum "$archive" | cut -d' ' -f1)\""
    echo "#define SMTPLAY_CVC5_COMMIT \"$(commit_of "$archive")\""
    echo "#define SMTPLAY_CVC5_CONFIGURE \"$configure\""
    echo "#define SMTPLAY_CVC5_OPTIMISATION \"-$opt\""
    echo "#define SMTPLAY_CVC5_DEPENDENCIES \"$(deps_of)\""
  } >"$tree/build/entry/build-info.h"
  # Linked at -O2 whatever cvc5 was compiled at: an -O3 link runs emscripten's metadce, which renames the module's
  # exports (A, B, …), and the loader knows a library build by its export smtplay_cvc5_run (solvers/cvc5/emscripten-cli.ts).
  # cvc5's driver objects (its option parser, CommandExecutor, PortfolioDriver) go in an archive, so that only
  # what the entry point uses is linked; the entry point defines the driver's globals itself.
  in_tree "set -e; cd $build && rm -f /build/entry/libcvc5main.a &&
    emar rcs /build/entry/libcvc5main.a src/main/CMakeFiles/main.dir/*.o &&
    em++ -O2 -std=c++17 -fwasm-exceptions -DCVC5_NEED_HASH_UINT64_T -DCVC5_STATISTICS_ON -DNDEBUG -D__BUILDING_CVC5DRIVER \
      -I/build/entry @src/main/CMakeFiles/main.dir/includes_CXX.rsp \
      /build/entry/entry.cpp -o /build/entry/cvc5-library.js $library_flags /build/entry/libcvc5main.a \
      \$(find src -name libcvc5parser.a) \$(find src -name libcvc5.a) /opt/gmp/lib/libcadical.a /opt/gmp/lib/libgmp.a &&
    cp bin/cvc5.js bin/cvc5.wasm /build/entry/" >>"$dir/logs/$name-$opt.log" 2>&1 ||
    { echo "build-cvc5-library.sh: linking $name failed; see $dir/logs/$name-$opt.log" >&2; return 1; }
  cp "$tree/build/entry/cvc5-library.js" "$tree/build/entry/cvc5-library.wasm" "$tree/build/entry/cvc5.js" "$tree/build/entry/cvc5.wasm" "$out/"
  write_record "$name" "$archive" "$out" "$configure"
}

# The commit a build names: a main snapshot's is its name's tail; a release archive's is its tag's, looked up by the
# archive's SHA-256 in cvc5-library/release-tags.tsv (nothing for an archive not listed there).
commit_of() { # ARCHIVE
  local main sha
  main=$(stem "$1" | sed -n 's/.*-main-\([0-9a-f]*\)$/\1/p')
  if [ -n "$main" ]; then echo "$main"; return; fi
  sha=$(sha256sum "$1" | cut -d' ' -f1)
  awk -F'\t' -v sha="$sha" '!/^#/ && $2 == sha { print $4 }' "$here/cvc5-library/release-tags.tsv"
}

deps_of() {
  echo "GMP $(in_tree "ls -d /build/gmp/gmp-*/" | xargs basename | sed 's/^gmp-//') (Debian source package), CaDiCaL ${cadical_stem#cadical-} (source archive), SymFPU (Debian libsymfpu-dev $(in_tree "dpkg-query -W -f '\${Version}' libsymfpu-dev"))"
}

write_record() { # NAME ARCHIVE OUT CONFIGURE
  local name=$1 archive=$2 out=$3 configure=$4
  # shellcheck disable=SC2016 # the JavaScript reads its ${…} from the environment
  NAME=$name COMMIT=$(commit_of "$archive") BRANCH=$(case $name in *-main-*) echo main ;; *) echo release ;; esac) \
    SOURCE=$(basename "$archive") \
    SHA=$(sha256sum "$archive" | cut -d' ' -f1) CONFIGURE=$configure OPT=-$opt \
    EMCC=$(in_tree 'emcc --version' | head -n 1) DEPS=$(deps_of) SECONDS_=$(cat "$out/.seconds" 2>/dev/null || echo 0) OUT=$out node --input-type=module -e '
      import { readFileSync, writeFileSync } from "node:fs";
      import { gzipSync } from "node:zlib";
      import { createHash } from "node:crypto";
      const e = process.env;
      const file = (f) => { const b = readFileSync(`${e.OUT}/${f}`); return { bytes: b.length, gzipBytes: gzipSync(b, { level: 9 }).length, sha256: createHash("sha256").update(b).digest("hex") }; };
      const { default: create } = await import(`${e.OUT}/cvc5-library.js`);
      const mod = await create();
      const about = JSON.parse(mod.UTF8ToString(mod._smtplay_cvc5_about()));
      const record = {
        name: e.NAME, version: about.version, commit: e.COMMIT || null, branch: e.BRANCH,
        source: e.SOURCE, sourceSha256: e.SHA, optimisation: e.OPT, configure: e.CONFIGURE, about,
        dependencies: e.DEPS,
        compiler: e.EMCC, compileSeconds: Number(e.SECONDS_), builtAt: new Date().toISOString(),
        files: { "cvc5-library.js": file("cvc5-library.js"), "cvc5-library.wasm": file("cvc5-library.wasm"), "cvc5.js": file("cvc5.js"), "cvc5.wasm": file("cvc5.wasm") },
      };
      writeFileSync(`${e.OUT}/build.json`, JSON.stringify(record, null, 2) + "\n");' ||
    { echo "build-cvc5-library.sh: $name was built but its module did not load in Node; see above" >&2; return 1; }
  # The CLI pair is an ES module too: Node needs to be told.
  echo '{"type":"module"}' >"$out/package.json"
  say "$name: built at -$opt: $out ($(sed -n 's/.*"version": "\([^"]*\)".*/\1/p' "$out/build.json" | head -n 1))"
}

failed=0
for a in "${builds[@]}"; do
  wanted "$(stem "$a")" || continue
  build_one "$a" || failed=1
done
rm -f "$dir/.pid"
exit $failed
