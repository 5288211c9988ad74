//! `index` dialect (mlir/Dialect/Index/IR/IndexOps.td).
//!
//! Every op works on `index`, whose width is `Config::index_bits`. The rules
//! are the integer rules of `int`, shared with `arith`.
//!
//! `index.rems` and `index.remu` have no UB note in IndexOps.td (the
//! divisions have: "division by zero ... [is] undefined behaviour"). The
//! encoder's choice: a zero or poison divisor is UB, and so is
//! `rems(MIN, -1)`, as for LLVM's `srem`/`urem`, which they lower to.

use super::int;
use super::ops::{AttrKind, OpSpec, VALUE, op};
use super::{Cx, IntVal, OpInst, Outcome, Res, Unsupported, Val};
use crate::smt::BV;

/// The ops of `index` (not elementwise: `index` has no vectors).
pub(super) const OPS: &[OpSpec] = &[
    op("index.add", add).commutative().associative(),
    op("index.sub", sub),
    op("index.mul", mul).commutative().associative(),
    op("index.divs", divs),
    op("index.divu", divu),
    op("index.ceildivs", ceildivs),
    op("index.ceildivu", ceildivu),
    op("index.floordivs", floordivs),
    op("index.rems", rems),
    op("index.remu", remu),
    op("index.maxs", maxs).commutative().associative(),
    op("index.maxu", maxu).commutative().associative(),
    op("index.mins", mins).commutative().associative(),
    op("index.minu", minu).commutative().associative(),
    op("index.shl", shl),
    op("index.shrs", shrs),
    op("index.shru", shru),
    op("index.and", and).commutative().associative(),
    op("index.or", or).commutative().associative(),
    op("index.xor", xor).commutative().associative(),
    op("index.casts", casts),
    op("index.castu", castu),
    op("index.cmp", cmp).attrs(&[("pred", AttrKind::IndexPredicate)]),
    op("index.sizeof", sizeof),
    op("index.constant", constant).attrs(VALUE),
    op("index.bool.constant", bool_constant).attrs(VALUE),
];

fn no_flags<'c>(cx: &Cx<'c, '_>) -> int::Flags<'c> {
    int::Flags { nsw: cx.ff(), nuw: cx.ff() }
}

fn binary<'c>(i: &OpInst<'c>, f: impl Fn(&IntVal<'c>, &IntVal<'c>) -> IntVal<'c>) -> Res<'c> {
    Ok(Outcome::int(f(i.int(0)?, i.int(1)?)))
}

fn division<'c>(i: &OpInst<'c>, f: impl Fn(&IntVal<'c>, &IntVal<'c>) -> (IntVal<'c>, int::Ub<'c>)) -> Res<'c> {
    let (v, ub) = f(i.int(0)?, i.int(1)?);
    Ok(Outcome { results: vec![Val::Int(v)], ub })
}

/// `index.add`: the sum modulo 2^n.
fn add<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    binary(i, |a, b| int::add(a, b, &no_flags(cx)))
}

/// `index.sub`: the difference modulo 2^n.
fn sub<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    binary(i, |a, b| int::sub(a, b, &no_flags(cx)))
}

/// `index.mul`: the product modulo 2^n.
fn mul<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    binary(i, |a, b| int::mul(a, b, &no_flags(cx)))
}

/// `index.divs`: signed division rounding toward zero; "division by zero
/// and signed division overflow are undefined behaviour".
fn divs<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    division(i, |a, b| int::divs(a, b, &cx.ff()))
}

/// `index.divu`: unsigned division rounding toward zero; division by zero
/// is UB.
fn divu<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    division(i, |a, b| int::divu(a, b, &cx.ff()))
}

/// `index.ceildivs`: signed division rounding toward positive infinity.
fn ceildivs<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    division(i, int::ceildivs)
}

/// `index.ceildivu`: unsigned division rounding toward positive infinity.
fn ceildivu<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    division(i, int::ceildivu)
}

/// `index.floordivs`: signed division rounding toward negative infinity.
fn floordivs<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    division(i, int::floordivs)
}

/// `index.rems`: signed remainder (see the module comment for its UB).
fn rems<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    division(i, int::rems)
}

/// `index.remu`: unsigned remainder (see the module comment for its UB).
fn remu<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    division(i, int::remu)
}

/// `index.maxs`: the larger, as signed integers.
fn maxs<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    binary(i, int::maxs)
}

/// `index.maxu`: the larger, as unsigned integers.
fn maxu<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    binary(i, int::maxu)
}

/// `index.mins`: the smaller, as signed integers.
fn mins<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    binary(i, int::mins)
}

/// `index.minu`: the smaller, as unsigned integers.
fn minu<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    binary(i, int::minu)
}

/// `index.shl`: "If the RHS operand is equal to or greater than the index
/// bitwidth, the result is a poison value."
fn shl<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    binary(i, |a, b| int::shl(a, b, &no_flags(cx)))
}

/// `index.shrs`: arithmetic shift right; a shift by the width or more is
/// poison.
fn shrs<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    binary(i, |a, b| int::shrs(a, b, &cx.ff()))
}

/// `index.shru`: logical shift right; a shift by the width or more is
/// poison.
fn shru<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    binary(i, |a, b| int::shru(a, b, &cx.ff()))
}

/// `index.and`: bitwise and.
fn and<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    binary(i, int::and)
}

/// `index.or`: bitwise or.
fn or<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    binary(i, int::or)
}

/// `index.xor`: bitwise exclusive or.
fn xor<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    binary(i, int::xor)
}

/// `index.casts`/`index.castu`: extend (signed/unsigned) or truncate.
fn cast<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>, f: fn(&IntVal<'c>, u32) -> IntVal<'c>) -> Res<'c> {
    let to = i.result_width(cx, 0)?;
    Ok(Outcome::int(f(i.int(0)?, to)))
}

/// `index.casts`: sign-extends when widening, truncates when narrowing.
fn casts<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    cast(cx, i, int::cast_signed)
}

/// `index.castu`: zero-extends when widening, truncates when narrowing.
fn castu<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    cast(cx, i, int::cast_unsigned)
}

/// `index.cmp`: i1 result of the `pred` comparison.
fn cmp<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let pred = i.int_attr("pred")?;
    int::cmp(cx, &pred, i.int(0)?, i.int(1)?)
        .map(Outcome::int)
        .ok_or_else(|| Unsupported::new("index.cmp with an unknown predicate"))
}

/// `index.sizeof`: the index bit width.
fn sizeof<'c>(cx: &Cx<'c, '_>, _: &OpInst<'c>) -> Res<'c> {
    let w = cx.cfg.index_bits;
    Ok(Outcome::int(IntVal::new(BV::from_u64(cx.smt, w as u64, w), cx.ff())))
}

/// `index.constant`: the `value` attribute.
fn constant<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let w = i.result_width(cx, 0)?;
    let v = i.int_attr("value")?;
    Ok(Outcome::int(IntVal::new(v.sext_or_trunc(w), cx.ff())))
}

/// `index.bool.constant`: the `value` attribute (an i1).
fn bool_constant<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    constant(cx, i)
}
