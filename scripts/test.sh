#!/usr/bin/env bash
# Builds mlir-refine and runs every test: the cargo tests, the CMake package
# in a downstream project (reusing the release build), then the lit suite
# (which drives the real mlir-opt 22, FileCheck and Z3).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
# Style first: formatting and lints are part of the tests.
cargo fmt --check
cargo clippy --release --all-targets -- -D warnings
cargo build --release --all-targets
cargo test --release -q
./scripts/test-downstream.sh
/usr/lib/llvm-22/bin/lit -sv test
