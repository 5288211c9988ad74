// The three floating-point encodings (--fp-mode) and their verdict
// suffixes. auto (default): the abstract encoding first; its valid verdict
// is `valid (abstract floating point)`; its counterexamples are re-checked
// with IEEE-754, which either confirms them (`invalid` + the note
// "counterexample found with the abstract floating-point encoding and
// confirmed with IEEE-754") or proves the pair (`valid (IEEE-754)`). ieee:
// IEEE-754 only. abstract: only the abstract encoding decides validity; a
// counterexample IEEE-754 refutes is `inconclusive`, and ops without an
// abstract encoding (float<->int bitcast) are `unsupported`. Functions
// without floats keep the plain `valid`; bounded verdicts name the encoding.
// The semantics is the same in every mode: x + (-0.0) = x, x + 0.0 != x for
// x = -0.0 (ArithOps.td AddFOp, IEEE-754 addition), x + x = x * 2.0.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/auto.txt 2> %t/auto-err.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefix=AUTO < %t/auto.txt
// RUN: FileCheck %s --check-prefix=AUTODIAG < %t/auto-err.txt
// RUN: %mlir-refine --fp-mode=auto %t/src.mlir %t/tgt.mlir > %t/auto2.txt 2> /dev/null; test $? -eq 1
// RUN: diff %t/auto.txt %t/auto2.txt
// RUN: %mlir-refine --fp-mode=ieee %t/src.mlir %t/tgt.mlir > %t/ieee.txt 2> %t/ieee-err.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefix=IEEE < %t/ieee.txt
// RUN: FileCheck %s --check-prefix=IEEEDIAG < %t/ieee-err.txt
// RUN: %mlir-refine --fp-mode=abstract %t/src.mlir %t/tgt.mlir > %t/abs.txt 2> %t/abs-err.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefix=ABS < %t/abs.txt
// RUN: FileCheck %s --check-prefix=ABSDIAG < %t/abs-err.txt
// A fixed abstract width gives the same verdicts.
// RUN: %mlir-refine --fp-abstract-bits=3 %t/src.mlir %t/tgt.mlir > %t/bits.txt 2> /dev/null; test $? -eq 1
// RUN: diff %t/auto.txt %t/bits.txt
// Malformed options: exit status 2 and a message naming the option.
// RUN: %mlir-refine --fp-mode=bogus %t/src.mlir %t/tgt.mlir > %t/bad.txt 2>&1; test $? -eq 2
// RUN: FileCheck %s --check-prefix=BAD < %t/bad.txt
// RUN: %mlir-refine --fp-abstract-bits=0 %t/src.mlir %t/tgt.mlir > %t/badbits.txt 2>&1; test $? -eq 2
// RUN: FileCheck %s --check-prefix=BADBITS < %t/badbits.txt

// AUTO: @abstract_proves: valid (abstract floating point){{$}}
// AUTO-NEXT: @ieee_proves: valid (IEEE-754){{$}}
// AUTO-NEXT: @bug: invalid: target result #0 is -0.0 (0x80000000) where the source result is 0.0 (0x00000000){{$}}
// AUTO-NEXT: @no_floats: valid{{$}}
// AUTO-NEXT: @bits: valid (IEEE-754){{$}}
// AUTO-NEXT: @loop: valid (bounded: loops up to 64 iterations; abstract floating point){{$}}
// AUTO-NEXT: summary: 5 valid (1 bounded), 1 invalid, 0 unsupported, 0 inconclusive
// AUTODIAG: error: mlir-refine: the target miscompiles @bug: target result #0 is -0.0 (0x80000000) where the source result is 0.0 (0x00000000)
// AUTODIAG: note: counterexample input %arg0 : f32 = -0.0 (0x80000000)
// AUTODIAG: note: counterexample found with the abstract floating-point encoding and confirmed with IEEE-754

// IEEE: @abstract_proves: valid (IEEE-754){{$}}
// IEEE-NEXT: @ieee_proves: valid (IEEE-754){{$}}
// IEEE-NEXT: @bug: invalid: target result #0 is -0.0 (0x80000000) where the source result is 0.0 (0x00000000){{$}}
// IEEE-NEXT: @no_floats: valid{{$}}
// IEEE-NEXT: @bits: valid (IEEE-754){{$}}
// IEEE-NEXT: @loop: valid (bounded: loops up to 64 iterations; IEEE-754){{$}}
// IEEE-NEXT: summary: 5 valid (1 bounded), 1 invalid, 0 unsupported, 0 inconclusive
// IEEEDIAG: error: mlir-refine: the target miscompiles @bug
// IEEEDIAG: note: counterexample found with the IEEE-754 floating-point encoding{{$}}

// ABS: @abstract_proves: valid (abstract floating point){{$}}
// ABS-NEXT: @ieee_proves: inconclusive: the abstract floating-point encoding found a counterexample that IEEE-754 shows is spurious (the pair is valid under IEEE-754); fp-mode=auto accepts that proof
// ABS-NEXT: @bug: invalid: target result #0 is -0.0 (0x80000000) where the source result is 0.0 (0x00000000){{$}}
// ABS-NEXT: @no_floats: valid{{$}}
// ABS-NEXT: @bits: unsupported: source: arith.bitcast between floats and integers needs IEEE-754 bit patterns: it has no abstract encoding (fp-mode=auto uses IEEE-754 for it)
// ABS-NEXT: @loop: valid (bounded: loops up to 64 iterations; abstract floating point){{$}}
// ABS-NEXT: summary: 3 valid (1 bounded), 1 invalid, 1 unsupported, 1 inconclusive
// ABSDIAG: error: mlir-refine: the target miscompiles @bug
// ABSDIAG: note: counterexample found with the abstract floating-point encoding and confirmed with IEEE-754

// BAD: mlir-refine: --fp-mode: expected auto, abstract or ieee, got 'bogus'
// BADBITS: mlir-refine: --fp-abstract-bits: expected a number from 2 to 24, got '0'

//--- src.mlir
// Proved by the abstract encoding.
func.func @abstract_proves(%x: f32) -> f32 {
  %z = arith.constant -0.0 : f32
  %r = arith.addf %x, %z : f32
  return %r : f32
}
// The abstract encoding finds a spurious counterexample (it does not know
// that x + x and x * 2.0 round the same real); IEEE-754 proves it.
func.func @ieee_proves(%x: f16) -> f16 {
  %r = arith.addf %x, %x : f16
  return %r : f16
}
// A real bug: x + 0.0 -> x.
func.func @bug(%x: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = arith.addf %x, %z : f32
  return %r : f32
}
// No floats: the verdict has no encoding suffix.
func.func @no_floats(%x: i32) -> i32 {
  %z = arith.constant 0 : i32
  %r = arith.addi %x, %z : i32
  return %r : i32
}
// Bit patterns of floats: no abstract encoding.
func.func @bits(%x: f32) -> i32 {
  %c = arith.constant -2.0 : f32
  %r = arith.bitcast %c : f32 to i32
  return %r : i32
}
// A loop over floats: bounded, with the encoding named.
func.func @loop(%x: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant -0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> f32 {
    %s = arith.addf %acc, %z : f32
    scf.yield %s : f32
  }
  return %r : f32
}
//--- tgt.mlir
func.func @abstract_proves(%x: f32) -> f32 {
  return %x : f32
}
func.func @ieee_proves(%x: f16) -> f16 {
  %c2 = arith.constant 2.0 : f16
  %r = arith.mulf %x, %c2 : f16
  return %r : f16
}
func.func @bug(%x: f32) -> f32 {
  return %x : f32
}
func.func @no_floats(%x: i32) -> i32 {
  return %x : i32
}
func.func @bits(%x: f32) -> i32 {
  %r = arith.constant 0xC0000000 : i32
  return %r : i32
}
func.func @loop(%x: f32, %n: index) -> f32 {
  return %x : f32
}
