// Sources of float pairs of bench/float_pairs.py: the target of each function is its output of
// the pipeline below.
// pass: math-uplift-to-fma
// pipeline: builtin.module(func.func(math-uplift-to-fma))
// expect: valid
// tier: small
func.func @uplift_fma_f32(%a: f32, %b: f32, %c: f32) -> f32 {
  %m = arith.mulf %a, %b fastmath<contract> : f32
  %r = arith.addf %m, %c fastmath<contract> : f32
  return %r : f32
}

func.func @uplift_fma_f64_commuted(%a: f64, %b: f64, %c: f64) -> f64 {
  %m = arith.mulf %a, %b fastmath<contract> : f64
  %r = arith.addf %c, %m fastmath<contract> : f64
  return %r : f64
}

func.func @uplift_fma_vec(%a: vector<4xf32>, %b: vector<4xf32>, %c: vector<4xf32>) -> vector<4xf32> {
  %m = arith.mulf %a, %b fastmath<contract> : vector<4xf32>
  %r = arith.addf %m, %c fastmath<contract> : vector<4xf32>
  return %r : vector<4xf32>
}

func.func @uplift_fma_partial_flags(%a: f32, %b: f32, %c: f32) -> f32 {
  %m = arith.mulf %a, %b fastmath<contract> : f32
  %r = arith.addf %m, %c : f32
  return %r : f32
}

func.func @uplift_fma_f16_fast(%a: f16, %b: f16, %c: f16) -> f16 {
  %m = arith.mulf %a, %b fastmath<fast> : f16
  %r = arith.addf %m, %c fastmath<fast> : f16
  return %r : f16
}

func.func @uplift_fma_sub(%a: f32, %b: f32, %c: f32) -> f32 {
  %m = arith.mulf %a, %b fastmath<contract> : f32
  %r = arith.subf %m, %c fastmath<contract> : f32
  return %r : f32
}
