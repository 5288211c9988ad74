//! TOSA operators on large tensors (`tensor/lazy.rs`): elementwise ops
//! with broadcasting at a symbolic point of the result (convolutions and
//! matmul at a symbolic point are in `conv.rs`, beside their expanded
//! rules).

use super::super::tensor::lazy::{self, Lazy};
use super::{Elem, Pos, operand_dims};
use crate::semantics::{OpInst, Outcome, Res, Unsupported, Val};
use crate::smt::BV;

/// [`super::broadcast`] on large tensors: `f` once, on each operand's
/// element at a symbolic point of the result (a dimension of size 1 read
/// at index 0); its UB is UB at that point.
pub(super) fn broadcast<'c>(
    i: &OpInst<'c>,
    ks: &[usize],
    out: &[u64],
    mut f: impl FnMut(&[&Val<'c>], Pos<'_, 'c>) -> Result<Elem<'c>, Unsupported>,
) -> Res<'c> {
    let smt = i.operands[ks[0]].poison_ctx();
    let vars = lazy::point(smt, out);
    let mut elems = Vec::with_capacity(ks.len());
    for &k in ks {
        let d = operand_dims(i, k)?;
        let idx: Vec<BV<'c>> =
            d.iter().zip(&vars).map(|(n, v)| if *n == 1 { lazy::index(smt, 0) } else { v.clone() }).collect();
        elems.push(lazy::element(smt, &i.operands[k], d, &idx)?);
    }
    let refs: Vec<&Val<'c>> = elems.iter().collect();
    let (v, ub) = f(&refs, Pos::Point(&vars))?;
    let within = lazy::in_range(smt, out, &vars);
    let elem_ty = i.result_types[0].elem().clone();
    Ok(Outcome {
        results: vec![Val::Lazy(Lazy { shape: out.to_vec(), elem_ty, vars, elem: Box::new(v) })],
        ub: ub.into_iter().map(|(why, c)| (format!("{why} at some element"), &within & c)).collect(),
    })
}
