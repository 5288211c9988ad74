//! Attributes and affine maps.

use super::*;
use crate::smt::Bits;
use std::fmt;

/// An attribute.
#[derive(Clone, Copy)]
pub struct Attr<'a> {
    pub(super) raw: MlirAttribute,
    pub(super) _ir: PhantomData<&'a ()>,
}

impl<'a> Attr<'a> {
    pub(super) fn new(raw: MlirAttribute) -> Option<Attr<'a>> {
        if raw.ptr.is_null() { None } else { Some(Attr { raw, _ir: PhantomData }) }
    }

    /// The value of an IntegerAttr (or BoolAttr, as `i1`), any width. An
    /// `index` attribute has MLIR's 64-bit storage width.
    pub fn int_value(&self) -> Option<Bits> {
        unsafe {
            if mlirAttributeIsABool(self.raw) {
                return Some(Bits::from_u64(1, mlirBoolAttrGetValue(self.raw) as u64));
            }
            if !mlirAttributeIsAInteger(self.raw) {
                return None;
            }
            let ty = Type { raw: mlirAttributeGetType(self.raw), _ir: PhantomData::<&'a ()> };
            let width = ty.integer_width().unwrap_or(64);
            let words = shim::ffi::integer_attr_words(self.raw.ptr as usize);
            Some(Bits::from_words(width, &words))
        }
    }

    /// The value of a FloatAttr. A double holds every f16, bf16, f32 and
    /// f64 value exactly (a NaN's payload aside).
    pub fn float_value(&self) -> Option<f64> {
        unsafe { mlirAttributeIsAFloat(self.raw).then(|| mlirFloatAttrGetValueDouble(self.raw)) }
    }

    /// The type of a typed attribute.
    pub fn ty(&self) -> Type<'a> {
        Type { raw: unsafe { mlirAttributeGetType(self.raw) }, _ir: PhantomData }
    }

    pub fn string(&self) -> Option<&'a str> {
        unsafe { mlirAttributeIsAString(self.raw).then(|| to_str(mlirStringAttrGetValue(self.raw))) }
    }

    pub fn flat_symbol(&self) -> Option<&'a str> {
        unsafe { mlirAttributeIsAFlatSymbolRef(self.raw).then(|| to_str(mlirFlatSymbolRefAttrGetValue(self.raw))) }
    }

    pub fn type_value(&self) -> Option<Type<'a>> {
        unsafe {
            mlirAttributeIsAType(self.raw).then(|| Type { raw: mlirTypeAttrGetValue(self.raw), _ir: PhantomData })
        }
    }

    pub fn is_unit(&self) -> bool {
        unsafe { mlirAttributeIsAUnit(self.raw) }
    }

    pub fn array(&self) -> Option<Vec<Attr<'a>>> {
        unsafe {
            if !mlirAttributeIsAArray(self.raw) {
                return None;
            }
            let n = mlirArrayAttrGetNumElements(self.raw);
            Some((0..n).filter_map(|i| Attr::new(mlirArrayAttrGetElement(self.raw, i))).collect())
        }
    }

    /// The elements of a dense elements attribute in row-major order; a
    /// splat gives its one value.
    pub fn dense_elements(&self) -> Option<Vec<Attr<'a>>> {
        unsafe {
            if !mlirAttributeIsADenseElements(self.raw) {
                return None;
            }
            if mlirDenseElementsAttrIsSplat(self.raw) {
                return Attr::new(mlirDenseElementsAttrGetSplatValue(self.raw)).map(|a| vec![a]);
            }
            let shape = self.ty().shape()?;
            let dims: Vec<u64> = shape.iter().map(|d| d.map(|n| n as u64)).collect::<Option<_>>()?;
            let n = mlirElementsAttrGetNumElements(self.raw) as u64;
            let mut out = Vec::with_capacity(n as usize);
            for linear in 0..n {
                // Row-major multi-index of the linear position.
                let mut idx = vec![0u64; dims.len()];
                let mut rest = linear;
                for (d, size) in dims.iter().enumerate().rev() {
                    idx[d] = rest % size;
                    rest /= size;
                }
                let mut raw_idx = idx;
                out.push(Attr::new(mlirElementsAttrGetValue(self.raw, raw_idx.len() as isize, raw_idx.as_mut_ptr()))?);
            }
            Some(out)
        }
    }

    /// A sparse elements attribute (`sparse<indices, values> : type`,
    /// BuiltinAttributes.td `SparseElementsAttr`): "The indices are stored
    /// via a 2-D tensor of 64-bit integer elements with shape [N, ndims]
    /// ... The element values are stored via a 1-D tensor with shape [N]".
    /// `None` when it is not one, or its shape is not static.
    pub fn sparse_elements(&self) -> Option<Sparse<'a>> {
        unsafe {
            if !mlirAttributeIsASparseElements(self.raw) {
                return None;
            }
            let shape: Vec<u64> = self.ty().shape()?.into_iter().map(|d| d.map(|n| n as u64)).collect::<Option<_>>()?;
            let indices = Attr::new(mlirSparseElementsAttrGetIndices(self.raw))?;
            let values = Attr::new(mlirSparseElementsAttrGetValues(self.raw))?;
            let ishape = indices.ty().shape()?;
            let [Some(n), Some(rank)] = ishape[..] else { return None };
            let (n, rank) = (n as usize, rank as usize);
            // A splat stands for each of its N x rank coordinates.
            let coords: Vec<u64> =
                indices.dense_elements()?.iter().map(|a| a.int_value()?.to_u64()).collect::<Option<_>>()?;
            let coords = if coords.len() == 1 { vec![coords[0]; n * rank] } else { coords };
            if coords.len() != n * rank || rank != shape.len() {
                return None;
            }
            let indices = (0..n).map(|k| coords[k * rank..(k + 1) * rank].to_vec()).collect();
            let mut values = values.dense_elements()?;
            if values.len() == 1 {
                values = vec![values[0]; n];
            }
            (values.len() == n).then_some(Sparse { shape, indices, values, elem: self.ty().element_type()? })
        }
    }

    /// The map of an AffineMapAttr.
    pub fn affine_map(&self) -> Option<AffineMap> {
        unsafe {
            if !mlirAttributeIsAAffineMap(self.raw) {
                return None;
            }
            let m = mlirAffineMapAttrGetValue(self.raw);
            let results = (0..mlirAffineMapGetNumResults(m))
                .map(|i| affine_expr(mlirAffineMapGetResult(m, i)))
                .collect::<Option<Vec<_>>>()?;
            Some(AffineMap {
                dims: mlirAffineMapGetNumDims(m) as usize,
                symbols: mlirAffineMapGetNumSymbols(m) as usize,
                results,
            })
        }
    }

    /// The constraints of an IntegerSetAttr, as a map whose results are
    /// the constraints' expressions, and per constraint whether it is an
    /// equality (`expr == 0`; otherwise `expr >= 0`).
    pub fn integer_set(&self) -> Option<(AffineMap, Vec<bool>)> {
        unsafe {
            if !mlirAttributeIsAIntegerSet(self.raw) {
                return None;
            }
            let set = mlirIntegerSetAttrGetValue(self.raw);
            let n = mlirIntegerSetGetNumConstraints(set);
            let results =
                (0..n).map(|i| affine_expr(mlirIntegerSetGetConstraint(set, i))).collect::<Option<Vec<_>>>()?;
            let eq = (0..n).map(|i| mlirIntegerSetIsConstraintEq(set, i)).collect();
            let map = AffineMap {
                dims: mlirIntegerSetGetNumDims(set) as usize,
                symbols: mlirIntegerSetGetNumSymbols(set) as usize,
                results,
            };
            Some((map, eq))
        }
    }

    /// `[1, 2, 3]` as i64s from a DenseI64ArrayAttr / DenseI32ArrayAttr.
    /// An `ArrayAttr` whose elements are all integer attributes (ODS's
    /// `I64ArrayAttr`: `vector.extract_strided_slice`'s `offsets`), as
    /// signed 64-bit values; `None` for any other attribute.
    pub fn int_array(&self) -> Option<Vec<i64>> {
        unsafe {
            if !mlirAttributeIsAArray(self.raw) {
                return None;
            }
            (0..mlirArrayAttrGetNumElements(self.raw))
                .map(|i| {
                    let e = mlirArrayAttrGetElement(self.raw, i);
                    mlirAttributeIsAInteger(e).then(|| mlirIntegerAttrGetValueInt(e))
                })
                .collect()
        }
    }

    pub fn dense_i64s(&self) -> Option<Vec<i64>> {
        unsafe {
            if mlirAttributeIsADenseI64Array(self.raw) {
                let n = mlirDenseArrayGetNumElements(self.raw);
                return Some((0..n).map(|i| mlirDenseI64ArrayGetElement(self.raw, i)).collect());
            }
            if mlirAttributeIsADenseI32Array(self.raw) {
                let n = mlirDenseArrayGetNumElements(self.raw);
                return Some((0..n).map(|i| mlirDenseI32ArrayGetElement(self.raw, i) as i64).collect());
            }
            None
        }
    }
}

impl fmt::Display for Attr<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&print_with!(mlirAttributePrint, self.raw))
    }
}

impl fmt::Debug for Attr<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// An affine expression (mlir/IR/AffineExpr.h), as plain data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AffineExpr {
    Dim(usize),
    Symbol(usize),
    Const(i64),
    Add(Box<AffineExpr>, Box<AffineExpr>),
    Mul(Box<AffineExpr>, Box<AffineExpr>),
    Mod(Box<AffineExpr>, Box<AffineExpr>),
    FloorDiv(Box<AffineExpr>, Box<AffineExpr>),
    CeilDiv(Box<AffineExpr>, Box<AffineExpr>),
}

/// An affine map: dimension and symbol counts and its result expressions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AffineMap {
    pub dims: usize,
    pub symbols: usize,
    pub results: Vec<AffineExpr>,
}

fn affine_expr(e: MlirAffineExpr) -> Option<AffineExpr> {
    unsafe {
        let bin = |f: fn(Box<AffineExpr>, Box<AffineExpr>) -> AffineExpr| -> Option<AffineExpr> {
            let l = affine_expr(mlirAffineBinaryOpExprGetLHS(e))?;
            let r = affine_expr(mlirAffineBinaryOpExprGetRHS(e))?;
            Some(f(Box::new(l), Box::new(r)))
        };
        if mlirAffineExprIsADim(e) {
            Some(AffineExpr::Dim(mlirAffineDimExprGetPosition(e) as usize))
        } else if mlirAffineExprIsASymbol(e) {
            Some(AffineExpr::Symbol(mlirAffineSymbolExprGetPosition(e) as usize))
        } else if mlirAffineExprIsAConstant(e) {
            Some(AffineExpr::Const(mlirAffineConstantExprGetValue(e)))
        } else if mlirAffineExprIsAAdd(e) {
            bin(AffineExpr::Add)
        } else if mlirAffineExprIsAMul(e) {
            bin(AffineExpr::Mul)
        } else if mlirAffineExprIsAMod(e) {
            bin(AffineExpr::Mod)
        } else if mlirAffineExprIsAFloorDiv(e) {
            bin(AffineExpr::FloorDiv)
        } else if mlirAffineExprIsACeilDiv(e) {
            bin(AffineExpr::CeilDiv)
        } else {
            None
        }
    }
}

/// The parts of a sparse elements attribute ([`Attr::sparse_elements`]).
pub struct Sparse<'a> {
    /// The type's static shape.
    pub shape: Vec<u64>,
    /// The multi-index of each stored value.
    pub indices: Vec<Vec<u64>>,
    /// The stored values, one per index (a splat repeated).
    pub values: Vec<Attr<'a>>,
    /// The element type.
    pub elem: Type<'a>,
}
