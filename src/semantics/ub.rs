//! `ub` dialect (mlir/Dialect/UB/IR/UBOps.td).

use super::{Cx, IntVal, OpInst, Outcome, Res};
use crate::smt::BV;

pub(super) fn eval<'c>(cx: &Cx<'c, '_>, op: &str, i: &OpInst<'c>) -> Option<Res<'c>> {
    Some(match op {
        "poison" => poison(cx, i),
        _ => return None,
    })
}

/// `ub.poison`: a poison value of the result type. Its bits never matter:
/// every use of poison yields poison or UB, so they are fixed at zero.
fn poison<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let w = i.result_width(cx, 0)?;
    Ok(Outcome::int(IntVal::new(BV::zero(cx.smt, w), cx.tt())))
}
