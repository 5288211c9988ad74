//! IEEE-754 floating-point terms (Z3's FloatingPoint theory), and rounding
//! modes. Z3 has one NaN per format (no payload): SMT-LIB equality on
//! floats treats every NaN as equal and tells +0 from -0, which is exactly
//! "the same value" for refinement.

use super::{BV, Bool, Context, Term};
use z3_sys::*;

/// A floating-point format: exponent and significand bits (the
/// significand counts the hidden bit, as in SMT-LIB).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Format {
    pub ebits: u32,
    pub sbits: u32,
}

impl Format {
    pub const F16: Format = Format { ebits: 5, sbits: 11 };
    pub const BF16: Format = Format { ebits: 8, sbits: 8 };
    pub const F32: Format = Format { ebits: 8, sbits: 24 };
    pub const F64: Format = Format { ebits: 11, sbits: 53 };

    /// Total bits of the IEEE interchange encoding.
    pub fn width(&self) -> u32 {
        self.ebits + self.sbits
    }
}

/// IEEE-754 rounding directions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rounding {
    NearestEven,
    NearestAway,
    TowardPositive,
    TowardNegative,
    TowardZero,
}

#[derive(Clone, Debug)]
pub struct FP<'c> {
    pub(crate) term: Term<'c>,
    format: Format,
}

impl<'c> FP<'c> {
    pub(crate) fn sort(ctx: &'c Context, f: Format) -> Z3_sort {
        unsafe { Z3_mk_fpa_sort(ctx.raw(), f.ebits, f.sbits) }
    }

    fn rm(ctx: &'c Context, r: Rounding) -> Term<'c> {
        let raw = unsafe {
            match r {
                Rounding::NearestEven => Z3_mk_fpa_rne(ctx.raw()),
                Rounding::NearestAway => Z3_mk_fpa_rna(ctx.raw()),
                Rounding::TowardPositive => Z3_mk_fpa_rtp(ctx.raw()),
                Rounding::TowardNegative => Z3_mk_fpa_rtn(ctx.raw()),
                Rounding::TowardZero => Z3_mk_fpa_rtz(ctx.raw()),
            }
        };
        ctx.wrap(raw)
    }

    pub(crate) fn wrap(term: Term<'c>, format: Format) -> FP<'c> {
        FP { term, format }
    }

    /// Wraps a term of this format's sort (an uninterpreted function's
    /// application).
    pub fn from_term(term: Term<'c>, format: Format) -> FP<'c> {
        FP { term, format }
    }

    pub fn fresh(ctx: &'c Context, prefix: &str, f: Format) -> FP<'c> {
        FP::new_const(ctx, &ctx.fresh_name(prefix), f)
    }

    /// The value nearest to `v` (rounding to nearest, ties to even).
    pub fn from_f64(ctx: &'c Context, v: f64, f: Format) -> FP<'c> {
        let d = FP::wrap(
            ctx.wrap(unsafe { Z3_mk_fpa_numeral_double(ctx.raw(), v, FP::sort(ctx, Format::F64)) }),
            Format::F64,
        );
        if f == Format::F64 { d } else { d.convert(f, Rounding::NearestEven).simplified() }
    }

    /// The value when the term is a numeral (a constant of the function),
    /// NaN for any NaN.
    pub fn known(&self) -> Option<f64> {
        let ctx = self.ctx();
        if !unsafe { Z3_is_numeral_ast(ctx.raw(), self.term.raw()) } {
            return None;
        }
        if unsafe { Z3_fpa_is_numeral_nan(ctx.raw(), self.term.raw()) } {
            return Some(f64::NAN);
        }
        let bits = BV::wrap(self.to_ieee().term.simplify(), self.format.width()).as_const()?.to_u64()?;
        match self.format {
            Format::F64 => Some(f64::from_bits(bits)),
            Format::F32 => Some(f32::from_bits(bits as u32) as f64),
            Format::F16 => Some(half::f16::from_bits(bits as u16).to_f64()),
            Format::BF16 => Some(half::bf16::from_bits(bits as u16).to_f64()),
            _ => None,
        }
    }

    /// Simplified when `cond` holds (a constant folds to a numeral).
    pub fn simplified_if(self, cond: bool) -> FP<'c> {
        if cond { self.simplified() } else { self }
    }

    /// Z3's simplifier applied (constant folding).
    pub fn simplified(&self) -> FP<'c> {
        FP::wrap(self.term.simplify(), self.format)
    }

    pub fn new_const(ctx: &'c Context, name: &str, f: Format) -> FP<'c> {
        let sym = ctx.symbol(name);
        FP::wrap(ctx.wrap(unsafe { Z3_mk_const(ctx.raw(), sym, FP::sort(ctx, f)) }), f)
    }

    /// The value whose IEEE interchange encoding is `bits`.
    pub fn from_ieee(bits: &BV<'c>, f: Format) -> FP<'c> {
        assert_eq!(bits.width(), f.width(), "float bits of the wrong width");
        let ctx = bits.ctx();
        FP::wrap(ctx.wrap(unsafe { Z3_mk_fpa_to_fp_bv(ctx.raw(), bits.term.raw(), FP::sort(ctx, f)) }), f)
    }

    pub fn nan(ctx: &'c Context, f: Format) -> FP<'c> {
        FP::wrap(ctx.wrap(unsafe { Z3_mk_fpa_nan(ctx.raw(), FP::sort(ctx, f)) }), f)
    }

    pub fn inf(ctx: &'c Context, f: Format, negative: bool) -> FP<'c> {
        FP::wrap(ctx.wrap(unsafe { Z3_mk_fpa_inf(ctx.raw(), FP::sort(ctx, f), negative) }), f)
    }

    pub fn zero(ctx: &'c Context, f: Format, negative: bool) -> FP<'c> {
        FP::wrap(ctx.wrap(unsafe { Z3_mk_fpa_zero(ctx.raw(), FP::sort(ctx, f), negative) }), f)
    }

    pub fn ctx(&self) -> &'c Context {
        self.term.ctx
    }

    pub fn term(&self) -> &Term<'c> {
        &self.term
    }

    pub fn format(&self) -> Format {
        self.format
    }

    /// The IEEE encoding. A NaN's encoding is unspecified (Z3 picks one).
    pub fn to_ieee(&self) -> BV<'c> {
        let ctx = self.ctx();
        BV::wrap(ctx.wrap(unsafe { Z3_mk_fpa_to_ieee_bv(ctx.raw(), self.term.raw()) }), self.format.width())
    }

    fn un(&self, f: unsafe extern "C" fn(Z3_context, Z3_ast) -> Z3_ast) -> FP<'c> {
        let ctx = self.ctx();
        FP::wrap(ctx.wrap(unsafe { f(ctx.raw(), self.term.raw()) }), self.format)
    }

    fn bin_rm(
        &self,
        o: &FP<'c>,
        r: Rounding,
        f: unsafe extern "C" fn(Z3_context, Z3_ast, Z3_ast, Z3_ast) -> Z3_ast,
    ) -> FP<'c> {
        assert_eq!(self.format, o.format, "float format mismatch");
        let ctx = self.ctx();
        let rm = FP::rm(ctx, r);
        FP::wrap(ctx.wrap(unsafe { f(ctx.raw(), rm.raw(), self.term.raw(), o.term.raw()) }), self.format)
    }

    fn pred(&self, f: unsafe extern "C" fn(Z3_context, Z3_ast) -> Z3_ast) -> Bool<'c> {
        let ctx = self.ctx();
        Bool(ctx.wrap(unsafe { f(ctx.raw(), self.term.raw()) }))
    }

    fn cmp(&self, o: &FP<'c>, f: unsafe extern "C" fn(Z3_context, Z3_ast, Z3_ast) -> Z3_ast) -> Bool<'c> {
        assert_eq!(self.format, o.format, "float format mismatch");
        let ctx = self.ctx();
        Bool(ctx.wrap(unsafe { f(ctx.raw(), self.term.raw(), o.term.raw()) }))
    }

    pub fn add(&self, o: &FP<'c>, r: Rounding) -> FP<'c> {
        self.bin_rm(o, r, Z3_mk_fpa_add)
    }
    pub fn sub(&self, o: &FP<'c>, r: Rounding) -> FP<'c> {
        self.bin_rm(o, r, Z3_mk_fpa_sub)
    }
    pub fn mul(&self, o: &FP<'c>, r: Rounding) -> FP<'c> {
        self.bin_rm(o, r, Z3_mk_fpa_mul)
    }
    pub fn div(&self, o: &FP<'c>, r: Rounding) -> FP<'c> {
        self.bin_rm(o, r, Z3_mk_fpa_div)
    }
    /// IEEE remainder: `self - n * o` with `n` the nearest integer (ties
    /// to even) to `self / o`.
    pub fn ieee_rem(&self, o: &FP<'c>) -> FP<'c> {
        assert_eq!(self.format, o.format, "float format mismatch");
        let ctx = self.ctx();
        FP::wrap(ctx.wrap(unsafe { Z3_mk_fpa_rem(ctx.raw(), self.term.raw(), o.term.raw()) }), self.format)
    }
    pub fn fma(&self, b: &FP<'c>, c: &FP<'c>, r: Rounding) -> FP<'c> {
        let ctx = self.ctx();
        let rm = FP::rm(ctx, r);
        let raw = unsafe { Z3_mk_fpa_fma(ctx.raw(), rm.raw(), self.term.raw(), b.term.raw(), c.term.raw()) };
        FP::wrap(ctx.wrap(raw), self.format)
    }
    pub fn sqrt(&self, r: Rounding) -> FP<'c> {
        let ctx = self.ctx();
        let rm = FP::rm(ctx, r);
        FP::wrap(ctx.wrap(unsafe { Z3_mk_fpa_sqrt(ctx.raw(), rm.raw(), self.term.raw()) }), self.format)
    }
    /// Z3 4.8.12 cannot bit-blast some operations on formats whose
    /// significand is not 2 bits wider than the exponent (bf16: "invalid
    /// zero_extend application"); they are computed on the value widened
    /// exactly to f32. `None` for the other formats.
    fn widened(&self) -> Option<FP<'c>> {
        (self.format.sbits < self.format.ebits + 2).then(|| self.convert(Format::F32, Rounding::NearestEven))
    }

    /// Rounds to an integral value in the given direction.
    pub fn round_integral(&self, r: Rounding) -> FP<'c> {
        if let Some(w) = self.widened() {
            // An integral value near a bf16 is a bf16: exact both ways.
            return w.round_integral(r).convert(self.format, Rounding::NearestEven);
        }
        let ctx = self.ctx();
        let rm = FP::rm(ctx, r);
        FP::wrap(ctx.wrap(unsafe { Z3_mk_fpa_round_to_integral(ctx.raw(), rm.raw(), self.term.raw()) }), self.format)
    }
    pub fn neg(&self) -> FP<'c> {
        self.un(Z3_mk_fpa_neg)
    }
    pub fn abs(&self) -> FP<'c> {
        self.un(Z3_mk_fpa_abs)
    }

    pub fn is_nan(&self) -> Bool<'c> {
        self.pred(Z3_mk_fpa_is_nan)
    }
    pub fn is_inf(&self) -> Bool<'c> {
        self.pred(Z3_mk_fpa_is_infinite)
    }
    pub fn is_normal(&self) -> Bool<'c> {
        self.pred(Z3_mk_fpa_is_normal)
    }
    pub fn is_subnormal(&self) -> Bool<'c> {
        self.pred(Z3_mk_fpa_is_subnormal)
    }
    pub fn is_zero(&self) -> Bool<'c> {
        self.pred(Z3_mk_fpa_is_zero)
    }
    /// True for negative values, -0 and -inf included (false for NaN).
    pub fn is_negative(&self) -> Bool<'c> {
        self.pred(Z3_mk_fpa_is_negative)
    }
    pub fn is_positive(&self) -> Bool<'c> {
        self.pred(Z3_mk_fpa_is_positive)
    }

    /// IEEE equality: NaN is unequal to everything, +0 equals -0.
    pub fn ieee_eq(&self, o: &FP<'c>) -> Bool<'c> {
        self.cmp(o, Z3_mk_fpa_eq)
    }
    pub fn lt(&self, o: &FP<'c>) -> Bool<'c> {
        self.cmp(o, Z3_mk_fpa_lt)
    }
    pub fn le(&self, o: &FP<'c>) -> Bool<'c> {
        self.cmp(o, Z3_mk_fpa_leq)
    }
    pub fn gt(&self, o: &FP<'c>) -> Bool<'c> {
        self.cmp(o, Z3_mk_fpa_gt)
    }
    pub fn ge(&self, o: &FP<'c>) -> Bool<'c> {
        self.cmp(o, Z3_mk_fpa_geq)
    }
    /// The same value (SMT-LIB `=`): every NaN equal, +0 and -0 different.
    pub fn same_as(&self, o: &FP<'c>) -> Bool<'c> {
        self.cmp(o, Z3_mk_eq)
    }

    pub fn ite(c: &Bool<'c>, t: &FP<'c>, e: &FP<'c>) -> FP<'c> {
        assert_eq!(t.format, e.format, "float format mismatch");
        FP::wrap(c.ite_term(&t.term, &e.term), t.format)
    }

    /// Converts to another format (exact when widening).
    pub fn convert(&self, to: Format, r: Rounding) -> FP<'c> {
        let ctx = self.ctx();
        let rm = FP::rm(ctx, r);
        let raw = unsafe { Z3_mk_fpa_to_fp_float(ctx.raw(), rm.raw(), self.term.raw(), FP::sort(ctx, to)) };
        FP::wrap(ctx.wrap(raw), to)
    }

    /// The nearest value in the given direction to a signed (or unsigned)
    /// integer.
    pub fn from_int(v: &BV<'c>, signed: bool, to: Format, r: Rounding) -> FP<'c> {
        let ctx = v.ctx();
        let rm = FP::rm(ctx, r);
        let raw = unsafe {
            if signed {
                Z3_mk_fpa_to_fp_signed(ctx.raw(), rm.raw(), v.term.raw(), FP::sort(ctx, to))
            } else {
                Z3_mk_fpa_to_fp_unsigned(ctx.raw(), rm.raw(), v.term.raw(), FP::sort(ctx, to))
            }
        };
        FP::wrap(ctx.wrap(raw), to)
    }

    /// The integer in `width` bits after rounding in the given direction;
    /// unspecified when out of range or NaN (callers guard that).
    pub fn to_int(&self, signed: bool, width: u32, r: Rounding) -> BV<'c> {
        if let Some(w) = self.widened() {
            return w.to_int(signed, width, r);
        }
        let ctx = self.ctx();
        let rm = FP::rm(ctx, r);
        let raw = unsafe {
            if signed {
                Z3_mk_fpa_to_sbv(ctx.raw(), rm.raw(), self.term.raw(), width)
            } else {
                Z3_mk_fpa_to_ubv(ctx.raw(), rm.raw(), self.term.raw(), width)
            }
        };
        BV::wrap(ctx.wrap(raw), width)
    }
}
