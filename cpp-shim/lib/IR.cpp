//===- IR.cpp - what the Rust ir layer needs from MLIR's C++ API ----------===//
#include "mlir-refine/ir.h"
#include "mlir-refine/src/ir/shim.rs.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

namespace mlir_refine {

static mlir::Location toLocation(size_t handle) {
  return mlir::Location::getFromOpaquePointer(
      reinterpret_cast<const void *>(handle));
}

static llvm::StringRef toRef(rust::Str s) {
  return llvm::StringRef(s.data(), s.size());
}

void emit_diagnostic(size_t loc, uint8_t severity, rust::Str message,
                     rust::Slice<const DiagNote> notes) {
  mlir::Location where = toLocation(loc);
  mlir::InFlightDiagnostic diag = severity == 0   ? mlir::emitError(where)
                                  : severity == 1 ? mlir::emitWarning(where)
                                                  : mlir::emitRemark(where);
  diag << toRef(message);
  for (const DiagNote &note : notes)
    diag.attachNote(toLocation(note.loc)) << toRef(note.message);
}

struct SourceMgrHandler::Impl {
  explicit Impl(mlir::MLIRContext *ctx) : handler(sourceMgr, ctx) {}
  llvm::SourceMgr sourceMgr;
  mlir::SourceMgrDiagnosticHandler handler;
};

SourceMgrHandler::SourceMgrHandler(void *context)
    : impl(std::make_unique<Impl>(static_cast<mlir::MLIRContext *>(context))) {}
// Diagnostics are messages: a stderr that cannot be written (a full disk,
// a closed pipe) must not fail the run, and LLVM reports a write error left
// on errs() as a fatal error (exit 1) when the program ends.
SourceMgrHandler::~SourceMgrHandler() { llvm::errs().clear_error(); }

std::unique_ptr<SourceMgrHandler> attach_source_mgr_handler(size_t context) {
  return std::make_unique<SourceMgrHandler>(reinterpret_cast<void *>(context));
}

rust::Vec<uint64_t> integer_attr_words(size_t attr) {
  auto a = mlir::cast<mlir::IntegerAttr>(mlir::Attribute::getFromOpaquePointer(
      reinterpret_cast<const void *>(attr)));
  llvm::APInt v = a.getValue();
  rust::Vec<uint64_t> words;
  for (unsigned i = 0; i < v.getNumWords(); ++i)
    words.push_back(v.getRawData()[i]);
  return words;
}

static mlir::Operation *toOp(size_t handle) {
  return reinterpret_cast<mlir::Operation *>(handle);
}

bool is_symbol_table(size_t op) {
  // Not `hasTrait<OpTrait::SymbolTable>()` here: a trait's TypeID is
  // resolved by its type name, which GCC (this shim) and Clang (libMLIR)
  // spell differently. libMLIR's own lookup starts at the op itself.
  return mlir::SymbolTable::getNearestSymbolTable(toOp(op)) == toOp(op);
}

size_t properties_attr(size_t op) {
  // Properties that are not attributes (`UnitProp`, ...) are missing from
  // the C API's attribute list; the generic printer shows them from here.
  return reinterpret_cast<size_t>(
      toOp(op)->getPropertiesAsAttribute().getAsOpaquePointer());
}

SymbolUses all_symbol_uses(size_t module) {
  SymbolUses out;
  out.known = true;
  // Cached symbol tables: resolving every use stays linear.
  mlir::SymbolTableCollection tables;
  toOp(module)->walk([&](mlir::Operation *table) {
    if (mlir::SymbolTable::getNearestSymbolTable(table) != table)
      return;
    for (mlir::Region &region : table->getRegions()) {
      // Uses in this table's scope (nested tables are visited on their own).
      std::optional<mlir::SymbolTable::UseRange> uses =
          mlir::SymbolTable::getSymbolUses(&region);
      if (!uses) {
        out.known = false;
        continue;
      }
      for (const mlir::SymbolTable::SymbolUse &use : *uses) {
        mlir::Operation *user = use.getUser();
        mlir::Operation *symbol =
            tables.lookupSymbolIn(table, use.getSymbolRef());
        if (!symbol)
          continue;
        bool call = user->getName().getStringRef() == "func.call" &&
                    user->getAttr("callee") == use.getSymbolRef();
        out.users.push_back(reinterpret_cast<size_t>(user));
        out.symbols.push_back(reinterpret_cast<size_t>(symbol));
        out.direct_call.push_back(call);
      }
    }
  });
  return out;
}

rust::String check_pass_pipeline(rust::Str pipeline) {
  mlir::OpPassManager pm(mlir::ModuleOp::getOperationName());
  std::string error;
  llvm::raw_string_ostream os(error);
  if (mlir::succeeded(mlir::parsePassPipeline(toRef(pipeline), pm, os)))
    return rust::String();
  os.flush();
  return rust::String(error.empty() ? std::string("invalid pass pipeline")
                                    : error);
}

LinalgStructure linalg_structure(size_t op) {
  LinalgStructure out;
  out.known = false;
  out.maps = 0;
  out.num_inputs = 0;
  auto linalgOp = mlir::dyn_cast<mlir::linalg::LinalgOp>(toOp(op));
  if (!linalgOp)
    return out;
  for (mlir::utils::IteratorType it : linalgOp.getIteratorTypesArray()) {
    if (it != mlir::utils::IteratorType::parallel &&
        it != mlir::utils::IteratorType::reduction)
      return out;
    out.reduction.push_back(it == mlir::utils::IteratorType::reduction);
  }
  mlir::Builder b(toOp(op)->getContext());
  out.maps = reinterpret_cast<size_t>(
      b.getAffineMapArrayAttr(linalgOp.getIndexingMapsArray())
          .getAsOpaquePointer());
  for (int64_t r : linalgOp.getStaticLoopRanges())
    out.loop_ranges.push_back(mlir::ShapedType::isDynamic(r) ? -1 : r);
  out.num_inputs = linalgOp.getNumDpsInputs();
  out.known = true;
  return out;
}

} // namespace mlir_refine
