//! `ub` dialect (mlir/Dialect/UB/IR/UBOps.td).

use super::{Cx, OpInst, Outcome, Res};

pub(super) fn eval<'c>(cx: &Cx<'c, '_>, op: &str, i: &OpInst<'c>) -> Option<Res<'c>> {
    Some(match op {
        "poison" => poison(cx, i),
        _ => return None,
    })
}

/// `ub.poison`: a poison value of the result type (integer, index, float
/// or a vector of them). Its bits never matter: every use of poison yields
/// poison or UB, so they are fixed at zero.
fn poison<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let ty = &i.result_types[0];
    Ok(Outcome::value(cx.poison_of(ty, || "'ub.poison'".to_string())?))
}
