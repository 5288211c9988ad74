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
use super::{Cx, IntVal, OpInst, Outcome, Res, Unsupported, Val};
use crate::smt::BV;

pub(super) fn eval<'c>(cx: &Cx<'c, '_>, op: &str, i: &OpInst<'c>) -> Option<Res<'c>> {
    let no_flags = || int::Flags { nsw: cx.ff(), nuw: cx.ff() };
    Some(match op {
        // add, sub, mul: modulo 2^n.
        "add" => binary(i, |a, b| int::add(a, b, &no_flags())),
        "sub" => binary(i, |a, b| int::sub(a, b, &no_flags())),
        "mul" => binary(i, |a, b| int::mul(a, b, &no_flags())),
        // "division by zero and signed division overflow are undefined behaviour"
        "divs" => division(i, |a, b| int::divs(a, b, &cx.ff())),
        "divu" => division(i, |a, b| int::divu(a, b, &cx.ff())),
        "ceildivs" => division(i, int::ceildivs),
        "ceildivu" => division(i, int::ceildivu),
        "floordivs" => division(i, int::floordivs),
        "rems" => division(i, int::rems),
        "remu" => division(i, int::remu),
        "maxs" => binary(i, int::maxs),
        "maxu" => binary(i, int::maxu),
        "mins" => binary(i, int::mins),
        "minu" => binary(i, int::minu),
        // "If the RHS operand is equal to or greater than the index bitwidth,
        // the result is a poison value."
        "shl" => binary(i, |a, b| int::shl(a, b, &no_flags())),
        "shrs" => binary(i, |a, b| int::shrs(a, b, &cx.ff())),
        "shru" => binary(i, |a, b| int::shru(a, b, &cx.ff())),
        "and" => binary(i, int::and),
        "or" => binary(i, int::or),
        "xor" => binary(i, int::xor),
        "casts" => cast(cx, i, int::cast_signed),
        "castu" => cast(cx, i, int::cast_unsigned),
        "cmp" => cmp(cx, i),
        "sizeof" => sizeof(cx),
        "constant" => constant(cx, i),
        "bool.constant" => constant(cx, i),
        _ => return None,
    })
}

fn binary<'c>(i: &OpInst<'c>, f: impl Fn(&IntVal<'c>, &IntVal<'c>) -> IntVal<'c>) -> Res<'c> {
    Ok(Outcome::int(f(i.int(0)?, i.int(1)?)))
}

fn division<'c>(i: &OpInst<'c>, f: impl Fn(&IntVal<'c>, &IntVal<'c>) -> (IntVal<'c>, int::Ub<'c>)) -> Res<'c> {
    let (v, ub) = f(i.int(0)?, i.int(1)?);
    Ok(Outcome { results: vec![Val::Int(v)], ub })
}

/// `index.casts`/`index.castu`: extend (signed/unsigned) or truncate.
fn cast<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>, f: fn(&IntVal<'c>, u32) -> IntVal<'c>) -> Res<'c> {
    let to = i.result_width(cx, 0)?;
    Ok(Outcome::int(f(i.int(0)?, to)))
}

/// `index.cmp`: i1 result of the `pred` comparison.
fn cmp<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let pred = i.int_attr("pred")?;
    int::cmp(cx, &pred, i.int(0)?, i.int(1)?)
        .map(Outcome::int)
        .ok_or_else(|| Unsupported::new("index.cmp with an unknown predicate"))
}

/// `index.sizeof`: the index bit width.
fn sizeof<'c>(cx: &Cx<'c, '_>) -> Res<'c> {
    let w = cx.cfg.index_bits;
    Ok(Outcome::int(IntVal::new(BV::from_u64(cx.smt, w as u64, w), cx.ff())))
}

/// `index.constant` / `index.bool.constant`: the `value` attribute.
fn constant<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let w = i.result_width(cx, 0)?;
    let v = i.int_attr("value")?;
    Ok(Outcome::int(IntVal::new(v.sext_or_trunc(w), cx.ff())))
}
