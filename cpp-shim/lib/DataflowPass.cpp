//===- DataflowPass.cpp - verify-dataflow ---------------------------------===//
//
// The pass class of verify-dataflow: its options and the call into Rust
// (src/dataflow through src/plugin/bridge.rs), which checks the
// integer-range transfer function of every op of the module that has one
// and reports on each op.
//
//===----------------------------------------------------------------------===//

#include "mlir-refine/options.h"
#include "mlir-refine/src/plugin/bridge.rs.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassRegistry.h"

#include <string>

namespace mlir_refine {
namespace {

struct VerifyDataflowPass
    : public mlir::PassWrapper<VerifyDataflowPass,
                               mlir::OperationPass<mlir::ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(VerifyDataflowPass)

  VerifyDataflowPass() = default;
  VerifyDataflowPass(const VerifyDataflowPass &other) : PassWrapper(other) {}

  llvm::StringRef getArgument() const final { return "verify-dataflow"; }
  llvm::StringRef getDescription() const final {
    return "Check that the integer-range transfer function "
           "(InferIntRangeInterface) of every op of the module is sound: "
           "results on inputs within the operand ranges lie within the "
           "inferred ranges";
  }

  Option<unsigned> exhaustiveWidth{
      *this, "exhaustive-width",
      llvm::cl::desc("Check every range of operands up to this width, by "
                     "enumeration (0..6)"),
      llvm::cl::init(4)};
  Option<unsigned> samples{
      *this, "samples",
      llvm::cl::desc("Random range combinations per op above the "
                     "exhaustive width"),
      llvm::cl::init(20)};
  Option<unsigned> cornerCombos{
      *this, "corner-combos",
      llvm::cl::desc("Most combinations of corner ranges per op (sampled "
                     "beyond it)"),
      llvm::cl::init(100)};
  Option<uint64_t> seed{*this, "seed",
                        llvm::cl::desc("Seed of the random ranges"),
                        llvm::cl::init(1)};
  Option<unsigned> timeoutMs{
      *this, "timeout-ms",
      llvm::cl::desc("Solver time limit per query in milliseconds "
                     "(0: no limit)"),
      llvm::cl::init(1000)};
  Option<std::string> report{
      *this, "report",
      llvm::cl::desc("Write one JSON object per op to this file")};
  Option<bool> remarks{
      *this, "remarks",
      llvm::cl::desc("Also emit a remark for every sound transfer function"),
      llvm::cl::init(false)};

  DfOptions toOptions() const {
    DfOptions o;
    o.exhaustive_width = exhaustiveWidth;
    o.samples = samples;
    o.corner_combos = cornerCombos;
    o.seed = seed;
    o.timeout_ms = timeoutMs;
    o.report = rust::String(report.getValue());
    o.remarks = remarks;
    return o;
  }

  mlir::LogicalResult initializeOptions(
      llvm::StringRef options,
      llvm::function_ref<mlir::LogicalResult(const llvm::Twine &)> errorHandler)
      override {
    return initializeCheckedOptions(*this, options, errorHandler, [&] {
      return df_check_options(toOptions());
    });
  }

  void runOnOperation() override {
    mlir::ModuleOp module = getOperation();
    DfOutcome outcome = df_verify_module(
        reinterpret_cast<size_t>(module.getOperation()), toOptions());
    if (!outcome.error.empty()) {
      mlir::emitError(module.getLoc()) << std::string(outcome.error);
      return signalPassFailure();
    }
    if (outcome.unsound > 0)
      signalPassFailure();
  }
};

} // namespace

void register_dataflow_pass() { mlir::PassRegistration<VerifyDataflowPass>(); }

} // namespace mlir_refine
