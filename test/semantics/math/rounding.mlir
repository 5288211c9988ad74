// Rounding to an integral value (MathOps.td): math.floor / math.ceil compute
// "the floor / the ceiling of a given value"; math.trunc "always rounds to
// the nearest integer not larger in magnitude than the operand"; math.round
// rounds "halfway cases away from zero" and math.roundeven "halfway cases to
// even", "regardless of the current rounding direction". All are exact; a
// zero result keeps the operand's sign (ceil(-0.5) = -0.0); NaN and inf are
// returned unchanged.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt
// RUN: %mlir-refine --fp-mode=abstract %t/src.mlir %t/tgt.mlir > %t/abs.txt 2> /dev/null; test $? -eq 1
// RUN: FileCheck %s --check-prefix=ABS < %t/abs.txt

// CHECK-DAG: @floor_neg: valid (abstract floating point){{$}}
// CHECK-DAG: @ceil_neg: valid (abstract floating point){{$}}
// CHECK-DAG: @trunc_neg: valid (abstract floating point){{$}}
// CHECK-DAG: @round_half: valid (abstract floating point){{$}}
// CHECK-DAG: @round_neg_half: valid (abstract floating point){{$}}
// CHECK-DAG: @roundeven_half: valid (abstract floating point){{$}}
// CHECK-DAG: @roundeven_odd_half: valid (abstract floating point){{$}}
// CHECK-DAG: @round_half_wrong: invalid: target result #0 is 2.0 (0x4000000000000000) where the source result is 3.0 (0x4008000000000000){{$}}
// CHECK-DAG: @roundeven_half_wrong: invalid: target result #0 is 3.0 (0x4008000000000000) where the source result is 2.0 (0x4000000000000000){{$}}
// CHECK-DAG: @ceil_neg_small: valid (abstract floating point){{$}}
// CHECK-DAG: @ceil_neg_small_wrong: invalid: target result #0 is 0.0 (0x0000) where the source result is -0.0 (0x8000){{$}}
// CHECK-DAG: @round_neg_small: valid (abstract floating point){{$}}
// CHECK-DAG: @floor_is_neg_ceil_neg: valid (IEEE-754){{$}}
// CHECK-DAG: @floor_idempotent: valid (IEEE-754){{$}}
// CHECK-DAG: @trunc_by_sign: valid (IEEE-754){{$}}
// CHECK-DAG: @floor_of_int: valid (IEEE-754){{$}}
// CHECK-DAG: @floor_to_trunc_wrong: invalid: target result #0 is
// CHECK-DAG: @roundeven_to_round_wrong: invalid: target result #0 is
// CHECK-DAG: @trunc_identity_wrong: invalid: target result #0 is
// CHECK-DAG: @ceil_to_floor_plus_one_wrong: invalid: target result #0 is
// CHECK: summary: 13 valid, 7 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @ceil_neg_small_wrong: target result #0 is 0.0 (0x0000) where the source result is -0.0 (0x8000)
// DIAG: error: mlir-refine: the target miscompiles @roundeven_to_round_wrong: target result #0 is
// DIAG: note: counterexample input %arg0 : f16 =

// The abstract encoding alone decides the constant cases; its
// counterexamples to the identities are refuted by IEEE-754 (inconclusive,
// never invalid).
// ABS-DAG: @round_half: valid (abstract floating point){{$}}
// ABS-DAG: @ceil_neg_small_wrong: invalid: target result #0 is 0.0 (0x0000) where the source result is -0.0 (0x8000)
// ABS-DAG: @trunc_by_sign: inconclusive: the abstract floating-point encoding found a counterexample that IEEE-754 shows is spurious (the pair is valid under IEEE-754); fp-mode=auto accepts that proof
// ABS: summary: 9 valid, 7 invalid, 0 unsupported, 4 inconclusive

//--- src.mlir
func.func @floor_neg(%x: f32) -> f32 {
  %c = arith.constant -2.5 : f32
  %r = math.floor %c : f32
  return %r : f32
}
func.func @ceil_neg(%x: f32) -> f32 {
  %c = arith.constant -2.5 : f32
  %r = math.ceil %c : f32
  return %r : f32
}
func.func @trunc_neg(%x: f32) -> f32 {
  %c = arith.constant -2.5 : f32
  %r = math.trunc %c : f32
  return %r : f32
}
// Halfway cases: round goes away from zero, roundeven to even.
func.func @round_half(%x: f64) -> f64 {
  %c = arith.constant 2.5 : f64
  %r = math.round %c : f64
  return %r : f64
}
func.func @round_neg_half(%x: f64) -> f64 {
  %c = arith.constant -2.5 : f64
  %r = math.round %c : f64
  return %r : f64
}
func.func @roundeven_half(%x: f64) -> f64 {
  %c = arith.constant 2.5 : f64
  %r = math.roundeven %c : f64
  return %r : f64
}
func.func @roundeven_odd_half(%x: f64) -> f64 {
  %c = arith.constant 3.5 : f64
  %r = math.roundeven %c : f64
  return %r : f64
}
func.func @round_half_wrong(%x: f64) -> f64 {
  %c = arith.constant 2.5 : f64
  %r = math.round %c : f64
  return %r : f64
}
func.func @roundeven_half_wrong(%x: f64) -> f64 {
  %c = arith.constant 2.5 : f64
  %r = math.roundeven %c : f64
  return %r : f64
}
// A result of zero keeps the operand's sign.
func.func @ceil_neg_small(%x: f16) -> f16 {
  %c = arith.constant -0.5 : f16
  %r = math.ceil %c : f16
  return %r : f16
}
func.func @ceil_neg_small_wrong(%x: f16) -> f16 {
  %c = arith.constant -0.5 : f16
  %r = math.ceil %c : f16
  return %r : f16
}
func.func @round_neg_small(%x: bf16) -> bf16 {
  %c = arith.constant -0.25 : bf16
  %r = math.round %c : bf16
  return %r : bf16
}
// Identities.
func.func @floor_is_neg_ceil_neg(%x: f32) -> f32 {
  %r = math.floor %x : f32
  return %r : f32
}
func.func @floor_idempotent(%x: f32) -> f32 {
  %f = math.floor %x : f32
  %r = math.floor %f : f32
  return %r : f32
}
func.func @trunc_by_sign(%x: f32) -> f32 {
  %r = math.trunc %x : f32
  return %r : f32
}
func.func @floor_of_int(%x: i16) -> f32 {
  %f = arith.sitofp %x : i16 to f32
  %r = math.floor %f : f32
  return %r : f32
}
// Mutations.
func.func @floor_to_trunc_wrong(%x: f32) -> f32 {
  %r = math.floor %x : f32
  return %r : f32
}
func.func @roundeven_to_round_wrong(%x: f16) -> f16 {
  %r = math.roundeven %x : f16
  return %r : f16
}
func.func @trunc_identity_wrong(%x: f64) -> f64 {
  %r = math.trunc %x : f64
  return %r : f64
}
func.func @ceil_to_floor_plus_one_wrong(%x: f32) -> f32 {
  %r = math.ceil %x : f32
  return %r : f32
}

//--- tgt.mlir
func.func @floor_neg(%x: f32) -> f32 {
  %r = arith.constant -3.0 : f32
  return %r : f32
}
func.func @ceil_neg(%x: f32) -> f32 {
  %r = arith.constant -2.0 : f32
  return %r : f32
}
func.func @trunc_neg(%x: f32) -> f32 {
  %r = arith.constant -2.0 : f32
  return %r : f32
}
func.func @round_half(%x: f64) -> f64 {
  %r = arith.constant 3.0 : f64
  return %r : f64
}
func.func @round_neg_half(%x: f64) -> f64 {
  %r = arith.constant -3.0 : f64
  return %r : f64
}
func.func @roundeven_half(%x: f64) -> f64 {
  %r = arith.constant 2.0 : f64
  return %r : f64
}
func.func @roundeven_odd_half(%x: f64) -> f64 {
  %r = arith.constant 4.0 : f64
  return %r : f64
}
func.func @round_half_wrong(%x: f64) -> f64 {
  %r = arith.constant 2.0 : f64
  return %r : f64
}
func.func @roundeven_half_wrong(%x: f64) -> f64 {
  %r = arith.constant 3.0 : f64
  return %r : f64
}
func.func @ceil_neg_small(%x: f16) -> f16 {
  %r = arith.constant -0.0 : f16
  return %r : f16
}
func.func @ceil_neg_small_wrong(%x: f16) -> f16 {
  %r = arith.constant 0.0 : f16
  return %r : f16
}
func.func @round_neg_small(%x: bf16) -> bf16 {
  %r = arith.constant -0.0 : bf16
  return %r : bf16
}
func.func @floor_is_neg_ceil_neg(%x: f32) -> f32 {
  %n = arith.negf %x : f32
  %c = math.ceil %n : f32
  %r = arith.negf %c : f32
  return %r : f32
}
func.func @floor_idempotent(%x: f32) -> f32 {
  %r = math.floor %x : f32
  return %r : f32
}
func.func @trunc_by_sign(%x: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  %neg = arith.cmpf olt, %x, %z : f32
  %c = math.ceil %x : f32
  %f = math.floor %x : f32
  %r = arith.select %neg, %c, %f : f32
  return %r : f32
}
func.func @floor_of_int(%x: i16) -> f32 {
  %r = arith.sitofp %x : i16 to f32
  return %r : f32
}
func.func @floor_to_trunc_wrong(%x: f32) -> f32 {
  %r = math.trunc %x : f32
  return %r : f32
}
func.func @roundeven_to_round_wrong(%x: f16) -> f16 {
  %r = math.round %x : f16
  return %r : f16
}
func.func @trunc_identity_wrong(%x: f64) -> f64 {
  return %x : f64
}
func.func @ceil_to_floor_plus_one_wrong(%x: f32) -> f32 {
  %one = arith.constant 1.0 : f32
  %f = math.floor %x : f32
  %r = arith.addf %f, %one : f32
  return %r : f32
}
