//===- PdlPass.cpp - verify-pdl -------------------------------------------===//
//
// The pass class of verify-pdl: its options and the call into Rust
// (src/pdl through src/plugin/bridge.rs), which reads every pdl.pattern of
// the module and reports on each pattern op.
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

struct VerifyPdlPass
    : public mlir::PassWrapper<VerifyPdlPass,
                               mlir::OperationPass<mlir::ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(VerifyPdlPass)

  VerifyPdlPass() = default;
  VerifyPdlPass(const VerifyPdlPass &other) : PassWrapper(other) {}

  llvm::StringRef getArgument() const final { return "verify-pdl"; }
  llvm::StringRef getDescription() const final {
    return "Prove every pdl.pattern of the module correct for every integer "
           "width up to a bound, or report the widths and values that break "
           "it";
  }

  Option<unsigned> maxWidth{
      *this, "max-width",
      llvm::cl::desc("Check every width from 1 to this (1..256)"),
      llvm::cl::init(64)};
  Option<std::string> widths{
      *this, "widths",
      llvm::cl::desc("An explicit list of widths instead of the range, "
                     "e.g. \"1,8,16,32,64\"")};
  Option<unsigned> timeoutMs{
      *this, "timeout-ms",
      llvm::cl::desc("Solver time limit per query in milliseconds "
                     "(0: no limit)"),
      llvm::cl::init(10000)};
  Option<std::string> mode{
      *this, "mode",
      llvm::cl::desc("enumerate (default), all-widths or both"),
      llvm::cl::init("enumerate")};
  Option<std::string> report{
      *this, "report",
      llvm::cl::desc("Write one JSON object per pattern to this file")};
  Option<std::string> natives{
      *this, "natives",
      llvm::cl::desc("Comma-separated built-in profiles (xdsl-smt) and "
                     "files mapping the patterns' native names onto "
                     "catalogue entries (lines 'Name = entry'); later "
                     "items win")};

  PdlOptions toOptions() const {
    PdlOptions o;
    o.max_width = maxWidth;
    o.widths = rust::String(widths.getValue());
    o.timeout_ms = timeoutMs;
    o.mode = rust::String(mode.getValue());
    o.report = rust::String(report.getValue());
    o.natives = rust::String(natives.getValue());
    return o;
  }

  mlir::LogicalResult initializeOptions(
      llvm::StringRef options,
      llvm::function_ref<mlir::LogicalResult(const llvm::Twine &)> errorHandler)
      override {
    return initializeCheckedOptions(*this, options, errorHandler, [&] {
      return pdl_check_options(toOptions());
    });
  }

  void runOnOperation() override {
    mlir::ModuleOp module = getOperation();
    PdlOptions opts = toOptions();
    rust::String error = pdl_check_options(opts);
    if (!error.empty()) {
      mlir::emitError(module.getLoc()) << std::string(error);
      return signalPassFailure();
    }
    PdlOutcome outcome = pdl_verify_module(
        reinterpret_cast<size_t>(module.getOperation()), opts);
    if (!outcome.error.empty()) {
      mlir::emitError(module.getLoc()) << std::string(outcome.error);
      return signalPassFailure();
    }
    if (outcome.invalid > 0)
      signalPassFailure();
  }
};

} // namespace

void register_pdl_pass() { mlir::PassRegistration<VerifyPdlPass>(); }

} // namespace mlir_refine
