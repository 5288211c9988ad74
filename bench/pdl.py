#!/usr/bin/env python3
"""Benchmark: verify-pdl on the whole pattern corpus, to 64 bits.

Compiles the PDLL corpus (test/pdl/corpus/*.pdll, and the select-bug and
natives files) with mlir-pdll, runs verify-pdl over each file with a JSON
report, and prints, per pattern, its verdict, the number of width
instances, the time and (with --mode all-widths or both) the method that
decided it for every width; then the totals, the share proved for all
widths by method, and the patterns grouped by the number of width
variables they have. Not a test: it asserts nothing.

    bench/pdl.py [--max-width 64] [--mode enumerate|all-widths|both] [files...]
"""

import argparse
import os
import subprocess
import tempfile

from benchlib import LLVM_BIN, PLUGIN, ROOT, plugin_command, read_report, require_built, run_timed, table_row

COLUMNS = ("<32", "<18", "<13", ">9", ">9", "<40")  # pattern, file, verdict, instances, ms, method
DEFAULT = [
    "test/pdl/corpus/arith.pdll",
    "test/pdl/corpus/comb.pdll",
    "test/pdl/select-bugs.pdll",
    "test/pdl/natives.pdll",
]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--max-width", type=int, default=64)
    ap.add_argument("--mode", default="enumerate", help="enumerate, all-widths or both")
    ap.add_argument("files", nargs="*", default=DEFAULT)
    args = ap.parse_args()
    require_built(PLUGIN)
    rows = []
    wall_total = 0.0
    with tempfile.TemporaryDirectory() as tmp:
        for f in args.files:
            path = os.path.join(ROOT, f)
            mlir = os.path.join(tmp, os.path.basename(f) + ".mlir")
            subprocess.run([f"{LLVM_BIN}/mlir-pdll", "--x=mlir", path, "-o", mlir], check=True,
                           stderr=subprocess.DEVNULL)
            report = os.path.join(tmp, os.path.basename(f) + ".jsonl")
            wall = run_timed(plugin_command(
                f"verify-pdl{{max-width={args.max_width} mode={args.mode} report={report}}}", mlir)) / 1e3
            wall_total += wall
            for j in read_report(report):
                j["file"] = os.path.basename(f)
                rows.append(j)
            print(f"{f}: {wall:.2f} s wall clock (mlir-opt start-up included)")
    print()
    print(table_row(["pattern", "file", "verdict", "instances", "ms", "method"], COLUMNS))
    for j in rows:
        method = j.get("method", "")
        if not method and j["verdict"] == "verified":
            method = "enumeration"
        print(table_row([j["pattern"], j["file"], j["verdict"], j["instances"], f"{j['ms']:.1f}", method], COLUMNS))
    total_ms = sum(j["ms"] for j in rows)
    total_inst = sum(j["instances"] for j in rows)
    slowest = max(rows, key=lambda j: j["ms"])
    verdicts = {}
    for j in rows:
        verdicts[j["verdict"]] = verdicts.get(j["verdict"], 0) + 1
    print()
    print(f"patterns: {len(rows)} ({', '.join(f'{n} {v}' for v, n in sorted(verdicts.items()))})")
    print(f"instances: {total_inst}")
    print(f"total time in verify-pdl: {total_ms / 1e3:.2f} s; wall clock {wall_total:.2f} s")
    print(f"slowest pattern: {slowest['pattern']} ({slowest['ms']:.0f} ms, {slowest['instances']} instances)")
    if args.mode != "enumerate":
        # The method without its detail ("bit-stream automata, 16 states").
        by_method = {}
        for j in rows:
            if j.get("method"):
                name = j["method"].split(",")[0].split(":")[0]
                by_method.setdefault(name, []).append(j["ms"])
        proved = sum(len(v) for v in by_method.values())
        print(f"proved for all widths: {proved} of {len(rows)}")
        for name, ms in sorted(by_method.items(), key=lambda kv: -len(kv[1])):
            print(f"  {name}: {len(ms)} patterns, max {max(ms):.0f} ms")
    # Patterns by instance count: 64 is one width variable (to 64 bits),
    # 2016 two ordered variables, 41664 three.
    by = {}
    for j in rows:
        by.setdefault(j["instances"], []).append(j["ms"])
    print("by instance count (a proxy for width variables): count, patterns, median ms, max ms")
    for n in sorted(by):
        ms = sorted(by[n])
        print(f"  {n:>6} instances: {len(ms):>3} patterns, median {ms[len(ms) // 2]:.0f} ms, max {ms[-1]:.0f} ms")


if __name__ == "__main__":
    main()
