//! The floating-point encodings checked against the machine's IEEE-754
//! arithmetic (Rust's f32/f64, and the `half` crate for f16/bf16, whose
//! operations round once from f32, which is exact for +, -, *, / because
//! f32 carries at least 2p+2 bits of either format).
//!
//! Each test builds a source function that applies an op to many constant
//! operands and a target function that returns the values the hardware
//! computes. In every fp-mode the pair must be `valid`; changing one target
//! result by one ulp must make it `invalid`. So a rounding, sign-of-zero or
//! NaN rule of the encoder that departs from IEEE-754 fails here.

use mlir_refine::ir::OwnedContext;
use mlir_refine::refine::{self, Options, Verdict};
use mlir_refine::semantics::float::{FastMath, Mode};

/// A value in one of the four formats, as its bits.
#[derive(Clone, Copy, Debug)]
enum F {
    H(half::f16),
    B(half::bf16),
    S(f32),
    D(f64),
}

impl F {
    fn ty(&self) -> &'static str {
        match self {
            F::H(_) => "f16",
            F::B(_) => "bf16",
            F::S(_) => "f32",
            F::D(_) => "f64",
        }
    }
    fn is_nan(&self) -> bool {
        match *self {
            F::H(v) => v.is_nan(),
            F::B(v) => v.is_nan(),
            F::S(v) => v.is_nan(),
            F::D(v) => v.is_nan(),
        }
    }
    /// An MLIR constant literal: hexadecimal bits, exact for every value.
    fn literal(&self) -> String {
        match *self {
            F::H(v) => format!("0x{:04X}", v.to_bits()),
            F::B(v) => format!("0x{:04X}", v.to_bits()),
            F::S(v) => format!("0x{:08X}", v.to_bits()),
            F::D(v) => format!("0x{:016X}", v.to_bits()),
        }
    }
    /// The value with its lowest bit flipped (one ulp away, or the other
    /// side of zero's smallest subnormal).
    fn mutated(&self) -> F {
        match *self {
            F::H(v) => F::H(half::f16::from_bits(v.to_bits() ^ 1)),
            F::B(v) => F::B(half::bf16::from_bits(v.to_bits() ^ 1)),
            F::S(v) => F::S(f32::from_bits(v.to_bits() ^ 1)),
            F::D(v) => F::D(f64::from_bits(v.to_bits() ^ 1)),
        }
    }
}

/// Interesting f64 values; each format takes the ones it represents.
const VALUES: [f64; 16] = [
    0.0,
    -0.0,
    1.0,
    -1.0,
    1.5,
    0.1,
    3.0,
    -7.25,
    1e30,
    -2.5e-3,
    65504.0,
    1e-40,
    f64::INFINITY,
    f64::NEG_INFINITY,
    f64::NAN,
    6.0e-8,
];

fn values(ty: &str) -> Vec<F> {
    VALUES
        .iter()
        .map(|&v| match ty {
            "f16" => F::H(half::f16::from_f64(v)),
            "bf16" => F::B(half::bf16::from_f64(v)),
            "f32" => F::S(v as f32),
            _ => F::D(v),
        })
        .collect()
}

/// One case: operand constants and the expected result (a float, an
/// integer or an i1, as MLIR literal + type).
struct Case {
    operands: Vec<(String, String)>,
    expected: (String, String),
    /// The expected result with its lowest bit flipped, when that is a
    /// different value (not a NaN); `None` when no mutation applies.
    mutated: Option<String>,
}

fn float_case(args: &[F], r: F) -> Case {
    Case {
        operands: args.iter().map(|a| (a.literal(), a.ty().to_string())).collect(),
        expected: (r.literal(), r.ty().to_string()),
        mutated: (!r.is_nan()).then(|| r.mutated().literal()),
    }
}

/// Builds `@f` applying `op` (printed as `op_text(operands) : types`) to
/// each case, the target returning the expected constants, and (with
/// `mutate = Some(i)`) case i's result changed.
fn module(op: &dyn Fn(&[String], &Case) -> String, cases: &[Case], mutate: Option<usize>) -> (String, String) {
    let result_types: Vec<&str> = cases.iter().map(|c| c.expected.1.as_str()).collect();
    let sig = format!("func.func @f() -> ({})", result_types.join(", "));
    let mut src = format!("{sig} {{\n");
    let mut tgt = format!("{sig} {{\n");
    let mut results = Vec::new();
    for (i, c) in cases.iter().enumerate() {
        let mut names = Vec::new();
        for (j, (lit, ty)) in c.operands.iter().enumerate() {
            src += &format!("  %a{i}_{j} = arith.constant {lit} : {ty}\n");
            names.push(format!("%a{i}_{j}"));
        }
        src += &format!("  %r{i} = {}\n", op(&names, c));
        let lit = if mutate == Some(i) { c.mutated.clone().unwrap() } else { c.expected.0.clone() };
        tgt += &format!("  %r{i} = arith.constant {lit} : {}\n", c.expected.1);
        results.push(format!("%r{i}"));
    }
    let ret = format!("  return {} : {}\n}}\n", results.join(", "), result_types.join(", "));
    (src + &ret, tgt + &ret)
}

/// The verdict's kind and detail.
fn verdict(src: &str, tgt: &str, mode: Mode) -> (String, String) {
    let ctx = OwnedContext::new(true);
    let s = ctx.parse_str(src).unwrap_or_else(|| panic!("source does not parse:\n{src}"));
    let t = ctx.parse_str(tgt).unwrap_or_else(|| panic!("target does not parse:\n{tgt}"));
    let pairing = refine::pair(s.op(), t.op());
    let opts = Options { fp_mode: mode, timeout_ms: 60_000, ..Options::default() };
    let v: Verdict = refine::check(&pairing.pairs[0], &opts).verdict;
    (v.kind().to_string(), v.detail())
}

/// Every mode validates the hardware's results, and each mode catches a
/// one-ulp change of (up to three) results.
fn check(what: &str, op: &dyn Fn(&[String], &Case) -> String, cases: &[Case]) {
    for mode in [Mode::Ieee, Mode::Auto] {
        let (s, t) = module(op, cases, None);
        let (k, d) = verdict(&s, &t, mode);
        assert_eq!(k, "valid", "{what} ({mode:?}): {d}\n{s}\n{t}");
        for i in cases.iter().enumerate().filter(|(_, c)| c.mutated.is_some()).map(|(i, _)| i).take(3) {
            let (s, t) = module(op, cases, Some(i));
            let (k, d) = verdict(&s, &t, mode);
            assert_eq!(k, "invalid", "{what} ({mode:?}) with result {i} changed: {d}\n{s}\n{t}");
        }
    }
}

fn binary(name: &str, ty: &str, reference: impl Fn(F, F) -> F) {
    let vs = values(ty);
    let cases: Vec<Case> = vs
        .iter()
        .flat_map(|&a| vs.iter().map(move |&b| (a, b)))
        .map(|(a, b)| float_case(&[a, b], reference(a, b)))
        .collect();
    // Chunks keep each query small; every pair is still checked.
    for chunk in cases.chunks(64) {
        check(
            &format!("{name} : {ty}"),
            &|n, c| format!("arith.{name} {}, {} : {}", n[0], n[1], c.operands[0].1),
            chunk,
        );
    }
}

/// Lifts an f64 operation to each format: f16 and bf16 through f32 (one
/// rounding; see the module comment), f32 and f64 natively.
fn lift(f32op: fn(f32, f32) -> f32, f64op: fn(f64, f64) -> f64) -> impl Fn(F, F) -> F {
    move |a, b| match (a, b) {
        (F::H(x), F::H(y)) => F::H(half::f16::from_f32(f32op(x.to_f32(), y.to_f32()))),
        (F::B(x), F::B(y)) => F::B(half::bf16::from_f32(f32op(x.to_f32(), y.to_f32()))),
        (F::S(x), F::S(y)) => F::S(f32op(x, y)),
        (F::D(x), F::D(y)) => F::D(f64op(x, y)),
        _ => unreachable!(),
    }
}

#[test]
fn add_sub_mul_div_round_to_nearest_even() {
    for ty in ["f16", "bf16", "f32", "f64"] {
        binary("addf", ty, lift(|a, b| a + b, |a, b| a + b));
        binary("subf", ty, lift(|a, b| a - b, |a, b| a - b));
        binary("mulf", ty, lift(|a, b| a * b, |a, b| a * b));
        binary("divf", ty, lift(|a, b| a / b, |a, b| a / b));
    }
}

#[test]
fn remf_is_fmod() {
    // Rust's `%` on floats is C's fmod: exact, with the dividend's sign.
    // f16/bf16 fmod through f32 is exact too (the result is representable).
    for ty in ["f16", "f32", "f64"] {
        binary("remf", ty, lift(|a, b| a % b, |a, b| a % b));
    }
}

/// IEEE 754-2019 maximum/minimum: NaN if either is NaN; -0 < +0.
fn maximum(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        f64::NAN
    } else if a == 0.0 && b == 0.0 {
        if a.is_sign_positive() { a } else { b }
    } else {
        a.max(b)
    }
}
fn minimum(a: f64, b: f64) -> f64 {
    -maximum(-a, -b)
}

#[test]
fn maximumf_minimumf_propagate_nan_and_order_zeros() {
    for ty in ["f16", "f32", "f64"] {
        binary("maximumf", ty, lift(|a, b| maximum(a as f64, b as f64) as f32, maximum));
        binary("minimumf", ty, lift(|a, b| minimum(a as f64, b as f64) as f32, minimum));
    }
}

#[test]
fn maxnumf_minnumf_ignore_one_nan() {
    // maxnum(+0, -0) may be either zero (a choice), so zero pairs are left
    // out of the exact comparison; f64::max is IEEE maxNum otherwise.
    for ty in ["f32", "f64"] {
        let vs: Vec<F> = values(ty);
        for (name, f) in [("maxnumf", f64::max as fn(f64, f64) -> f64), ("minnumf", f64::min)] {
            let cases: Vec<Case> = vs
                .iter()
                .flat_map(|&a| vs.iter().map(move |&b| (a, b)))
                .filter(|(a, b)| {
                    !(matches!((a, b), (F::S(x), F::S(y)) if *x == 0.0 && *y == 0.0)
                        || matches!((a, b), (F::D(x), F::D(y)) if *x == 0.0 && *y == 0.0))
                })
                .map(|(a, b)| {
                    let r = match (a, b) {
                        (F::S(x), F::S(y)) => F::S(f(x as f64, y as f64) as f32),
                        (F::D(x), F::D(y)) => F::D(f(x, y)),
                        _ => unreachable!(),
                    };
                    float_case(&[a, b], r)
                })
                .collect();
            for chunk in cases.chunks(64) {
                check(
                    &format!("{name} : {ty}"),
                    &|n, c| format!("arith.{name} {}, {} : {}", n[0], n[1], c.operands[0].1),
                    chunk,
                );
            }
        }
    }
}

#[test]
fn cmpf_predicates() {
    // The 16 predicates of arith.cmpf (ArithOps.td, CmpFPredicate): ordered
    // ones are false when an operand is NaN, unordered ones true.
    type P = fn(f64, f64) -> bool;
    let preds: [(&str, P); 16] = [
        ("false", |_, _| false),
        ("oeq", |a, b| a == b),
        ("ogt", |a, b| a > b),
        ("oge", |a, b| a >= b),
        ("olt", |a, b| a < b),
        ("ole", |a, b| a <= b),
        ("one", |a, b| !a.is_nan() && !b.is_nan() && a != b),
        ("ord", |a, b| !a.is_nan() && !b.is_nan()),
        ("ueq", |a, b| a.is_nan() || b.is_nan() || a == b),
        ("ugt", |a, b| a.is_nan() || b.is_nan() || a > b),
        ("uge", |a, b| a.is_nan() || b.is_nan() || a >= b),
        ("ult", |a, b| a.is_nan() || b.is_nan() || a < b),
        ("ule", |a, b| a.is_nan() || b.is_nan() || a <= b),
        ("une", |a, b| a != b),
        ("uno", |a, b| a.is_nan() || b.is_nan()),
        ("true", |_, _| true),
    ];
    let vs = values("f32");
    for (name, p) in preds {
        let cases: Vec<Case> = vs
            .iter()
            .flat_map(|&a| vs.iter().map(move |&b| (a, b)))
            .map(|(a, b)| {
                let (F::S(x), F::S(y)) = (a, b) else { unreachable!() };
                let r = p(x as f64, y as f64);
                Case {
                    operands: vec![(a.literal(), "f32".into()), (b.literal(), "f32".into())],
                    expected: ((r as u8).to_string(), "i1".into()),
                    mutated: Some((!r as u8).to_string()),
                }
            })
            .collect();
        for chunk in cases.chunks(128) {
            check(&format!("cmpf {name}"), &|n, _| format!("arith.cmpf {name}, {}, {} : f32", n[0], n[1]), chunk);
        }
    }
}

#[test]
fn conversions_between_formats() {
    // extf is exact; truncf rounds to nearest even by default.
    let vs = values("f64");
    let trunc: Vec<Case> = vs
        .iter()
        .map(|&a| {
            float_case(
                &[a],
                F::S(match a {
                    F::D(x) => x as f32,
                    _ => unreachable!(),
                }),
            )
        })
        .collect();
    check("truncf f64 -> f32", &|n, _| format!("arith.truncf {} : f64 to f32", n[0]), &trunc);
    let half: Vec<Case> = values("f32")
        .iter()
        .map(|&a| {
            float_case(
                &[a],
                F::H(match a {
                    F::S(x) => half::f16::from_f32(x),
                    _ => unreachable!(),
                }),
            )
        })
        .collect();
    check("truncf f32 -> f16", &|n, _| format!("arith.truncf {} : f32 to f16", n[0]), &half);
    let ext: Vec<Case> = values("bf16")
        .iter()
        .map(|&a| {
            float_case(
                &[a],
                F::S(match a {
                    F::B(x) => x.to_f32(),
                    _ => unreachable!(),
                }),
            )
        })
        .collect();
    check("extf bf16 -> f32", &|n, _| format!("arith.extf {} : bf16 to f32", n[0]), &ext);
}

#[test]
fn truncf_rounding_modes() {
    // 1 + 2^-30 lies strictly between two f32 values; 1 + 3*2^-24 is a tie.
    let up = |x: f32| f32::from_bits(if x.is_sign_negative() { x.to_bits() - 1 } else { x.to_bits() + 1 });
    let down = |x: f32| f32::from_bits(if x.is_sign_negative() { x.to_bits() + 1 } else { x.to_bits() - 1 });
    let mut cases = Vec::new();
    for x in [1.0 + 2f64.powi(-30), -(1.0 + 2f64.powi(-30)), 1.0 + 3.0 * 2f64.powi(-24), -(1.0 + 3.0 * 2f64.powi(-24))]
    {
        let near = x as f32; // ties to even
        let (below, above) = if (near as f64) < x { (near, up(near)) } else { (down(near), near) };
        let toward_zero = if x > 0.0 { below } else { above };
        let away = if (x - below as f64).abs() == (above as f64 - x).abs() {
            if x > 0.0 { above } else { below }
        } else {
            near
        };
        for (mode, r) in [(0, near), (1, below), (2, above), (3, toward_zero), (4, away)] {
            cases.push((mode, float_case(&[F::D(x)], F::S(r))));
        }
    }
    let names = ["to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away"];
    for (mode, case) in cases {
        check(
            &format!("truncf {}", names[mode]),
            &|n, _| format!("arith.truncf {} {} : f64 to f32", n[0], names[mode]),
            std::slice::from_ref(&case),
        );
    }
}

#[test]
fn int_float_conversions() {
    // sitofp rounds to nearest even: 2^24 + 1 is not an f32.
    let ints: [i64; 6] = [0, -1, 16777217, -16777217, 2147483647, -2147483648];
    let cases: Vec<Case> = ints
        .iter()
        .map(|&i| Case {
            operands: vec![(i.to_string(), "i32".into())],
            expected: (F::S(i as f32).literal(), "f32".into()),
            mutated: Some(F::S(i as f32).mutated().literal()),
        })
        .collect();
    check("sitofp i32 -> f32", &|n, _| format!("arith.sitofp {} : i32 to f32", n[0]), &cases);
    // fptosi rounds toward zero.
    let floats: [f32; 5] = [2.5, -2.5, 0.99, -0.0, 2147483520.0];
    let cases: Vec<Case> = floats
        .iter()
        .map(|&x| Case {
            operands: vec![(F::S(x).literal(), "f32".into())],
            expected: ((x as i32).to_string(), "i32".into()),
            mutated: Some(((x as i32) ^ 1).to_string()),
        })
        .collect();
    check("fptosi f32 -> i32", &|n, _| format!("arith.fptosi {} : f32 to i32", n[0]), &cases);
}

#[test]
fn fastmath_attribute_parses_like_mlir_prints_it() {
    let f = FastMath::parse("#arith.fastmath<nnan,contract>").unwrap();
    assert!(f.nnan && f.contract && !f.ninf && !f.nsz && !f.reassoc && !f.arcp && !f.afn);
    let fast = FastMath::parse("#arith.fastmath<fast>").unwrap();
    assert!(fast.nnan && fast.ninf && fast.nsz && fast.reassoc && fast.contract && fast.arcp && fast.afn);
    assert_eq!(FastMath::parse("#arith.fastmath<none>"), Some(FastMath::default()));
    assert_eq!(FastMath::parse("#arith.fastmath<bogus>"), None);
}

#[test]
fn float_values_print_as_decimal_and_bits() {
    use mlir_refine::cex::describe_float;
    use mlir_refine::smt::{Bits, Format};
    let d = |f: Format, raw: u64| describe_float(f, Some(&Bits::from_u64(f.width(), raw)));
    assert_eq!(d(Format::F32, 0x8000_0000), "-0.0 (0x80000000)");
    assert_eq!(d(Format::F32, 0x3fc0_0000), "1.5 (0x3fc00000)");
    assert_eq!(d(Format::F32, 0x7f80_0000), "inf (0x7f800000)");
    assert_eq!(d(Format::F64, 0xfff0_0000_0000_0000), "-inf (0xfff0000000000000)");
    assert_eq!(d(Format::F16, 0x3c00), "1.0 (0x3c00)");
    assert_eq!(d(Format::BF16, 0x3dcd), "0.1 (0x3dcd)");
    assert_eq!(describe_float(Format::F32, None), "NaN");
}

#[test]
fn half_formats_print_their_own_shortest_decimal() {
    use mlir_refine::cex::describe_float;
    use mlir_refine::smt::{Bits, Format};
    let d = |f: Format, raw: u64| describe_float(f, Some(&Bits::from_u64(f.width(), raw)));
    assert_eq!(d(Format::F16, 0x2e66), "0.1 (0x2e66)");
    assert_eq!(d(Format::F16, 0x7bff), "65500.0 (0x7bff)");
    assert_eq!(d(Format::F16, 0x0001), "6e-8 (0x0001)");
    assert_eq!(d(Format::BF16, 0x8000), "-0.0 (0x8000)");
    assert_eq!(d(Format::BF16, 0x4049), "3.14 (0x4049)");
    assert_eq!(d(Format::F16, 0xfc00), "-inf (0xfc00)");
}
