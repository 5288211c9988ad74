//! Readable counterexamples: given a solver that holds a satisfiable query,
//! prefer inputs that are not poison, then floats that are ordinary
//! numbers (normal, of moderate size: a wrong operand shows as `2.0` vs
//! `4.0`, not as `-0.0` vs `0.0`), then familiar values: 0, 1, -1 or
//! small numbers for integers; ±1, 2 or small integers for ordinary
//! floats, else 0, ±1, -0, NaN, infinities. Each preference is kept only if
//! a counterexample still exists with it; when none exists with every float
//! input normal, the counterexample says that only special values tell the
//! functions apart. The whole search has a small time budget (a readable
//! counterexample is a nicety, not worth a second timeout).

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
    steer(cx, solver, lanes, true).model
}

/// What steering found.
pub struct Steered<'c> {
    pub model: Option<Model<'c>>,
    /// No model has every float input normal (the solver said so): only
    /// special values (zeros, infinities, NaN, subnormals) tell the
    /// functions apart.
    pub special_only: bool,
}

/// The IEEE-754 float inputs among `lanes`.
fn floats<'c, 'v>(lanes: &'v [&'v Val<'c>]) -> impl Iterator<Item = &'v FP<'c>> {
    lanes.iter().filter_map(|l| match l {
        Val::Float(x) => match &x.v {
            Fl::Ieee(v) => Some(v),
            Fl::Abs(_) => None,
        },
        _ => None,
    })
}

/// Every float input is a normal number of moderate size (1/256 to 65504
/// in magnitude), the values a person reads at once.
pub fn ordinary<'c>(cx: &Cx<'c, '_>, lanes: &[&Val<'c>]) -> Bool<'c> {
    Bool::and_all(cx.smt, floats(lanes).map(|v| moderate(cx, v)))
}

fn moderate<'c>(cx: &Cx<'c, '_>, v: &FP<'c>) -> Bool<'c> {
    let k = |n: f64| FP::from_f64(cx.smt, n, v.format());
    v.is_normal() & v.abs().ge(&k(1.0 / 256.0)) & v.abs().le(&k(65504.0))
}

/// [`readable`], and whether only special float values make a
/// counterexample. Without `prefer_ordinary`, floats go straight to the
/// familiar values, special ones included (0, -0, NaN: where an opaque
/// function such as `math.exp` has a known value).
pub fn steer<'c>(cx: &Cx<'c, '_>, solver: &Solver<'c>, lanes: &[&Val<'c>], prefer_ordinary: bool) -> Steered<'c> {
    let start = Instant::now();
    solver.set_timeout(CHECK_MS);
    let mut kept: Vec<Bool<'c>> = Vec::new();
    let mut special_only = false;
    let mut try_keep = |c: Bool<'c>| -> Option<bool> {
        if start.elapsed() > BUDGET {
            return None;
        }
        kept.push(c);
        match solver.check_assuming(&kept) {
            SatResult::Sat(_) => return Some(true),
            SatResult::Unsat => {}
            SatResult::Unknown(_) => {
                kept.pop();
                return None;
            }
        }
        kept.pop();
        Some(false)
    };
    let mut keep = |c: Bool<'c>| try_keep(c) == Some(true);
    // No poison at all, else per input.
    if !keep(Bool::and_all(cx.smt, lanes.iter().map(|v| !v.poison()))) {
        for v in lanes {
            keep(!v.poison());
        }
    }
    // Floats: ordinary numbers if some counterexample has them; else say
    // so when no counterexample has every float input normal.
    let has_floats = floats(lanes).next().is_some();
    let plain = prefer_ordinary && has_floats && keep(ordinary(cx, lanes));
    let mut normal = false;
    if prefer_ordinary && has_floats && !plain {
        let all_normal = Bool::and_all(cx.smt, floats(lanes).map(|v| v.is_normal()));
        normal = keep(all_normal.clone());
        if !normal && start.elapsed() <= BUDGET {
            // Without the preferences kept so far (a poison integer may
            // make the difference too), and with float inputs not poison.
            let not_poison = lanes.iter().filter(|l| matches!(l, Val::Float(_))).map(|v| !v.poison());
            let plain_floats = Bool::and_all(cx.smt, not_poison) & all_normal;
            special_only = matches!(solver.check_assuming(&[plain_floats]), SatResult::Unsat);
        }
    }
    let mut keep = |c: Bool<'c>| try_keep(c) == Some(true);
    // Each float: a familiar value, else a small integer, else a normal
    // number of moderate size.
    for v in floats(lanes) {
        let f = v.format();
        let k = |n: f64| FP::from_f64(cx.smt, n, f);
        let is = |n: f64| v.same_as(&k(n));
        let integral = v.same_as(&v.round_integral(Rounding::NearestEven));
        let small_int = integral & v.abs().le(&k(100.0));
        let familiar = if plain || normal {
            vec![is(1.0), is(-1.0), is(2.0), is(0.5), small_int, moderate(cx, v)]
        } else {
            vec![
                is(0.0),
                is(1.0),
                is(-1.0),
                is(-0.0),
                v.is_nan(),
                v.is_inf(),
                small_int,
                moderate(cx, v),
                v.is_normal(),
            ]
        };
        for c in familiar {
            if keep(c) {
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
            if keep(c) {
                break;
            }
        }
    }
    let model = match solver.check_assuming(&kept) {
        SatResult::Sat(m) => Some(m),
        _ => None,
    };
    Steered { model, special_only }
}
