//! Boolean terms. Operators fold the constants `true` and `false` on the fly,
//! which keeps poison and UB flags small when most values cannot be poison.

use super::{Context, Term};
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not};
use z3_sys::*;

#[derive(Clone, Debug)]
pub struct Bool<'c>(pub(crate) Term<'c>);

impl<'c> Bool<'c> {
    pub fn new_const(ctx: &'c Context, name: &str) -> Bool<'c> {
        let sym = ctx.symbol(name);
        Bool(ctx.wrap(unsafe { Z3_mk_const(ctx.raw(), sym, ctx.bool_sort()) }))
    }

    pub fn fresh(ctx: &'c Context, prefix: &str) -> Bool<'c> {
        Bool::new_const(ctx, &ctx.fresh_name(prefix))
    }

    pub fn from_bool(ctx: &'c Context, b: bool) -> Bool<'c> {
        let raw = unsafe { if b { Z3_mk_true(ctx.raw()) } else { Z3_mk_false(ctx.raw()) } };
        Bool(ctx.wrap(raw))
    }

    /// Wraps a term of boolean sort.
    pub fn from_term(t: Term<'c>) -> Bool<'c> {
        let ctx = t.ctx();
        let kind = unsafe { Z3_get_sort_kind(ctx.raw(), Z3_get_sort(ctx.raw(), t.raw())) };
        assert!(kind == SortKind::Bool, "not a boolean term: {t:?}");
        Bool(t)
    }

    pub fn ctx(&self) -> &'c Context {
        self.0.ctx
    }

    /// Whether the formula is `not(or(D))` (or `and(..)` of the negated
    /// disjuncts) where the disjunction `D` is valid by propositional logic
    /// alone: it holds `true`, a term and its negation, or the negation of
    /// an `or` of terms it holds. Z3's rewriter leaves these shapes, which a
    /// value both sides keep unchanged produces (`poison ∨ ¬poison`, with
    /// the poison an `or` of the inputs' flags), to a solver.
    pub fn is_complementary_conjunction(&self) -> bool {
        use super::TermOp;
        let args_of = |t: &Term<'c>, op: TermOp| -> Option<Vec<Term<'c>>> {
            match t.app() {
                Some((o, args)) if o == op => Some(args),
                _ => None,
            }
        };
        let negation = |t: &Term<'c>| args_of(t, TermOp::Not).and_then(|a| a.into_iter().next());
        // The disjunction whose validity makes the formula false.
        let disjuncts: Vec<Term<'c>> = if let Some(inner) = negation(&self.0) {
            match args_of(&inner, TermOp::Or) {
                Some(d) => d,
                None => return false,
            }
        } else if let Some(conjuncts) = args_of(&self.0, TermOp::And) {
            // and(c..) is false when or(not c..) is valid.
            conjuncts.iter().map(|c| negation(c).unwrap_or_else(|| (!&Bool(c.clone())).0)).collect()
        } else {
            return false;
        };
        let held: crate::det::Set<u32> = disjuncts.iter().map(|d| d.id()).collect();
        disjuncts.iter().any(|d| {
            if Bool(d.clone()).as_const() == Some(true) {
                return true;
            }
            let Some(x) = negation(d) else { return false };
            held.contains(&x.id())
                || args_of(&x, TermOp::Or).is_some_and(|ys| ys.iter().all(|y| held.contains(&y.id())))
        })
    }

    /// `∀ vars. body`; `vars` must be constants (0-ary symbols). With no
    /// variables, the body itself.
    pub fn forall(vars: &[&Term<'c>], body: &Bool<'c>) -> Bool<'c> {
        if vars.is_empty() {
            return body.clone();
        }
        let ctx = body.ctx();
        let apps: Vec<Z3_app> = vars.iter().map(|v| unsafe { Z3_to_app(ctx.raw(), v.raw()) }).collect();
        let raw = unsafe {
            Z3_mk_forall_const(ctx.raw(), 0, apps.len() as u32, apps.as_ptr(), 0, std::ptr::null(), body.0.raw())
        };
        Bool(ctx.wrap(raw))
    }

    pub fn term(&self) -> &Term<'c> {
        &self.0
    }

    /// `Some(b)` when the term is the literal `true` or `false`.
    pub fn as_const(&self) -> Option<bool> {
        match unsafe { Z3_get_bool_value(self.ctx().raw(), self.0.raw) } {
            Z3_L_TRUE => Some(true),
            Z3_L_FALSE => Some(false),
            _ => None,
        }
    }

    /// The formula as Z3's simplifier leaves it (`true` or `false` when it
    /// is constant).
    pub fn simplified(&self) -> Bool<'c> {
        if self.as_const().is_some() {
            return self.clone();
        }
        Bool(self.0.simplify())
    }

    pub fn is_false(&self) -> bool {
        self.as_const() == Some(false)
    }

    pub fn is_true(&self) -> bool {
        self.as_const() == Some(true)
    }

    pub fn and_all<I: IntoIterator<Item = Bool<'c>>>(ctx: &'c Context, items: I) -> Bool<'c> {
        items.into_iter().fold(Bool::from_bool(ctx, true), |acc, b| acc & b)
    }

    pub fn or_all<I: IntoIterator<Item = Bool<'c>>>(ctx: &'c Context, items: I) -> Bool<'c> {
        items.into_iter().fold(Bool::from_bool(ctx, false), |acc, b| acc | b)
    }

    pub fn implies(&self, other: &Bool<'c>) -> Bool<'c> {
        !self.clone() | other.clone()
    }

    pub fn iff(&self, other: &Bool<'c>) -> Bool<'c> {
        let ctx = self.ctx();
        Bool(ctx.wrap(unsafe { Z3_mk_eq(ctx.raw(), self.0.raw, other.0.raw) }))
    }

    /// `if self then t else e` on any term sort.
    pub fn ite_term(&self, t: &Term<'c>, e: &Term<'c>) -> Term<'c> {
        match self.as_const() {
            Some(true) => t.clone(),
            Some(false) => e.clone(),
            None if t.same(e) => t.clone(),
            None => {
                let ctx = self.ctx();
                ctx.wrap(unsafe { Z3_mk_ite(ctx.raw(), self.0.raw, t.raw, e.raw) })
            }
        }
    }

    pub fn ite(&self, t: &Bool<'c>, e: &Bool<'c>) -> Bool<'c> {
        Bool(self.ite_term(&t.0, &e.0))
    }
}

fn and<'c>(a: &Bool<'c>, b: &Bool<'c>) -> Bool<'c> {
    match (a.as_const(), b.as_const()) {
        (Some(false), _) | (_, Some(true)) => a.clone(),
        (_, Some(false)) | (Some(true), _) => b.clone(),
        _ => {
            let ctx = a.ctx();
            let args = [a.0.raw, b.0.raw];
            Bool(ctx.wrap(unsafe { Z3_mk_and(ctx.raw(), 2, args.as_ptr()) }))
        }
    }
}

fn or<'c>(a: &Bool<'c>, b: &Bool<'c>) -> Bool<'c> {
    match (a.as_const(), b.as_const()) {
        (Some(true), _) | (_, Some(false)) => a.clone(),
        (_, Some(true)) | (Some(false), _) => b.clone(),
        _ => {
            let ctx = a.ctx();
            let args = [a.0.raw, b.0.raw];
            Bool(ctx.wrap(unsafe { Z3_mk_or(ctx.raw(), 2, args.as_ptr()) }))
        }
    }
}

fn xor<'c>(a: &Bool<'c>, b: &Bool<'c>) -> Bool<'c> {
    let ctx = a.ctx();
    Bool(ctx.wrap(unsafe { Z3_mk_xor(ctx.raw(), a.0.raw, b.0.raw) }))
}

fn not<'c>(a: &Bool<'c>) -> Bool<'c> {
    match a.as_const() {
        Some(b) => Bool::from_bool(a.ctx(), !b),
        None => {
            let ctx = a.ctx();
            Bool(ctx.wrap(unsafe { Z3_mk_not(ctx.raw(), a.0.raw) }))
        }
    }
}

macro_rules! bool_binop {
    ($tr:ident, $m:ident, $f:ident) => {
        impl<'c> $tr<Bool<'c>> for Bool<'c> {
            type Output = Bool<'c>;
            fn $m(self, rhs: Bool<'c>) -> Bool<'c> {
                $f(&self, &rhs)
            }
        }
        impl<'c> $tr<&Bool<'c>> for Bool<'c> {
            type Output = Bool<'c>;
            fn $m(self, rhs: &Bool<'c>) -> Bool<'c> {
                $f(&self, rhs)
            }
        }
        impl<'c> $tr<Bool<'c>> for &Bool<'c> {
            type Output = Bool<'c>;
            fn $m(self, rhs: Bool<'c>) -> Bool<'c> {
                $f(self, &rhs)
            }
        }
        impl<'c> $tr<&Bool<'c>> for &Bool<'c> {
            type Output = Bool<'c>;
            fn $m(self, rhs: &Bool<'c>) -> Bool<'c> {
                $f(self, rhs)
            }
        }
    };
}

bool_binop!(BitAnd, bitand, and);
bool_binop!(BitOr, bitor, or);
bool_binop!(BitXor, bitxor, xor);

impl<'c> BitOrAssign<Bool<'c>> for Bool<'c> {
    fn bitor_assign(&mut self, rhs: Bool<'c>) {
        *self = or(self, &rhs);
    }
}

impl<'c> BitAndAssign<Bool<'c>> for Bool<'c> {
    fn bitand_assign(&mut self, rhs: Bool<'c>) {
        *self = and(self, &rhs);
    }
}

impl<'c> Not for Bool<'c> {
    type Output = Bool<'c>;
    fn not(self) -> Bool<'c> {
        not(&self)
    }
}

impl<'c> Not for &Bool<'c> {
    type Output = Bool<'c>;
    fn not(self) -> Bool<'c> {
        not(self)
    }
}

impl Term<'_> {
    /// Whether the term is a boolean.
    pub fn is_bool(&self) -> bool {
        let c = self.ctx.raw;
        unsafe { Z3_get_sort_kind(c, Z3_get_sort(c, self.raw)) == SortKind::Bool }
    }
}
