#!/usr/bin/env python3
"""Benchmark: tensor, linalg and tosa checks (not a test).

Prints, per case, the wall-clock time and the verdict:

  1. tests:    every two-file pair of test/semantics/{tensor,linalg,tosa,large}
               (split-file src/tgt), the time per function from the report:
               median / p90 / max (target: median <= 50 ms);
  2. matmul:   linalg.matmul on i32 against its generalized form
               (linalg-generalize-named-ops) at n = 4 ... 256, to show how
               the time grows with n (explicit elements up to 4096, then
               lazy), and the same with subi for addi in the generic body
               (time to a counterexample);
  3. conv:     an i8 1x16x16x8 input, 3x3 kernel, 8 output channels:
               tosa.conv2d through tosa-to-linalg-named, without and with
               padding, and linalg.conv_2d_nhwc_fhwc against its generic
               form; a padded 1x64x64x1 one with a mutated lowering;
  4. pipeline: the TOSA lowering pipeline on the networks of
               test/passes/tensor/Inputs/tosa-network.mlir, stage by stage.

    bench/tensor.py [--sizes 4,8,16,32,64,128,256] [--timeout-ms 60000]
"""

import argparse
import glob
import os
import subprocess
import sys
import tempfile

from benchlib import CLI, MLIR_OPT, PLUGIN, ROOT, check_pairs, require_built, run_cli, run_plugin, split_pairs, table_row
from benchlib import mutate, verdict_counts, verdict_text, verify_translation, write

TOSA_PIPELINE = ("func.func(tosa-to-linalg-named),func.func(tosa-to-linalg),func.func(tosa-to-arith),"
                 "func.func(tosa-to-tensor),linalg-fuse-elementwise-ops,func.func(canonicalize),cse")
COLUMNS = ("<34", ">10", "<60")



def generalized(src, tmp):
    """The generic form of SRC's named ops, written by the real pass."""
    out = os.path.join(tmp, os.path.basename(src) + ".generic.mlir")
    subprocess.run([MLIR_OPT, "-linalg-generalize-named-ops", src, "-o", out], check=True)
    return out


def matmul_src(n):
    t = f"tensor<{n}x{n}xi32>"
    return (f"func.func @matmul(%a: {t}, %b: {t}, %c: {t}) -> {t} {{\n"
            f"  %0 = linalg.matmul ins(%a, %b : {t}, {t}) outs(%c : {t}) -> {t}\n"
            f"  return %0 : {t}\n}}\n")


def conv_tosa(n, c, pad):
    """tosa.conv2d of an i8 1xnxnxc input with a 3x3 kernel, c channels."""
    o = n - 2 + 2 * pad
    x, w, r = f"tensor<1x{n}x{n}x{c}xi8>", f"tensor<{c}x3x3x{c}xi8>", f"tensor<1x{o}x{o}x{c}xi32>"
    return (f"func.func @conv(%in: {x}, %k: {w}, %bias: tensor<{c}xi32>) -> {r} {{\n"
            f"  %zp = \"tosa.const\"() <{{values = dense<0> : tensor<1xi8>}}> : () -> tensor<1xi8>\n"
            f"  %0 = tosa.conv2d %in, %k, %bias, %zp, %zp {{acc_type = i32, dilation = array<i64: 1, 1>, "
            f"pad = array<i64: {pad}, {pad}, {pad}, {pad}>, stride = array<i64: 1, 1>}} : "
            f"({x}, {w}, tensor<{c}xi32>, tensor<1xi8>, tensor<1xi8>) -> {r}\n"
            f"  return %0 : {r}\n}}\n")


def lowered(src, tmp, pipeline):
    out = os.path.join(tmp, os.path.basename(src) + ".lowered.mlir")
    subprocess.run([MLIR_OPT, f"--pass-pipeline=builtin.module({pipeline})", src, "-o", out], check=True)
    return out


CONV_LINALG = """func.func @conv(%in: tensor<1x16x16x8xi8>, %k: tensor<8x3x3x8xi8>, %o: tensor<1x14x14x8xi32>) -> tensor<1x14x14x8xi32> {
  %0 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%in, %k : tensor<1x16x16x8xi8>, tensor<8x3x3x8xi8>) outs(%o : tensor<1x14x14x8xi32>) -> tensor<1x14x14x8xi32>
  return %0 : tensor<1x14x14x8xi32>
}
"""


def test_pairs(tmp):
    """(name, src, tgt) for every split-file test of the tensor dialects."""
    tests = [(f"{d}/{os.path.basename(t)}", t) for d in ("tensor", "linalg", "tosa", "large")
             for t in sorted(glob.glob(os.path.join(ROOT, "test", "semantics", d, "*.mlir")))]
    return split_pairs(tmp, tests)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="4,8,16,32,64,128,256")
    ap.add_argument("--timeout-ms", type=int, default=60000)
    args = ap.parse_args()
    require_built(CLI, PLUGIN)
    limit = f"--timeout-ms={args.timeout_ms}"
    with tempfile.TemporaryDirectory() as tmp:
        report = os.path.join(tmp, "report.jsonl")

        print("1. tensor, linalg and tosa test pairs (two-file checker)")
        check_pairs(test_pairs(tmp), report, limit)

        print("\n2. linalg.matmul (i32) against its generic form, n x n x n points")
        print(table_row(["case", "ms", "verdict"], COLUMNS))
        for n in [int(s) for s in args.sizes.split(",")]:
            src = write(tmp, f"matmul{n}.mlir", matmul_src(n))
            tgt = generalized(src, tmp)
            wall, recs = run_cli(src, tgt, report, limit)
            print(table_row([f"matmul {n}^3", f"{wall:.0f}", verdict_text(recs)], COLUMNS))
            wall, recs = run_cli(src, mutate(tgt, "arith.addi", "arith.subi"), report, limit)
            print(table_row([f"matmul {n}^3, subi mutant", f"{wall:.0f}", verdict_text(recs)], COLUMNS))

        print("\n3. convolution, i8 1x16x16x8 input, 3x3x8 kernel, 8 channels")
        print(table_row(["case", "ms", "verdict"], COLUMNS))
        src = write(tmp, "conv.mlir", CONV_LINALG)
        wall, recs = run_cli(src, generalized(src, tmp), report, limit)
        print(table_row(["linalg.conv_2d_nhwc_fhwc vs generic", f"{wall:.0f}", verdict_text(recs)], COLUMNS))
        named = "func.func(tosa-to-linalg-named)"
        for n, c, pad in [(16, 8, 0), (16, 8, 1), (64, 1, 1)]:
            src = write(tmp, f"conv_tosa{n}_{pad}.mlir", conv_tosa(n, c, pad))
            tgt = lowered(src, tmp, named)
            wall, recs = run_cli(src, tgt, report, limit)
            print(table_row([f"tosa.conv2d {n}x{n}x{c} pad {pad}", f"{wall:.0f}", verdict_text(recs)], COLUMNS))
        wall, recs = run_cli(src, mutate(tgt, "arith.constant 0 : i8", "arith.constant 1 : i8"), report, limit)
        print(table_row(["  same, pad value 1 (mutant)", f"{wall:.0f}", verdict_text(recs)], COLUMNS))

        print("\n4. the TOSA lowering pipeline on an integer and a float network, stage by stage")
        net = os.path.join(ROOT, "test", "passes", "tensor", "Inputs", "tosa-network.mlir")
        if os.path.exists(net):
            pass_text = verify_translation(TOSA_PIPELINE, f"report={report}", f"timeout-ms={args.timeout_ms}")
            wall, recs = run_plugin(net, report, pass_text)
            print(f"  whole run: {wall:.0f} ms wall clock; {verdict_counts(recs)}")
            for r in recs:
                print(f"    {r.get('stage', '?'):<60} {r.get('function', '?'):<12} {r['verdict']} {r.get('ms', '')}")
        else:
            print(f"  {net} is missing")


if __name__ == "__main__":
    sys.exit(main())
