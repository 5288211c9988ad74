//! Every float operation in the query's encoding: each dispatches on the
//! encoding (IEEE-754 through Z3's floating-point theory, or the abstract
//! domain of `abs`), so the op rules (`arithf`, `math`) are written once.

use super::*;

impl<'c> Floats<'c, '_> {
    pub(super) fn dom(&self) -> abs::Dom<'c, '_> {
        match self.enc {
            Encoding::Abstract { mag_bits } => abs::Dom { smt: self.smt, m: mag_bits, st: &self.shared.float },
            Encoding::Ieee => panic!("abstract domain used in an IEEE-754 encoding"),
        }
    }

    /// Notes an op that only the IEEE-754 encoding has.
    fn ieee_only(&self) {
        if !self.is_ieee() {
            self.shared.float.needs_ieee.set(true);
        }
    }

    /// `Ok` in the IEEE-754 encoding; otherwise notes that the pair needs
    /// it and names `what` as not modelled by the abstract encoding.
    pub fn require_ieee(&self, what: impl FnOnce() -> String) -> Result<(), super::super::Unsupported> {
        if self.is_ieee() {
            return Ok(());
        }
        self.ieee_only();
        Err(super::super::Unsupported::new(format!("{} has no abstract floating-point encoding", what())))
    }

    fn is_ieee(&self) -> bool {
        self.enc == Encoding::Ieee
    }

    pub fn encoding(&self) -> Encoding {
        self.enc
    }

    // --- values --------------------------------------------------------

    /// A function argument: any value of the format.
    pub fn input(&self, f: Format, name: &str) -> Fl<'c> {
        if self.is_ieee() { Fl::Ieee(FP::new_const(self.smt, name, f)) } else { Fl::Abs(self.dom().input(f, name)) }
    }

    /// The constant `v` (a value of `f`; NaN, ±inf and ±0 included).
    pub fn constant(&self, f: Format, v: f64) -> Fl<'c> {
        if self.is_ieee() { Fl::Ieee(FP::from_f64(self.smt, v, f)) } else { Fl::Abs(self.dom().constant(f, v)) }
    }

    pub fn nan(&self, f: Format) -> Fl<'c> {
        self.constant(f, f64::NAN)
    }

    pub fn zero(&self, f: Format, negative: &Bool<'c>) -> Fl<'c> {
        self.ite(negative, &self.constant(f, -0.0), &self.constant(f, 0.0))
    }

    /// A value the op picks freely (recorded as a choice, see
    /// `Shared::choice`).
    pub fn choice(&self, f: Format, name: &str) -> Fl<'c> {
        if self.is_ieee() {
            let bits = self.shared.choice(self.smt, name, f.width());
            Fl::Ieee(FP::from_ieee(&bits, f))
        } else {
            let d = self.dom();
            let bits = self.shared.choice(self.smt, name, d.m + 1);
            Fl::Abs(d.chosen(f, bits))
        }
    }

    /// The value whose IEEE encoding is `bits` (`arith.bitcast`). Only the
    /// IEEE-754 encoding has bit patterns.
    pub fn from_bits(&self, bits: &BV<'c>, f: Format) -> Option<Fl<'c>> {
        self.ieee_only();
        self.is_ieee().then(|| Fl::Ieee(FP::from_ieee(bits, f)))
    }

    /// The IEEE encoding of `x`; a NaN's bits are chosen freely among NaN
    /// encodings. `None` in the abstract encoding.
    pub fn to_bits(&self, x: &Fl<'c>, name: &str) -> Option<BV<'c>> {
        self.ieee_only();
        if !self.is_ieee() {
            return None;
        }
        let x = x.ieee();
        let f = x.format();
        // A NaN: exponent all ones, a nonzero significand, any sign. The
        // choice has the format's width (its exponent bits are ignored) so
        // that every NaN encoding is the choice of its own bits.
        let w = f.width();
        let pick = self.shared.choice(self.smt, name, w);
        let sig = pick.extract(f.sbits - 2, 0);
        let sig = BV::ite(&sig.is_zero(), &BV::from_u64(self.smt, 1, f.sbits - 1), &sig);
        let nan = pick.extract(w - 1, w - 1).concat(&BV::all_ones(self.smt, f.ebits)).concat(&sig);
        Some(BV::ite(&x.is_nan(), &nan, &x.to_ieee()))
    }

    // --- exact operations ----------------------------------------------

    pub fn is_nan(&self, x: &Fl<'c>) -> Bool<'c> {
        match x {
            Fl::Ieee(x) => x.is_nan(),
            Fl::Abs(x) => self.dom().is_nan(x),
        }
    }

    pub fn is_inf(&self, x: &Fl<'c>) -> Bool<'c> {
        match x {
            Fl::Ieee(x) => x.is_inf(),
            Fl::Abs(x) => self.dom().is_inf(x),
        }
    }

    pub fn is_zero(&self, x: &Fl<'c>) -> Bool<'c> {
        match x {
            Fl::Ieee(x) => x.is_zero(),
            Fl::Abs(x) => self.dom().is_zero(x),
        }
    }

    /// The sign bit of a value that is not NaN.
    pub fn is_negative(&self, x: &Fl<'c>) -> Bool<'c> {
        match x {
            Fl::Ieee(x) => x.is_negative(),
            Fl::Abs(x) => self.dom().sign(x),
        }
    }

    /// A normal number (not zero, subnormal, infinite or NaN). The
    /// abstract encoding does not know subnormals: `None`.
    pub fn is_normal(&self, x: &Fl<'c>) -> Option<Bool<'c>> {
        match x {
            Fl::Ieee(x) => Some(x.is_normal()),
            Fl::Abs(_) => {
                self.ieee_only();
                None
            }
        }
    }

    /// The same value: every NaN is the same, +0 and -0 differ.
    pub fn same(&self, a: &Fl<'c>, b: &Fl<'c>) -> Bool<'c> {
        same(a, b)
    }

    /// IEEE `==` (false on NaN, +0 == -0).
    pub fn eq(&self, a: &Fl<'c>, b: &Fl<'c>) -> Bool<'c> {
        match (a, b) {
            (Fl::Ieee(a), Fl::Ieee(b)) => a.ieee_eq(b),
            (Fl::Abs(a), Fl::Abs(b)) => self.dom().eq(a, b),
            _ => panic!("floats of two encodings"),
        }
    }

    /// IEEE `<` (false on NaN).
    pub fn lt(&self, a: &Fl<'c>, b: &Fl<'c>) -> Bool<'c> {
        match (a, b) {
            (Fl::Ieee(a), Fl::Ieee(b)) => a.lt(b),
            (Fl::Abs(a), Fl::Abs(b)) => self.dom().lt(a, b),
            _ => panic!("floats of two encodings"),
        }
    }

    pub fn ite(&self, c: &Bool<'c>, t: &Fl<'c>, e: &Fl<'c>) -> Fl<'c> {
        select(c, t, e)
    }

    /// Flips the sign (of a NaN too).
    pub fn neg(&self, x: &Fl<'c>) -> Fl<'c> {
        match x {
            Fl::Ieee(x) => Fl::Ieee(x.neg().simplified_if(x.known().is_some())),
            Fl::Abs(x) => Fl::Abs(self.dom().with_sign(x, &!&self.dom().sign(x))),
        }
    }

    /// Clears the sign.
    pub fn abs(&self, x: &Fl<'c>) -> Fl<'c> {
        match x {
            Fl::Ieee(x) => Fl::Ieee(x.abs()),
            Fl::Abs(x) => Fl::Abs(self.dom().with_sign(x, &Bool::from_bool(self.smt, false))),
        }
    }

    /// `x` with its sign set to `negative` (a NaN stays NaN).
    pub fn with_sign(&self, x: &Fl<'c>, negative: &Bool<'c>) -> Fl<'c> {
        let a = self.abs(x);
        self.ite(negative, &self.neg(&a), &a)
    }

    // --- rounded operations (to nearest, ties to even) ------------------

    // Exact identities of IEEE-754 (one NaN) are applied when building
    // IEEE terms: Z3's rewriter keeps `x + -0.0` and `x * 1.0`, and its SAT
    // back end then needs minutes to prove two multipliers equal.

    pub fn add(&self, a: &Fl<'c>, b: &Fl<'c>) -> Fl<'c> {
        let neg_zero = |x: &FP<'c>| x.known().is_some_and(|v| v == 0.0 && v.is_sign_negative());
        match (a, b) {
            // x + -0 = x, for every x (-0 + -0 = -0; +0 + -0 = +0).
            (Fl::Ieee(x), Fl::Ieee(z)) if neg_zero(z) => Fl::Ieee(x.clone()),
            (Fl::Ieee(z), Fl::Ieee(x)) if neg_zero(z) => Fl::Ieee(x.clone()),
            (Fl::Ieee(a), Fl::Ieee(b)) => Fl::Ieee(a.add(b, Rounding::NearestEven)),
            (Fl::Abs(a), Fl::Abs(b)) => Fl::Abs(self.dom().add(a, b)),
            _ => panic!("floats of two encodings"),
        }
    }

    /// `a - b`, which IEEE-754 defines as `a + (-b)`.
    pub fn sub(&self, a: &Fl<'c>, b: &Fl<'c>) -> Fl<'c> {
        self.add(a, &self.neg(b))
    }

    pub fn mul(&self, a: &Fl<'c>, b: &Fl<'c>) -> Fl<'c> {
        let one = |x: &FP<'c>| x.known() == Some(1.0);
        match (a, b) {
            // x * 1 = x, for every x (the sign of a zero or an infinity kept).
            (Fl::Ieee(x), Fl::Ieee(u)) if one(u) => Fl::Ieee(x.clone()),
            (Fl::Ieee(u), Fl::Ieee(x)) if one(u) => Fl::Ieee(x.clone()),
            (Fl::Ieee(a), Fl::Ieee(b)) => Fl::Ieee(a.mul(b, Rounding::NearestEven)),
            (Fl::Abs(a), Fl::Abs(b)) => Fl::Abs(self.dom().mul(a, b)),
            _ => panic!("floats of two encodings"),
        }
    }

    pub fn div(&self, a: &Fl<'c>, b: &Fl<'c>) -> Fl<'c> {
        match (a, b) {
            // x / 1 = x, for every x.
            (Fl::Ieee(x), Fl::Ieee(u)) if u.known() == Some(1.0) => Fl::Ieee(x.clone()),
            (Fl::Ieee(a), Fl::Ieee(b)) => Fl::Ieee(a.div(b, Rounding::NearestEven)),
            (Fl::Abs(a), Fl::Abs(b)) => Fl::Abs(self.dom().div(a, b)),
            _ => panic!("floats of two encodings"),
        }
    }

    /// C's `fmod`: `a - trunc(a / b) * b` computed exactly; the sign of `a`.
    pub fn fmod(&self, a: &Fl<'c>, b: &Fl<'c>) -> Fl<'c> {
        match (a, b) {
            (Fl::Ieee(x), Fl::Ieee(y)) => {
                // From the IEEE remainder r (|r| <= |y|/2): when r's sign
                // differs from x's, r + |y| (x > 0) or r - |y| (x < 0) is
                // fmod, computed exactly (it is representable). A zero
                // takes x's sign.
                let r = x.ieee_rem(y);
                let ay = y.abs();
                let up = r.add(&ay, Rounding::NearestEven);
                let down = r.sub(&ay, Rounding::NearestEven);
                let pos = x.is_positive();
                let fixed = FP::ite(
                    &(&pos & &r.is_negative() & !r.is_zero()),
                    &up,
                    &FP::ite(&(!&pos & r.is_positive() & !r.is_zero()), &down, &r),
                );
                let zero = FP::ite(
                    &x.is_negative(),
                    &FP::zero(self.smt, x.format(), true),
                    &FP::zero(self.smt, x.format(), false),
                );
                Fl::Ieee(FP::ite(&fixed.is_zero(), &zero, &fixed))
            }
            (Fl::Abs(a), Fl::Abs(b)) => Fl::Abs(self.dom().fmod(a, b)),
            _ => panic!("floats of two encodings"),
        }
    }

    /// `a * b + c` rounded once.
    pub fn fma(&self, a: &Fl<'c>, b: &Fl<'c>, c: &Fl<'c>) -> Fl<'c> {
        match (a, b, c) {
            (Fl::Ieee(a), Fl::Ieee(b), Fl::Ieee(c)) => Fl::Ieee(a.fma(b, c, Rounding::NearestEven)),
            (Fl::Abs(a), Fl::Abs(b), Fl::Abs(c)) => Fl::Abs(self.dom().fma(a, b, c)),
            _ => panic!("floats of two encodings"),
        }
    }

    pub fn sqrt(&self, a: &Fl<'c>) -> Fl<'c> {
        match a {
            Fl::Ieee(a) => Fl::Ieee(a.sqrt(Rounding::NearestEven)),
            Fl::Abs(a) => Fl::Abs(self.dom().sqrt(a)),
        }
    }

    /// The integral value in direction `dir` (exact).
    pub fn round_integral(&self, a: &Fl<'c>, dir: Integral) -> Fl<'c> {
        match a {
            Fl::Ieee(a) => Fl::Ieee(a.round_integral(dir.rounding())),
            Fl::Abs(a) => Fl::Abs(self.dom().round_integral(a, dir.name(), |v| dir.apply(v))),
        }
    }

    /// Conversion to another format: exact when widening, rounded by `r`
    /// when narrowing.
    pub fn convert(&self, a: &Fl<'c>, to: Format, r: Rounding) -> Fl<'c> {
        if a.format() == to {
            return a.clone();
        }
        match a {
            Fl::Ieee(a) => Fl::Ieee(a.convert(to, r)),
            Fl::Abs(a) => Fl::Abs(self.dom().convert(a, to, r)),
        }
    }

    /// The integer `v` (signed or unsigned) rounded to nearest-even.
    pub fn from_int(&self, v: &BV<'c>, signed: bool, to: Format) -> Fl<'c> {
        if self.is_ieee() {
            Fl::Ieee(FP::from_int(v, signed, to, Rounding::NearestEven))
        } else {
            Fl::Abs(self.dom().from_int(v, signed, to))
        }
    }

    /// `a` rounded toward zero to a `width`-bit integer, and whether it is
    /// out of range (NaN and infinities included).
    pub fn to_int(&self, a: &Fl<'c>, signed: bool, width: u32) -> (BV<'c>, Bool<'c>) {
        match a {
            Fl::Ieee(x) => {
                let f = x.format();
                let t = x.round_integral(Rounding::TowardZero);
                // In range: lo <= t < hi with lo = -2^(w-1) (0 unsigned) and
                // hi = 2^(w-1) (2^w unsigned); a bound beyond the format's
                // range holds for every finite value.
                let hi_exp = if signed { width - 1 } else { width };
                let bound = |e: u32| -> Option<FP<'c>> {
                    let v = 2f64.powi(e as i32);
                    (e < 1024 && v <= max_finite(f)).then(|| FP::from_f64(self.smt, v, f))
                };
                let mut ok = !x.is_nan() & !x.is_inf();
                if let Some(hi) = bound(hi_exp) {
                    ok &= t.lt(&hi);
                }
                if signed {
                    if let Some(lo) = bound(width - 1) {
                        ok &= t.ge(&lo.neg());
                    }
                } else {
                    ok &= t.ge(&FP::zero(self.smt, f, false));
                }
                let v = x.to_int(signed, width, Rounding::TowardZero);
                (v, !ok)
            }
            Fl::Abs(a) => self.dom().to_int(a, signed, width),
        }
    }

    /// An op modelled only by an uninterpreted function of its arguments
    /// (the same function in the source and the target). The caller adds
    /// the special cases it knows.
    pub fn opaque(&self, name: &str, args: &[&Fl<'c>], result: Format) -> Fl<'c> {
        self.shared.float.opaque.borrow_mut().insert(name.to_string());
        match self.enc {
            Encoding::Ieee => {
                let domain: Vec<Sort> = args.iter().map(|a| Sort::FP(a.format())).collect();
                let f = Func::new(self.smt, &format!("{name}.{}", format_name(result)), &domain, Sort::FP(result));
                let terms: Vec<_> = args.iter().map(|a| a.term()).collect();
                Fl::Ieee(FP::from_term(f.apply(&terms), result))
            }
            Encoding::Abstract { .. } => {
                let args: Vec<&AbsF<'c>> = args.iter().map(|a| a.abs()).collect();
                Fl::Abs(self.dom().opaque(name, &args, result))
            }
        }
    }

    /// The sort of a float of format `f` in this encoding (for external
    /// calls).
    pub fn sort(&self, f: Format) -> Sort {
        match self.enc {
            Encoding::Ieee => Sort::FP(f),
            Encoding::Abstract { mag_bits } => Sort::BV(mag_bits + 1),
        }
    }

    /// A float from a term of [`Floats::sort`] (an external call's result).
    pub fn from_term(&self, t: crate::smt::Term<'c>, f: Format) -> Fl<'c> {
        match self.enc {
            Encoding::Ieee => Fl::Ieee(FP::from_term(t, f)),
            Encoding::Abstract { .. } => Fl::Abs(self.dom().made(f, BV::from_term(t))),
        }
    }
}
