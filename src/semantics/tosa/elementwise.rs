//! TOSA's elementwise arithmetic (§3, §4): add, sub, mul, intdiv, the
//! bitwise, logical and shift ops, pow, abs, negate, clz and the float
//! functions. Integer ops use the rules of `int.rs`, float ops the rules of
//! `arith` and `math` (one meaning per operation); what TOSA adds is its
//! REQUIREs (UB), saturation and zero points.

use super::{Elem, Ub, bool_attr, broadcast, defined, konst, result_elem, scalar, single};
use crate::semantics::float::{self, FloatVal};
use crate::semantics::int::{self, Flags};
use crate::semantics::vector::dynamic_index;
use crate::semantics::{Cx, IntVal, OpInst, Res, Ty, Unsupported, Val};
use crate::smt::{BV, Bool};

fn no_flags<'c>(cx: &Cx<'c, '_>) -> Flags<'c> {
    Flags { nsw: cx.ff(), nuw: cx.ff() }
}

/// The op's element types are not the ones its rule reads.
fn bad_types(i: &OpInst<'_>) -> Unsupported {
    let tys: Vec<String> = i.operand_types.iter().map(|t| t.to_string()).collect();
    Unsupported::new(format!("'{}' on {} is not modelled", i.name, tys.join(", ")))
}

fn ints<'a, 'c>(i: &OpInst<'c>, v: &[&'a Val<'c>]) -> Result<Vec<&'a IntVal<'c>>, Unsupported> {
    v.iter().map(|x| x.as_int().ok_or_else(|| bad_types(i))).collect()
}

/// An integer element with no UB.
fn plain(v: IntVal<'_>) -> Result<Elem<'_>, Unsupported> {
    Ok((Val::Int(v), vec![]))
}

/// ADD and SUB (§3): integers through `add_s`/`sub_s`, which compute the
/// exact result and "REQUIRE" it to fit: signed overflow is UB; floats
/// are `arith.addf`/`subf`.
fn add_sub<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>, sub: bool) -> Res<'c> {
    let (helper, float_op) = if sub { ("sub_s", "arith.subf") } else { ("add_s", "arith.addf") };
    broadcast(i, &[0, 1], |v, _| match (v[0], v[1]) {
        (Val::Int(a), Val::Int(b)) => {
            let f = no_flags(cx);
            let (r, over) = if sub {
                (int::sub(a, b, &f), a.bits.sub_overflows_signed(&b.bits))
            } else {
                (int::add(a, b, &f), a.bits.add_overflows_signed(&b.bits))
            };
            let why = format!("{} signed overflow (REQUIRE of {helper})", i.name);
            Ok((Val::Int(r), vec![(why, defined(cx, &[a, b]) & over)]))
        }
        (Val::Float(_), Val::Float(_)) => {
            scalar(cx, float_op, vec![v[0].clone(), v[1].clone()], result_elem(i).clone(), vec![])
        }
        _ => Err(bad_types(i)),
    })
}

/// `tosa.add`: elementwise sum (§3).
pub(super) fn add<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    add_sub(cx, i, false)
}

/// `tosa.sub`: elementwise difference (§3).
pub(super) fn sub<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    add_sub(cx, i, true)
}

/// `tosa.mul %a, %b, %shift` (§3 MUL): "REQUIRE(0 <= shift && shift <=
/// 63)", and a shift other than 0 only for i32 inputs (REQUIRE). An i32
/// product with shift > 0 is `(a * b + 2^(shift-1)) >> shift` in int64
/// (an arithmetic shift) and REQUIREs a result in i32's range; otherwise
/// the sign-extended product truncated to the result (`mul_s`: wraps,
/// defined); floats are `arith.mulf`. The spec's int64 sum can overflow
/// only for INT32_MIN * INT32_MIN with shift 63: UB as well (a signed
/// overflow of the specification's own int64 arithmetic). An i64 mul
/// with a shift that may be non-zero is not modelled (TOSA 1.0 does not
/// define it; MLIR 22's lowering rejects it).
pub(super) fn mul<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let shift = single(i, 2)?.as_int().ok_or_else(|| bad_types(i))?.clone();
    let s = &shift.bits;
    let sw = s.width();
    let mut op_ub: Ub<'c> = vec![(
        "tosa.mul shift outside [0, 63] (REQUIRE), or poison".into(),
        &shift.poison | s.slt(&BV::zero(cx.smt, sw)) | s.sgt(&konst(cx, 63, sw)),
    )];
    let nonzero = &shift.poison | !s.is_zero();
    let in_ty = i.operand_types[0].elem().clone();
    let out_ty = result_elem(i).clone();
    let mut out = match (&in_ty, &out_ty) {
        (Ty::Int(32), Ty::Int(32)) => broadcast(i, &[0, 1], |v, _| {
            let ab = ints(i, v)?;
            let (a, b) = (ab[0], ab[1]);
            // apply_scale's int64 formula and UB (`scale::scaled`): the
            // specification's for shift >= 1 (rounding term (1 << shift) >> 1
            // = 2^(shift-1)), and for shift 0 the truncated product, no
            // REQUIRE (an int64 overflow of i32 operands cannot happen);
            // the same terms as the `tosa.apply_scale` the lowering emits.
            let (low, bad) = super::scale::scaled(cx, a, b, s, false, 32);
            let why = "tosa.mul rounded product outside i32 (REQUIRE)".to_string();
            Ok((Val::Int(IntVal::new(low, &a.poison | &b.poison)), vec![(why, bad)]))
        })?,
        (Ty::Int(w), Ty::Int(wo)) if wo >= w => {
            if *w == 64 && !nonzero.is_false() {
                return Err(Unsupported::new("'tosa.mul' on i64 with a shift that may be non-zero is not modelled"));
            }
            op_ub.push(("tosa.mul shift other than 0 on a non-i32 input (REQUIRE)".into(), nonzero.clone()));
            let extra = wo - w;
            broadcast(i, &[0, 1], |v, _| {
                let ab = ints(i, v)?;
                let bits = &ab[0].bits.sext(extra) * &ab[1].bits.sext(extra);
                plain(IntVal::new(bits, &ab[0].poison | &ab[1].poison))
            })?
        }
        (Ty::Float(_), Ty::Float(_)) => {
            op_ub.push(("tosa.mul shift other than 0 on a float input (REQUIRE)".into(), nonzero.clone()));
            broadcast(i, &[0, 1], |v, _| {
                scalar(cx, "arith.mulf", vec![v[0].clone(), v[1].clone()], out_ty.clone(), vec![])
            })?
        }
        _ => return Err(bad_types(i)),
    };
    out.ub.extend(op_ub);
    Ok(out)
}

/// `tosa.intdiv` (§3 INTDIV): "REQUIRE(input2 != 0)", the quotient
/// truncated toward zero, "REQUIRE" it to fit (INT_MIN / -1 is UB):
/// `int::divs`, as `arith.divsi` (a poison divisor is UB).
pub(super) fn intdiv<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    broadcast(i, &[0, 1], |v, _| {
        let ab = ints(i, v)?;
        let (r, ub) = int::divs(ab[0], ab[1], &cx.ff());
        Ok((Val::Int(r), ub.into_iter().map(|(why, c)| (format!("tosa.intdiv {why}"), c)).collect()))
    })
}

/// A total integer rule on two operands (bitwise and logical ops).
fn bitwise<'c>(i: &OpInst<'c>, f: fn(&IntVal<'c>, &IntVal<'c>) -> IntVal<'c>) -> Res<'c> {
    broadcast(i, &[0, 1], |v, _| {
        let ab = ints(i, v)?;
        plain(f(ab[0], ab[1]))
    })
}

/// `tosa.bitwise_and` (§3): `a & b`.
pub(super) fn bitwise_and<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    bitwise(i, int::and)
}

/// `tosa.bitwise_or` (§3): `a | b`.
pub(super) fn bitwise_or<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    bitwise(i, int::or)
}

/// `tosa.bitwise_xor` (§3): `a ^ b`.
pub(super) fn bitwise_xor<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    bitwise(i, int::xor)
}

/// `tosa.logical_and` (§3, on i1): `a && b`.
pub(super) fn logical_and<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    bitwise(i, int::and)
}

/// `tosa.logical_or` (§3, on i1): `a || b`.
pub(super) fn logical_or<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    bitwise(i, int::or)
}

/// `tosa.logical_xor` (§3, on i1): `a != b`.
pub(super) fn logical_xor<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    bitwise(i, int::xor)
}

/// `~x` (BITWISE_NOT, and LOGICAL_NOT on i1).
fn not<'c>(i: &OpInst<'c>) -> Res<'c> {
    broadcast(i, &[0], |v, _| {
        let a = ints(i, v)?[0];
        plain(IntVal::new(!&a.bits, a.poison.clone()))
    })
}

/// `tosa.bitwise_not` (§4): `~x`.
pub(super) fn bitwise_not<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    not(i)
}

/// `tosa.logical_not` (§4, on i1): `!x`.
pub(super) fn logical_not<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    not(i)
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Shift {
    Left,
    LogicalRight,
    ArithmeticRight,
}

/// The shifts (§3): "REQUIRE(0 <= value2 && value2 <= bw - 1)" (a poison
/// amount may be out of range: UB); bits shifted out are dropped.
/// ARITHMETIC_RIGHT_SHIFT with `round` and an amount > 0 adds the last bit
/// shifted out, `(a >> (b - 1)) & 1`.
fn shift<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>, kind: Shift) -> Res<'c> {
    let round = kind == Shift::ArithmeticRight && bool_attr(i, "round")?;
    broadcast(i, &[0, 1], |v, _| {
        let ab = ints(i, v)?;
        let (a, b) = (ab[0], ab[1]);
        let w = a.width();
        let bad = &b.poison | b.bits.slt(&BV::zero(cx.smt, w)) | b.bits.sgt(&konst(cx, w as i64 - 1, w));
        let r = match kind {
            Shift::Left => a.bits.shl(&b.bits),
            Shift::LogicalRight => a.bits.lshr(&b.bits),
            Shift::ArithmeticRight => {
                let r = a.bits.ashr(&b.bits);
                if round {
                    let one = konst(cx, 1, w);
                    let last = &a.bits.ashr(&(&b.bits - &one)) & &one;
                    BV::ite(&b.bits.sgt(&BV::zero(cx.smt, w)), &(&r + &last), &r)
                } else {
                    r
                }
            }
        };
        let why = format!("{} amount outside [0, {}] (REQUIRE), or poison", i.name, w - 1);
        Ok((Val::Int(IntVal::new(r, &a.poison | &b.poison)), vec![(why, bad)]))
    })
}

/// `tosa.logical_left_shift` (§3): `a << b`.
pub(super) fn logical_left_shift<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    shift(cx, i, Shift::Left)
}

/// `tosa.logical_right_shift` (§3): `a >> b`, zero-filled.
pub(super) fn logical_right_shift<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    shift(cx, i, Shift::LogicalRight)
}

/// `tosa.arithmetic_right_shift` (§3): `a >> b`, sign-filled, rounded with
/// `round`.
pub(super) fn arithmetic_right_shift<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    shift(cx, i, Shift::ArithmeticRight)
}

/// `tosa.pow` (§3 POW, floats): "REQUIRE" a base that is not negative, not
/// both base and exponent at most zero, no NaN and no infinity (a poison
/// operand may be any of those: UB); the value is `math.powf`'s (an
/// uninterpreted function with its special values).
pub(super) fn pow<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    broadcast(i, &[0, 1], |v, _| {
        let (Val::Float(x), Val::Float(y)) = (v[0], v[1]) else { return Err(bad_types(i)) };
        let fl = float::floats(cx);
        let zero = fl.constant(x.v.format(), 0.0);
        let special = |a: &FloatVal<'c>| &a.poison | fl.is_nan(&a.v) | fl.is_inf(&a.v);
        let positive = |a: &FloatVal<'c>| fl.lt(&zero, &a.v);
        let bad = special(x) | special(y) | fl.lt(&x.v, &zero) | (!positive(x) & !positive(y));
        let (r, mut ub) = scalar(cx, "math.powf", vec![v[0].clone(), v[1].clone()], result_elem(i).clone(), vec![])?;
        ub.push(("tosa.pow of a negative base, 0^(y <= 0), NaN or infinity (REQUIRE), or poison".into(), bad));
        Ok((r, ub))
    })
}

/// `tosa.abs` (§4 ABS): integers `x < 0 ? sub_s(0, x) : x`, so INT_MIN is
/// UB (REQUIRE of `sub_s`); floats clear the sign (`math.absf`).
pub(super) fn abs<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    broadcast(i, &[0], |v, _| match v[0] {
        Val::Int(a) => {
            let w = a.width();
            let r = BV::ite(&a.bits.sign_bit(), &-&a.bits, &a.bits);
            let bad = !&a.poison & a.bits.eq(&BV::signed_min(cx.smt, w));
            let why = "tosa.abs of the minimum integer (REQUIRE of sub_s)".to_string();
            Ok((Val::Int(IntVal::new(r, a.poison.clone())), vec![(why, bad)]))
        }
        Val::Float(_) => scalar(cx, "math.absf", vec![v[0].clone()], result_elem(i).clone(), vec![]),
        _ => Err(bad_types(i)),
    })
}

/// `tosa.negate %x, %input1_zp, %output_zp` (§4 NEGATE). Integers:
/// "ERROR_IF(in_out_t != i8_t && input1_zp != 0)" (and for output_zp; UB
/// here, as a poison zero point); in an accumulator of 32 bits (64 for
/// i64), `v = sub_s(x, in_zp)`, `v = sub_s(0, v)`, `v = add_s(v, out_zp)`
/// (an overflow is UB: i32's -INT_MIN), then saturated to the element
/// type. Floats: the zero points must be zero (ERROR_IF); the sign flips
/// (`arith.negf`).
pub(super) fn negate<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let (zin, zout) = (single(i, 1)?.clone(), single(i, 2)?.clone());
    let mut op_ub: Ub<'c> = Vec::new();
    let mut out = match i.operand_types[0].elem() {
        Ty::Int(w) => {
            let w = *w;
            let (Val::Int(zi), Val::Int(zo)) = (&zin, &zout) else { return Err(bad_types(i)) };
            if zi.width() != w || zo.width() != w || *result_elem(i) != Ty::Int(w) {
                return Err(bad_types(i));
            }
            for (name, z) in [("input1_zp", zi), ("output_zp", zo)] {
                let bad = if w == 8 { z.poison.clone() } else { &z.poison | !z.bits.is_zero() };
                op_ub.push((format!("tosa.negate {name} other than 0 on a non-i8 type (ERROR_IF), or poison"), bad));
            }
            let acc = if w <= 32 { 32 } else { w };
            let ext = |b: &BV<'c>| b.sext(acc - w);
            let (zi, zo) = (ext(&zi.bits), ext(&zo.bits));
            broadcast(i, &[0], |v, _| {
                let a = ints(i, v)?[0];
                let x = ext(&a.bits);
                let zero = BV::zero(cx.smt, acc);
                let v1 = &x - &zi;
                let v2 = &zero - &v1;
                let v3 = &v2 + &zo;
                let over = x.sub_overflows_signed(&zi) | zero.sub_overflows_signed(&v1) | v2.add_overflows_signed(&zo);
                let (lo, hi) = (BV::signed_min(cx.smt, w).sext(acc - w), BV::signed_max(cx.smt, w).sext(acc - w));
                let clipped = BV::ite(&v3.slt(&lo), &lo, &BV::ite(&v3.sgt(&hi), &hi, &v3));
                let r = IntVal::new(clipped.extract(w - 1, 0), a.poison.clone());
                let why = "tosa.negate overflow of the accumulator (REQUIRE of sub_s/add_s)".to_string();
                Ok((Val::Int(r), vec![(why, !&a.poison & over)]))
            })?
        }
        Ty::Float(_) => {
            let fl = float::floats(cx);
            for (name, z) in [("input1_zp", &zin), ("output_zp", &zout)] {
                let Val::Float(z) = z else { return Err(bad_types(i)) };
                op_ub.push((
                    format!("tosa.negate {name} other than 0 on a float type (ERROR_IF), or poison"),
                    &z.poison | !fl.is_zero(&z.v),
                ));
            }
            broadcast(i, &[0], |v, _| scalar(cx, "arith.negf", vec![v[0].clone()], result_elem(i).clone(), vec![]))?
        }
        _ => return Err(bad_types(i)),
    };
    out.ub.extend(op_ub);
    Ok(out)
}

/// A unary float function by the rule of a `math` or `arith` op.
fn unary_float<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>, rule: &str) -> Res<'c> {
    if !matches!(i.operand_types[0].elem(), Ty::Float(_)) {
        return Err(bad_types(i));
    }
    broadcast(i, &[0], |v, _| scalar(cx, rule, vec![v[0].clone()], result_elem(i).clone(), vec![]))
}

/// `tosa.exp` (§4): `math.exp`'s function (e^x, approximate, with its
/// special values: -inf gives +0, ±0 gives 1).
pub(super) fn exp<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    unary_float(cx, i, "math.exp")
}

/// `tosa.log` (§4): `math.log`'s function (x < 0 gives NaN, ±0 gives -inf).
pub(super) fn log<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    unary_float(cx, i, "math.log")
}

/// `tosa.tanh` (§4): `math.tanh`'s function.
pub(super) fn tanh<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    unary_float(cx, i, "math.tanh")
}

/// `tosa.sin` (§4): `math.sin`'s function (±inf gives NaN).
pub(super) fn sin<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    unary_float(cx, i, "math.sin")
}

/// `tosa.cos` (§4): `math.cos`'s function (±inf gives NaN).
pub(super) fn cos<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    unary_float(cx, i, "math.cos")
}

/// `tosa.erf` (§4): `math.erf`'s function.
pub(super) fn erf<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    unary_float(cx, i, "math.erf")
}

/// `tosa.rsqrt` (§4): `math.rsqrt`'s function (x < 0 gives NaN, -0 gives
/// -inf, +inf gives +0).
pub(super) fn rsqrt<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    unary_float(cx, i, "math.rsqrt")
}

/// `tosa.ceil` (§4): exact, as `math.ceil` (keeps ±0 and ±inf).
pub(super) fn ceil<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    unary_float(cx, i, "math.ceil")
}

/// `tosa.floor` (§4): exact, as `math.floor`.
pub(super) fn floor<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    unary_float(cx, i, "math.floor")
}

/// `tosa.clz` (§4 CLZ, integers): leading zeros, the width for 0
/// (`math.ctlz`).
pub(super) fn clz<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    if !matches!(i.operand_types[0].elem(), Ty::Int(_)) {
        return Err(bad_types(i));
    }
    broadcast(i, &[0], |v, _| scalar(cx, "math.ctlz", vec![v[0].clone()], result_elem(i).clone(), vec![]))
}

/// `tosa.reciprocal` (§4, floats): `1 / x` rounded to nearest even (the
/// module's float choice; the specification bounds its error; ±0 gives
/// ±inf, ±inf gives ±0, as IEEE division does).
pub(super) fn reciprocal<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let f = cx.float_format(i.operand_types[0].elem(), || format!("element type of '{}'", i.name))?;
    broadcast(i, &[0], |v, _| {
        let one = FloatVal::new(float::floats(cx).constant(f, 1.0), cx.ff());
        scalar(cx, "arith.divf", vec![Val::Float(one), v[0].clone()], result_elem(i).clone(), vec![])
    })
}

/// `tosa.sigmoid` (§4, floats): the specification's `1 / (1 + exp(-x))`
/// with each step rounded to nearest even and `exp` the approximate
/// function of `tosa.exp` (`math.exp`'s), a choice: the specification
/// bounds the error of the whole function, so a lowering that computes it
/// another way (`exp(x) / (exp(x) + 1)`) is not proved here, and a
/// counterexample against one rests on this choice. Special values follow:
/// -inf gives +0, +inf gives 1, NaN gives NaN.
pub(super) fn sigmoid<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let ty = i.operand_types[0].elem().clone();
    let f = cx.float_format(&ty, || format!("element type of '{}'", i.name))?;
    broadcast(i, &[0], |v, _| {
        let one = Val::Float(FloatVal::new(float::floats(cx).constant(f, 1.0), cx.ff()));
        let step = |name: &str, operands: Vec<Val<'c>>| scalar(cx, name, operands, ty.clone(), vec![]).map(|e| e.0);
        let e = step("math.exp", vec![step("arith.negf", vec![v[0].clone()])?])?;
        let sum = step("arith.addf", vec![e, one.clone()])?;
        Ok((step("arith.divf", vec![one, sum])?, vec![]))
    })
}

/// The entry of `table` at the position `index` (unsigned, in range),
/// selected as `tensor.extract` selects (`vector::dynamic_index`); poison
/// when `poison` holds (or the entry is).
fn lookup<'c>(
    cx: &Cx<'c, '_>,
    table: &[Val<'c>],
    index: &BV<'c>,
    poison: &Bool<'c>,
) -> Result<IntVal<'c>, Unsupported> {
    let not_int = || Unsupported::new("'tosa.table' with a table that is not integers");
    let (cands, _) = dynamic_index(cx, &IntVal::new(index.clone(), cx.ff()), table.len() as u64, 1, &[(0, cx.tt())]);
    let mut v = table[cands[0].0 as usize].as_int().ok_or_else(not_int)?.clone();
    for (k, c) in &cands[1..] {
        let e = table[*k as usize].as_int().ok_or_else(not_int)?;
        v = IntVal::new(BV::ite(c, &e.bits, &v.bits), c.ite(&e.poison, &v.poison));
    }
    Ok(IntVal::new(v.bits, v.poison | poison))
}

/// `tosa.table %input, %table` (§3 TABLE). i8: `out = table[x + 128]` (256
/// entries). i16 to i32 (513 entries): `index = (x + 32768) >> 7`,
/// `fraction = x & 0x7f`, `out = (table[index] << 7) + slope * fraction`
/// with `slope = table[index + 1] - table[index]`, which "REQUIRE"s to fit
/// i16 (UB, for entries that are not poison). The input is an index into
/// the table (`tensor_read` REQUIREs it in range): a poison input is UB, as
/// a poison index of GATHER or `tensor.extract`.
pub(super) fn table<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let t = super::tensor(i, 1)?.to_vec();
    match (i.operand_types[0].elem(), result_elem(i), t.len()) {
        (Ty::Int(8), Ty::Int(8), 256) => broadcast(i, &[0], |v, _| {
            let x = ints(i, v)?[0];
            // x + 128 as an unsigned 8-bit index: the sign bit flipped.
            let index = &x.bits ^ &konst(cx, 0x80, 8);
            let why = "tosa.table of a poison input (an index into the table)".to_string();
            Ok((Val::Int(lookup(cx, &t, &index, &x.poison)?), vec![(why, x.poison.clone())]))
        }),
        (Ty::Int(16), Ty::Int(32), 513) => broadcast(i, &[0], |v, _| {
            let x = ints(i, v)?[0];
            let shifted = &x.bits.sext(16) + &konst(cx, 32768, 32);
            let index = shifted.lshr(&konst(cx, 7, 32));
            let fraction = &shifted & &konst(cx, 0x7f, 32);
            let base = lookup(cx, &t, &index, &x.poison)?;
            let next = lookup(cx, &t, &(&index + &konst(cx, 1, 32)), &x.poison)?;
            let (b, n) = (base.bits.sext(16), next.bits.sext(16));
            let slope = &n - &b;
            let fits = slope.eq(&slope.extract(15, 0).sext(16));
            let r = &b.shl(&konst(cx, 7, 32)) + &(&slope * &fraction);
            let why = "tosa.table slope between entries outside i16 (REQUIRE)".to_string();
            let bad = !&base.poison & !&next.poison & !fits;
            let ub = vec![
                ("tosa.table of a poison input (an index into the table)".to_string(), x.poison.clone()),
                (why, bad),
            ];
            Ok((Val::Int(IntVal::new(r, &base.poison | &next.poison)), ub))
        }),
        (a, b, n) => Err(Unsupported::new(format!(
            "'tosa.table' from {a} to {b} with {n} entries is not modelled (TABLE: i8 to i8 with 256, i16 to i32 \
             with 513)"
        ))),
    }
}
