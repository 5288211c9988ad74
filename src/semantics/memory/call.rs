//! What an external call leaves in memory (see `semantics/opaque.rs` for
//! the model): each element the call reaches takes a value that is an
//! uninterpreted function of the call's digest and of the element's place
//! in the call's inputs (its *slot*), shared by both sides. The writes are
//! ordinary path-guarded writes at the element's position, so a read after
//! the call sees them like a store's.

use super::block::Write;
use super::{MemRef, Memory, element_sort};
use crate::semantics::float::{Fl, FloatVal};
use crate::semantics::{Cx, IntVal, Ty, Unsupported, Val};
use crate::smt::{BV, Bool, FP, Func, Sort, Term};

impl<'c> Memory<'c> {
    /// On path `guard`, element `idx` of view `r` takes `v`, in every
    /// block `r` may point into while that block may be written (a callee
    /// has no UB of its own, so it writes no read-only buffer). No access
    /// check: the call reaches the caller's views, which the caller made.
    pub fn call_write(&mut self, guard: &Bool<'c>, r: &MemRef<'c>, idx: &[BV<'c>], v: Val<'c>) {
        let at = r.address(idx);
        self.changes += 1;
        self.writes += 1;
        for (c, i) in self.candidates(r) {
            let g = (guard & c & &self.blocks[i].writable).simplified();
            if !g.is_false() {
                self.blocks[i].writes.push(Write::One { guard: g, at: at.clone(), val: v.clone() });
            }
        }
    }
}

/// The value a call named `name` leaves (or returns) in an element of type
/// `elem`: `name(inputs)` and its poison flag `name.poison(inputs)`, both
/// uninterpreted (floats only in IEEE-754, as any contents of memory);
/// `domain` gives the inputs' sorts.
pub fn call_contents<'c>(
    cx: &Cx<'c, '_>,
    elem: &Ty,
    name: &str,
    domain: &[Sort],
    inputs: &[&Term<'c>],
) -> Result<Val<'c>, Unsupported> {
    let sort = element_sort(cx, elem, || format!("the memory {name} leaves"))?;
    let v = Func::new(cx.smt, name, domain, sort).apply(inputs);
    let poison = Bool::from_term(Func::new(cx.smt, &format!("{name}.poison"), domain, Sort::Bool).apply(inputs));
    Ok(match sort {
        Sort::FP(f) => Val::Float(FloatVal::new(Fl::Ieee(FP::from_term(v, f)), poison)),
        _ => Val::Int(IntVal::new(BV::from_term(v), poison)),
    })
}
