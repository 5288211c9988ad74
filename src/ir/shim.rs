//! The C++ half of the `ir` layer: what MLIR's C API does not offer.

#[cxx::bridge(namespace = "mlir_refine")]
pub(crate) mod ffi {
    /// A note attached to a diagnostic: a location handle and its text.
    pub struct DiagNote {
        pub loc: usize,
        pub message: String,
    }

    /// What `all_symbol_uses` found.
    pub struct SymbolUses {
        pub known: bool,
        /// `mlir::Operation*` of each user.
        pub users: Vec<usize>,
        /// `mlir::Operation*` of the symbol each user refers to.
        pub symbols: Vec<usize>,
        /// Per user: a `func.call` whose callee is the symbol.
        pub direct_call: Vec<bool>,
    }

    /// A linalg structured op as its `LinalgOp` interface describes it
    /// (named ops included): what `linalg_structure` found.
    pub struct LinalgStructure {
        pub known: bool,
        /// An `ArrayAttr` of `AffineMapAttr`, one per operand (inputs, then
        /// inits), as an `MlirAttribute` pointer.
        pub maps: usize,
        /// Per loop: true for a reduction, false for parallel.
        pub reduction: Vec<bool>,
        /// Per loop: its static extent, or -1 when dynamic.
        pub loop_ranges: Vec<i64>,
        pub num_inputs: usize,
    }

    /// What `infer_int_ranges` found: per result, whether the transfer
    /// function set its range, its width, and its bounds umin, umax, smin,
    /// smax (4 per result, the low `width` bits).
    pub struct InferredRanges {
        pub known: bool,
        pub set: Vec<bool>,
        pub widths: Vec<u32>,
        pub bounds: Vec<u64>,
    }

    unsafe extern "C++" {
        include!("mlir-refine/ir.h");

        type SourceMgrHandler;

        /// `loc` is an `MlirLocation` pointer; severity 0 error, 1 warning, 2 remark.
        unsafe fn emit_diagnostic(loc: usize, severity: u8, message: &str, notes: &[DiagNote]);
        /// `context` is an `MlirContext` pointer.
        unsafe fn attach_source_mgr_handler(context: usize) -> UniquePtr<SourceMgrHandler>;
        /// `attr` is an `MlirAttribute` pointer to an IntegerAttr.
        unsafe fn integer_attr_words(attr: usize) -> Vec<u64>;
        fn check_pass_pipeline(pipeline: &str) -> String;
        /// `op` is an `mlir::Operation*`.
        unsafe fn is_symbol_table(op: usize) -> bool;
        /// `module` is an `mlir::Operation*`.
        unsafe fn all_symbol_uses(module: usize) -> SymbolUses;
        /// `op` is an `mlir::Operation*`; `known` is false when it is not a
        /// `LinalgOp` or has an iterator type other than parallel/reduction.
        unsafe fn linalg_structure(op: usize) -> LinalgStructure;
        /// `op` is an `mlir::Operation*`: whether it implements
        /// `InferIntRangeInterface`.
        unsafe fn has_int_range_interface(op: usize) -> bool;
        /// `op` is an `mlir::Operation*`; see `InferredRanges`.
        unsafe fn infer_int_ranges(op: usize, bounds: &[u64], widths: &[u32]) -> InferredRanges;
        /// `op` is an `mlir::Operation*`: its properties as a
        /// `DictionaryAttr` (`getPropertiesAsAttribute`), as an
        /// `MlirAttribute` pointer, 0 when it has none.
        unsafe fn properties_attr(op: usize) -> usize;
    }
}
