#!/usr/bin/env python3
"""Benchmark: vector checks (not a test).

Prints, per case, the wall-clock time and the verdict:

  1. tests:    every two-file pair of test/semantics/vector (split-file
               src/tgt), the time per function from the report: median /
               p90 / max;
  2. contract: vector.contract of n x n x n i32 (matmul maps, n = 8 by
               default; target <= 1 s) against its lowerings by the real
               MLIR 22 patterns (transform.apply_patterns.vector.
               lower_contraction with the dot, outerproduct and
               parallelarith strategies, through the transform
               interpreter), against a fully unrolled scalar form this
               script writes (extract every element, muli, addi from the
               accumulator), and that form with one product's operands
               taken from the wrong row (time to a counterexample).

    bench/vector.py [--sizes 8] [--timeout-ms 60000]
"""

import argparse
import glob
import os
import subprocess
import sys
import tempfile

from benchlib import CLI, MLIR_OPT, ROOT, check_pairs, require_built, run_cli, split_pairs, table_row, verdict_text, write

COLUMNS = ("<40", ">10", "<60")
MM = ("#mm = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, "
      "affine_map<(i, j, k) -> (i, j)>]\n")
LOWER = """module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @__transform_main(%root: !transform.any_op {{transform.readonly}}) {{
    %f = transform.structured.match ops{{["func.func"]}} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {{
      transform.apply_patterns.vector.lower_contraction lowering_strategy = "{strategy}"
    }} : !transform.any_op
    transform.yield
  }}
}}
"""



def contract_src(n):
    t = f"vector<{n}x{n}xi32>"
    return (MM + f"func.func @matmul(%a: {t}, %b: {t}, %c: {t}) -> {t} {{\n"
            f"  %r = vector.contract {{indexing_maps = #mm, iterator_types = [\"parallel\", \"parallel\", "
            f"\"reduction\"]}} %a, %b, %c : {t}, {t} into {t}\n"
            f"  return %r : {t}\n}}\n")


def unrolled(n, wrong_row=False):
    """The matmul as scalar code: c[i][j] + a[i][0]*b[0][j] + ... in order
    (WRONG_ROW: the first product of element [0][0] reads a[1][0])."""
    t = f"vector<{n}x{n}xi32>"
    lines = [f"func.func @matmul(%a: {t}, %b: {t}, %c: {t}) -> {t} {{"]
    for v in "abc":
        for i in range(n):
            for j in range(n):
                lines.append(f"  %{v}{i}_{j} = vector.extract %{v}[{i}, {j}] : i32 from {t}")
    outs = []
    for i in range(n):
        for j in range(n):
            acc = f"%c{i}_{j}"
            for k in range(n):
                row = 1 if (wrong_row and i == 0 and j == 0 and k == 0) else i
                lines.append(f"  %p{i}_{j}_{k} = arith.muli %a{row}_{k}, %b{k}_{j} : i32")
                lines.append(f"  %s{i}_{j}_{k} = arith.addi {acc}, %p{i}_{j}_{k} : i32")
                acc = f"%s{i}_{j}_{k}"
            outs.append(acc)
    lines.append(f"  %r = vector.from_elements {', '.join(outs)} : {t}")
    lines.append(f"  return %r : {t}\n}}\n")
    return "\n".join(lines)


def lowered(src, tmp, strategy):
    """SRC with its contractions lowered by the real patterns of STRATEGY."""
    lib = write(tmp, f"lower_{strategy}.mlir", LOWER.format(strategy=strategy))
    out = os.path.join(tmp, os.path.basename(src) + f".{strategy}.mlir")
    subprocess.run([MLIR_OPT, f"--transform-preload-library=transform-library-paths={lib}",
                    "--transform-interpreter", src, "-o", out], check=True)
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="8")
    ap.add_argument("--timeout-ms", type=int, default=60000)
    args = ap.parse_args()
    require_built(CLI)
    limit = f"--timeout-ms={args.timeout_ms}"
    with tempfile.TemporaryDirectory() as tmp:
        report = os.path.join(tmp, "report.jsonl")

        print("1. vector test pairs (two-file checker)")
        tests = [(f"vector/{os.path.basename(t)}", t)
                 for t in sorted(glob.glob(os.path.join(ROOT, "test", "semantics", "vector", "*.mlir")))]
        check_pairs(split_pairs(tmp, tests), report, limit)

        print("\n2. vector.contract (i32, matmul maps) against its lowerings")
        print(table_row(["case", "ms", "verdict"], COLUMNS))
        for n in [int(s) for s in args.sizes.split(",")]:
            src = write(tmp, f"contract{n}.mlir", contract_src(n))
            for strategy in ("dot", "outerproduct", "parallelarith"):
                wall, recs = run_cli(src, lowered(src, tmp, strategy), report, limit)
                print(table_row([f"{n}x{n}x{n} vs {strategy} lowering", f"{wall:.0f}", verdict_text(recs)], COLUMNS))
            for name, wrong in (("unrolled scalar form", False), ("unrolled, wrong row (mutant)", True)):
                tgt = write(tmp, f"unrolled{n}_{wrong}.mlir", unrolled(n, wrong))
                wall, recs = run_cli(src, tgt, report, limit)
                print(table_row([f"{n}x{n}x{n} vs {name}", f"{wall:.0f}", verdict_text(recs)], COLUMNS))


if __name__ == "__main__":
    sys.exit(main())
