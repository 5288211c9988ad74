// Sources of float pairs of bench/float_pairs.py: the target of each function is its output of
// the pipeline below.
// pass: cse
// pipeline: builtin.module(cse)
// expect: valid
// tier: small
func.func @cse_dup(%x: f32, %y: f32) -> f32 {
  %a = arith.addf %x, %y : f32
  %b = arith.addf %x, %y : f32
  %m = arith.mulf %a, %b : f32
  %c = arith.mulf %a, %b : f32
  %r = arith.subf %m, %c : f32
  return %r : f32
}

func.func @cse_dup_fast(%x: f64, %y: f64) -> f64 {
  %a = arith.mulf %x, %y fastmath<fast> : f64
  %b = arith.mulf %x, %y fastmath<fast> : f64
  %c = arith.mulf %x, %y : f64
  %s = arith.addf %a, %b : f64
  %r = arith.addf %s, %c : f64
  return %r : f64
}

func.func @cse_dup_cmp(%x: f16, %y: f16) -> (i1, f16) {
  %c1 = arith.cmpf olt, %x, %y : f16
  %c2 = arith.cmpf olt, %x, %y : f16
  %a = arith.select %c1, %x, %y : f16
  %b = arith.select %c2, %x, %y : f16
  %o = arith.andi %c1, %c2 : i1
  %s = arith.addf %a, %b : f16
  return %o, %s : i1, f16
}

func.func @cse_dup_math(%x: f32) -> f32 {
  %a = math.exp %x : f32
  %b = math.exp %x : f32
  %c = math.sqrt %x : f32
  %d = math.sqrt %x : f32
  %s = arith.addf %a, %b : f32
  %t = arith.mulf %c, %d : f32
  %r = arith.divf %s, %t : f32
  return %r : f32
}

func.func @cse_dup_cast(%x: f32, %i: i32) -> f64 {
  %a = arith.extf %x : f32 to f64
  %b = arith.extf %x : f32 to f64
  %c = arith.sitofp %i : i32 to f64
  %d = arith.sitofp %i : i32 to f64
  %s = arith.addf %a, %b : f64
  %t = arith.addf %c, %d : f64
  %r = arith.maximumf %s, %t : f64
  return %r : f64
}

func.func @cse_dup_vec(%v: vector<4xf32>) -> vector<4xf32> {
  %a = arith.negf %v : vector<4xf32>
  %b = arith.negf %v : vector<4xf32>
  %r = arith.mulf %a, %b : vector<4xf32>
  return %r : vector<4xf32>
}
