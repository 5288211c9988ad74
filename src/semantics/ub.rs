//! `ub` dialect (mlir/Dialect/UB/IR/UBOps.td).
//!
//! - `ub.poison`: "The `poison` operation materializes a compile-time
//!   poisoned constant value to indicate deferred undefined behavior."
//! - `ub.unreachable`: "The `unreachable` operation triggers immediate
//!   undefined behavior if executed." It is a terminator: the encoder's
//!   region walk (`encode.rs`) asks [`Encoder::unreachable`] about every
//!   terminator. Executing it is immediate UB on the current path, and the
//!   path ends there: it neither leaves the region nor branches, so it is
//!   not an exit of the region (no values flow out of it).

use super::encode::Encoder;
use super::{Cx, OpInst, Outcome, Res};
use crate::ir::Op;

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

impl<'c, 'a> Encoder<'c, '_, 'a> {
    /// Whether the terminator `term` is `ub.unreachable`. If it is, its UB
    /// is recorded under the current path, and the path ends (the caller
    /// adds no exit and no successor for this block).
    pub(super) fn unreachable(&mut self, term: Op<'a>) -> bool {
        if term.name() != "ub.unreachable" {
            return false;
        }
        let always = self.cx.tt();
        self.ub(term, "'ub.unreachable' is executed", always);
        self.path = self.cx.ff();
        true
    }
}
