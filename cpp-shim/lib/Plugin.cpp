//===- Plugin.cpp - the mlir-opt passes of mlir-refine --------------------===//
//
// The pass classes live in C++ because only C++ can subclass mlir::Pass,
// declare pass options and run nested pipelines. Everything that decides
// anything (pipeline splitting, encoding, solving, reporting) is Rust,
// reached through the cxx bridge in src/plugin/bridge.rs.
//
//===----------------------------------------------------------------------===//

#include "mlir-refine/plugin.h"
#include "mlir-refine/options.h"
#include "mlir-refine/src/plugin/bridge.rs.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

namespace mlir_refine {
void register_pdl_pass();
void register_dataflow_pass();

namespace {

rust::Str toRust(llvm::StringRef s) { return rust::Str(s.data(), s.size()); }

struct VerifyTranslationPass
    : public mlir::PassWrapper<VerifyTranslationPass,
                               mlir::OperationPass<mlir::ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(VerifyTranslationPass)

  VerifyTranslationPass() = default;
  VerifyTranslationPass(const VerifyTranslationPass &other)
      : PassWrapper(other) {}

  llvm::StringRef getArgument() const final { return "verify-translation"; }
  llvm::StringRef getDescription() const final {
    return "Run a pipeline stage by stage and prove that each stage's output "
           "refines its input, function by function (translation validation)";
  }

  Option<std::string> pipeline{
      *this, "pipeline",
      llvm::cl::desc("The pipeline to run and check, nested in builtin.module, "
                     "e.g. \"func.func(canonicalize),cse\" (required)")};
  Option<unsigned> timeoutMs{
      *this, "timeout-ms",
      llvm::cl::desc("Solver time limit per function in milliseconds "
                     "(0: no limit)"),
      llvm::cl::init(10000)};
  Option<unsigned> indexBitwidth{
      *this, "index-bitwidth",
      llvm::cl::desc("Bit width of the index type (1..128)"),
      llvm::cl::init(64)};
  Option<unsigned> maxUnroll{
      *this, "max-unroll",
      llvm::cl::desc("Loop iterations (and cycles of a control-flow graph) "
                     "encoded before the check becomes bounded (1..4096)"),
      llvm::cl::init(64)};
  Option<unsigned> maxDynamicSize{
      *this, "max-dynamic-size",
      llvm::cl::desc("Largest size a dynamic tensor dimension (or an index "
                     "argument that gives a size) takes in the shape cases a "
                     "function is checked in (1..64)"),
      llvm::cl::init(3)};
  Option<unsigned> maxVscale{
      *this, "max-vscale",
      llvm::cl::desc("Largest vscale a function with scalable vectors is "
                     "checked with, from 1 (1..16)"),
      llvm::cl::init(4)};
  Option<std::string> fpMode{
      *this, "fp-mode",
      llvm::cl::desc("Floating-point encoding: auto (abstract first; IEEE-754 "
                     "confirms counterexamples and proves what the abstraction "
                     "cannot), abstract, or ieee"),
      llvm::cl::init("auto")};
  Option<bool> fpReassoc{
      *this, "fp-reassoc",
      llvm::cl::desc("Treat float additions and multiplications that "
                     "accumulate into a reduction (linalg combiners, tosa "
                     "reductions, matmul, convolutions, average pooling) as "
                     "associative and commutative; verdicts say so"),
      llvm::cl::init(false)};
  Option<std::string> memrefAlias{
      *this, "memref-alias",
      llvm::cl::desc("Memref arguments: distinct (each its own buffer, as "
                     "MLIR's affine and linalg analyses assume; verdicts that "
                     "rely on it say so) or may (arguments of one element "
                     "type may overlap in any way)"),
      llvm::cl::init("distinct")};
  Option<std::string> memrefDeref{
      *this, "memref-deref",
      llvm::cl::desc("Memref arguments' buffers: accessed (dereferenceable "
                     "only where the source accesses them, as LLVM's pointer "
                     "arguments; a target that loads or stores elsewhere is "
                     "caught) or view (every element of each argument's view "
                     "is; verdicts that rely on it say so)"),
      llvm::cl::init("accessed")};
  Option<bool> failOnInvalid{
      *this, "fail-on-invalid",
      llvm::cl::desc("Report miscompilations as errors and fail the pass "
                     "(false: report them as warnings and go on)"),
      llvm::cl::init(true)};
  Option<bool> remarks{
      *this, "remarks",
      llvm::cl::desc("Also emit a remark for every valid function and for "
                     "functions present on one side only"),
      llvm::cl::init(false)};
  Option<std::string> report{
      *this, "report",
      llvm::cl::desc("Write one JSON object per stage and function to this "
                     "file (JSON lines), as the verdicts arrive")};
  Option<unsigned> totalTimeoutMs{
      *this, "total-timeout-ms",
      llvm::cl::desc("Time limit of the whole run in milliseconds, counted "
                     "from the first verify-translation run of the process "
                     "(0: no limit); functions not reached in time are "
                     "reported inconclusive"),
      llvm::cl::init(0)};
  Option<unsigned> maxMemoryMb{
      *this, "max-memory-mb",
      llvm::cl::desc("Memory one function's check may use, in megabytes "
                     "(0: no limit; default: a quarter of the machine's "
                     "memory, at least 1024)"),
      llvm::cl::init(tv_default_max_memory_mb())};

  Option<std::string> dumpSmt{
      *this, "dump-smt",
      llvm::cl::desc("Write each refinement query as a self-contained "
                     "SMT-LIB script (.smt2) to this directory, created if "
                     "missing, so that z3 or another solver can run it")};

  TvOptions toOptions() const {
    TvOptions o;
    o.pipeline = rust::String(pipeline.getValue());
    o.timeout_ms = timeoutMs;
    o.index_bitwidth = indexBitwidth;
    o.max_unroll = maxUnroll;
    o.max_dynamic_size = maxDynamicSize;
    o.max_vscale = maxVscale;
    o.fp_mode = rust::String(fpMode.getValue());
    o.fp_reassoc = fpReassoc;
    o.memref_alias = rust::String(memrefAlias.getValue());
    o.memref_deref = rust::String(memrefDeref.getValue());
    o.fail_on_invalid = failOnInvalid;
    o.remarks = remarks;
    o.report = rust::String(report.getValue());
    o.total_timeout_ms = totalTimeoutMs;
    o.max_memory_mb = maxMemoryMb;
    o.dump_smt = rust::String(dumpSmt.getValue());
    return o;
  }

  mlir::LogicalResult initializeOptions(
      llvm::StringRef options,
      llvm::function_ref<mlir::LogicalResult(const llvm::Twine &)> errorHandler)
      override {
    return initializeCheckedOptions(*this, options, errorHandler, [&] {
      return tv_check_options(toOptions());
    });
  }

  void getDependentDialects(mlir::DialectRegistry &registry) const override {
    // The nested pipeline may create ops of dialects absent from the input.
    mlir::OpPassManager pm(mlir::ModuleOp::getOperationName());
    if (mlir::succeeded(
            mlir::parsePassPipeline(pipeline.getValue(), pm, llvm::nulls())))
      pm.getDependentDialects(registry);
  }

  void runOnOperation() override {
    mlir::ModuleOp module = getOperation();
    TvOptions opts = toOptions();
    // Options are checked again here: a pass built programmatically (not
    // from a textual pipeline) never went through initializeOptions.
    rust::String error = tv_check_options(opts);
    if (error.empty())
      error = tv_begin_run(reinterpret_cast<size_t>(module.getOperation()), opts);
    // The run's stop handlers stay installed until this returns.
    struct EndRun {
      ~EndRun() { tv_end_run(); }
    } endRun;
    if (!error.empty()) {
      mlir::emitError(module.getLoc()) << std::string(error);
      return signalPassFailure();
    }
    PipelineSplit split = tv_split_pipeline(toRust(pipeline.getValue()));
    if (!split.error.empty()) {
      mlir::emitError(module.getLoc()) << std::string(split.error);
      return signalPassFailure();
    }

    unsigned invalid = 0;
    unsigned index = 0;
    for (const rust::String &stageText : split.stages) {
      std::string stage(stageText);
      mlir::OpPassManager pm(mlir::ModuleOp::getOperationName());
      std::string parseError;
      llvm::raw_string_ostream os(parseError);
      if (mlir::failed(mlir::parsePassPipeline(stage, pm, os))) {
        mlir::emitError(module.getLoc()) << "verify-translation: cannot parse stage '"
                           << stage << "': " << os.str();
        return signalPassFailure();
      }
      // Snapshot, run the stage in place, then compare the two.
      mlir::OwningOpRef<mlir::ModuleOp> snapshot(module.clone());
      if (mlir::failed(runPipeline(pm, module))) {
        mlir::emitError(module.getLoc()) << "verify-translation: stage '" << stage
                           << "' failed; its functions were not checked";
        return signalPassFailure();
      }
      StageOutcome outcome = tv_verify_stage(
          reinterpret_cast<size_t>(snapshot->getOperation()),
          reinterpret_cast<size_t>(module.getOperation()), toRust(stage),
          index++, opts);
      if (!outcome.error.empty()) {
        mlir::emitError(module.getLoc()) << std::string(outcome.error);
        return signalPassFailure();
      }
      if (outcome.stopped)
        return signalPassFailure();
      invalid += outcome.invalid;
    }
    if (invalid > 0 && failOnInvalid)
      signalPassFailure();
  }
};

} // namespace

void register_passes() {
  static bool done = false;
  if (done)
    return;
  done = true;
  mlir::PassRegistration<VerifyTranslationPass>();
  register_pdl_pass();
  register_dataflow_pass();
}

} // namespace mlir_refine
