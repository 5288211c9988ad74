#!/usr/bin/env python3
"""Validates upstream MLIR pass tests against this project's golden verdicts.

The upstream test files are not part of this repository: they are read at
run time from the corpus folder (the one holding `upstream-mlir/mlir/test/`),
`--corpus DIR`, else $MLIR_REFINE_CORPUS, else `../shared/corpus` beside the
repository root. Only the verdicts, in expected/, are ours.

For each corpus file: split it into chunks as `mlir-opt --split-input-file`
does, run the pass named on the file's RUN line inside verify-translation
(the real mlir-opt 22 with the plugin), and collect the verdict of every
function of every chunk. The verdicts are compared with a reviewed golden
file, test/corpus/expected/<name>.txt, so that any change (a new valid, a new
invalid, a lost one) shows up in review; `--update` rewrites it. A verdict
that hit the time limit on either side, or an invalid one whose
counterexample has other values, is listed but not failed (machine load
moves queries across the limit, and the solver may find another model);
every other difference fails.

    run_corpus.py <name> [--update] [--corpus DIR] [--plugin PATH] [--timeout-ms N]
    run_corpus.py --list

Exit status: 0 when the verdicts match, 1 when they differ, 2 on a usage
error or when the corpus file is missing.
"""

import argparse
import collections
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
# Where the upstream files are found, relative to a corpus folder.
TESTS_SUBDIR = os.path.join("upstream-mlir", "mlir", "test")


def default_corpus():
    """The corpus folder: $MLIR_REFINE_CORPUS, else ../shared/corpus beside
    the repository root. lit.cfg.py and bench/corpus.py use the same rule."""
    return os.environ.get("MLIR_REFINE_CORPUS") or os.path.normpath(os.path.join(ROOT, "..", "shared", "corpus"))


def corpus_present(corpus):
    return os.path.isdir(os.path.join(corpus, TESTS_SUBDIR))


# name -> (path under <corpus>/upstream-mlir/mlir/test, pipeline of the RUN line,
#          whether the RUN line has --allow-unregistered-dialect)
CORPUS = {
    "arith-canonicalize": ("Dialect/Arith/canonicalize.mlir", "canonicalize{test-convergence}", False),
    "arith-int-range-opts": ("Dialect/Arith/int-range-opts.mlir", "int-range-optimizations", False),
    "arith-expand-ops": ("Dialect/Arith/expand-ops.mlir", "arith-expand{include-bf16=true include-f8e8m0=true}", False),
    "arith-unsigned-when-equivalent": ("Dialect/Arith/unsigned-when-equivalent.mlir", "arith-unsigned-when-equivalent", False),
    "arith-int-range-narrowing": (
        "Dialect/Arith/int-range-narrowing.mlir",
        "arith-int-range-narrowing{int-bitwidths-supported=1,8,16,24,32}",
        False,
    ),
    "arith-emulate-unsupported-floats": (
        "Dialect/Arith/emulate-unsupported-floats.mlir",
        "arith-emulate-unsupported-floats{source-types=bf16,f8E4M3FNUZ target-type=f32}",
        False,
    ),
    "index-canonicalize": ("Dialect/Index/index-canonicalize.mlir", "canonicalize", False),
    "math-expand-math": ("Dialect/Math/expand-math.mlir", "math-expand-ops", False),
    "transforms-canonicalize": ("Transforms/canonicalize.mlir", "func.func(canonicalize{test-convergence})", True),
    "transforms-cse": ("Transforms/cse.mlir", "func.func(cse)", True),
    "transforms-sccp": ("Transforms/sccp.mlir", "func.func(sccp)", True),
    "scf-canonicalize": ("Dialect/SCF/canonicalize.mlir", "func.func(canonicalize{test-convergence})", False),
    "scf-for-loop-peeling": ("Dialect/SCF/for-loop-peeling.mlir", "scf-for-loop-peeling,canonicalize", False),
    "scf-to-cf": ("Conversion/SCFToControlFlow/convert-to-cfg.mlir", "convert-scf-to-cf", True),
    "licm": ("Transforms/loop-invariant-code-motion.mlir", "loop-invariant-code-motion", False),
    "linalg-generalize-named-ops": ("Dialect/Linalg/generalize-named-ops.mlir", "linalg-generalize-named-ops", False),
    "linalg-fuse-elementwise-ops": ("Dialect/Linalg/fusion-elementwise-ops.mlir", "linalg-fuse-elementwise-ops", False),
    "tensor-canonicalize": ("Dialect/Tensor/canonicalize.mlir", "canonicalize{test-convergence}", False),
    "tosa-to-linalg": ("Conversion/TosaToLinalg/tosa-to-linalg.mlir", "func.func(tosa-to-linalg)", False),
    "tosa-to-linalg-named": ("Conversion/TosaToLinalg/tosa-to-linalg-named.mlir", "func.func(tosa-to-linalg-named)", False),
    "tosa-to-tensor": ("Conversion/TosaToTensor/tosa-to-tensor.mlir", "tosa-to-tensor", False),
}

SPLIT = re.compile(r"^// -----\s*$", re.M)


def chunks(text):
    return SPLIT.split(text)


def run_chunk(chunk, pipeline, unregistered, plugin, timeout_ms):
    """Returns (parsed, records) for one chunk."""
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "chunk.mlir")
        report = os.path.join(tmp, "report.jsonl")
        with open(src, "w") as f:
            f.write(chunk)
        opts = f'pipeline="{pipeline}" fail-on-invalid=false timeout-ms={timeout_ms} report={report}'
        cmd = [MLIR_OPT, f"--load-pass-plugin={plugin}", f"--pass-pipeline=builtin.module(verify-translation{{{opts}}})",
               src, "-o", os.devnull]
        if unregistered:
            cmd.insert(1, "--allow-unregistered-dialect")
        proc = subprocess.run(cmd, capture_output=True, text=True)
        if not os.path.exists(report):
            # The chunk did not parse, or the stage itself failed.
            first = next((l for l in proc.stderr.splitlines() if "error:" in l), "no error printed")
            return False, first.split("error:", 1)[-1].strip()
        with open(report) as f:
            return True, [json.loads(l) for l in f if l.strip()]


def describe(rec):
    """As mlir-refine prints a verdict: `valid (unchanged)`, `invalid: ...`.
    The bound a bounded proof reached depends on how fast the machine is
    (loops are unrolled deeper while time allows), so goldens record only
    that it is bounded."""
    verdict = rec["verdict"]
    detail = rec.get("detail", "")
    if detail.startswith("bounded:"):
        detail = "bounded"
    # How long a query ran before its time limit, and in which phase it
    # stopped, is not a verdict.
    detail = re.sub(r"timed out after \d+ ms", "timed out", detail)
    detail = re.sub(r"the time limit of \d+ ms \(timeout-ms\) ran out while [^;]*", "the solver timed out", detail)
    if detail:
        verdict = f"{verdict} ({detail})" if verdict == "valid" else f"{verdict}: {detail}"
    return f"{rec.get('stage')} {rec['function']}: {verdict}"


LINE = re.compile(r"^(chunk \d+: .*?@\S+): (.*)$")


def same_up_to_timing(expected, actual):
    """Whether the verdicts agree except where either side hit the time
    limit (on a loaded machine a query near its limit may time out, or one
    that timed out may finish), an invalid function shows the same
    difference with other values, or a valid one was proved by the other
    float encoding. Those lines are listed, not failed."""
    e, a = expected.splitlines(), actual.splitlines()
    if len(e) != len(a):
        return False
    noted = []
    for x, y in zip(e, a):
        if x == y:
            continue
        mx, my = LINE.match(x), LINE.match(y)
        if not (mx and my and mx.group(1) == my.group(1)):
            return False
        vx, vy = mx.group(2), my.group(2)
        # The same miscompilation, shown with another counterexample (the
        # solver's model, and how far it is simplified within its time
        # budget, can differ between runs).
        # (A scalar's values follow " is ", a tensor's its " differs at".)
        # Undefined behaviour in the target is one kind whichever operation
        # the model makes misbehave first (an out-of-bounds store, or the
        # poison bound of the loop that leads to it).
        def kind(v):
            return re.split(r" is | differs at | \(", v)[0]
        same_bug = vx.startswith("invalid: ") and kind(vx) == kind(vy)
        # A proof by the other float encoding: `auto` tries the abstract one
        # first and falls back to IEEE-754 when it runs out of its share of
        # time, so which of the two proves a function depends on load.
        def without_fp(v):
            return re.sub(r"(; |\()(abstract floating point|IEEE-754)\)?", "", v)
        other_fp = vx.startswith("valid") and vy.startswith("valid") and without_fp(vx) == without_fp(vy)
        if "timed out" not in x and "timed out" not in y and not same_bug and not other_fp:
            return False
        noted.append((x, y))
    for x, y in noted:
        print(f"time-dependent verdict or counterexample (not failed):\n  expected {x}\n  actual   {y}")
    return True


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("name", nargs="?")
    ap.add_argument("--update", action="store_true", help="rewrite the golden file")
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--corpus", default=None, metavar="DIR",
                    help="the corpus folder holding upstream-mlir/mlir/test/ (default: $MLIR_REFINE_CORPUS, "
                         "else ../shared/corpus beside the repository root)")
    ap.add_argument("--plugin", default=os.path.join(ROOT, "target", "release", "libmlir_refine.so"))
    ap.add_argument("--timeout-ms", type=int, default=20000)
    ap.add_argument("--times", help="append per-function times (JSON lines) to this file")
    args = ap.parse_args()
    if args.list or not args.name:
        for n, (p, pipe, _) in CORPUS.items():
            print(f"{n:34} {p:52} {pipe}")
        return 0
    if args.name not in CORPUS:
        print(f"unknown corpus entry '{args.name}'; see --list", file=sys.stderr)
        return 2
    path, pipeline, unregistered = CORPUS[args.name]
    corpus = args.corpus or default_corpus()
    upstream = os.path.join(corpus, TESTS_SUBDIR, path)
    if not os.path.isfile(upstream):
        if not os.path.isdir(corpus):
            what = "does not exist"
        elif not corpus_present(corpus):
            what = f"has no {TESTS_SUBDIR}{os.sep}"
        else:
            what = f"has no {os.path.join(TESTS_SUBDIR, path)}"
        print(f"run_corpus.py: corpus entry '{args.name}' cannot run: the corpus folder {corpus} {what}.\n"
              f"The upstream MLIR test files are not in this repository; give --corpus DIR or set "
              f"MLIR_REFINE_CORPUS to the folder holding {TESTS_SUBDIR}{os.sep} "
              f"(default: ../shared/corpus beside the repository root).", file=sys.stderr)
        return 2
    with open(upstream) as f:
        text = f.read()

    lines = []
    counts = collections.Counter()
    times = []
    for i, chunk in enumerate(chunks(text), 1):
        ok, res = run_chunk(chunk, pipeline, unregistered, args.plugin, args.timeout_ms)
        if not ok:
            lines.append(f"chunk {i}: not checked: {res}")
            counts["chunk-not-checked"] += 1
            continue
        for rec in res:
            # A function created or removed by the stage has no counterpart.
            lines.append(f"chunk {i}: {describe(rec)}")
            key = rec["verdict"]
            if key == "valid" and rec.get("detail") == "unchanged":
                key = "valid (unchanged)"
            counts[key] += 1
            if "ms" in rec:
                times.append({"corpus": args.name, "chunk": i, "function": rec["function"],
                              "stage": rec.get("stage"), "verdict": rec["verdict"], "ms": rec["ms"]})

    summary = ", ".join(f"{k}: {v}" for k, v in sorted(counts.items()))
    print(f"{args.name}: {summary}")
    if args.times:
        with open(args.times, "a") as f:
            for t in times:
                f.write(json.dumps(t) + "\n")

    golden = os.path.join(HERE, "expected", args.name + ".txt")
    actual = "\n".join(lines) + "\n"
    if args.update:
        os.makedirs(os.path.dirname(golden), exist_ok=True)
        with open(golden, "w") as f:
            f.write(actual)
        print(f"wrote {golden}")
        return 0
    if not os.path.exists(golden):
        print(f"no golden file {golden}; run with --update and review it", file=sys.stderr)
        return 1
    with open(golden) as f:
        expected = f.read()
    if expected != actual and same_up_to_timing(expected, actual):
        return 0
    if expected != actual:
        import difflib
        sys.stdout.writelines(difflib.unified_diff(expected.splitlines(True), actual.splitlines(True),
                                                   "expected", "actual"))
        print(f"{args.name}: verdicts differ from {golden}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
