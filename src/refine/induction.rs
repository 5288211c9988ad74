//! Proofs by induction on corresponding loops: which `scf.for` loops of
//! the source and the target correspond, and the step each pair must meet
//! before the relation it gives may be assumed (see `encode::LoopAbs`).

use crate::ir::Op;
use crate::semantics::encode;
use crate::semantics::{Val, refines};
use crate::smt::{Bool, Context};

/// Pairs the loops of two functions for induction (`scf.for`,
/// `affine.for`, and the loops a structured op on memrefs stands for, one
/// per iteration dimension): by location (passes keep a loop's location,
/// and give the loops they make of a structured op its location), else by
/// position when both have the same number of loops. Keys name each pair.
pub(super) fn loop_pairs(src: Op<'_>, tgt: Op<'_>) -> crate::det::Map<(usize, usize), String> {
    fn loops<'a>(op: Op<'a>, out: &mut Vec<(Op<'a>, usize)>) {
        for r in op.regions() {
            for b in r.blocks() {
                for o in b.ops() {
                    if crate::semantics::scf::inductive_loop(o) {
                        out.push((o, 0));
                    }
                    out.extend((0..crate::semantics::linalg::inductive_loops(o)).map(|d| (o, d)));
                    loops(o, out);
                }
            }
        }
    }
    let (mut s, mut t) = (Vec::new(), Vec::new());
    loops(src, &mut s);
    loops(tgt, &mut t);
    // Loops pair only when they carry values of the same types: a loop the
    // target vectorized carries vectors where the source's carries scalars,
    // and its states do not relate one to one.
    let types = |op: Op<'_>| op.results().iter().map(|r| r.ty().to_string()).collect::<Vec<_>>();
    let mut map = crate::det::Map::default();
    let mut used = vec![false; t.len()];
    for (i, (sl, sd)) in s.iter().enumerate() {
        let fits = |j: usize| !used[j] && types(t[j].0) == types(*sl);
        let by_loc =
            t.iter().enumerate().position(|(j, (tl, _))| fits(j) && !sl.loc().is_unknown() && tl.loc() == sl.loc());
        let j = by_loc.or_else(|| (s.len() == t.len() && fits(i)).then_some(i));
        if let Some(j) = j {
            used[j] = true;
            let key = format!("loop{i}");
            let (tl, td) = t[j];
            map.insert((sl.handle(), *sd), key.clone());
            map.insert((tl.handle(), td), key);
        }
    }
    map
}

/// The relation an induction proof establishes between paired abstract
/// loops, assumed in the main query, and the step obligation each pair must
/// meet (a formula that must be unsatisfiable). See `encode::LoopAbs`.
pub(super) fn relation<'c>(
    smt: &'c Context,
    src: &[encode::LoopAbs<'c, '_>],
    tgt: &[encode::LoopAbs<'c, '_>],
) -> Option<(Bool<'c>, Vec<Bool<'c>>)> {
    let all = |v: Vec<Bool<'c>>| Bool::and_all(smt, v);
    let refine_all = |a: &[Val<'c>], b: &[Val<'c>]| all(a.iter().zip(b).map(|(x, y)| refines(x, y)).collect());
    let mut relation = Vec::new();
    let mut steps = Vec::new();
    if src.len() != tgt.len() {
        return None;
    }
    for s in src {
        let t = tgt.iter().find(|t| t.key == s.key)?;
        if t.carried.len() != s.carried.len()
            || t.domain.unsigned != s.domain.unsigned
            || !s.carried.iter().zip(&t.carried).all(|(a, b)| a.same_shape(b))
        {
            return None;
        }
        let ids = |l: &encode::LoopAbs<'c, '_>| l.memory.iter().map(|b| b.id).collect::<Vec<_>>();
        if ids(s) != ids(t) {
            // The loops write different buffers: their states do not pair.
            return None;
        }
        let same_bounds = all(s.domain.same_as(&t.domain));
        // Two readings of one element are the same (both poison, or the
        // same value): the loops' memories must stay equal. A loop that
        // writes memory keeps its carried values the same too (a poison
        // value the source carries, stored, would let the memories part).
        let same = |a: &Val<'c>, b: &Val<'c>| refines(a, b) & refines(b, a);
        let relate = |a: &[Val<'c>], b: &[Val<'c>]| {
            if s.memory.is_empty() { refine_all(a, b) } else { all(a.iter().zip(b).map(|(x, y)| same(x, y)).collect()) }
        };
        let memories_differ = Bool::or_all(smt, s.memory.iter().zip(&t.memory).map(|(a, b)| !same(&a.exit, &b.exit)));
        // Step: from related states at one iteration (any iv in range, the
        // memory the body writes the same on both sides), the target
        // iteration has no UB the source lacks and yields a related state,
        // with the same memory.
        let in_range = s.domain.contains(&s.iv);
        let step_fails = &same_bounds
            & in_range
            & relate(&s.carried, &t.carried)
            & !&s.body_ub
            & (&t.body_ub | !relate(&s.yields, &t.yields) | memories_differ);
        steps.push(step_fails);
        // The step assumed equal memory: it must be so when the loop
        // starts, on every input (an obligation like the step's).
        steps.extend(s.memory.iter().zip(&t.memory).map(|(a, b)| !same(&a.entry, &b.entry)));
        // What induction gives: equal bounds and related initial values
        // make the results refined, target UB imply source UB, and the
        // buffers the loop writes end equal (the premise selects the
        // contents both sides share, `memory/havoc.rs`).
        let premise = same_bounds & relate(&s.inits, &t.inits);
        relation.push(premise.implies(&(refine_all(&s.results, &t.results) & t.ub.implies(&s.ub))));
        if !s.memory.is_empty() {
            relation.push(s.premise.iff(&premise));
        }
    }
    Some((all(relation), steps))
}
