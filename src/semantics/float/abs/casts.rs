//! Casts in the abstract domain (between formats and to and from
//! integers), and the axioms that relate them and the constants of a query.

use super::*;

impl<'c> Dom<'c, '_> {
    fn record(&self, kind: CastKind, arg: BV<'c>, raw: BV<'c>, oor: Option<Bool<'c>>) {
        self.st.casts.borrow_mut().push(Cast { kind, arg, raw, oor });
    }

    pub fn convert(&self, a: &AbsF<'c>, to: Format, rm: Rounding) -> AbsF<'c> {
        let from = a.format;
        let widening = to.ebits >= from.ebits && to.sbits >= from.sbits;
        if let Some(x) = a.known {
            if widening || rm == Rounding::NearestEven {
                return self.constant(to, round_to(to, x));
            }
        }
        let ma = self.mag(a);
        let sa = self.sign(a);
        let (name, kind) =
            if widening { ("ext", CastKind::Ext { from, to }) } else { ("trunc", CastKind::Trunc { from, to, rm }) };
        let uf = Func::new(
            self.smt,
            &format!("abs.{name}.{:?}.{}.{}.m{}", rm, format_name(from), format_name(to), self.m),
            &[Sort::BV(self.m)],
            Sort::BV(self.m),
        );
        self.count();
        let raw = self.apply(&uf, &[&ma]);
        // Widening is exact: a finite nonzero value stays one. Narrowing
        // may overflow to infinity or underflow to zero, never to NaN.
        let r = if widening { BV::ite(&self.finite_nonzero(&raw), &raw, &self.num(1)) } else { self.not_nan(&raw) };
        self.record(kind, ma.clone(), r.clone(), None);
        self.cases(
            vec![
                (self.is_nan(a), self.nan(to)),
                (self.is_inf(a), self.inf(to, &sa)),
                (self.is_zero(a), self.zero(to, &sa)),
            ],
            self.make(to, &sa, &r),
        )
    }

    pub fn from_int(&self, v: &BV<'c>, signed: bool, to: Format) -> AbsF<'c> {
        let w = v.width();
        // An integer computed from constants (index arithmetic at a known
        // point, as `tosa-to-linalg`'s FFT angles are) converts to the same
        // abstract constant as the number itself.
        if let Some(bits) = v.simplified().as_const() {
            let x = if signed { bits.to_i64().map(|i| i as f64) } else { bits.to_u64().map(|u| u as f64) };
            // Rust's integer-to-float casts round to nearest-even; through
            // f64 that is exact for integers of up to 53 bits.
            let direct = match (x, to) {
                (Some(_), Format::F64) => bits
                    .to_i64()
                    .filter(|_| signed)
                    .map(|i| i as f64)
                    .or_else(|| bits.to_u64().filter(|_| !signed).map(|u| u as f64)),
                (Some(_), Format::F32) => bits
                    .to_i64()
                    .filter(|_| signed)
                    .map(|i| i as f32 as f64)
                    .or_else(|| bits.to_u64().filter(|_| !signed).map(|u| u as f32 as f64)),
                (Some(x), _) if w <= 53 => Some(round_to(to, x)),
                _ => None,
            };
            if let Some(d) = direct {
                return self.constant(to, d);
            }
        }
        let uf = Func::new(
            self.smt,
            &format!("abs.{}itofp.i{w}.{}.m{}", if signed { "s" } else { "u" }, format_name(to), self.m),
            &[Sort::BV(w)],
            Sort::BV(self.m),
        );
        self.count();
        let raw = self.apply(&uf, &[v]);
        let neg = if signed { v.sign_bit() } else { self.ff() };
        // Overflow to infinity is possible only when the integers reach
        // beyond the format's largest finite value.
        let reach = if signed { (w as f64 - 1.0).exp2() } else { (w as f64).exp2() };
        let ok =
            if reach > max_finite(to) { !raw.is_zero() & !raw.eq(&self.nan_code()) } else { self.finite_nonzero(&raw) };
        let r = BV::ite(&ok, &raw, &self.num(1));
        self.record(CastKind::FromInt { signed, width: w, to }, v.clone(), r.clone(), None);
        self.cases(vec![(v.is_zero(), self.zero(to, &self.ff()))], self.make(to, &neg, &r))
    }

    /// Rounds toward zero to a `width`-bit integer; also says whether the
    /// value is out of range.
    pub fn to_int(&self, a: &AbsF<'c>, signed: bool, width: u32) -> (BV<'c>, Bool<'c>) {
        let f = a.format;
        if let Some(x) = a.known {
            let t = x.trunc();
            let (lo, hi) = if signed {
                (-(width as f64 - 1.0).exp2(), (width as f64 - 1.0).exp2())
            } else {
                (0.0, (width as f64).exp2())
            };
            if x.is_nan() || !(t >= lo && t < hi) {
                return (BV::zero(self.smt, width), self.tt());
            }
            if let Some(b) = int_bits(t, width) {
                return (BV::from_bits(self.smt, &b), self.ff());
            }
        }
        let tag = format!("{}.i{width}.{}.m{}", if signed { "fptosi" } else { "fptoui" }, format_name(f), self.m);
        let val = Func::new(self.smt, &format!("abs.{tag}"), &[Sort::BV(self.m + 1)], Sort::BV(width));
        let out = Func::new(self.smt, &format!("abs.{tag}.oor"), &[Sort::BV(self.m + 1)], Sort::Bool);
        let raw = self.apply(&val, &[&a.bits]);
        let oor_raw = Bool::from_term(out.apply(&[a.bits.term()]));
        let zero = BV::zero(self.smt, width);
        let sa = self.sign(a);
        // Toward zero keeps the sign; an unsigned result of a negative
        // value can only be 0 (for values above -1).
        let r = if signed {
            let wrong = sa.ite(&raw.sgt(&zero), &raw.slt(&zero));
            BV::ite(&wrong, &zero, &raw)
        } else {
            BV::ite(&sa, &zero, &raw)
        };
        let special = self.is_nan(a) | self.is_inf(a);
        let r = BV::ite(&self.is_zero(a), &zero, &r);
        let oor = &special | (!self.is_zero(a) & oor_raw);
        self.record(CastKind::ToInt { signed, width, from: f }, a.bits.clone(), r.clone(), Some(oor.clone()));
        (r, oor)
    }

    /// A function modelled only by its name and arguments.
    pub fn opaque(&self, name: &str, args: &[&AbsF<'c>], result: Format) -> AbsF<'c> {
        let w = self.m + 1;
        let dom: Vec<u32> = args.iter().map(|_| w).collect();
        let uf = self.func(name, result, &dom, w);
        let bits: Vec<&BV<'c>> = args.iter().map(|a| &a.bits).collect();
        let raw = self.apply(&uf, &bits);
        self.made(result, raw)
    }

    // --- axioms ----------------------------------------------------------

    /// Facts about the constants and casts of the query.
    pub fn axioms(&self) -> Vec<Bool<'c>> {
        let mut out = Vec::new();
        let consts = self.st.consts.borrow();
        // Constants: finite, nonzero, below the largest finite value's
        // code, and ordered as their values.
        let mut formats: Vec<Format> = Vec::new();
        for c in consts.iter() {
            if !formats.contains(&c.format) {
                formats.push(c.format);
            }
        }
        for f in formats {
            let mut cs: Vec<&Const<'c>> = consts.iter().filter(|c| c.format == f).collect();
            cs.sort_by(|a, b| a.value.total_cmp(&b.value));
            for c in &cs {
                out.push(!c.mag.is_zero() & c.mag.ult(&self.top_code()));
            }
            for pair in cs.windows(2) {
                out.push(pair[0].mag.ult(&pair[1].mag));
            }
        }
        let casts = self.st.casts.borrow();
        for (i, a) in casts.iter().enumerate() {
            for b in &casts[i..] {
                if a.kind != b.kind {
                    continue;
                }
                let finite = || self.finite_nonzero(&a.arg) & self.finite_nonzero(&b.arg);
                match a.kind {
                    // Widening is strictly increasing (an ordered embedding).
                    CastKind::Ext { .. } => {
                        out.push((finite() & a.arg.ult(&b.arg)).implies(&a.raw.ult(&b.raw)));
                        out.push((finite() & b.arg.ult(&a.arg)).implies(&b.raw.ult(&a.raw)));
                    }
                    // Rounding is increasing.
                    CastKind::Trunc { .. } => {
                        out.push((finite() & a.arg.ule(&b.arg)).implies(&a.raw.ule(&b.raw)));
                        out.push((finite() & b.arg.ule(&a.arg)).implies(&b.raw.ule(&a.raw)));
                    }
                    CastKind::FromInt { signed, .. } => {
                        // Magnitudes grow with |x| among nonzero values of
                        // one sign.
                        let nonzero = !a.arg.is_zero() & !b.arg.is_zero();
                        let (pa, pb) =
                            if signed { (!a.arg.sign_bit(), !b.arg.sign_bit()) } else { (self.tt(), self.tt()) };
                        let both_pos = &pa & &pb & &nonzero;
                        let both_neg = !&pa & !&pb & &nonzero;
                        out.push((&both_pos & a.arg.ule(&b.arg)).implies(&a.raw.ule(&b.raw)));
                        out.push((&both_pos & b.arg.ule(&a.arg)).implies(&b.raw.ule(&a.raw)));
                        out.push((&both_neg & a.arg.sle(&b.arg)).implies(&b.raw.ule(&a.raw)));
                        out.push((&both_neg & b.arg.sle(&a.arg)).implies(&a.raw.ule(&b.raw)));
                    }
                    CastKind::ToInt { signed, from, .. } => {
                        let fa = AbsF { bits: a.arg.clone(), format: from, known: None };
                        let fb = AbsF { bits: b.arg.clone(), format: from, known: None };
                        let fine = |x: &AbsF<'c>, oor: &Option<Bool<'c>>| {
                            !self.is_nan(x) & !self.is_inf(x) & !oor.clone().unwrap_or_else(|| self.ff())
                        };
                        let both = fine(&fa, &a.oor) & fine(&fb, &b.oor);
                        let le = |x: &BV<'c>, y: &BV<'c>| if signed { x.sle(y) } else { x.ule(y) };
                        out.push((&both & self.key(&fa).sle(&self.key(&fb))).implies(&le(&a.raw, &b.raw)));
                        out.push((&both & self.key(&fb).sle(&self.key(&fa))).implies(&le(&b.raw, &a.raw)));
                    }
                }
            }
        }
        // Narrowing undoes widening: truncf(extf(x)) = x.
        for e in casts.iter() {
            let CastKind::Ext { from, to } = e.kind else { continue };
            for t in casts.iter() {
                if let CastKind::Trunc { from: tf, to: tt, .. } = t.kind {
                    if tf == to && tt == from {
                        out.push((self.finite_nonzero(&e.arg) & t.arg.eq(&e.raw)).implies(&t.raw.eq(&e.arg)));
                    }
                }
            }
        }
        // Casts agree with the constants they meet.
        for c in casts.iter() {
            match c.kind {
                CastKind::Ext { from, to } | CastKind::Trunc { from, to, rm: Rounding::NearestEven } => {
                    for k in consts.iter().filter(|k| k.format == from) {
                        let r = round_to(to, k.value);
                        if let Some(d) = consts.iter().find(|d| d.format == to && d.value == r) {
                            out.push(c.arg.eq(&k.mag).implies(&c.raw.eq(&d.mag)));
                        }
                    }
                }
                CastKind::FromInt { signed, width, to } => {
                    for d in consts.iter().filter(|d| d.format == to && d.value.fract() == 0.0) {
                        for neg in [false, true] {
                            if neg && !signed {
                                continue;
                            }
                            let v = if neg { -d.value } else { d.value };
                            // An integer whose conversion is exactly d.
                            if let Some(b) = int_bits(v, width) {
                                if round_to(to, v) == v && (signed || v >= 0.0) && fits(v, signed, width) {
                                    out.push(c.arg.eq(&BV::from_bits(self.smt, &b)).implies(&c.raw.eq(&d.mag)));
                                }
                            }
                        }
                    }
                }
                CastKind::ToInt { signed, width, from } => {
                    for k in consts.iter().filter(|k| k.format == from) {
                        for neg in [false, true] {
                            let v = if neg { -k.value } else { k.value };
                            let x = self.make(from, &Bool::from_bool(self.smt, neg), &k.mag);
                            let t = v.trunc();
                            let hit = c.arg.eq(&x.bits);
                            let oor = c.oor.clone().unwrap_or_else(|| self.ff());
                            match int_bits(t, width).filter(|_| fits(t, signed, width)) {
                                Some(b) => out.push(hit.implies(&(c.raw.eq(&BV::from_bits(self.smt, &b)) & !oor))),
                                None => out.push(hit.implies(&oor)),
                            }
                        }
                    }
                }
                _ => {}
            }
        }
        out
    }
}

/// Whether the integral value `v` is in the range of a `width`-bit integer.
fn fits(v: f64, signed: bool, width: u32) -> bool {
    let (lo, hi) =
        if signed { (-(width as f64 - 1.0).exp2(), (width as f64 - 1.0).exp2()) } else { (0.0, (width as f64).exp2()) };
    v >= lo && v < hi
}

/// The two's complement bits of the integral value `v` in `width` bits,
/// when it fits an i64 (`-0` is 0). Callers check the range (`fits`).
fn int_bits(v: f64, width: u32) -> Option<crate::smt::Bits> {
    if v.fract() != 0.0 || v.abs() >= 9.2e18 {
        return None;
    }
    Some(crate::smt::Bits::from_i64(width, v as i64))
}
