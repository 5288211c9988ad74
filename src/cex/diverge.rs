//! Where the target first departs from the source on a counterexample:
//! the first target op, in the order the target ran them, whose value is
//! not one its source counterpart gives on the same input.
//!
//! Passes keep locations, so an op's counterpart is found by location: the
//! target op at a location that computes the value (the last one there: an
//! expansion gives all its ops the location of the op it replaces, and its
//! parts and constants are no value of the source's) against the last
//! source op there with the same result types; any other op at a location
//! against the source op of its name and types there, in turn. Only runs
//! the counterexample takes count (a branch not taken, an iteration past
//! the trip count, computes no value). The target ops paired with one
//! source op (the copies of an unrolled body) run, in order, as the
//! source op's runs: the k-th with the k-th when both ran as often;
//! otherwise (a loop vectorized, hoisted, peeled) a run diverges only if
//! no run of the counterpart gives its value. Memrefs are not compared: their
//! identity is numbering (the contents show in the loads that read them).

use super::concrete;
use crate::det::Map;
use crate::ir::Op;
use crate::semantics::encode::{Encoded, Step};
use crate::semantics::{Ty, Val, refines};
use crate::smt::Model;

/// The ops of one side that ran, in the order of their first run, and
/// each op's runs.
struct Runs<'s, 'c, 'a> {
    ops: Vec<Op<'a>>,
    runs: Map<usize, Vec<&'s Step<'c, 'a>>>,
}

impl<'s, 'c, 'a> Runs<'s, 'c, 'a> {
    fn of(model: &Model<'c>, e: &'s Encoded<'c, 'a>) -> Self {
        let mut r = Runs { ops: Vec::new(), runs: Map::default() };
        for step in e.trace.iter().filter(|x| model.eval_bool(&x.path)) {
            let runs = r.runs.entry(step.op.handle()).or_default();
            if runs.is_empty() {
                r.ops.push(step.op);
            }
            runs.push(step);
        }
        r
    }

    /// The ops at `op`'s location, in order.
    fn at(&self, op: Op<'a>) -> Vec<Op<'a>> {
        let loc = op.loc();
        self.ops.iter().copied().filter(|o| o.loc() == loc).collect()
    }
}

fn types(op: Op<'_>) -> Vec<String> {
    op.results().iter().map(|r| r.ty().to_string()).collect()
}

/// The source op `top` (a target op) is compared with (see the module
/// comment).
fn counterpart<'a>(top: Op<'a>, t: &Runs<'_, '_, 'a>, s: &Runs<'_, '_, 'a>) -> Option<Op<'a>> {
    let (t_at, s_at) = (t.at(top), s.at(top));
    let tys = types(top);
    if t_at.last() == Some(&top)
        && let Some(last) = s_at.last().filter(|o| types(**o) == tys)
    {
        return Some(*last);
    }
    let alike = |o: &&Op<'a>| o.name() == top.name() && types(**o) == tys;
    let rank = t_at.iter().filter(alike).position(|o| *o == top)?;
    s_at.iter().filter(alike).nth(rank).copied()
}

/// The first target op whose value does not refine its counterpart's, with
/// a note that gives both values.
pub(super) fn first_divergence<'c, 'a>(
    model: &Model<'c>,
    s: &Encoded<'c, 'a>,
    t: &Encoded<'c, 'a>,
) -> Option<(Op<'a>, String)> {
    let (sr, tr) = (Runs::of(model, s), Runs::of(model, t));
    // Each target op's counterpart, and per source op the runs of the
    // target ops paired with it, in the order they ran (the copies of an
    // unrolled loop body interleave as the source's iterations do).
    let mut pairs: Map<usize, Option<Op<'a>>> = Map::default();
    let mut paired: Map<usize, Vec<usize>> = Map::default();
    let ran: Vec<(usize, &Step<'c, 'a>)> =
        t.trace.iter().enumerate().filter(|(_, x)| model.eval_bool(&x.path)).collect();
    for (i, step) in &ran {
        let top = step.op;
        if top.loc().is_unknown() || step.results.is_empty() {
            continue;
        }
        if let Some(sop) = *pairs.entry(top.handle()).or_insert_with(|| counterpart(top, &tr, &sr)) {
            paired.entry(sop.handle()).or_default().push(*i);
        }
    }
    for (i, step) in ran {
        let top = step.op;
        let Some(Some(sop)) = pairs.get(&top.handle()).copied() else { continue };
        let src_runs = &sr.runs[&sop.handle()];
        let tgt_runs = &paired[&sop.handle()];
        let aligned = src_runs.len() == tgt_runs.len();
        let k = tgt_runs.binary_search(&i).unwrap_or(0);
        for (r, tv) in step.results.iter().enumerate() {
            if matches!(tv, Val::MemRef(_)) {
                continue;
            }
            let sources: Vec<&Val<'c>> =
                if aligned { vec![&src_runs[k].results[r]] } else { src_runs.iter().map(|x| &x.results[r]).collect() };
            if sources.iter().any(|sv| !sv.same_shape(tv) || model.eval_bool(&refines(sv, tv))) {
                continue;
            }
            let which = if step.results.len() > 1 { format!(" #{r}") } else { String::new() };
            let ty = Ty::of(top.result(r).ty());
            let n = tgt_runs.len();
            let run =
                if aligned && n > 1 { format!(" (run {} of {n} at this location)", k + 1) } else { String::new() };
            let gives = if aligned {
                format!("gives {}", concrete(model, sources[0]).describe(&ty))
            } else {
                let mut shown: Vec<String> = Vec::new();
                for sv in &sources {
                    let d = concrete(model, sv).describe(&ty);
                    if !shown.contains(&d) {
                        shown.push(d);
                    }
                }
                if shown.len() == 1 {
                    format!("gives {}", shown[0])
                } else {
                    let more = if shown.len() > 4 { ", ..." } else { "" };
                    shown.truncate(4);
                    format!("never gives it in its {} runs (it gives {}{more})", sources.len(), shown.join(", "))
                }
            };
            return Some((
                top,
                format!(
                    "first divergence: '{}' result{which} is {} in the target{run}; the source's '{}' at this \
                     location {gives}",
                    top.name(),
                    concrete(model, tv).describe(&ty),
                    sop.name(),
                ),
            ));
        }
    }
    None
}

/// The first target op that makes poison out of operands that are not
/// poison (an overflow flag, a shift by the width or more, `ub.poison`),
/// among the ops the counterexample runs.
pub(super) fn poison_origin<'c, 'a>(model: &Model<'c>, t: &Encoded<'c, 'a>) -> Option<(Op<'a>, String)> {
    for step in t.trace.iter().filter(|x| model.eval_bool(&x.path)) {
        let operands: Vec<super::Concrete> = step.operands.iter().map(|v| concrete(model, v)).collect();
        if operands.iter().any(super::Concrete::has_poison) {
            continue;
        }
        if step.results.iter().any(|v| concrete(model, v).has_poison()) {
            let shown: Vec<String> =
                operands.iter().zip(step.op.operands()).map(|(c, v)| c.describe(&Ty::of(v.ty()))).collect();
            let on = if shown.is_empty() { String::new() } else { format!(" on {}", shown.join(", ")) };
            return Some((step.op, format!("the target makes poison here: '{}'{on}", step.op.name())));
        }
    }
    None
}
