//===- TestPasses.cpp - the test-only pass plugin -------------------------===//
//
// mlir-refine's test passes live in a plugin of their own,
// libmlir_refine_test_passes.so, as MLIR keeps its -test-* passes in a
// separate library: the production plugin (libmlir_refine.so) registers
// only verify-translation and verify-pdl. Load both to use them:
//
//   mlir-opt --load-pass-plugin=libmlir_refine.so \
//            --load-pass-plugin=libmlir_refine_test_passes.so ...
//
//===----------------------------------------------------------------------===//

#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Config/llvm-config.h"

namespace mlir_refine {
void register_select_bug_pass();
} // namespace mlir_refine

extern "C" LLVM_ATTRIBUTE_WEAK ::mlir::PassPluginLibraryInfo
mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "MLIRRefineTestPasses", LLVM_VERSION_STRING,
          []() { mlir_refine::register_select_bug_pass(); }};
}
