#!/usr/bin/env python3
"""Benchmark: mlir-refine on floating-point function pairs, abstract vs IEEE-754.

    python3 bench/float_pairs.py [--quick]
    python3 bench/float_pairs.py [--quick | --hard] [--timeout-ms 20000] [--repeat 10] [--keep DIR]

Builds a fixed set of float pairs (no randomness): the outputs of
`mlir-opt --canonicalize`, `--cse`, `--arith-expand` and
`--math-uplift-to-fma` on float functions written here (valid targets,
unless the pass has a bug), and hand-written rewrites, valid and invalid
(x+0.0 vs x, re-association, contraction to fma, min/max swaps, cmpf
predicate swaps, extf/truncf round trips, sitofp/fptosi, fast-math
variants) over f16, bf16, f32, f64 and small vectors, plus bigger ones
(an unrolled dot product of 8 elements, Horner polynomials, a softmax-like
max/sub/exp/sum chain, chains of 10-24 ops). Each pair carries the verdict
expected of it.

Sets: --quick, the small pairs (about a minute); default, also the bigger
ones (about five minutes on 2 CPUs: five pairs hit the 20 s limit with
IEEE-754); --hard, also pairs on which the encodings hit the time limit
(or the tool overruns it: --fp-mode=ieee on a contracted Horner polynomial
of degree 8 does not stop), which adds a quarter of an hour or more.

Runs the two-file checker on the set once per mode, --fp-mode=abstract,
ieee and auto, each with --timeout-ms=20000 and --report, and then
--fp-mode=abstract --fp-abstract-bits=24 (and 16, unless --quick) on the
pairs the computed width proved (there the abstract encoding alone decides;
elsewhere IEEE-754 does). Prints:
  - per mode: median, 90th percentile, maximum and total time per function,
    verdict counts (inconclusive ones by reason);
  - per pair: abstract, IEEE, auto and fixed-width times and verdicts, and
    IEEE/abstract (median, geometric mean, ratio of totals over the pairs
    both decided; a lower bound where only abstract decided), next to
    mlir-tv's published 13.6x (CAV 2022);
  - fixed-width / computed-width times, next to mlir-tv's published 2.2x;
  - agreement of the abstract, auto and fixed-width verdicts with IEEE-754:
    abstract `valid` vs IEEE `invalid` is a SOUNDNESS BUG; abstract
    `invalid` is always confirmed with IEEE, so vs IEEE `valid` it must not
    happen; also any function on which the tool overran its time limit;
  - decided verdicts contrary to the pair's expectation, and the undecided
    pairs per mode;
  - the plugin on the four passes as a pipeline, and the plugin load time.
Not a test: it asserts nothing about time.

Times are the in-process times from --report ("ms"; an abstract-mode
`invalid` includes the IEEE-754 confirmation). Pairs whose bodies are
identical (`valid: unchanged`) are counted but not timed.
"""

import argparse
import collections
import json
import math
import os
import queue
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from int_pairs import load_time, stats  # noqa: E402  (same figures, same format)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.join(ROOT, "target", "release")
MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"


# --------------------------------------------------------------------------
# Hand-written pairs: (name, signature, source body, target body, expected).
# `expected` is what IEEE-754 semantics plus the tool's documented rules
# (float-brief) say: "valid", "invalid", or "?" (no firm expectation, e.g. a
# counterexample that needs a value of math.exp).
# --------------------------------------------------------------------------

HAND = []


def pair(name, sig, src, tgt, expect, tier="small"):
    HAND.append((name, sig, src.strip("\n"), tgt.strip("\n"), expect, tier))


# ---- identities with constants ----
pair("add_pzero_f32", "(%x: f32) -> f32", """
  %c = arith.constant 0.0 : f32
  %r = arith.addf %x, %c : f32
  return %r : f32""", "  return %x : f32", "invalid")  # -0 + +0 = +0
pair("add_nzero_f32", "(%x: f32) -> f32", """
  %c = arith.constant -0.0 : f32
  %r = arith.addf %x, %c : f32
  return %r : f32""", "  return %x : f32", "valid")
pair("add_pzero_nsz_f64", "(%x: f64) -> f64", """
  %c = arith.constant 0.0 : f64
  %r = arith.addf %x, %c fastmath<nsz> : f64
  return %r : f64""", "  return %x : f64", "valid")
pair("sub_pzero_f16", "(%x: f16) -> f16", """
  %c = arith.constant 0.0 : f16
  %r = arith.subf %x, %c : f16
  return %r : f16""", "  return %x : f16", "valid")
pair("sub_nzero_bf16", "(%x: bf16) -> bf16", """
  %c = arith.constant -0.0 : bf16
  %r = arith.subf %x, %c : bf16
  return %r : bf16""", "  return %x : bf16", "invalid")  # -0 - -0 = +0
pair("mul_one_f16", "(%x: f16) -> f16", """
  %c = arith.constant 1.0 : f16
  %r = arith.mulf %x, %c : f16
  return %r : f16""", "  return %x : f16", "valid")
pair("mul_zero_f32", "(%x: f32) -> f32", """
  %c = arith.constant 0.0 : f32
  %r = arith.mulf %x, %c : f32
  return %r : f32""", """
  %c = arith.constant 0.0 : f32
  return %c : f32""", "invalid")
pair("mul_zero_fast_f32", "(%x: f32) -> f32", """
  %c = arith.constant 0.0 : f32
  %r = arith.mulf %x, %c fastmath<nnan,ninf,nsz> : f32
  return %r : f32""", """
  %c = arith.constant 0.0 : f32
  return %c : f32""", "valid")
pair("mul_negone_f64", "(%x: f64) -> f64", """
  %c = arith.constant -1.0 : f64
  %r = arith.mulf %x, %c : f64
  return %r : f64""", """
  %r = arith.negf %x : f64
  return %r : f64""", "valid")
pair("div_one_bf16", "(%x: bf16) -> bf16", """
  %c = arith.constant 1.0 : bf16
  %r = arith.divf %x, %c : bf16
  return %r : bf16""", "  return %x : bf16", "valid")
pair("div_two_f32", "(%x: f32) -> f32", """
  %c = arith.constant 2.0 : f32
  %r = arith.divf %x, %c : f32
  return %r : f32""", """
  %c = arith.constant 0.5 : f32
  %r = arith.mulf %x, %c : f32
  return %r : f32""", "valid")
pair("div_three_f32", "(%x: f32) -> f32", """
  %c = arith.constant 3.0 : f32
  %r = arith.divf %x, %c : f32
  return %r : f32""", """
  %c = arith.constant 0.333333343 : f32
  %r = arith.mulf %x, %c : f32
  return %r : f32""", "invalid")
pair("div_arcp_f32", "(%x: f32, %y: f32) -> f32", """
  %r = arith.divf %x, %y fastmath<arcp> : f32
  return %r : f32""", """
  %one = arith.constant 1.0 : f32
  %i = arith.divf %one, %y : f32
  %r = arith.mulf %x, %i : f32
  return %r : f32""", "valid")
pair("div_noarcp_f32", "(%x: f32, %y: f32) -> f32", """
  %r = arith.divf %x, %y : f32
  return %r : f32""", """
  %one = arith.constant 1.0 : f32
  %i = arith.divf %one, %y : f32
  %r = arith.mulf %x, %i : f32
  return %r : f32""", "invalid")
pair("neg_neg_f16", "(%x: f16) -> f16", """
  %a = arith.negf %x : f16
  %b = arith.negf %a : f16
  return %b : f16""", "  return %x : f16", "valid")
pair("zero_sub_f32", "(%x: f32) -> f32", """
  %c = arith.constant 0.0 : f32
  %r = arith.subf %c, %x : f32
  return %r : f32""", """
  %r = arith.negf %x : f32
  return %r : f32""", "invalid")  # 0 - 0 = +0, -(0) = -0
pair("nzero_sub_f32", "(%x: f32) -> f32", """
  %c = arith.constant -0.0 : f32
  %r = arith.subf %c, %x : f32
  return %r : f32""", """
  %r = arith.negf %x : f32
  return %r : f32""", "valid")
pair("abs_neg_f64", "(%x: f64) -> f64", """
  %a = arith.negf %x : f64
  %r = math.absf %a : f64
  return %r : f64""", """
  %r = math.absf %x : f64
  return %r : f64""", "valid")
pair("copysign_one_f32", "(%x: f32) -> f32", """
  %c = arith.constant 1.0 : f32
  %r = math.copysign %x, %c : f32
  return %r : f32""", """
  %r = math.absf %x : f32
  return %r : f32""", "valid")
pair("copysign_negone_f32", "(%x: f32) -> f32", """
  %c = arith.constant -1.0 : f32
  %r = math.copysign %x, %c : f32
  return %r : f32""", """
  %a = math.absf %x : f32
  %r = arith.negf %a : f32
  return %r : f32""", "valid")
pair("add_self_to_mul2_f32", "(%x: f32) -> f32", """
  %r = arith.addf %x, %x : f32
  return %r : f32""", """
  %c = arith.constant 2.0 : f32
  %r = arith.mulf %x, %c : f32
  return %r : f32""", "valid")
pair("mul2_to_add_self_f16", "(%x: f16) -> f16", """
  %c = arith.constant 2.0 : f16
  %r = arith.mulf %x, %c : f16
  return %r : f16""", """
  %r = arith.addf %x, %x : f16
  return %r : f16""", "valid")
pair("sub_self_f32", "(%x: f32) -> f32", """
  %r = arith.subf %x, %x : f32
  return %r : f32""", """
  %c = arith.constant 0.0 : f32
  return %c : f32""", "invalid")  # inf - inf = NaN
pair("sub_self_nnan_ninf_f32", "(%x: f32) -> f32", """
  %r = arith.subf %x, %x fastmath<nnan,ninf> : f32
  return %r : f32""", """
  %c = arith.constant 0.0 : f32
  return %c : f32""", "valid")

# ---- commutativity, re-association, contraction ----
pair("addf_commute_v4f32", "(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32>", """
  %r = arith.addf %a, %b : vector<4xf32>
  return %r : vector<4xf32>""", """
  %r = arith.addf %b, %a : vector<4xf32>
  return %r : vector<4xf32>""", "valid", tier="big")
pair("mulf_commute_bf16", "(%a: bf16, %b: bf16) -> bf16", """
  %r = arith.mulf %a, %b : bf16
  return %r : bf16""", """
  %r = arith.mulf %b, %a : bf16
  return %r : bf16""", "valid")
pair("reassoc_one_level_f32", "(%a: f32, %b: f32, %c: f32) -> f32", """
  %t = arith.addf %a, %b fastmath<reassoc> : f32
  %r = arith.addf %t, %c fastmath<reassoc> : f32
  return %r : f32""", """
  %t = arith.addf %b, %c fastmath<reassoc> : f32
  %r = arith.addf %a, %t fastmath<reassoc> : f32
  return %r : f32""", "valid")
pair("reassoc_noflags_f32", "(%a: f32, %b: f32, %c: f32) -> f32", """
  %t = arith.addf %a, %b : f32
  %r = arith.addf %t, %c : f32
  return %r : f32""", """
  %t = arith.addf %b, %c : f32
  %r = arith.addf %a, %t : f32
  return %r : f32""", "invalid")
pair("reassoc_mul_f16", "(%a: f16, %b: f16, %c: f16) -> f16", """
  %t = arith.mulf %a, %b fastmath<reassoc> : f16
  %r = arith.mulf %t, %c fastmath<reassoc> : f16
  return %r : f16""", """
  %t = arith.mulf %a, %c fastmath<reassoc> : f16
  %r = arith.mulf %t, %b fastmath<reassoc> : f16
  return %r : f16""", "valid", tier="hard")
pair("contract_fma_f32", "(%a: f32, %b: f32, %c: f32) -> f32", """
  %t = arith.mulf %a, %b fastmath<contract> : f32
  %r = arith.addf %t, %c fastmath<contract> : f32
  return %r : f32""", """
  %r = math.fma %a, %b, %c : f32
  return %r : f32""", "valid")
pair("contract_noflags_f32", "(%a: f32, %b: f32, %c: f32) -> f32", """
  %t = arith.mulf %a, %b : f32
  %r = arith.addf %t, %c : f32
  return %r : f32""", """
  %r = math.fma %a, %b, %c : f32
  return %r : f32""", "invalid")
pair("fma_split_f64", "(%a: f64, %b: f64, %c: f64) -> f64", """
  %r = math.fma %a, %b, %c : f64
  return %r : f64""", """
  %t = arith.mulf %a, %b : f64
  %r = arith.addf %t, %c : f64
  return %r : f64""", "invalid", tier="hard")
pair("contract_sub_f32", "(%a: f32, %b: f32, %c: f32) -> f32", """
  %t = arith.mulf %a, %b fastmath<contract> : f32
  %r = arith.subf %t, %c fastmath<contract> : f32
  return %r : f32""", """
  %n = arith.negf %c : f32
  %r = math.fma %a, %b, %n : f32
  return %r : f32""", "valid")
pair("vector_fma_v4f32", "(%a: vector<4xf32>, %b: vector<4xf32>, %c: vector<4xf32>) -> vector<4xf32>", """
  %r = vector.fma %a, %b, %c : vector<4xf32>
  return %r : vector<4xf32>""", """
  %r = math.fma %a, %b, %c : vector<4xf32>
  return %r : vector<4xf32>""", "valid")

# ---- min / max ----
pair("maximumf_to_maxnumf_f32", "(%a: f32, %b: f32) -> f32", """
  %r = arith.maximumf %a, %b : f32
  return %r : f32""", """
  %r = arith.maxnumf %a, %b : f32
  return %r : f32""", "invalid")
pair("maxnumf_to_maximumf_f32", "(%a: f32, %b: f32) -> f32", """
  %r = arith.maxnumf %a, %b : f32
  return %r : f32""", """
  %r = arith.maximumf %a, %b : f32
  return %r : f32""", "invalid")
pair("minimumf_commute_f16", "(%a: f16, %b: f16) -> f16", """
  %r = arith.minimumf %a, %b : f16
  return %r : f16""", """
  %r = arith.minimumf %b, %a : f16
  return %r : f16""", "valid")
pair("maxnumf_commute_f32", "(%a: f32, %b: f32) -> f32", """
  %r = arith.maxnumf %a, %b : f32
  return %r : f32""", """
  %r = arith.maxnumf %b, %a : f32
  return %r : f32""", "valid")
pair("select_ogt_to_maximumf_f32", "(%a: f32, %b: f32) -> f32", """
  %c = arith.cmpf ogt, %a, %b : f32
  %r = arith.select %c, %a, %b : f32
  return %r : f32""", """
  %r = arith.maximumf %a, %b : f32
  return %r : f32""", "invalid")
pair("maximumf_to_select_f32", "(%a: f32, %b: f32) -> f32", """
  %r = arith.maximumf %a, %b : f32
  return %r : f32""", """
  %c = arith.cmpf ogt, %a, %b : f32
  %r = arith.select %c, %a, %b : f32
  return %r : f32""", "invalid")
pair("maximumf_self_f64", "(%x: f64) -> f64", """
  %r = arith.maximumf %x, %x : f64
  return %r : f64""", "  return %x : f64", "valid")
pair("minnumf_self_bf16", "(%x: bf16) -> bf16", """
  %r = arith.minnumf %x, %x : bf16
  return %r : bf16""", "  return %x : bf16", "valid")
pair("maxnumf_nnan_to_maximumf_f32", "(%a: f32, %b: f32) -> f32", """
  %r = arith.maxnumf %a, %b fastmath<nnan> : f32
  return %r : f32""", """
  %r = arith.maximumf %a, %b fastmath<nnan> : f32
  return %r : f32""", "valid")  # only +0/-0 differ, and maxnumf may pick either
pair("minimumf_inf_f32", "(%x: f32) -> f32", """
  %c = arith.constant 0x7F800000 : f32
  %r = arith.minimumf %x, %c : f32
  return %r : f32""", "  return %x : f32", "valid")
pair("maxnumf_nan_f32", "(%x: f32) -> f32", """
  %c = arith.constant 0x7FC00000 : f32
  %r = arith.maxnumf %x, %c : f32
  return %r : f32""", "  return %x : f32", "valid")
pair("reduction_max_v4f32", "(%v: vector<4xf32>) -> f32", """
  %r = vector.reduction <maximumf>, %v : vector<4xf32> into f32
  return %r : f32""", """
  %0 = vector.extract %v[0] : f32 from vector<4xf32>
  %1 = vector.extract %v[1] : f32 from vector<4xf32>
  %2 = vector.extract %v[2] : f32 from vector<4xf32>
  %3 = vector.extract %v[3] : f32 from vector<4xf32>
  %a = arith.maximumf %0, %1 : f32
  %b = arith.maximumf %2, %3 : f32
  %r = arith.maximumf %a, %b : f32
  return %r : f32""", "valid")

# ---- cmpf ----
pair("cmpf_swap_f32", "(%a: f32, %b: f32) -> i1", """
  %r = arith.cmpf olt, %a, %b : f32
  return %r : i1""", """
  %r = arith.cmpf ogt, %b, %a : f32
  return %r : i1""", "valid")
pair("cmpf_negate_f32", "(%a: f32, %b: f32) -> i1", """
  %r = arith.cmpf olt, %a, %b : f32
  return %r : i1""", """
  %t = arith.constant true
  %c = arith.cmpf uge, %a, %b : f32
  %r = arith.xori %c, %t : i1
  return %r : i1""", "valid")
pair("cmpf_olt_to_ult_f32", "(%a: f32, %b: f32) -> i1", """
  %r = arith.cmpf olt, %a, %b : f32
  return %r : i1""", """
  %r = arith.cmpf ult, %a, %b : f32
  return %r : i1""", "invalid")
pair("cmpf_oeq_self_f64", "(%x: f64) -> i1", """
  %r = arith.cmpf oeq, %x, %x : f64
  return %r : i1""", """
  %r = arith.cmpf ord, %x, %x : f64
  return %r : i1""", "valid")
pair("cmpf_une_self_f32", "(%x: f32) -> i1", """
  %r = arith.cmpf une, %x, %x : f32
  return %r : i1""", """
  %r = arith.cmpf uno, %x, %x : f32
  return %r : i1""", "valid")
pair("cmpf_ueq_to_oeq_f16", "(%a: f16, %b: f16) -> i1", """
  %r = arith.cmpf ueq, %a, %b : f16
  return %r : i1""", """
  %r = arith.cmpf oeq, %a, %b : f16
  return %r : i1""", "invalid")
pair("cmpf_ole_split_f32", "(%a: f32, %b: f32) -> i1", """
  %r = arith.cmpf ole, %a, %b : f32
  return %r : i1""", """
  %l = arith.cmpf olt, %a, %b : f32
  %e = arith.cmpf oeq, %a, %b : f32
  %r = arith.ori %l, %e : i1
  return %r : i1""", "valid")
pair("cmpf_signed_zero_f32", "(%x: f32) -> i1", """
  %c = arith.constant 0.0 : f32
  %r = arith.cmpf oeq, %x, %c : f32
  return %r : i1""", """
  %c = arith.constant -0.0 : f32
  %r = arith.cmpf oeq, %x, %c : f32
  return %r : i1""", "valid")
pair("cmpf_nnan_ult_to_olt_f32", "(%a: f32, %b: f32) -> i1", """
  %r = arith.cmpf ult, %a, %b fastmath<nnan> : f32
  return %r : i1""", """
  %r = arith.cmpf olt, %a, %b : f32
  return %r : i1""", "valid")
pair("cmpf_nnan_ord_true_f64", "(%x: f64) -> i1", """
  %r = arith.cmpf ord, %x, %x fastmath<nnan> : f64
  return %r : i1""", """
  %t = arith.constant true
  return %t : i1""", "valid")
pair("cmpf_swap_v4f16", "(%a: vector<4xf16>, %b: vector<4xf16>) -> vector<4xi1>", """
  %r = arith.cmpf ogt, %a, %b : vector<4xf16>
  return %r : vector<4xi1>""", """
  %r = arith.cmpf olt, %b, %a : vector<4xf16>
  return %r : vector<4xi1>""", "valid")

# ---- casts ----
pair("ext_trunc_f32_f64", "(%x: f32) -> f32", """
  %e = arith.extf %x : f32 to f64
  %t = arith.truncf %e : f64 to f32
  return %t : f32""", "  return %x : f32", "valid")
pair("trunc_ext_f64_f32", "(%x: f64) -> f64", """
  %t = arith.truncf %x : f64 to f32
  %e = arith.extf %t : f32 to f64
  return %e : f64""", "  return %x : f64", "invalid")
pair("ext_trunc_f16_f32", "(%x: f16) -> f16", """
  %e = arith.extf %x : f16 to f32
  %t = arith.truncf %e : f32 to f16
  return %t : f16""", "  return %x : f16", "valid")
pair("ext_trunc_bf16_f32", "(%x: bf16) -> bf16", """
  %e = arith.extf %x : bf16 to f32
  %t = arith.truncf %e : f32 to bf16
  return %t : bf16""", "  return %x : bf16", "valid")
pair("ext_chain_f16_f64", "(%x: f16) -> f64", """
  %a = arith.extf %x : f16 to f32
  %b = arith.extf %a : f32 to f64
  return %b : f64""", """
  %b = arith.extf %x : f16 to f64
  return %b : f64""", "valid")
pair("trunc_rounding_f32_f16", "(%x: f32) -> f16", """
  %t = arith.truncf %x : f32 to f16
  return %t : f16""", """
  %t = arith.truncf %x toward_zero : f32 to f16
  return %t : f16""", "invalid")
pair("double_trunc_rne_f64_f16", "(%x: f64) -> f16", """
  %t = arith.truncf %x : f64 to f16
  return %t : f16""", """
  %a = arith.truncf %x : f64 to f32
  %t = arith.truncf %a : f32 to f16
  return %t : f16""", "invalid")  # double rounding
pair("double_trunc_rtz_f64_f16", "(%x: f64) -> f16", """
  %t = arith.truncf %x toward_zero : f64 to f16
  return %t : f16""", """
  %a = arith.truncf %x toward_zero : f64 to f32
  %t = arith.truncf %a toward_zero : f32 to f16
  return %t : f16""", "valid")  # truncation composes
pair("sitofp_fptosi_i16_f32", "(%x: i16) -> i16", """
  %f = arith.sitofp %x : i16 to f32
  %r = arith.fptosi %f : f32 to i16
  return %r : i16""", "  return %x : i16", "valid")
pair("sitofp_fptosi_i32_f32", "(%x: i32) -> i32", """
  %f = arith.sitofp %x : i32 to f32
  %r = arith.fptosi %f : f32 to i32
  return %r : i32""", "  return %x : i32", "invalid")
pair("sitofp_fptosi_i32_f64", "(%x: i32) -> i32", """
  %f = arith.sitofp %x : i32 to f64
  %r = arith.fptosi %f : f64 to i32
  return %r : i32""", "  return %x : i32", "valid")
pair("uitofp_fptoui_i8_f16", "(%x: i8) -> i8", """
  %f = arith.uitofp %x : i8 to f16
  %r = arith.fptoui %f : f16 to i8
  return %r : i8""", "  return %x : i8", "valid")
pair("sitofp_fptosi_i32_f16", "(%x: i32) -> i32", """
  %f = arith.sitofp %x : i32 to f16
  %r = arith.fptosi %f : f16 to i32
  return %r : i32""", "  return %x : i32", "invalid")
pair("fptosi_sitofp_vs_trunc_f32", "(%x: f32) -> f32", """
  %i = arith.fptosi %x : f32 to i32
  %r = arith.sitofp %i : i32 to f32
  return %r : f32""", """
  %r = math.trunc %x : f32
  return %r : f32""", "invalid")  # x = -0.5: source +0.0, target -0.0
pair("uitofp_to_sitofp_nonneg_i8", "(%x: i8) -> f32", """
  %m = arith.constant 127 : i8
  %a = arith.andi %x, %m : i8
  %r = arith.uitofp %a : i8 to f32
  return %r : f32""", """
  %m = arith.constant 127 : i8
  %a = arith.andi %x, %m : i8
  %r = arith.sitofp %a : i8 to f32
  return %r : f32""", "valid")
pair("sitofp_i64_via_f64", "(%x: i64) -> f32", """
  %r = arith.sitofp %x : i64 to f32
  return %r : f32""", """
  %d = arith.sitofp %x : i64 to f64
  %r = arith.truncf %d : f64 to f32
  return %r : f32""", "invalid")  # double rounding: 2^60 + 2^36 + 1
pair("addf_f16_via_f32", "(%a: f16, %b: f16) -> f16", """
  %r = arith.addf %a, %b : f16
  return %r : f16""", """
  %x = arith.extf %a : f16 to f32
  %y = arith.extf %b : f16 to f32
  %s = arith.addf %x, %y : f32
  %r = arith.truncf %s : f32 to f16
  return %r : f16""", "valid", tier="hard")  # 24 >= 2*11+2: double rounding is innocuous
pair("mulf_bf16_via_f32", "(%a: bf16, %b: bf16) -> bf16", """
  %r = arith.mulf %a, %b : bf16
  return %r : bf16""", """
  %x = arith.extf %a : bf16 to f32
  %y = arith.extf %b : bf16 to f32
  %s = arith.mulf %x, %y : f32
  %r = arith.truncf %s : f32 to bf16
  return %r : bf16""", "valid", tier="hard")

# ---- fast-math ----
pair("nnan_drop_f32", "(%a: f32, %b: f32) -> f32", """
  %r = arith.addf %a, %b fastmath<nnan> : f32
  return %r : f32""", """
  %r = arith.addf %a, %b : f32
  return %r : f32""", "valid")
pair("nnan_add_f32", "(%a: f32, %b: f32) -> f32", """
  %r = arith.addf %a, %b : f32
  return %r : f32""", """
  %r = arith.addf %a, %b fastmath<nnan> : f32
  return %r : f32""", "invalid")
pair("nsz_sub_swap_f64", "(%a: f64, %b: f64) -> f64", """
  %r = arith.subf %a, %b fastmath<nsz> : f64
  return %r : f64""", """
  %s = arith.subf %b, %a : f64
  %r = arith.negf %s : f64
  return %r : f64""", "valid", tier="hard")
pair("sub_swap_f64", "(%a: f64, %b: f64) -> f64", """
  %r = arith.subf %a, %b : f64
  return %r : f64""", """
  %s = arith.subf %b, %a : f64
  %r = arith.negf %s : f64
  return %r : f64""", "invalid")  # a = b: +0 vs -0
pair("afn_exp_any_f32", "(%x: f32) -> f32", """
  %r = math.exp %x fastmath<afn> : f32
  return %r : f32""", """
  %c = arith.constant 1.0 : f32
  return %c : f32""", "valid")  # afn: any value (source choice)
pair("fast_commute_v2f64", "(%a: vector<2xf64>, %b: vector<2xf64>) -> vector<2xf64>", """
  %r = arith.mulf %a, %b fastmath<fast> : vector<2xf64>
  return %r : vector<2xf64>""", """
  %r = arith.mulf %b, %a fastmath<fast> : vector<2xf64>
  return %r : vector<2xf64>""", "valid", tier="hard")

# ---- math ----
pair("floor_via_ceil_f32", "(%x: f32) -> f32", """
  %r = math.floor %x : f32
  return %r : f32""", """
  %n = arith.negf %x : f32
  %c = math.ceil %n : f32
  %r = arith.negf %c : f32
  return %r : f32""", "valid")
pair("round_to_roundeven_f32", "(%x: f32) -> f32", """
  %r = math.round %x : f32
  return %r : f32""", """
  %r = math.roundeven %x : f32
  return %r : f32""", "invalid")
pair("trunc_via_select_f32", "(%x: f32) -> f32", """
  %r = math.trunc %x : f32
  return %r : f32""", """
  %z = arith.constant 0.0 : f32
  %n = arith.cmpf olt, %x, %z : f32
  %c = math.ceil %x : f32
  %f = math.floor %x : f32
  %r = arith.select %n, %c, %f : f32
  return %r : f32""", "valid")
pair("sqrt_square_f32", "(%x: f32) -> f32", """
  %s = arith.mulf %x, %x : f32
  %r = math.sqrt %s : f32
  return %r : f32""", """
  %r = math.absf %x : f32
  return %r : f32""", "invalid")
pair("exp_zero_f32", "() -> f32", """
  %c = arith.constant 0.0 : f32
  %r = math.exp %c : f32
  return %r : f32""", """
  %c = arith.constant 1.0 : f32
  return %c : f32""", "valid")
pair("exp_same_arg_f32", "(%x: f32) -> f32", """
  %c = arith.constant -0.0 : f32
  %a = arith.addf %x, %c : f32
  %r = math.exp %a : f32
  return %r : f32""", """
  %r = math.exp %x : f32
  return %r : f32""", "valid")
pair("exp_sub_to_div_f32", "(%a: f32, %b: f32) -> f32", """
  %d = arith.subf %a, %b : f32
  %r = math.exp %d : f32
  return %r : f32""", """
  %x = math.exp %a : f32
  %y = math.exp %b : f32
  %r = arith.divf %x, %y : f32
  return %r : f32""", "?", tier="hard")  # wrong for real exp too, but needs its values
pair("log_one_f64", "() -> f64", """
  %c = arith.constant 1.0 : f64
  %r = math.log %c : f64
  return %r : f64""", """
  %c = arith.constant 0.0 : f64
  return %c : f64""", "valid")
pair("powf_zero_f32", "(%x: f32) -> f32", """
  %c = arith.constant 0.0 : f32
  %r = math.powf %x, %c : f32
  return %r : f32""", """
  %c = arith.constant 1.0 : f32
  return %c : f32""", "valid")
pair("isnan_to_uno_f16", "(%x: f16) -> i1", """
  %r = math.isnan %x : f16
  return %r : i1""", """
  %r = arith.cmpf uno, %x, %x : f16
  return %r : i1""", "valid")
pair("isinf_to_cmp_f32", "(%x: f32) -> i1", """
  %r = math.isinf %x : f32
  return %r : i1""", """
  %a = math.absf %x : f32
  %i = arith.constant 0x7F800000 : f32
  %r = arith.cmpf oeq, %a, %i : f32
  return %r : i1""", "valid")
pair("remf_one_f32", "(%x: f32) -> f32", """
  %c = arith.constant 1.0 : f32
  %r = arith.remf %x, %c : f32
  return %r : f32""", """
  %t = math.trunc %x : f32
  %r = arith.subf %x, %t : f32
  return %r : f32""", "invalid")  # x = -2.0: fmod -0.0, x - trunc(x) = +0.0
pair("add_pzero_v4f32", "(%x: vector<4xf32>) -> vector<4xf32>", """
  %c = arith.constant dense<0.0> : vector<4xf32>
  %r = arith.addf %x, %c : vector<4xf32>
  return %r : vector<4xf32>""", "  return %x : vector<4xf32>", "invalid")
pair("add_nzero_v4f32", "(%x: vector<4xf32>) -> vector<4xf32>", """
  %c = arith.constant dense<-0.0> : vector<4xf32>
  %r = arith.addf %x, %c : vector<4xf32>
  return %r : vector<4xf32>""", "  return %x : vector<4xf32>", "valid")


# ---- bigger pairs: generated chains ----
def dot(ty, flags, order, n=8, contract_to_fma=False, bug=False, commute=False):
    """sum_i a_i * b_i, i < n: `order` "seq" ((((p0+p1)+p2)+...) or
    "tree" ((p0+p1)+(p2+p3))+((p4+p5)+(p6+p7)); `bug`: one b index wrong."""
    size = n
    fm = f" fastmath<{flags}>" if flags else ""
    lines, cnt = [], [0]

    def fresh():
        cnt[0] += 1
        return f"%t{cnt[0]}"

    prods = []
    for i in range(size):
        j = size // 2 if (bug and i == size // 2 - 1) else i
        if contract_to_fma:
            prods.append((f"%a{i}", f"%b{j}"))
            continue
        p = fresh()
        x, y = (f"%b{j}", f"%a{i}") if commute else (f"%a{i}", f"%b{j}")
        lines.append(f"  {p} = arith.mulf {x}, {y}{fm} : {ty}")
        prods.append(p)
    if contract_to_fma:
        # acc = p0 (a mulf), then acc = fma(a_i, b_i, acc): the shape
        # math-uplift-to-fma gives for a sequential sum.
        acc = fresh()
        lines.append(f"  {acc} = arith.mulf %a0, %b0{fm} : {ty}")
        for (x, y) in prods[1:]:
            v = fresh()
            lines.append(f"  {v} = math.fma {x}, {y}, {acc}{fm} : {ty}")
            acc = v
    elif order == "seq":
        acc = prods[0]
        for p in prods[1:]:
            v = fresh()
            x, y = (p, acc) if commute else (acc, p)
            lines.append(f"  {v} = arith.addf {x}, {y}{fm} : {ty}")
            acc = v
    else:
        level = prods
        while len(level) > 1:
            nxt = []
            for k in range(0, len(level), 2):
                v = fresh()
                lines.append(f"  {v} = arith.addf {level[k]}, {level[k + 1]}{fm} : {ty}")
                nxt.append(v)
            level = nxt
        acc = level[0]
    lines.append(f"  return {acc} : {ty}")
    return "\n".join(lines)


def dot_sig(ty, n=8):
    return "(" + ", ".join([f"%a{i}: {ty}" for i in range(n)] + [f"%b{i}: {ty}" for i in range(n)]) + f") -> {ty}"


DOT_SIG = {ty: dot_sig(ty) for ty in ("f32", "bf16", "f64")}
pair("dot8_commuted_f32", DOT_SIG["f32"], dot("f32", "", "seq"),
     dot("f32", "", "seq", commute=True), "valid", tier="big")
pair("dot8_contract_fma_f32", DOT_SIG["f32"], dot("f32", "contract", "seq"),
     dot("f32", "contract", "seq", contract_to_fma=True), "valid", tier="hard")
pair("dot8_tree_f32", DOT_SIG["f32"], dot("f32", "", "seq"),
     dot("f32", "", "tree"), "invalid", tier="hard")
# LLVM's reassoc would allow this; the tool's documented rule allows one level only.
pair("dot8_tree_reassoc_f32", DOT_SIG["f32"], dot("f32", "reassoc", "seq"),
     dot("f32", "reassoc", "tree"), "invalid", tier="hard")
pair("dot8_wrong_index_bf16", DOT_SIG["bf16"], dot("bf16", "", "seq"),
     dot("bf16", "", "seq", bug=True), "invalid", tier="big")
pair("dot8_commuted_f64", DOT_SIG["f64"], dot("f64", "", "seq"),
     dot("f64", "", "seq", commute=True), "valid", tier="hard")


def horner(ty, coeffs, commute=False, fma=False, flags=""):
    """((c_n * x + c_{n-1}) * x + ...) + c_0."""
    fm = f" fastmath<{flags}>" if flags else ""
    lines = [f"  %c{i} = arith.constant {c} : {ty}" for i, c in enumerate(coeffs)]
    acc = f"%c{len(coeffs) - 1}"
    for i in range(len(coeffs) - 2, -1, -1):
        if fma:
            lines.append(f"  %h{i} = math.fma {acc}, %x, %c{i}{fm} : {ty}")
        else:
            m = f"%x, {acc}" if commute else f"{acc}, %x"
            lines.append(f"  %m{i} = arith.mulf {m}{fm} : {ty}")
            s = f"%c{i}, %m{i}" if commute else f"%m{i}, %c{i}"
            lines.append(f"  %h{i} = arith.addf {s}{fm} : {ty}")
        acc = f"%h{i}"
    lines.append(f"  return {acc} : {ty}")
    return "\n".join(lines)


POLY = ["1.0", "-0.5", "0.25", "-0.125", "0.0625", "-3.0", "2.5", "0.75", "-1.5"]  # degree 8
POLY_BAD = POLY[:4] + ["0.0625001"] + POLY[5:]
P5, P5_BAD = POLY[:6], POLY_BAD[:6]  # degree 5: 10 ops
pair("horner5_commuted_f64", "(%x: f64) -> f64", horner("f64", P5), horner("f64", P5, commute=True), "valid",
     tier="big")
pair("horner5_contract_fma_f64", "(%x: f64) -> f64", horner("f64", P5, flags="contract"),
     horner("f64", P5, fma=True, flags="contract"), "valid", tier="big")
pair("horner5_coeff_f64", "(%x: f64) -> f64", horner("f64", P5), horner("f64", P5_BAD), "invalid", tier="big")
pair("horner5_fma_noflags_f32", "(%x: f32) -> f32", horner("f32", P5), horner("f32", P5, fma=True), "invalid",
     tier="big")
pair("horner5_commuted_v4f16", "(%x: vector<4xf16>) -> vector<4xf16>",
     horner("vector<4xf16>", [f"dense<{c}>" for c in P5]),
     horner("vector<4xf16>", [f"dense<{c}>" for c in P5], commute=True), "valid", tier="hard")
pair("horner8_commuted_f64", "(%x: f64) -> f64", horner("f64", POLY), horner("f64", POLY, commute=True), "valid",
     tier="hard")
# --fp-mode=ieee runs past its time limit on this one (degree 7 and up).
pair("horner8_contract_fma_f64", "(%x: f64) -> f64", horner("f64", POLY, flags="contract"),
     horner("f64", POLY, fma=True, flags="contract"), "valid", tier="hard")
pair("horner8_coeff_f64", "(%x: f64) -> f64", horner("f64", POLY), horner("f64", POLY_BAD), "invalid", tier="hard")


def softmax4(ty, maxop="maximumf", max_order="seq", sum_order="seq", sub_zero=False):
    """m = max(x0..x3); e_i = exp(x_i - m); s = sum e_i; returns (e0 / s, s)."""
    L = []
    if max_order == "seq":
        L += [f"  %m1 = arith.{maxop} %x0, %x1 : {ty}", f"  %m2 = arith.{maxop} %m1, %x2 : {ty}",
              f"  %m = arith.{maxop} %m2, %x3 : {ty}"]
    else:
        L += [f"  %m1 = arith.{maxop} %x3, %x2 : {ty}", f"  %m2 = arith.{maxop} %x1, %x0 : {ty}",
              f"  %m = arith.{maxop} %m2, %m1 : {ty}"]
    if sub_zero:
        L.append(f"  %nz = arith.constant -0.0 : {ty}")
    for i in range(4):
        if sub_zero:
            L.append(f"  %y{i} = arith.addf %x{i}, %nz : {ty}")
            L.append(f"  %d{i} = arith.subf %y{i}, %m : {ty}")
        else:
            L.append(f"  %d{i} = arith.subf %x{i}, %m : {ty}")
        L.append(f"  %e{i} = math.exp %d{i} : {ty}")
    if sum_order == "seq":
        L += [f"  %s1 = arith.addf %e0, %e1 : {ty}", f"  %s2 = arith.addf %s1, %e2 : {ty}",
              f"  %s = arith.addf %s2, %e3 : {ty}"]
    else:
        L += [f"  %s1 = arith.addf %e0, %e1 : {ty}", f"  %s2 = arith.addf %e2, %e3 : {ty}",
              f"  %s = arith.addf %s1, %s2 : {ty}"]
    L += [f"  %r = arith.divf %e0, %s : {ty}", f"  return %r, %s : {ty}, {ty}"]
    return "\n".join(L)


SM_SIG = "(%x0: f32, %x1: f32, %x2: f32, %x3: f32) -> (f32, f32)"
pair("softmax4_max_reordered_f32", SM_SIG, softmax4("f32"), softmax4("f32", max_order="tree"), "valid", tier="big")
pair("softmax4_identities_f32", SM_SIG, softmax4("f32", sub_zero=True), softmax4("f32", max_order="tree"), "valid",
     tier="hard")
# With a NaN input both sums are NaN, so both results are NaN either way.
pair("softmax4_maxnumf_f32", SM_SIG, softmax4("f32"), softmax4("f32", maxop="maxnumf"), "valid", tier="hard")
pair("softmax4_sum_tree_f32", SM_SIG, softmax4("f32"), softmax4("f32", sum_order="tree"), "?", tier="hard")


def chain(ty, n, drop=False, bad=False):
    """A chain of about n ops on 3 arguments, n/2 real ops each followed
    by an identity (x * 1, x + -0, x - 0, x / 1, -(-x)); `drop`: the
    target, the identities removed; `bad`: the last identity replaced by
    x + 0.0, which is not one (-0 + +0 = +0; pick n so that the last real
    op can give -0)."""
    L = [f"  %one = arith.constant 1.0 : {ty}", f"  %nz = arith.constant -0.0 : {ty}",
         f"  %pz = arith.constant 0.0 : {ty}"]
    real = ["addf {acc}, %b", "mulf {acc}, %c", "subf {acc}, %a", "maximumf {acc}, %b", "divf {acc}, %c",
            "addf %c, {acc}", "minimumf %a, {acc}"]
    idents = ["mulf {acc}, %one", "addf {acc}, %nz", "subf {acc}, %pz", "divf {acc}, %one", "neg2"]
    acc = "%a"
    for j in range(n // 2):
        L.append(f"  %r{j} = arith.{real[j % len(real)].format(acc=acc)} : {ty}")
        acc = f"%r{j}"
        if drop:
            continue
        op = "addf {acc}, %pz" if bad and j == n // 2 - 1 else idents[j % len(idents)]
        if op == "neg2":
            L.append(f"  %n{j} = arith.negf {acc} : {ty}")
            L.append(f"  %i{j} = arith.negf %n{j} : {ty}")
        else:
            L.append(f"  %i{j} = arith.{op.format(acc=acc)} : {ty}")
        acc = f"%i{j}"
    L.append(f"  return {acc} : {ty}")
    return "\n".join(L)


CH_SIG = {ty: f"(%a: {ty}, %b: {ty}, %c: {ty}) -> {ty}" for ty in ("f32", "f16", "f64")}
pair("chain24_identities_f32", CH_SIG["f32"], chain("f32", 24), chain("f32", 24, drop=True), "valid", tier="big")
pair("chain16_identities_f16", CH_SIG["f16"], chain("f16", 16), chain("f16", 16, drop=True), "valid", tier="big")
pair("chain10_pzero_f32", CH_SIG["f32"], chain("f32", 10, bad=True), chain("f32", 10, drop=True), "invalid",
     tier="big")
pair("chain30_identities_f16", CH_SIG["f16"], chain("f16", 30), chain("f16", 30, drop=True), "valid", tier="hard")
pair("chain24_pzero_f64", CH_SIG["f64"], chain("f64", 24, bad=True), chain("f64", 24, drop=True), "invalid",
     tier="hard")


# --------------------------------------------------------------------------
# Pass-generated pairs: source functions, each pass's output is the target.
# --------------------------------------------------------------------------

PASS_SRC = {
    "canonicalize": r"""
func.func @PFX_idents(%x: f32, %y: f32) -> f32 {
  %one = arith.constant 1.0 : f32
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %a = arith.mulf %x, %one : f32
  %b = arith.addf %a, %nz : f32
  %c = arith.subf %b, %pz : f32
  %d = arith.divf %c, %one : f32
  %e = arith.negf %d : f32
  %f = arith.negf %e : f32
  %g = arith.addf %f, %y : f32
  %h = arith.addf %g, %pz : f32
  return %h : f32
}
func.func @PFX_constfold(%x: f64) -> (f64, f64, i1, i32) {
  %a = arith.constant 2.0 : f64
  %b = arith.constant 3.0 : f64
  %m = arith.mulf %a, %b : f64
  %d = arith.divf %a, %b : f64
  %s = arith.addf %x, %m : f64
  %c = arith.cmpf olt, %a, %b : f64
  %n = arith.constant 0x7FF8000000000000 : f64
  %e = arith.cmpf oeq, %n, %n : f64
  %t = arith.xori %c, %e : i1
  %i = arith.fptosi %b : f64 to i32
  return %s, %d, %t, %i : f64, f64, i1, i32
}
func.func @PFX_casts(%x: f16, %y: f32) -> (f16, f32, f16) {
  %e = arith.extf %x : f16 to f32
  %t = arith.truncf %e : f32 to f16
  %k = arith.constant 1.5 : f64
  %kt = arith.truncf %k : f64 to f32
  %r = arith.addf %y, %kt : f32
  %big = arith.constant 70000.0 : f32
  %inf = arith.truncf %big : f32 to f16
  return %t, %r, %inf : f16, f32, f16
}
func.func @PFX_minmax(%x: f32, %y: bf16) -> (f32, bf16, f32) {
  %a = arith.maximumf %x, %x : f32
  %b = arith.minnumf %y, %y : bf16
  %i = arith.constant 0xFF800000 : f32
  %c = arith.maximumf %x, %i : f32
  return %a, %b, %c : f32, bf16, f32
}
func.func @PFX_select(%x: f32, %y: f32, %p: i1) -> (f32, f32) {
  %a = arith.select %p, %x, %x : f32
  %c = arith.cmpf ord, %x, %y : f32
  %t = arith.constant true
  %b = arith.select %t, %y, %x : f32
  return %a, %b : f32, f32
}
func.func @PFX_math(%x: f32) -> (f32, f32, f32, f32) {
  %four = arith.constant 4.0 : f32
  %s = math.sqrt %four : f32
  %h = arith.constant 2.5 : f32
  %f = math.floor %h : f32
  %a = math.absf %x : f32
  %aa = math.absf %a : f32
  %z = arith.constant 0.0 : f32
  %e = math.exp %z : f32
  return %s, %f, %aa, %e : f32, f32, f32, f32
}
func.func @PFX_vec(%v: vector<4xf32>, %w: vector<2xf16>) -> (vector<4xf32>, vector<2xf16>) {
  %one = arith.constant dense<1.0> : vector<4xf32>
  %a = arith.mulf %v, %one : vector<4xf32>
  %nz = arith.constant dense<-0.0> : vector<2xf16>
  %b = arith.addf %w, %nz : vector<2xf16>
  return %a, %b : vector<4xf32>, vector<2xf16>
}
func.func @PFX_sitofp(%i: i16) -> (i16, f32) {
  %f = arith.sitofp %i : i16 to f32
  %g = arith.fptosi %f : f32 to i16
  %c = arith.constant 7 : i32
  %cf = arith.sitofp %c : i32 to f32
  return %g, %cf : i16, f32
}
func.func @PFX_negmul(%x: f32, %y: f32) -> f32 {
  %a = arith.negf %x : f32
  %b = arith.negf %y : f32
  %m = arith.mulf %a, %b : f32
  return %m : f32
}
""",
    "cse": r"""
func.func @PFX_dup(%x: f32, %y: f32) -> f32 {
  %a = arith.addf %x, %y : f32
  %b = arith.addf %x, %y : f32
  %m = arith.mulf %a, %b : f32
  %c = arith.mulf %a, %b : f32
  %r = arith.subf %m, %c : f32
  return %r : f32
}
func.func @PFX_dup_fast(%x: f64, %y: f64) -> f64 {
  %a = arith.mulf %x, %y fastmath<fast> : f64
  %b = arith.mulf %x, %y fastmath<fast> : f64
  %c = arith.mulf %x, %y : f64
  %s = arith.addf %a, %b : f64
  %r = arith.addf %s, %c : f64
  return %r : f64
}
func.func @PFX_dup_cmp(%x: f16, %y: f16) -> (i1, f16) {
  %c1 = arith.cmpf olt, %x, %y : f16
  %c2 = arith.cmpf olt, %x, %y : f16
  %a = arith.select %c1, %x, %y : f16
  %b = arith.select %c2, %x, %y : f16
  %o = arith.andi %c1, %c2 : i1
  %s = arith.addf %a, %b : f16
  return %o, %s : i1, f16
}
func.func @PFX_dup_math(%x: f32) -> f32 {
  %a = math.exp %x : f32
  %b = math.exp %x : f32
  %c = math.sqrt %x : f32
  %d = math.sqrt %x : f32
  %s = arith.addf %a, %b : f32
  %t = arith.mulf %c, %d : f32
  %r = arith.divf %s, %t : f32
  return %r : f32
}
func.func @PFX_dup_cast(%x: f32, %i: i32) -> f64 {
  %a = arith.extf %x : f32 to f64
  %b = arith.extf %x : f32 to f64
  %c = arith.sitofp %i : i32 to f64
  %d = arith.sitofp %i : i32 to f64
  %s = arith.addf %a, %b : f64
  %t = arith.addf %c, %d : f64
  %r = arith.maximumf %s, %t : f64
  return %r : f64
}
func.func @PFX_dup_vec(%v: vector<4xf32>) -> vector<4xf32> {
  %a = arith.negf %v : vector<4xf32>
  %b = arith.negf %v : vector<4xf32>
  %r = arith.mulf %a, %b : vector<4xf32>
  return %r : vector<4xf32>
}
""",
    "arith-expand{include-bf16=true}": r"""
func.func @PFX_maximumf(%a: f32, %b: f32) -> f32 {
  %r = arith.maximumf %a, %b : f32
  return %r : f32
}
func.func @PFX_minimumf(%a: f16, %b: f16) -> f16 {
  %r = arith.minimumf %a, %b : f16
  return %r : f16
}
func.func @PFX_maxnumf(%a: f64, %b: f64) -> f64 {
  %r = arith.maxnumf %a, %b : f64
  return %r : f64
}
func.func @PFX_minnumf(%a: f32, %b: f32) -> f32 {
  %r = arith.minnumf %a, %b : f32
  return %r : f32
}
func.func @PFX_maximumf_vec(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  %r = arith.maximumf %a, %b : vector<4xf32>
  return %r : vector<4xf32>
}
func.func @PFX_truncf_bf16(%x: f32) -> bf16 {
  %r = arith.truncf %x : f32 to bf16
  return %r : bf16
}
func.func @PFX_extf_bf16(%x: bf16) -> f32 {
  %r = arith.extf %x : bf16 to f32
  return %r : f32
}
""",
    "math-uplift-to-fma": r"""
func.func @PFX_fma_f32(%a: f32, %b: f32, %c: f32) -> f32 {
  %m = arith.mulf %a, %b fastmath<contract> : f32
  %r = arith.addf %m, %c fastmath<contract> : f32
  return %r : f32
}
func.func @PFX_fma_f64_commuted(%a: f64, %b: f64, %c: f64) -> f64 {
  %m = arith.mulf %a, %b fastmath<contract> : f64
  %r = arith.addf %c, %m fastmath<contract> : f64
  return %r : f64
}
func.func @PFX_fma_vec(%a: vector<4xf32>, %b: vector<4xf32>, %c: vector<4xf32>) -> vector<4xf32> {
  %m = arith.mulf %a, %b fastmath<contract> : vector<4xf32>
  %r = arith.addf %m, %c fastmath<contract> : vector<4xf32>
  return %r : vector<4xf32>
}
func.func @PFX_fma_partial_flags(%a: f32, %b: f32, %c: f32) -> f32 {
  %m = arith.mulf %a, %b fastmath<contract> : f32
  %r = arith.addf %m, %c : f32
  return %r : f32
}
func.func @PFX_fma_f16_fast(%a: f16, %b: f16, %c: f16) -> f16 {
  %m = arith.mulf %a, %b fastmath<fast> : f16
  %r = arith.addf %m, %c fastmath<fast> : f16
  return %r : f16
}
func.func @PFX_fma_sub(%a: f32, %b: f32, %c: f32) -> f32 {
  %m = arith.mulf %a, %b fastmath<contract> : f32
  %r = arith.subf %m, %c fastmath<contract> : f32
  return %r : f32
}
func.func @PFX_dot4(DOT4ARGS) -> f32 {
DOT4BODY
}
func.func @PFX_horner5(%x: f64) -> f64 {
HORNER5BODY
}
func.func @PFX_dot8(DOT8ARGS) -> f32 {
DOT8BODY
}
""",
}

PASS_PREFIX = {"canonicalize": "canon", "cse": "cse", "arith-expand{include-bf16=true}": "expand",
               "math-uplift-to-fma": "uplift"}
# Tiers of the pass-generated pairs (the others are "small").
PASS_TIER = {"uplift_dot4": "big", "uplift_horner5": "big", "uplift_dot8": "hard"}
# Pass outputs that are not refinements. arith-expand lowers maximumf /
# minimumf to cmpf + select, which ignores "-0.0 < +0.0" (known: see
# test/corpus/expected/arith-expand-ops.txt).
PASS_EXPECT = {"expand_maximumf": "invalid", "expand_minimumf": "invalid", "expand_maximumf_vec": "invalid"}
TIERS = {"quick": ("small",), "default": ("small", "big"), "hard": ("small", "big", "hard")}


def pass_source(p, tiers=TIERS["hard"]):
    text = PASS_SRC[p].replace("PFX", PASS_PREFIX[p])
    text = text.replace("DOT4ARGS", dot_sig("f32", 4)[1:].split(") ->")[0])
    text = text.replace("DOT4BODY", dot("f32", "contract", "seq", n=4))
    text = text.replace("DOT8ARGS", dot_sig("f32", 8)[1:].split(") ->")[0])
    text = text.replace("DOT8BODY", dot("f32", "contract", "seq"))
    text = text.replace("HORNER5BODY", horner("f64", P5, flags="contract"))
    fns = split_funcs(text)
    return "\n".join(fn for name, fn in fns.items() if PASS_TIER.get(name, "small") in tiers)


def split_funcs(text):
    """{name: func.func text} of a module printed by mlir-opt or written here."""
    out = {}
    for m in re.finditer(r"^( *)func\.func @(\w+)\(.*?^\1\}", text, re.S | re.M):
        out[m.group(2)] = m.group(0).strip() + "\n"
    return out


def build(tmp, tiers):
    """Writes src.mlir / tgt.mlir; returns [(name, expected, origin)] and
    {name: (source func, target func)}."""
    meta, texts = [], {}
    for (name, sig, s, t, expect, tier) in HAND:
        if tier not in tiers:
            continue
        texts[name] = (f"func.func @{name}{sig} {{\n{s}\n}}\n", f"func.func @{name}{sig} {{\n{t}\n}}\n")
        meta.append((name, expect, "hand" if tier == "small" else f"hand, {tier}"))
    for p in PASS_SRC:
        text = pass_source(p, tiers)
        path = os.path.join(tmp, f"pass-{PASS_PREFIX[p]}.mlir")
        with open(path, "w") as f:
            f.write(text)
        pipeline = f"builtin.module(func.func({p}))" if p != "cse" else "builtin.module(cse)"
        out = subprocess.run([MLIR_OPT, f"--pass-pipeline={pipeline}", path], check=True, capture_output=True,
                             text=True).stdout
        before, after = split_funcs(text), split_funcs(out)
        for name, fn in before.items():
            texts[name] = (fn, after[name])
            meta.append((name, PASS_EXPECT.get(name, "valid"), p.split("{")[0]))
    write_pairs(tmp, "", [m[0] for m in meta], texts)
    return meta, texts


def write_pairs(tmp, suffix, names, texts):
    with open(os.path.join(tmp, f"src{suffix}.mlir"), "w") as f:
        f.write("\n".join(texts[n][0] for n in names))
    with open(os.path.join(tmp, f"tgt{suffix}.mlir"), "w") as f:
        f.write("\n".join(texts[n][1] for n in names))


def run_mode(tmp, tag, flags, timeout_ms, names, texts):
    """Runs the two-file checker on the pairs `names` and returns (wall ms,
    {name: report record}). mlir-refine prints a line per function as it
    goes; if none comes for 3 x the time limit + 30 s, the function being
    checked is recorded as "hung" (the tool overran its own time limit),
    the process is killed and the run resumes after it; a crash is
    recorded as "crashed" the same way."""
    tag = tag.replace("/", "-")
    recs, remaining, part, wall = {}, list(names), 0, 0.0
    stall = 3 * timeout_ms / 1e3 + 30 if timeout_ms else None
    while remaining:
        suffix = f"-{tag}" + (f"-{part}" if part else "")
        write_pairs(tmp, suffix, remaining, texts)
        report = os.path.join(tmp, f"report{suffix}.jsonl")
        if os.path.exists(report):
            os.remove(report)
        lines = queue.Queue()
        t0 = time.perf_counter()
        with open(os.path.join(tmp, f"stdout{suffix}.txt"), "w") as out, \
                open(os.path.join(tmp, f"stderr{suffix}.txt"), "w") as err:
            proc = subprocess.Popen([os.path.join(BIN, "mlir-refine"), f"--timeout-ms={timeout_ms}",
                                     f"--report={report}", *flags, os.path.join(tmp, f"src{suffix}.mlir"),
                                     os.path.join(tmp, f"tgt{suffix}.mlir")],
                                    stdout=subprocess.PIPE, stderr=err, text=True)
            reader = threading.Thread(target=lambda: [lines.put(l) for l in proc.stdout] + [lines.put(None)],
                                      daemon=True)
            reader.start()
            done, hung, last = 0, False, time.monotonic()
            while True:
                try:
                    l = lines.get(timeout=1)
                except queue.Empty:
                    if stall and time.monotonic() - last > stall:
                        proc.kill()  # our own child, by its handle
                        hung = True
                        break
                    continue
                if l is None:
                    break
                out.write(l)
                last = time.monotonic()
                if l.startswith("@"):
                    done += 1
            proc.wait()
        wall += (time.perf_counter() - t0) * 1e3
        if proc.returncode == 2:
            with open(os.path.join(tmp, f"stderr{suffix}.txt")) as f:
                sys.exit(f"mlir-refine rejected the input in mode {tag}:\n{f.read()[-3000:]}")
        if os.path.exists(report):
            with open(report) as f:
                for l in f:
                    if l.strip():
                        r = json.loads(l)
                        recs[r["function"].lstrip("@")] = r
        crashed = not hung and proc.returncode not in (0, 1, 3)
        if not (hung or crashed) or done >= len(remaining):
            break
        # The report is written at exit: the functions done before the hang
        # or crash are checked again in the next run.
        name = remaining[done]
        recs[name] = {"function": "@" + name, "verdict": "hung",
                      "detail": f"no verdict after {stall:.0f} s with --timeout-ms={timeout_ms}; killed",
                      "ms": stall * 1e3} if hung else {
                          "function": "@" + name, "verdict": "crashed",
                          "detail": f"exit status {proc.returncode}; see stderr{suffix}.txt"}
        remaining = [n for n in remaining if n not in recs]
        part += 1
    return wall, recs


def kind(r):
    """valid / invalid / unsupported / inconclusive / unchanged / hung /
    crashed / missing."""
    if r is None:
        return "missing"
    if r["verdict"] == "valid" and r.get("detail") == "unchanged":
        return "unchanged"
    return r["verdict"]


def kind_detail(r):
    """kind, with the reason of an inconclusive verdict."""
    k = kind(r)
    if k != "inconclusive":
        return k
    d = r.get("detail") or ""
    if "spurious" in d:
        return "inconclusive (abstract cex refuted by IEEE)"
    if "timed out" in d:
        return "inconclusive (time limit)"
    if "depends on the value" in d:
        return "inconclusive (needs a math function's value)"
    return "inconclusive (other)"


def timed(r):
    return r is not None and "ms" in r and kind(r) != "unchanged"


def geomean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


def ratio_line(label, rs):
    if not rs:
        return f"  {label}: no pairs"
    return (f"  {label}: median {statistics.median(rs):6.2f}x   geometric mean {geomean(rs):6.2f}x   "
            f"min {min(rs):6.2f}x   max {max(rs):6.2f}x   (n={len(rs)})")


def short(r, width=44):
    if r is None:
        return "missing"
    d = r.get("detail") or ""
    s = r["verdict"] + (f": {d}" if d else "")
    return s if len(s) <= width else s[:width - 3] + "..."


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true",
                    help="only the small pairs; no 16-bit fixed-width run (about a minute)")
    ap.add_argument("--hard", action="store_true",
                    help="also the pairs on which an encoding hits the time limit or the tool overruns it "
                         "(adds a quarter of an hour or more)")
    ap.add_argument("--timeout-ms", type=int, default=20000)
    ap.add_argument("--repeat", type=int, default=10, help="runs for the plugin load time")
    ap.add_argument("--keep", metavar="DIR", help="write the pairs, reports and outputs to DIR instead of a temp dir")
    args = ap.parse_args()
    tiers = TIERS["quick" if args.quick else "hard" if args.hard else "default"]

    modes = [("abstract", ["--fp-mode=abstract"]), ("ieee", ["--fp-mode=ieee"]), ("auto", ["--fp-mode=auto"])]
    fixed = [("abstract/24", ["--fp-mode=abstract", "--fp-abstract-bits=24"])]
    if not args.quick:
        fixed.append(("abstract/16", ["--fp-mode=abstract", "--fp-abstract-bits=16"]))

    ctx = tempfile.TemporaryDirectory() if not args.keep else None
    tmp = ctx.name if ctx else args.keep
    os.makedirs(tmp, exist_ok=True)
    try:
        meta, texts = build(tmp, tiers)
        names = [m[0] for m in meta]
        results, walls = {}, {}
        for tag, flags in modes:
            walls[tag], results[tag] = run_mode(tmp, tag, flags, args.timeout_ms, names, texts)
        # Fixed widths: on the pairs the computed width proved (the
        # abstract encoding alone decides those; elsewhere IEEE-754 does).
        proved = [n for n in names if kind(results["abstract"].get(n)) == "valid"]
        for tag, flags in fixed:
            walls[tag], results[tag] = run_mode(tmp, tag, flags, args.timeout_ms, proved, texts)
        modes += fixed

        # The plugin on the pass pipeline, fp-mode=auto, on the pass sources.
        plugin = os.path.join(BIN, "libmlir_refine.so")
        psrc = os.path.join(tmp, "passes.mlir")
        with open(psrc, "w") as f:
            f.write("\n".join(pass_source(p, tiers) for p in PASS_SRC))
        preport = os.path.join(tmp, "report-plugin.jsonl")
        if os.path.exists(preport):
            os.remove(preport)
        pipe = "func.func(canonicalize),cse,func.func(arith-expand{include-bf16=true}),func.func(math-uplift-to-fma)"
        opts = f"pipeline=\"{pipe}\" fail-on-invalid=false timeout-ms={args.timeout_ms} report={preport}"
        t0 = time.perf_counter()
        subprocess.run([MLIR_OPT, f"--load-pass-plugin={plugin}",
                        f"--pass-pipeline=builtin.module(verify-translation{{{opts}}})", psrc, "-o", os.devnull],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wall_p = (time.perf_counter() - t0) * 1e3
        rec_p = [json.loads(l) for l in open(preport) if l.strip()] if os.path.exists(preport) else []

        base_ms, plugin_ms = load_time(args.repeat, tmp)
    finally:
        if ctx:
            ctx.cleanup()

    origins = collections.Counter(m[2] for m in meta)
    print(f"mlir-refine floating-point benchmark: {len(meta)} pairs "
          f"({', '.join(f'{k}: {v}' for k, v in origins.items())}), --timeout-ms={args.timeout_ms}"
          + (", --quick" if args.quick else ", --hard" if args.hard else ""))
    print()
    A, I, U = results["abstract"], results["ieee"], results["auto"]
    DECIDED = ("valid", "invalid")

    def vi_of(r):
        k = kind(r)
        return "valid" if k == "unchanged" else k

    # ---- per mode ----
    print("per mode: time per function (in-process, from --report; unchanged pairs not timed), verdicts")
    for tag, _ in modes:
        recs = results[tag]
        these = [n for n in names if n in recs] if tag.startswith("abstract/") else names
        ms = [recs[n]["ms"] for n in these if timed(recs.get(n))]
        c = collections.Counter(kind_detail(recs.get(n)) for n in these)
        label = tag + (f" ({len(these)} pairs the computed width proved)" if tag.startswith("abstract/") else "")
        print(f"  {label}")
        print(f"      {stats(ms)}")
        print(f"      total {sum(ms) / 1e3:7.1f} s over functions, {walls[tag] / 1e3:7.1f} s wall clock; "
              + ", ".join(f"{k}: {v}" for k, v in sorted(c.items())))
    print()

    # ---- per pair ----
    def ms_of(r):
        return f"{r['ms']:9.1f}" if timed(r) else f"{'-':>9}"

    def short_kind(r):
        return {"inconclusive": "inconcl.", "unsupported": "unsupp."}.get(kind(r), kind(r))

    print("per pair, ms (abstract | ieee | auto | fixed 24 bits): verdicts abstract / ieee / auto")
    print(f"  {'pair':34} {'expect':7} {'abstract':>9} {'ieee':>9} {'auto':>9} {'fix24':>9} {'ieee/abs':>8}  verdicts")
    ratios, ratios_valid, censored = [], [], []
    F24 = results.get("abstract/24", {})
    for name, expect, _ in meta:
        a, i, u = A.get(name), I.get(name), U.get(name)
        ratio = ""
        if timed(a) and timed(i) and kind(a) in DECIDED and kind(i) in DECIDED and a["ms"] > 0:
            q = i["ms"] / a["ms"]
            ratios.append(q)
            if kind(a) == "valid":
                ratios_valid.append(q)
            ratio = f"{q:7.2f}x"
        elif timed(a) and timed(i) and kind(a) in DECIDED and kind(i) in ("inconclusive", "hung") and a["ms"] > 0:
            censored.append(i["ms"] / a["ms"])
            ratio = f">{i['ms'] / a['ms']:6.1f}x"
        print(f"  {name:34} {expect:7} {ms_of(a)} {ms_of(i)} {ms_of(u)} {ms_of(F24.get(name))} {ratio:>8}  "
              f"{short_kind(a)} / {short_kind(i)} / {short_kind(u)}")
    print()
    print("IEEE-754 time / abstract time (pairs both modes decided; an abstract-mode `invalid` includes its")
    print("IEEE-754 confirmation, so the `valid` line is the encoding against the encoding):")
    print(ratio_line("all decided pairs          ", ratios))
    print(ratio_line("abstract proved them valid ", ratios_valid))
    tot_a = sum(A[n]["ms"] for n in names if n in A and n in I and timed(A[n]) and timed(I[n])
                and kind(A[n]) in DECIDED and kind(I[n]) in DECIDED)
    tot_i = sum(I[n]["ms"] for n in names if n in A and n in I and timed(A[n]) and timed(I[n])
                and kind(A[n]) in DECIDED and kind(I[n]) in DECIDED)
    if tot_a:
        print(f"  total time over the decided pairs: IEEE-754 {tot_i / 1e3:.2f} s, abstract {tot_a / 1e3:.2f} s "
              f"({tot_i / tot_a:.2f}x)")
    if censored:
        print(f"  and {len(censored)} pairs abstract decided where IEEE-754 did not (time limit): "
              f"IEEE/abstract > {statistics.median(censored):.1f}x (median lower bound)")
    print("  mlir-tv (CAV 2022) reports the abstract encoding 13.6x faster than IEEE-754 on average.")
    print()

    # ---- width shrinking ----
    print("abstract width: computed (starts at 4 bits, grows to what the values need) vs fixed,")
    print("fixed-width time / computed-width time over the pairs both runs proved:")
    for tag, _ in fixed:
        Fx, bits = results[tag], tag.split("/")[1]
        rs, tc, tf = [], 0.0, 0.0
        for n in proved:
            a, f = A.get(n), Fx.get(n)
            if timed(a) and timed(f) and kind(f) == "valid" and a["ms"] > 0:
                rs.append(f["ms"] / a["ms"])
                tc += a["ms"]
                tf += f["ms"]
        lost = [n for n in proved if kind(Fx.get(n)) != "valid"]
        print(ratio_line(f"{bits} bits", rs))
        if tc:
            print(f"  {bits} bits: total {tf / 1e3:.2f} s fixed vs {tc / 1e3:.2f} s computed ({tf / tc:.2f}x)"
                  + (f"; not proved with {bits} bits: " + ", ".join(f"@{n} ({kind(Fx.get(n))})" for n in lost)
                     if lost else ""))
    print("  mlir-tv reports the computed width 2.2x faster than a fixed width.")
    print()

    # ---- agreement ----
    print("verdict agreement with IEEE-754 (valid/invalid only; inconclusive/unsupported skipped):")
    problems = 0
    for tag, _ in modes:
        if tag == "ieee":
            continue
        R = results[tag]
        agree = 0
        for n in names:
            x, y = vi_of(R.get(n)), vi_of(I.get(n))
            if x not in DECIDED or y not in DECIDED:
                continue
            if x == y:
                agree += 1
                continue
            problems += 1
            if x == "valid":
                print(f"  !!! SOUNDNESS BUG: {tag} says @{n} is valid, IEEE-754 says: {short(I[n], 200)}")
            else:
                print(f"  !!! IMPOSSIBLE: {tag} says @{n} is invalid (IEEE-confirmed), IEEE-754 says valid: "
                      f"{short(R[n], 200)}")
        print(f"  {tag:12} agrees on {agree} pairs")
    if not problems:
        print("  no disagreement")
    for tag, _ in modes:
        for n in names:
            if kind(results[tag].get(n)) == "hung":
                print(f"  !!! TIME LIMIT OVERRUN: {tag}: @{n}: {results[tag][n]['detail']}")
            elif kind(results[tag].get(n)) == "crashed":
                print(f"  !!! CRASH: {tag}: @{n}: {results[tag][n]['detail']}")
    over = [(tag, n, results[tag][n]["ms"]) for tag, _ in modes for n in names
            if timed(results[tag].get(n)) and kind(results[tag][n]) != "hung"
            and results[tag][n]["ms"] > 1.5 * args.timeout_ms]
    for tag, n, t in over:
        print(f"  !!! time limit overrun: {tag}: @{n} took {t / 1e3:.1f} s with --timeout-ms={args.timeout_ms}")
    print()

    # ---- expectations ----
    print("decided verdicts contrary to the expectation written with the pair (look at these):")
    odd = 0
    for name, expect, origin in meta:
        if expect == "?":
            continue
        wrong = [tag for tag, _ in modes if vi_of(results[tag].get(name)) in DECIDED
                 and vi_of(results[tag].get(name)) != expect]
        if not wrong:
            continue
        odd += 1
        print(f"  @{name} [{origin}] expected {expect}:")
        for tag in wrong:
            print(f"      {tag:12} {short(results[tag].get(name), 150)}")
    if not odd:
        print("  none")
    for name, expect, origin in meta:
        if expect == "?":
            print(f"  @{name} [{origin}] (no expectation): auto: {short(U.get(name), 140)}")
    print("undecided (inconclusive, unsupported or hung), per mode:")
    for tag in ("abstract", "ieee", "auto"):
        und = collections.defaultdict(list)
        for n in names:
            k = kind_detail(results[tag].get(n))
            if k not in DECIDED and k != "unchanged":
                und[k].append(n)
        if not und:
            print(f"  {tag}: none")
        for k, ns in sorted(und.items()):
            print(f"  {tag}, {k}: " + ", ".join(ns))
    unsup = sorted({(results[t][n].get("detail") or "") for t, _ in modes for n in names
                    if kind(results[t].get(n)) == "unsupported"})
    for d in unsup:
        print(f"  unsupported because: {d[:150]}")
    print()

    # ---- plugin ----
    def verdicts(recs):
        c = collections.Counter(r["verdict"] + (" (unchanged)" if r.get("detail") == "unchanged" else "")
                                for r in recs)
        return ", ".join(f"{k}: {v}" for k, v in sorted(c.items()))

    pms = [r["ms"] for r in rec_p if "ms" in r and r.get("detail") != "unchanged"]
    print(f"plugin, verify-translation{{pipeline=\"{pipe}\"}}, fp-mode=auto, on the pass sources")
    print(f"  ({verdicts(rec_p)})")
    print(f"  per function: {stats(pms)}")
    print(f"  whole run:    {wall_p:.0f} ms wall clock")
    print(f"plugin load:    mlir-opt on an empty module {base_ms:.1f} ms, with --load-pass-plugin {plugin_ms:.1f} ms "
          f"(loading costs {plugin_ms - base_ms:.1f} ms; median of {args.repeat})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
