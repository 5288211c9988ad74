//===- plugin.h - pass registration for the mlir-opt plugin ---------------===//
#pragma once

namespace mlir_refine {

/// Registers every pass of the plugin with MLIR's global pass registry.
/// Called once from `mlirGetPassPluginInfo`'s registration callback.
void register_passes();

} // namespace mlir_refine
