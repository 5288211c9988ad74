#!/usr/bin/env bash
# Tests the CMake package as a downstream project uses it: configures, builds
# and installs mlir-refine with CMake into a temporary prefix, moves the
# prefix (the package must be relocatable), then configures
# examples/downstream with -DCMAKE_PREFIX_PATH=<prefix> (find_package(MLIRRefine))
# and runs its lit suite (%mlir_refine_plugin, %mlir-refine).
#
# The CMake build reuses the repository's release build in target/ (after
# `cargo build --release` cargo has nothing to do); set
# MLIR_REFINE_CARGO_TARGET_DIR to build elsewhere, e.g. an empty directory
# for a build from scratch.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
command -v cmake >/dev/null || { echo "test-downstream: cmake not found: run scripts/setup.sh" >&2; exit 1; }

work=$(mktemp -d "${TMPDIR:-/tmp}/mlir-refine-downstream.XXXXXX")
trap 'rm -rf "$work"' EXIT
target_dir=${MLIR_REFINE_CARGO_TARGET_DIR:-${CARGO_TARGET_DIR:-$root/target}}

# Runs a step with its output in a log, shown only when the step fails.
step() {
  local name=$1; shift
  echo "test-downstream: $name"
  if ! "$@" >"$work/$name.log" 2>&1; then
    cat "$work/$name.log"
    echo "test-downstream: FAILED at '$name': $*" >&2
    exit 1
  fi
}

step configure cmake -S . -B "$work/build" -DMLIR_REFINE_CARGO_TARGET_DIR="$target_dir"
step build cmake --build "$work/build"
step install cmake --install "$work/build" --prefix "$work/staged"
mv "$work/staged" "$work/prefix"
for f in lib/libmlir_refine.so bin/mlir-refine lib/cmake/MLIRRefine/MLIRRefineConfig.cmake \
  lib/cmake/MLIRRefine/MLIRRefineConfigVersion.cmake; do
  [ -f "$work/prefix/$f" ] || { echo "test-downstream: the install has no $f" >&2; exit 1; }
done
if grep -rqF "$work" "$work/prefix/lib/cmake"; then
  echo "test-downstream: the installed CMake files name the build or staging directory:" >&2
  grep -rnF "$work" "$work/prefix/lib/cmake" >&2
  exit 1
fi

step configure-downstream cmake -S examples/downstream -B "$work/downstream" -DCMAKE_PREFIX_PATH="$work/prefix"
echo "test-downstream: check-downstream"
cmake --build "$work/downstream" --target check-downstream
