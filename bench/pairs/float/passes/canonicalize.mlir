// Sources of float pairs of bench/float_pairs.py: the target of each function is its output of
// the pipeline below.
// pass: canonicalize
// pipeline: builtin.module(func.func(canonicalize))
// expect: valid
// tier: small
func.func @canon_idents(%x: f32, %y: f32) -> f32 {
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

func.func @canon_constfold(%x: f64) -> (f64, f64, i1, i32) {
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

func.func @canon_casts(%x: f16, %y: f32) -> (f16, f32, f16) {
  %e = arith.extf %x : f16 to f32
  %t = arith.truncf %e : f32 to f16
  %k = arith.constant 1.5 : f64
  %kt = arith.truncf %k : f64 to f32
  %r = arith.addf %y, %kt : f32
  %big = arith.constant 70000.0 : f32
  %inf = arith.truncf %big : f32 to f16
  return %t, %r, %inf : f16, f32, f16
}

func.func @canon_minmax(%x: f32, %y: bf16) -> (f32, bf16, f32) {
  %a = arith.maximumf %x, %x : f32
  %b = arith.minnumf %y, %y : bf16
  %i = arith.constant 0xFF800000 : f32
  %c = arith.maximumf %x, %i : f32
  return %a, %b, %c : f32, bf16, f32
}

func.func @canon_select(%x: f32, %y: f32, %p: i1) -> (f32, f32) {
  %a = arith.select %p, %x, %x : f32
  %c = arith.cmpf ord, %x, %y : f32
  %t = arith.constant true
  %b = arith.select %t, %y, %x : f32
  return %a, %b : f32, f32
}

func.func @canon_math(%x: f32) -> (f32, f32, f32, f32) {
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

func.func @canon_vec(%v: vector<4xf32>, %w: vector<2xf16>) -> (vector<4xf32>, vector<2xf16>) {
  %one = arith.constant dense<1.0> : vector<4xf32>
  %a = arith.mulf %v, %one : vector<4xf32>
  %nz = arith.constant dense<-0.0> : vector<2xf16>
  %b = arith.addf %w, %nz : vector<2xf16>
  return %a, %b : vector<4xf32>, vector<2xf16>
}

func.func @canon_sitofp(%i: i16) -> (i16, f32) {
  %f = arith.sitofp %i : i16 to f32
  %g = arith.fptosi %f : f32 to i16
  %c = arith.constant 7 : i32
  %cf = arith.sitofp %c : i32 to f32
  return %g, %cf : i16, f32
}

func.func @canon_negmul(%x: f32, %y: f32) -> f32 {
  %a = arith.negf %x : f32
  %b = arith.negf %y : f32
  %m = arith.mulf %a, %b : f32
  return %m : f32
}
