//! Concrete tests for queries over large tensors (`semantics::tensor::lazy`)
//! and over more inputs than `decide::test_inputs` enumerates,
//! and the confirmation that a source is free of UB at every point.
//!
//! A miscompiled reduction of 72 terms can keep a SAT solver busy for
//! minutes with the inputs symbolic, and is refuted at once by one
//! concrete input. A test here fixes every constant of the query (the
//! comparison point at a corner, the middle or inside the shape; the fresh
//! points of UB checks at the origin; scalar inputs and choices at small
//! values), lets the rewriter settle the indices, then gives every input
//! element the query reads a small value from a deterministic pattern of
//! its indices (never poison), until the query rewrites to a constant. A
//! query that rewrites to `true` has a counterexample: the model holds the
//! constants and the elements read, every other element zero (which the
//! caller's confirmation of source UB assumes).

use crate::smt::limits;
use crate::smt::{BV, Bool, Context, Engine, Model, SatResult, Solver, Term, TermOp};
use std::time::{Duration, Instant};

/// Time each confirmation step may take, at most.
const CONFIRM_MS: u64 = 2000;

/// Points a UB term of the source is evaluated at, one by one, at most
/// (beyond, the solver decides it).
const MAX_ENUMERATED: u64 = 1 << 15;

/// Time all tests of one query may take.
const BUDGET: Duration = Duration::from_millis(300);

/// An input element's test value: small (`-3..=3`), varied over indices,
/// different per seed.
fn pattern(seed: u64, idx: &[u64]) -> i64 {
    let h = idx.iter().enumerate().fold(seed.wrapping_mul(0x9e37_79b9) ^ 0x5bd1, |h, (k, i)| {
        h.wrapping_mul(0x100_0000_01b3).wrapping_add((k as u64 + 1).wrapping_mul(i + 1).wrapping_mul(2_654_435_761))
    });
    ((h >> 17) % 7) as i64 - 3
}

/// The comparison point's coordinate along a dimension of `n` in test
/// `trial`: a corner, the last index, the middle, a point inside.
fn coordinate(n: u64, trial: usize) -> u64 {
    match trial % 4 {
        0 => 0,
        1 => n.saturating_sub(1),
        2 => n / 2,
        _ => (n * 5 / 7).min(n.saturating_sub(1)),
    }
}

/// A model refuting `query` found by testing (see the module comment), if
/// any; `shape` is the shape the query compares results at.
pub(super) fn test<'c>(smt: &'c Context, query: &Bool<'c>, shape: &[u64]) -> Option<Model<'c>> {
    let start = Instant::now();
    let subterms = query.term().subterms();
    if subterms.iter().any(|t| t.is_binder()) {
        return None;
    }
    let consts: Vec<(Term<'c>, String)> =
        subterms.iter().filter(|t| t.is_constant()).filter_map(|t| Some((t.clone(), t.decl_name()?))).collect();
    for trial in 0..8usize {
        if start.elapsed() > BUDGET || crate::smt::limits::expired() {
            return None;
        }
        let seed = trial as u64;
        let mut fixed: Vec<(Term<'c>, Term<'c>)> = Vec::new();
        for (pos, (c, name)) in consts.iter().enumerate() {
            let k = match name.strip_prefix("lazy.i").and_then(|d| d.parse::<usize>().ok()) {
                Some(d) => coordinate(shape.get(d).copied().unwrap_or(1), trial) as i64,
                None if name.starts_with("lazy.") || name.ends_with(".poison") => 0,
                // A memref argument's buffer: large enough for any view the
                // test gives it (see `semantics::memory::args`).
                None if name.ends_with(".capacity") => 1 << 30,
                // Scalar inputs (and a small tensor's elements): one value
                // for all, then a pattern over their positions.
                None if trial < 4 => [1, 2, 0, -1][trial],
                None => pattern(seed, &[pos as u64]),
            };
            fixed.push((c.clone(), c.small_value(k)?));
        }
        let pairs: Vec<(&Term<'c>, &Term<'c>)> = fixed.iter().map(|(a, b)| (a, b)).collect();
        let mut q = query.term().substitute(&pairs).simplify();
        let mut reads: Vec<(Term<'c>, Term<'c>)> = Vec::new();
        // Reads whose indices are themselves reads settle in later rounds.
        for _ in 0..4 {
            let apps: Vec<Term<'c>> = q.subterms().into_iter().filter(|t| t.is_ground_application()).collect();
            if apps.is_empty() {
                break;
            }
            let mut round: Vec<(Term<'c>, Term<'c>)> = Vec::new();
            for app in apps {
                let name = app.decl_name().unwrap_or_default();
                // Each input its own pattern (the name varies the seed).
                let salt = name.bytes().fold(seed, |h, b| h.wrapping_mul(131).wrapping_add(b as u64));
                let v = if name.ends_with(".poison") { 0 } else { pattern(salt, &app.numeral_args()) };
                round.push((app.clone(), app.small_value(v)?));
            }
            let pairs: Vec<(&Term<'c>, &Term<'c>)> = round.iter().map(|(a, b)| (a, b)).collect();
            q = q.substitute(&pairs).simplify();
            reads.extend(round);
        }
        if Bool::from_term(q).is_true() {
            return Some(Model::from_tables(smt, &fixed, &reads));
        }
    }
    None
}

/// Every read of an integer input tensor in `query` (an application of
/// an argument's function) is within `-8..=8` and not poison.
pub(super) fn small_reads<'c>(smt: &'c Context, query: &Bool<'c>) -> Bool<'c> {
    let mut parts = Vec::new();
    for t in query.term().subterms() {
        let Some((_, args)) = t.app() else { continue };
        let Some(name) = t.decl_name() else { continue };
        if args.is_empty() || !super::query::is_argument(&name) {
            continue;
        }
        if name.ends_with(".poison") {
            parts.push(!Bool::from_term(t));
        } else if let Some(w) = t.bv_width().filter(|w| *w >= 5) {
            // -8 <= v <= 8, as v + 8 <= 16 unsigned.
            let v = BV::from_term(t);
            parts.push((&v + &BV::from_u64(smt, 8, w)).ule(&BV::from_u64(smt, 16, w)));
        }
    }
    Bool::and_all(smt, parts)
}

/// Whether the source has no UB at any point of its large tensors on the
/// model's input: the source's UB with its points free again and the
/// inputs fixed (argument functions by the model's tables). Each disjunct
/// of the UB is evaluated at every point its coordinates range over when
/// there are at most [`MAX_ENUMERATED`] (exact, and fast on concrete
/// inputs), else proved unsatisfiable by the solver. Anything the model
/// leaves open (an input it does not interpret, a source choice) stays
/// free, so only a proof for all of it counts.
pub(super) fn source_ub_free<'c>(
    smt: &'c Context,
    s: &crate::semantics::encode::Encoded<'c, '_>,
    model: &Model<'c>,
    engine: Engine,
) -> bool {
    let start = Instant::now();
    // A third of the time left (evaluating takes about 0.5 ms a point).
    let budget =
        Duration::from_millis(limits::remaining_ms().map_or(20 * CONFIRM_MS, |r| (r / 3).max(CONFIRM_MS.min(r))));
    let points = crate::semantics::tensor::lazy::points_in(s.ub.term());
    let mut disjuncts = vec![s.ub.term().clone()];
    while let Some(d) = disjuncts.pop() {
        if let Some((TermOp::Or, args)) = d.app() {
            disjuncts.extend(args);
            continue;
        }
        // Overflow checks that the input's values rule out (signed
        // intervals over the model's tables) settle first.
        let d = d.decide_overflow(&|app| model.value_hull(app)).simplify();
        if Bool::from_term(d.clone()).is_false() {
            continue;
        }
        let present: crate::det::Set<u32> = d.subterms().iter().map(|t| t.id()).collect();
        let vars: Vec<&(Term<'c>, u64)> = points.iter().filter(|(v, _)| present.contains(&v.id())).collect();
        let space = vars.iter().try_fold(1u64, |acc, (_, n)| acc.checked_mul(*n)).unwrap_or(u64::MAX);
        // The points free and the inputs the model's tables, for the
        // solver (quick on short reductions); else each point in turn.
        let free: Vec<Term<'c>> = vars.iter().map(|(v, _)| v.fresh_like("confirm.pt")).collect();
        let pairs: Vec<(&Term<'c>, &Term<'c>)> = vars.iter().map(|(v, _)| v).zip(&free).collect();
        let at_any = Bool::from_term(model.eval_partial(&d.substitute(&pairs)));
        let share = if space <= MAX_ENUMERATED { 4 } else { 1 };
        let left = (budget.saturating_sub(start.elapsed()).as_millis() as u32 / share).max(1);
        let solver = Solver::new(smt, engine, left);
        solver.assert(&at_any);
        let proved = at_any.is_false() || matches!(super::interruptible(|| solver.check()), Some(SatResult::Unsat));
        let settled = proved || {
            // The model evaluates the disjunct at each point in turn.
            let mut all_false = space <= MAX_ENUMERATED;
            for k in 0..space.min(MAX_ENUMERATED) {
                if start.elapsed() > budget || limits::expired() {
                    log::debug!("source UB: {k} of {space} points evaluated in the time for it");
                    return false;
                }
                let mut rest = k;
                let values: Vec<Term<'c>> = vars
                    .iter()
                    .map(|(v, n)| {
                        let c = rest % n;
                        rest /= n;
                        v.small_value(c as i64).expect("a coordinate is a bit-vector")
                    })
                    .collect();
                let at: Vec<(&Term<'c>, &Term<'c>)> = vars.iter().map(|(v, _)| v).zip(&values).collect();
                if !Bool::from_term(model.eval(&d.substitute(&at))).is_false() {
                    all_false = false;
                    break;
                }
            }
            all_false
        };
        if !settled {
            log::debug!("source UB at a free point is not ruled out on the input ({space} points)");
            return false;
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::{coordinate, pattern};

    #[test]
    fn patterns_are_small_and_varied() {
        let vals: Vec<i64> = (0..64).map(|i| pattern(1, &[0, i, 3])).collect();
        assert!(vals.iter().all(|v| (-3..=3).contains(v)));
        assert!(vals.iter().collect::<crate::det::Set<_>>().len() >= 5);
        assert_ne!(vals, (0..64).map(|i| pattern(2, &[0, i, 3])).collect::<Vec<_>>());
    }

    #[test]
    fn coordinates_stay_in_range() {
        for n in [1u64, 2, 7, 64] {
            for t in 0..8 {
                assert!(coordinate(n, t) < n);
            }
        }
    }
}
