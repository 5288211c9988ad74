//! Attributes as the semantics reads them ([`attr_val`]): the one place an
//! MLIR attribute becomes an [`AttrVal`].

use super::ops::AttrKind;
use super::{Cx, Ty, float, int, sparse};
use crate::ir::Attr;
use crate::smt::{BV, Bool};

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

/// An attribute value. Integer attributes may be symbolic (PDL); attributes
/// read from IR are constants.
#[derive(Clone, Debug)]
pub enum AttrVal<'c> {
    /// An integer (or enum case) with its bit width.
    Int(BV<'c>),
    /// A dense integer elements attribute: one value per element, or one
    /// value for a splat.
    Elements(Vec<BV<'c>>),
    /// A dense array of i64 (`array<i64: ...>`), e.g. static positions.
    I64s(Vec<i64>),
    /// A float (its exact value).
    Float(f64),
    /// A dense float elements attribute: one value per element, or one for
    /// a splat.
    FloatElements(Vec<f64>),
    /// A sparse elements attribute of a large tensor (smaller ones are read
    /// as dense elements; see `sparse.rs`).
    Sparse(Box<sparse::SparseVal<'c>>),
    /// `#arith.fastmath<...>`.
    FastMath(float::FastMath),
    /// An affine map.
    Map(crate::ir::AffineMap),
    /// An array of affine maps (read so for the slots of kind `Maps`).
    Maps(Vec<crate::ir::AffineMap>),
    /// `nsw`/`nuw` overflow flags (`#arith.overflow<...>`).
    Overflow(int::Flags<'c>),
    /// A unit attribute (present).
    Unit,
    /// A unit attribute present exactly when the formula holds (PDL: an
    /// attribute a matched op may or may not carry).
    UnitIf(Bool<'c>),
    /// A type attribute.
    Type(Ty),
    /// Any other attribute, by its printed form.
    Other(String),
}

impl std::fmt::Display for AttrVal<'_> {
    /// As a person reads it in a message: numbers in decimal, lists in
    /// brackets, other attributes by their printed form.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let int = |b: &BV<'_>| b.as_const().map_or_else(|| "a symbolic value".to_string(), |c| c.to_sdec());
        match self {
            AttrVal::Int(b) => f.write_str(&int(b)),
            AttrVal::Elements(vs) => write!(f, "[{}]", vs.iter().map(int).collect::<Vec<_>>().join(", ")),
            AttrVal::I64s(vs) => {
                write!(f, "array<i64: {}>", vs.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(", "))
            }
            AttrVal::Float(v) => write!(f, "{v}"),
            AttrVal::FloatElements(vs) => {
                write!(f, "[{}]", vs.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(", "))
            }
            AttrVal::Sparse(s) => write!(f, "sparse<{} values>", s.values.len()),
            AttrVal::FastMath(m) => write!(f, "{m:?}"),
            AttrVal::Map(_) => f.write_str("an affine map"),
            AttrVal::Maps(_) => f.write_str("a list of affine maps"),
            AttrVal::Overflow(_) => f.write_str("overflow flags"),
            AttrVal::Unit | AttrVal::UnitIf(_) => f.write_str("a unit attribute"),
            AttrVal::Type(t) => write!(f, "{t}"),
            AttrVal::Other(s) => f.write_str(s),
        }
    }
}

/// An attribute as a message shows it: its value, or "absent".
pub fn shown(a: Option<&AttrVal<'_>>) -> String {
    a.map_or_else(|| "absent".to_string(), |a| a.to_string())
}
