#!/usr/bin/env python3
"""Benchmark: mlir-refine on small integer function pairs.

Generates N small integer functions (deterministic, seeded) with foldable
patterns, takes their `canonicalize` output as the valid targets, and
mutated copies of those as (mostly) invalid targets. Then measures:

  - the two-file checker, per function (in-process time from --report) and
    per run (wall clock, including MLIR start-up and parsing);
  - the plugin: verify-translation{pipeline="func.func(canonicalize)"} on the
    sources, per function;
  - the time mlir-opt spends loading the plugin (median over runs of
    `mlir-opt` with and without --load-pass-plugin on an empty module).

Prints median, 90th percentile and maximum per function. Not a test: it
asserts nothing about time.

    bench/int_pairs.py [--functions 60] [--seed 1] [--repeat 20]
"""

import argparse
import os
import random
import subprocess
import sys
import tempfile

from benchlib import (CLI, MLIR_OPT, PLUGIN, checked_ms, load_time, plugin_load_line, require_built, run_cli,
                      run_lines, run_plugin, stats, verdict_counts, verify_translation)

BINOPS = ["addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minui", "shli", "shrui", "divui", "remui"]
PREDS = ["eq", "ne", "slt", "sle", "ult", "uge"]


def gen_function(rng, idx):
    """A function of a few args with 6-14 ops, seeded with foldable shapes."""
    width = rng.choice([8, 16, 32, 64])
    ty = f"i{width}"
    nargs = rng.randint(1, 3)
    vals = [f"%a{i}" for i in range(nargs)]
    body = []
    n = 0

    def fresh():
        nonlocal n
        n += 1
        return f"%v{n}"

    def const(c):
        v = fresh()
        body.append(f"  {v} = arith.constant {c} : {ty}")
        return v

    for _ in range(rng.randint(6, 14)):
        kind = rng.random()
        x = rng.choice(vals)
        if kind < 0.25:
            # Foldable with a constant: x+0, x*1, x|0, x&-1, x^0, x-0 ...
            op, c = rng.choice([("addi", 0), ("muli", 1), ("ori", 0), ("andi", -1), ("xori", 0), ("subi", 0),
                                ("divui", 1), ("shli", 0), ("muli", 2), ("addi", 3)])
            k = const(c)
            v = fresh()
            body.append(f"  {v} = arith.{op} {x}, {k} : {ty}")
        elif kind < 0.35:
            # Self-cancelling: x^x, x-x, x&x, x|x.
            op = rng.choice(["xori", "subi", "andi", "ori"])
            v = fresh()
            body.append(f"  {v} = arith.{op} {x}, {x} : {ty}")
        elif kind < 0.5:
            # Constant chains: (x + c1) + c2.
            c1, c2 = const(rng.randint(1, 9)), const(rng.randint(1, 9))
            t = fresh()
            body.append(f"  {t} = arith.addi {x}, {c1} : {ty}")
            v = fresh()
            body.append(f"  {v} = arith.addi {t}, {c2} : {ty}")
        elif kind < 0.65:
            # select on a comparison.
            y = rng.choice(vals)
            c = fresh()
            body.append(f"  {c} = arith.cmpi {rng.choice(PREDS)}, {x}, {y} : {ty}")
            v = fresh()
            body.append(f"  {v} = arith.select {c}, {x}, {y} : {ty}")
        else:
            op = rng.choice(BINOPS)
            y = rng.choice(vals)
            if op in ("shli", "shrui"):
                y = const(rng.randint(0, width - 1))
            elif op in ("divui", "remui"):
                y = const(rng.randint(1, 7))
            v = fresh()
            body.append(f"  {v} = arith.{op} {x}, {y} : {ty}")
        vals.append(v)
    args = ", ".join(f"%a{i}: {ty}" for i in range(nargs))
    ret = vals[-1]
    return f"func.func @f{idx}({args}) -> {ty} {{\n" + "\n".join(body) + f"\n  return {ret} : {ty}\n}}\n"


def mutate(text, rng):
    """One plausible wrong rewrite: swap an op, change a constant, or swap
    the operands of a non-commutative op."""
    lines = text.splitlines()
    cands = [i for i, l in enumerate(lines) if "arith." in l]
    if not cands:
        return text  # folded away entirely: nothing to mutate
    for _ in range(20):
        i = rng.choice(cands)
        l = lines[i]
        swaps = [("arith.addi", "arith.subi"), ("arith.subi", "arith.addi"), ("arith.andi", "arith.ori"),
                 ("arith.ori", "arith.xori"), ("arith.shrui", "arith.shrsi"), ("arith.divui", "arith.divsi"),
                 ("arith.maxsi", "arith.maxui"), ("arith.minui", "arith.minsi"), ("slt", "ult"), ("ult", "ule"),
                 ("arith.muli", "arith.addi")]
        rng.shuffle(swaps)
        for a, b in swaps:
            if a in l:
                lines[i] = l.replace(a, b, 1)
                return "\n".join(lines) + "\n"
        if "arith.constant" in l:
            parts = l.split("arith.constant ")
            num, rest = parts[1].split(" :", 1)
            if num.lstrip("-").isdigit():
                lines[i] = parts[0] + "arith.constant " + str(int(num) + 1) + " :" + rest
                return "\n".join(lines) + "\n"
    return text


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--functions", type=int, default=60)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=20, help="runs for the plugin load time")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    require_built(CLI, PLUGIN)

    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "src.mlir")
        with open(src, "w") as f:
            f.write("\n".join(gen_function(rng, i) for i in range(args.functions)))
        valid = os.path.join(tmp, "tgt-valid.mlir")
        subprocess.run([MLIR_OPT, "--canonicalize", src, "-o", valid], check=True)
        with open(valid) as f:
            canon = f.read()
        # Mutate each function of the canonicalized module independently.
        funcs = canon.split("  func.func ")
        mutated = funcs[0] + "".join("  func.func " + mutate(fn, rng) for fn in funcs[1:])
        bad = os.path.join(tmp, "tgt-mutated.mlir")
        with open(bad, "w") as f:
            f.write(mutated)

        wall_v, rec_v = run_cli(src, valid, os.path.join(tmp, "rv.jsonl"))
        wall_m, rec_m = run_cli(src, bad, os.path.join(tmp, "rm.jsonl"))

        plugin_report = os.path.join(tmp, "plugin.jsonl")
        wall_p, rec_p = run_plugin(src, plugin_report, verify_translation(
            "func.func(canonicalize)", "fail-on-invalid=false", f"report={plugin_report}"))

        base_ms, plugin_ms = load_time(args.repeat, tmp)

    print(f"mlir-refine integer benchmark: {args.functions} functions (seed {args.seed}), "
          f"{len(rec_v) + len(rec_m)} pairs checked by the two-file form")
    print()
    print(f"two-file, valid pairs    ({verdict_counts(rec_v)})")
    print(run_lines(rec_v, wall_v, f" (MLIR start-up, parsing, {len(rec_v)} functions)"))
    print(f"two-file, mutated pairs  ({verdict_counts(rec_m)})")
    print(run_lines(rec_m, wall_m))
    print(f"two-file, all pairs")
    print(f"  per function: {stats(checked_ms(rec_v) + checked_ms(rec_m))}")
    print(f"plugin, verify-translation{{pipeline=\"func.func(canonicalize)\"}}  ({verdict_counts(rec_p)})")
    print(run_lines(rec_p, wall_p))
    print(plugin_load_line(base_ms, plugin_ms, args.repeat))
    return 0


if __name__ == "__main__":
    sys.exit(main())
