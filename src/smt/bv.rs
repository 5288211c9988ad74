//! Bit-vector terms, with the width cached on the Rust side.

use super::{Bits, Bool, Context, Term};
use std::ffi::{CStr, CString};
use std::ops::{Add, BitAnd, BitOr, BitXor, Mul, Neg, Not, Sub};
use z3_sys::*;

#[derive(Clone, Debug)]
pub struct BV<'c> {
    pub(crate) term: Term<'c>,
    width: u32,
}

impl<'c> BV<'c> {
    pub(crate) fn wrap(term: Term<'c>, width: u32) -> BV<'c> {
        BV { term, width }
    }

    /// Wraps a term of bit-vector sort, reading its width from Z3.
    pub fn from_term(term: Term<'c>) -> BV<'c> {
        let ctx = term.ctx();
        let width = unsafe { Z3_get_bv_sort_size(ctx.raw(), Z3_get_sort(ctx.raw(), term.raw)) };
        BV { term, width }
    }

    pub fn new_const(ctx: &'c Context, name: &str, width: u32) -> BV<'c> {
        let sym = ctx.symbol(name);
        let raw = unsafe { Z3_mk_const(ctx.raw(), sym, ctx.bv_sort(width)) };
        BV::wrap(ctx.wrap(raw), width)
    }

    pub fn fresh(ctx: &'c Context, prefix: &str, width: u32) -> BV<'c> {
        BV::new_const(ctx, &ctx.fresh_name(prefix), width)
    }

    pub fn from_u64(ctx: &'c Context, v: u64, width: u32) -> BV<'c> {
        BV::from_bits(ctx, &Bits::from_u64(width, v))
    }

    pub fn from_i64(ctx: &'c Context, v: i64, width: u32) -> BV<'c> {
        BV::from_bits(ctx, &Bits::from_i64(width, v))
    }

    pub fn from_bits(ctx: &'c Context, b: &Bits) -> BV<'c> {
        let sort = ctx.bv_sort(b.width());
        let raw = match b.to_u64() {
            Some(v) => unsafe { Z3_mk_unsigned_int64(ctx.raw(), v, sort) },
            None => {
                let s = CString::new(b.to_udec()).unwrap();
                unsafe { Z3_mk_numeral(ctx.raw(), s.as_ptr(), sort) }
            }
        };
        BV::wrap(ctx.wrap(raw), b.width())
    }

    pub fn zero(ctx: &'c Context, width: u32) -> BV<'c> {
        BV::from_u64(ctx, 0, width)
    }

    pub fn all_ones(ctx: &'c Context, width: u32) -> BV<'c> {
        BV::from_i64(ctx, -1, width)
    }

    /// The most negative signed value, `10...0`.
    pub fn signed_min(ctx: &'c Context, width: u32) -> BV<'c> {
        let mut words = vec![0u64; (width as usize).div_ceil(64)];
        let top = width - 1;
        words[(top / 64) as usize] = 1u64 << (top % 64);
        BV::from_bits(ctx, &Bits::from_words(width, &words))
    }

    /// The largest signed value, `01...1`.
    pub fn signed_max(ctx: &'c Context, width: u32) -> BV<'c> {
        !BV::signed_min(ctx, width)
    }

    pub fn ctx(&self) -> &'c Context {
        self.term.ctx
    }

    pub fn term(&self) -> &Term<'c> {
        &self.term
    }

    pub fn width(&self) -> u32 {
        self.width
    }

    /// The constant value when the term is a numeral.
    /// The term as Z3's simplifier leaves it (a numeral when it is constant).
    pub fn simplified(&self) -> BV<'c> {
        if self.as_const().is_some() {
            return self.clone();
        }
        BV::wrap(self.term.simplify(), self.width)
    }

    /// The branches of an `ite` (then, else).
    pub fn ite_branches(&self) -> Option<(BV<'c>, BV<'c>)> {
        if self.term.decl_kind() != Some(DeclKind::ITE) {
            return None;
        }
        let (_, args) = self.term.app()?;
        let [_, t, e]: [Term<'c>; 3] = args.try_into().ok()?;
        Some((BV::wrap(t, self.width), BV::wrap(e, self.width)))
    }

    pub fn as_const(&self) -> Option<Bits> {
        let c = self.ctx().raw();
        unsafe {
            if Z3_get_ast_kind(c, self.term.raw) != AstKind::Numeral {
                return None;
            }
            let mut v: u64 = 0;
            if self.width <= 64 && Z3_get_numeral_uint64(c, self.term.raw, &mut v) {
                return Some(Bits::from_u64(self.width, v));
            }
            let s = CStr::from_ptr(Z3_get_numeral_string(c, self.term.raw)).to_string_lossy();
            Bits::from_dec_str(self.width, &s)
        }
    }

    fn un(&self, f: unsafe extern "C" fn(Z3_context, Z3_ast) -> Z3_ast) -> BV<'c> {
        let ctx = self.ctx();
        BV::wrap(ctx.wrap(unsafe { f(ctx.raw(), self.term.raw) }), self.width)
    }

    fn bin(&self, o: &BV<'c>, f: unsafe extern "C" fn(Z3_context, Z3_ast, Z3_ast) -> Z3_ast) -> BV<'c> {
        assert_eq!(self.width, o.width, "bit-vector width mismatch");
        let ctx = self.ctx();
        BV::wrap(ctx.wrap(unsafe { f(ctx.raw(), self.term.raw, o.term.raw) }), self.width)
    }

    fn pred(&self, o: &BV<'c>, f: unsafe extern "C" fn(Z3_context, Z3_ast, Z3_ast) -> Z3_ast) -> Bool<'c> {
        assert_eq!(self.width, o.width, "bit-vector width mismatch");
        let ctx = self.ctx();
        Bool(ctx.wrap(unsafe { f(ctx.raw(), self.term.raw, o.term.raw) }))
    }

    pub fn udiv(&self, o: &BV<'c>) -> BV<'c> {
        self.bin(o, Z3_mk_bvudiv)
    }
    pub fn sdiv(&self, o: &BV<'c>) -> BV<'c> {
        self.bin(o, Z3_mk_bvsdiv)
    }
    pub fn urem(&self, o: &BV<'c>) -> BV<'c> {
        self.bin(o, Z3_mk_bvurem)
    }
    /// Remainder with the sign of the dividend (C's `%`).
    pub fn srem(&self, o: &BV<'c>) -> BV<'c> {
        self.bin(o, Z3_mk_bvsrem)
    }
    /// Remainder with the sign of the divisor.
    pub fn smod(&self, o: &BV<'c>) -> BV<'c> {
        self.bin(o, Z3_mk_bvsmod)
    }
    /// Shift left; amounts >= width give 0 (SMT-LIB).
    pub fn shl(&self, o: &BV<'c>) -> BV<'c> {
        self.bin(o, Z3_mk_bvshl)
    }
    /// Logical shift right; amounts >= width give 0 (SMT-LIB).
    pub fn lshr(&self, o: &BV<'c>) -> BV<'c> {
        self.bin(o, Z3_mk_bvlshr)
    }
    /// Arithmetic shift right; amounts >= width fill with the sign bit.
    pub fn ashr(&self, o: &BV<'c>) -> BV<'c> {
        self.bin(o, Z3_mk_bvashr)
    }

    pub fn eq(&self, o: &BV<'c>) -> Bool<'c> {
        assert_eq!(self.width, o.width, "bit-vector width mismatch");
        let ctx = self.ctx();
        // Fold constants and identical terms, so that dead paths are seen
        // as such while encoding.
        if self.term.same(&o.term) {
            return Bool::from_bool(ctx, true);
        }
        if let (Some(a), Some(b)) = (self.as_const(), o.as_const()) {
            return Bool::from_bool(ctx, a == b);
        }
        Bool(ctx.wrap(unsafe { Z3_mk_eq(ctx.raw(), self.term.raw, o.term.raw) }))
    }
    pub fn ne(&self, o: &BV<'c>) -> Bool<'c> {
        !self.eq(o)
    }
    pub fn ult(&self, o: &BV<'c>) -> Bool<'c> {
        self.pred(o, Z3_mk_bvult)
    }
    pub fn ule(&self, o: &BV<'c>) -> Bool<'c> {
        self.pred(o, Z3_mk_bvule)
    }
    pub fn ugt(&self, o: &BV<'c>) -> Bool<'c> {
        self.pred(o, Z3_mk_bvugt)
    }
    pub fn uge(&self, o: &BV<'c>) -> Bool<'c> {
        self.pred(o, Z3_mk_bvuge)
    }
    pub fn slt(&self, o: &BV<'c>) -> Bool<'c> {
        self.pred(o, Z3_mk_bvslt)
    }
    pub fn sle(&self, o: &BV<'c>) -> Bool<'c> {
        self.pred(o, Z3_mk_bvsle)
    }
    pub fn sgt(&self, o: &BV<'c>) -> Bool<'c> {
        self.pred(o, Z3_mk_bvsgt)
    }
    pub fn sge(&self, o: &BV<'c>) -> Bool<'c> {
        self.pred(o, Z3_mk_bvsge)
    }

    pub fn is_zero(&self) -> Bool<'c> {
        self.eq(&BV::zero(self.ctx(), self.width))
    }

    /// Bits `hi..=lo`.
    pub fn extract(&self, hi: u32, lo: u32) -> BV<'c> {
        assert!(hi >= lo && hi < self.width, "extract {hi}..{lo} out of i{}", self.width);
        let ctx = self.ctx();
        let raw = unsafe { Z3_mk_extract(ctx.raw(), hi, lo, self.term.raw) };
        BV::wrap(ctx.wrap(raw), hi - lo + 1)
    }

    /// The most significant bit, as a boolean.
    pub fn sign_bit(&self) -> Bool<'c> {
        let top = self.extract(self.width - 1, self.width - 1);
        top.eq(&BV::from_u64(self.ctx(), 1, 1))
    }

    pub fn zext(&self, extra: u32) -> BV<'c> {
        if extra == 0 {
            return self.clone();
        }
        let ctx = self.ctx();
        let raw = unsafe { Z3_mk_zero_ext(ctx.raw(), extra, self.term.raw) };
        BV::wrap(ctx.wrap(raw), self.width + extra)
    }

    pub fn sext(&self, extra: u32) -> BV<'c> {
        if extra == 0 {
            return self.clone();
        }
        let ctx = self.ctx();
        let raw = unsafe { Z3_mk_sign_ext(ctx.raw(), extra, self.term.raw) };
        BV::wrap(ctx.wrap(raw), self.width + extra)
    }

    /// Zero-extends or truncates to `width`.
    pub fn zext_or_trunc(&self, width: u32) -> BV<'c> {
        if width >= self.width { self.zext(width - self.width) } else { self.extract(width - 1, 0) }
    }

    /// Sign-extends or truncates to `width`.
    pub fn sext_or_trunc(&self, width: u32) -> BV<'c> {
        if width >= self.width { self.sext(width - self.width) } else { self.extract(width - 1, 0) }
    }

    /// `self` as the high part, `lo` as the low part.
    pub fn concat(&self, lo: &BV<'c>) -> BV<'c> {
        let ctx = self.ctx();
        let raw = unsafe { Z3_mk_concat(ctx.raw(), self.term.raw, lo.term.raw) };
        BV::wrap(ctx.wrap(raw), self.width + lo.width)
    }

    pub fn repeat(&self, times: u32) -> BV<'c> {
        let ctx = self.ctx();
        let raw = unsafe { Z3_mk_repeat(ctx.raw(), times, self.term.raw) };
        BV::wrap(ctx.wrap(raw), self.width * times)
    }

    /// `if c then t else e`.
    pub fn ite(c: &Bool<'c>, t: &BV<'c>, e: &BV<'c>) -> BV<'c> {
        assert_eq!(t.width, e.width, "bit-vector width mismatch");
        BV::wrap(c.ite_term(&t.term, &e.term), t.width)
    }

    /// True when `self + o` wraps as unsigned numbers.
    pub fn add_overflows_unsigned(&self, o: &BV<'c>) -> Bool<'c> {
        let wide = &self.zext(1) + &o.zext(1);
        wide.extract(self.width, self.width).eq(&BV::from_u64(self.ctx(), 1, 1))
    }

    /// True when `self + o` is not representable as a signed number.
    pub fn add_overflows_signed(&self, o: &BV<'c>) -> Bool<'c> {
        let wide = &self.sext(1) + &o.sext(1);
        wide.ne(&(self + o).sext(1))
    }

    /// True when `self - o` is negative as unsigned numbers.
    pub fn sub_overflows_unsigned(&self, o: &BV<'c>) -> Bool<'c> {
        self.ult(o)
    }

    pub fn sub_overflows_signed(&self, o: &BV<'c>) -> Bool<'c> {
        let wide = &self.sext(1) - &o.sext(1);
        wide.ne(&(self - o).sext(1))
    }

    /// True when the 2n-bit product of the zero-extended operands does not
    /// fit n bits.
    pub fn mul_overflows_unsigned(&self, o: &BV<'c>) -> Bool<'c> {
        let w = self.width;
        let wide = &self.zext(w) * &o.zext(w);
        !wide.extract(2 * w - 1, w).is_zero()
    }

    /// True when the 2n-bit product of the sign-extended operands differs
    /// from the sign-extended n-bit product. (Z3 4.8's own
    /// `bvsmul_noudfl` predicate gets some cases wrong, e.g. 2 * -4 in
    /// four bits; tests/int_rules.rs checks every i4 case.)
    pub fn mul_overflows_signed(&self, o: &BV<'c>) -> Bool<'c> {
        let w = self.width;
        let wide = &self.sext(w) * &o.sext(w);
        wide.ne(&(self * o).sext(w))
    }
}

fn add<'c>(a: &BV<'c>, b: &BV<'c>) -> BV<'c> {
    a.bin(b, Z3_mk_bvadd)
}
fn sub<'c>(a: &BV<'c>, b: &BV<'c>) -> BV<'c> {
    a.bin(b, Z3_mk_bvsub)
}
fn mul<'c>(a: &BV<'c>, b: &BV<'c>) -> BV<'c> {
    a.bin(b, Z3_mk_bvmul)
}
fn and<'c>(a: &BV<'c>, b: &BV<'c>) -> BV<'c> {
    a.bin(b, Z3_mk_bvand)
}
fn or<'c>(a: &BV<'c>, b: &BV<'c>) -> BV<'c> {
    a.bin(b, Z3_mk_bvor)
}
fn xor<'c>(a: &BV<'c>, b: &BV<'c>) -> BV<'c> {
    a.bin(b, Z3_mk_bvxor)
}

macro_rules! bv_binop {
    ($tr:ident, $m:ident, $f:ident) => {
        impl<'c> $tr<&BV<'c>> for &BV<'c> {
            type Output = BV<'c>;
            fn $m(self, rhs: &BV<'c>) -> BV<'c> {
                $f(self, rhs)
            }
        }
        impl<'c> $tr<BV<'c>> for BV<'c> {
            type Output = BV<'c>;
            fn $m(self, rhs: BV<'c>) -> BV<'c> {
                $f(&self, &rhs)
            }
        }
        impl<'c> $tr<&BV<'c>> for BV<'c> {
            type Output = BV<'c>;
            fn $m(self, rhs: &BV<'c>) -> BV<'c> {
                $f(&self, rhs)
            }
        }
    };
}

bv_binop!(Add, add, add);
bv_binop!(Sub, sub, sub);
bv_binop!(Mul, mul, mul);
bv_binop!(BitAnd, bitand, and);
bv_binop!(BitOr, bitor, or);
bv_binop!(BitXor, bitxor, xor);

impl<'c> Not for &BV<'c> {
    type Output = BV<'c>;
    fn not(self) -> BV<'c> {
        self.un(Z3_mk_bvnot)
    }
}
impl<'c> Not for BV<'c> {
    type Output = BV<'c>;
    fn not(self) -> BV<'c> {
        self.un(Z3_mk_bvnot)
    }
}
impl<'c> Neg for &BV<'c> {
    type Output = BV<'c>;
    fn neg(self) -> BV<'c> {
        self.un(Z3_mk_bvneg)
    }
}
impl<'c> Neg for BV<'c> {
    type Output = BV<'c>;
    fn neg(self) -> BV<'c> {
        self.un(Z3_mk_bvneg)
    }
}
