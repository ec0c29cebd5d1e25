#!/usr/bin/env bash
# Builds the solvers' heads natively, with their assertions on, from the source snapshots in ../shared/vendor
# (cvc5 main, cvc5's newest release tag, Z3 main), for smtplay's `head` lanes:
#
#   bash scripts/head-solvers.sh [--background] [--only NAME]... [--jobs N] [--status] [--quiet]
#
# Builds (in this order; --only picks some):
#   z3-main-<commit>         Z3 main, release optimisation (-O3) with Z3's assertions compiled in (-DZ3DEBUG)
#   cvc5-main-<commit>       cvc5 main: `configure.sh production --assertions --no-poly` (GMP, MPFR, CaDiCaL, SymFPU;
#                            LibPoly is not in Debian, so cvc5's nonlinear cylindrical algebraic coverings are left out)
#   cvc5-<release>           cvc5's newest release tag, configured as cvc5 main
#   z3-main-<commit>-debug   Z3 main, Z3's own debug build (-O0, assertions, tracing): built to measure its cost
#                            against the release build with assertions (BENCHMARKS: "The solvers' heads")
#
# Why Z3 is also built with NO_Z3_DEBUGGER: a Z3 assertion build that fails an assertion asks on stdin whether to
# continue, abort or start gdb; smtplay's persistent z3 reads the script from stdin, so the question would eat the
# next command. NO_Z3_DEBUGGER (Z3's own switch, used for its WebAssembly build) exits with ERR_INTERNAL_FATAL
# after printing "ASSERTION VIOLATION", file and line instead.
#
# Nothing on this machine is touched: a private Debian unstable tree (mmdebstrap --variant=buildd, with cmake,
# GMP, MPFR and SymFPU from Debian; CaDiCaL from ../shared/vendor) holds the compilers and the builds, and each
# build runs inside it (chroot in a private mount namespace). Each solver gets a wrapper DIR/bin/NAME that runs it
# with the tree's loader and libraries, and DIR/builds/NAME.json: what the reports quote (version as the executable
# prints it, commit, configure options, build type, source archive and its SHA-256, build time).
#
# Where: $SMTPLAY_HEAD_SOLVERS, else <smtplay cache>/head-solvers (the cache is $SMTPLAY_CACHE, else
# $XDG_CACHE_HOME/smtplay, else ~/.cache/smtplay). Sources: $SMTPLAY_VENDOR, else ../shared/vendor beside this
# checkout. Resumable and idempotent: every step leaves a stamp, make picks up where it stopped, a finished build
# is not built again; a second run while one is going says so and leaves it alone. --background detaches the build
# and writes DIR/build.log; --status prints where each build is. Needs root (mmdebstrap, chroot) and Debian's
# mirror. Measured here: BENCHMARKS.md, "The solvers' heads". Nothing in `npm test` or CI needs it.
set -euo pipefail

usage="usage: bash scripts/head-solvers.sh [--background] [--only NAME]... [--jobs N] [--status] [--quiet]"
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
cache=${SMTPLAY_CACHE:-${XDG_CACHE_HOME:-${HOME:-/root}/.cache}/smtplay}
dir=${SMTPLAY_HEAD_SOLVERS:-$cache/head-solvers}
vendor=${SMTPLAY_VENDOR:-$here/../../shared/vendor}
jobs=$(nproc)
background=0
status=0
quiet=0
only=()
args=("$@")
while [ $# -gt 0 ]; do
  case $1 in
    --background) background=1 ;;
    --status) status=1 ;;
    --quiet) quiet=1 ;;
    --jobs)
      [ $# -ge 2 ] || { echo "head-solvers.sh: --jobs needs a number ($usage)" >&2; exit 2; }
      jobs=$2
      shift
      ;;
    --jobs=*) jobs=${1#--jobs=} ;;
    --only)
      [ $# -ge 2 ] || { echo "head-solvers.sh: --only needs a build name, e.g. --only cvc5-main ($usage)" >&2; exit 2; }
      only+=("$2")
      shift
      ;;
    --only=*) only+=("${1#--only=}") ;;
    -h | --help)
      sed -n '2,30p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'
      exit 0
      ;;
    *)
      echo "head-solvers.sh: unknown argument '$1' ($usage)" >&2
      exit 2
      ;;
  esac
  shift
done
case $jobs in '' | *[!0-9]* | 0)
  echo "head-solvers.sh: --jobs takes a positive number, e.g. --jobs 2" >&2
  exit 2
  ;;
esac

tree=$dir/tree
log=$dir/build.log
say() { [ "$quiet" = 1 ] || echo "[$(date -u +%H:%M:%S)] $*" >&2; }

# The builds, from the archives at hand: NAME KIND ARCHIVE. The commit is the archive's name's tail (the
# snapshots were taken at a commit and named by it); a release archive names its tag.
builds=()
find_archive() { find "$vendor" -maxdepth 1 -name "$1" 2>/dev/null | sort -V | tail -n 1; }
z3_main=$(find_archive 'z3-main-*.tar.gz')
cvc5_main=$(find_archive 'cvc5-main-*.tar.gz')
cvc5_release=$(find_archive 'cvc5-[0-9]*.tar.gz')
cadical=$(find_archive 'cadical-*.tar.gz')
stem() { basename "$1" .tar.gz; }
[ -n "$z3_main" ] && builds+=("$(stem "$z3_main") z3-release-asserts $z3_main")
[ -n "$cvc5_main" ] && builds+=("$(stem "$cvc5_main") cvc5 $cvc5_main")
[ -n "$cvc5_release" ] && builds+=("$(stem "$cvc5_release") cvc5 $cvc5_release")
[ -n "$z3_main" ] && builds+=("$(stem "$z3_main")-debug z3-debug $z3_main")

status_of() { # NAME -> one line
  local name=$1 f=$dir/builds/$1.json
  if [ -f "$f" ]; then
    echo "$name: built ($(sed -n 's/.*"version": "\([^"]*\)".*/\1/p' "$f"), $dir/bin/$name)"
  elif [ -f "$dir/logs/$name.log" ]; then
    local pct
    pct=$(grep -ao '^\[ *[0-9]*%\]' "$dir/logs/$name.log" | tail -n 1 | tr -d '[] ' || true)
    echo "$name: building${pct:+, $pct of its compile} (log: $dir/logs/$name.log)"
  else
    echo "$name: not started"
  fi
}

if [ "$status" = 1 ]; then
  [ ${#builds[@]} -gt 0 ] || { echo "head-solvers.sh: no source archives in $vendor (set SMTPLAY_VENDOR)" >&2; exit 2; }
  for b in "${builds[@]}"; do status_of "${b%% *}"; done
  if [ -f "$dir/.pid" ] && kill -0 "$(cat "$dir/.pid")" 2>/dev/null; then
    echo "running (pid $(cat "$dir/.pid")); log: $log"
  else
    echo "not running"
  fi
  exit 0
fi

if [ ${#builds[@]} -eq 0 ] || [ -z "$cadical" ]; then
  echo "head-solvers.sh: no solver source archives (cvc5-main-*.tar.gz, z3-main-*.tar.gz, cadical-*.tar.gz) in $vendor; set SMTPLAY_VENDOR=/path/to/vendor" >&2
  exit 2
fi
# A build is asked for by its name or by its name without the commit (z3-main, cvc5-main, z3-main-debug).
short_name() { echo "$1" | sed -E 's/-[0-9a-f]{7,40}(-|$)/\1/'; }
wanted() { # NAME
  [ ${#only[@]} -eq 0 ] && return 0
  local o
  for o in "${only[@]}"; do [ "$o" = "$1" ] || [ "$o" = "$(short_name "$1")" ] && return 0; done
  return 1
}
for o in "${only[@]+"${only[@]}"}"; do
  ok=0
  for b in "${builds[@]}"; do [ "$o" = "${b%% *}" ] || [ "$o" = "$(short_name "${b%% *}")" ] && ok=1; done
  if [ "$ok" = 0 ]; then
    echo "head-solvers.sh: no build is named '$o'; the builds here: $(for b in "${builds[@]}"; do printf '%s ' "$(short_name "${b%% *}")"; done)" >&2
    exit 2
  fi
done
if [ "$(id -u)" != 0 ]; then
  echo "head-solvers.sh: building in a private Debian tree needs root (mmdebstrap, chroot); run: sudo bash scripts/head-solvers.sh" >&2
  exit 1
fi

mkdir -p "$dir/logs" "$dir/builds" "$dir/bin"
if [ "$background" = 1 ]; then
  rest=()
  for a in "${args[@]}"; do [ "$a" = --background ] || rest+=("$a"); done
  setsid nohup bash "${BASH_SOURCE[0]}" "${rest[@]+"${rest[@]}"}" >>"$log" 2>&1 </dev/null &
  echo "Building the solvers' heads in the background (pid $!)."
  echo "Progress: tail -f $log   or   bash scripts/head-solvers.sh --status"
  exit 0
fi

exec 9>"$dir/.lock"
if ! flock -n 9; then
  echo "head-solvers.sh: a build is already running (pid $(cat "$dir/.pid" 2>/dev/null || echo '?')); its log: $log" >&2
  exit 0
fi
echo $$ >"$dir/.pid"

# Runs a shell command inside the tree; its mounts vanish with the private namespace.
in_tree() {
  # The single-quoted script is expanded by the inner sh, with the tree and the command as its $1 and $2.
  # shellcheck disable=SC2016
  unshare --mount --propagation private sh -c '
    mount -t proc proc "$1/proc" && mount --rbind /dev "$1/dev" &&
    exec chroot "$1" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 sh -c "$2"' \
    sh "$tree" "$1"
}

# What the builds need from Debian: cvc5 main configures MPFR (its floating-point literals) by default since 2026.
tree_packages=(cmake python3 python3-pyparsing libgmp-dev libsymfpu-dev libmpfr-dev)

if [ ! -f "$tree/.complete" ]; then
  if ! command -v mmdebstrap >/dev/null; then
    say "Installing mmdebstrap with apt-get…"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq mmdebstrap >/dev/null
  fi
  say "Unpacking a Debian unstable build tree into $tree (compilers, cmake, GMP, MPFR, SymFPU; a few minutes)…"
  rm -rf "$tree"
  # The archive's Release files can be past their Valid-Until against this machine's clock: do not check it.
  mmdebstrap --quiet --variant=buildd \
    --include="$(echo "${tree_packages[@]}" | tr ' ' ,)" \
    --aptopt='Acquire::Check-Valid-Until "false"' \
    unstable "$tree" "deb http://deb.debian.org/debian unstable main" >&2
  touch "$tree/.complete"
fi
# A tree made before a package joined the list gets it now.
missing=$(in_tree "for p in ${tree_packages[*]}; do dpkg -s \$p >/dev/null 2>&1 || echo \$p; done" | tr '\n' ' ')
missing=${missing% }
if [ -n "$missing" ]; then
  say "Adding $missing to the build tree…"
  in_tree "apt-get update -qq -o Acquire::Check-Valid-Until=false && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing" >&2
fi
loader=$tree/usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2
libs=$tree/usr/lib/x86_64-linux-gnu

unpack() { # ARCHIVE -> /build/src/<stem> inside the tree
  local name
  name=$(stem "$1")
  if [ ! -f "$tree/build/src/$name/.unpacked" ]; then
    rm -rf "$tree/build/src/$name"
    mkdir -p "$tree/build/src"
    tar -xzf "$1" -C "$tree/build/src"
    touch "$tree/build/src/$name/.unpacked"
  fi
}

# CaDiCaL as cvc5's own recipe builds it (FindCaDiCaL.cmake): static, position-independent; shared by the cvc5s.
cadical_stem=$(stem "$cadical")
if [ ! -f "$tree/opt/$cadical_stem/.complete" ]; then
  say "Building ${cadical_stem} (for cvc5)…"
  unpack "$cadical"
  in_tree "cd /build/src/$cadical_stem && ./configure -fPIC && make -j$jobs -C build libcadical.a &&
    mkdir -p /opt/$cadical_stem/include/cadical /opt/$cadical_stem/lib &&
    cp src/cadical.hpp src/tracer.hpp /opt/$cadical_stem/include/cadical/ &&
    cp build/libcadical.a /opt/$cadical_stem/lib/" >"$dir/logs/$cadical_stem.log" 2>&1 ||
    { echo "head-solvers.sh: building $cadical_stem failed; see $dir/logs/$cadical_stem.log" >&2; exit 1; }
  touch "$tree/opt/$cadical_stem/.complete"
fi


# The time a build took, over every attempt: an attempt that was stopped counts until its log last grew.
account_start() { # NAME
  local f=$dir/logs/$1
  if [ -f "$f.started" ] && [ -f "$f.log" ]; then
    echo $(($(cat "$f.seconds" 2>/dev/null || echo 0) + $(stat -c %Y "$f.log") - $(cat "$f.started")))>"$f.seconds"
  fi
  date +%s >"$f.started"
}
account_end() { # NAME
  local f=$dir/logs/$1
  echo $(($(cat "$f.seconds" 2>/dev/null || echo 0) + $(date +%s) - $(cat "$f.started"))) >"$f.seconds"
  rm -f "$f.started"
}

configure_of() { # KIND PREFIX
  case $1 in
    cvc5) echo "production --assertions --no-poly --prefix=$2 --name=build --dep-path=/opt/$cadical_stem" ;;
    z3-debug) echo "-DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS=-DNO_Z3_DEBUGGER $z3_common" ;;
    z3-release-asserts) echo "-DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS='-DZ3DEBUG -DNO_Z3_DEBUGGER' $z3_common" ;;
  esac
}
z3_common="-DZ3_BUILD_LIBZ3_SHARED=OFF -DZ3_BUILD_PYTHON_BINDINGS=OFF -DZ3_BUILD_TEST_EXECUTABLES=OFF"

build_one() { # NAME KIND ARCHIVE
  local name=$1 kind=$2 archive=$3 src prefix configure
  src=/build/src/$(stem "$archive")
  prefix=/opt/$name
  configure=$(configure_of "$kind" "$prefix")
  if [ -x "$tree$prefix/bin/${kind%%-*}" ] && [ ! -f "$dir/logs/$name.started" ]; then
    say "$name: already built"
  else
    unpack "$archive"
    account_start "$name"
    case $kind in
      cvc5)
        say "$name: configure.sh $configure"
        in_tree "cd $src && { [ -f build/Makefile ] || ./configure.sh $configure; } &&
          cd build && make -j$jobs cvc5-bin && make install" >>"$dir/logs/$name.log" 2>&1 ||
          { echo "head-solvers.sh: building $name failed; see $dir/logs/$name.log" >&2; return 1; }
        ;;
      z3-release-asserts | z3-debug)
        say "$name: cmake $configure"
        in_tree "cd $src && { [ -f build-$kind/Makefile ] || cmake -S . -B build-$kind $configure; } &&
          cd build-$kind && make -j$jobs shell && mkdir -p $prefix/bin && cp z3 $prefix/bin/z3" \
          >>"$dir/logs/$name.log" 2>&1 ||
          { echo "head-solvers.sh: building $name failed; see $dir/logs/$name.log" >&2; return 1; }
        ;;
    esac
    account_end "$name"
  fi
  write_record "$name" "$kind" "$archive" "$configure"
}

# The wrapper, and what reports quote: the version the executable prints, the commit, the configure options and
# (cvc5's form asks for it) configure.sh's summary, the libraries it was built with. Written again on every run.
write_record() { # NAME KIND ARCHIVE CONFIGURE
  local name=$1 kind=$2 archive=$3 configure=$4
  local prefix=/opt/$name solver=${kind%%-*}
  local exe=$tree$prefix/bin/$solver wrapper=$dir/bin/$name version commit sha deps="" summary=""
  printf '#!/bin/sh\n# %s, built by scripts/head-solvers.sh and run with its build tree'"'"'s loader and libraries.\nexec "%s" --library-path "%s" "%s" "$@"\n' \
    "$name" "$loader" "$libs:$tree$prefix/lib" "$exe" >"$wrapper.new"
  chmod +x "$wrapper.new"
  version=$("$wrapper.new" --version 2>&1 | head -n 1)
  commit=$(stem "$archive" | sed -n 's/.*-main-\([0-9a-f]*\)$/\1/p')
  sha=$(sha256sum "$archive" | cut -d' ' -f1)
  if [ "$solver" = cvc5 ]; then
    deps="CaDiCaL ${cadical_stem#cadical-} (source archive), $(in_tree "dpkg-query -W -f '\${Package} \${Version}, ' libgmp-dev libmpfr-dev libsymfpu-dev" | sed 's/, $//') (Debian unstable)"
    # configure.sh's summary, from the first configure's log: cvc5's bug form asks for it.
    summary=$(sed 's/\x1b\[[0-9;]*m//g' "$dir/logs/$name.log" | sed -n '/^Build profile/,/^Install prefix/p' | head -n 60)
  fi
  NAME=$name SOLVER=$solver VERSION=$version COMMIT=$commit SOURCE=$(basename "$archive") SHA=$sha \
    CONFIGURE=$configure SUMMARY=$summary DEPS=$deps KIND=$kind EXE=$exe WRAPPER=$wrapper \
    COMPILER=$(in_tree 'c++ --version' | head -n 1) BUILT=$(date -u -d "@$(stat -c %Y "$exe")" +%Y-%m-%dT%H:%M:%SZ) \
    SECONDS_=$(cat "$dir/logs/$name.seconds" 2>/dev/null || echo 0) node -e '
      const e = process.env;
      const record = {
        name: e.NAME, solver: e.SOLVER, version: e.VERSION, commit: e.COMMIT, branch: e.COMMIT ? "main" : "release",
        source: e.SOURCE, sourceSha256: e.SHA, configure: e.CONFIGURE, configureSummary: e.SUMMARY,
        dependencies: e.DEPS, kind: e.KIND, assertions: true, compiler: e.COMPILER, builtAt: e.BUILT,
        buildSeconds: Number(e.SECONDS_), executable: e.EXE, wrapper: e.WRAPPER,
      };
      process.stdout.write(JSON.stringify(record, null, 2) + "\n");' >"$dir/builds/$name.json.new"
  mv "$wrapper.new" "$wrapper"
  mv "$dir/builds/$name.json.new" "$dir/builds/$name.json"
  say "$name: built in $(cat "$dir/logs/$name.seconds" 2>/dev/null || echo '?') s: $version"
}

failed=0
for b in "${builds[@]}"; do
  read -r name kind archive <<<"$b"
  wanted "$name" || continue
  build_one "$name" "$kind" "$archive" || failed=1
done
rm -f "$dir/.pid"
for b in "${builds[@]}"; do
  name=${b%% *}
  wanted "$name" || continue
  if [ -f "$dir/builds/$name.json" ]; then
    echo "$name $(sed -n 's/.*"version": "\([^"]*\)".*/\1/p' "$dir/builds/$name.json") $dir/bin/$name"
  fi
done
exit $failed
