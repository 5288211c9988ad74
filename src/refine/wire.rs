//! Verdicts as bytes, to cross from the worker process that checks to the
//! process that reports (see `plugin::worker`).
//!
//! Locations travel as handles. The worker is a fork of the reporting
//! process and only reads the IR, so a handle names the same location on
//! both sides; still, the reader accepts only handles found in the IR it
//! has (an [`LocTable`]) and falls back to the function's location.

use super::{Checked, FpDecided, LimitHit, Proof, Verdict};
use crate::cex::Counterexample;
use crate::ir::{Loc, LocTable};
use crate::verdict::REASSOC_CONFIRMED;

/// The texts `Counterexample::fp` may hold.
const FP_NOTES: [&str; 3] = [
    "found with the abstract floating-point encoding and confirmed with IEEE-754",
    "found with the IEEE-754 floating-point encoding",
    REASSOC_CONFIRMED,
];

/// The floating-point decisions of a valid verdict, by their byte (0: none).
const FP_DECIDED: [FpDecided; 6] = [
    FpDecided::Abstract { reassoc: false },
    FpDecided::Ieee { after_abstract: false, reassoc: false },
    FpDecided::Ieee { after_abstract: true, reassoc: false },
    FpDecided::Abstract { reassoc: true },
    FpDecided::Ieee { after_abstract: false, reassoc: true },
    FpDecided::Ieee { after_abstract: true, reassoc: true },
];

struct Writer(Vec<u8>);

impl Writer {
    fn u8(&mut self, v: u8) {
        self.0.push(v);
    }
    fn u64(&mut self, v: u64) {
        self.0.extend_from_slice(&v.to_le_bytes());
    }
    fn str(&mut self, s: &str) {
        self.u64(s.len() as u64);
        self.0.extend_from_slice(s.as_bytes());
    }
    fn strs(&mut self, v: &[String]) {
        self.u64(v.len() as u64);
        for s in v {
            self.str(s);
        }
    }
}

fn write_proof(w: &mut Writer, proof: &Proof) {
    match proof {
        Proof::Unchanged => w.u8(0),
        Proof::Exact => w.u8(1),
        Proof::Induction => w.u8(2),
        Proof::Bounded(b) => {
            w.u8(3);
            w.str(b);
        }
        Proof::InContext { callers, alone } => {
            w.u8(4);
            w.strs(callers);
            w.str(alone);
        }
        Proof::Assuming { what, proof } => {
            w.u8(5);
            w.str(what);
            write_proof(w, proof);
        }
        Proof::Vacuous { within } => {
            w.u8(6);
            w.str(within.as_deref().unwrap_or(""));
        }
    }
}

/// Encodes a checked verdict.
pub fn encode(c: &Checked<'_>) -> Vec<u8> {
    let mut w = Writer(Vec::new());
    w.u64(c.millis.to_bits());
    w.u64(c.times.encoding.to_bits());
    w.u64(c.times.solving.to_bits());
    match &c.verdict {
        Verdict::Valid { proof, fp } => {
            w.u8(0);
            write_proof(&mut w, proof);
            w.u8(match fp {
                None => 0,
                Some(f) => FP_DECIDED.iter().position(|d| d == f).map(|i| i as u8 + 1).unwrap_or(0),
            });
        }
        Verdict::Invalid(cex) => {
            w.u8(1);
            w.str(&cex.headline);
            w.u64(cex.primary.handle() as u64);
            w.u64(cex.notes.len() as u64);
            for (l, n) in &cex.notes {
                w.u64(l.handle() as u64);
                w.str(n);
            }
            w.u64(cex.args.len() as u64);
            for (a, v) in &cex.args {
                w.str(a);
                w.str(v);
            }
            w.strs(&cex.src_results);
            w.strs(&cex.tgt_results);
            w.u8(match cex.fp {
                None => 0,
                Some(f) => FP_NOTES.iter().position(|n| *n == f).map(|i| i as u8 + 1).unwrap_or(0),
            });
        }
        Verdict::Unsupported { message, loc } => {
            w.u8(2);
            w.str(message);
            w.u64(loc.map(|l| l.handle() as u64 + 1).unwrap_or(0));
        }
        Verdict::Inconclusive { reason, limit } => {
            w.u8(3);
            w.str(reason);
            w.u8(match limit {
                None => 0,
                Some(LimitHit::Time) => 1,
                Some(LimitHit::Memory) => 2,
                Some(LimitHit::Stopped) => 3,
            });
        }
    }
    w.0
}

struct Reader<'b> {
    bytes: &'b [u8],
}

impl Reader<'_> {
    fn take(&mut self, n: usize) -> Option<&[u8]> {
        if self.bytes.len() < n {
            return None;
        }
        let (a, b) = self.bytes.split_at(n);
        self.bytes = b;
        Some(a)
    }
    fn u8(&mut self) -> Option<u8> {
        self.take(1).map(|b| b[0])
    }
    fn u64(&mut self) -> Option<u64> {
        self.take(8).map(|b| u64::from_le_bytes(b.try_into().unwrap()))
    }
    fn str(&mut self) -> Option<String> {
        let n = self.u64()? as usize;
        self.take(n).map(|b| String::from_utf8_lossy(b).into_owned())
    }
    fn strs(&mut self) -> Option<Vec<String>> {
        let n = self.u64()? as usize;
        (0..n).map(|_| self.str()).collect()
    }
}

fn read_proof(r: &mut Reader<'_>) -> Option<Proof> {
    Some(match r.u8()? {
        0 => Proof::Unchanged,
        1 => Proof::Exact,
        2 => Proof::Induction,
        3 => Proof::Bounded(r.str()?),
        4 => Proof::InContext { callers: r.strs()?, alone: r.str()? },
        5 => Proof::Assuming { what: r.str()?, proof: Box::new(read_proof(r)?) },
        6 => Proof::Vacuous { within: Some(r.str()?).filter(|w| !w.is_empty()) },
        _ => return None,
    })
}

/// Decodes what [`encode`] wrote. Location handles are looked up in `locs`
/// (`fallback` when absent). `None` for malformed bytes.
pub fn decode<'a>(bytes: &[u8], locs: &LocTable<'a>, fallback: Loc<'a>) -> Option<Checked<'a>> {
    let mut r = Reader { bytes };
    let millis = f64::from_bits(r.u64()?);
    let times = crate::verdict::PhaseTimes { encoding: f64::from_bits(r.u64()?), solving: f64::from_bits(r.u64()?) };
    let loc = |h: u64| locs.get(h as usize).unwrap_or(fallback);
    let verdict = match r.u8()? {
        0 => {
            let proof = read_proof(&mut r)?;
            let fp = match r.u8()? {
                0 => None,
                i => Some(*FP_DECIDED.get(i as usize - 1)?),
            };
            Verdict::Valid { proof, fp }
        }
        1 => {
            let headline = r.str()?;
            let primary = loc(r.u64()?);
            let n = r.u64()?;
            let mut notes = Vec::new();
            for _ in 0..n {
                let l = loc(r.u64()?);
                notes.push((l, r.str()?));
            }
            let n = r.u64()?;
            let mut args = Vec::new();
            for _ in 0..n {
                let a = r.str()?;
                args.push((a, r.str()?));
            }
            let src_results = r.strs()?;
            let tgt_results = r.strs()?;
            let fp = match r.u8()? {
                0 => None,
                i => Some(*FP_NOTES.get(i as usize - 1)?),
            };
            Verdict::Invalid(Box::new(Counterexample { headline, primary, notes, args, src_results, tgt_results, fp }))
        }
        2 => {
            let message = r.str()?;
            let l = r.u64()?;
            // Only a location the reader knows is kept.
            let loc = (l > 0).then(|| locs.get((l - 1) as usize)).flatten().map(|l| l.id());
            Verdict::Unsupported { message, loc }
        }
        3 => {
            let reason = r.str()?;
            let limit = match r.u8()? {
                0 => None,
                1 => Some(LimitHit::Time),
                2 => Some(LimitHit::Memory),
                3 => Some(LimitHit::Stopped),
                _ => return None,
            };
            Verdict::Inconclusive { reason, limit }
        }
        _ => return None,
    };
    r.bytes.is_empty().then_some(Checked { verdict, millis, times })
}
