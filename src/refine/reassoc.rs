//! The check under `fp-reassoc` (see `semantics::reassoc` for which float
//! ops are reassociable and `semantics::float::reassoc` for what they
//! mean).
//!
//! The encoding with reassociable sums as associative-commutative
//! uninterpreted functions (`Reassoc::Ac`) only proves: its models may give
//! a sum a value no real sum has. So a check takes these steps, each with
//! a share of the time left, and stops at the first that decides:
//!
//! 1. a proof with the abstract encoding and `Ac` sums (`fp-mode=auto` and
//!    `abstract`; with `ieee`, IEEE-754 and `Ac` sums instead);
//! 2. after a candidate from step 1, a proof without reassociation (every
//!    float op in its program order, the check without the option), which
//!    holds whatever the reassociation: it decides pairs whose reductions a
//!    pass kept in order but changed in form (a loop unrolled to a chain,
//!    which is no longer a reassociable reduction);
//! 3. after a candidate, a counterexample with IEEE-754 sums in the
//!    program's order on inputs where every order of each reassociated sum
//!    gives one value (`Reassoc::Exact`): the only counterexamples
//!    reported;
//! 4. (`auto`) a proof with IEEE-754 and `Ac` sums, for what the abstract
//!    encoding could not prove, then steps 2 and 3 if they have not run
//!    (step 3 runs last even without a candidate: it may still find a
//!    counterexample where no proof step decided).
//!
//! A valid verdict from step 1 or 4 says that it assumed reassociation (one
//! from step 2 assumed nothing); an invalid one says how its counterexample
//! was confirmed; a candidate that step 3 could not confirm makes the check
//! inconclusive, saying so. A pair with no
//! reassociable op is checked as without the option.

use super::float::{FpInfo, attempt_enc, by_mode, decided_by, uses_floats};
use super::phase::{self, Phase};
use super::{FpDecided, Options, Verdict, interruptible, out_of_time};
use crate::ir::Op;
use crate::semantics::float::{Encoding, Mode as FpMode, Reassoc};
use crate::semantics::{Ty, reassoc};
use crate::smt::limits;
use crate::verdict::{LimitHit, REASSOC_CONFIRMED};

/// One step of the strategy (see the module comment).
#[derive(Clone, Copy, PartialEq)]
enum Step {
    Prove(Encoding),
    /// After a candidate: a proof without reassociation (every float op
    /// in its program order, as without the option), which holds under
    /// any reassociation too; it decides pairs whose reductions a pass
    /// left in order but changed in form (a loop unrolled into a chain).
    Strict,
    /// A search for a counterexample with every reassociated sum exact:
    /// first (`true`) among leaves that are zeros or integers of magnitude
    /// 2 at most, a small space where the solver is quick, then among all
    /// the inputs the `Exact` encoding admits.
    Confirm(bool),
}

/// Checks a pair under `fp-reassoc`.
pub(super) fn attempt<'a>(src: Op<'a>, tgt: Op<'a>, src_in: &[Ty], opts: &Options) -> Verdict<'a> {
    let floats = src_in.iter().any(|t| matches!(t.elem(), Ty::Float(_))) || uses_floats(src) || uses_floats(tgt);
    if !floats || (!reassoc::present(src) && !reassoc::present(tgt)) {
        return by_mode(src, tgt, src_in, opts);
    }
    let abs = Encoding::Abstract { mag_bits: opts.fp_abstract_bits.unwrap_or(4) };
    // Each step's share of the time left when it starts.
    let steps: &[(Step, u64)] = match opts.fp_mode {
        FpMode::Auto => &[
            (Step::Prove(abs), 6),
            (Step::Strict, 5),
            (Step::Confirm(true), 6),
            (Step::Confirm(false), 3),
            (Step::Prove(Encoding::Ieee), 3),
            (Step::Strict, 2),
            (Step::Confirm(true), 4),
            (Step::Confirm(false), 1),
        ],
        FpMode::Abstract => {
            &[(Step::Prove(abs), 4), (Step::Strict, 3), (Step::Confirm(true), 4), (Step::Confirm(false), 1)]
        }
        FpMode::Ieee => {
            &[(Step::Prove(Encoding::Ieee), 4), (Step::Strict, 3), (Step::Confirm(true), 4), (Step::Confirm(false), 1)]
        }
    };
    // Whether a reassociable value was encoded; whether a proof step found
    // a candidate counterexample; what the confirmation concluded; the
    // last inconclusive outcome of a proof step.
    let mut made = false;
    let mut candidate = false;
    let mut after_abstract = false;
    let mut confirmed: Option<Verdict<'a>> = None;
    let mut undecided: Option<Verdict<'a>> = None;
    // Strict and each Confirm run once: Strict after the first candidate,
    // Confirm after it too, or else after the last proof step.
    let mut ran: Vec<Step> = Vec::new();
    for (k, &(step, share)) in steps.iter().enumerate() {
        if limits::check_expired() {
            break;
        }
        let ready = match step {
            Step::Prove(_) => true,
            Step::Strict => candidate,
            Step::Confirm(_) => candidate || !steps[k..].iter().any(|(s, _)| matches!(s, Step::Prove(_))),
        };
        if !ready || ran.contains(&step) {
            continue;
        }
        ran.push(step);
        let narrowed = limits::remaining_ms().map(|ms| limits::Deadline::narrow_ms((ms / share).max(1)));
        if step == Step::Strict {
            let mut o = opts.clone();
            o.semantics.fp_reassoc = Reassoc::Off;
            let v = interruptible(|| by_mode(src, tgt, src_in, &o));
            drop(narrowed);
            log::debug!("fp-reassoc strict step: {}", v.as_ref().map_or("out of time".into(), |v| v.describe()));
            if let Some(v @ Verdict::Valid { .. }) = v {
                return v;
            }
            continue;
        }
        let (enc, mode) = match step {
            Step::Prove(enc) => (enc, Reassoc::Ac),
            _ => (Encoding::Ieee, Reassoc::Exact { tiny: step == Step::Confirm(true) }),
        };
        if matches!(step, Step::Confirm(_)) && candidate {
            phase::enter(Phase::Confirming);
        }
        let mut o = opts.clone();
        o.semantics.fp_reassoc = mode;
        let (v, info) = interruptible(|| attempt_enc(src, tgt, src_in, &o, enc))
            .unwrap_or_else(|| (out_of_time(), FpInfo { reassoc: true, ..FpInfo::default() }));
        drop(narrowed);
        log::debug!("fp-reassoc step {:?}/{mode:?}: {}", enc, v.describe());
        made |= info.reassoc;
        let ieee = FpDecided::Ieee { after_abstract, reassoc: false };
        match (step, v) {
            (Step::Prove(e), v @ Verdict::Valid { .. }) => {
                let how = if e == Encoding::Ieee { ieee } else { FpDecided::Abstract { reassoc: false } };
                return labelled(decided_by(v, how), info.reassoc);
            }
            (Step::Prove(_), Verdict::Unsupported { .. }) if info.needs_ieee => {}
            (_, v @ Verdict::Unsupported { .. }) => return v,
            // Without a reassociated value, IEEE-754 is exact: its
            // counterexample is real.
            (Step::Prove(Encoding::Ieee), v @ Verdict::Invalid(_)) if !info.reassoc => return decided_by(v, ieee),
            (Step::Prove(e), Verdict::Invalid(_)) => {
                candidate = true;
                after_abstract |= e != Encoding::Ieee;
            }
            (Step::Prove(_), v) => undecided = Some(v),
            (Step::Confirm(_), Verdict::Invalid(mut c)) => {
                if !info.reassoc {
                    return decided_by(Verdict::Invalid(c), ieee);
                }
                c.fp = Some(REASSOC_CONFIRMED);
                return Verdict::Invalid(c);
            }
            // Without a reassociated value nothing was assumed: a proof.
            (Step::Confirm(_), v @ Verdict::Valid { .. }) if !info.reassoc => return decided_by(v, ieee),
            // The small space decides nothing else (Strict is decided above).
            (Step::Confirm(true) | Step::Strict, _) => {}
            (Step::Confirm(false), v) => confirmed = Some(v),
        }
    }
    let unconfirmed = "with fp-reassoc, a candidate counterexample (float reductions reassociated) could not be \
                       confirmed";
    // A step's share of the time is not the check's limit.
    let limit = |l: Option<LimitHit>| l.filter(|l| *l != LimitHit::Time || limits::check_expired());
    let v = match (confirmed, undecided) {
        (Some(Verdict::Valid { .. }), _) if candidate => Verdict::inconclusive(format!(
            "{unconfirmed}: no input on which every order of each reassociated sum gives one value shows it (the \
             candidate depends on how the sums round)"
        )),
        (Some(Verdict::Inconclusive { limit: Some(LimitHit::Time), .. }) | None, _) if candidate => {
            Verdict::Inconclusive {
                reason: format!("{unconfirmed} in its share of the time; raise timeout-ms (0 means no limit)"),
                limit: limit(Some(LimitHit::Time)),
            }
        }
        (Some(Verdict::Inconclusive { reason, limit: l }), _) if candidate => {
            Verdict::Inconclusive { reason: format!("{unconfirmed}: {reason}"), limit: limit(l) }
        }
        (_, Some(v @ Verdict::Inconclusive { .. })) | (Some(v @ Verdict::Inconclusive { .. }), None) => v,
        _ => out_of_time(),
    };
    match v {
        Verdict::Inconclusive { reason, limit } if made && !candidate => {
            Verdict::Inconclusive { reason: format!("{reason} (checked with fp-reassoc)"), limit }
        }
        v => v,
    }
}

/// A valid verdict that assumed reassociation says so.
fn labelled(v: Verdict<'_>, reassociated: bool) -> Verdict<'_> {
    match v {
        Verdict::Valid { proof, fp } if reassociated => Verdict::Valid { proof, fp: fp.map(FpDecided::reassociated) },
        v => v,
    }
}
