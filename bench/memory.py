#!/usr/bin/env python3
"""Benchmark: memory (memref, bufferization, affine) checks (not a test).

Prints, per case, the wall-clock time and the verdict:

  1. tests:    every two-file pair of test/semantics/memref and
               test/passes/memory_* (split-file src/tgt), the time per
               function from the report: median / p90 / max (target: median
               <= 100 ms);
  2. matmul:   linalg.matmul on i32 memrefs against convert-linalg-to-loops'
               loop nest at n = 4, 8, 16 (target: <= 5 s at 16^3), to show
               how time grows with n, and a mutant with subi for addi (time
               to a counterexample);
  3. fusion:   two 1-D affine loops of n iterations (a producer into a
               temporary buffer, a consumer out of it) against
               affine-loop-fusion's fused loop, n = 64 ... 1024 (target:
               <= 2 s at 1024), with max-unroll raised to n;
  4. pipeline: tensors to loops (one-shot-bufferize,
               convert-linalg-to-loops, canonicalize), stage by stage;
  5. induction: lower-affine on a loop of n iterations over memory
               (n = 64 ... 2^20: proved by induction, so time should not
               grow with n) and on loop nests of depth 1 ... 3 over dynamic
               memrefs (time against depth), each with a subi mutant.

    bench/memory.py [--sizes 4,8,16] [--fusion 64,256,1024] [--timeout-ms 60000]
"""

import argparse
import glob
import os
import subprocess
import sys
import tempfile

from benchlib import CLI, MLIR_OPT, PLUGIN, ROOT, check_pairs, require_built, run_cli, run_plugin, split_pairs, table_row
from benchlib import mutate, verdict_counts, verdict_text, verify_translation, write

COLUMNS = ("<36", ">10", "<70")



def lowered(src, tmp, *flags):
    out = src + ".lowered.mlir"
    subprocess.run([MLIR_OPT, *flags, src, "-o", out], check=True)
    return out


def matmul_src(n):
    t = f"memref<{n}x{n}xi32>"
    return (f"func.func @matmul(%a: {t}, %b: {t}, %c: {t}) {{\n"
            f"  linalg.matmul ins(%a, %b : {t}, {t}) outs(%c : {t})\n"
            f"  return\n}}\n")


def fusion_src(n):
    t = f"memref<{n}xi32>"
    return (f"func.func @fuse(%a: {t}, %b: {t}, %k: i32) {{\n"
            f"  %tmp = memref.alloc() : {t}\n"
            f"  affine.for %i = 0 to {n} {{\n"
            f"    %x = affine.load %a[%i] : {t}\n"
            f"    %y = arith.muli %x, %k : i32\n"
            f"    affine.store %y, %tmp[%i] : {t}\n"
            f"  }}\n"
            f"  affine.for %i = 0 to {n} {{\n"
            f"    %y = affine.load %tmp[%i] : {t}\n"
            f"    %z = arith.addi %y, %k : i32\n"
            f"    affine.store %z, %b[%i] : {t}\n"
            f"  }}\n"
            f"  memref.dealloc %tmp : {t}\n"
            f"  return\n}}\n")


def case_rows(name, src, tgt, report, *flags):
    """Checks SRC against TGT and against TGT's subi-for-addi mutant,
    printing a row for each."""
    wall, recs = run_cli(src, tgt, report, *flags)
    print(table_row([name, f"{wall:.0f}", verdict_text(recs, 70)], COLUMNS))
    bad = mutate(tgt, "arith.addi", "arith.subi")
    wall, recs = run_cli(src, bad, report, *flags)
    print(table_row([f"{name}, subi mutant", f"{wall:.0f}", verdict_text(recs, 70)], COLUMNS))


def scale_src(n):
    t = f"memref<{n}xi32>"
    return (f"func.func @scale(%a: {t}, %b: {t}, %k: i32) {{\n"
            f"  affine.for %i = 0 to {n} {{\n"
            f"    %x = affine.load %a[%i] : {t}\n"
            f"    %y = arith.muli %x, %k : i32\n"
            f"    %z = arith.addi %y, %k : i32\n"
            f"    affine.store %z, %b[%i] : {t}\n"
            f"  }}\n"
            f"  return\n}}\n")


def nest_src(depth):
    t = "memref<" + "x".join("?" * depth) + "xi32>"
    ivs = [f"%i{k}" for k in range(depth)]
    lines = [f"func.func @nest(%a: {t}, %b: {t}, %c: {t}) {{"]
    for k in range(depth):
        lines.append(f"  %c{k} = arith.constant {k} : index")
        lines.append(f"  %n{k} = memref.dim %a, %c{k} : {t}")
    for k in range(depth):
        lines.append("  " * (k + 1) + f"affine.for {ivs[k]} = 0 to %n{k} {{")
    pad = "  " * (depth + 1)
    idx = ", ".join(ivs)
    lines += [f"{pad}%x = affine.load %a[{idx}] : {t}", f"{pad}%y = affine.load %b[{idx}] : {t}",
              f"{pad}%z = arith.addi %x, %y : i32", f"{pad}affine.store %z, %c[{idx}] : {t}"]
    for k in reversed(range(depth)):
        lines.append("  " * (k + 1) + "}")
    return "\n".join(lines) + "\n  return\n}\n"


def test_pairs(tmp):
    """(name, src, tgt) for every split-file memory test with src/tgt."""
    tests = sorted(glob.glob(os.path.join(ROOT, "test", "semantics", "memref", "*.mlir")))
    tests += sorted(glob.glob(os.path.join(ROOT, "test", "passes", "memory_*.mlir")))
    return split_pairs(tmp, [(os.path.basename(t), t) for t in tests])


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="4,8,16")
    ap.add_argument("--fusion", default="64,256,1024")
    ap.add_argument("--timeout-ms", type=int, default=60000)
    ap.add_argument("--memref-deref", default="accessed", choices=["accessed", "view"],
                    help="how far memref arguments' buffers reach (the option of the same name)")
    args = ap.parse_args()
    require_built(CLI, PLUGIN)
    limit = [f"--timeout-ms={args.timeout_ms}", f"--memref-deref={args.memref_deref}"]
    with tempfile.TemporaryDirectory() as tmp:
        report = os.path.join(tmp, "report.jsonl")

        print("1. memory test pairs (two-file checker)")
        check_pairs(test_pairs(tmp), report, *limit)

        print("\n2. linalg.matmul on i32 memrefs against convert-linalg-to-loops, n x n x n")
        print(table_row(["case", "ms", "verdict"], COLUMNS))
        for n in [int(s) for s in args.sizes.split(",")]:
            src = write(tmp, f"matmul{n}.mlir", matmul_src(n))
            tgt = lowered(src, tmp, "--convert-linalg-to-loops")
            case_rows(f"matmul {n}^3", src, tgt, report, *limit)

        print("\n3. affine-loop-fusion of two 1-D loops of n iterations (max-unroll = n)")
        print(table_row(["case", "ms", "verdict"], COLUMNS))
        for n in [int(s) for s in args.fusion.split(",")]:
            src = write(tmp, f"fuse{n}.mlir", fusion_src(n))
            tgt = lowered(src, tmp, "--affine-loop-fusion")
            unroll = f"--max-unroll={max(n, 64)}"
            case_rows(f"fusion n = {n}", src, tgt, report, *limit, unroll)

        print("\n4. tensors to loops: one-shot-bufferize, convert-linalg-to-loops, canonicalize")
        pipeline = "one-shot-bufferize,func.func(convert-linalg-to-loops),canonicalize"
        src = write(tmp, "tensors.mlir", "".join(
            f"func.func @f{n}(%a: tensor<{n}x{n}xi32>, %b: tensor<{n}x{n}xi32>) -> tensor<{n}x{n}xi32> {{\n"
            f"  %e = tensor.empty() : tensor<{n}x{n}xi32>\n"
            f"  %r = linalg.add ins(%a, %b : tensor<{n}x{n}xi32>, tensor<{n}x{n}xi32>) outs(%e : tensor<{n}x{n}xi32>)"
            f" -> tensor<{n}x{n}xi32>\n"
            f"  return %r : tensor<{n}x{n}xi32>\n}}\n" for n in (2, 4, 8)))
        pass_text = verify_translation(pipeline, f"report={report}", f"timeout-ms={args.timeout_ms}",
                                       f"memref-deref={args.memref_deref}")
        wall, recs = run_plugin(src, report, pass_text)
        print(f"  whole run: {wall:.0f} ms wall clock; {verdict_counts(recs)}")
        for r in recs:
            print(f"    {r.get('stage', '?'):<40} {r.get('function', '?'):<8} {r['verdict']} {r.get('ms', '')}")

        print("\n5. induction with memory: lower-affine, source against target")
        print(table_row(["case", "ms", "verdict"], COLUMNS))
        cases = [(f"loop of n = {n}", f"scale{n}.mlir", scale_src(n)) for n in (64, 1024, 1 << 20)]
        cases += [(f"nest of depth {d}, dynamic", f"nest{d}.mlir", nest_src(d)) for d in (1, 2, 3)]
        for name, file, text in cases:
            src = write(tmp, file, text)
            tgt = lowered(src, tmp, "--lower-affine")
            case_rows(name, src, tgt, report, *limit)


if __name__ == "__main__":
    sys.exit(main())
