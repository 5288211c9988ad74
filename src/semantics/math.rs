//! `math` dialect (mlir/Dialect/Math/IR/MathOps.td).
//!
//! Exact: absf, copysign, fma, sqrt (correctly rounded, as the LLVM
//! intrinsics they lower to), floor, ceil, trunc, round, roundeven,
//! isfinite, isinf, isnan, isnormal, and the integer ops absi (INT_MIN
//! stays INT_MIN, as `llvm.abs` without poison), ctlz and cttz (the width
//! for zero), ctpop; ipowi and fpowi as MLIR's own lowering computes them
//! (`math_pow.rs`).
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
use super::ops::{FASTMATH, OpSpec, op};
use super::{Cx, OpInst, Outcome, Res, Unsupported, Val};
use crate::smt::{BV, Bool};

/// The ops of `math`, all elementwise on vectors.
pub(super) const OPS: &[OpSpec] = &[
    op("math.absf", absf).elementwise().attrs(FASTMATH),
    op("math.copysign", copysign).elementwise().attrs(FASTMATH),
    op("math.fma", fma).elementwise().attrs(FASTMATH),
    op("math.sqrt", sqrt).elementwise().attrs(FASTMATH),
    op("math.floor", floor).elementwise().attrs(FASTMATH),
    op("math.ceil", ceil).elementwise().attrs(FASTMATH),
    op("math.trunc", trunc).elementwise().attrs(FASTMATH),
    op("math.round", round).elementwise().attrs(FASTMATH),
    op("math.roundeven", roundeven).elementwise().attrs(FASTMATH),
    op("math.isfinite", isfinite).elementwise().attrs(FASTMATH),
    op("math.isinf", isinf).elementwise().attrs(FASTMATH),
    op("math.isnan", isnan).elementwise().attrs(FASTMATH),
    op("math.isnormal", isnormal).elementwise().attrs(FASTMATH),
    op("math.absi", absi).elementwise(),
    op("math.ctlz", ctlz).elementwise(),
    op("math.cttz", cttz).elementwise(),
    op("math.ctpop", ctpop).elementwise(),
    op("math.exp", exp).elementwise().attrs(FASTMATH),
    op("math.exp2", exp2).elementwise().attrs(FASTMATH),
    op("math.expm1", expm1).elementwise().attrs(FASTMATH),
    op("math.log", log).elementwise().attrs(FASTMATH),
    op("math.log2", log2).elementwise().attrs(FASTMATH),
    op("math.log10", log10).elementwise().attrs(FASTMATH),
    op("math.log1p", log1p).elementwise().attrs(FASTMATH),
    op("math.sin", sin).elementwise().attrs(FASTMATH),
    op("math.cos", cos).elementwise().attrs(FASTMATH),
    op("math.tan", tan).elementwise().attrs(FASTMATH),
    op("math.asin", asin).elementwise().attrs(FASTMATH),
    op("math.acos", acos).elementwise().attrs(FASTMATH),
    op("math.atan", atan).elementwise().attrs(FASTMATH),
    op("math.sinh", sinh).elementwise().attrs(FASTMATH),
    op("math.cosh", cosh).elementwise().attrs(FASTMATH),
    op("math.tanh", tanh).elementwise().attrs(FASTMATH),
    op("math.asinh", asinh).elementwise().attrs(FASTMATH),
    op("math.acosh", acosh).elementwise().attrs(FASTMATH),
    op("math.atanh", atanh).elementwise().attrs(FASTMATH),
    op("math.erf", erf).elementwise().attrs(FASTMATH),
    op("math.erfc", erfc).elementwise().attrs(FASTMATH),
    op("math.cbrt", cbrt).elementwise().attrs(FASTMATH),
    op("math.rsqrt", rsqrt).elementwise().attrs(FASTMATH),
    op("math.atan2", atan2).elementwise().attrs(FASTMATH),
    op("math.powf", powf).elementwise().attrs(FASTMATH),
    op("math.sincos", sincos).elementwise().attrs(FASTMATH),
    op("math.clampf", clampf).elementwise(),
    op("math.ipowi", super::math_pow::ipowi).elementwise(),
    op("math.fpowi", super::math_pow::fpowi).elementwise().attrs(FASTMATH),
];

fn unary_exact<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>, f: impl Fn(&float::Floats<'c, '_>, &Fl<'c>) -> Fl<'c>) -> Res<'c> {
    let a = flt(i, 0)?;
    let fl = float::floats(cx);
    let r = f(&fl, &a.v);
    Ok(Outcome::value(Val::Float(finish(cx, &fl, fastmath(i), &[a], r))))
}

/// `math.absf`: the magnitude (the sign cleared).
fn absf<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    unary_exact(cx, i, |fl, x| fl.abs(x))
}

fn integral<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>, dir: Integral) -> Res<'c> {
    unary_exact(cx, i, |fl, x| fl.round_integral(x, dir))
}

/// `math.floor`: the largest integral value not above the operand.
fn floor<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    integral(cx, i, Integral::Floor)
}

/// `math.ceil`: the smallest integral value not below the operand.
fn ceil<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    integral(cx, i, Integral::Ceil)
}

/// `math.trunc`: the integral value toward zero.
fn trunc<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    integral(cx, i, Integral::Trunc)
}

/// `math.round`: the nearest integral value, halfway cases away from zero.
fn round<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    integral(cx, i, Integral::Round)
}

/// `math.roundeven`: the nearest integral value, halfway cases to even.
fn roundeven<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    integral(cx, i, Integral::RoundEven)
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

/// `math.fma`: `a * b + c` with one rounding.
pub(super) fn fma<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
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

/// `math.isfinite`: neither NaN nor infinite.
fn isfinite<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    classify(cx, i, "isfinite")
}

/// `math.isinf`: infinite.
fn isinf<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    classify(cx, i, "isinf")
}

/// `math.isnan`: NaN.
fn isnan<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    classify(cx, i, "isnan")
}

/// `math.isnormal`: normal (not zero, subnormal, infinite or NaN).
fn isnormal<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    classify(cx, i, "isnormal")
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

/// `math.absi`: the absolute value; `INT_MIN` stays `INT_MIN`.
fn absi<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    integer(i, "absi")
}

/// `math.ctlz`: the number of leading zeros (the width for zero).
fn ctlz<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    integer(i, "ctlz")
}

/// `math.cttz`: the number of trailing zeros (the width for zero).
fn cttz<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    integer(i, "cttz")
}

/// `math.ctpop`: the number of set bits.
fn ctpop<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    integer(i, "ctpop")
}

/// `math.sincos`: the sine and the cosine.
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

/// `math.sqrt`: the square root, correctly rounded.
fn sqrt<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    function(cx, i, "sqrt")
}

/// `math.exp`: e^x.
fn exp<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    function(cx, i, "exp")
}

/// `math.exp2`: 2^x.
fn exp2<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    function(cx, i, "exp2")
}

/// `math.expm1`: e^x - 1.
fn expm1<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    function(cx, i, "expm1")
}

/// `math.log`: the natural logarithm.
fn log<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    function(cx, i, "log")
}

/// `math.log2`: the base-2 logarithm.
fn log2<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    function(cx, i, "log2")
}

/// `math.log10`: the base-10 logarithm.
fn log10<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    function(cx, i, "log10")
}

/// `math.log1p`: ln(1 + x).
fn log1p<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    function(cx, i, "log1p")
}

/// `math.sin`: the sine.
fn sin<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    function(cx, i, "sin")
}

/// `math.cos`: the cosine.
fn cos<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    function(cx, i, "cos")
}

/// `math.tan`: the tangent.
fn tan<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    function(cx, i, "tan")
}

/// `math.asin`: the arcsine.
fn asin<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    function(cx, i, "asin")
}

/// `math.acos`: the arccosine.
fn acos<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    function(cx, i, "acos")
}

/// `math.atan`: the arctangent.
fn atan<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    function(cx, i, "atan")
}

/// `math.sinh`: the hyperbolic sine.
fn sinh<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    function(cx, i, "sinh")
}

/// `math.cosh`: the hyperbolic cosine.
fn cosh<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    function(cx, i, "cosh")
}

/// `math.tanh`: the hyperbolic tangent.
fn tanh<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    function(cx, i, "tanh")
}

/// `math.asinh`: the inverse hyperbolic sine.
fn asinh<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    function(cx, i, "asinh")
}

/// `math.acosh`: the inverse hyperbolic cosine.
fn acosh<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    function(cx, i, "acosh")
}

/// `math.atanh`: the inverse hyperbolic tangent.
fn atanh<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    function(cx, i, "atanh")
}

/// `math.erf`: the error function.
fn erf<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    function(cx, i, "erf")
}

/// `math.erfc`: the complementary error function.
fn erfc<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    function(cx, i, "erfc")
}

/// `math.cbrt`: the cube root.
fn cbrt<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    function(cx, i, "cbrt")
}

/// `math.rsqrt`: 1 / sqrt(x).
fn rsqrt<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    function(cx, i, "rsqrt")
}

/// `math.atan2`: the arctangent of y / x (operands y, x), in the quadrant of (x, y).
fn atan2<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    function(cx, i, "atan2")
}

/// `math.powf`: x^y.
fn powf<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    function(cx, i, "powf")
}

/// `math.clampf`: not modelled (see the message).
fn clampf<'c>(_: &Cx<'c, '_>, _: &OpInst<'c>) -> Res<'c> {
    Err(Unsupported::new(
        "op 'math.clampf' is not modelled: its documented meaning, maxf(minf(value, min), max), does not say \
         which maximum and minimum (NaN and signed-zero handling differ)",
    ))
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
