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
import json
import os
import random
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
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
        start = time.monotonic()
        p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=errf)
        _, status, usage = os.wait4(p.pid, 0)
        p.returncode = status
        wall = time.monotonic() - start
        errf.seek(0)
        err = errf.read()
    if status != 0:
        sys.exit(f"command failed ({status}): {' '.join(cmd)}\n{err[-2000:]}")
    return wall, usage.ru_maxrss / 1024


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", default="1000,10000,100000,235605")
    ap.add_argument("--plugin", default=os.path.join(ROOT, "target", "release", "libmlir_refine.so"))
    args = ap.parse_args()
    if not os.path.exists(args.plugin):
        sys.exit(f"{args.plugin} does not exist: run 'cargo build --release' first")
    sizes = [int(s) for s in args.sizes.split(",")]
    print(f"{'functions':>10} {'MB':>6} {'wall s':>8} {'pass s':>7} {'checker s':>9} {'us/function':>11} "
          f"{'peak MB':>8}  verdicts")
    with tempfile.TemporaryDirectory() as tmp:
        for n in sizes:
            src = os.path.join(tmp, f"m{n}.mlir")
            with open(src, "w") as f:
                f.write(module_text(n))
            report = os.path.join(tmp, f"r{n}.jsonl")
            opts = f'pipeline="func.func(canonicalize)" report={report}'
            wall, peak = run([MLIR_OPT, f"--load-pass-plugin={args.plugin}",
                              f"--pass-pipeline=builtin.module(verify-translation{{{opts}}})", src, "-o", os.devnull])
            bare, _ = run([MLIR_OPT, "--pass-pipeline=builtin.module(func.func(canonicalize))", src, "-o", os.devnull])
            with open(report) as f:
                counts = collections.Counter(json.loads(line)["verdict"] for line in f if line.strip())
            checker = max(wall - bare, 0.0)
            print(f"{n:>10} {os.path.getsize(src) / 1e6:>6.1f} {wall:>8.2f} {bare:>7.2f} {checker:>9.2f} "
                  f"{checker / n * 1e6:>11.1f} {peak:>8.0f}  {dict(counts)}", flush=True)


if __name__ == "__main__":
    main()
