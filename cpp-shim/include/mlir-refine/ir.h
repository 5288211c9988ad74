//===- ir.h - what the Rust ir layer needs from MLIR's C++ API ------------===//
//
// What the Rust `ir` layer needs from C++ that MLIR's C API does not offer:
// diagnostics of any severity with notes, and the source-manager handler
// that prints them as mlir-opt does. Handles are MLIR C API pointers passed
// as integers (MlirLocation.ptr, MlirContext.ptr).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "rust/cxx.h"
#include <cstddef>
#include <cstdint>
#include <memory>

namespace mlir_refine {

struct DiagNote;
struct SymbolUses;
struct LinalgStructure;
struct InferredRanges;

/// Owns a SourceMgrDiagnosticHandler (defined in IR.cpp).
class SourceMgrHandler {
public:
  explicit SourceMgrHandler(void *context);
  ~SourceMgrHandler();

private:
  struct Impl;
  std::unique_ptr<Impl> impl;
};

/// Emits a diagnostic at `loc` (0 = error, 1 = warning, 2 = remark) with
/// the given notes, through the context's diagnostic engine.
void emit_diagnostic(size_t loc, uint8_t severity, rust::Str message,
                     rust::Slice<const DiagNote> notes);

/// Installs a handler that prints diagnostics with source lines, as mlir-opt
/// does. It stays installed until the returned object is dropped.
std::unique_ptr<SourceMgrHandler> attach_source_mgr_handler(size_t context);

/// The bits of an IntegerAttr (any width), as little-endian 64-bit words.
rust::Vec<uint64_t> integer_attr_words(size_t attr);

/// Whether the `mlir::Operation*` `op` has the SymbolTable trait.
bool is_symbol_table(size_t op);
size_t properties_attr(size_t op);

/// Every symbol use within `module`, in every symbol table it holds: the
/// user op, the symbol op it refers to, and whether it is a `func.call`
/// naming it as its callee. `known` is false when MLIR cannot list them all
/// (an unknown op that may hold a symbol table). One walk of the module.
SymbolUses all_symbol_uses(size_t module);

/// Pass-pipeline parsing, for the CLI tools: returns an empty string when
/// `pipeline` parses as a pipeline nested in builtin.module, else the error.
rust::String check_pass_pipeline(rust::Str pipeline);

/// The indexing maps, iterator kinds, static loop ranges and input count of
/// a linalg structured op (through its LinalgOp interface, so named ops
/// give the maps of their generic form).
LinalgStructure linalg_structure(size_t op);

/// Calls the `InferIntRangeInterface` transfer function of the
/// `mlir::Operation*` `op` on concrete operand ranges: per operand, its
/// width (at most 64) and four bounds umin, umax, smin, smax (the low
/// `width` bits of each u64). `known` is false when the op does not
/// implement the interface or the operands do not match.
/// Whether the `mlir::Operation*` `op` implements InferIntRangeInterface
/// (whatever its operand types).
bool has_int_range_interface(size_t op);

InferredRanges infer_int_ranges(size_t op, rust::Slice<const uint64_t> bounds,
                                rust::Slice<const uint32_t> widths);

} // namespace mlir_refine
