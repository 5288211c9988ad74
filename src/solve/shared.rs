//! Proving with the arithmetic both sides share abstracted away.
//!
//! A lowering usually keeps most of the arithmetic of its input and changes
//! what surrounds it: `tosa-to-linalg-named` keeps a convolution's sums of
//! products but starts them from the bias, `tosa-to-linalg` keeps the sums
//! but clamps them with `arith.maxsi`/`minsi` where TOSA wrote `clamp`.
//! After Z3's rewriter has put both sides' sums in one normal form, the
//! same term stands for the same sum on both sides, yet a bit-blasting
//! solver still builds a multiplier circuit for every product it contains,
//! and dozens of them are out of its reach in seconds.
//!
//! The abstraction replaces every maximal arithmetic subterm (bit-vector
//! or floating-point `+`, `-`, `*`, divisions, remainders, shifts, `fma`,
//! `sqrt`) that occurs on both sides by a fresh constant, the same constant
//! at every occurrence. Any model of the query gives a model of the
//! abstracted query (each constant takes its term's value), so an
//! abstracted query that is unsatisfiable proves the original; a model of
//! it proves nothing, and the caller goes on with the original query. An
//! abstraction can only prove.
//!
//! Only terms both sides compute are abstracted: a term of one side only
//! is what the other side must be shown to agree with by arithmetic (a
//! lowering that negates in 64 bits and truncates, against TOSA's 32-bit
//! negation), so it keeps its meaning.

use crate::det::Set;
use crate::smt::{Bool, Term};

/// The ids of every subterm of `roots`, each root normalized as the query
/// is (`Term::normalized`), so that the ids are those the query holds.
fn reachable<'c>(roots: &[Term<'c>]) -> Set<u32> {
    let mut seen = Set::default();
    let mut stack: Vec<Term<'c>> = Term::normalized_all(roots);
    while let Some(t) = stack.pop() {
        if !seen.insert(t.id()) {
            continue;
        }
        if let Some((_, args)) = t.app() {
            stack.extend(args);
        }
    }
    seen
}

/// The terms of one side of a query: what it returns (and whether it
/// aborts), and when it has undefined behaviour.
pub struct Side<'c> {
    pub results: Vec<Term<'c>>,
    pub ub: Vec<Term<'c>>,
}

/// How much of the arithmetic an abstraction replaces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reach {
    /// Terms both sides compute.
    Shared,
    /// Those, and terms only the source's undefined behaviour reads (the
    /// partial sums whose overflow TOSA makes UB, which a lowering that
    /// wraps does not compute). A proof seldom needs their arithmetic; one
    /// that does (the source's UB excludes the inputs where the target
    /// differs) fails here and is found with `Shared` or without
    /// abstraction.
    SharedAndSourceUb,
}

/// Which terms each side reaches, to abstract what they share.
pub struct Sharing {
    src_results: Set<u32>,
    src_ub: Set<u32>,
    tgt: Set<u32>,
}

impl Sharing {
    pub fn of<'c>(source: &Side<'c>, target: &Side<'c>) -> Sharing {
        Sharing {
            src_results: reachable(&source.results),
            src_ub: reachable(&source.ub),
            tgt: reachable(&target.results.iter().chain(&target.ub).cloned().collect::<Vec<_>>()),
        }
    }

    fn wanted(&self, id: u32, reach: Reach) -> bool {
        let in_src = self.src_results.contains(&id) || self.src_ub.contains(&id);
        (in_src && self.tgt.contains(&id))
            || (reach == Reach::SharedAndSourceUb
                && self.src_ub.contains(&id)
                && !self.src_results.contains(&id)
                && !self.tgt.contains(&id))
    }

    /// `query` (normalized as `Term::normalized` leaves it) with the
    /// maximal costly subterms (`Term::is_costly`) that `reach` names
    /// replaced by fresh constants, and how many were replaced; `None` when
    /// there is nothing to abstract or the query binds variables (a term
    /// under a binder may depend on them).
    pub fn abstracted<'c>(&self, query: &Bool<'c>, reach: Reach) -> Option<(Bool<'c>, usize)> {
        // In the order found, not a map's: the fresh constants' creation
        // order sets Z3's term ids, and with them the solver's search.
        let mut chosen: Vec<Term<'c>> = Vec::new();
        let mut seen = Set::default();
        let mut stack = vec![query.term().clone()];
        while let Some(t) = stack.pop() {
            if !seen.insert(t.id()) {
                continue;
            }
            if t.is_binder() {
                return None;
            }
            if t.is_costly() && self.wanted(t.id(), reach) {
                chosen.push(t);
                continue;
            }
            if let Some((_, args)) = t.app() {
                stack.extend(args);
            }
        }
        if chosen.is_empty() {
            return None;
        }
        let fresh: Vec<(Term<'c>, Term<'c>)> = chosen.into_iter().map(|t| (t.fresh_like("shared"), t)).collect();
        let pairs: Vec<(&Term<'c>, &Term<'c>)> = fresh.iter().map(|(v, t)| (t, v)).collect();
        Some((Bool::from_term(query.term().substitute(&pairs)), fresh.len()))
    }
}

/// `Sharing::abstracted` for one query.
pub fn abstract_shared<'c>(
    query: &Bool<'c>,
    source: &Side<'c>,
    target: &Side<'c>,
    reach: Reach,
) -> Option<(Bool<'c>, usize)> {
    Sharing::of(source, target).abstracted(query, reach)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smt::{BV, Context};

    /// The fresh constants of an abstraction are made in the order its
    /// costly terms are found, on every run (Z3 numbers terms by creation,
    /// and its search follows the numbers): with a map's order instead, two
    /// runs named the products differently.
    #[test]
    fn abstraction_is_reproducible() {
        let text = || {
            let ctx = Context::new();
            let xs: Vec<BV> = (0..8).map(|k| BV::new_const(&ctx, &format!("x{k}"), 8)).collect();
            let products: Vec<BV> = xs.windows(2).map(|w| &w[0] * &w[1]).collect();
            let side = || Side { results: products.iter().map(|p| p.term().clone()).collect(), ub: vec![] };
            let one = BV::from_u64(&ctx, 1, 8);
            let query = Bool::or_all(&ctx, products.iter().map(|p| p.eq(&one)));
            let (abstracted, n) = abstract_shared(&query, &side(), &side(), Reach::Shared).expect("shared products");
            assert_eq!(n, 7);
            abstracted.term().to_smtlib()
        };
        let first = text();
        for _ in 0..4 {
            assert_eq!(text(), first);
        }
    }
}
