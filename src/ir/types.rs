//! Types.

use super::*;
use std::fmt;

/// Float formats the semantics distinguishes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatKind {
    F16,
    BF16,
    F32,
    F64,
    /// Any other float type (f8 variants, f80, tf32, ...), by width.
    Other(u32),
}

/// A type.
#[derive(Clone, Copy)]
pub struct Type<'a> {
    pub(super) raw: MlirType,
    pub(super) _ir: PhantomData<&'a ()>,
}

impl<'a> Type<'a> {
    /// Width of a signless, signed or unsigned integer type.
    pub fn integer_width(&self) -> Option<u32> {
        unsafe { mlirTypeIsAInteger(self.raw).then(|| mlirIntegerTypeGetWidth(self.raw)) }
    }

    pub fn is_signless_integer(&self) -> bool {
        unsafe { mlirTypeIsAInteger(self.raw) && mlirIntegerTypeIsSignless(self.raw) }
    }

    pub fn is_unsigned_integer(&self) -> bool {
        unsafe { mlirTypeIsAInteger(self.raw) && mlirIntegerTypeIsUnsigned(self.raw) }
    }

    pub fn is_index(&self) -> bool {
        unsafe { mlirTypeIsAIndex(self.raw) }
    }

    pub fn float_kind(&self) -> Option<FloatKind> {
        unsafe {
            if mlirTypeIsAF16(self.raw) {
                Some(FloatKind::F16)
            } else if mlirTypeIsABF16(self.raw) {
                Some(FloatKind::BF16)
            } else if mlirTypeIsAF32(self.raw) {
                Some(FloatKind::F32)
            } else if mlirTypeIsAF64(self.raw) {
                Some(FloatKind::F64)
            } else if mlirTypeIsAFloat(self.raw) {
                Some(FloatKind::Other(mlirFloatTypeGetWidth(self.raw)))
            } else {
                None
            }
        }
    }

    pub fn is_vector(&self) -> bool {
        unsafe { mlirTypeIsAVector(self.raw) }
    }

    /// A vector type with no scalable dimension.
    pub fn is_fixed_vector(&self) -> bool {
        unsafe { mlirTypeIsAVector(self.raw) && !mlirVectorTypeIsScalable(self.raw) }
    }

    /// Which dimensions of a vector type are scalable (`vector<4x[8]xf32>`:
    /// `[false, true]`); `None` for any other type.
    pub fn scalable_dims(&self) -> Option<Vec<bool>> {
        unsafe {
            if !mlirTypeIsAVector(self.raw) {
                return None;
            }
            let rank = mlirShapedTypeGetRank(self.raw);
            Some((0..rank).map(|d| mlirVectorTypeIsDimScalable(self.raw, d as isize)).collect())
        }
    }

    pub fn is_ranked_tensor(&self) -> bool {
        unsafe { mlirTypeIsARankedTensor(self.raw) }
    }

    /// A ranked tensor with an encoding attribute (sparse, ...).
    pub fn has_tensor_encoding(&self) -> bool {
        unsafe { mlirTypeIsARankedTensor(self.raw) && !mlirRankedTensorTypeGetEncoding(self.raw).ptr.is_null() }
    }

    pub fn is_memref(&self) -> bool {
        unsafe { mlirTypeIsAMemRef(self.raw) }
    }

    /// `memref<*xT>`: a memref whose rank is known only at run time.
    pub fn is_unranked_memref(&self) -> bool {
        unsafe { mlirTypeIsAUnrankedMemRef(self.raw) }
    }

    /// `tensor<*xT>`: a tensor whose rank is known only at run time.
    pub fn is_unranked_tensor(&self) -> bool {
        unsafe { mlirTypeIsAUnrankedTensor(self.raw) }
    }

    /// Either unranked type.
    pub fn is_unranked(&self) -> bool {
        self.is_unranked_memref() || self.is_unranked_tensor()
    }

    /// The strides and offset of a ranked memref whose layout is strided
    /// (the identity, `strided<...>`, or an affine map of that form), `None`
    /// for a dynamic one; `None` for any other layout. (MLIR's
    /// `getStridesAndOffset`.)
    pub fn memref_strides(&self) -> Option<(Vec<Option<i64>>, Option<i64>)> {
        unsafe {
            if !mlirTypeIsAMemRef(self.raw) {
                return None;
            }
            let rank = mlirShapedTypeGetRank(self.raw) as usize;
            let mut strides = vec![0i64; rank];
            let mut offset = 0i64;
            let ok = mlirMemRefTypeGetStridesAndOffset(self.raw, strides.as_mut_ptr(), &mut offset);
            if ok.value == 0 {
                return None;
            }
            let dynamic = |v: i64| (v != i64::MIN).then_some(v);
            Some((strides.into_iter().map(dynamic).collect(), dynamic(offset)))
        }
    }

    /// Whether a memref's layout is the identity map (row-major and
    /// contiguous whatever its sizes; `strided<...>` with dynamic strides
    /// is not).
    pub fn memref_is_identity(&self) -> bool {
        unsafe { mlirTypeIsAMemRef(self.raw) && mlirAffineMapIsIdentity(mlirMemRefTypeGetAffineMap(self.raw)) }
    }

    /// The memory space of a memref, by its printed form (`None`: the
    /// default space).
    pub fn memref_space(&self) -> Option<String> {
        let a = unsafe {
            if !mlirTypeIsAMemRef(self.raw) {
                return None;
            }
            mlirMemRefTypeGetMemorySpace(self.raw)
        };
        if a.ptr.is_null() {
            return None;
        }
        Some(print_with!(mlirAttributePrint, a))
    }

    /// Dimensions of a ranked shaped type (`None` for a dynamic dimension).
    pub fn shape(&self) -> Option<Vec<Option<i64>>> {
        unsafe {
            if !mlirTypeIsAShaped(self.raw) || !mlirShapedTypeHasRank(self.raw) {
                return None;
            }
            let rank = mlirShapedTypeGetRank(self.raw);
            Some(
                (0..rank)
                    .map(|i| {
                        if mlirShapedTypeIsDynamicDim(self.raw, i as isize) {
                            None
                        } else {
                            Some(mlirShapedTypeGetDimSize(self.raw, i as isize))
                        }
                    })
                    .collect(),
            )
        }
    }

    /// Element type of a shaped type.
    pub fn element_type(&self) -> Option<Type<'a>> {
        unsafe {
            mlirTypeIsAShaped(self.raw).then(|| Type { raw: mlirShapedTypeGetElementType(self.raw), _ir: PhantomData })
        }
    }

    /// Input and result types of a function type.
    pub fn function_io(&self) -> Option<(Vec<Type<'a>>, Vec<Type<'a>>)> {
        unsafe {
            if !mlirTypeIsAFunction(self.raw) {
                return None;
            }
            let ins = (0..mlirFunctionTypeGetNumInputs(self.raw))
                .map(|i| Type { raw: mlirFunctionTypeGetInput(self.raw, i), _ir: PhantomData })
                .collect();
            let outs = (0..mlirFunctionTypeGetNumResults(self.raw))
                .map(|i| Type { raw: mlirFunctionTypeGetResult(self.raw, i), _ir: PhantomData })
                .collect();
            Some((ins, outs))
        }
    }
}

impl PartialEq for Type<'_> {
    fn eq(&self, o: &Self) -> bool {
        unsafe { mlirTypeEqual(self.raw, o.raw) }
    }
}
impl Eq for Type<'_> {}

impl fmt::Display for Type<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&print_with!(mlirTypePrint, self.raw))
    }
}

impl fmt::Debug for Type<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}
