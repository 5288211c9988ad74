//! Readable counterexamples: given a solver that holds a satisfiable query,
//! prefer inputs that are not poison, then familiar values: 0, 1, -1 or
//! small numbers for integers; 0, ±1, -0, NaN, infinities or small
//! integers for floats. Each preference is kept only if a counterexample
//! still exists with it. The whole search has a small time budget (a
//! readable counterexample is a nicety, not worth a second timeout).

use crate::semantics::Cx;
use crate::semantics::Val;
use crate::semantics::float::Fl;
use crate::smt::{BV, Bool, FP, Model, Rounding, SatResult, Solver};
use std::time::{Duration, Instant};

/// How long steering may take in all.
const BUDGET: Duration = Duration::from_millis(150);

/// How long each of its checks may take.
const CHECK_MS: u32 = 50;

/// A model of `solver`'s assertions with the inputs `lanes` (scalars)
/// steered toward readable values; `None` if no check could be decided.
/// Leaves the solver's time limit at [`CHECK_MS`].
pub fn readable<'c>(cx: &Cx<'c, '_>, solver: &Solver<'c>, lanes: &[&Val<'c>]) -> Option<Model<'c>> {
    let start = Instant::now();
    solver.set_timeout(CHECK_MS);
    let mut kept: Vec<Bool<'c>> = Vec::new();
    let mut try_keep = |c: Bool<'c>| -> bool {
        if start.elapsed() > BUDGET {
            return false;
        }
        kept.push(c);
        if matches!(solver.check_assuming(&kept), SatResult::Sat(_)) {
            return true;
        }
        kept.pop();
        false
    };
    // No poison at all, else per input.
    if !try_keep(Bool::and_all(cx.smt, lanes.iter().map(|v| !v.poison()))) {
        for v in lanes {
            try_keep(!v.poison());
        }
    }
    // Floats: a familiar value (0, 1, -1, -0, NaN, infinity), else a small
    // integer, else a normal number of moderate size.
    for lane in lanes {
        let Val::Float(x) = lane else { continue };
        let Fl::Ieee(v) = &x.v else { continue };
        let f = v.format();
        let k = |n: f64| FP::from_f64(cx.smt, n, f);
        let is = |n: f64| v.same_as(&k(n));
        let integral = v.same_as(&v.round_integral(Rounding::NearestEven));
        let small_int = integral & v.abs().le(&k(100.0));
        let moderate = v.is_normal() & v.abs().ge(&k(1.0 / 256.0)) & v.abs().le(&k(65504.0));
        for c in
            [is(0.0), is(1.0), is(-1.0), is(-0.0), v.is_nan(), v.is_inf(), small_int, moderate.clone(), v.is_normal()]
        {
            if try_keep(c) {
                break;
            }
        }
    }
    // Integers: 0, 1, -1, else small.
    for lane in lanes {
        let Val::Int(v) = lane else { continue };
        let w = v.width();
        let is = |n: i64| v.bits.eq(&BV::from_i64(cx.smt, n, w));
        let below = |n: u64| v.bits.ult(&BV::from_u64(cx.smt, n.min((1u64 << w.min(63)) - 1), w));
        let small_negative = v.bits.sge(&BV::from_i64(cx.smt, -16, w)) & v.bits.slt(&BV::zero(cx.smt, w));
        for c in [is(0), is(1), is(-1), below(16), small_negative, below(256)] {
            if try_keep(c) {
                break;
            }
        }
    }
    match solver.check_assuming(&kept) {
        SatResult::Sat(m) => Some(m),
        _ => None,
    }
}
