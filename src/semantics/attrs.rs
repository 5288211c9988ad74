//! Attributes as the semantics reads them ([`attr_val`]): the one place an
//! MLIR attribute becomes an [`AttrVal`].

use super::ops::AttrKind;
use super::{AttrVal, Cx, Ty};
use crate::ir::Attr;
use crate::smt::BV;

/// Reads an attribute into the semantics' form: by its structure (an
/// integer, a unit, dense elements, a float, an i64 array, an affine map,
/// a type), else by the printed form of its kind (`AttrKind::from_text`:
/// the kind the op's table gives the slot, `None` for a slot no meaning
/// reads), else as its printed form.
pub fn attr_val<'c>(cx: &Cx<'c, '_>, kind: Option<AttrKind>, a: Attr<'_>) -> AttrVal<'c> {
    if let Some(bits) = a.int_value() {
        // Zero-width integers have no bit-vector sort; the op that reads
        // such an attribute reports its i0 type as not modelled.
        if bits.width() > 0 {
            return AttrVal::Int(BV::from_bits(cx.smt, &bits));
        }
    }
    if a.is_unit() {
        return AttrVal::Unit;
    }
    if let Some(elems) = a.dense_elements() {
        let ints: Option<Vec<BV<'c>>> =
            elems.iter().map(|e| e.int_value().filter(|b| b.width() > 0).map(|b| BV::from_bits(cx.smt, &b))).collect();
        if let Some(ints) = ints {
            return AttrVal::Elements(ints);
        }
        if let Some(fs) = elems.iter().map(|e| e.float_value()).collect::<Option<Vec<f64>>>() {
            return AttrVal::FloatElements(fs);
        }
    }
    if let Some(sp) = a.sparse_elements() {
        return super::sparse::attr(cx, a, &sp);
    }
    if let Some(v) = a.float_value() {
        return AttrVal::Float(v);
    }
    if let Some(v) = a.dense_i64s() {
        return AttrVal::I64s(v);
    }
    // An array of integers is read as one only where the op's table says
    // the slot holds i64s (elsewhere it keeps its printed form).
    if let (Some(AttrKind::I64s), Some(v)) = (kind, a.int_array()) {
        return AttrVal::I64s(v);
    }
    if let Some(m) = a.affine_map() {
        return AttrVal::Map(m);
    }
    if let Some(t) = a.type_value() {
        return AttrVal::Type(Ty::of(t));
    }
    if kind == Some(AttrKind::Maps) {
        let maps = a.array().and_then(|xs| xs.iter().map(|x| x.affine_map()).collect::<Option<Vec<_>>>());
        if let Some(maps) = maps {
            return AttrVal::Maps(maps);
        }
    }
    let text = a.to_string();
    kind.and_then(|k| k.from_text(cx.smt, &text)).unwrap_or(AttrVal::Other(text))
}
