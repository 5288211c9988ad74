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
use super::ops::{AttrKind, OpSpec, op, structured};
use super::{AttrVal, Cx, OpInst, Outcome, Res, Unsupported};
use crate::ir::Op;

/// `ub.poison` is elementwise on vectors; `ub.unreachable` is a terminator
/// the encoder's region walk handles ([`Encoder::unreachable`]).
pub(super) const OPS: &[OpSpec] =
    &[op("ub.poison", poison).elementwise().attrs(&[("value", AttrKind::Opaque)]), structured("ub.unreachable")];

/// `ub.poison`: a poison value of the result type (integer, index, float
/// or a vector of them). Its bits never matter: every use of poison yields
/// poison or UB, so they are fixed at zero.
///
/// "`value` attribute is needed to indicate an optional additional poison
/// semantics (e.g. partially poisoned vectors), default value indicates
/// results is fully poisoned." Only the default, `#ub.poison`, is
/// modelled: reading another value as "fully poison" would make a source
/// more permissive than it is.
fn poison<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    match i.attr("value") {
        None => {}
        Some(AttrVal::Other(v)) if v == "#ub.poison" => {}
        Some(other) => {
            let shown = match other {
                AttrVal::Other(v) => v.clone(),
                a => format!("{a:?}"),
            };
            return Err(Unsupported::new(format!("'ub.poison' with the poison value {shown} is not modelled")));
        }
    }
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

#[cfg(test)]
mod tests {
    use super::super::{AttrVal, Config, Cx, OpInst, Shared, Ty, eval};
    use crate::smt::Context;

    fn poison_with(value: Option<&str>) -> Result<(), String> {
        let smt = Context::new();
        let cfg = Config::default();
        let shared = Shared::default();
        let cx = Cx { smt: &smt, cfg: &cfg, shared: &shared };
        let inst = OpInst {
            name: "ub.poison".into(),
            site: String::new(),
            operands: vec![],
            operand_types: vec![],
            result_types: vec![Ty::Int(8)],
            attrs: value.map(|v| ("value".to_string(), AttrVal::Other(v.into()))).into_iter().collect(),
        };
        eval(&cx, &inst).map(|o| assert!(o.results[0].poison().is_true())).map_err(|e| e.message)
    }

    #[test]
    fn default_poison_value_is_fully_poison() {
        assert_eq!(poison_with(None), Ok(()));
        assert_eq!(poison_with(Some("#ub.poison")), Ok(()));
    }

    #[test]
    fn other_poison_values_are_unsupported() {
        let e = poison_with(Some("#test.partial_poison<[0, 1]>")).unwrap_err();
        assert!(e.contains("'ub.poison' with the poison value #test.partial_poison<[0, 1]> is not modelled"), "{e}");
    }
}
