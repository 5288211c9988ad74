//! Concrete inputs tried on a query the first solver attempt left open:
//! small numbers, the corners of each type (0, ±1, MIN, MAX; signed zeros,
//! NaN, infinities) alone and in pairs, and a deterministic sample, with
//! poison in one input at a time. Z3's rewriter decides the query on a
//! concrete input at once, where a bit-blasting solver may take seconds on
//! 64-bit arithmetic.

use crate::semantics::{Cx, Val};
use crate::smt::{BV, Bool, Model};
use std::time::{Duration, Instant};

/// The size of a float input's pool of test values.
const FLOAT_POOL: usize = 23;

/// The positions of a float pool that hold ordinary numbers (not zero,
/// NaN, infinite, subnormal or the largest finite).
const ORDINARY_FLOATS: [usize; 16] = [1, 2, 3, 4, 5, 6, 7, 8, 15, 16, 17, 18, 19, 20, 21, 22];

/// Tries the query on concrete inputs: small numbers, extremes alone and
/// in pairs, and a deterministic pseudo-random sample, with poison in one
/// argument at a time. An input for which the query rewrites to `true` is a
/// counterexample, with values a person reads at once.
pub(super) fn test_inputs<'c>(cx: &Cx<'c, '_>, query: &Bool<'c>, args: &[Val<'c>]) -> Option<Model<'c>> {
    // Each test substitutes every input; beyond a few dozen inputs (large
    // vectors) the tests cost more than they can find, so leave it to the
    // solver.
    const MAX_INPUTS: usize = 64;
    const BUDGET: Duration = Duration::from_millis(150);
    let start = Instant::now();
    if args.iter().any(|a| a.is_lazy() || matches!(a, Val::MemRef(_))) {
        // A large tensor's elements are functions of their indices.
        return None;
    }
    let lanes: Vec<&Val<'c>> = args.iter().flat_map(|a| a.lanes()).collect();
    if lanes.is_empty() || lanes.len() > MAX_INPUTS {
        return None;
    }
    // Each input's pool of test values (terms), and the pool positions
    // tried alone as extremes. Positions 0, 1, 2 hold 0, 1 and -1.
    let mut pools: Vec<Vec<crate::smt::Term<'c>>> = Vec::new();
    let mut extremes: Vec<Vec<usize>> = Vec::new();
    for lane in &lanes {
        match lane {
            Val::Int(v) => {
                let w = v.width();
                let mut p: Vec<BV<'c>> = [0i64, 1, -1, 2, 3, 5, 7, 16, -2, 42, 100, -100]
                    .iter()
                    .map(|n| BV::from_i64(cx.smt, *n, w))
                    .collect();
                if w > 1 {
                    p.push(BV::signed_min(cx.smt, w));
                    p.push(BV::signed_max(cx.smt, w));
                }
                let n = p.len();
                extremes.push(vec![n.saturating_sub(2), n - 1, 2, 1]);
                pools.push(p.iter().map(|b| b.term().clone()).collect());
            }
            Val::Float(x) => {
                let crate::semantics::float::Fl::Ieee(fp) = &x.v else { return None };
                let f = fp.format();
                let max = crate::semantics::float::max_finite(f);
                let tiny = crate::semantics::float::value_of_bits(f, 1);
                // The values where floating-point rules differ: signed
                // zeros, NaN, infinities, the extremes of the range.
                let vals: [f64; FLOAT_POOL] = [
                    0.0,
                    1.0,
                    -1.0,
                    2.0,
                    0.5,
                    3.0,
                    -2.0,
                    0.1,
                    100.0,
                    -0.0,
                    f64::NAN,
                    f64::INFINITY,
                    f64::NEG_INFINITY,
                    max,
                    tiny,
                    // Values with every mantissa bit in play, for the
                    // random picks: a bug in rounding (a skipped or double
                    // rounding) shows on them, not on 0.5 or 3.0.
                    1.3,
                    -2.7,
                    0.37,
                    5.9,
                    -11.3,
                    1.7e4,
                    3.3e-3,
                    -123.45,
                ];
                extremes.push(vec![9, 10, 11, 12, 13, 14]);
                pools.push(vals.iter().map(|v| crate::smt::FP::from_f64(cx.smt, *v, f).term().clone()).collect());
            }
            Val::Vector(_) | Val::Tensor(_) | Val::Lazy(_) | Val::MemRef(_) => unreachable!("lanes are scalars"),
        }
    }
    // Input vectors: indices into each pool, and which argument is poison.
    let mut vectors: Vec<(Vec<usize>, Option<usize>)> = Vec::new();
    // "Flags set, numbers zero" is the shape of most readable
    // counterexamples.
    let flags_set: Vec<usize> =
        lanes.iter().map(|v| if matches!(v, Val::Int(i) if i.width() == 1) { 1 } else { 0 }).collect();
    let bases = [vec![0; lanes.len()], flags_set, vec![1; lanes.len()], vec![2; lanes.len()]];
    for b in &bases {
        vectors.push((b.clone(), None));
    }
    // Floats at small, distinct ordinary values (1.0, 2.0, 3.0, ... in
    // turn; integers zero): a wrong operand shows on them.
    if lanes.iter().any(|l| matches!(l, Val::Float(_))) {
        const DISTINCT: [usize; 6] = [1, 3, 5, 4, 6, 2];
        for r in 0..3 {
            let v = lanes
                .iter()
                .enumerate()
                .map(|(k, l)| if matches!(l, Val::Float(_)) { DISTINCT[(k + r) % DISTINCT.len()] } else { 0 })
                .collect();
            vectors.push((v, None));
        }
    }
    // One argument at an extreme (MIN, MAX, -1, 1; -0, NaN, infinities),
    // the others zero: the shape of most overflow and special-value bugs.
    for k in 0..lanes.len() {
        for &extreme in &extremes[k] {
            let mut v = vec![0; lanes.len()];
            v[k] = extreme;
            vectors.push((v, None));
        }
    }
    // Of these, vectors whose floats are all ordinary numbers first
    // (stable): a wrong operand then shows as `2.0` vs `4.0`, not as `-0.0`
    // vs `0.0`.
    vectors.sort_by_key(|(pick, _)| {
        lanes.iter().zip(pick).any(|(l, p)| matches!(l, Val::Float(_)) && !ORDINARY_FLOATS.contains(&(p % FLOAT_POOL)))
    });
    // Then, in turn, two arguments at corners together (the others zero:
    // the shape of a bug that needs both, `a = -1` and `b = MIN`, which the
    // one-corner vectors and the sample miss; pairs in order, at most
    // `MAX_PAIRS`) and a deterministic sample (the budget may end before
    // either is done).
    const MAX_PAIRS: usize = 1024;
    let pairs = (0..lanes.len()).flat_map(|i| (i + 1..lanes.len()).map(move |j| (i, j)));
    let corners = pairs.flat_map(|(i, j)| {
        let (ei, ej) = (&extremes[i], &extremes[j]);
        ei.iter().flat_map(move |&a| ej.iter().map(move |&b| (i, a, j, b)))
    });
    let mut paired = corners.take(MAX_PAIRS).map(|(i, a, j, b)| {
        let mut v = vec![0; lanes.len()];
        v[i] = a;
        v[j] = b;
        v
    });
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut sample = (0..200).map(|_| {
        pools
            .iter()
            .map(|p| {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                (seed % p.len() as u64) as usize
            })
            .collect::<Vec<usize>>()
    });
    loop {
        let (a, b) = (paired.next(), sample.next());
        if a.is_none() && b.is_none() {
            break;
        }
        vectors.extend(a.into_iter().chain(b).map(|v| (v, None)));
    }
    // Poison in one input at a time, after the plain values (a
    // counterexample without poison is easier to read).
    for k in 0..lanes.len() {
        for b in &bases[..3] {
            vectors.push((b.clone(), Some(k)));
        }
    }
    let tt = cx.tt();
    let ff = cx.ff();
    let combos = choice_combos(query, &lanes);
    for (pick, poisoned) in vectors {
        if start.elapsed() > BUDGET {
            return None;
        }
        let mut pairs: Vec<(&crate::smt::Term<'c>, &crate::smt::Term<'c>)> = Vec::new();
        for (k, lane) in lanes.iter().enumerate() {
            let value = &pools[k][pick[k] % pools[k].len()];
            let flag = if poisoned == Some(k) { &tt } else { &ff };
            match lane {
                Val::Int(v) => {
                    pairs.push((v.bits.term(), value));
                    pairs.push((v.poison.term(), flag.term()));
                }
                Val::Float(x) => {
                    pairs.push((x.v.term(), value));
                    pairs.push((x.poison.term(), flag.term()));
                }
                Val::Vector(_) | Val::Tensor(_) | Val::Lazy(_) | Val::MemRef(_) => unreachable!(),
            }
        }
        let on_input = query.term().substitute(&pairs);
        for combo in &combos {
            let mut all = pairs.clone();
            all.extend(combo.iter().map(|(k, v)| (k, v)));
            let term = if combo.is_empty() { on_input.clone() } else { on_input.substitute(&all[pairs.len()..]) };
            if Bool::from_term(term.simplify()).is_true() {
                return Some(Model::from_assignment(cx.smt, &all));
            }
        }
    }
    None
}

/// The assignments `test_inputs` tries to the query's free constants that
/// are not inputs: the choices of the target (a fast-math form, a poison
/// branch), free in the query and so existential like the inputs. Only
/// booleans and 1- and 2-bit choices, at most 16 assignments; otherwise
/// just the empty one (the tests then see such a choice as undecided).
fn choice_combos<'c>(query: &Bool<'c>, lanes: &[&Val<'c>]) -> Vec<Vec<(crate::smt::Term<'c>, crate::smt::Term<'c>)>> {
    const MAX_COMBOS: usize = 16;
    let inputs: crate::det::Set<u32> = lanes
        .iter()
        .flat_map(|l| match l {
            Val::Int(v) => [v.bits.term().id(), v.poison.term().id()],
            Val::Float(x) => [x.v.term().id(), x.poison.term().id()],
            Val::Vector(_) | Val::Tensor(_) | Val::Lazy(_) | Val::MemRef(_) => unreachable!("lanes are scalars"),
        })
        .collect();
    let choices: Vec<(crate::smt::Term<'c>, u32)> = query
        .term()
        .subterms()
        .into_iter()
        .filter(|t| t.is_constant() && !inputs.contains(&t.id()))
        .filter_map(|t| match t.bv_width() {
            Some(w) if w <= 2 => Some((t, w)),
            Some(_) => None,
            None if t.is_bool() => Some((t, 1)),
            None => None,
        })
        .collect();
    let count: usize = choices.iter().map(|(_, w)| 1usize << w).product();
    if choices.is_empty() || count > MAX_COMBOS {
        return vec![Vec::new()];
    }
    (0..count)
        .map(|mut n| {
            choices
                .iter()
                .map(|(t, w)| {
                    let v = (n % (1 << w)) as i64;
                    n >>= w;
                    (t.clone(), t.small_value(v).expect("a boolean or bit-vector choice"))
                })
                .collect()
        })
        .collect()
}
