//! `arith` dialect, integer ops (mlir/Dialect/Arith/IR/ArithOps.td).
//!
//! The rules see scalars: on vectors, `semantics::eval` applies them
//! element by element (they are `elementwise` in `OPS`); an op on tensors
//! reaches them with an operand or result of type `Ty::Other` and is
//! `unsupported`, naming the type.

use super::arithf;
use super::int::{self, Flags};
use super::ops::{AttrKind, EXACT, FLAGS, OpSpec, Shape, VALUE, op};
use super::{Cx, IntVal, OpInst, Outcome, Res, Unsupported, Val};

use Shape::*;

/// The integer ops of `arith`, and the three it shares with floats
/// (`constant`, `select`, `bitcast`: their rules hand floats to `arithf`).
/// Every `arith` op is elementwise on vectors ("when applied to vector ...
/// values", the op applies per element).
pub(super) const OPS: &[OpSpec] = &[
    op("arith.constant", constant).elementwise().any_sign().attrs(VALUE).sig(0, 1, Constant),
    op("arith.addi", addi).elementwise().commutative().associative().attrs(FLAGS).sig(2, 1, Same),
    op("arith.subi", subi).elementwise().attrs(FLAGS).sig(2, 1, Same),
    op("arith.muli", muli).elementwise().commutative().associative().attrs(FLAGS).sig(2, 1, Same),
    op("arith.shli", shli).elementwise().attrs(FLAGS).sig(2, 1, Same),
    op("arith.shrui", shrui).elementwise().attrs(EXACT).sig(2, 1, Same),
    op("arith.shrsi", shrsi).elementwise().attrs(EXACT).sig(2, 1, Same),
    op("arith.divui", divui).elementwise().attrs(EXACT).sig(2, 1, Same),
    op("arith.divsi", divsi).elementwise().attrs(EXACT).sig(2, 1, Same),
    op("arith.ceildivui", ceildivui).elementwise().sig(2, 1, Same),
    op("arith.ceildivsi", ceildivsi).elementwise().sig(2, 1, Same),
    op("arith.floordivsi", floordivsi).elementwise().sig(2, 1, Same),
    op("arith.remui", remui).elementwise().sig(2, 1, Same),
    op("arith.remsi", remsi).elementwise().sig(2, 1, Same),
    op("arith.andi", andi).elementwise().commutative().associative().sig(2, 1, Same),
    op("arith.ori", ori).elementwise().commutative().associative().sig(2, 1, Same),
    op("arith.xori", xori).elementwise().commutative().associative().sig(2, 1, Same),
    op("arith.maxsi", maxsi).elementwise().commutative().associative().sig(2, 1, Same),
    op("arith.maxui", maxui).elementwise().commutative().associative().sig(2, 1, Same),
    op("arith.minsi", minsi).elementwise().commutative().associative().sig(2, 1, Same),
    op("arith.minui", minui).elementwise().commutative().associative().sig(2, 1, Same),
    op("arith.cmpi", cmpi).elementwise().attrs(&[("predicate", AttrKind::Predicate(10))]).sig(2, 1, Compare),
    op("arith.select", select).elementwise().sig(3, 1, Select),
    op("arith.extsi", extsi).elementwise().sig(1, 1, Widen),
    op("arith.extui", extui).elementwise().sig(1, 1, Widen),
    op("arith.trunci", trunci).elementwise().attrs(FLAGS).sig(1, 1, Narrow),
    op("arith.index_cast", index_cast).elementwise(),
    op("arith.index_castui", index_castui).elementwise(),
    op("arith.bitcast", bitcast).elementwise().sig(1, 1, SameWidth),
    op("arith.addui_extended", addui_extended).elementwise().commutative().sig(2, 2, SumAndCarry),
    op("arith.mulsi_extended", mulsi_extended).elementwise().commutative().sig(2, 2, TwoHalves),
    op("arith.mului_extended", mului_extended).elementwise().commutative().sig(2, 2, TwoHalves),
];

/// The operands of a binary op, checked to be integers of one width.
fn operands2<'a, 'c>(i: &'a OpInst<'c>) -> Result<(&'a IntVal<'c>, &'a IntVal<'c>), Unsupported> {
    let (a, b) = (i.int(0)?, i.int(1)?);
    if a.width() != b.width() {
        return Err(Unsupported::new(format!("'{}' on operands of different widths", i.name)));
    }
    Ok((a, b))
}

/// `arith.constant`: the value of its `value` attribute (floats in
/// `arithf::constant`).
fn constant<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    if arithf::on_floats(i) {
        return arithf::constant(cx, i);
    }
    let w = i.result_width(cx, 0)?;
    let v = i.int_attr("value")?;
    // `index` attributes are stored with 64 bits; resize to index-bitwidth.
    let bits = v.sext_or_trunc(w);
    Ok(Outcome::int(IntVal::new(bits, cx.ff())))
}

/// addi, subi, muli, shli: `nsw`/`nuw` make an overflowing result poison.
fn binary_flags<'c>(
    cx: &Cx<'c, '_>,
    i: &OpInst<'c>,
    f: fn(&IntVal<'c>, &IntVal<'c>, &Flags<'c>) -> IntVal<'c>,
) -> Res<'c> {
    let (a, b) = operands2(i)?;
    Ok(Outcome::int(f(a, b, &i.overflow_flags(cx))))
}

/// `arith.addi`: the sum modulo 2^n.
fn addi<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    binary_flags(cx, i, int::add)
}

/// `arith.subi`: the difference modulo 2^n.
fn subi<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    binary_flags(cx, i, int::sub)
}

/// `arith.muli`: the product modulo 2^n.
fn muli<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    binary_flags(cx, i, int::mul)
}

/// `arith.shli`: shift left; a shift by the width or more is poison.
fn shli<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    binary_flags(cx, i, int::shl)
}

/// shrui, shrsi: `exact` makes a result that shifted out set bits poison.
fn binary_exact<'c>(
    cx: &Cx<'c, '_>,
    i: &OpInst<'c>,
    f: fn(&IntVal<'c>, &IntVal<'c>, &crate::smt::Bool<'c>) -> IntVal<'c>,
) -> Res<'c> {
    let (a, b) = operands2(i)?;
    Ok(Outcome::int(f(a, b, &i.unit_attr(cx, "isExact"))))
}

/// `arith.shrui`: logical shift right; a shift by the width or more is poison.
fn shrui<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    binary_exact(cx, i, int::shru)
}

/// `arith.shrsi`: arithmetic shift right; a shift by the width or more is
/// poison.
fn shrsi<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    binary_exact(cx, i, int::shrs)
}

/// divui, divsi: UB on division by zero (divsi: and MIN / -1); `exact`
/// makes a result with a remainder poison.
fn division_exact<'c>(
    cx: &Cx<'c, '_>,
    i: &OpInst<'c>,
    f: fn(&IntVal<'c>, &IntVal<'c>, &crate::smt::Bool<'c>) -> (IntVal<'c>, int::Ub<'c>),
) -> Res<'c> {
    let (a, b) = operands2(i)?;
    let (v, ub) = f(a, b, &i.unit_attr(cx, "isExact"));
    Ok(Outcome { results: vec![Val::Int(v)], ub })
}

/// `arith.divui`: unsigned division, rounding toward zero.
fn divui<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    division_exact(cx, i, int::divu)
}

/// `arith.divsi`: signed division, rounding toward zero.
fn divsi<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    division_exact(cx, i, int::divs)
}

/// ceildivui, ceildivsi, floordivsi, remui, remsi: UB on division by zero
/// (signed divisions: and MIN / -1).
fn division<'c>(i: &OpInst<'c>, f: fn(&IntVal<'c>, &IntVal<'c>) -> (IntVal<'c>, int::Ub<'c>)) -> Res<'c> {
    let (a, b) = operands2(i)?;
    let (v, ub) = f(a, b);
    Ok(Outcome { results: vec![Val::Int(v)], ub })
}

/// `arith.ceildivui`: unsigned division, rounding toward positive infinity.
fn ceildivui<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    division(i, int::ceildivu)
}

/// `arith.ceildivsi`: signed division, rounding toward positive infinity.
fn ceildivsi<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    division(i, int::ceildivs)
}

/// `arith.floordivsi`: signed division, rounding toward negative infinity.
fn floordivsi<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    division(i, int::floordivs)
}

/// `arith.remui`: unsigned remainder.
fn remui<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    division(i, int::remu)
}

/// `arith.remsi`: signed remainder, with the sign of the dividend.
fn remsi<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    division(i, int::rems)
}

/// andi, ori, xori, max*/min*: total, poison in gives poison out.
fn binary<'c>(i: &OpInst<'c>, f: fn(&IntVal<'c>, &IntVal<'c>) -> IntVal<'c>) -> Res<'c> {
    let (a, b) = operands2(i)?;
    Ok(Outcome::int(f(a, b)))
}

/// `arith.andi`: bitwise and.
fn andi<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    binary(i, int::and)
}

/// `arith.ori`: bitwise or.
fn ori<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    binary(i, int::or)
}

/// `arith.xori`: bitwise exclusive or.
fn xori<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    binary(i, int::xor)
}

/// `arith.maxsi`: the larger, as signed integers.
fn maxsi<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    binary(i, int::maxs)
}

/// `arith.maxui`: the larger, as unsigned integers.
fn maxui<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    binary(i, int::maxu)
}

/// `arith.minsi`: the smaller, as signed integers.
fn minsi<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    binary(i, int::mins)
}

/// `arith.minui`: the smaller, as unsigned integers.
fn minui<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    binary(i, int::minu)
}

/// `arith.cmpi`: i1 result of the `predicate` comparison.
fn cmpi<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let (a, b) = operands2(i)?;
    let pred = i.int_attr("predicate")?;
    int::cmp(cx, &pred, a, b).map(Outcome::int).ok_or_else(|| Unsupported::new("arith.cmpi with an unknown predicate"))
}

/// `arith.select`: "If the value of the first operand is 1, the second
/// operand is returned, and the third operand is ignored, even if it was
/// poison" (and symmetrically); a poison condition gives poison. Floats in
/// `arithf::select`.
fn select<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    if arithf::on_floats(i) {
        return arithf::select(cx, i);
    }
    let c = i.int(0)?;
    if c.width() != 1 {
        return Err(Unsupported::new("arith.select with a non-i1 condition"));
    }
    let (t, f) = (i.int(1)?, i.int(2)?);
    Ok(Outcome::int(int::select(c, t, f)))
}

fn cast_widths<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Result<(u32, u32), Unsupported> {
    Ok((i.int(0)?.width(), i.result_width(cx, 0)?))
}

/// `arith.extsi`: the top bits are copies of the input's sign bit.
fn extsi<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let (from, to) = cast_widths(cx, i)?;
    if to <= from {
        return Err(Unsupported::new("arith.extsi that does not widen"));
    }
    Ok(Outcome::int(int::sext(i.int(0)?, to)))
}

/// `arith.extui`: the top bits are zeros.
fn extui<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let (from, to) = cast_widths(cx, i)?;
    if to <= from {
        return Err(Unsupported::new("arith.extui that does not widen"));
    }
    Ok(Outcome::int(int::zext(i.int(0)?, to)))
}

/// `arith.trunci`: the top bits are discarded; with `nuw` a discarded set
/// bit gives poison, with `nsw` a discarded bit unequal to the result's top
/// bit gives poison.
fn trunci<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let (from, to) = cast_widths(cx, i)?;
    if to >= from {
        return Err(Unsupported::new("arith.trunci that does not narrow"));
    }
    Ok(Outcome::int(int::trunc(i.int(0)?, to, &i.overflow_flags(cx))))
}

/// `arith.index_cast`: sign-extends when widening, truncates when narrowing.
fn index_cast<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let (_, to) = cast_widths(cx, i)?;
    Ok(Outcome::int(int::cast_signed(i.int(0)?, to)))
}

/// `arith.index_castui`: zero-extends when widening, truncates when narrowing.
fn index_castui<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let (_, to) = cast_widths(cx, i)?;
    Ok(Outcome::int(int::cast_unsigned(i.int(0)?, to)))
}

/// `arith.bitcast` between integer types of equal width: the same bits
/// (with floats: `arithf::bitcast`). Also the element rule of
/// `tensor.bitcast`.
pub(super) fn bitcast<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    if arithf::on_floats(i) {
        return arithf::bitcast(cx, i);
    }
    let (from, to) = cast_widths(cx, i)?;
    if from != to {
        return Err(Unsupported::new("arith.bitcast between different widths"));
    }
    Ok(Outcome::int(i.int(0)?.clone()))
}

/// `arith.addui_extended`: the sum and an i1 that is set on unsigned overflow.
fn addui_extended<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let (a, b) = operands2(i)?;
    let (sum, carry) = int::add_extended(cx, a, b);
    Ok(Outcome { results: vec![Val::Int(sum), Val::Int(carry)], ub: vec![] })
}

/// `arith.mulsi_extended`/`mului_extended`: low and high halves of the
/// double-width product.
fn mul_extended<'c>(i: &OpInst<'c>, signed: bool) -> Res<'c> {
    let (a, b) = operands2(i)?;
    let (lo, hi) = int::mul_extended(a, b, signed);
    Ok(Outcome { results: vec![Val::Int(lo), Val::Int(hi)], ub: vec![] })
}

/// `arith.mulsi_extended`: the double-width product as signed integers.
fn mulsi_extended<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    mul_extended(i, true)
}

/// `arith.mului_extended`: the double-width product as unsigned integers.
fn mului_extended<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    mul_extended(i, false)
}
