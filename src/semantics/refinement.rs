//! Refinement of a function pair, as numbered properties.
//!
//! Refinement of a single value is defined beside its type
//! ([`Val::refined_by`](super::Val::refined_by)). A function pair adds what
//! a run can do besides returning values, so the target refines the source,
//! on an input where the source has no UB, when three properties hold (as
//! Alive2's `check_refinement` numbers its checks):
//!
//! 1. **UB**: the target has no undefined behaviour.
//! 2. **Calls**: the target makes the source's external calls and prints
//!    (one sequence of events), in order, to the same callees with
//!    arguments that refine the source's, and no other (see `func.rs` for
//!    the model of calls, `print.rs` for prints, `opaque.rs` for calls that
//!    see memory, whose inputs include the elements they reach).
//! 3. **Outcome**: where the source aborts the target aborts; elsewhere the
//!    target returns, with results that refine the source's (a returned
//!    memref by `memory::refine::result_refined`).
//! 4. **Memory**: where the source returns, the final contents of every
//!    buffer the caller sees (arguments' buffers, globals) refine the
//!    source's, element by element (see `memory/refine.rs`).
//!
//! The checker asks for an input that breaks their conjunction; the
//! counterexample layer names the first property the input breaks and
//! explains it, with no other knowledge of what refinement is.

use super::encode::Encoded;
use super::func::CallEvent;
use super::{Ty, Val, refines};
use crate::smt::{Bool, Context};

/// The number of a property (see the module comment).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Property {
    Ub = 1,
    Calls = 2,
    Outcome = 3,
    Memory = 4,
}

impl Property {
    /// What the property asks, for messages.
    pub fn describe(self) -> &'static str {
        match self {
            Property::Ub => "the target has no undefined behaviour the source lacks",
            Property::Calls => "the target makes the source's external calls and prints what it prints",
            Property::Outcome => "the target aborts where the source does and otherwise returns refined results",
            Property::Memory => "the buffers the caller sees end with contents that refine the source's",
        }
    }
}

/// The properties of a pair, as formulas over the inputs, with the parts
/// the explanation of each needs.
pub struct Properties<'c> {
    /// In order: UB, calls, outcome, memory.
    pub holds: [(Property, Bool<'c>); 4],
    /// Per target call: it is one of the source's (see [`calls_matched`]).
    pub target_calls: Vec<Bool<'c>>,
    /// Per source call: the target makes it.
    pub source_calls: Vec<Bool<'c>>,
    /// Per result: the target's refines the source's.
    pub results: Vec<Bool<'c>>,
    /// Per buffer the caller sees: its final contents compared.
    pub memory: Vec<super::memory::refine::BlockCheck<'c>>,
    /// A counterexample is exact for calls that see memory (see
    /// [`Matched::exact`]).
    pub calls_exact: Bool<'c>,
}

impl<'c> Properties<'c> {
    /// The properties of source `s` and target `t`.
    pub fn of(smt: &'c Context, s: &Encoded<'c, '_>, t: &Encoded<'c, '_>) -> Properties<'c> {
        // (Terms are made in the order the solver has always seen them.)
        // Results of dynamic type refine only with the same shape (in a
        // shape case both are static; see `tensor/shape.rs`).
        let results: Vec<Bool<'c>> = s
            .results
            .iter()
            .zip(&t.results)
            .enumerate()
            .map(|(i, (sv, tv))| {
                if let (Val::Tensor(es), Val::MemRef(b), Some(Ty::Tensor(shape, _))) = (sv, tv, s.result_types.get(i)) {
                    // A bufferized function boundary: the returned memref's
                    // contents are the tensor.
                    super::memory::refine::tensor_refined(smt, es, shape, &t.memory, b)
                } else if s.result_types.get(i) != t.result_types.get(i) {
                    Bool::from_bool(smt, false)
                } else if let (Val::MemRef(a), Val::MemRef(b)) = (sv, tv) {
                    super::memory::refine::result_refined(smt, &s.memory, a, &t.memory, b)
                } else {
                    refines(sv, tv)
                }
            })
            .collect();
        // Returned memrefs share a buffer in the target where they do in the
        // source (a caller writing through one sees it through the other).
        let mut results = results;
        let memrefs = |e: &Encoded<'c, '_>| -> Vec<Option<super::memory::MemRef<'c>>> {
            e.results.iter().map(|v| if let Val::MemRef(r) = v { Some(r.clone()) } else { None }).collect()
        };
        let (sm, tm) = (memrefs(s), memrefs(t));
        for (j, r) in results.iter_mut().enumerate() {
            for i in 0..j {
                if let (Some(Some(si)), Some(Some(sj)), Some(Some(ti)), Some(Some(tj))) =
                    (sm.get(i), sm.get(j), tm.get(i), tm.get(j))
                {
                    *r = &*r & si.block.eq(&sj.block).iff(&ti.block.eq(&tj.block));
                }
            }
        }
        let returns_refined = !&t.abort & Bool::and_all(smt, results.iter().cloned());
        let Matched { target: target_calls, source: source_calls, exact } = calls_matched(smt, &s.calls, &t.calls);
        let calls = Bool::and_all(smt, target_calls.iter().chain(&source_calls).cloned());
        let outcome = s.abort.ite(&t.abort, &returns_refined);
        let tensors: Vec<bool> = s.arg_types.iter().map(|t| matches!(t, Ty::Tensor(..))).collect();
        let memory = super::memory::refine::visible_blocks(smt, &s.memory, &t.memory, &tensors);
        let memory_refined = &s.abort | Bool::and_all(smt, memory.iter().map(|m| m.holds.clone()));
        Properties {
            holds: [
                (Property::Ub, !&t.ub),
                (Property::Calls, calls),
                (Property::Outcome, outcome),
                (Property::Memory, memory_refined),
            ],
            target_calls,
            source_calls,
            results,
            memory,
            calls_exact: exact,
        }
    }

    /// All of them: the target refines the source on this input.
    pub fn all(&self) -> Bool<'c> {
        let [(_, ub), (_, calls), (_, outcome), (_, memory)] = &self.holds;
        ub & calls & outcome & memory
    }
}

/// External calls and prints must agree (see `func.rs`, `print.rs`):
/// every target event is a source event at the same position, to the same
/// callee, with arguments that refine the source's; every source event is
/// made by the target at the same position. Returns one formula per target
/// event, then one per source event, each true when that event is matched
/// (or not made), and when the model of calls that see memory is exact
/// (see [`Matched::exact`]).
pub fn calls_matched<'c>(smt: &'c Context, src: &[CallEvent<'c, '_>], tgt: &[CallEvent<'c, '_>]) -> Matched<'c> {
    // One callee: the same name and the same argument widths (two opaque
    // ops of one name but other operand types are different callees).
    let same = |a: &CallEvent<'c, '_>, b: &CallEvent<'c, '_>| {
        a.callee == b.callee
            && a.print == b.print
            && a.args.len() == b.args.len()
            && a.args.iter().zip(&b.args).all(|(x, y)| x.scalar_kind() == y.scalar_kind())
    };
    // Events at positions known to differ never match (straight-line code
    // numbers its events with constants).
    let apart = |a: &CallEvent<'c, '_>, b: &CallEvent<'c, '_>| match (a.index.as_const(), b.index.as_const()) {
        (Some(x), Some(y)) => x != y,
        _ => false,
    };
    let mut target = Vec::new();
    let mut exact = Vec::new();
    for t in tgt {
        let mut any = Vec::new();
        for s in src.iter().filter(|s| same(s, t) && !apart(s, t)) {
            let at = &s.guard & &t.guard & s.index.eq(&t.index);
            let args = Bool::and_all(smt, s.args.iter().zip(&t.args).map(|(a, b): (&Val<'c>, _)| refines(a, b)));
            any.push(&at & args);
            if t.digest.is_some() {
                // Poison the source passes where the target passes a value.
                let lax = Bool::or_all(smt, s.args.iter().zip(&t.args).map(|(a, b)| a.poison() & !b.poison()));
                exact.push(at.implies(&!lax));
            }
        }
        target.push(t.guard.implies(&Bool::or_all(smt, any)));
    }
    let source = src
        .iter()
        .map(|s| {
            let any = Bool::or_all(
                smt,
                tgt.iter().filter(|t| same(s, t) && !apart(s, t)).map(|t| &t.guard & t.index.eq(&s.index)),
            );
            s.guard.implies(&any)
        })
        .collect();
    Matched { target, source, exact: Bool::and_all(smt, exact) }
}

/// The events of a pair matched (see [`calls_matched`]).
pub struct Matched<'c> {
    /// Per target event: it is one of the source's.
    pub target: Vec<Bool<'c>>,
    /// Per source event: the target makes it.
    pub source: Vec<Bool<'c>>,
    /// No call that sees memory is made by both sides where the source's
    /// inputs hold poison and the target's a value there. A call's outputs
    /// are functions of its inputs, poison flags included (`opaque.rs`), so
    /// there the model lets the two calls differ where a real source could
    /// have seen the target's value and matched it: a counterexample that
    /// breaks this (and not property 2) is not confirmed.
    pub exact: Bool<'c>,
}
