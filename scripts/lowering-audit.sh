#!/usr/bin/env bash
# Does MLIR's own lowering to LLVM read each miscompilation of
# docs/miscompilations.md that rests on a semantic choice as mlir-refine
# does? (issue 28, item 2)
#
# usage: scripts/lowering-audit.sh [-v] [CASE.mlir ...]
#        (default: every scripts/lowering-audit/*.mlir; -v keeps the scratch
#        files and says where)
#
# Each case file starts with directives
#   // ITEM: n            the docs item        // WHAT: one line about it
#   // PASS: pipeline     the pass under test, run on fn.mlir alone
#   // LOWER: options     mlir-opt options lowering a program to LLVM
#   // ALSO-LOWER: ...    (any number) other lowerings MLIR offers, shown beside
#   // TOOL-OPTS: ...     mlir-refine options (e.g. --index-bitwidth=32)
#   // TARGET-MAY-FAIL: yes   the lowered target may crash (UB): an outcome
#   // NOTE: ...          the choice, and what LangRef says of poison or UB
# and then the split-file parts
#   fn.mlir       the function(s) of the item's test (the source)
#   check.mlir    @check(): calls them on the item's counterexample
#   tool.mlir     @check(): returns what mlir-refine says the source gives
#   tool-tgt.mlir (optional) @check(): what it says the target gives
#   main.mlir     @main(): prints @check()'s results (floats with @p32 ...
#                 of print.inc, appended to every program: value and bits)
#   check-tgt.mlir, main-tgt.mlir (optional) the same for the target, when
#                 the pass changes the function's signature.
# For each case the script
#   1. checks the tool's reading: `mlir-refine fn+tool.mlir fn+check.mlir`
#      must say `@check: valid` (the call gives exactly those values: no UB,
#      no poison); the same for the target with tool-tgt.mlir;
#   2. runs fn+tool+main, lowered with LOWER, under mlir-runner: the tool's
#      values as main prints them;
#   3. runs fn+check+main, lowered with LOWER: MLIR's lowering of the source;
#   4. runs PASS(fn)+check+main, lowered with LOWER: the target;
# and prints whether the lowered source prints the tool's values ("agrees"),
# whether the lowered target prints something else, and with tool-tgt.mlir
# whether the lowered target prints what the tool says the target gives.
# Programs run at -O0 so that LLVM folds nothing before they run.
#
# Exit status: 0 when every step ran (whatever the outcomes), 1 when a step
# failed (a lowering, a run, or the tool's reading did not check), 0 with a
# "skipped" line when mlir-opt, mlir-runner, split-file or the runner
# libraries are missing.
set -u

LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
LLVM_LIB=${LLVM_LIB:-/usr/lib/llvm-22/lib}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
REFINE=${MLIR_REFINE:-$ROOT/target/release/mlir-refine}

verbose=0
if [ "${1:-}" = "-v" ]; then verbose=1; shift; fi

for t in mlir-opt mlir-runner split-file; do
  if [ ! -x "$LLVM_BIN/$t" ]; then
    echo "lowering-audit: skipped: $LLVM_BIN/$t is missing (set LLVM_BIN)"
    exit 0
  fi
done
LIBS=$LLVM_LIB/libmlir_c_runner_utils.so,$LLVM_LIB/libmlir_runner_utils.so
for l in ${LIBS//,/ }; do
  if [ ! -e "$l" ]; then
    echo "lowering-audit: skipped: $l is missing (set LLVM_LIB)"
    exit 0
  fi
done
if [ ! -x "$REFINE" ]; then
  echo "lowering-audit: note: $REFINE is missing (cargo build --release, or set MLIR_REFINE):"
  echo "lowering-audit: the tool's values are printed but not re-checked"
  REFINE=
fi

if [ $# -eq 0 ]; then set -- "$ROOT"/scripts/lowering-audit/*.mlir; fi

OPT=$LLVM_BIN/mlir-opt
RUN=("$LLVM_BIN/mlir-runner" -O0 -e main -entry-point-result=void "--shared-libs=$LIBS")
failed=0

# directive NAME FILE: the text after `// NAME:` (lines joined by a space)
directive() {
  sed -n "s|^// $1: *||p" "$2" | paste -sd' ' -
}

# lower_run OUT LOWER FILES...: lower the concatenation, run it, output in OUT
lower_run() {
  local out=$1 lower=$2
  shift 2
  cat "$@" "$ROOT/scripts/lowering-audit/print.inc" > "$out.mlir"
  # shellcheck disable=SC2086  # LOWER is a list of mlir-opt options
  if ! "$OPT" $lower "$out.mlir" -o "$out.ll.mlir" 2> "$out.err"; then
    echo "lowering failed: $(head -c 300 "$out.err")" > "$out"
    return 1
  fi
  # convert-arith-to-llvm leaves a discardable `fastmath = #arith.fastmath<..>`
  # on the llvm.fpext/fptrunc of an arith.extf/truncf with flags, which
  # mlir-runner (no arith dialect) cannot parse; LLVM's casts carry none.
  sed -i 's/ {fastmath = #arith.fastmath<[a-z, ]*>}//' "$out.ll.mlir"
  # In a subshell whose stderr is dropped, so that bash's own report of a
  # crash ("Segmentation fault") does not interleave with the audit's output.
  local st=0
  ( timeout 60 "${RUN[@]}" "$out.ll.mlir" > "$out" 2> "$out.err"; exit $? ) 2> /dev/null || st=$?
  if [ $st -ne 0 ]; then
    echo "run failed (status $st): $(tr '\n' ' ' < "$out" | head -c 200)$(head -1 "$out.err" | head -c 200)" > "$out.msg"
    mv "$out.msg" "$out"
    return 1
  fi
  return 0
}

show() { tr '\n' ' ' < "$1" | sed 's/ *$//'; }

# reading FN VALUES CALL: does mlir-refine read @check of FN + CALL as
# returning exactly VALUES' @check (no UB, no poison)? Prints how it went.
reading() {
  [ -z "$REFINE" ] && { echo "not re-checked"; return 0; }
  cat "$1" "$2" > "$1.values.mlir"
  cat "$1" "$3" > "$1.call.mlir"
  # shellcheck disable=SC2086  # TOOL-OPTS is a list of options
  "$REFINE" $topts "$1.values.mlir" "$1.call.mlir" > "$1.reading" 2>&1
  if grep -q '^@check: valid' "$1.reading"; then
    echo "checked by mlir-refine"
  else
    echo "NOT what mlir-refine says: $(grep '^@check' "$1.reading" | head -1)"
    return 1
  fi
}

for case in "$@"; do
  name=$(basename "$case" .mlir)
  dir=$(mktemp -d "${TMPDIR:-/tmp}/lowering-audit.$name.XXXXXX")
  "$LLVM_BIN/split-file" "$case" "$dir"
  item=$(directive ITEM "$case")
  what=$(directive WHAT "$case")
  pass=$(directive PASS "$case")
  lower=$(directive LOWER "$case")
  topts=$(directive TOOL-OPTS "$case")
  echo "item $item: $what [$name]"
  ok=1

  # The target: the pass runs on the item's function alone (as the test
  # runs it); mlir-opt prints it inside `module {` ... `}` (after any
  # attribute aliases), and those two lines are dropped.
  tcheck=$dir/check.mlir
  tmain=$dir/main.mlir
  [ -s "$dir/check-tgt.mlir" ] && tcheck=$dir/check-tgt.mlir
  [ -s "$dir/main-tgt.mlir" ] && tmain=$dir/main-tgt.mlir
  if ! "$OPT" --pass-pipeline="builtin.module($pass)" "$dir/fn.mlir" 2> "$dir/pass.err" \
      | sed -e '/^module.*{$/d' -e '/^}$/d' > "$dir/fn-tgt.mlir" || [ ! -s "$dir/fn-tgt.mlir" ]; then
    echo "  the pass failed: $(head -c 300 "$dir/pass.err")"
    failed=1
    rm -rf "$dir"
    continue
  fi

  # 1. the tool's reading of the source (and of the target, when the case
  #    gives tool-tgt.mlir) on the counterexample
  rsrc=$(reading "$dir/fn.mlir" "$dir/tool.mlir" "$dir/check.mlir") || failed=1
  if [ -s "$dir/tool-tgt.mlir" ]; then
    rtgt=$(reading "$dir/fn-tgt.mlir" "$dir/tool-tgt.mlir" "$tcheck") || failed=1
  fi

  # 2-4. the tool's values, the lowered source and the lowered target
  lower_run "$dir/run-tool" "$lower" "$dir/fn.mlir" "$dir/tool.mlir" "$dir/main.mlir" || ok=0
  lower_run "$dir/run-src" "$lower" "$dir/fn.mlir" "$dir/check.mlir" "$dir/main.mlir" || ok=0
  # `// TARGET-MAY-FAIL: yes`: a target with UB may crash; that is an outcome.
  lower_run "$dir/run-tgt" "$lower" "$dir/fn-tgt.mlir" "$tcheck" "$tmain" \
    || [ "$(directive TARGET-MAY-FAIL "$case")" = yes ] || ok=0
  if [ -s "$dir/tool-tgt.mlir" ]; then
    lower_run "$dir/run-tool-tgt" "$lower" "$dir/fn-tgt.mlir" "$dir/tool-tgt.mlir" "$tmain" || ok=0
  fi

  echo "  tool's reading of the source:  $(show "$dir/run-tool")   ($rsrc)"
  echo "  MLIR's lowering of the source: $(show "$dir/run-src")"
  if [ -s "$dir/tool-tgt.mlir" ]; then
    echo "  tool's reading of the target:  $(show "$dir/run-tool-tgt")   ($rtgt)"
  fi
  echo "  MLIR's lowering of the target: $(show "$dir/run-tgt")"
  if [ $ok -eq 0 ]; then
    echo "  => a step failed"
    failed=1
  else
    if cmp -s "$dir/run-tool" "$dir/run-src"; then v="agrees with"; else v="differs from"; fi
    if cmp -s "$dir/run-src" "$dir/run-tgt"; then t="the target prints the same as the source"; else t="the target prints something else"; fi
    echo "  => on the source MLIR's lowering $v the tool's reading; $t"
    if [ -s "$dir/tool-tgt.mlir" ]; then
      if cmp -s "$dir/run-tool-tgt" "$dir/run-tgt"; then v="agrees with"; else v="differs from"; fi
      echo "  => on the target MLIR's lowering $v the tool's reading"
    fi
  fi
  # `// ALSO-LOWER: OPTIONS` (one a line): the same programs lowered another
  # way MLIR offers (another strategy or option), shown beside.
  sed -n 's|^// ALSO-LOWER: *||p' "$case" | while IFS= read -r also; do
    lower_run "$dir/also-src" "$also" "$dir/fn.mlir" "$dir/check.mlir" "$dir/main.mlir"
    lower_run "$dir/also-tgt" "$also" "$dir/fn-tgt.mlir" "$tcheck" "$tmain"
    echo "  lowered with $also:"
    echo "    source: $(show "$dir/also-src")"
    echo "    target: $(show "$dir/also-tgt")"
  done
  directive NOTE "$case" | fold -s -w 76 | sed 's/^/  note: /'
  if [ $verbose -eq 1 ]; then echo "  (files in $dir)"; else rm -rf "$dir"; fi
done
exit $failed
