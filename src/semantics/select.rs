//! Choosing between two values of one shape (`ite` lane by lane, or at a
//! lazy tensor's point), and telling whether two values are one term.

use super::Val;
use crate::smt::{BV, Bool};

/// `if c then a else b` on values of one shape.
pub(super) fn select_val<'c>(c: &Bool<'c>, a: &Val<'c>, b: &Val<'c>) -> Val<'c> {
    match (a, b) {
        (Val::Int(x), Val::Int(y)) => {
            Val::Int(super::IntVal::new(BV::ite(c, &x.bits, &y.bits), c.ite(&x.poison, &y.poison)))
        }
        (Val::Float(x), Val::Float(y)) => {
            Val::Float(super::float::FloatVal::new(super::float::select(c, &x.v, &y.v), c.ite(&x.poison, &y.poison)))
        }
        (Val::Vector(xs), Val::Vector(ys)) => {
            Val::Vector(xs.iter().zip(ys).map(|(x, y)| select_val(c, x, y)).collect())
        }
        (Val::Tensor(xs), Val::Tensor(ys)) => {
            Val::Tensor(xs.iter().zip(ys).map(|(x, y)| select_val(c, x, y)).collect())
        }
        (Val::Lazy(l), other) | (other, Val::Lazy(l)) if matches!(other, Val::Lazy(_) | Val::Tensor(_)) => {
            // At the lazy one's point, each side read there.
            let smt = c.ctx();
            let at = |v: &Val<'c>| super::tensor::lazy::element(smt, v, &l.shape, &l.vars).expect("a tensor");
            let elem = select_val(c, &at(a), &at(b));
            Val::Lazy(super::tensor::lazy::Lazy { elem: Box::new(elem), ..l.clone() })
        }
        (Val::MemRef(x), Val::MemRef(y)) => Val::MemRef(super::memory::MemRef::select(c, x, y)),
        _ => panic!("merge of values of different shapes"),
    }
}

pub(in crate::semantics) fn same_val(a: &Val<'_>, b: &Val<'_>) -> bool {
    match (a, b) {
        (Val::Int(x), Val::Int(y)) => x.bits.term().same(y.bits.term()) && x.poison.term().same(y.poison.term()),
        (Val::Float(x), Val::Float(y)) => x.v.term().same(y.v.term()) && x.poison.term().same(y.poison.term()),
        (Val::Vector(xs), Val::Vector(ys)) | (Val::Tensor(xs), Val::Tensor(ys)) => {
            xs.len() == ys.len() && xs.iter().zip(ys).all(|(x, y)| same_val(x, y))
        }
        (Val::MemRef(x), Val::MemRef(y)) => x.same_terms(y),
        _ => false,
    }
}
