//! Floating point in the check: `fp-mode` picks the encoding (see
//! `semantics::float`); `auto` tries the abstract one first with half the
//! time, and only a counterexample IEEE-754 confirms is reported.
//! `fp-reassoc` has a strategy of its own (`refine::reassoc`). Also the two
//! float-specific ways of settling a query: instances of wide source
//! choices (`exists_forall`) and confirmation against opaque math
//! functions (`holds_for_every_function`).

use super::phase::{self, Phase};
use super::{FpDecided, Options, Verdict, interruptible, out_of_time};
use crate::ir::Op;
use crate::semantics::float::{self as fpsem, Encoding, Mode as FpMode};
use crate::semantics::{Cx, Ty, Val};
use crate::smt::limits;
use crate::smt::{BV, Bool, Context, Engine, Model, SatResult, Solver};

/// What a check learnt about floating point.
#[derive(Default)]
pub(super) struct FpInfo {
    /// An abstract value needs more magnitude bits: encode again with these.
    pub resize: Option<u32>,
    /// The abstract encoding lacks an op of the pair (a bitcast to bits).
    pub needs_ieee: bool,
    /// The query gave the source's choices the target's as witnesses
    /// (`query::build`): only a proof of it counts.
    pub witnessed: bool,
    /// A reassociable float reduction was encoded (`fp-reassoc`).
    pub reassoc: bool,
}

/// Whether any value of the function is a float.
pub(super) fn uses_floats(op: Op<'_>) -> bool {
    let float = |t: crate::ir::Type<'_>| matches!(Ty::of(t).elem(), Ty::Float(_)) || t.float_kind().is_some();
    op.results().iter().any(|r| float(r.ty()))
        || op.operands().iter().any(|v| float(v.ty()))
        || op.regions().iter().any(|r| {
            r.blocks().iter().any(|b| b.args().iter().any(|a| float(a.ty())) || b.ops().into_iter().any(uses_floats))
        })
}

/// Floating point: `fp-reassoc` (see `reassoc::attempt`), then `fp-mode`
/// (see `by_mode`).
pub(super) fn attempt_fp<'a>(src: Op<'a>, tgt: Op<'a>, src_in: &[Ty], opts: &Options) -> Verdict<'a> {
    if opts.fp_reassoc { super::reassoc::attempt(src, tgt, src_in, opts) } else { by_mode(src, tgt, src_in, opts) }
}

/// `fp-mode` picks the encoding (see `semantics::float`). `auto` tries the
/// abstract encoding first, with half the time: its proof is final; its
/// counterexample is only a candidate, which IEEE-754 then confirms (or
/// refutes, proving the pair itself). Only a counterexample IEEE-754
/// confirms is reported.
pub(super) fn by_mode<'a>(src: Op<'a>, tgt: Op<'a>, src_in: &[Ty], opts: &Options) -> Verdict<'a> {
    let floats = src_in.iter().any(|t| matches!(t.elem(), Ty::Float(_))) || uses_floats(src) || uses_floats(tgt);
    if !floats || opts.fp_mode == FpMode::Ieee {
        let (v, _) = attempt_enc(src, tgt, src_in, opts, Encoding::Ieee);
        return if floats { decided_by(v, FpDecided::Ieee { after_abstract: false, reassoc: false }) } else { v };
    }
    let half = (opts.fp_mode == FpMode::Auto)
        .then(limits::remaining_ms)
        .flatten()
        .map(|ms| limits::Deadline::narrow_ms((ms / 2).max(1)));
    let mag_bits = opts.fp_abstract_bits.unwrap_or(4);
    // An abstract attempt interrupted at its half leaves the rest to IEEE-754.
    let (v, info) = interruptible(|| attempt_enc(src, tgt, src_in, opts, Encoding::Abstract { mag_bits }))
        .unwrap_or_else(|| (out_of_time(), FpInfo::default()));
    drop(half);
    log::debug!("abstract floating point: {}", v.describe());
    let forced = opts.fp_mode == FpMode::Abstract;
    let candidate = matches!(v, Verdict::Invalid(_));
    match &v {
        Verdict::Valid { .. } => return decided_by(v, FpDecided::Abstract { reassoc: false }),
        Verdict::Unsupported { .. } if forced || !info.needs_ieee => return v,
        Verdict::Inconclusive { .. } if forced => return v,
        _ => {}
    }
    // IEEE-754, with the time left.
    if candidate {
        phase::enter(Phase::Confirming);
    }
    let (iv, _) = attempt_enc(src, tgt, src_in, opts, Encoding::Ieee);
    match iv {
        Verdict::Valid { .. } if forced => Verdict::inconclusive(
            "the abstract floating-point encoding found a counterexample that IEEE-754 shows is spurious \
             (the pair is valid under IEEE-754); fp-mode=auto accepts that proof",
        ),
        Verdict::Inconclusive { reason, limit } if candidate => Verdict::Inconclusive {
            reason: format!(
                "the abstract floating-point encoding found a candidate counterexample, which IEEE-754 could not \
                 confirm: {reason}"
            ),
            limit,
        },
        Verdict::Invalid(_) | Verdict::Inconclusive { .. } | Verdict::Unsupported { .. } if forced => {
            decided_by(iv, FpDecided::Ieee { after_abstract: true, reassoc: false })
        }
        other => decided_by(other, FpDecided::Ieee { after_abstract: candidate, reassoc: false }),
    }
}

/// Records which encoding decided a verdict.
pub(super) fn decided_by(v: Verdict<'_>, how: FpDecided) -> Verdict<'_> {
    match v {
        Verdict::Valid { proof, .. } => Verdict::Valid { proof, fp: Some(how) },
        Verdict::Invalid(mut c) => {
            c.fp = Some(match how {
                FpDecided::Ieee { after_abstract: true, .. } => {
                    "found with the abstract floating-point encoding and confirmed with IEEE-754"
                }
                _ => "found with the IEEE-754 floating-point encoding",
            });
            Verdict::Invalid(c)
        }
        other => other,
    }
}

/// A check in one floating-point encoding. An abstract encoding whose
/// magnitude codes turn out too few for the values it made is encoded
/// again, wide enough (within the same deadline).
pub(super) fn attempt_enc<'a>(
    src: Op<'a>,
    tgt: Op<'a>,
    src_in: &[Ty],
    opts: &Options,
    enc: Encoding,
) -> (Verdict<'a>, FpInfo) {
    let mut o = opts.clone();
    o.semantics.fp = enc;
    loop {
        let mut info = FpInfo::default();
        let v = super::attempt_inner(src, tgt, src_in, &o, &mut info);
        match info.resize {
            Some(m) if m <= 24 => o.semantics.fp = Encoding::Abstract { mag_bits: m },
            Some(_) => {
                return (
                    Verdict::inconclusive(
                        "the abstract floating-point encoding cannot give every value a code (a source \
                         choice of a whole float, such as afn, counts as one run per value); \
                         fp-mode=auto or ieee decides such functions",
                    ),
                    FpInfo { needs_ieee: true, ..info },
                );
            }
            None => return (v, info),
        }
    }
}

/// Whether the query holds on the model's inputs (and target choices) for every interpretation
/// of the functions modelled only by their special values (`math.exp`,
/// ...): then the counterexample holds for the real functions too.
pub(super) fn holds_for_every_function<'c>(
    cx: &Cx<'c, '_>,
    engine: Engine,
    query: &Bool<'c>,
    args: &[Val<'c>],
    tgt_choices: &[BV<'c>],
    model: &Model<'c>,
) -> bool {
    // The inputs and the target's choices as the model has them.
    let Some(fixed) = pinned(cx.smt, args, tgt_choices, model) else { return false };
    let solver = Solver::new(cx.smt, engine, 0);
    solver.assert(&(Bool::and_all(cx.smt, fixed) & !query));
    matches!(solver.check(), SatResult::Unsat)
}

/// Equalities that pin the inputs (values and poison flags) and the
/// target's choices to their values in `model`. `None` for abstract
/// floats, whose codes are not values of a run.
fn pinned<'c>(smt: &'c Context, args: &[Val<'c>], tgt_choices: &[BV<'c>], model: &Model<'c>) -> Option<Vec<Bool<'c>>> {
    let mut fixed: Vec<Bool<'c>> = tgt_choices.iter().map(|c| c.eq(&BV::from_bits(smt, &model.eval_bv(c)))).collect();
    for lane in args.iter().flat_map(|a| a.lanes()) {
        match lane {
            Val::Int(v) => fixed.push(v.bits.eq(&BV::from_bits(smt, &model.eval_bv(&v.bits)))),
            Val::Float(x) => match &x.v {
                fpsem::Fl::Ieee(fp) => {
                    let value = crate::smt::FP::from_term(model.eval(fp.term()), fp.format());
                    fixed.push(fp.same_as(&value));
                }
                fpsem::Fl::Abs(_) => return None,
            },
            Val::Vector(_) | Val::Tensor(_) | Val::Lazy(_) | Val::MemRef(_) => unreachable!("lanes are scalars"),
        }
        let p = lane.poison();
        fixed.push(p.iff(&Bool::from_bool(smt, model.eval_bool(&p))));
    }
    Some(fixed)
}

/// Decides `exists x. forall c. body(x, c)` (x: the inputs, the target's
/// choices and every other free constant; c: the source's choices) by
/// refinement of instances: find x for finitely many instances of c; if
/// some c refutes body(x, c) for those inputs and target choices, add it
/// and repeat; else x is a counterexample for every c. Unsat for the
/// instances is unsat for all c. Instances may be terms over x (the
/// `candidates`): any term is an instance of `forall c`. Returns the model
/// of the last x.
pub(super) fn exists_forall<'c>(
    cx: &Cx<'c, '_>,
    engine: Engine,
    body: &Bool<'c>,
    choices: &[BV<'c>],
    candidates: &[BV<'c>],
    inputs: &[Val<'c>],
    tgt_choices: &[BV<'c>],
) -> SatResult<'c> {
    const ROUNDS: usize = 64;
    let smt = cx.smt;
    let instance = |values: &[BV<'c>]| {
        let pairs: Vec<_> = choices.iter().zip(values).map(|(c, v)| (c.term(), v.term())).collect();
        Bool::from_term(body.term().substitute(&pairs))
    };
    // Every solver call runs until the check's deadline.
    let outer = Solver::new(smt, engine, 0);
    let zeros: Vec<BV<'c>> = choices.iter().map(|c| BV::zero(smt, c.width())).collect();
    outer.assert(&instance(&zeros));
    // Instances whose choice is a term (a Skolem function guessed from the
    // candidates) cover every input at once.
    for (k, c) in choices.iter().enumerate() {
        for t in candidates.iter().filter(|t| t.width() == c.width()) {
            let mut values = zeros.clone();
            values[k] = t.clone();
            outer.assert(&instance(&values));
        }
    }
    // And every choice of a candidate's width taking it (a NaN's bits
    // passed along a chain of bitcasts).
    for t in candidates {
        let values: Vec<BV<'c>> = choices
            .iter()
            .zip(&zeros)
            .map(|(c, z)| if c.width() == t.width() { t.clone() } else { z.clone() })
            .collect();
        outer.assert(&instance(&values));
    }
    for _ in 0..ROUNDS {
        let model = match outer.check() {
            SatResult::Sat(m) => m,
            other => return other,
        };
        // Fix the inputs and the target's choices; look for a source choice
        // under which the source matches.
        let inner = Solver::new(smt, engine, 0);
        if inputs.iter().any(|a| a.is_lazy()) {
            // A large tensor's elements are pinned by evaluating the body
            // in the model, reads included; what the model leaves free (the
            // source's choices, and anything the instances did not need)
            // stays free, which can only lose this candidate, not make one.
            inner.assert(&!Bool::from_term(model.eval_partial(body.term())));
        } else {
            let Some(fixed) = pinned(smt, inputs, tgt_choices, &model) else {
                return SatResult::Unknown("abstract inputs cannot be pinned".into());
            };
            inner.assert(&(Bool::and_all(smt, fixed) & !body));
        }
        match inner.check() {
            // No source choice matches: a counterexample.
            SatResult::Unsat => return SatResult::Sat(model),
            SatResult::Sat(m) => {
                let values: Vec<BV<'c>> = choices.iter().map(|c| BV::from_bits(smt, &m.eval_bv(c))).collect();
                outer.assert(&instance(&values));
            }
            SatResult::Unknown(r) => return SatResult::Unknown(r),
        }
    }
    SatResult::Unknown(format!("no decision after {ROUNDS} rounds of source choices"))
}
