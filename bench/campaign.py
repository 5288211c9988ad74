#!/usr/bin/env python3
"""Benchmark: the campaign driver (`mlir-refine campaign`).

Runs three fixed campaigns and prints their throughput, each into a fresh
database (no reduction, no execution: only the checks are timed):

  1. the upstream integer corpus (arith, index, scf and the generic
     transforms' tests of MLIR 22, from ../shared/corpus; skipped, saying
     so, when it is absent), each file with the pipelines of its RUN lines;
  2. N generated programs (default 10000, --generate) through
     canonicalize,cse,sccp, on every core;
  3. the first M of them (default 1000, --scaling) with -j 1 and with every
     core, for the speed-up.

For each: jobs, function checks (one per function per stage), wall time,
checks per second per core, and where the time goes: the share inside the
plugin's checks, split into encoding and solving (the report's
per-function `encode_ms` and `solve_ms`), against the rest of each
mlir-opt process (start-up, parsing, the passes, printing). Not a test: it asserts nothing.

    bench/campaign.py [--generate 10000] [--scaling 1000] [--corpus DIR] [-j N]
"""

import argparse
import os
import sqlite3
import subprocess
import sys
import tempfile
import time

import benchlib

INTEGER_FILES = [
    "Dialect/Arith/canonicalize.mlir",
    "Dialect/Arith/int-range-opts.mlir",
    "Dialect/Arith/unsigned-when-equivalent.mlir",
    "Dialect/Arith/int-range-narrowing.mlir",
    "Dialect/Index/index-canonicalize.mlir",
    "Transforms/canonicalize.mlir",
    "Transforms/cse.mlir",
    "Transforms/sccp.mlir",
    "Dialect/SCF/canonicalize.mlir",
    "Dialect/SCF/for-loop-peeling.mlir",
    "Conversion/SCFToControlFlow/convert-to-cfg.mlir",
    "Transforms/loop-invariant-code-motion.mlir",
]


def campaign(args, db, jobs):
    """Runs one campaign; returns (wall seconds, figures from the db)."""
    cmd = [benchlib.CLI, "campaign", "-q", "--no-reduce", "--no-execute", "-j", str(jobs), "--db", db] + args
    start = time.perf_counter()
    proc = subprocess.run(cmd, capture_output=True, text=True)
    wall = time.perf_counter() - start
    if proc.returncode not in (0, 1):
        sys.exit(f"campaign failed ({proc.returncode}): {proc.stderr.strip()[:400]}")
    con = sqlite3.connect(db)
    n_jobs, job_ms = con.execute("SELECT COUNT(*), COALESCE(SUM(ms), 0) FROM jobs").fetchone()
    checks, check_ms = con.execute("SELECT COUNT(*), COALESCE(SUM(ms), 0) FROM verdicts").fetchone()
    encode_ms, solve_ms = con.execute(
        "SELECT COALESCE(SUM(encode_ms), 0), COALESCE(SUM(solve_ms), 0) FROM verdicts").fetchone()
    statuses = dict(con.execute("SELECT status, COUNT(*) FROM jobs GROUP BY status").fetchall())
    verdicts = dict(con.execute("SELECT verdict, COUNT(*) FROM verdicts GROUP BY verdict").fetchall())
    findings = con.execute("SELECT COUNT(DISTINCT signature) FROM findings").fetchone()[0]
    con.close()
    return wall, dict(jobs=n_jobs, job_ms=job_ms, checks=checks, check_ms=check_ms, encode_ms=encode_ms,
                      solve_ms=solve_ms, statuses=statuses,
                      verdicts=verdicts, findings=findings)


def show(name, wall, f, cores):
    rate = f["checks"] / wall / cores if wall > 0 else 0.0
    total = f["job_ms"] or 1.0
    enc, sol = f["encode_ms"] / total, f["solve_ms"] / total
    rest = max(0.0, f["check_ms"] / total - enc - sol)
    print(f"{name}")
    print(f"  jobs {f['jobs']} ({', '.join(f'{v} {k}' for k, v in sorted(f['statuses'].items()))}), "
          f"function checks {f['checks']} ({', '.join(f'{v} {k}' for k, v in sorted(f['verdicts'].items()))}), "
          f"finding signatures {f['findings']}")
    print(f"  wall {wall:.1f} s on {cores} workers: {rate:.1f} checks per second per core")
    print(f"  time: encoding {100 * enc:.0f}%, solving {100 * sol:.0f}%, the rest of the checks "
          f"(checks a time limit stopped, pairing, counterexamples) {100 * rest:.0f}%, the rest of mlir-opt "
          f"(start-up, parsing, passes) "
          f"{100 * max(0.0, 1 - enc - sol - rest):.0f}%")
    return rate


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--generate", type=int, default=10000)
    ap.add_argument("--scaling", type=int, default=1000)
    ap.add_argument("--corpus", default=None)
    ap.add_argument("-j", type=int, default=os.cpu_count() or 1)
    a = ap.parse_args()
    benchlib.require_built(benchlib.CLI, benchlib.PLUGIN)
    corpus = a.corpus or os.environ.get("MLIR_REFINE_CORPUS") or os.path.join(benchlib.ROOT, "..", "shared", "corpus")
    tests = os.path.join(corpus, "upstream-mlir", "mlir", "test")
    with tempfile.TemporaryDirectory() as tmp:
        files = [os.path.join(tests, f) for f in INTEGER_FILES if os.path.isfile(os.path.join(tests, f))]
        if files:
            wall, f = campaign(["--run-lines"] + files, os.path.join(tmp, "corpus.db"), a.j)
            show(f"1. upstream integer corpus ({len(files)} files, their RUN-line pipelines)", wall, f, a.j)
        else:
            print(f"1. upstream integer corpus: skipped, no corpus at {corpus}")
        wall, f = campaign(["--generate", str(a.generate), "--seed", "1"], os.path.join(tmp, "gen.db"), a.j)
        show(f"2. {a.generate} generated programs through canonicalize,cse,sccp", wall, f, a.j)
        rates = {}
        for j in sorted({1, a.j}):
            wall, f = campaign(["--generate", str(a.scaling), "--seed", "2"], os.path.join(tmp, f"scale{j}.db"), j)
            rates[j] = (wall, f["checks"])
            print(f"3. {a.scaling} generated programs, -j {j}: {wall:.1f} s, "
                  f"{f['checks'] / wall:.1f} checks per second")
        if len(rates) > 1:
            one, many = rates[1][0], rates[a.j][0]
            print(f"   speed-up from 1 to {a.j} workers: {one / many:.2f}x (linear: {a.j}x)")


if __name__ == "__main__":
    main()
