#!/usr/bin/env python3
"""Benchmark: how verify-translation's time and memory grow with the number
of functions in one module.

Generates modules of N small integer functions (deterministic, seeded; each
a few arith ops canonicalize folds), runs the real mlir-opt 22 with the
plugin on `func.func(canonicalize)` and, for comparison, mlir-opt with the
pass alone, and prints per size: wall time, time per function, the
checker's share (wall time minus the bare pass), peak memory (mlir-opt and
its worker processes), and the verdict counts from the report. The largest
default size (235,605 functions, 37 MB) is the size of a module that took
over 120 s before pairing was made linear. Not a test: it asserts nothing.

    bench/large_module.py [--sizes 1000,10000,100000,235605] [--plugin PATH]
"""

import argparse
import collections
import os
import random
import sys
import tempfile

from benchlib import (MLIR_OPT, PLUGIN, plugin_command, read_report, require_built, run_with_usage, table_row,
                      verify_translation)

# functions, MB, wall s, pass s, checker s, us/function, peak MB; then the verdicts
COLUMNS = (">10", ">6", ">8", ">7", ">9", ">11", ">8")
OPS = ["addi", "subi", "muli", "andi", "ori", "xori"]


def module_text(n, seed=1):
    rng = random.Random(seed)
    out = []
    for i in range(n):
        a, b = rng.sample(OPS, 2)
        out.append(
            f"func.func @f{i}(%x: i32, %y: i32) -> i32 {{\n"
            f"  %c0 = arith.constant 0 : i32\n"
            f"  %a = arith.{a} %x, %y : i32\n"
            f"  %b = arith.{b} %a, %c0 : i32\n"
            f"  return %b : i32\n}}\n"
        )
    return "".join(out)


def run(cmd):
    """Wall time and peak resident memory (MB) of a command and the
    processes it waited for (its workers)."""
    with tempfile.TemporaryFile(mode="w+") as errf:
        u = run_with_usage(cmd, stderr=errf)
        errf.seek(0)
        err = errf.read()
    if u.code != 0:
        sys.exit(f"command failed ({u.code}): {' '.join(cmd)}\n{err[-2000:]}")
    return u.wall_s, u.peak_mb


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", default="1000,10000,100000,235605")
    ap.add_argument("--plugin", default=PLUGIN)
    args = ap.parse_args()
    require_built(args.plugin)
    sizes = [int(s) for s in args.sizes.split(",")]
    print(table_row(["functions", "MB", "wall s", "pass s", "checker s", "us/function", "peak MB"], COLUMNS)
          + "  verdicts")
    with tempfile.TemporaryDirectory() as tmp:
        for n in sizes:
            src = os.path.join(tmp, f"m{n}.mlir")
            with open(src, "w") as f:
                f.write(module_text(n))
            report = os.path.join(tmp, f"r{n}.jsonl")
            wall, peak = run(plugin_command(verify_translation("func.func(canonicalize)", f"report={report}"), src,
                                            plugin=args.plugin))
            bare, _ = run([MLIR_OPT, "--pass-pipeline=builtin.module(func.func(canonicalize))", src, "-o", os.devnull])
            counts = collections.Counter(r["verdict"] for r in read_report(report))
            checker = max(wall - bare, 0.0)
            print(table_row([n, f"{os.path.getsize(src) / 1e6:.1f}", f"{wall:.2f}", f"{bare:.2f}", f"{checker:.2f}",
                             f"{checker / n * 1e6:.1f}", f"{peak:.0f}"], COLUMNS) + f"  {dict(counts)}", flush=True)


if __name__ == "__main__":
    main()
