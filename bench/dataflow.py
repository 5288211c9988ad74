#!/usr/bin/env python3
"""Benchmark: `verify-dataflow` over MLIR 22's integer-range transfer
functions (`mlir-refine dataflow`, the catalogue of arith and index ops).

Runs the catalogue at every width (exhaustive ranges up to i4, sampled at
i8, corner families and random ranges at i16, i32 and i64, index ops at 64
bits) with the default options, and prints per width: ops, range
combinations, time, combinations per second; the slowest ops; the unsound
ones with their escape; and the share of exact answers measured on the
exhaustive widths. Not a test: it asserts nothing (the lit tests in
test/dataflow do).

    bench/dataflow.py [--widths 1,2,3,4,8,16,32,64] [--timeout-ms N] [extra mlir-refine dataflow options]
"""

import argparse
import collections
import json
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BINARY = os.path.join(ROOT, "target", "release", "mlir-refine")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--widths", default="1,2,3,4,8,16,32,64")
    ap.add_argument("--timeout-ms", default=None)
    args, extra = ap.parse_known_args()
    if not os.path.exists(BINARY):
        sys.exit(f"{BINARY} is missing: run cargo build --release first")
    with tempfile.TemporaryDirectory() as tmp:
        report = os.path.join(tmp, "report.jsonl")
        cmd = [BINARY, "dataflow", f"--widths={args.widths}", f"--report={report}"] + extra
        if args.timeout_ms:
            cmd.append(f"--timeout-ms={args.timeout_ms}")
        t0 = time.time()
        run = subprocess.run(cmd, capture_output=True, text=True)
        wall = time.time() - t0
        rows = [json.loads(l) for l in open(report) if l.strip()]
    by_width = collections.OrderedDict()
    for r in rows:
        w = max(r["operand_widths"] + r["result_widths"] or [0])
        by_width.setdefault(w, []).append(r)
    print(f"{'width':>6} {'ops':>5} {'combinations':>13} {'time s':>8} {'per s':>9} {'unsound':>8} {'undecided':>9} {'exact %':>8}")
    for w in sorted(by_width):
        rs = by_width[w]
        combos = sum(r["combinations"] for r in rs)
        secs = sum(r["ms"] for r in rs) / 1e3
        unsound = sum(r["verdict"] == "unsound" for r in rs)
        undecided = sum(r["undecided"] > 0 for r in rs)
        measured = sum(r["exact_measured"] for r in rs)
        exact = f"{100 * sum(r['exact'] for r in rs) / measured:.1f}" if measured else "-"
        print(f"{w:>6} {len(rs):>5} {combos:>13} {secs:>8.1f} {combos / max(secs, 1e-9):>9.0f} {unsound:>8} {undecided:>9} {exact:>8}")
    total = sum(r["combinations"] for r in rows)
    print(f"total: {len(rows)} op instances, {total} range combinations in {wall:.1f} s "
          f"({total / wall:.0f} per second); exit status {run.returncode}")
    print("slowest:")
    for r in sorted(rows, key=lambda r: -r["ms"])[:8]:
        print(f"  {r['ms'] / 1e3:6.1f} s  {r['text']}: {r['verdict']}")
    unsound = [r for r in rows if r["verdict"] == "unsound"]
    print(f"unsound ({len(unsound)}):")
    for r in unsound:
        print(f"  {r['text']}: {r['escape']}")


if __name__ == "__main__":
    main()
