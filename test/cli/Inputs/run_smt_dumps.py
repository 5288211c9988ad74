#!/usr/bin/env python3
"""Runs every SMT-LIB script mlir-refine dumped into DIR (dump-smt=DIR)
through the z3 command and prints, per file in name order,
`FILE: z3 says ANSWER, mlir-refine said ANSWER` and `agree` or `DISAGREE`.
Exits 1 on a disagreement, 2 when z3 is missing or DIR holds no script."""
import os
import shutil
import subprocess
import sys


def main():
    if len(sys.argv) != 2:
        print("usage: run_smt_dumps.py DIR", file=sys.stderr)
        return 2
    z3 = shutil.which("z3")
    if z3 is None:
        print("run_smt_dumps.py: the z3 command is not installed (apt-get install z3; "
              "scripts/setup.sh installs it)", file=sys.stderr)
        return 2
    d = sys.argv[1]
    files = sorted(f for f in os.listdir(d) if f.endswith(".smt2"))
    if not files:
        print(f"run_smt_dumps.py: no .smt2 file in {d}", file=sys.stderr)
        return 2
    status = 0
    for f in files:
        path = os.path.join(d, f)
        said = None
        with open(path) as fh:
            for line in fh:
                if line.startswith("; mlir-refine's answer: "):
                    said = line.split(": ", 1)[1].split()[0]
        out = subprocess.run([z3, "-T:60", path], capture_output=True, text=True)
        answer = (out.stdout.strip().splitlines() or ["(nothing)"])[-1]
        agree = said is not None and answer == said
        print(f"{f}: z3 says {answer}, mlir-refine said {said}: {'agree' if agree else 'DISAGREE'}")
        if not agree:
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
