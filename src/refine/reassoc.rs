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
//! 2. a counterexample with IEEE-754 sums in the program's order on inputs
//!    where every order of each reassociated sum gives one value
//!    (`Reassoc::Exact`): the only counterexamples reported;
//! 3. (`auto`) a proof with IEEE-754 and `Ac` sums, for what the abstract
//!    encoding could not prove.
//!
//! A valid verdict says that it assumed reassociation; an invalid one says
//! how its counterexample was confirmed; a candidate that step 2 could not
//! confirm makes the check inconclusive, saying so. A pair with no
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
    Confirm,
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
        FpMode::Auto => &[(Step::Prove(abs), 3), (Step::Confirm, 2), (Step::Prove(Encoding::Ieee), 1)],
        FpMode::Abstract => &[(Step::Prove(abs), 2), (Step::Confirm, 1)],
        FpMode::Ieee => &[(Step::Prove(Encoding::Ieee), 2), (Step::Confirm, 1)],
    };
    // Whether a reassociable value was encoded; whether a proof step found
    // a candidate counterexample; what the confirmation concluded; the
    // last inconclusive outcome of a proof step.
    let mut made = false;
    let mut candidate = false;
    let mut after_abstract = false;
    let mut confirmed: Option<Verdict<'a>> = None;
    let mut undecided: Option<Verdict<'a>> = None;
    for &(step, share) in steps {
        if limits::check_expired() {
            break;
        }
        let narrowed = limits::remaining_ms().map(|ms| limits::Deadline::narrow_ms((ms / share).max(1)));
        let (enc, mode) = match step {
            Step::Prove(enc) => (enc, Reassoc::Ac),
            Step::Confirm => (Encoding::Ieee, Reassoc::Exact),
        };
        if step == Step::Confirm && candidate {
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
            (Step::Confirm, Verdict::Invalid(mut c)) => {
                if !info.reassoc {
                    return decided_by(Verdict::Invalid(c), ieee);
                }
                c.fp = Some(REASSOC_CONFIRMED);
                return Verdict::Invalid(c);
            }
            // Without a reassociated value nothing was assumed: a proof.
            (Step::Confirm, v @ Verdict::Valid { .. }) if !info.reassoc => return decided_by(v, ieee),
            (Step::Confirm, v) => confirmed = Some(v),
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
