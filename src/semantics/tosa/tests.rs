//! The integer rules of tosa on concrete inputs, against references written
//! from the TOSA 1.0 pseudocode with plain Rust integers (as
//! `tests/int_rules.rs` does for `arith`): each op is evaluated on constant
//! one-element tensors and its result and UB are read back as constants.

use super::OPS;
use super::pool::reciprocal_scale;
use crate::semantics::{AttrVal, Config, Cx, IntVal, OpInst, Shared, Ty, Val, eval};
use crate::smt::{BV, Bool, Context};

/// What an op gives: a value (sign-extended), poison, or UB.
#[derive(Debug, PartialEq, Eq, Clone, Copy)]
enum Out {
    Val(i64),
    Poison,
    Ub,
}

fn const_bool(b: &Bool<'_>) -> bool {
    Bool::from_term(b.term().simplify()).as_const().expect("not a constant")
}

/// Evaluates `name` on one-element tensors of the given (value, width)
/// operands (or scalars, for `tosa.apply_scale`) with attributes made by
/// `attrs`, and reads the one result back.
/// An attribute of the op under test, as plain data.
#[derive(Clone, Copy)]
enum A {
    Bool(bool),
    Text(&'static str),
}

fn run(name: &str, args: &[(i64, u32)], result: u32, scalar: bool, attrs: &[(&str, A)]) -> Out {
    let c = Context::new();
    let cfg = Config::default();
    let shared = Shared::default();
    let cx = Cx { smt: &c, cfg: &cfg, shared: &shared };
    let (operands, operand_types): (Vec<_>, Vec<_>) = args
        .iter()
        .map(|(v, w)| {
            let v = Val::Int(IntVal::new(BV::from_i64(&c, *v, *w), cx.ff()));
            if scalar { (v, Ty::Int(*w)) } else { (Val::Tensor(vec![v]), tensor_ty(*w)) }
        })
        .unzip();
    let inst = OpInst {
        name: name.to_string(),
        site: String::new(),
        operands,
        operand_types,
        result_types: vec![if scalar { Ty::Int(result) } else { tensor_ty(result) }],
        attrs: attrs
            .iter()
            .map(|(n, a)| {
                let v = match a {
                    A::Bool(b) => AttrVal::Int(BV::from_u64(&c, *b as u64, 1)),
                    A::Text(t) => AttrVal::Other(t.to_string()),
                };
                (n.to_string(), v)
            })
            .collect(),
    };
    let out = eval(&cx, &inst).unwrap_or_else(|e| panic!("{name}: {e}"));
    if out.ub.iter().any(|(_, cond)| const_bool(cond)) {
        return Out::Ub;
    }
    let v = match &out.results[0] {
        Val::Tensor(vs) => vs[0].as_int().unwrap().clone(),
        v => v.as_int().unwrap().clone(),
    };
    if const_bool(&v.poison) {
        return Out::Poison;
    }
    let b = BV::from_term(v.bits.term().simplify()).as_const().unwrap();
    Out::Val(b.to_i64().unwrap())
}

fn tensor_ty(w: u32) -> Ty {
    Ty::Tensor(vec![1], Box::new(Ty::Int(w)))
}

fn fits(v: i128, w: u32) -> bool {
    v >= -(1i128 << (w - 1)) && v < (1i128 << (w - 1))
}

fn truncate(v: i128, w: u32) -> i64 {
    let m = v.rem_euclid(1i128 << w);
    (if m >= 1i128 << (w - 1) { m - (1i128 << w) } else { m }) as i64
}

fn rounding(double: bool) -> (&'static str, A) {
    (
        "rounding_mode",
        A::Text(if double { "#tosa.rounding_mode<DOUBLE_ROUND>" } else { "#tosa.rounding_mode<SINGLE_ROUND>" }),
    )
}

/// Values that exercise the edges of a width.
fn edges(w: u32) -> Vec<i64> {
    let max = (1i64 << (w - 1)) - 1;
    vec![0, 1, -1, 2, -2, 3, 7, -7, 100, -100, max, max - 1, -max, -max - 1, 12345 % (max + 1), -(54321 % (max + 1))]
}

#[test]
fn reciprocal_scale_matches_mlir_constants() {
    // tosa-to-linalg computes the same for a window of 4: 1073741825, 32.
    assert_eq!(reciprocal_scale(4), (1073741825, 32));
    assert_eq!(reciprocal_scale(1), ((1 << 30) + 1, 30));
    assert_eq!(reciprocal_scale(3), ((((1i64 << 30) + 1) << 2) / 3, 32));
    assert_eq!(reciprocal_scale(9), ((((1i64 << 30) + 1) << 4) / 9, 34));
}

#[test]
fn apply_scale_against_the_int64_formula() {
    for double in [false, true] {
        for &v in &edges(32) {
            for &m in &[0i64, 1, -1, 1 << 30, 1518500250, i32::MAX as i64, i32::MIN as i64, 7] {
                for s in [0i64, 1, 2, 20, 31, 32, 33, 40, 62, 63, 64, 200] {
                    let got = run("tosa.apply_scale", &[(v, 32), (m, 32), (s, 8)], 32, true, &[rounding(double)]);
                    let want = if s > 63 {
                        Out::Ub
                    } else if s == 0 {
                        // MUL's mul_s: the product truncated (wraps).
                        Out::Val(truncate(v as i128 * m as i128, 32))
                    } else {
                        let mut sum = v as i128 * m as i128 + (1i128 << (s - 1));
                        if double && s > 31 {
                            sum += if v >= 0 { 1 << 30 } else { -(1 << 30) };
                        }
                        let r = sum >> s;
                        if fits(sum, 64) && fits(r, 32) { Out::Val(r as i64) } else { Out::Ub }
                    };
                    assert_eq!(got, want, "apply_scale({v}, {m}, {s}, double {double})");
                }
            }
        }
    }
}

#[test]
fn mul_with_a_shift() {
    for &a in &edges(32) {
        for &b in &edges(32) {
            for s in [0i64, 1, 3, 31, 63, 64, -1] {
                let got = run("tosa.mul", &[(a, 32), (b, 32), (s, 8)], 32, false, &[]);
                let want = if !(0..=63).contains(&s) {
                    Out::Ub
                } else if s == 0 {
                    Out::Val(truncate(a as i128 * b as i128, 32))
                } else {
                    let sum = a as i128 * b as i128 + (1i128 << (s - 1));
                    let r = sum >> s;
                    if fits(sum, 64) && fits(r, 32) { Out::Val(r as i64) } else { Out::Ub }
                };
                assert_eq!(got, want, "mul({a}, {b}, shift {s})");
            }
        }
    }
    // A shift on i8 inputs is UB; without one the product is exact in i32.
    assert_eq!(run("tosa.mul", &[(-128, 8), (-128, 8), (1, 8)], 32, false, &[]), Out::Ub);
    assert_eq!(run("tosa.mul", &[(-128, 8), (-128, 8), (0, 8)], 32, false, &[]), Out::Val(16384));
}

#[test]
fn negate_i8_with_zero_points() {
    for zi in [-128i64, -3, 0, 5, 127] {
        for zo in [-128i64, -2, 0, 9, 127] {
            for x in -128i64..128 {
                let got = run("tosa.negate", &[(x, 8), (zi, 8), (zo, 8)], 8, false, &[]);
                let want = Out::Val((zi - x + zo).clamp(-128, 127));
                assert_eq!(got, want, "negate({x}, {zi}, {zo})");
            }
        }
    }
    // i32: -INT_MIN overflows sub_s; a zero point other than 0 is an ERROR_IF.
    assert_eq!(run("tosa.negate", &[(i32::MIN as i64, 32), (0, 32), (0, 32)], 32, false, &[]), Out::Ub);
    assert_eq!(run("tosa.negate", &[(5, 32), (0, 32), (0, 32)], 32, false, &[]), Out::Val(-5));
    assert_eq!(run("tosa.negate", &[(5, 16), (1, 16), (0, 16)], 16, false, &[]), Out::Ub);
}

#[test]
fn arithmetic_right_shift_rounds() {
    for round in [false, true] {
        for x in -128i64..128 {
            for b in -1i64..9 {
                let got = run("tosa.arithmetic_right_shift", &[(x, 8), (b, 8)], 8, false, &[("round", A::Bool(round))]);
                let want = if !(0..=7).contains(&b) {
                    Out::Ub
                } else {
                    let r = x >> b;
                    Out::Val(if round && b > 0 { r + ((x >> (b - 1)) & 1) } else { r })
                };
                assert_eq!(got, want, "ars({x}, {b}, round {round})");
            }
        }
    }
}

#[test]
fn rescale_i8_to_i8() {
    let attrs = |in_u: bool| {
        [
            rounding(false),
            ("scale32", A::Bool(true)),
            ("per_channel", A::Bool(false)),
            ("input_unsigned", A::Bool(in_u)),
            ("output_unsigned", A::Bool(false)),
        ]
    };
    for (m, s) in [(1i64 << 30, 30i64), (1518500250, 33), (1 << 14, 15)] {
        for (zi, zo) in [(0i64, 0i64), (-3, 5), (100, -100)] {
            for x in -128i64..128 {
                let got = run("tosa.rescale", &[(x, 8), (m, 32), (s, 8), (zi, 8), (zo, 8)], 8, false, &attrs(false));
                // apply_scale_32 (its REQUIREs hold for these), add_s, saturation.
                let v = (x - zi) as i128;
                let r = ((v * m as i128 + (1i128 << (s - 1))) >> s) as i64;
                assert_eq!(got, Out::Val((r + zo).clamp(-128, 127)), "rescale({x}, {m}, {s}, {zi}, {zo})");
            }
        }
    }
    // An unsigned input: zero-extended value and zero point (-128 reads 128).
    let got = run("tosa.rescale", &[(-1, 8), (1 << 30, 32), (30, 8), (-128, 8), (0, 8)], 8, false, &attrs(true));
    assert_eq!(got, Out::Val(127));
    // A shift outside [2, 62] and a negative multiplier are UB.
    let got = run("tosa.rescale", &[(1, 8), (1 << 30, 32), (1, 8), (0, 8), (0, 8)], 8, false, &attrs(false));
    assert_eq!(got, Out::Ub);
    let got = run("tosa.rescale", &[(1, 8), (-1, 32), (30, 8), (0, 8), (0, 8)], 8, false, &attrs(false));
    assert_eq!(got, Out::Ub);
}

/// RESCALE's UB includes `apply_scale`'s (int64 overflow, a result outside
/// i32) as implied by apply_scale_32's REQUIREs: at the edges of the value
/// range of each shift, with the largest multiplier, no UB appears.
#[test]
fn rescale_i32_at_the_edges_of_each_shift() {
    for double in [false, true] {
        let attrs = [
            rounding(double),
            ("scale32", A::Bool(true)),
            ("per_channel", A::Bool(false)),
            ("input_unsigned", A::Bool(false)),
            ("output_unsigned", A::Bool(false)),
        ];
        for s in 2i64..=62 {
            let half = 1i128 << (s - 1);
            let vs = [-half, -half + 1, -1, 0, 1, half - 2, half - 1];
            for v in vs.into_iter().filter(|v| fits(*v, 32)) {
                for m in [0i64, 1, 1 << 30, i32::MAX as i64] {
                    let args = [(v as i64, 32), (m, 32), (s, 8), (0, 32), (0, 32)];
                    let got = run("tosa.rescale", &args, 32, false, &attrs);
                    let mut sum = v * m as i128 + (1i128 << (s - 1));
                    if double && s > 31 {
                        sum += if v >= 0 { 1 << 30 } else { -(1 << 30) };
                    }
                    let r = sum >> s;
                    assert!(fits(r, 32), "rescale({v}, {m}, {s}) leaves i32");
                    assert_eq!(got, Out::Val(r as i64), "rescale({v}, {m}, {s}, double {double})");
                }
            }
        }
    }
}

#[test]
fn intdiv_abs_and_add() {
    for &a in &edges(32) {
        for &b in &edges(32) {
            let sum = run("tosa.add", &[(a, 32), (b, 32)], 32, false, &[]);
            let s = a as i128 + b as i128;
            assert_eq!(sum, if fits(s, 32) { Out::Val(s as i64) } else { Out::Ub }, "add({a}, {b})");
            let q = run("tosa.intdiv", &[(a, 32), (b, 32)], 32, false, &[]);
            let want = if b == 0 || !fits(a as i128 / b as i128, 32) { Out::Ub } else { Out::Val(a / b) };
            assert_eq!(q, want, "intdiv({a}, {b})");
        }
        let got = run("tosa.abs", &[(a, 32)], 32, false, &[]);
        assert_eq!(got, if a == i32::MIN as i64 { Out::Ub } else { Out::Val(a.abs()) }, "abs({a})");
    }
}

#[test]
fn poison_operands() {
    // A poison element gives poison where the REQUIRE is on the computed
    // value, and UB where it restricts the operand (the module comment).
    let c = Context::new();
    let cfg = Config::default();
    let shared = Shared::default();
    let cx = Cx { smt: &c, cfg: &cfg, shared: &shared };
    let poison = Val::Tensor(vec![Val::Int(IntVal::new(BV::from_i64(&c, 0, 32), cx.tt()))]);
    let one = Val::Tensor(vec![Val::Int(IntVal::new(BV::from_i64(&c, 1, 32), cx.ff()))]);
    for (name, operands, ub) in [
        ("tosa.add", vec![poison.clone(), one.clone()], false),
        ("tosa.intdiv", vec![one.clone(), poison.clone()], true),
        ("tosa.intdiv", vec![poison.clone(), one.clone()], false),
        ("tosa.logical_left_shift", vec![one.clone(), poison.clone()], true),
    ] {
        let inst = OpInst {
            name: name.into(),
            site: String::new(),
            operand_types: vec![tensor_ty(32); operands.len()],
            operands,
            result_types: vec![tensor_ty(32)],
            attrs: vec![],
        };
        let out = eval(&cx, &inst).unwrap();
        assert_eq!(out.ub.iter().any(|(_, cond)| const_bool(cond)), ub, "{name}");
        let Val::Tensor(vs) = &out.results[0] else { panic!() };
        // Where it is UB the value does not matter.
        assert!(ub || const_bool(&vs[0].poison()), "{name}: poison in, poison out");
    }
}

#[test]
fn every_row_is_a_tosa_op_with_a_rule() {
    for s in OPS {
        assert!(s.name.starts_with("tosa."), "{}", s.name);
        assert!(s.rule().is_some(), "{}", s.name);
        // Only apply_scale is mapped by `semantics::eval`: the others
        // broadcast on their own.
        assert_eq!(s.traits.elementwise, s.name == "tosa.apply_scale", "{}", s.name);
    }
}
