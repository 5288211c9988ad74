//! Mathematical integers (Z3's Int sort) and unary integer functions, for
//! encodings where a bit width is itself a variable (values as integers
//! modulo 2^w).

use super::{Bool, Context, Term};
use std::ops::{Add, Mul, Sub};
use z3_sys::*;

#[derive(Clone, Debug)]
pub struct Int<'c>(pub(crate) Term<'c>);

impl<'c> Int<'c> {
    fn sort(ctx: &'c Context) -> Z3_sort {
        unsafe { Z3_mk_int_sort(ctx.raw()) }
    }

    pub fn new_const(ctx: &'c Context, name: &str) -> Int<'c> {
        let sym = ctx.symbol(name);
        Int(ctx.wrap(unsafe { Z3_mk_const(ctx.raw(), sym, Int::sort(ctx)) }))
    }

    pub fn from_i64(ctx: &'c Context, v: i64) -> Int<'c> {
        Int(ctx.wrap(unsafe { Z3_mk_int64(ctx.raw(), v, Int::sort(ctx)) }))
    }

    pub fn ctx(&self) -> &'c Context {
        self.0.ctx
    }

    pub fn term(&self) -> &Term<'c> {
        &self.0
    }

    /// The value, when the term is a numeral that fits an i64.
    pub fn as_i64(&self) -> Option<i64> {
        let mut v: i64 = 0;
        let c = self.ctx().raw();
        unsafe { (Z3_is_numeral_ast(c, self.0.raw) && Z3_get_numeral_int64(c, self.0.raw, &mut v)).then_some(v) }
    }

    fn cmp(&self, o: &Int<'c>, f: unsafe extern "C" fn(Z3_context, Z3_ast, Z3_ast) -> Z3_ast) -> Bool<'c> {
        let ctx = self.ctx();
        Bool(ctx.wrap(unsafe { f(ctx.raw(), self.0.raw, o.0.raw) }))
    }

    pub fn eq(&self, o: &Int<'c>) -> Bool<'c> {
        self.cmp(o, Z3_mk_eq)
    }
    pub fn lt(&self, o: &Int<'c>) -> Bool<'c> {
        self.cmp(o, Z3_mk_lt)
    }
    pub fn le(&self, o: &Int<'c>) -> Bool<'c> {
        self.cmp(o, Z3_mk_le)
    }
    pub fn gt(&self, o: &Int<'c>) -> Bool<'c> {
        self.cmp(o, Z3_mk_gt)
    }
    pub fn ge(&self, o: &Int<'c>) -> Bool<'c> {
        self.cmp(o, Z3_mk_ge)
    }

    /// Integer division rounding toward -infinity (SMT-LIB `div`; the
    /// divisor must be non-zero for a meaningful value).
    pub fn div(&self, o: &Int<'c>) -> Int<'c> {
        let ctx = self.ctx();
        Int(ctx.wrap(unsafe { Z3_mk_div(ctx.raw(), self.0.raw, o.0.raw) }))
    }

    /// The non-negative remainder (SMT-LIB `mod`).
    pub fn modulo(&self, o: &Int<'c>) -> Int<'c> {
        let ctx = self.ctx();
        Int(ctx.wrap(unsafe { Z3_mk_mod(ctx.raw(), self.0.raw, o.0.raw) }))
    }

    pub fn ite(c: &Bool<'c>, t: &Int<'c>, e: &Int<'c>) -> Int<'c> {
        Int(c.ite_term(&t.0, &e.0))
    }
}

fn arith<'c>(a: &Int<'c>, b: &Int<'c>, f: unsafe extern "C" fn(Z3_context, u32, *const Z3_ast) -> Z3_ast) -> Int<'c> {
    let ctx = a.ctx();
    let args = [a.0.raw, b.0.raw];
    Int(ctx.wrap(unsafe { f(ctx.raw(), 2, args.as_ptr()) }))
}

impl<'c> Add for &Int<'c> {
    type Output = Int<'c>;
    fn add(self, o: &Int<'c>) -> Int<'c> {
        arith(self, o, Z3_mk_add)
    }
}
impl<'c> Sub for &Int<'c> {
    type Output = Int<'c>;
    fn sub(self, o: &Int<'c>) -> Int<'c> {
        arith(self, o, Z3_mk_sub)
    }
}
impl<'c> Mul for &Int<'c> {
    type Output = Int<'c>;
    fn mul(self, o: &Int<'c>) -> Int<'c> {
        arith(self, o, Z3_mk_mul)
    }
}

/// An uninterpreted function from integers to integers.
pub struct IntFn<'c> {
    ctx: &'c Context,
    decl: Z3_func_decl,
}

impl<'c> IntFn<'c> {
    pub fn new(ctx: &'c Context, name: &str) -> IntFn<'c> {
        let sym = ctx.symbol(name);
        let dom = [Int::sort(ctx)];
        let decl = unsafe { Z3_mk_func_decl(ctx.raw(), sym, 1, dom.as_ptr(), Int::sort(ctx)) };
        unsafe { Z3_inc_ref(ctx.raw(), Z3_func_decl_to_ast(ctx.raw(), decl)) };
        IntFn { ctx, decl }
    }

    pub fn apply(&self, x: &Int<'c>) -> Int<'c> {
        let args = [x.0.raw];
        Int(self.ctx.wrap(unsafe { Z3_mk_app(self.ctx.raw(), self.decl, 1, args.as_ptr()) }))
    }
}

impl Drop for IntFn<'_> {
    fn drop(&mut self) {
        unsafe { Z3_dec_ref(self.ctx.raw(), Z3_func_decl_to_ast(self.ctx.raw(), self.decl)) };
    }
}
