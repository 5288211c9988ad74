//! Operations, regions, blocks and values.

use super::*;
use std::fmt;

/// An operation.
#[derive(Clone, Copy)]
pub struct Op<'a> {
    pub(super) raw: MlirOperation,
    pub(super) _ir: PhantomData<&'a ()>,
}

impl<'a> Op<'a> {
    /// # Safety
    /// `handle` must be a live `mlir::Operation*` that stays valid for `'a`.
    pub unsafe fn from_handle(handle: usize) -> Op<'a> {
        Op { raw: MlirOperation { ptr: handle as *mut c_void }, _ir: PhantomData }
    }

    pub(super) fn new(raw: MlirOperation) -> Option<Op<'a>> {
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

    /// All attributes, inherent and discardable, with their names, and
    /// the properties that are not attributes (a `UnitProp` such as
    /// `affine.linearize_index`'s `disjoint`), as the attribute the generic
    /// printer shows for them.
    pub fn attrs(&self) -> Vec<(&'a str, Attr<'a>)> {
        let named = |na: MlirNamedAttribute| {
            let name = unsafe { to_str(mlirIdentifierStr(na.name)) };
            Attr::new(na.attribute).map(|a| (name, a))
        };
        let n = unsafe { mlirOperationGetNumAttributes(self.raw) };
        let mut out: Vec<(&'a str, Attr<'a>)> =
            (0..n).filter_map(|i| named(unsafe { mlirOperationGetAttribute(self.raw, i) })).collect();
        let props = unsafe { shim::ffi::properties_attr(self.raw.ptr as usize) };
        let props = MlirAttribute { ptr: props as *const std::ffi::c_void };
        if !props.ptr.is_null() && unsafe { mlirAttributeIsADictionary(props) } {
            for i in 0..unsafe { mlirDictionaryAttrGetNumElements(props) } {
                if let Some((name, a)) = named(unsafe { mlirDictionaryAttrGetElement(props, i) }) {
                    if !out.iter().any(|(m, _)| *m == name) {
                        out.push((name, a));
                    }
                }
            }
        }
        out
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

    /// The iteration space of a linalg structured op, named ops included,
    /// as its `LinalgOp` interface gives it; `None` for other ops and for
    /// iterator kinds other than parallel and reduction.
    pub fn linalg_structure(&self) -> Option<LinalgStructure> {
        let s = unsafe { shim::ffi::linalg_structure(self.raw.ptr as usize) };
        if !s.known {
            return None;
        }
        let maps = Attr::new(MlirAttribute { ptr: s.maps as *const c_void })?.array()?;
        Some(LinalgStructure {
            maps: maps.iter().map(|m| m.affine_map()).collect::<Option<Vec<_>>>()?,
            reduction: s.reduction,
            loop_ranges: s.loop_ranges.iter().map(|&r| u64::try_from(r).ok()).collect(),
            num_inputs: s.num_inputs,
        })
    }

    /// Whether the op implements `InferIntRangeInterface` (has a transfer
    /// function), whatever its operand types.
    pub fn has_int_range_interface(&self) -> bool {
        // SAFETY: `self` is a live operation.
        unsafe { shim::ffi::has_int_range_interface(self.raw.ptr as usize) }
    }

    /// The result ranges the op's `InferIntRangeInterface` transfer
    /// function gives for these operand ranges (one per operand), each
    /// `None` where it set none; `None` when the op does not implement the
    /// interface.
    pub fn infer_int_ranges(&self, operands: &[IntRange]) -> Option<Vec<Option<IntRange>>> {
        let bounds: Vec<u64> = operands.iter().flat_map(|r| [r.umin, r.umax, r.smin, r.smax]).collect();
        let widths: Vec<u32> = operands.iter().map(|r| r.width).collect();
        // SAFETY: `self` is a live operation; the shim reads the slices
        // within this call.
        let r = unsafe { shim::ffi::infer_int_ranges(self.raw.ptr as usize, &bounds, &widths) };
        r.known.then(|| {
            (0..r.set.len())
                .map(|k| {
                    r.set[k].then(|| IntRange {
                        width: r.widths[k],
                        umin: r.bounds[4 * k],
                        umax: r.bounds[4 * k + 1],
                        smin: r.bounds[4 * k + 2],
                        smax: r.bounds[4 * k + 3],
                    })
                })
                .collect()
        })
    }

    /// The symbol's visibility: `public` (no `sym_visibility`), `private` or
    /// `nested`.
    pub fn visibility(&self) -> &'a str {
        self.attr("sym_visibility").and_then(|a| a.string()).unwrap_or("public")
    }
}

/// Bounds on an integer of `width` bits (at most 64) as MLIR's
/// `ConstantIntRanges` keeps them: `umin <= x <= umax` unsigned and
/// `smin <= x <= smax` signed, each bound the low `width` bits of its u64.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct IntRange {
    pub width: u32,
    pub umin: u64,
    pub umax: u64,
    pub smin: u64,
    pub smax: u64,
}

/// A linalg structured op's iteration space (see `Op::linalg_structure`).
#[derive(Clone, Debug)]
pub struct LinalgStructure {
    /// One map per operand: inputs, then inits.
    pub maps: Vec<AffineMap>,
    /// Per loop: a reduction (else parallel).
    pub reduction: Vec<bool>,
    /// Per loop: its extent when static.
    pub loop_ranges: Vec<Option<u64>>,
    pub num_inputs: usize,
}

/// A reference to a symbol (see `Op::all_symbol_uses`).
#[derive(Clone, Copy)]
pub struct SymbolUse<'a> {
    pub user: Op<'a>,
    pub symbol: Op<'a>,
    /// The user is a `func.call` whose callee is the symbol.
    pub direct_call: bool,
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
    pub(super) raw: MlirRegion,
    pub(super) _ir: PhantomData<&'a ()>,
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
    pub(super) raw: MlirBlock,
    pub(super) _ir: PhantomData<&'a ()>,
}

impl<'a> Block<'a> {
    pub(super) fn new(raw: MlirBlock) -> Option<Block<'a>> {
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
    pub(super) raw: MlirValue,
    pub(super) _ir: PhantomData<&'a ()>,
}

impl<'a> Value<'a> {
    pub(super) fn new(raw: MlirValue) -> Value<'a> {
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
