#!/usr/bin/env bash
# The demo: MLIR 22's canonicalizer miscompiles a wrap-around-aware
# comparison, and verify-translation catches it with a counterexample.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
plugin="$root/target/release/libmlir_refine.so"
pipeline='func.func(canonicalize,cse)'

echo "== Input: $here/seqnum.mlir"
echo "== Pipeline: $pipeline, checked stage by stage by verify-translation"
echo
set +e
/usr/lib/llvm-22/bin/mlir-opt --load-pass-plugin="$plugin" \
  --pass-pipeline="builtin.module(verify-translation{pipeline=\"$pipeline\" remarks=true report=$here/report.jsonl})" \
  "$here/seqnum.mlir" -o "$here/seqnum.out.mlir" 2>&1
status=$?
set -e
echo
echo "== mlir-opt exited with status $status (the pass fails when a stage miscompiles)."
echo "== One JSON line per stage and function: $here/report.jsonl"
echo "== What canonicalize made of @seq_before:"
/usr/lib/llvm-22/bin/mlir-opt --canonicalize "$here/seqnum.mlir" | sed -n '/@seq_before/,/return/p'
