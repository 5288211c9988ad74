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
import os
import re
import statistics
import sys
import tempfile

from benchlib import PLUGIN, ROOT, require_built, run_plugin, table_row, verify_translation

COLUMNS = ("<44", "<58", ">4", ">9", ">9")  # file, stage, functions, median, max


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
    require_built(PLUGIN)
    print(table_row(["file", "stage", "fns", "median", "max"], COLUMNS))
    for path in files:
        pipeline, extra = pipeline_of(path)
        if not pipeline:
            continue
        with tempfile.TemporaryDirectory() as tmp:
            report = os.path.join(tmp, "r.jsonl")
            wall, recs = run_plugin(path, report,
                                    verify_translation(pipeline, "fail-on-invalid=false", f"report={report}", *extra))
        stages = collections.OrderedDict()
        for r in recs:
            if "ms" in r:
                stages.setdefault(r["stage"], []).append(r["ms"])
        name = os.path.relpath(path, ROOT)
        for stage, ms in stages.items():
            print(table_row([name, stage[:58], len(ms), f"{statistics.median(ms):7.2f}ms", f"{max(ms):7.1f}ms"],
                            COLUMNS))
        print(table_row([name, "(whole mlir-opt run, wall clock)", "", "", f"{wall:7.0f}ms"], COLUMNS))
    return 0


if __name__ == "__main__":
    sys.exit(main())
