//! A read-only, safe view of MLIR IR.
//!
//! This module is the only place that calls `mlir-sys`. Views are `Copy`
//! handles borrowed for `'a`, the lifetime of the IR they point into (a
//! module owned by `mlir-opt` for the duration of a pass callback, or an
//! [`OwnedModule`] in the command-line tool). Nothing here mutates IR.

pub(crate) mod shim;

use crate::smt::Bits;
use mlir_sys::*;
use std::ffi::{CString, c_void};
use std::fmt;
use std::marker::PhantomData;

fn str_ref(s: &str) -> MlirStringRef {
    MlirStringRef { data: s.as_ptr() as *const _, length: s.len() }
}

/// # Safety
/// The string must outlive `'a` (MLIR identifiers live as long as the context).
unsafe fn to_str<'a>(s: MlirStringRef) -> &'a str {
    if s.length == 0 {
        return "";
    }
    let bytes = unsafe { std::slice::from_raw_parts(s.data as *const u8, s.length) };
    std::str::from_utf8(bytes).unwrap_or("<non-utf8>")
}

unsafe extern "C" fn append_to_string(s: MlirStringRef, data: *mut c_void) {
    let out = unsafe { &mut *(data as *mut String) };
    let bytes = unsafe { std::slice::from_raw_parts(s.data as *const u8, s.length) };
    out.push_str(&String::from_utf8_lossy(bytes));
}

macro_rules! print_with {
    ($f:ident, $($arg:expr),*) => {{
        let mut out = String::new();
        unsafe { $f($($arg,)* Some(append_to_string), &mut out as *mut String as *mut c_void) };
        out
    }};
}

/// An operation.
#[derive(Clone, Copy)]
pub struct Op<'a> {
    raw: MlirOperation,
    _ir: PhantomData<&'a ()>,
}

impl<'a> Op<'a> {
    /// # Safety
    /// `handle` must be a live `mlir::Operation*` that stays valid for `'a`.
    pub unsafe fn from_handle(handle: usize) -> Op<'a> {
        Op { raw: MlirOperation { ptr: handle as *mut c_void }, _ir: PhantomData }
    }

    fn new(raw: MlirOperation) -> Option<Op<'a>> {
        if raw.ptr.is_null() { None } else { Some(Op { raw, _ir: PhantomData }) }
    }

    pub fn handle(&self) -> usize {
        self.raw.ptr as usize
    }

    /// The full name, e.g. `arith.addi`.
    pub fn name(&self) -> &'a str {
        unsafe { to_str(mlirIdentifierStr(mlirOperationGetName(self.raw))) }
    }

    pub fn num_operands(&self) -> usize {
        unsafe { mlirOperationGetNumOperands(self.raw) as usize }
    }

    pub fn operand(&self, i: usize) -> Value<'a> {
        assert!(i < self.num_operands(), "operand #{i} of {} out of range", self.name());
        Value::new(unsafe { mlirOperationGetOperand(self.raw, i as isize) })
    }

    pub fn operands(&self) -> Vec<Value<'a>> {
        (0..self.num_operands()).map(|i| self.operand(i)).collect()
    }

    pub fn num_results(&self) -> usize {
        unsafe { mlirOperationGetNumResults(self.raw) as usize }
    }

    pub fn result(&self, i: usize) -> Value<'a> {
        assert!(i < self.num_results(), "result #{i} of {} out of range", self.name());
        Value::new(unsafe { mlirOperationGetResult(self.raw, i as isize) })
    }

    pub fn results(&self) -> Vec<Value<'a>> {
        (0..self.num_results()).map(|i| self.result(i)).collect()
    }

    pub fn regions(&self) -> Vec<Region<'a>> {
        let n = unsafe { mlirOperationGetNumRegions(self.raw) };
        (0..n).map(|i| Region { raw: unsafe { mlirOperationGetRegion(self.raw, i) }, _ir: PhantomData }).collect()
    }

    pub fn region(&self, i: usize) -> Region<'a> {
        self.regions()[i]
    }

    pub fn num_successors(&self) -> usize {
        unsafe { mlirOperationGetNumSuccessors(self.raw) as usize }
    }

    pub fn successor(&self, i: usize) -> Block<'a> {
        Block::new(unsafe { mlirOperationGetSuccessor(self.raw, i as isize) }).expect("null successor")
    }

    /// An inherent or discardable attribute by name.
    pub fn attr(&self, name: &str) -> Option<Attr<'a>> {
        let raw = unsafe { mlirOperationGetAttributeByName(self.raw, str_ref(name)) };
        Attr::new(raw)
    }

    pub fn has_attr(&self, name: &str) -> bool {
        self.attr(name).is_some()
    }

    /// All attributes, inherent and discardable, with their names.
    pub fn attrs(&self) -> Vec<(&'a str, Attr<'a>)> {
        let n = unsafe { mlirOperationGetNumAttributes(self.raw) };
        (0..n)
            .filter_map(|i| {
                let na = unsafe { mlirOperationGetAttribute(self.raw, i) };
                let name = unsafe { to_str(mlirIdentifierStr(na.name)) };
                Attr::new(na.attribute).map(|a| (name, a))
            })
            .collect()
    }

    pub fn loc(&self) -> Loc<'a> {
        Loc { raw: unsafe { mlirOperationGetLocation(self.raw) }, _ir: PhantomData }
    }

    pub fn parent(&self) -> Option<Op<'a>> {
        Op::new(unsafe { mlirOperationGetParentOperation(self.raw) })
    }

    pub fn block(&self) -> Option<Block<'a>> {
        Block::new(unsafe { mlirOperationGetBlock(self.raw) })
    }

    pub fn next(&self) -> Option<Op<'a>> {
        Op::new(unsafe { mlirOperationGetNextInBlock(self.raw) })
    }

    /// The `sym_name` of a symbol op.
    pub fn symbol_name(&self) -> Option<&'a str> {
        self.attr("sym_name").and_then(|a| a.string())
    }

    /// Printed form (custom assembly, no debug info). The op is assumed
    /// verified: the printer's own verification may run in parallel on
    /// MLIR's thread pool, which a forked worker process does not have.
    pub fn print(&self) -> String {
        let flags = unsafe { mlirOpPrintingFlagsCreate() };
        unsafe { mlirOpPrintingFlagsAssumeVerified(flags) };
        let s = print_with!(mlirOperationPrintWithFlags, self.raw, flags);
        unsafe { mlirOpPrintingFlagsDestroy(flags) };
        s
    }

    /// Printed form in the generic syntax with locations elided, a canonical
    /// text for comparing two functions.
    pub fn print_generic(&self) -> String {
        let flags = unsafe { mlirOpPrintingFlagsCreate() };
        unsafe {
            mlirOpPrintingFlagsPrintGenericOpForm(flags);
            mlirOpPrintingFlagsEnableDebugInfo(flags, false, false);
            // Number values from this op, not from the top of the module, so
            // the text does not depend on the functions printed before it.
            mlirOpPrintingFlagsUseLocalScope(flags);
            mlirOpPrintingFlagsAssumeVerified(flags);
        }
        let s = print_with!(mlirOperationPrintWithFlags, self.raw, flags);
        unsafe { mlirOpPrintingFlagsDestroy(flags) };
        s
    }

    /// Operations nested directly in the single block of region 0 (the body
    /// of a module, say).
    pub fn body_ops(&self) -> Vec<Op<'a>> {
        self.regions().first().and_then(|r| r.blocks().first().map(|b| b.ops())).unwrap_or_default()
    }

    /// Whether a dialect defines this op (false for ops parsed with
    /// --allow-unregistered-dialect).
    pub fn is_registered(&self) -> bool {
        unsafe {
            let name = mlirIdentifierStr(mlirOperationGetName(self.raw));
            mlirContextIsRegisteredOperation(mlirOperationGetContext(self.raw), name)
        }
    }

    pub fn context(&self) -> usize {
        unsafe { mlirOperationGetContext(self.raw).ptr as usize }
    }

    /// Whether the op has MLIR's SymbolTable trait (`builtin.module`,
    /// `gpu.module`, ...): symbols nested in it are resolved in it.
    pub fn is_symbol_table(&self) -> bool {
        unsafe { shim::ffi::is_symbol_table(self.raw.ptr as usize) }
    }

    /// Every symbol use within this op (a module), in all the symbol tables
    /// it holds: (user, symbol used, whether the user is a `func.call` of
    /// it). `None` when MLIR cannot list them all.
    pub fn all_symbol_uses(&self) -> Option<Vec<SymbolUse<'a>>> {
        let uses = unsafe { shim::ffi::all_symbol_uses(self.raw.ptr as usize) };
        if !uses.known {
            return None;
        }
        // SAFETY: users and symbols are ops nested in this one, live for `'a`.
        let op = |h: usize| unsafe { Op::from_handle(h) };
        Some(
            (0..uses.users.len())
                .map(|k| SymbolUse {
                    user: op(uses.users[k]),
                    symbol: op(uses.symbols[k]),
                    direct_call: uses.direct_call[k],
                })
                .collect(),
        )
    }

    /// The symbol's visibility: `public` (no `sym_visibility`), `private` or
    /// `nested`.
    pub fn visibility(&self) -> &'a str {
        self.attr("sym_visibility").and_then(|a| a.string()).unwrap_or("public")
    }
}

/// A reference to a symbol (see `Op::all_symbol_uses`).
#[derive(Clone, Copy)]
pub struct SymbolUse<'a> {
    pub user: Op<'a>,
    pub symbol: Op<'a>,
    /// The user is a `func.call` whose callee is the symbol.
    pub direct_call: bool,
}

/// Every location in a piece of IR (ops and block arguments), by handle:
/// the safe way back from a handle a verdict carries to a location.
pub struct LocTable<'a> {
    locs: std::collections::HashMap<usize, Loc<'a>>,
}

impl<'a> LocTable<'a> {
    /// The locations of `roots` and everything nested in them.
    pub fn of(roots: &[Op<'a>]) -> LocTable<'a> {
        let mut locs = std::collections::HashMap::new();
        let mut stack: Vec<Op<'a>> = roots.to_vec();
        while let Some(op) = stack.pop() {
            let l = op.loc();
            locs.insert(l.handle(), l);
            for r in op.regions() {
                for b in r.blocks() {
                    for a in b.args() {
                        let l = a.loc();
                        locs.insert(l.handle(), l);
                    }
                    stack.extend(b.ops());
                }
            }
        }
        LocTable { locs }
    }

    pub fn get(&self, handle: usize) -> Option<Loc<'a>> {
        self.locs.get(&handle).copied()
    }
}

impl PartialEq for Op<'_> {
    fn eq(&self, o: &Self) -> bool {
        self.raw.ptr == o.raw.ptr
    }
}
impl Eq for Op<'_> {}

impl fmt::Debug for Op<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.name())
    }
}

/// A region.
#[derive(Clone, Copy)]
pub struct Region<'a> {
    raw: MlirRegion,
    _ir: PhantomData<&'a ()>,
}

impl<'a> Region<'a> {
    pub fn blocks(&self) -> Vec<Block<'a>> {
        let mut out = Vec::new();
        let mut b = Block::new(unsafe { mlirRegionGetFirstBlock(self.raw) });
        while let Some(block) = b {
            out.push(block);
            b = Block::new(unsafe { mlirBlockGetNextInRegion(block.raw) });
        }
        out
    }

    pub fn is_empty(&self) -> bool {
        Block::new(unsafe { mlirRegionGetFirstBlock(self.raw) }).is_none()
    }
}

/// A block.
#[derive(Clone, Copy)]
pub struct Block<'a> {
    raw: MlirBlock,
    _ir: PhantomData<&'a ()>,
}

impl<'a> Block<'a> {
    fn new(raw: MlirBlock) -> Option<Block<'a>> {
        if raw.ptr.is_null() { None } else { Some(Block { raw, _ir: PhantomData }) }
    }

    pub fn handle(&self) -> usize {
        self.raw.ptr as usize
    }

    pub fn args(&self) -> Vec<Value<'a>> {
        let n = unsafe { mlirBlockGetNumArguments(self.raw) };
        (0..n).map(|i| Value::new(unsafe { mlirBlockGetArgument(self.raw, i) })).collect()
    }

    pub fn ops(&self) -> Vec<Op<'a>> {
        let mut out = Vec::new();
        let mut op = Op::new(unsafe { mlirBlockGetFirstOperation(self.raw) });
        while let Some(o) = op {
            out.push(o);
            op = o.next();
        }
        out
    }

    pub fn parent_op(&self) -> Option<Op<'a>> {
        Op::new(unsafe { mlirBlockGetParentOperation(self.raw) })
    }
}

impl PartialEq for Block<'_> {
    fn eq(&self, o: &Self) -> bool {
        self.raw.ptr == o.raw.ptr
    }
}
impl Eq for Block<'_> {}

/// An SSA value: an op result or a block argument.
#[derive(Clone, Copy)]
pub struct Value<'a> {
    raw: MlirValue,
    _ir: PhantomData<&'a ()>,
}

impl<'a> Value<'a> {
    fn new(raw: MlirValue) -> Value<'a> {
        assert!(!raw.ptr.is_null(), "null MLIR value");
        Value { raw, _ir: PhantomData }
    }

    /// A stable identity for maps.
    pub fn handle(&self) -> usize {
        self.raw.ptr as usize
    }

    pub fn ty(&self) -> Type<'a> {
        Type { raw: unsafe { mlirValueGetType(self.raw) }, _ir: PhantomData }
    }

    pub fn defining_op(&self) -> Option<Op<'a>> {
        if unsafe { mlirValueIsAOpResult(self.raw) } {
            Op::new(unsafe { mlirOpResultGetOwner(self.raw) })
        } else {
            None
        }
    }

    /// `Some(i)` when this is the i-th argument of a block.
    pub fn arg_number(&self) -> Option<usize> {
        if unsafe { mlirValueIsABlockArgument(self.raw) } {
            Some(unsafe { mlirBlockArgumentGetArgNumber(self.raw) } as usize)
        } else {
            None
        }
    }

    /// Result number within its defining op.
    pub fn result_number(&self) -> Option<usize> {
        if unsafe { mlirValueIsAOpResult(self.raw) } {
            Some(unsafe { mlirOpResultGetResultNumber(self.raw) } as usize)
        } else {
            None
        }
    }

    pub fn loc(&self) -> Loc<'a> {
        Loc { raw: unsafe { mlirValueGetLocation(self.raw) }, _ir: PhantomData }
    }
}

impl PartialEq for Value<'_> {
    fn eq(&self, o: &Self) -> bool {
        self.raw.ptr == o.raw.ptr
    }
}
impl Eq for Value<'_> {}

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
    raw: MlirType,
    _ir: PhantomData<&'a ()>,
}

impl<'a> Type<'a> {
    /// Width of a signless, signed or unsigned integer type.
    pub fn integer_width(&self) -> Option<u32> {
        unsafe { mlirTypeIsAInteger(self.raw).then(|| mlirIntegerTypeGetWidth(self.raw)) }
    }

    pub fn is_signless_integer(&self) -> bool {
        unsafe { mlirTypeIsAInteger(self.raw) && mlirIntegerTypeIsSignless(self.raw) }
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

    pub fn is_ranked_tensor(&self) -> bool {
        unsafe { mlirTypeIsARankedTensor(self.raw) }
    }

    pub fn is_memref(&self) -> bool {
        unsafe { mlirTypeIsAMemRef(self.raw) }
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

/// An attribute.
#[derive(Clone, Copy)]
pub struct Attr<'a> {
    raw: MlirAttribute,
    _ir: PhantomData<&'a ()>,
}

impl<'a> Attr<'a> {
    fn new(raw: MlirAttribute) -> Option<Attr<'a>> {
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

    /// `[1, 2, 3]` as i64s from a DenseI64ArrayAttr / DenseI32ArrayAttr.
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

/// A source location.
#[derive(Clone, Copy)]
pub struct Loc<'a> {
    raw: MlirLocation,
    _ir: PhantomData<&'a ()>,
}

impl<'a> Loc<'a> {
    pub fn handle(&self) -> usize {
        self.raw.ptr as usize
    }

    pub fn is_unknown(&self) -> bool {
        unsafe { mlirLocationEqual(self.raw, mlirLocationUnknownGet(mlirLocationGetContext(self.raw))) }
    }

    /// `file:line:col` for a file location; MLIR's printed form otherwise.
    pub fn short(&self) -> String {
        unsafe {
            if mlirLocationIsAFileLineColRange(self.raw) {
                let file = to_str(mlirIdentifierStr(mlirLocationFileLineColRangeGetFilename(self.raw)));
                let line = mlirLocationFileLineColRangeGetStartLine(self.raw);
                let col = mlirLocationFileLineColRangeGetStartColumn(self.raw);
                return format!("{file}:{line}:{col}");
            }
        }
        print_with!(mlirLocationPrint, self.raw)
    }
}

impl<'a> Loc<'a> {
    /// # Safety
    /// `handle` must be a live `MlirLocation` pointer valid for `'a`.
    unsafe fn from_handle(handle: usize) -> Loc<'a> {
        Loc { raw: MlirLocation { ptr: handle as *const c_void }, _ir: PhantomData }
    }

    /// The location's identity, as plain data.
    pub fn id(&self) -> LocId {
        LocId { loc: self.handle(), ctx: self.context() }
    }

    /// The `MlirContext` the location belongs to, as an address.
    fn context(&self) -> usize {
        unsafe { mlirLocationGetContext(self.raw).ptr as usize }
    }
}

/// A location's identity without the lifetime of the IR: plain data that
/// threads, reports and error values can hold (`semantics::Unsupported`,
/// PDL patterns). Only [`Loc::id`] makes one, so it names a real location.
/// MLIR locations live as long as their context, which outlives all its IR.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LocId {
    loc: usize,
    ctx: usize,
}

impl LocId {
    /// The location, when it belongs to the context of `anchor` (whose IR
    /// is alive for `'a`, so that context is); otherwise `anchor` itself.
    pub fn resolve<'a>(self, anchor: Loc<'a>) -> Loc<'a> {
        if self.ctx == anchor.context() {
            // SAFETY: made by `Loc::id` from a location of this context,
            // which lives at least as long as `anchor`'s IR.
            unsafe { Loc::from_handle(self.loc) }
        } else {
            anchor
        }
    }

    /// The location's address, to send it to a process that shares the IR
    /// (see `LocTable`).
    pub fn handle(self) -> usize {
        self.loc
    }
}

impl PartialEq for Loc<'_> {
    fn eq(&self, o: &Self) -> bool {
        unsafe { mlirLocationEqual(self.raw, o.raw) }
    }
}
impl Eq for Loc<'_> {}

/// Severity of an emitted diagnostic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    Error,
    Warning,
    Remark,
}

/// Emits an MLIR diagnostic at `loc` with notes, through the context's
/// diagnostic engine (so `-verify-diagnostics` and handlers see it).
pub fn emit(loc: Loc<'_>, severity: Severity, message: &str, notes: &[(Loc<'_>, String)]) {
    let notes: Vec<shim::ffi::DiagNote> =
        notes.iter().map(|(l, m)| shim::ffi::DiagNote { loc: l.handle(), message: m.clone() }).collect();
    let sev = match severity {
        Severity::Error => 0,
        Severity::Warning => 1,
        Severity::Remark => 2,
    };
    unsafe { shim::ffi::emit_diagnostic(loc.handle(), sev, message, &notes) };
}

/// Checks that `pipeline` parses as a pass pipeline nested in
/// `builtin.module`; the error text otherwise.
pub fn check_pass_pipeline(pipeline: &str) -> Result<(), String> {
    let e = shim::ffi::check_pass_pipeline(pipeline);
    if e.is_empty() { Ok(()) } else { Err(e) }
}

/// An MLIR context owned by Rust, with every upstream dialect registered and
/// diagnostics printed with source lines (as mlir-opt prints them).
pub struct OwnedContext {
    raw: MlirContext,
    handler: Option<cxx::UniquePtr<shim::ffi::SourceMgrHandler>>,
}

impl OwnedContext {
    pub fn new(allow_unregistered: bool) -> OwnedContext {
        unsafe {
            let raw = mlirContextCreateWithThreading(false);
            let registry = mlirDialectRegistryCreate();
            mlirRegisterAllDialects(registry);
            mlirContextAppendDialectRegistry(raw, registry);
            mlirDialectRegistryDestroy(registry);
            mlirContextSetAllowUnregisteredDialects(raw, allow_unregistered);
            let handler = Some(shim::ffi::attach_source_mgr_handler(raw.ptr as usize));
            OwnedContext { raw, handler }
        }
    }

    /// Parses a file; parse errors are reported through the diagnostic
    /// handler and give `None`.
    pub fn parse_file(&self, path: &str) -> Option<OwnedModule<'_>> {
        let m = unsafe { mlirModuleCreateParseFromFile(self.raw, str_ref(path)) };
        if m.ptr.is_null() { None } else { Some(OwnedModule { raw: m, _ctx: PhantomData }) }
    }

    /// Parses a string (used by tests).
    pub fn parse_str(&self, text: &str) -> Option<OwnedModule<'_>> {
        let c = CString::new(text).ok()?;
        let m = unsafe { mlirModuleCreateParse(self.raw, mlirStringRefCreateFromCString(c.as_ptr())) };
        if m.ptr.is_null() { None } else { Some(OwnedModule { raw: m, _ctx: PhantomData }) }
    }
}

impl Drop for OwnedContext {
    fn drop(&mut self) {
        self.handler.take();
        unsafe { mlirContextDestroy(self.raw) };
    }
}

/// A parsed module, destroyed with its owner.
pub struct OwnedModule<'c> {
    raw: MlirModule,
    _ctx: PhantomData<&'c OwnedContext>,
}

impl<'c> OwnedModule<'c> {
    pub fn op(&self) -> Op<'_> {
        Op::new(unsafe { mlirModuleGetOperation(self.raw) }).expect("module without operation")
    }
}

impl Drop for OwnedModule<'_> {
    fn drop(&mut self) {
        unsafe { mlirModuleDestroy(self.raw) };
    }
}
