#!/usr/bin/env bash
# The steps of wasm/build-cvc5-debian.sh that run inside its Debian unstable tree (chroot, /build holding cvc5.tar.gz
# and cadical.tar.gz): GMP from Debian's source package, CaDiCaL and cvc5 from their tarballs, all with emscripten,
# into /build/prefix, and cvc5's cvc5-bin target linked with WASM_FLAGS. JOBS and OPT as the outer script says.
set -euo pipefail
: "${JOBS:?}" "${OPT:?}" "${WASM_FLAGS:?}"
cd /build
PREFIX=/build/prefix
mkdir -p "$PREFIX"

echo "== GMP (Debian's source package)"
if [ ! -f "$PREFIX/lib/libgmp.a" ]; then
  rm -rf gmp-src && mkdir gmp-src && cd gmp-src
  apt-get -o Acquire::Check-Valid-Until=false update -qq
  apt-get source -qq gmp
  cd gmp-*/
  # Debian's tarball has no doc/: autoreconf makes configure again.
  autoreconf -fi >/dev/null
  emconfigure ./configure --host=none --build=x86_64-pc-linux-gnu --disable-assembly --enable-cxx \
    --disable-shared --enable-static --prefix="$PREFIX" >/dev/null
  emmake make -j"$JOBS" >/dev/null
  emmake make install >/dev/null
  cd /build
fi

echo "== CaDiCaL (as cvc5's FindCaDiCaL.cmake builds it)"
if [ ! -f "$PREFIX/lib/libcadical.a" ]; then
  rm -rf cadical && mkdir cadical && tar xzf cadical.tar.gz -C cadical --strip-components=1
  cd cadical && mkdir -p build
  # emscripten's libc has no closefrom: -DNCLOSEFROM.
  sed -e "s,@CXX@,em++," \
    -e "s,@CXXFLAGS@,-O3 -DNDEBUG -DQUIET -DNCLOSEFROM -std=c++11 -fwasm-exceptions," \
    -e "s,@LIBS@,," -e "s,@CONTRIB@,no," -e "s,@IPASIR@,no," \
    -e "s,^\tar rc ,\temar rc ," makefile.in >build/makefile
  (cd build && ../scripts/make-build-header.sh >build.hpp && emmake make -j"$JOBS" libcadical.a >/dev/null)
  mkdir -p "$PREFIX/lib" "$PREFIX/include/cadical"
  cp build/libcadical.a "$PREFIX/lib/"
  cp src/cadical.hpp src/tracer.hpp "$PREFIX/include/cadical/"
  cd /build
fi

echo "== cvc5"
rm -rf cvc5 && mkdir cvc5 && tar xzf cvc5.tar.gz -C cvc5 --strip-components=1
cd cvc5
# (a) cvc5 refuses a WebAssembly configure without --auto-download (which then needs pip): every dependency is here.
sed -i 's/elseif(BUILD_SHARED_LIBS OR NOT(STATIC_BINARY) OR NOT(ENABLE_AUTO_DOWNLOAD))/elseif(BUILD_SHARED_LIBS OR NOT(STATIC_BINARY))/' CMakeLists.txt
grep -q 'elseif(BUILD_SHARED_LIBS OR NOT(STATIC_BINARY))$' CMakeLists.txt || {
  echo "cvc5's CMakeLists.txt changed: patch (a) did not apply" >&2
  exit 1
}
# (b) FindCaDiCaL.cmake runs a test program for the version, which prints nothing under the WebAssembly link flags:
#     take it from a cache variable when that run gave nothing.
# shellcheck disable=SC2016 # CMake's ${…}, not the shell's
sed -i 's/^  # Minimum supported version$/  if(NOT CaDiCaL_VERSION AND CADICAL_VERSION_FOR_WASM)\n    set(CaDiCaL_VERSION "${CADICAL_VERSION_FOR_WASM}")\n  endif()\n  # Minimum supported version/' cmake/FindCaDiCaL.cmake
grep -q CADICAL_VERSION_FOR_WASM cmake/FindCaDiCaL.cmake || {
  echo "cvc5's FindCaDiCaL.cmake changed: patch (b) did not apply" >&2
  exit 1
}
emcmake cmake -S . -B build -DCMAKE_BUILD_TYPE=Production -DCMAKE_FIND_ROOT_PATH="$PREFIX" \
  -DCMAKE_PREFIX_PATH="$PREFIX" -DCADICAL_VERSION_FOR_WASM=2.1.3 \
  -DBUILD_SHARED_LIBS=OFF -DSTATIC_BINARY=ON -DENABLE_AUTO_DOWNLOAD=OFF -DUSE_PYTHON_VENV=OFF \
  -DWASM=JS -DWASM_FLAGS="$WASM_FLAGS" -DENABLE_GPL=OFF -DUSE_CLN=OFF -DUSE_POLY=OFF -DUSE_COCOA=OFF \
  -DUSE_CRYPTOMINISAT=OFF -DUSE_KISSAT=OFF -DUSE_GLPK=OFF -DUSE_EDITLINE=OFF -DBUILD_BINDINGS_PYTHON=OFF \
  -DBUILD_BINDINGS_JAVA=OFF -DBUILD_DOCS=OFF -DENABLE_UNIT_TESTING=OFF -DENABLE_IPO=OFF \
  -DCMAKE_C_FLAGS="$OPT -fwasm-exceptions" -DCMAKE_CXX_FLAGS="$OPT -fwasm-exceptions" >/dev/null
if [ "${CONFIGURE_ONLY:-0}" = 1 ]; then
  echo "configured (CONFIGURE_ONLY=1): cvc5 is not compiled"
  exit 0
fi
make -C build -j"$JOBS" cvc5-bin
ls -l build/bin/cvc5.js build/bin/cvc5.wasm
