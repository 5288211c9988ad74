//===- options.h - pass options checked by Rust ---------------------------===//
//
// The three passes (verify-translation, verify-pdl, verify-dataflow) parse
// their options with MLIR and then have Rust check their values, so that a
// malformed value is an error of the pipeline, with Rust's message.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_REFINE_OPTIONS_H
#define MLIR_REFINE_OPTIONS_H

#include "rust/cxx.h"

#include "mlir/Pass/Pass.h"

#include <string>

namespace mlir_refine {

/// MLIR's parsing of `options` into `pass`, then `check()` (the Rust
/// check of the parsed values: an empty string, or what is wrong).
template <typename Check>
mlir::LogicalResult initializeCheckedOptions(
    mlir::Pass &pass, llvm::StringRef options,
    llvm::function_ref<mlir::LogicalResult(const llvm::Twine &)> errorHandler,
    Check check) {
  if (mlir::failed(pass.mlir::Pass::initializeOptions(options, errorHandler)))
    return mlir::failure();
  rust::String error = check();
  if (!error.empty())
    return errorHandler(std::string(error));
  return mlir::success();
}

} // namespace mlir_refine

#endif // MLIR_REFINE_OPTIONS_H
