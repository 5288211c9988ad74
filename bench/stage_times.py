#!/usr/bin/env python3
"""Per-stage validation times of verify-translation.

Runs verify-translation over the demo and over every test/passes/*.mlir
file (with the pipeline its first RUN line names) and prints, per stage,
the number of functions checked and the median and maximum time per
function (the `ms` field of the report), and the wall-clock time of each
mlir-opt run. Not a test.

    bench/stage_times.py [FILE.mlir ...]
"""

import collections
import glob
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PLUGIN = os.path.join(ROOT, "target", "release", "libmlir_refine.so")
MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"


def pipeline_of(path):
    if path.endswith("seqnum.mlir"):
        return "func.func(canonicalize,cse)", []
    text = open(path).read()
    m = re.search(r'verify-translation\{pipeline="([^"]*)"([^}]*)\}', text)
    if not m:
        return None, []
    extra = []
    if "index-bitwidth=" in m.group(2):
        extra.append(re.search(r"index-bitwidth=\d+", m.group(2)).group(0))
    return m.group(1), extra


def main():
    files = sys.argv[1:] or [os.path.join(ROOT, "examples", "demo", "seqnum.mlir")] + sorted(
        glob.glob(os.path.join(ROOT, "test", "passes", "*.mlir")))
    print(f"{'file':44} {'stage':58} {'fns':>4} {'median':>9} {'max':>9}")
    for path in files:
        pipeline, extra = pipeline_of(path)
        if not pipeline:
            continue
        with tempfile.TemporaryDirectory() as tmp:
            report = os.path.join(tmp, "r.jsonl")
            opts = " ".join([f'pipeline="{pipeline}"', "fail-on-invalid=false", f"report={report}"] + extra)
            t0 = time.perf_counter()
            subprocess.run([MLIR_OPT, f"--load-pass-plugin={PLUGIN}",
                            f"--pass-pipeline=builtin.module(verify-translation{{{opts}}})", path, "-o", os.devnull],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            wall = (time.perf_counter() - t0) * 1e3
            recs = [json.loads(l) for l in open(report) if l.strip()] if os.path.exists(report) else []
        stages = collections.OrderedDict()
        for r in recs:
            if "ms" in r:
                stages.setdefault(r["stage"], []).append(r["ms"])
        name = os.path.relpath(path, ROOT)
        for stage, ms in stages.items():
            print(f"{name:44} {stage[:58]:58} {len(ms):4} {statistics.median(ms):7.2f}ms {max(ms):7.1f}ms")
        print(f"{name:44} {'(whole mlir-opt run, wall clock)':58} {'':4} {'':9} {wall:7.0f}ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
