//! What a check concludes: verdicts, how a proof was obtained, which limit
//! stopped a check, and counterexamples as text at locations.
//!
//! A leaf of the dependency graph (it uses only `ir` for locations and
//! `semantics` for the error an unmodelled op raises): the checker
//! (`refine`), the counterexample layer (`cex`), the worker's wire format
//! and the hosts all read and write these types without depending on each
//! other.

use crate::ir::{Loc, LocId};
use crate::semantics::Unsupported;

/// Which floating-point encoding decided a verdict, and whether it took
/// float reductions as reassociable (`fp-reassoc`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FpDecided {
    /// The abstract encoding proved the pair.
    Abstract { reassoc: bool },
    /// IEEE-754 decided: directly (`fp-mode=ieee`, or an op the abstract
    /// encoding lacks), or after the abstract encoding found a candidate
    /// counterexample.
    Ieee { after_abstract: bool, reassoc: bool },
}

impl FpDecided {
    pub fn label(&self) -> &'static str {
        match self {
            FpDecided::Abstract { reassoc: false } => "abstract floating point",
            FpDecided::Abstract { reassoc: true } => {
                "modulo reassociation of float reductions; abstract floating point"
            }
            FpDecided::Ieee { reassoc: false, .. } => "IEEE-754",
            FpDecided::Ieee { reassoc: true, .. } => "modulo reassociation of float reductions; IEEE-754",
        }
    }

    /// The same decision, for a proof in which float reductions were
    /// reassociable.
    pub fn reassociated(self) -> FpDecided {
        match self {
            FpDecided::Abstract { .. } => FpDecided::Abstract { reassoc: true },
            FpDecided::Ieee { after_abstract, .. } => FpDecided::Ieee { after_abstract, reassoc: true },
        }
    }
}

/// How a counterexample confirmed under `fp-reassoc` was found (its
/// `Counterexample::fp`).
pub const REASSOC_CONFIRMED: &str = "found with float reductions reassociated, and confirmed with IEEE-754 on inputs \
                                     where every order of each reassociated sum gives one value";

/// How a `valid` verdict was obtained.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Proof {
    /// The two functions are identical (and so is everything they
    /// reference): refinement is reflexive, no query.
    Unchanged,
    /// For every input.
    Exact,
    /// For every input, loops by induction on corresponding loops.
    Induction,
    /// Only for the inputs within these limits ("loops up to 64
    /// iterations", "recursion up to 8 nested calls").
    Bounded(String),
    /// Not on its own (`alone` says why), but in every calling context the
    /// module gives it: the function is only called directly from
    /// functions of the module, and those `callers` (the public functions
    /// that reach it, checked with it inlined) are valid. See `context`.
    InContext { callers: Vec<String>, alone: String },
    /// `proof`, on the inputs an assumption admits ("distinct memref
    /// arguments do not alias").
    Assuming { what: String, proof: Box<Proof> },
    /// The source has undefined behaviour on every input (`within`: every
    /// input of the bounded cases it was checked in, named), so any target
    /// refines it: nothing about the target was learned (Alive2 warns the
    /// same way).
    Vacuous { within: Option<String> },
}

impl Proof {
    /// Whether the proof holds only within limits (under any assumption).
    pub fn is_bounded(&self) -> bool {
        match self {
            Proof::Bounded(_) => true,
            Proof::Assuming { proof, .. } => proof.is_bounded(),
            _ => false,
        }
    }
}

/// The outcome for one function.
pub enum Verdict<'a> {
    /// The target refines the source; `proof` says how, `fp` which
    /// floating-point encoding proved it (none without floats).
    Valid { proof: Proof, fp: Option<FpDecided> },
    /// A counterexample shows the target does not refine the source.
    Invalid(Box<Counterexample<'a>>),
    /// Something in the pair is not modelled; nothing was proved.
    Unsupported { message: String, loc: Option<LocId> },
    /// The solver gave up (timeout, resource limit) or an internal error
    /// stopped the check; `limit` names the limit that stopped it, if one did.
    Inconclusive { reason: String, limit: Option<LimitHit> },
}

/// Which limit stopped a check.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LimitHit {
    /// Its time (`timeout-ms`, or the run's `total-timeout-ms`).
    Time,
    /// Its memory (`max-memory-mb`).
    Memory,
    /// A stop request (SIGINT or SIGTERM).
    Stopped,
}

impl LimitHit {
    pub fn label(self) -> &'static str {
        match self {
            LimitHit::Time => "timeout",
            LimitHit::Memory => "memory",
            LimitHit::Stopped => "interrupted",
        }
    }

    pub fn parse(s: &str) -> Option<LimitHit> {
        [LimitHit::Time, LimitHit::Memory, LimitHit::Stopped].into_iter().find(|l| l.label() == s)
    }
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

    /// The verdict as a person reads it: `valid`, `valid (unchanged)`,
    /// `valid (bounded: loops up to 64 iterations)`, `invalid: ...`.
    pub fn describe(&self) -> String {
        let detail = self.detail();
        match self {
            _ if detail.is_empty() => self.kind().to_string(),
            Verdict::Valid { proof: Proof::InContext { .. }, .. } => {
                format!("valid {}", detail.replacen("in its calling contexts: ", "in its calling contexts (", 1) + ")")
            }
            Verdict::Valid { .. } => format!("valid ({detail})"),
            Verdict::Inconclusive { limit: Some(l), .. } => format!("inconclusive ({}): {detail}", l.label()),
            _ => format!("{}: {detail}", self.kind()),
        }
    }

    /// One line of detail after the verdict's name.
    pub fn detail(&self) -> String {
        match self {
            Verdict::Valid { proof, fp: Some(fp) } => {
                let how = Verdict::Valid { proof: proof.clone(), fp: None }.detail();
                if how.is_empty() { fp.label().to_string() } else { format!("{how}; {}", fp.label()) }
            }
            Verdict::Valid { proof: Proof::Unchanged, .. } => "unchanged".into(),
            Verdict::Valid { proof: Proof::Bounded(b), .. } => format!("bounded: {b}"),
            Verdict::Valid { proof: Proof::Induction, .. } => INDUCTION.into(),
            Verdict::Valid { proof: Proof::Exact, .. } => String::new(),
            Verdict::Valid { proof: Proof::Vacuous { within }, .. } => match within {
                None => "vacuously: the source has undefined behaviour on every input".into(),
                Some(w) => format!("vacuously: the source has undefined behaviour on every input checked ({w})"),
            },
            Verdict::Valid { proof: Proof::Assuming { what, proof }, .. } => {
                let how = Verdict::Valid { proof: (**proof).clone(), fp: None }.detail();
                if how.is_empty() { format!("assuming {what}") } else { format!("{how}; assuming {what}") }
            }
            Verdict::Valid { proof: Proof::InContext { callers, alone }, .. } => {
                let through = if callers.is_empty() {
                    "no checked function calls it".to_string()
                } else {
                    format!("checked through {}", callers.join(", "))
                };
                format!("in its calling contexts: {through}; on its own it is {alone}")
            }
            Verdict::Invalid(c) => c.headline.clone(),
            Verdict::Unsupported { message, .. } => message.clone(),
            Verdict::Inconclusive { reason, .. } => reason.clone(),
        }
    }

    /// An inconclusive verdict that no limit caused.
    pub fn inconclusive(reason: impl Into<String>) -> Self {
        Verdict::Inconclusive { reason: reason.into(), limit: None }
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
    /// How much of it went to encoding and to deciding (zero when the
    /// check was stopped from outside).
    pub times: PhaseTimes,
}

/// Where a check's time went, in milliseconds (`refine::phase`).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct PhaseTimes {
    /// Building the SMT terms of both functions.
    pub encoding: f64,
    /// Deciding the query: rewriting, concrete inputs, solver calls,
    /// induction, confirming counterexamples.
    pub solving: f64,
}

/// What went wrong, in one sentence, and where.
pub struct Counterexample<'a> {
    /// "target result #0 is poison where the source result is 5 (0x05)".
    pub headline: String,
    /// Where the error is reported: the first target op that departs from
    /// the source, or the target's UB site, or its `func.return`.
    pub primary: Loc<'a>,
    /// Notes: the input, both results, the divergence.
    pub notes: Vec<(Loc<'a>, String)>,
    /// Argument names and values, for reports.
    pub args: Vec<(String, String)>,
    pub src_results: Vec<String>,
    pub tgt_results: Vec<String>,
    /// Which floating-point encoding found it (none without floats).
    pub fp: Option<&'static str>,
}

/// How a proof by loop induction is labelled.
pub const INDUCTION: &str = "by induction on corresponding loops";
