//! Sparse elements attributes, `sparse<indices, values> : type`
//! (mlir/IR/BuiltinAttributes.td, `SparseElementsAttr`): "a sparse vector
//! or tensor object ... The attribute uses COO (coordinate list) encoding
//! ... the indices of the elements in the sparse tensor that contains
//! non-zero values ... the corresponding values for the indices", and its
//! example shows every other element as zero. So the element at a listed
//! index is its value, and every other element is zero (0, or +0.0 for
//! floats: MLIR's zero attribute of the element type).
//!
//! Read wherever dense elements are (`arith.constant`, `tosa.const`,
//! globals): a vector or a small tensor becomes the dense list of its
//! elements; a large tensor (`tensor::is_large`) stays sparse
//! ([`SparseVal`]) and an elementwise op on it (`tensor::lazy::lift`) runs
//! its rule once per stored value and once for zero, selected by the point.
//! ODS is silent on an index listed twice (MLIR's iterator takes the first
//! one): such an attribute, and elements other than integers and floats,
//! keep their printed form, which no rule reads (unsupported, named).

use super::{AttrVal, Cx};
use crate::ir::{Attr, Sparse};
use crate::smt::{BV, Bits};

/// A large sparse attribute: each stored value at its multi-index, zero
/// elsewhere.
#[derive(Clone, Debug)]
pub struct SparseVal<'c> {
    pub shape: Vec<u64>,
    /// The multi-index of each stored value, all distinct.
    pub indices: Vec<Vec<u64>>,
    /// The stored values (`Int` or `Float`), one per index.
    pub values: Vec<AttrVal<'c>>,
    /// The value of every other element.
    pub zero: AttrVal<'c>,
}

/// The attribute `a`, which is `sp`, in the semantics' form (see the
/// module comment).
pub(super) fn attr<'c>(cx: &Cx<'c, '_>, a: Attr<'_>, sp: &Sparse<'_>) -> AttrVal<'c> {
    let unsupported = |why: &str| AttrVal::Other(format!("{a} (not modelled: {why})"));
    let strides = super::vector::strides(&sp.shape);
    let flat: Vec<u64> = sp.indices.iter().map(|i| i.iter().zip(&strides).map(|(x, s)| x * s).sum()).collect();
    let mut seen = crate::det::Set::default();
    if !flat.iter().all(|p| seen.insert(*p)) {
        return unsupported("an index listed twice");
    }
    let ints: Option<Vec<Bits>> = sp.values.iter().map(|v| v.int_value().filter(|b| b.width() > 0)).collect();
    let floats: Option<Vec<f64>> = sp.values.iter().map(|v| v.float_value()).collect();
    let elem = sp.elem;
    let (values, zero): (Vec<AttrVal<'c>>, AttrVal<'c>) = if elem.float_kind().is_some() {
        let Some(fs) = floats else { return unsupported("float values that are not float attributes") };
        (fs.into_iter().map(AttrVal::Float).collect(), AttrVal::Float(0.0))
    } else if let Some(w) = elem.integer_width().or(elem.is_index().then_some(64)).filter(|w| *w > 0) {
        // An `index` value is stored with 64 bits, as in dense attributes.
        let Some(bs) = ints else { return unsupported("integer values that are not integer attributes") };
        let w = bs.first().map_or(w, |b| b.width());
        (bs.iter().map(|b| AttrVal::Int(BV::from_bits(cx.smt, b))).collect(), AttrVal::Int(BV::zero(cx.smt, w)))
    } else {
        return unsupported("elements that are neither integers nor floats");
    };
    let total: u64 = sp.shape.iter().product();
    if a.ty().is_ranked_tensor() && total > super::tensor::MAX_ELEMENTS {
        let indices = sp.indices.clone();
        return AttrVal::Sparse(Box::new(SparseVal { shape: sp.shape.clone(), indices, values, zero }));
    }
    let mut dense = vec![zero; total as usize];
    for (p, v) in flat.into_iter().zip(values) {
        dense[p as usize] = v;
    }
    match dense.first() {
        Some(AttrVal::Float(_)) => AttrVal::FloatElements(
            dense.into_iter().map(|v| if let AttrVal::Float(f) = v { f } else { unreachable!() }).collect(),
        ),
        _ => AttrVal::Elements(
            dense.into_iter().map(|v| if let AttrVal::Int(b) = v { b } else { unreachable!() }).collect(),
        ),
    }
}
