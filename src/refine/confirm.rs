//! Confirming a counterexample of calls that see memory (see
//! `semantics::opaque`): their digests are exact but where the source's
//! input is poison and the target's a value.

use super::Verdict;
use crate::smt::{Bool, Engine, Model, SatResult, Solver, limits};

/// A model in which every call that sees memory is encoded exactly (see
/// `semantics::refinement::Matched::exact`): `model` when it is so, or
/// when it breaks property 2 (the calls' inputs differ: a real difference);
/// else a model of `query` that requires it, found in half the time left;
/// else the check is inconclusive.
pub(super) fn exact_calls<'c, 'a>(
    smt: &'c crate::smt::Context,
    query: Option<&Bool<'c>>,
    model: Model<'c>,
    props: &crate::semantics::refinement::Properties<'c>,
    engine: Engine,
) -> Result<Model<'c>, Verdict<'a>> {
    let calls = &props.holds[1].1;
    if props.calls_exact.is_true() || model.eval_bool(&props.calls_exact) || !model.eval_bool(calls) {
        return Ok(model);
    }
    let why = || {
        Verdict::inconclusive(
            "a candidate counterexample needs an external call to see poison (uninitialised memory) in the source \
             where the target's call sees a value, which the model of calls cannot match; none without that was found",
        )
    };
    let Some(q) = query else { return Err(why()) };
    let ms = limits::remaining_ms().map_or(20_000, |r| r / 2).max(1);
    let solver = Solver::new(smt, engine, ms as u32);
    solver.assert(&(q & &props.calls_exact));
    match super::interruptible(|| solver.check()) {
        Some(SatResult::Sat(m)) => Ok(m),
        _ => Err(why()),
    }
}
