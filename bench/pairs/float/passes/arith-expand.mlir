// Sources of float pairs of bench/float_pairs.py: the target of each function is its output of
// the pipeline below.
// arith-expand lowers maximumf / minimumf to cmpf + select, which ignores "-0.0 < +0.0"
// (known: see test/corpus/expected/arith-expand-ops.txt): those pairs are invalid.
// pass: arith-expand{include-bf16=true}
// pipeline: builtin.module(func.func(arith-expand{include-bf16=true}))
// expect: valid
// tier: small
// expect @expand_maximumf: invalid
// expect @expand_minimumf: invalid
// expect @expand_maximumf_vec: invalid
func.func @expand_maximumf(%a: f32, %b: f32) -> f32 {
  %r = arith.maximumf %a, %b : f32
  return %r : f32
}

func.func @expand_minimumf(%a: f16, %b: f16) -> f16 {
  %r = arith.minimumf %a, %b : f16
  return %r : f16
}

func.func @expand_maxnumf(%a: f64, %b: f64) -> f64 {
  %r = arith.maxnumf %a, %b : f64
  return %r : f64
}

func.func @expand_minnumf(%a: f32, %b: f32) -> f32 {
  %r = arith.minnumf %a, %b : f32
  return %r : f32
}

func.func @expand_maximumf_vec(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  %r = arith.maximumf %a, %b : vector<4xf32>
  return %r : vector<4xf32>
}

func.func @expand_truncf_bf16(%x: f32) -> bf16 {
  %r = arith.truncf %x : f32 to bf16
  return %r : bf16
}

func.func @expand_extf_bf16(%x: bf16) -> f32 {
  %r = arith.extf %x : bf16 to f32
  return %r : f32
}
