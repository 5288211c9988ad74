//===- Ranges.cpp - MLIR's integer-range transfer functions, called -------===//
//
// verify-dataflow (src/dataflow) checks the transfer functions ops give
// through InferIntRangeInterface: it calls the real `inferResultRanges` of
// an op on concrete operand ranges and reads back the result ranges.
//
//===----------------------------------------------------------------------===//
#include "mlir-refine/ir.h"
#include "mlir-refine/src/ir/shim.rs.h"

#include "mlir/IR/Operation.h"
#include "mlir/Interfaces/InferIntRangeInterface.h"
#include "llvm/ADT/APInt.h"

namespace mlir_refine {

bool has_int_range_interface(size_t op) {
  auto *operation = reinterpret_cast<mlir::Operation *>(op);
  return mlir::isa<mlir::InferIntRangeInterface>(operation);
}

InferredRanges infer_int_ranges(size_t op, rust::Slice<const uint64_t> bounds,
                                rust::Slice<const uint32_t> widths) {
  InferredRanges out;
  out.known = false;
  auto *operation = reinterpret_cast<mlir::Operation *>(op);
  auto iface = mlir::dyn_cast<mlir::InferIntRangeInterface>(operation);
  if (!iface || widths.size() != operation->getNumOperands() ||
      bounds.size() != 4 * widths.size())
    return out;
  llvm::SmallVector<mlir::ConstantIntRanges> args;
  for (size_t i = 0; i < widths.size(); ++i) {
    unsigned w = widths[i];
    auto at = [&](size_t k) { return llvm::APInt(w, bounds[4 * i + k]); };
    args.emplace_back(at(0), at(1), at(2), at(3));
  }
  size_t n = operation->getNumResults();
  for (size_t k = 0; k < n; ++k) {
    out.set.push_back(false);
    out.widths.push_back(0);
    for (int j = 0; j < 4; ++j)
      out.bounds.push_back(0);
  }
  iface.inferResultRanges(
      args, [&](mlir::Value v, const mlir::ConstantIntRanges &r) {
        auto res = mlir::dyn_cast<mlir::OpResult>(v);
        if (!res || res.getOwner() != operation)
          return;
        unsigned k = res.getResultNumber();
        unsigned w = r.umin().getBitWidth();
        if (w == 0 || w > 64)
          return;
        out.set[k] = true;
        out.widths[k] = w;
        out.bounds[4 * k + 0] = r.umin().getZExtValue();
        out.bounds[4 * k + 1] = r.umax().getZExtValue();
        out.bounds[4 * k + 2] = r.smin().getZExtValue();
        out.bounds[4 * k + 3] = r.smax().getZExtValue();
      });
  out.known = true;
  return out;
}

} // namespace mlir_refine
