//! `builtin` dialect ops that carry values (mlir/IR/BuiltinOps.td).
//!
//! - `builtin.unrealized_conversion_cast`: "represents an unrealized
//!   conversion from one set of types to another", with no meaning of its
//!   own; a pass that leaves one in place relies on what the conversion
//!   meant. The one conversion modelled is the reinterpretation of an
//!   integer's bits under another signedness (`ui8` to `i8` and back, of a
//!   scalar or element by element of a tensor of one shape), which
//!   `tosa-to-linalg` and `tosa-to-linalg-named` emit around unsigned
//!   values; any other cast is `unsupported`, named.

use super::ops::{OpSpec, op};
use super::{Cx, OpInst, Outcome, Res, Ty, Unsupported};

pub(super) const OPS: &[OpSpec] = &[op("builtin.unrealized_conversion_cast", unrealized_conversion_cast).any_sign()];

/// `ty` with every integer element signless (`ui8` and `si8` as `i8`).
fn signless(ty: &Ty) -> Ty {
    match ty {
        Ty::UInt(w) | Ty::SInt(w) => Ty::Int(*w),
        Ty::Vector(s, e) => Ty::Vector(s.clone(), Box::new(signless(e))),
        Ty::Tensor(s, e) => Ty::Tensor(s.clone(), Box::new(signless(e))),
        Ty::Dyn(s, e) => Ty::Dyn(s.clone(), Box::new(signless(e))),
        t => t.clone(),
    }
}

/// The operand unchanged when the cast only changes the signedness of
/// integers (bits are bits); else `unsupported`.
fn unrealized_conversion_cast<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    match (i.operand_types.as_slice(), i.result_types.as_slice()) {
        ([from], [to]) if signless(from) == signless(to) && from.elem().int_width().is_some() => {
            Ok(Outcome::value(i.operands[0].clone()))
        }
        (from, to) => {
            let show = |ts: &[Ty]| ts.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(", ");
            Err(Unsupported::new(format!(
                "'builtin.unrealized_conversion_cast' from ({}) to ({}) is not modelled (only a change of an \
                 integer's signedness, as tosa-to-linalg emits, has a meaning to model)",
                show(from),
                show(to)
            )))
        }
    }
}
