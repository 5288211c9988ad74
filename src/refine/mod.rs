//! The refinement query for a pair of functions, and its verdict.
//!
//! The target refines the source when, for every input,
//!
//! ```text
//! src_ub ∨ (¬tgt_ub ∧ ∀i. src_poison_i ∨ (¬tgt_poison_i ∧ src_i = tgt_i))
//! ```
//!
//! (DESIGN.md §3). The solver searches for an input that violates it:
//! `unsat` means valid, a model is a counterexample, `unknown` is
//! inconclusive. Both functions are encoded over the same argument
//! variables, so the model names one input for both.

use crate::cex::{self, Counterexample};
use crate::ir::Op;
use crate::semantics::{encode, Config, Cx, Shared, Ty, Unsupported, Val};
use crate::smt::{Bool, Context, Model, SatResult, Solver, BV};
use std::time::Instant;

/// How a pair is checked.
#[derive(Clone, Debug)]
pub struct Options {
    pub semantics: Config,
    /// Solver time limit per function, in milliseconds (0: none).
    pub timeout_ms: u32,
}

impl Default for Options {
    fn default() -> Self {
        Options { semantics: Config::default(), timeout_ms: 10_000 }
    }
}

/// The outcome for one function.
pub enum Verdict<'a> {
    /// The target refines the source. `unchanged`: the two are identical,
    /// so no query was needed.
    Valid { unchanged: bool },
    /// A counterexample shows the target does not refine the source.
    Invalid(Box<Counterexample<'a>>),
    /// Something in the pair is not modelled; nothing was proved.
    Unsupported { message: String, loc: Option<usize> },
    /// The solver gave up (timeout, resource limit) or an internal error
    /// stopped the check.
    Inconclusive { reason: String },
}

impl Verdict<'_> {
    /// The verdict's name as the user sees it.
    pub fn kind(&self) -> &'static str {
        match self {
            Verdict::Valid { .. } => "valid",
            Verdict::Invalid(_) => "invalid",
            Verdict::Unsupported { .. } => "unsupported",
            Verdict::Inconclusive { .. } => "inconclusive",
        }
    }

    /// One line of detail after the verdict's name.
    pub fn detail(&self) -> String {
        match self {
            Verdict::Valid { unchanged: true } => "unchanged".into(),
            Verdict::Valid { unchanged: false } => String::new(),
            Verdict::Invalid(c) => c.headline.clone(),
            Verdict::Unsupported { message, .. } => message.clone(),
            Verdict::Inconclusive { reason } => reason.clone(),
        }
    }
}

impl From<Unsupported> for Verdict<'_> {
    fn from(u: Unsupported) -> Self {
        Verdict::Unsupported { message: u.message, loc: u.loc }
    }
}

/// A checked pair: the verdict and the time it took.
pub struct Checked<'a> {
    pub verdict: Verdict<'a>,
    pub millis: f64,
}

/// The input and result types of a `func.func`.
pub fn signature(func: Op<'_>) -> Option<(Vec<Ty>, Vec<Ty>)> {
    let (ins, outs) = func.attr("function_type")?.type_value()?.function_io()?;
    Some((ins.into_iter().map(Ty::of).collect(), outs.into_iter().map(Ty::of).collect()))
}

fn show_types(ts: &[Ty]) -> String {
    ts.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(", ")
}

/// Checks that `tgt` refines `src` (both `func.func` ops of the same name).
/// Never panics: an internal error becomes an inconclusive verdict.
pub fn check<'a>(src: Op<'a>, tgt: Op<'a>, opts: &Options) -> Checked<'a> {
    let start = Instant::now();
    crate::install_quiet_panic_hook();
    let verdict = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| check_inner(src, tgt, opts)))
        .unwrap_or_else(|e| Verdict::Inconclusive {
            reason: format!(
                "internal error in mlir-refine: {}; please report this with the input",
                crate::panic_message(&*e)
            ),
        });
    Checked { verdict, millis: start.elapsed().as_secs_f64() * 1e3 }
}

fn check_inner<'a>(src: Op<'a>, tgt: Op<'a>, opts: &Options) -> Verdict<'a> {
    let (Some((src_in, src_out)), Some((tgt_in, tgt_out))) = (signature(src), signature(tgt)) else {
        return Verdict::Unsupported { message: "not a func.func with a function type".into(), loc: None };
    };
    if src_in != tgt_in || src_out != tgt_out {
        return Verdict::Unsupported {
            message: format!(
                "the signature changed from ({}) -> ({}) to ({}) -> ({}); functions are compared only \
                 when their signatures agree",
                show_types(&src_in),
                show_types(&src_out),
                show_types(&tgt_in),
                show_types(&tgt_out)
            ),
            loc: Some(tgt.loc().handle()),
        };
    }
    if src.regions()[0].is_empty() && tgt.regions()[0].is_empty() {
        // Two declarations: nothing to compare.
        return Verdict::Valid { unchanged: true };
    }
    if src.print_generic() == tgt.print_generic() {
        // Refinement is reflexive: an untouched function refines itself.
        return Verdict::Valid { unchanged: true };
    }

    let smt = Context::new();
    let shared = Shared::default();
    let cx = Cx { smt: &smt, cfg: &opts.semantics, shared: &shared };
    let args: Vec<Val> = match src_in
        .iter()
        .enumerate()
        .map(|(i, t)| cx.fresh(t, &format!("%arg{i}")).map_err(|e| e.at(src.loc())))
        .collect()
    {
        Ok(a) => a,
        Err(u) => return u.into(),
    };
    let s = match encode::function(&cx, src, &args) {
        Ok(s) => s,
        Err(u) => return prefixed(u, "source"),
    };
    let t = match encode::function(&cx, tgt, &args) {
        Ok(t) => t,
        Err(u) => return prefixed(u, "target"),
    };

    // Search for an input where the source is defined and the target is not
    // a refinement of it.
    let mut results_refined = Vec::new();
    for (sv, tv) in s.results.iter().zip(&t.results) {
        results_refined.push(refines(sv, tv));
    }
    let refined = !&t.ub & Bool::and_all(&smt, results_refined);
    let assumed = Bool::and_all(&smt, shared.assumptions());
    let query = assumed & !&s.ub & !refined;

    let solver = Solver::new(&smt, opts.timeout_ms);
    solver.assert(&query);
    match solver.check() {
        SatResult::Unsat => Verdict::Valid { unchanged: false },
        SatResult::Sat(model) => {
            let model = simplify_inputs(&cx, &solver, &args, opts.timeout_ms).unwrap_or(model);
            Verdict::Invalid(Box::new(cex::extract(&cx, &model, src, tgt, &args, &s, &t)))
        }
        SatResult::Unknown(reason) => Verdict::Inconclusive { reason: unknown_reason(&reason, opts.timeout_ms) },
    }
}

/// Steers the counterexample toward inputs a person reads at a glance:
/// arguments that are not poison, then 0, 1, -1 or small numbers. Each
/// preference is kept only if a counterexample still exists with it. Gives
/// the final model, or `None` if a check could not be decided.
fn simplify_inputs<'c>(cx: &Cx<'c, '_>, solver: &Solver<'c>, args: &[Val<'c>], timeout_ms: u32) -> Option<Model<'c>> {
    // Each attempt gets a small budget: a readable counterexample is a
    // nicety, not worth a second full timeout.
    let budget = if timeout_ms == 0 { 500 } else { timeout_ms.min(500) };
    solver.set_timeout(budget);
    let prefer = |c: Bool<'c>| -> Option<bool> {
        solver.push();
        solver.assert(&c);
        match solver.check() {
            SatResult::Sat(_) => Some(true),
            SatResult::Unsat => {
                solver.pop();
                Some(false)
            }
            SatResult::Unknown(_) => {
                solver.pop();
                None
            }
        }
    };
    for a in args {
        let Val::Int(v) = a;
        prefer(!&v.poison)?;
    }
    for a in args {
        let Val::Int(v) = a;
        let w = v.width();
        let small = |n: i64| v.bits.eq(&BV::from_i64(cx.smt, n, w));
        let candidates = [
            small(0),
            small(1),
            small(-1),
            v.bits.ult(&BV::from_u64(cx.smt, 16.min((1u64 << w.min(63)) - 1), w)),
            v.bits.sge(&BV::from_i64(cx.smt, -16, w)) & v.bits.slt(&BV::zero(cx.smt, w)),
            v.bits.ult(&BV::from_u64(cx.smt, 256.min((1u64 << w.min(63)) - 1), w)),
        ];
        for c in candidates {
            if prefer(c)? {
                break;
            }
        }
    }
    match solver.check() {
        SatResult::Sat(m) => Some(m),
        _ => None,
    }
}

fn prefixed<'a>(u: Unsupported, side: &str) -> Verdict<'a> {
    Verdict::Unsupported { message: format!("{side}: {}", u.message), loc: u.loc }
}

/// `tgt` refines `src`: the source is poison, or both are the same value.
pub fn refines<'c>(src: &Val<'c>, tgt: &Val<'c>) -> Bool<'c> {
    match (src, tgt) {
        (Val::Int(s), Val::Int(t)) => &s.poison | (!&t.poison & s.bits.eq(&t.bits)),
    }
}

fn unknown_reason(z3: &str, timeout_ms: u32) -> String {
    match z3 {
        "timeout" | "canceled" => format!(
            "the solver timed out after {timeout_ms} ms; raise timeout-ms (0 means no limit) or simplify \
             the function"
        ),
        "max. memory exceeded" | "max. resource limit exceeded" => {
            format!("the solver ran out of resources ({z3})")
        }
        other => format!("the solver could not decide ({other})"),
    }
}

/// The `func.func` ops of a module, with their names; functions of nested
/// `builtin.module`s are named `@inner::@f`.
pub fn functions<'a>(module: Op<'a>) -> Vec<(String, Op<'a>)> {
    fn walk<'a>(m: Op<'a>, prefix: &str, out: &mut Vec<(String, Op<'a>)>) {
        for op in m.body_ops() {
            match op.name() {
                "func.func" => {
                    if let Some(n) = op.symbol_name() {
                        out.push((format!("{prefix}@{n}"), op));
                    }
                }
                "builtin.module" => {
                    let inner = op.symbol_name().map(|n| format!("{prefix}@{n}::")).unwrap_or_else(|| {
                        format!("{prefix}@<module at {}>::", op.loc().short())
                    });
                    walk(op, &inner, out);
                }
                _ => {}
            }
        }
    }
    let mut out = Vec::new();
    walk(module, "", &mut out);
    out
}

/// Functions of two modules paired by name.
pub struct Pairing<'a> {
    pub pairs: Vec<(String, Op<'a>, Op<'a>)>,
    pub only_src: Vec<(String, Op<'a>)>,
    pub only_tgt: Vec<(String, Op<'a>)>,
}

pub fn pair<'a>(src_module: Op<'a>, tgt_module: Op<'a>) -> Pairing<'a> {
    let src = functions(src_module);
    let tgt = functions(tgt_module);
    let mut pairs = Vec::new();
    let mut only_src = Vec::new();
    for (name, s) in &src {
        match tgt.iter().find(|(n, _)| n == name) {
            Some((_, t)) => pairs.push((name.clone(), *s, *t)),
            None => only_src.push((name.clone(), *s)),
        }
    }
    let only_tgt = tgt.into_iter().filter(|(n, _)| !src.iter().any(|(m, _)| m == n)).collect();
    Pairing { pairs, only_src, only_tgt }
}
