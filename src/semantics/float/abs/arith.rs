//! Arithmetic in the abstract domain: uninterpreted functions of the
//! magnitude codes, wrapped in the special cases of IEEE-754.

use super::*;

impl<'c> Dom<'c, '_> {
    pub fn add(&self, a: &AbsF<'c>, b: &AbsF<'c>) -> AbsF<'c> {
        if let Some(k) = self.fold2(a, b, |x, y| x + y) {
            return k;
        }
        let f = a.format;
        let (sa, sb) = (self.sign(a), self.sign(b));
        let (ma, mb) = (self.mag(a), self.mag(b));
        let uf = self.func("add", f, &[self.m + 1, self.m + 1], self.m + 1);
        self.count();
        let raw = self.commutative(&uf, &a.bits, &b.bits);
        let r = AbsF { bits: raw, format: f, known: None };
        // The exact sum of finite values is zero only for x + (-x), and
        // never NaN; operands of one sign give that sign.
        let rm = self.mag(&r);
        let rm = BV::ite(&(rm.is_zero() | rm.eq(&self.nan_code())), &self.num(1), &rm);
        let rs = sa.iff(&sb).ite(&sa, &self.sign(&r));
        let general = self.make(f, &rs, &rm);
        self.cases(
            vec![
                (self.is_nan(a) | self.is_nan(b) | (self.is_inf(a) & self.is_inf(b) & !sa.iff(&sb)), self.nan(f)),
                (self.is_inf(a), a.clone()),
                (self.is_inf(b), b.clone()),
                // -0 + -0 = -0; any other sum of zeros is +0.
                (self.is_zero(a) & self.is_zero(b), self.zero(f, &(&sa & &sb))),
                (self.is_zero(b), a.clone()),
                (self.is_zero(a), b.clone()),
                // x + (-x) = +0 when rounding to nearest.
                (ma.eq(&mb) & !sa.iff(&sb), self.zero(f, &self.ff())),
            ],
            general,
        )
    }

    pub fn mul(&self, a: &AbsF<'c>, b: &AbsF<'c>) -> AbsF<'c> {
        if let Some(k) = self.fold2(a, b, |x, y| x * y) {
            return k;
        }
        let f = a.format;
        let s = self.sign(a) ^ self.sign(b);
        let (ma, mb) = (self.mag(a), self.mag(b));
        let one = self.one(f);
        let uf = self.func("mul", f, &[self.m, self.m], self.m);
        self.count();
        let general = self.make(f, &s, &self.not_nan(&self.commutative(&uf, &ma, &mb)));
        let (za, zb, ia, ib) = (self.is_zero(a), self.is_zero(b), self.is_inf(a), self.is_inf(b));
        self.cases(
            vec![
                (self.is_nan(a) | self.is_nan(b) | (&ia & &zb) | (&za & &ib), self.nan(f)),
                (&ia | &ib, self.inf(f, &s)),
                (&za | &zb, self.zero(f, &s)),
                (ma.eq(&one), self.make(f, &s, &mb)),
                (mb.eq(&one), self.make(f, &s, &ma)),
            ],
            general,
        )
    }

    pub fn div(&self, a: &AbsF<'c>, b: &AbsF<'c>) -> AbsF<'c> {
        if let Some(k) = self.fold2(a, b, |x, y| x / y) {
            return k;
        }
        let f = a.format;
        let s = self.sign(a) ^ self.sign(b);
        let (ma, mb) = (self.mag(a), self.mag(b));
        let one = self.one(f);
        let uf = self.func("div", f, &[self.m, self.m], self.m);
        self.count();
        let general = self.make(f, &s, &self.not_nan(&self.apply(&uf, &[&ma, &mb])));
        let (za, zb, ia, ib) = (self.is_zero(a), self.is_zero(b), self.is_inf(a), self.is_inf(b));
        self.cases(
            vec![
                (self.is_nan(a) | self.is_nan(b) | (&za & &zb) | (&ia & &ib), self.nan(f)),
                (ia | zb, self.inf(f, &s)),
                (za | ib, self.zero(f, &s)),
                (mb.eq(&one), self.make(f, &s, &ma)),
                (ma.eq(&mb), self.make(f, &s, &one)),
            ],
            general,
        )
    }

    pub fn fmod(&self, a: &AbsF<'c>, b: &AbsF<'c>) -> AbsF<'c> {
        if let Some(k) = self.fold2(a, b, |x, y| x % y) {
            return k;
        }
        let f = a.format;
        let sa = self.sign(a);
        let (ma, mb) = (self.mag(a), self.mag(b));
        let uf = self.func("fmod", f, &[self.m, self.m], self.m);
        self.count();
        // |fmod(x, y)| < |y|.
        let r = self.apply(&uf, &[&ma, &mb]);
        let r = BV::ite(&r.ult(&mb), &r, &self.num(0));
        self.cases(
            vec![
                (self.is_nan(a) | self.is_nan(b) | self.is_inf(a) | self.is_zero(b), self.nan(f)),
                (self.is_inf(b) | self.is_zero(a) | ma.ult(&mb), a.clone()),
                (ma.eq(&mb), self.zero(f, &sa)),
            ],
            self.make(f, &sa, &r),
        )
    }

    pub fn fma(&self, a: &AbsF<'c>, b: &AbsF<'c>, c: &AbsF<'c>) -> AbsF<'c> {
        if let (Some(x), Some(y), Some(z), Format::F64) = (a.known, b.known, c.known, a.format) {
            return self.constant(a.format, x.mul_add(y, z));
        }
        let f = a.format;
        let sp = self.sign(a) ^ self.sign(b);
        let (ma, mb) = (self.mag(a), self.mag(b));
        let one = self.one(f);
        let w = self.m + 1;
        let uf = self.func("fma", f, &[w, w, w], w);
        self.count();
        let raw = &self.apply(&uf, &[&a.bits, &b.bits, &c.bits]) & &self.apply(&uf, &[&b.bits, &a.bits, &c.bits]);
        let raw = AbsF { bits: raw, format: f, known: None };
        let general = self.make(f, &self.sign(&raw), &self.not_nan(&self.mag(&raw)));
        let (za, zb, ia, ib) = (self.is_zero(a), self.is_zero(b), self.is_inf(a), self.is_inf(b));
        let p_inf = &ia | &ib;
        // Exact products: 0 * y and (+-1) * y; the sum then rounds once.
        let exact = |m: &BV<'c>| self.add(&self.make(f, &sp, m), c);
        self.cases(
            vec![
                (
                    self.is_nan(a)
                        | self.is_nan(b)
                        | self.is_nan(c)
                        | (&ia & &zb)
                        | (&za & &ib)
                        | (&p_inf & self.is_inf(c) & !sp.iff(&self.sign(c))),
                    self.nan(f),
                ),
                (p_inf, self.inf(f, &sp)),
                (self.is_inf(c), c.clone()),
                (&za | &zb, exact(&self.num(0))),
                (ma.eq(&one), exact(&mb)),
                (mb.eq(&one), exact(&ma)),
            ],
            general,
        )
    }

    pub fn sqrt(&self, a: &AbsF<'c>) -> AbsF<'c> {
        if let Some(x) = a.known {
            return self.constant(a.format, round_to(a.format, x.sqrt()));
        }
        let f = a.format;
        let ma = self.mag(a);
        let uf = self.func("sqrt", f, &[self.m], self.m);
        self.count();
        let r = self.apply(&uf, &[&ma]);
        // The square root of a finite positive value is finite, positive.
        let r = BV::ite(&self.finite_nonzero(&r), &r, &self.num(1));
        self.cases(
            vec![
                (self.is_nan(a) | (self.sign(a) & !self.is_zero(a)), self.nan(f)),
                (self.is_zero(a) | self.is_inf(a) | ma.eq(&self.one(f)), a.clone()),
            ],
            self.make(f, &self.ff(), &r),
        )
    }

    /// Rounding to an integral value keeps the sign, zeros, infinities and
    /// NaN, and integral constants such as 1.
    pub fn round_integral(&self, a: &AbsF<'c>, name: &str, exact: impl Fn(f64) -> f64) -> AbsF<'c> {
        if let Some(x) = a.known {
            return self.constant(a.format, exact(x));
        }
        let f = a.format;
        let ma = self.mag(a);
        let uf = self.func(name, f, &[self.m], self.m);
        self.count();
        let r = self.apply(&uf, &[&ma]);
        let r = BV::ite(&r.ult(&self.inf_code()), &r, &self.num(0));
        self.cases(
            vec![(self.is_nan(a) | self.is_zero(a) | self.is_inf(a) | ma.eq(&self.one(f)), a.clone())],
            self.make(f, &self.sign(a), &r),
        )
    }
}
