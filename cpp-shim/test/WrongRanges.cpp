//===- WrongRanges.cpp - an op with a deliberately wrong transfer function ===//
//
// The dialect `refine_test` of the test plugin holds one op,
// `refine_test.wrong_addi`: an integer addition that wraps (the semantics
// core gives it arith.addi's meaning, src/semantics/test.rs) whose
// InferIntRangeInterface transfer function forgets the wrap-around: it adds
// the unsigned bounds and derives the signed ones from them. verify-dataflow
// must find the inputs that escape (test/dataflow/wrong-transfer.mlir).
//
// Load it as a dialect plugin:
//   mlir-opt --load-dialect-plugin=libmlir_refine_test_passes.so ...
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/InferIntRangeInterface.h"
#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "llvm/Config/llvm-config.h"

namespace mlir_refine {
namespace {

class WrongAddOp
    : public mlir::Op<WrongAddOp, mlir::OpTrait::ZeroRegions,
                      mlir::OpTrait::OneResult,
                      mlir::OpTrait::OneTypedResult<mlir::Type>::Impl,
                      mlir::OpTrait::ZeroSuccessors,
                      mlir::OpTrait::NOperands<2>::Impl,
                      mlir::InferIntRangeInterface::Trait> {
public:
  using Op::Op;
  static constexpr llvm::StringLiteral getOperationName() {
    return llvm::StringLiteral("refine_test.wrong_addi");
  }
  static llvm::ArrayRef<llvm::StringRef> getAttributeNames() { return {}; }

  // Wrong on purpose: umin + umin .. umax + umax without checking for a
  // carry out, as if the addition never wrapped.
  void inferResultRanges(llvm::ArrayRef<mlir::ConstantIntRanges> args,
                         mlir::SetIntRangeFn setResultRanges) {
    const mlir::ConstantIntRanges &a = args[0], &b = args[1];
    setResultRanges(getResult(), mlir::ConstantIntRanges::fromUnsigned(
                                     a.umin() + b.umin(), a.umax() + b.umax()));
  }
};

class RefineTestDialect : public mlir::Dialect {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(RefineTestDialect)
  explicit RefineTestDialect(mlir::MLIRContext *ctx)
      : mlir::Dialect(getDialectNamespace(), ctx,
                      mlir::TypeID::get<RefineTestDialect>()) {
    addOperations<WrongAddOp>();
  }
  static llvm::StringRef getDialectNamespace() { return "refine_test"; }
};

} // namespace
} // namespace mlir_refine

extern "C" LLVM_ATTRIBUTE_WEAK ::mlir::DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "MLIRRefineTestDialect", LLVM_VERSION_STRING,
          [](mlir::DialectRegistry *registry) {
            registry->insert<mlir_refine::RefineTestDialect>();
          }};
}
