//! `math` dialect (mlir/Dialect/Math/IR/MathOps.td).
//!
//! Exact: absf, copysign, fma, sqrt (correctly rounded, as the LLVM
//! intrinsics they lower to), floor, ceil, trunc, round, roundeven,
//! isfinite, isinf, isnan, isnormal, and the integer ops absi (INT_MIN
//! stays INT_MIN, as `llvm.abs` without poison), ctlz and cttz (the width
//! for zero), ctpop.
//!
//! Abstract: the transcendental functions (exp, log, sin, tanh, powf,
//! rsqrt, ...) have no exact definition in MLIR (their accuracy is the
//! library's). Each is an uninterpreted function of its arguments, the
//! same in the source and the target, wrapped in the special values C99
//! Annex F gives it (NaN in gives NaN out; `exp(-inf) = +0`; `log(±0) =
//! -inf`; `sin(±0) = ±0`; ...) and the facts every implementation keeps
//! (`exp` is never negative, ...). A proof holds for any implementation
//! with those special values. A counterexample that depends on a
//! function's value is not a confirmed bug: `refine` reports it as
//! inconclusive unless it holds whatever the function computes.
//!
//! Fast-math flags as in `arithf`; `afn` makes a function's result any
//! value of its type (LLVM: "allow substitution of approximate
//! calculations for functions (sin, log, sqrt, etc)", with no bound on the
//! approximation), `sqrt` included.

use super::arithf::{choice_bit, fastmath, finish, flt, result_format};
use super::float::{self, Fl, FloatVal, Integral};
use super::int::{self, IntVal};
use super::{Cx, OpInst, Outcome, Res, Unsupported, Val};
use crate::smt::{BV, Bool};

pub(super) fn eval<'c>(cx: &Cx<'c, '_>, op: &str, i: &OpInst<'c>) -> Option<Res<'c>> {
    Some(match op {
        "absf" => unary_exact(cx, i, |fl, x| fl.abs(x)),
        "copysign" => copysign(cx, i),
        "fma" => fma(cx, i),
        "sqrt" => function(cx, i, op),
        "floor" => integral(cx, i, Integral::Floor),
        "ceil" => integral(cx, i, Integral::Ceil),
        "trunc" => integral(cx, i, Integral::Trunc),
        "round" => integral(cx, i, Integral::Round),
        "roundeven" => integral(cx, i, Integral::RoundEven),
        "isfinite" | "isinf" | "isnan" | "isnormal" => classify(cx, i, op),
        "absi" | "ctlz" | "cttz" | "ctpop" => integer(i, op),
        "exp" | "exp2" | "expm1" | "log" | "log2" | "log10" | "log1p" | "sin" | "cos" | "tan" | "asin" | "acos"
        | "atan" | "sinh" | "cosh" | "tanh" | "asinh" | "acosh" | "atanh" | "erf" | "erfc" | "cbrt" | "rsqrt"
        | "atan2" | "powf" => function(cx, i, op),
        "sincos" => sincos(cx, i),
        "clampf" => Err(Unsupported::new(
            "op 'math.clampf' is not modelled: its documented meaning, maxf(minf(value, min), max), does not say \
             which maximum and minimum (NaN and signed-zero handling differ)",
        )),
        "ipowi" | "fpowi" => Err(Unsupported::new(format!(
            "op 'math.{op}' is not modelled (negative exponents have no documented meaning)"
        ))),
        _ => return None,
    })
}

fn unary_exact<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>, f: impl Fn(&float::Floats<'c, '_>, &Fl<'c>) -> Fl<'c>) -> Res<'c> {
    let a = flt(i, 0)?;
    let fl = float::floats(cx);
    let r = f(&fl, &a.v);
    Ok(Outcome::value(Val::Float(finish(cx, &fl, fastmath(i), &[a], r))))
}

fn integral<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>, dir: Integral) -> Res<'c> {
    unary_exact(cx, i, |fl, x| fl.round_integral(x, dir))
}

/// The magnitude of the first operand with the sign of the second. A NaN's
/// sign is unspecified (see `float`): copying it gives a free sign.
fn copysign<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let (a, b) = (flt(i, 0)?, flt(i, 1)?);
    let fl = float::floats(cx);
    let sign = fl.is_nan(&b.v).ite(&choice_bit(cx, "sign of a NaN"), &fl.is_negative(&b.v));
    let r = fl.with_sign(&a.v, &sign);
    Ok(Outcome::value(Val::Float(finish(cx, &fl, fastmath(i), &[a, b], r))))
}

fn fma<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let (a, b, c) = (flt(i, 0)?, flt(i, 1)?, flt(i, 2)?);
    let fl = float::floats(cx);
    let r = fl.fma(&a.v, &b.v, &c.v);
    Ok(Outcome::value(Val::Float(finish(cx, &fl, fastmath(i), &[a, b, c], r))))
}

fn classify<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>, op: &str) -> Res<'c> {
    let a = flt(i, 0)?;
    let fl = float::floats(cx);
    let x = &a.v;
    let r = match op {
        "isnan" => fl.is_nan(x),
        "isinf" => fl.is_inf(x),
        "isfinite" => !fl.is_nan(x) & !fl.is_inf(x),
        _ => fl.is_normal(x).ok_or_else(|| {
            Unsupported::new(
                "math.isnormal needs subnormals, which only the IEEE-754 encoding has (fp-mode=auto uses it)",
            )
        })?,
    };
    let flags = fastmath(i);
    let mut poison = a.poison.clone();
    if flags.nnan {
        poison |= fl.is_nan(x);
    }
    if flags.ninf {
        poison |= fl.is_inf(x);
    }
    Ok(Outcome::int(IntVal::new(int::bool_to_i1(cx, &r), poison)))
}

/// absi, ctlz, cttz, ctpop.
fn integer<'c>(i: &OpInst<'c>, op: &str) -> Res<'c> {
    let a = i.int(0)?;
    let x = &a.bits;
    let w = a.width();
    let smt = x.ctx();
    let num = |v: u64| BV::from_u64(smt, v, w);
    let bit = |k: u32| x.extract(k, k).eq(&BV::from_u64(smt, 1, 1));
    let r = match op {
        "absi" => BV::ite(&x.sign_bit(), &-x, x),
        // The highest set bit decides (later, higher bits override).
        "ctlz" => (0..w).fold(num(w as u64), |acc, k| BV::ite(&bit(k), &num((w - 1 - k) as u64), &acc)),
        // The lowest set bit decides.
        "cttz" => (0..w).rev().fold(num(w as u64), |acc, k| BV::ite(&bit(k), &num(k as u64), &acc)),
        _ => (0..w).fold(num(0), |acc, k| &acc + &x.extract(k, k).zext(w - 1)),
    };
    Ok(Outcome::int(IntVal::new(r, a.poison.clone())))
}

fn sincos<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let a = flt(i, 0)?;
    let s = special(cx, i, "sin", &[a])?;
    let c = special(cx, i, "cos", &[a])?;
    Ok(Outcome { results: vec![Val::Float(s), Val::Float(c)], ub: vec![] })
}

fn function<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>, op: &str) -> Res<'c> {
    let args: Vec<&FloatVal<'c>> = (0..i.operands.len()).map(|k| flt(i, k)).collect::<Result<_, _>>()?;
    Ok(Outcome::value(Val::Float(special(cx, i, op, &args)?)))
}

/// A function by its special values around an uninterpreted function (or
/// exactly, for sqrt).
fn special<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>, op: &str, args: &[&FloatVal<'c>]) -> Result<FloatVal<'c>, Unsupported> {
    let flags = fastmath(i);
    let fl = float::floats(cx);
    let f = result_format(cx, i, 0)?;
    let x = &args[0].v;
    let k = |v: f64| fl.constant(f, v);
    if flags.afn {
        let r = fl.choice(f, &format!("math.{op} with afn"));
        return Ok(finish(cx, &fl, flags, args, r));
    }
    let nan = fl.is_nan(x);
    let zero = fl.is_zero(x);
    let neg = !&nan & fl.is_negative(x);
    let inf = fl.is_inf(x);
    let pinf = &inf & !&neg;
    let ninf = &inf & &neg;
    let one = k(1.0);
    let lt = |a: &Fl<'c>, b: &Fl<'c>| fl.lt(a, b);
    let eq = |a: &Fl<'c>, b: &Fl<'c>| fl.eq(a, b);
    let opaque = || {
        let refs: Vec<&Fl<'c>> = args.iter().map(|a| &a.v).collect();
        fl.opaque(&format!("math.{op}"), &refs, f)
    };
    // Facts of every implementation: a result that is not NaN, not
    // negative, within [-1, 1].
    let not_nan = |u: Fl<'c>| fl.ite(&fl.is_nan(&u), &k(0.0), &u);
    let non_neg = |u: Fl<'c>| fl.ite(&(fl.is_nan(&u) | fl.is_negative(&u)), &k(0.0), &u);
    let unit = |u: Fl<'c>| fl.ite(&(fl.is_nan(&u) | lt(&u, &k(-1.0)) | lt(&one, &u)), &k(0.0), &u);
    let same_sign_as_x = |u: Fl<'c>| fl.with_sign(&not_nan(u), &neg);
    // (condition, result) pairs, first match wins, then the default.
    let (cases, default): (Vec<(Bool<'c>, Fl<'c>)>, Fl<'c>) = match op {
        "sqrt" => (vec![], fl.sqrt(x)),
        "exp" | "exp2" => {
            (vec![(nan, x.clone()), (pinf, x.clone()), (ninf, k(0.0)), (zero, one.clone())], non_neg(opaque()))
        }
        "expm1" => (vec![(nan, x.clone()), (pinf, x.clone()), (ninf, k(-1.0)), (zero, x.clone())], not_nan(opaque())),
        "log" | "log2" | "log10" => (
            vec![
                (nan | (&neg & !&zero), fl.nan(f)),
                (zero, k(f64::NEG_INFINITY)),
                (pinf, x.clone()),
                (eq(x, &one), k(0.0)),
            ],
            not_nan(opaque()),
        ),
        "log1p" => (
            vec![
                (nan | lt(x, &k(-1.0)), fl.nan(f)),
                (eq(x, &k(-1.0)), k(f64::NEG_INFINITY)),
                (&zero | &pinf, x.clone()),
            ],
            not_nan(opaque()),
        ),
        "sin" | "tan" => (
            vec![(&nan | &inf, fl.nan(f)), (zero, x.clone())],
            if op == "sin" { unit(opaque()) } else { not_nan(opaque()) },
        ),
        "cos" => (vec![(&nan | &inf, fl.nan(f)), (zero, one.clone())], unit(opaque())),
        "asin" | "atanh" => {
            let outside = lt(&one, &fl.abs(x));
            let mut cases = vec![(nan | outside, fl.nan(f)), (zero, x.clone())];
            if op == "atanh" {
                cases.push((eq(&fl.abs(x), &one), fl.with_sign(&k(f64::INFINITY), &neg)));
            }
            (cases, same_sign_as_x(opaque()))
        }
        "acos" => (vec![(nan | lt(&one, &fl.abs(x)), fl.nan(f)), (eq(x, &one), k(0.0))], non_neg(opaque())),
        "acosh" => (vec![(nan | lt(x, &one), fl.nan(f)), (eq(x, &one), k(0.0)), (pinf, x.clone())], non_neg(opaque())),
        "atan" | "erf" | "tanh" => {
            let mut cases = vec![(nan, x.clone()), (zero, x.clone())];
            if op != "atan" {
                cases.push((inf, fl.with_sign(&one, &neg)));
            }
            (cases, same_sign_as_x(opaque()))
        }
        "sinh" | "asinh" | "cbrt" => (vec![(nan, x.clone()), (&zero | &inf, x.clone())], same_sign_as_x(opaque())),
        "cosh" => (vec![(nan, x.clone()), (inf, k(f64::INFINITY)), (zero, one.clone())], non_neg(opaque())),
        "erfc" => (vec![(nan, x.clone()), (pinf, k(0.0)), (ninf, k(2.0))], non_neg(opaque())),
        "rsqrt" => (
            vec![(nan | (&neg & !&zero), fl.nan(f)), (zero, fl.with_sign(&k(f64::INFINITY), &neg)), (pinf, k(0.0))],
            non_neg(opaque()),
        ),
        "atan2" => {
            let y = &args[1].v;
            (vec![(nan | fl.is_nan(y), fl.nan(f))], opaque())
        }
        "powf" => {
            // pow(x, ±0) = 1 and pow(+1, y) = 1 for every x and y, NaN
            // included; otherwise NaN in gives NaN out.
            let y = &args[1].v;
            (vec![(fl.is_zero(y) | fl.same(x, &one), one.clone()), (nan | fl.is_nan(y), fl.nan(f))], opaque())
        }
        _ => return Err(Unsupported::new(format!("op 'math.{op}' is not modelled"))),
    };
    let r = cases.into_iter().rev().fold(default, |acc, (c, v)| fl.ite(&c, &v, &acc));
    Ok(finish(cx, &fl, flags, args, r))
}
