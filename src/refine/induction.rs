//! Proofs by induction on corresponding loops: which `scf.for` loops of
//! the source and the target correspond, and the step each pair must meet
//! before the relation it gives may be assumed (see `encode::LoopAbs`).

use crate::ir::Op;
use crate::semantics::encode;
use crate::semantics::{Val, refines};
use crate::smt::{Bool, Context};

/// Pairs the `scf.for` loops of two functions for induction: by location
/// (passes keep a loop's location), else by position when both have the
/// same number of loops. Keys name each pair.
pub(super) fn loop_pairs(src: Op<'_>, tgt: Op<'_>) -> crate::det::Map<usize, String> {
    fn loops<'a>(op: Op<'a>, out: &mut Vec<Op<'a>>) {
        for r in op.regions() {
            for b in r.blocks() {
                for o in b.ops() {
                    if crate::semantics::scf::inductive_loop(o) {
                        out.push(o);
                    }
                    loops(o, out);
                }
            }
        }
    }
    let (mut s, mut t) = (Vec::new(), Vec::new());
    loops(src, &mut s);
    loops(tgt, &mut t);
    let mut map = crate::det::Map::default();
    let mut used = vec![false; t.len()];
    for (i, sl) in s.iter().enumerate() {
        let by_loc =
            t.iter().enumerate().position(|(j, tl)| !used[j] && !sl.loc().is_unknown() && tl.loc() == sl.loc());
        let j = by_loc.or_else(|| (s.len() == t.len() && !used[i]).then_some(i));
        if let Some(j) = j {
            used[j] = true;
            let key = format!("loop{i}");
            map.insert(sl.handle(), key.clone());
            map.insert(t[j].handle(), key);
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
        if t.carried.len() != s.carried.len() || t.domain.unsigned != s.domain.unsigned {
            return None;
        }
        let same_bounds = all(s.domain.same_as(&t.domain));
        // Step: from refined states at one iteration (any iv in range),
        // the target iteration has no UB the source lacks and yields a
        // state the source's refines.
        let in_range = s.domain.contains(&s.iv);
        let step_fails = &same_bounds
            & in_range
            & refine_all(&s.carried, &t.carried)
            & !&s.body_ub
            & (&t.body_ub | !refine_all(&s.yields, &t.yields));
        steps.push(step_fails);
        // What induction gives: equal bounds and refined initial values
        // make the results refined and target UB imply source UB.
        let premise = same_bounds & refine_all(&s.inits, &t.inits);
        relation.push(premise.implies(&(refine_all(&s.results, &t.results) & t.ub.implies(&s.ub))));
    }
    Some((all(relation), steps))
}
