//! Counterexamples over large tensors (`semantics::tensor::lazy`): the
//! element where the results differ, by its indices, and the input
//! elements it reads; never thousands of numbers.

use super::{Concrete, concrete};
use crate::semantics::tensor::lazy::{self, Lazy};
use crate::semantics::{Ty, Val};
use crate::smt::{BV, Model};

/// What a counterexample's input holds where the differing element does
/// not read it (see [`zeros_elsewhere`]).
pub const ELSEWHERE: &str = "any value elsewhere";

/// A counterexample confirmed on inputs that are zero where the differing
/// element does not read them (`refine::decide`) says so.
pub fn zeros_elsewhere(c: &mut crate::verdict::Counterexample<'_>) {
    let zeros = "0 elsewhere, where the source then has no undefined behaviour";
    for (_, note) in c.notes.iter_mut() {
        *note = note.replace(ELSEWHERE, zeros);
    }
    for (_, v) in c.args.iter_mut() {
        *v = v.replace(ELSEWHERE, zeros);
    }
}

/// The most input elements listed per argument.
const MAX_READS: usize = 12;

/// The point at which the query compared lazy results, in the model.
pub fn point(model: &Model<'_>, shape: &[u64], smt: &crate::smt::Context) -> Vec<u64> {
    lazy::comparison_point(smt, shape).iter().map(|v| model.eval_bv(v).to_u64().unwrap_or(0)).collect()
}

/// Result `i` at the point the query compared it, when either side is
/// lazy: the point and each side's element there.
pub fn differing<'c>(model: &Model<'c>, source: &Val<'c>, target: &Val<'c>) -> Option<(Vec<u64>, Val<'c>, Val<'c>)> {
    let shape = match (source, target) {
        (Val::Lazy(l), _) | (_, Val::Lazy(l)) => l.shape.clone(),
        _ => return None,
    };
    let smt = source.poison_ctx();
    let at = point(model, &shape, smt);
    let idx: Vec<BV<'c>> = at.iter().map(|k| lazy::index(smt, *k)).collect();
    let s = lazy::element(smt, source, &shape, &idx).ok()?;
    let t = lazy::element(smt, target, &shape, &idx).ok()?;
    Some((at, s, t))
}

/// The elements of lazy argument `arg` (named `name`) that `values` read,
/// with their values in the model: those of the most common value are
/// counted, the others listed (`[0, 127] = 1, and 127 more read elements,
/// each 0`).
pub fn reads<'c>(model: &Model<'c>, name: &str, arg: &Lazy<'c>, values: &[&Val<'c>]) -> String {
    let elem_ty: &Ty = &arg.elem_ty;
    let mut read: Vec<(Vec<u64>, String)> = Vec::new();
    for v in values {
        let terms: Vec<crate::smt::Term<'c>> = match v {
            Val::Int(x) => vec![x.bits.term().clone(), x.poison.term().clone()],
            Val::Float(x) => vec![x.v.term().clone(), x.poison.term().clone()],
            _ => continue,
        };
        for root in terms {
            for t in root.subterms() {
                let Some(n) = t.decl_name() else { continue };
                if n != name && n != format!("{name}.poison") {
                    continue;
                }
                let Some((_, args)) = t.app() else { continue };
                let idx: Vec<u64> =
                    args.iter().map(|a| model.eval_bv(&BV::from_term(a.clone())).to_u64().unwrap_or(0)).collect();
                if read.iter().any(|(i, _)| *i == idx) {
                    continue;
                }
                let at: Vec<BV<'c>> = idx.iter().map(|k| lazy::index(root.ctx(), *k)).collect();
                let c: Concrete = concrete(model, &arg.at(&at));
                read.push((idx, c.describe(elem_ty)));
            }
        }
    }
    if read.is_empty() {
        return "a large tensor; the differing element reads none of it (any value)".into();
    }
    read.sort();
    // The most common value is counted, not listed.
    let mut common = read[0].1.clone();
    let mut best = 0;
    for (_, v) in &read {
        let n = read.iter().filter(|(_, w)| w == v).count();
        if n > best {
            (best, common) = (n, v.clone());
        }
    }
    let (counted, listed): (Vec<_>, Vec<_>) = read.iter().partition(|(_, v)| *v == common && best > 1);
    let mut parts: Vec<String> = listed.iter().take(MAX_READS).map(|(i, v)| format!("{i:?} = {v}")).collect();
    let unlisted = listed.len().saturating_sub(MAX_READS);
    if unlisted > 0 {
        parts.push(format!("{unlisted} more"));
    }
    if !counted.is_empty() {
        let which = if parts.is_empty() { "" } else { "the other " };
        parts.push(format!("{which}{} read elements each {common}", counted.len()));
    }
    format!("a large tensor; the differing element reads {} ({ELSEWHERE})", parts.join(", "))
}
