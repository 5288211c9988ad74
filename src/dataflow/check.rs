//! Checking one op's transfer function: its results on every input within
//! the operand ranges lie within the ranges it infers.
//!
//! The op's meaning is the semantics core's rule for it (`one_op::eval_op`,
//! the same rule translation validation uses). Inputs within ranges are
//! values (never poison); an input on which the op has UB, and a result
//! that is poison, constrain nothing (a refinement may give anything there).
//! Small operands are checked on a table of the op's outcomes for every
//! input; wide ones by one solver query per combination of ranges.

use super::range::{self, contains, hull, show};
use super::{Escape, OpReport, Options};
use crate::det::Rng;
use crate::ir::{IntRange, Op};
use crate::semantics::{Config, Cx, IntVal, Shared, Val, one_op};
use crate::smt::{BV, Bool, Context, Engine, SatResult, Solver};

/// The most input tuples a table holds (checked by enumeration below it).
const TABLE_LIMIT: u64 = 1 << 12;

/// The most range combinations checked on a table.
const TABLE_COMBOS: usize = 400_000;

/// An operand or result: its width in ranges (`index`: 64, MLIR's storage
/// width for index ranges), if an integer of at most 64 bits.
fn width_of(v: crate::ir::Value<'_>) -> Option<u32> {
    let t = v.ty();
    if t.is_index() { Some(64) } else { t.integer_width().filter(|w| (1..=64).contains(w)) }
}

/// Why `op` is not checked, or its operand and result widths.
pub fn eligible(op: Op<'_>) -> Result<(Vec<u32>, Vec<u32>), String> {
    let outs: Option<Vec<u32>> = op.results().into_iter().map(width_of).collect();
    let (Some(ins), Some(outs)) = (operand_widths(op), outs) else {
        return Err(unsupported_types(op));
    };
    if outs.is_empty() {
        return Err(if op.regions().is_empty() {
            "no results".into()
        } else {
            "no results (ranges its transfer function gives to block arguments are not checked)".into()
        });
    }
    if !answers_full_ranges(op, &ins) {
        return Err("no InferIntRangeInterface transfer function".into());
    }
    if !crate::semantics::models(op.name()) {
        return Err(format!("op '{}' is not modelled by the semantics core", op.name()));
    }
    Ok((ins, outs))
}

/// What the op does on one input: UB, or its results (`None`: poison).
type Outcome = Option<Vec<Option<u64>>>;

/// Checks `op` on range combinations chosen by `opts`.
pub fn check(op: Op<'_>, opts: &Options) -> OpReport {
    let name = op.name().to_string();
    let (ins, outs) = match eligible(op) {
        Ok(w) => w,
        Err(why) => return OpReport::skipped(op, name, why),
    };
    let smt = Context::new();
    let cfg = Config { index_bits: 64, ..Config::default() };
    let shared = Shared::default();
    let cx = Cx { smt: &smt, cfg: &cfg, shared: &shared };
    let bits: u32 = ins.iter().sum();
    let salt = name.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3));
    let mut rng = Rng(opts.seed ^ salt ^ u64::from(bits));
    let mut report = OpReport::new(op, name, &ins, &outs);
    let small = ins.iter().all(|w| *w <= opts.exhaustive_width) && (1u64 << bits.min(63)) <= TABLE_LIMIT;
    let result = if small {
        by_table(&cx, op, &ins, &mut rng, &mut report)
    } else {
        by_solver(&cx, op, &ins, &mut rng, opts, &mut report)
    };
    if let Err(e) = result {
        report.skip = Some(e);
    }
    report
}

/// The op's outcome on every input tuple, in row-major order of the
/// operands' values.
fn table(cx: &Cx<'_, '_>, op: Op<'_>, ins: &[u32]) -> Result<Vec<Outcome>, String> {
    let n: u64 = 1 << ins.iter().sum::<u32>();
    let mut out = Vec::with_capacity(n as usize);
    for k in 0..n {
        let mut rest = k;
        let mut operands = Vec::new();
        for w in ins.iter().rev() {
            operands.push(Val::Int(IntVal::new(BV::from_u64(cx.smt, rest & ((1 << w) - 1), *w), cx.ff())));
            rest >>= w;
        }
        operands.reverse();
        let o = one_op::eval_op(cx, op, operands).map_err(|e| e.to_string())?;
        let ub = crate::smt::Bool::or_all(cx.smt, o.ub.iter().map(|(_, c)| c.clone())).simplified();
        if ub.is_true() {
            out.push(None);
            continue;
        }
        let results = o
            .results
            .iter()
            .map(|v| {
                let i = v.as_int()?;
                if i.poison.simplified().is_true() { None } else { i.bits.simplified().as_const()?.to_u64() }
            })
            .collect();
        out.push(Some(results));
    }
    Ok(out)
}

/// Every combination of exhaustive ranges (sampled beyond `TABLE_COMBOS`),
/// checked and measured on the table of outcomes.
fn by_table(cx: &Cx<'_, '_>, op: Op<'_>, ins: &[u32], rng: &mut Rng, report: &mut OpReport) -> Result<(), String> {
    let table = table(cx, op, ins)?;
    let families: Vec<Vec<IntRange>> = ins.iter().map(|w| range::exhaustive(*w)).collect();
    // The values of each range, once.
    let values: Vec<Vec<Vec<u64>>> = families
        .iter()
        .zip(ins)
        .map(|(f, w)| f.iter().map(|r| (0..1u64 << w).filter(|v| contains(r, *v)).collect()).collect())
        .collect();
    let total: u64 = families.iter().map(|f| f.len() as u64).product();
    let combos: Box<dyn Iterator<Item = Vec<usize>>> = if total as usize <= TABLE_COMBOS {
        Box::new((0..total).map(|k| digits(k, &families)))
    } else {
        report.sampled = true;
        let picks: Vec<Vec<usize>> =
            (0..TABLE_COMBOS).map(|_| families.iter().map(|f| rng.below(f.len())).collect()).collect();
        Box::new(picks.into_iter())
    };
    for pick in combos {
        let ranges: Vec<IntRange> = pick.iter().zip(&families).map(|(i, f)| f[*i]).collect();
        let Some(inferred) = op.infer_int_ranges(&ranges) else { return Err("the transfer function vanished".into()) };
        report.combos += 1;
        // Every input tuple of the box, its outcome, and the exact hull.
        let mut exact: Vec<Vec<u64>> = vec![Vec::new(); inferred.len()];
        let lists: Vec<&Vec<u64>> = pick.iter().enumerate().map(|(o, i)| &values[o][*i]).collect();
        let mut escaped = None;
        for_each_tuple(&lists, |tuple| {
            let k = tuple.iter().zip(ins).fold(0u64, |acc, (v, w)| (acc << w) | v);
            let Some(results) = &table[k as usize] else { return };
            for (r, (res, inf)) in results.iter().zip(&inferred).enumerate() {
                let (Some(x), Some(inf)) = (res, inf) else { continue };
                exact[r].push(*x);
                if escaped.is_none() && !contains(inf, *x) {
                    escaped = Some((tuple.to_vec(), r, *x));
                }
            }
        });
        if let Some((input, result, value)) = escaped {
            report.escape(Escape { operands: ranges.clone(), inferred: inferred.clone(), input, result, value });
        }
        for (r, inf) in inferred.iter().enumerate() {
            let Some(inf) = inf else { continue };
            let Some(h) = hull(inf.width, exact[r].iter().copied()) else { continue };
            report.measured += 1;
            report.tight += u64::from(*inf == h);
        }
    }
    Ok(())
}

/// Combination `k` of the families, as an index into each.
fn digits(mut k: u64, families: &[Vec<IntRange>]) -> Vec<usize> {
    let mut out = vec![0; families.len()];
    for (o, f) in families.iter().enumerate().rev() {
        out[o] = (k % f.len() as u64) as usize;
        k /= f.len() as u64;
    }
    out
}

/// Combination `k` of the families, as the ranges it picks.
fn combination(k: u64, families: &[Vec<IntRange>]) -> Vec<IntRange> {
    digits(k, families).iter().zip(families).map(|(i, f)| f[*i]).collect()
}

/// Calls `f` on every tuple of the cartesian product of `lists`.
fn for_each_tuple(lists: &[&Vec<u64>], mut f: impl FnMut(&[u64])) {
    if lists.iter().any(|l| l.is_empty()) {
        return;
    }
    let mut idx = vec![0usize; lists.len()];
    let mut tuple: Vec<u64> = lists.iter().map(|l| l[0]).collect();
    loop {
        f(&tuple);
        let mut d = lists.len();
        loop {
            if d == 0 {
                return;
            }
            d -= 1;
            idx[d] += 1;
            if idx[d] < lists[d].len() {
                tuple[d] = lists[d][idx[d]];
                break;
            }
            idx[d] = 0;
            tuple[d] = lists[d][0];
        }
    }
}

/// `x` lies in `r`, as a formula.
fn within<'c>(smt: &'c Context, r: &IntRange, x: &BV<'c>) -> Bool<'c> {
    let w = r.width;
    let c = |v: u64| BV::from_u64(smt, v, w);
    c(r.umin).ule(x) & x.ule(&c(r.umax)) & c(r.smin).sle(x) & x.sle(&c(r.smax))
}

/// Corner families (every pair of corners, or a sample when there are
/// more than `opts.samples`) and `opts.samples` random combinations, each
/// decided by the solver.
fn by_solver(
    cx: &Cx<'_, '_>,
    op: Op<'_>,
    ins: &[u32],
    rng: &mut Rng,
    opts: &Options,
    report: &mut OpReport,
) -> Result<(), String> {
    let smt = cx.smt;
    let vars: Vec<BV> = ins.iter().enumerate().map(|(i, w)| BV::new_const(smt, &format!("x{i}"), *w)).collect();
    let operands = vars.iter().map(|v| Val::Int(IntVal::new(v.clone(), cx.ff()))).collect();
    let o = one_op::eval_op(cx, op, operands).map_err(|e| e.to_string())?;
    let results: Vec<IntVal> = o
        .results
        .iter()
        .map(|v| v.as_int().cloned())
        .collect::<Option<_>>()
        .ok_or("a result that is not an integer")?;
    let defined = !Bool::or_all(smt, o.ub.iter().map(|(_, c)| c.clone()));
    let corners: Vec<Vec<IntRange>> = ins.iter().map(|w| range::corners(*w)).collect();
    let mut combos: Vec<Vec<IntRange>> = Vec::new();
    let total: usize = corners.iter().map(|c| c.len()).product();
    if total <= opts.corner_combos {
        combos.extend((0..total as u64).map(|k| combination(k, &corners)));
    } else {
        report.sampled = true;
        // Every combination of the single values first (cheap to decide,
        // and where the classic mistakes are: INT_MIN by -1 or by 2), then
        // a sample of all corner combinations.
        let singles: Vec<Vec<IntRange>> =
            corners.iter().map(|c| c.iter().filter(|r| r.umin == r.umax).copied().collect()).collect();
        let n: usize = singles.iter().map(|c| c.len()).product();
        combos.extend((0..n as u64).map(|k| combination(k, &singles)));
        combos.extend((0..opts.corner_combos).map(|_| corners.iter().map(|c| *rng.pick(c)).collect()));
    }
    for _ in 0..opts.samples {
        combos.push(ins.iter().map(|w| range::random(*w, 1, rng)[0]).collect());
    }
    for ranges in combos {
        let Some(inferred) = op.infer_int_ranges(&ranges) else { return Err("the transfer function vanished".into()) };
        report.combos += 1;
        let escapes = Bool::or_all(
            smt,
            results
                .iter()
                .zip(&inferred)
                .filter_map(|(r, inf)| Some(!&r.poison & !within(smt, inf.as_ref()?, &r.bits))),
        );
        let inside = Bool::and_all(smt, vars.iter().zip(&ranges).map(|(v, r)| within(smt, r, v)));
        let query = &defined & &inside & &escapes;
        if abstraction_refutes(smt, &query, &vars, &ranges, opts) {
            continue;
        }
        let solver = Solver::new(smt, Engine::QfBv, opts.timeout_ms);
        solver.assert(&query);
        match solver.check() {
            SatResult::Unsat => {}
            SatResult::Unknown(_) => report.undecided += 1,
            SatResult::Sat(m) => {
                let input: Vec<u64> = vars.iter().map(|v| m.eval_bv(v).to_u64().unwrap_or(0)).collect();
                let hit = results.iter().zip(&inferred).enumerate().find_map(|(k, (r, inf))| {
                    let x = m.eval_bv(&r.bits).to_u64()?;
                    (!m.eval_bool(&r.poison) && !contains(inf.as_ref()?, x)).then_some((k, x))
                });
                if let Some((result, value)) = hit {
                    report.escape(Escape {
                        operands: ranges.clone(),
                        inferred: inferred.clone(),
                        input,
                        result,
                        value,
                    });
                }
            }
        }
    }
    Ok(())
}

/// Whether the query, with its divisions, remainders and products
/// over-approximated (`smt::Abstraction`), has no model: then the exact
/// query has none either. A 64-bit divider is out of a bit-blasting
/// solver's reach where the facts of the abstraction (`x % y < y`) settle
/// the question at once. A model of the abstraction proves nothing: the
/// exact query is asked then.
fn abstraction_refutes<'c>(
    smt: &'c Context,
    query: &Bool<'c>,
    vars: &[BV<'c>],
    ranges: &[IntRange],
    opts: &Options,
) -> bool {
    let intervals: Vec<_> =
        vars.iter().zip(ranges).map(|(v, r)| (v.term().clone(), u128::from(r.umin), u128::from(r.umax))).collect();
    let signed: Vec<_> = vars
        .iter()
        .zip(ranges)
        .map(|(v, r)| {
            (v.term().clone(), i128::from(range::signed(r.smin, r.width)), i128::from(range::signed(r.smax, r.width)))
        })
        .collect();
    let abs = crate::smt::Abstraction::of(smt, std::slice::from_ref(query.term()), &intervals, &signed);
    if abs.is_empty() {
        return false;
    }
    let limit = if opts.timeout_ms == 0 { ABSTRACT_MS } else { (opts.timeout_ms / 2).clamp(1, ABSTRACT_MS) };
    let solver = Solver::new(smt, Engine::QfBv, limit);
    solver.assert(&Bool::from_term(abs.apply(query.term())));
    for f in &abs.facts {
        solver.assert(f);
    }
    matches!(solver.check(), SatResult::Unsat)
}

/// Most time for the abstracted query, in milliseconds (and at most half
/// of `timeout-ms`): it is decided at once, or not usefully; a loaded
/// machine needs the margin.
const ABSTRACT_MS: u32 = 500;

/// An escape in words: the operand ranges, the input, the result and the
/// range it escapes, in MLIR's notation.
pub fn describe(e: &Escape, ins: &[u32]) -> String {
    let ranges: Vec<String> = e.operands.iter().map(|r| format!("[{}]", show(r))).collect();
    let input: Vec<String> = e.input.iter().zip(ins).map(|(v, w)| number(*v, *w)).collect();
    let inferred = e.inferred[e.result].map(|r| show(&r)).unwrap_or_default();
    let w = e.inferred[e.result].map(|r| r.width).unwrap_or(64);
    format!(
        "for operand ranges {} the input ({}) gives result #{} = {}, outside the inferred range {}",
        ranges.join(", "),
        input.join(", "),
        e.result,
        number(e.value, w),
        inferred
    )
}

/// A value as unsigned, and as signed where that differs.
fn number(v: u64, w: u32) -> String {
    let s = range::signed(v, w);
    if s < 0 { format!("{v} / {s}") } else { v.to_string() }
}

/// Whether `op` has a transfer function (it implements the interface),
/// whatever its types: one this check cannot take is reported as not
/// checked, saying why (`eligible`), never left out.
pub fn has_transfer(op: Op<'_>) -> bool {
    op.has_int_range_interface()
}

/// Why the operands and results of `op` are out of reach: the first value
/// that is not an integer (or index) of at most 64 bits, named with its type.
fn unsupported_types(op: Op<'_>) -> String {
    let values =
        op.operands().into_iter().map(|v| ("operand", v)).chain(op.results().into_iter().map(|v| ("result", v)));
    for (i, (role, v)) in values.enumerate() {
        if width_of(v).is_some() {
            continue;
        }
        let t = v.ty();
        let n = if role == "operand" { i } else { i - op.operands().len() };
        let what = if t.is_vector() {
            "a vector (ranges are checked on scalar integers only)".to_string()
        } else if let Some(w) = t.integer_width() {
            format!("an integer of {w} bits (ranges are checked up to 64 bits)")
        } else {
            "not an integer or index".to_string()
        };
        return format!("{role} #{n} of type {t} is {what}");
    }
    "operands or results that are not integers of at most 64 bits".into()
}

/// The operands' widths in ranges, if all are integers of at most 64 bits.
fn operand_widths(op: Op<'_>) -> Option<Vec<u32>> {
    op.operands().into_iter().map(width_of).collect()
}

/// Whether `op`'s transfer function answers for full operand ranges (it
/// implements the interface).
fn answers_full_ranges(op: Op<'_>, ins: &[u32]) -> bool {
    op.infer_int_ranges(&ins.iter().map(|w| range::full(*w)).collect::<Vec<_>>()).is_some()
}
