//! Associative-commutative uninterpreted functions: families of n-ary
//! functions whose applications are kept flat and with their arguments in
//! one order, so that two applications to the same multiset of arguments
//! are one term, whatever the order or grouping they were built in.
//!
//! A family is named `reassoc.<anything>` (`reassoc.add.f32`); its member
//! of arity `n` is the uninterpreted function `reassoc.add.f32/n` from `n`
//! values of one sort to that sort. [`Term::ac_apply`] builds an
//! application: an argument that is itself an application of the family
//! contributes its arguments (flattening), and the arguments are sorted by
//! Z3's term id. [`Term::canonical`](super::Term::canonical) does the same
//! to every application of a family in a query, after Z3's rewriter may
//! have changed its arguments.
//!
//! What this means: a proof over these terms holds for every
//! interpretation of the family that is a function of the multiset of the
//! leaves (the arguments once nested applications are flattened). That is
//! the caller's assumption to state (`semantics::float::reassoc`): the
//! solver knows nothing else about the functions.

use super::{Context, Term};
use std::ffi::{CStr, CString};
use z3_sys::*;

/// The prefix that makes an uninterpreted function a member of an
/// associative-commutative family.
pub const AC_PREFIX: &str = "reassoc.";

impl<'c> Term<'c> {
    /// The family of an application of an associative-commutative function
    /// (`reassoc.add.f32` for `reassoc.add.f32/3`), and its arguments.
    pub fn ac_family(&self) -> Option<(String, Vec<Term<'c>>)> {
        let c = self.ctx.raw;
        let name = unsafe {
            if Z3_get_ast_kind(c, self.raw) != AstKind::App {
                return None;
            }
            let decl = Z3_get_app_decl(c, Z3_to_app(c, self.raw));
            if Z3_get_decl_kind(c, decl) != DeclKind::UNINTERPRETED {
                return None;
            }
            let sym = Z3_get_decl_name(c, decl);
            if Z3_get_symbol_kind(c, sym) != SymbolKind::String {
                return None;
            }
            CStr::from_ptr(Z3_get_symbol_string(c, sym)).to_string_lossy().into_owned()
        };
        let (family, arity) = name.rsplit_once('/')?;
        if !family.starts_with(AC_PREFIX) || arity.parse::<usize>().is_err() {
            return None;
        }
        let (_, args) = self.app()?;
        Some((family.to_string(), args))
    }

    /// The application of the associative-commutative family `family` to
    /// `args` (at least one, all of one sort), flattened and in canonical
    /// order (see the module comment). The result has the arguments' sort.
    pub fn ac_apply(ctx: &'c Context, family: &str, args: Vec<Term<'c>>) -> Term<'c> {
        assert!(family.starts_with(AC_PREFIX), "'{family}' is not an associative-commutative family");
        let mut flat: Vec<Term<'c>> = Vec::with_capacity(args.len());
        for a in args {
            match a.ac_family() {
                Some((f, inner)) if f == family => flat.extend(inner),
                _ => flat.push(a),
            }
        }
        assert!(!flat.is_empty(), "an associative-commutative application has an argument");
        flat.sort_by_key(|a| a.id());
        let c = ctx.raw;
        let name = CString::new(format!("{family}/{}", flat.len())).unwrap();
        unsafe {
            let sort = Z3_get_sort(c, flat[0].raw);
            let domain: Vec<Z3_sort> = vec![sort; flat.len()];
            let decl =
                Z3_mk_func_decl(c, Z3_mk_string_symbol(c, name.as_ptr()), flat.len() as u32, domain.as_ptr(), sort);
            ctx.check();
            Z3_inc_ref(c, Z3_func_decl_to_ast(c, decl));
            let raw: Vec<Z3_ast> = flat.iter().map(|a| a.raw).collect();
            let app = ctx.wrap(Z3_mk_app(c, decl, raw.len() as u32, raw.as_ptr()));
            Z3_dec_ref(c, Z3_func_decl_to_ast(c, decl));
            app
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{BV, Context, Func, Sort, Term};

    #[test]
    fn one_term_per_multiset_whatever_the_order_and_grouping() {
        let ctx = Context::new();
        let [a, b, c] = ["a", "b", "c"].map(|n| BV::new_const(&ctx, n, 8).term().clone());
        let fam = "reassoc.test";
        let left = Term::ac_apply(&ctx, fam, vec![Term::ac_apply(&ctx, fam, vec![a.clone(), b.clone()]), c.clone()]);
        let right = Term::ac_apply(&ctx, fam, vec![c.clone(), Term::ac_apply(&ctx, fam, vec![b.clone(), a.clone()])]);
        assert!(left.same(&right));
        let (family, args) = left.ac_family().expect("an application of the family");
        assert_eq!((family.as_str(), args.len()), (fam, 3));
        // Another family is a leaf, not flattened.
        let other = Term::ac_apply(&ctx, "reassoc.other", vec![a.clone(), b.clone()]);
        assert_eq!(Term::ac_apply(&ctx, fam, vec![other, c.clone()]).ac_family().unwrap().1.len(), 2);
        // A multiset with one more copy is another term.
        let doubled = Term::ac_apply(&ctx, fam, vec![left.clone(), a.clone()]);
        assert!(!doubled.same(&left));
    }

    #[test]
    fn canonical_flattens_nested_applications() {
        let ctx = Context::new();
        let [a, b, c] = ["a", "b", "c"].map(|n| BV::new_const(&ctx, n, 8).term().clone());
        let f = Func::new(&ctx, "reassoc.test/2", &[Sort::BV(8), Sort::BV(8)], Sort::BV(8));
        let left = f.apply(&[&f.apply(&[&a, &b]), &c]);
        let right = f.apply(&[&c, &f.apply(&[&b, &a])]);
        assert!(!left.same(&right));
        assert!(left.canonical().same(&right.canonical()));
        assert!(left.canonical().same(&Term::ac_apply(&ctx, "reassoc.test", vec![a, b, c])));
        // A function outside the families keeps its shape.
        let g = Func::new(&ctx, "plain/2", &[Sort::BV(8), Sort::BV(8)], Sort::BV(8));
        let x = g.apply(&[&BV::new_const(&ctx, "x", 8).term().clone(), &BV::new_const(&ctx, "y", 8).term().clone()]);
        assert!(x.canonical().same(&x));
    }
}
