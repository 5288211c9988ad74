//! Floating-point values, and the two encodings every float op is written
//! against once.
//!
//! - **IEEE-754** (`Encoding::Ieee`): Z3's floating-point theory, exact.
//! - **Abstract** (`Encoding::Abstract`, mlir-tv §4): a value is a sign bit
//!   and a magnitude code of `m` bits. Codes keep the order of the values
//!   they stand for, so comparison, negation, absolute value, maximum and
//!   minimum are exact; zero, infinity and NaN have fixed codes; arithmetic
//!   is uninterpreted functions that keep the special cases of IEEE-754.
//!   See `abs` for the encoding and why a proof in it holds for IEEE-754.
//!
//! The op rules (`arith_float`, `math`) call the functions here and never
//! look at the encoding, so no op's meaning is written twice. `reassoc`
//! gives the values of reassociable reductions (`fp-reassoc`) in either.
//!
//! NaN: both encodings have one NaN per format (Z3's theory has no payload).
//! The sign and payload of a NaN are unspecified in MLIR (as in LLVM's
//! LangRef, "NaN values"), so an op that observes them (a bitcast to
//! integer, `copysign` from a NaN) gets a freely chosen value instead: a
//! source choice the check may match, a target choice it may not.

pub mod abs;
mod ops;
pub mod reassoc;

use super::{Cx, Shared};
use crate::ir::FloatKind;
use crate::smt::{BV, Bits, Bool, Context, FP, Format, Func, Rounding, Sort};
use std::cell::{Cell, RefCell};
use std::rc::Rc;

pub use abs::AbsF;
pub use reassoc::{AcOp, Reassoc};

/// Which encoding a check uses for floating point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Encoding {
    Ieee,
    /// Magnitude codes of `mag_bits` bits.
    Abstract {
        mag_bits: u32,
    },
}

/// The user's choice (`fp-mode`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Mode {
    /// Abstract first; IEEE-754 confirms a counterexample (or proves the
    /// pair when the abstraction cannot).
    #[default]
    Auto,
    Abstract,
    Ieee,
}

impl Mode {
    /// The option's spelling (`fp-mode=auto`).
    pub fn name(self) -> &'static str {
        match self {
            Mode::Auto => "auto",
            Mode::Abstract => "abstract",
            Mode::Ieee => "ieee",
        }
    }

    pub fn parse(s: &str) -> Option<Mode> {
        [Mode::Auto, Mode::Abstract, Mode::Ieee].into_iter().find(|m| m.name() == s)
    }
}

/// The format of a modelled float type (f16, bf16, f32, f64).
pub fn format_of(k: FloatKind) -> Option<Format> {
    match k {
        FloatKind::F16 => Some(Format::F16),
        FloatKind::BF16 => Some(Format::BF16),
        FloatKind::F32 => Some(Format::F32),
        FloatKind::F64 => Some(Format::F64),
        FloatKind::Other(_) => None,
    }
}

pub fn format_name(f: Format) -> &'static str {
    match f {
        Format::F16 => "f16",
        Format::BF16 => "bf16",
        Format::F32 => "f32",
        Format::F64 => "f64",
        _ => "f?",
    }
}

/// A float of one format, never poison (poison is on [`FloatVal`]).
#[derive(Clone, Debug)]
pub enum Fl<'c> {
    Ieee(FP<'c>),
    Abs(AbsF<'c>),
}

impl<'c> Fl<'c> {
    pub fn format(&self) -> Format {
        match self {
            Fl::Ieee(x) => x.format(),
            Fl::Abs(x) => x.format,
        }
    }

    fn ieee(&self) -> &FP<'c> {
        match self {
            Fl::Ieee(x) => x,
            Fl::Abs(_) => panic!("an abstract float in an IEEE-754 encoding"),
        }
    }

    fn abs(&self) -> &AbsF<'c> {
        match self {
            Fl::Abs(x) => x,
            Fl::Ieee(_) => panic!("an IEEE-754 float in an abstract encoding"),
        }
    }

    /// The term that holds the value (for substitution and identity).
    pub fn term(&self) -> &crate::smt::Term<'c> {
        match self {
            Fl::Ieee(x) => x.term(),
            Fl::Abs(x) => x.bits.term(),
        }
    }
}

/// A float value: the value and whether it is poison, and how it was
/// computed when a fast-math rule may re-associate or fuse it.
#[derive(Clone, Debug)]
pub struct FloatVal<'c> {
    pub v: Fl<'c>,
    pub poison: Bool<'c>,
    pub origin: Option<Rc<Origin<'c>>>,
}

impl<'c> FloatVal<'c> {
    pub fn new(v: Fl<'c>, poison: Bool<'c>) -> FloatVal<'c> {
        FloatVal { v, poison, origin: None }
    }

    /// Refinement of floats: as integers, with "the same value" meaning
    /// every NaN is the same and +0 and -0 differ (see [`same`]).
    pub fn refined_by(&self, target: &FloatVal<'c>) -> Bool<'c> {
        &self.poison | (!&target.poison & same(&self.v, &target.v))
    }
}

/// The op that computed a value, kept for the fast-math rules that look
/// one op back (`reassoc`, `contract`).
#[derive(Clone, Debug)]
pub struct Origin<'c> {
    pub op: &'static str,
    pub args: Vec<FloatVal<'c>>,
    pub flags: FastMath,
}

/// `#arith.fastmath<...>` flags (LLVM LangRef, "Fast-Math Flags").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FastMath {
    pub nnan: bool,
    pub ninf: bool,
    pub nsz: bool,
    pub reassoc: bool,
    pub contract: bool,
    pub arcp: bool,
    pub afn: bool,
}

impl FastMath {
    /// Parses the printed attribute, `#arith.fastmath<nnan,contract>`.
    pub fn parse(text: &str) -> Option<FastMath> {
        let inner = text.strip_prefix("#arith.fastmath<")?.strip_suffix('>')?;
        let mut f = FastMath::default();
        for flag in inner.split(',').map(str::trim) {
            match flag {
                "none" => {}
                "fast" => {
                    f = FastMath {
                        nnan: true,
                        ninf: true,
                        nsz: true,
                        reassoc: true,
                        contract: true,
                        arcp: true,
                        afn: true,
                    }
                }
                "nnan" => f.nnan = true,
                "ninf" => f.ninf = true,
                "nsz" => f.nsz = true,
                "reassoc" => f.reassoc = true,
                "contract" => f.contract = true,
                "arcp" => f.arcp = true,
                "afn" => f.afn = true,
                _ => return None,
            }
        }
        Some(f)
    }
}

/// What one query's encodings share about floats: the abstract constants
/// and casts (axioms relate them once both sides are encoded), how many
/// abstract values were made (the magnitude codes must suffice), and the
/// functions modelled only by their special cases.
#[derive(Default)]
pub struct State<'c> {
    used: Cell<bool>,
    needs_ieee: Cell<bool>,
    made: Cell<usize>,
    consts: RefCell<Vec<abs::Const<'c>>>,
    casts: RefCell<Vec<abs::Cast<'c>>>,
    opaque: RefCell<std::collections::BTreeSet<String>>,
    /// Reassociable reductions (`fp-reassoc`, see `reassoc`).
    pub reassoc: reassoc::Tracker<'c>,
}

impl<'c> State<'c> {
    /// Whether any float value was encoded.
    pub fn used(&self) -> bool {
        self.used.get()
    }

    /// Abstract values made so far (each may need its own magnitude code).
    pub fn made(&self) -> usize {
        self.made.get()
    }

    /// Whether the abstract encoding met an op it cannot encode.
    pub fn needs_ieee(&self) -> bool {
        self.needs_ieee.get()
    }

    /// Functions modelled by an uninterpreted function (`math.exp`, ...):
    /// a counterexample that depends on their value is not confirmed.
    pub fn opaque(&self) -> Vec<String> {
        self.opaque.borrow().iter().cloned().collect()
    }
}

/// Float operations in the query's encoding.
pub struct Floats<'c, 'g> {
    smt: &'c Context,
    enc: Encoding,
    shared: &'g Shared<'c>,
}

/// A float-valued choice made by an op (a NaN's bits, the sign of a zero
/// under `nsz`).
pub fn floats<'c, 'g>(cx: &Cx<'c, 'g>) -> Floats<'c, 'g> {
    cx.shared.float.used.set(true);
    Floats { smt: cx.smt, enc: cx.cfg.fp, shared: cx.shared }
}

/// The value of `v` rounded to nearest-even in `f` (constant folding).
pub fn round_to(f: Format, v: f64) -> f64 {
    match f {
        Format::F64 => v,
        Format::F32 => v as f32 as f64,
        Format::F16 => half::f16::from_f64(v).to_f64(),
        Format::BF16 => half::bf16::from_f64(v).to_f64(),
        _ => unreachable!("unmodelled format"),
    }
}

/// The largest finite value of `f`.
pub fn max_finite(f: Format) -> f64 {
    match f {
        Format::F64 => f64::MAX,
        Format::F32 => f32::MAX as f64,
        Format::F16 => half::f16::MAX.to_f64(),
        Format::BF16 => half::bf16::MAX.to_f64(),
        _ => unreachable!("unmodelled format"),
    }
}

/// The value with IEEE encoding `bits` in format `f`.
pub fn value_of_bits(f: Format, bits: u64) -> f64 {
    match f {
        Format::F64 => f64::from_bits(bits),
        Format::F32 => f32::from_bits(bits as u32) as f64,
        Format::F16 => half::f16::from_bits(bits as u16).to_f64(),
        Format::BF16 => half::bf16::from_bits(bits as u16).to_f64(),
        _ => unreachable!("unmodelled format"),
    }
}

/// The IEEE encoding of `v` (a value of `f`).
pub fn bits_of_value(f: Format, v: f64) -> u64 {
    match f {
        Format::F64 => v.to_bits(),
        Format::F32 => (v as f32).to_bits() as u64,
        Format::F16 => half::f16::from_f64(v).to_bits() as u64,
        Format::BF16 => half::bf16::from_f64(v).to_bits() as u64,
        _ => unreachable!("unmodelled format"),
    }
}

/// Rounding-to-integral directions of the `math` rounding ops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Integral {
    Floor,
    Ceil,
    Trunc,
    /// Ties away from zero (`math.round`).
    Round,
    /// Ties to even (`math.roundeven`).
    RoundEven,
}

impl Integral {
    fn name(self) -> &'static str {
        match self {
            Integral::Floor => "floor",
            Integral::Ceil => "ceil",
            Integral::Trunc => "trunc",
            Integral::Round => "round",
            Integral::RoundEven => "roundeven",
        }
    }

    fn rounding(self) -> Rounding {
        match self {
            Integral::Floor => Rounding::TowardNegative,
            Integral::Ceil => Rounding::TowardPositive,
            Integral::Trunc => Rounding::TowardZero,
            Integral::Round => Rounding::NearestAway,
            Integral::RoundEven => Rounding::NearestEven,
        }
    }

    pub fn apply(self, v: f64) -> f64 {
        match self {
            Integral::Floor => v.floor(),
            Integral::Ceil => v.ceil(),
            Integral::Trunc => v.trunc(),
            Integral::Round => v.round(),
            Integral::RoundEven => v.round_ties_even(),
        }
    }
}

/// Axioms relating the abstract constants and casts of a whole query (both
/// sides encoded), to be assumed.
pub fn close<'c>(cx: &Cx<'c, '_>) -> Vec<Bool<'c>> {
    match cx.cfg.fp {
        Encoding::Abstract { mag_bits } => abs::Dom { smt: cx.smt, m: mag_bits, st: &cx.shared.float }.axioms(),
        Encoding::Ieee => Vec::new(),
    }
}

/// Magnitude bits that give `n` abstract values a code each (plus the
/// codes of zero, infinity and NaN, and the top finite code, which only the
/// largest finite value may take).
pub fn mag_bits_for(n: usize) -> u32 {
    let need = n as u64 + 4;
    (64 - (need - 1).leading_zeros()).max(2)
}

/// The same value (every NaN the same, +0 and -0 different): what
/// refinement compares.
pub fn same<'c>(a: &Fl<'c>, b: &Fl<'c>) -> Bool<'c> {
    match (a, b) {
        (Fl::Ieee(a), Fl::Ieee(b)) => a.same_as(b),
        (Fl::Abs(a), Fl::Abs(b)) => abs::same(a, b),
        _ => panic!("floats of two encodings"),
    }
}

/// `if c then t else e`.
pub fn select<'c>(c: &Bool<'c>, t: &Fl<'c>, e: &Fl<'c>) -> Fl<'c> {
    match (t, e) {
        (Fl::Ieee(t), Fl::Ieee(e)) => Fl::Ieee(FP::ite(c, t, e)),
        (Fl::Abs(t), Fl::Abs(e)) => Fl::Abs(abs::Dom::ite(c, t, e)),
        _ => panic!("floats of two encodings"),
    }
}

/// The concrete value of a float in a model: its IEEE bits, or `None` for
/// NaN. Only the IEEE-754 encoding has concrete values.
pub fn concrete_bits<'c>(model: &crate::smt::Model<'c>, x: &Fl<'c>) -> Option<Option<Bits>> {
    match x {
        Fl::Ieee(x) => Some(model.eval_fp(x)),
        Fl::Abs(_) => None,
    }
}
