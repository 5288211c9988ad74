#!/usr/bin/env python3
"""Benchmark: verify-translation on generated control-flow functions.

Generates N functions (deterministic, seeded) with scf.for loops (constant
or symbolic trip counts, loop-invariant code, foldable code in the body),
scf.if and scf.while, then runs each of several passes on them inside
verify-translation and prints, per pass: the verdicts, the median and
maximum time per function, and for functions with loops, the share proved
for every trip count (exactly or by induction) versus bounded. Not a test.

    bench/cf_pairs.py [--functions 40] [--seed 1]
"""

import argparse
import collections
import os
import random
import statistics
import sys
import tempfile

from benchlib import PLUGIN, require_built, run_plugin, table_row, unchanged, verify_translation

COLUMNS = ("<44", ">7", ">9", ">9")  # pass, checked, median, max; then the verdicts

PASSES = [
    "func.func(canonicalize)",
    "func.func(loop-invariant-code-motion)",
    "func.func(control-flow-sink)",
    "func.func(scf-for-loop-canonicalization)",
    "convert-scf-to-cf",
    "func.func(scf-for-to-while)",
    "func.func(sccp)",
]


def gen_function(rng, idx):
    """A function with a loop (and sometimes an if or a while) around a
    body that mixes loop-invariant and carried computation."""
    ty = rng.choice(["i8", "i32"])
    body = []
    symbolic = rng.random() < 0.6
    ub = "%n" if symbolic else "%c{}".format(rng.randint(0, 6))
    body.append("  %c0 = arith.constant 0 : index")
    body.append("  %c1 = arith.constant 1 : index")
    for k in range(7):
        body.append(f"  %c{k} = arith.constant {k} : index" if k > 1 else "")
    body = [b for b in body if b]
    body.append(f"  %zero = arith.constant 0 : {ty}")
    body.append(f"  %k = arith.constant {rng.randint(1, 5)} : {ty}")
    step = "%c1" if rng.random() < 0.8 else "%c2"
    body.append(f"  %r = scf.for %i = %c0 to {ub} step {step} iter_args(%acc = %x) -> {ty} {{")
    inv_op = rng.choice(["muli", "addi", "xori", "andi"])
    body.append(f"    %inv = arith.{inv_op} %y, %k : {ty}")
    body.append(f"    %z = arith.addi %acc, %zero : {ty}")
    op = rng.choice(["addi", "xori", "ori", "subi"])
    body.append(f"    %a = arith.{op} %z, %inv : {ty}")
    if rng.random() < 0.4:
        body.append(f"    %c = arith.cmpi ult, %a, %y : {ty}")
        body.append(f"    %b = scf.if %c -> {ty} {{")
        body.append(f"      %t = arith.addi %a, %k : {ty}")
        body.append(f"      scf.yield %t : {ty}")
        body.append("    } else {")
        body.append(f"      scf.yield %a : {ty}")
        body.append("    }")
        body.append(f"    scf.yield %b : {ty}")
    else:
        body.append(f"    scf.yield %a : {ty}")
    body.append("  }")
    if rng.random() < 0.3:
        body.append(f"  %w = scf.while (%v = %r) : ({ty}) -> {ty} {{")
        body.append(f"    %done = arith.cmpi eq, %v, %zero : {ty}")
        body.append(f"    %go = arith.xori %done, %true : i1")
        body.append(f"    scf.condition(%go) %v : {ty}")
        body.append("  } do {")
        body.append(f"  ^bb0(%u: {ty}):")
        body.append(f"    %d = arith.shrui %u, %k : {ty}")
        body.append(f"    scf.yield %d : {ty}")
        body.append("  }")
        body.insert(0, "  %true = arith.constant true")
        ret = "%w"
    else:
        ret = "%r"
    body.append(f"  return {ret} : {ty}")
    return f"func.func @f{idx}(%x: {ty}, %y: {ty}, %n: index) -> {ty} {{\n" + "\n".join(body) + "\n}\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--functions", type=int, default=40)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    require_built(PLUGIN)
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "cf.mlir")
        with open(src, "w") as f:
            f.write("\n".join(gen_function(rng, i) for i in range(args.functions)))
        print(f"mlir-refine control-flow benchmark: {args.functions} functions (seed {args.seed})\n")
        print(table_row(["pass", "checked", "median", "max"], COLUMNS) + "  verdicts")
        for p in PASSES:
            report = os.path.join(tmp, "r.jsonl")
            _, recs = run_plugin(src, report, verify_translation(p, "fail-on-invalid=false", f"report={report}"))
            changed = [r for r in recs if not unchanged(r) and "ms" in r]
            counts = collections.Counter()
            for r in changed:
                d = r.get("detail", "")
                key = r["verdict"] if r["verdict"] != "valid" else (
                    "valid (induction)" if d.startswith("by induction") else
                    "valid (bounded)" if d.startswith("bounded") else "valid (exact)")
                counts[key] += 1
            ms = [r["ms"] for r in changed]
            med = f"{statistics.median(ms):7.1f}ms" if ms else "      n/a"
            mx = f"{max(ms):7.1f}ms" if ms else "      n/a"
            summary = ", ".join(f"{k}: {v}" for k, v in sorted(counts.items()))
            print(table_row([p, len(changed), med, mx], COLUMNS) + f"  {summary}")
        print("\nvalid (exact): proved for every input by full unrolling of constant trip counts or no loop left;")
        print("valid (induction): proved for every trip count by induction on corresponding loops;")
        print("valid (bounded): proved for inputs whose loops run at most the bound given in the report.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
