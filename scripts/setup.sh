#!/usr/bin/env bash
# Installs what mlir-refine needs on Debian bookworm, if it is missing:
# LLVM/MLIR 22 (from bookworm-security), Z3, a C++ compiler, and CMake with
# make (the CMake package, tested by scripts/test-downstream.sh). Idempotent.
set -euo pipefail

packages=(mlir-22-tools libmlir-22-dev llvm-22-dev llvm-22-tools libclang-22-dev libz3-dev z3 g++ python3 cmake make)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi

if ! command -v cargo >/dev/null; then
  echo "setup: cargo not found; install Rust (https://rustup.rs), version 1.85 or newer" >&2
  exit 1
fi
# cargo fmt and cargo clippy run in the tests.
for component in rustfmt clippy; do
  cmd=$([ "$component" = rustfmt ] && echo fmt || echo clippy)
  if ! cargo "$cmd" --version >/dev/null 2>&1; then
    if command -v rustup >/dev/null; then
      echo "setup: installing the Rust component $component"
      rustup component add "$component" >/dev/null
    else
      echo "setup: 'cargo $cmd' is missing; install the Rust component $component" >&2
      exit 1
    fi
  fi
done
for tool in mlir-opt FileCheck lit split-file not; do
  [ -x "/usr/lib/llvm-22/bin/$tool" ] || { echo "setup: /usr/lib/llvm-22/bin/$tool is missing" >&2; exit 1; }
done
