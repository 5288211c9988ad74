//! What the PDL verifier must know about an op besides its meaning: its
//! signature (how many operands and results it has, how their widths
//! relate: the op's verifier, not its semantics) and the kind of each
//! attribute its semantics reads. Both come from the op tables of the
//! semantics (`semantics::ops`, one per dialect file); the meaning itself
//! from `semantics::eval`. An op without a signature there is
//! `unsupported` even if the core models it.

pub use crate::semantics::ops::{Arity, AttrKind, OpSpec, Shape, Sig};

/// The table entry and signature of `name`, or `None` for an op the PDL
/// verifier does not know.
pub fn signature(name: &str) -> Option<(&'static OpSpec, Sig)> {
    let spec = crate::semantics::ops::spec(name)?;
    Some((spec, spec.sig?))
}

/// Whether the op belongs to the two-state world (no poison).
pub fn two_state(name: &str) -> bool {
    crate::semantics::ops::spec(name).is_some_and(|s| s.traits.two_state)
}
