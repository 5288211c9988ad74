#!/usr/bin/env bash
# Installs what is missing, builds, and runs verify-translation on a bundled
# pipeline that contains a real miscompilation; prints its counterexample.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
cargo build --release
exec ./examples/demo/run.sh
