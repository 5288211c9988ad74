//! `arith` dialect, integer ops (mlir/Dialect/Arith/IR/ArithOps.td).
//!
//! Scalars only: an op on vectors or tensors reaches us with an operand or
//! result of type `Ty::Other` and is `unsupported`, naming the type.

use super::int::{self, Flags};
use super::{Cx, IntVal, OpInst, Outcome, Res, Unsupported, Val};

pub(super) fn eval<'c>(cx: &Cx<'c, '_>, op: &str, i: &OpInst<'c>) -> Option<Res<'c>> {
    Some(match op {
        "constant" => constant(cx, i),
        "addi" => binary_flags(cx, i, int::add),
        "subi" => binary_flags(cx, i, int::sub),
        "muli" => binary_flags(cx, i, int::mul),
        "shli" => binary_flags(cx, i, int::shl),
        "shrui" => binary_exact(cx, i, int::shru),
        "shrsi" => binary_exact(cx, i, int::shrs),
        "divui" => division_exact(cx, i, int::divu),
        "divsi" => division_exact(cx, i, int::divs),
        "ceildivui" => division(i, int::ceildivu),
        "ceildivsi" => division(i, int::ceildivs),
        "floordivsi" => division(i, int::floordivs),
        "remui" => division(i, int::remu),
        "remsi" => division(i, int::rems),
        "andi" => binary(i, int::and),
        "ori" => binary(i, int::or),
        "xori" => binary(i, int::xor),
        "maxsi" => binary(i, int::maxs),
        "maxui" => binary(i, int::maxu),
        "minsi" => binary(i, int::mins),
        "minui" => binary(i, int::minu),
        "cmpi" => cmpi(cx, i),
        "select" => select(i),
        "extsi" => extsi(cx, i),
        "extui" => extui(cx, i),
        "trunci" => trunci(cx, i),
        "index_cast" => index_cast(cx, i),
        "index_castui" => index_castui(cx, i),
        "bitcast" => bitcast(cx, i),
        "addui_extended" => addui_extended(cx, i),
        "mulsi_extended" => mul_extended(i, true),
        "mului_extended" => mul_extended(i, false),
        _ => return None,
    })
}

/// The operands of a binary op, checked to be integers of one width.
fn operands2<'a, 'c>(i: &'a OpInst<'c>) -> Result<(&'a IntVal<'c>, &'a IntVal<'c>), Unsupported> {
    let (a, b) = (i.int(0)?, i.int(1)?);
    if a.width() != b.width() {
        return Err(Unsupported::new(format!("'{}' on operands of different widths", i.name)));
    }
    Ok((a, b))
}

/// `arith.constant`: the value of its `value` attribute (integers only here).
fn constant<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
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

/// shrui, shrsi: `exact` makes a result that shifted out set bits poison.
fn binary_exact<'c>(
    cx: &Cx<'c, '_>,
    i: &OpInst<'c>,
    f: fn(&IntVal<'c>, &IntVal<'c>, &crate::smt::Bool<'c>) -> IntVal<'c>,
) -> Res<'c> {
    let (a, b) = operands2(i)?;
    Ok(Outcome::int(f(a, b, &i.unit_attr(cx, "isExact"))))
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

/// ceildivui, ceildivsi, floordivsi, remui, remsi: UB on division by zero
/// (signed divisions: and MIN / -1).
fn division<'c>(i: &OpInst<'c>, f: fn(&IntVal<'c>, &IntVal<'c>) -> (IntVal<'c>, int::Ub<'c>)) -> Res<'c> {
    let (a, b) = operands2(i)?;
    let (v, ub) = f(a, b);
    Ok(Outcome { results: vec![Val::Int(v)], ub })
}

/// andi, ori, xori, max*/min*: total, poison in gives poison out.
fn binary<'c>(i: &OpInst<'c>, f: fn(&IntVal<'c>, &IntVal<'c>) -> IntVal<'c>) -> Res<'c> {
    let (a, b) = operands2(i)?;
    Ok(Outcome::int(f(a, b)))
}

/// `arith.cmpi`: i1 result of the `predicate` comparison.
fn cmpi<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let (a, b) = operands2(i)?;
    let pred = i.int_attr("predicate")?;
    int::cmp(cx, &pred, a, b).map(Outcome::int).ok_or_else(|| Unsupported::new("arith.cmpi with an unknown predicate"))
}

/// `arith.select`: "If the value of the first operand is 1, the second
/// operand is returned, and the third operand is ignored, even if it was
/// poison" (and symmetrically); a poison condition gives poison.
fn select<'c>(i: &OpInst<'c>) -> Res<'c> {
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

/// `arith.bitcast` between integer types of equal width: the same bits.
fn bitcast<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
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
