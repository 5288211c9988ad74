//===- SelectBugs.cpp - test-reintroduce-select-bugs ----------------------===//
//
// A test-only pass that reapplies five `arith.select` canonicalizations that
// were real miscompilations in MLIR. All five produce poison where the source
// did not: `arith.select` does not propagate poison from the operand it does
// not select, but `and`/`or` propagate poison from both operands.
//
//   1. select(p, x, y) -> or(and(p, x), and(xor(p, 1), y))      (i1 x, y)
//   2. select(a, select(b, x, y), y) -> select(and(a, b), x, y)
//   3. select(a, select(b, y, x), y) -> select(and(a, not(b)), x, y)
//   4. select(a, x, select(b, x, y)) -> select(or(a, b), x, y)
//   5. select(a, x, select(b, y, x)) -> select(or(a, not(b)), x, y)
//
// The option `bugs` picks a subset (default: all five). With `fixed=true`
// the pass applies the poison-safe form of each rewrite instead, so tests can
// show the correct variants validated:
//   1. only select(p, true, false) -> p and select(p, false, true) -> not(p)
//   2-5. the merged condition is a logical and/or built with select, which
//        ignores its second operand when the first decides:
//        and(a, b) becomes select(a, b, false), or(a, b) becomes select(a, true, b).
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include <algorithm>
#include <optional>

namespace mlir_refine {
namespace {

using mlir::arith::SelectOp;

bool isScalarI1(mlir::Value v) { return v.getType().isInteger(1); }

mlir::Value notOf(mlir::PatternRewriter &rw, mlir::Location loc,
                  mlir::Value b) {
  mlir::Value one = mlir::arith::ConstantIntOp::create(rw, loc, 1, 1);
  return mlir::arith::XOrIOp::create(rw, loc, b, one);
}

std::optional<bool> constantBool(mlir::Value v) {
  if (auto c = v.getDefiningOp<mlir::arith::ConstantIntOp>())
    return c.value() != 0;
  return std::nullopt;
}

/// Bug 1: an i1 select rewritten to and/or logic.
struct SelectToLogic : mlir::OpRewritePattern<SelectOp> {
  SelectToLogic(mlir::MLIRContext *ctx, bool fixed)
      : OpRewritePattern(ctx), fixed(fixed) {}
  bool fixed;

  mlir::LogicalResult
  matchAndRewrite(SelectOp op, mlir::PatternRewriter &rw) const override {
    if (!isScalarI1(op.getResult()) || !isScalarI1(op.getCondition()))
      return mlir::failure();
    mlir::Location loc = op.getLoc();
    if (fixed) {
      std::optional<bool> t = constantBool(op.getTrueValue());
      std::optional<bool> f = constantBool(op.getFalseValue());
      if (t == true && f == false) {
        rw.replaceOp(op, op.getCondition());
        return mlir::success();
      }
      if (t == false && f == true) {
        rw.replaceOp(op, notOf(rw, loc, op.getCondition()));
        return mlir::success();
      }
      return mlir::failure();
    }
    mlir::Value p = op.getCondition();
    mlir::Value lhs =
        mlir::arith::AndIOp::create(rw, loc, p, op.getTrueValue());
    mlir::Value rhs =
        mlir::arith::AndIOp::create(rw, loc, notOf(rw, loc, p),
                                    op.getFalseValue());
    rw.replaceOpWithNewOp<mlir::arith::OrIOp>(op, lhs, rhs);
    return mlir::success();
  }
};

/// Bugs 2-5: a select nested in the true or false operand of another select
/// with a shared operand, merged into one select on a combined condition.
struct MergeNestedSelect : mlir::OpRewritePattern<SelectOp> {
  MergeNestedSelect(mlir::MLIRContext *ctx, int bug, bool fixed)
      : OpRewritePattern(ctx), bug(bug), fixed(fixed) {}
  int bug;
  bool fixed;

  /// and(a, b); poison-safe: select(a, b, false).
  mlir::Value andOf(mlir::PatternRewriter &rw, mlir::Location loc,
                    mlir::Value a, mlir::Value b) const {
    if (!fixed)
      return mlir::arith::AndIOp::create(rw, loc, a, b);
    mlir::Value f = mlir::arith::ConstantIntOp::create(rw, loc, 0, 1);
    return SelectOp::create(rw, loc, a, b, f);
  }
  /// or(a, b); poison-safe: select(a, true, b).
  mlir::Value orOf(mlir::PatternRewriter &rw, mlir::Location loc,
                   mlir::Value a, mlir::Value b) const {
    if (!fixed)
      return mlir::arith::OrIOp::create(rw, loc, a, b);
    mlir::Value t = mlir::arith::ConstantIntOp::create(rw, loc, 1, 1);
    return SelectOp::create(rw, loc, a, t, b);
  }

  mlir::LogicalResult
  matchAndRewrite(SelectOp op, mlir::PatternRewriter &rw) const override {
    if (!isScalarI1(op.getCondition()))
      return mlir::failure();
    mlir::Location loc = op.getLoc();
    mlir::Value a = op.getCondition();
    bool nestedInTrue = bug == 2 || bug == 3;
    auto inner = (nestedInTrue ? op.getTrueValue() : op.getFalseValue())
                     .getDefiningOp<SelectOp>();
    if (!inner || !isScalarI1(inner.getCondition()))
      return mlir::failure();
    mlir::Value b = inner.getCondition();
    mlir::Value x, y, cond;
    switch (bug) {
    case 2: // select(a, select(b, x, y), y)
      x = inner.getTrueValue(), y = inner.getFalseValue();
      if (y != op.getFalseValue())
        return mlir::failure();
      cond = andOf(rw, loc, a, b);
      break;
    case 3: // select(a, select(b, y, x), y)
      y = inner.getTrueValue(), x = inner.getFalseValue();
      if (y != op.getFalseValue())
        return mlir::failure();
      cond = andOf(rw, loc, a, notOf(rw, loc, b));
      break;
    case 4: // select(a, x, select(b, x, y))
      x = inner.getTrueValue(), y = inner.getFalseValue();
      if (x != op.getTrueValue())
        return mlir::failure();
      cond = orOf(rw, loc, a, b);
      break;
    default: // 5: select(a, x, select(b, y, x))
      y = inner.getTrueValue(), x = inner.getFalseValue();
      if (x != op.getTrueValue())
        return mlir::failure();
      cond = orOf(rw, loc, a, notOf(rw, loc, b));
      break;
    }
    rw.replaceOpWithNewOp<SelectOp>(op, cond, x, y);
    return mlir::success();
  }
};

struct ReintroduceSelectBugsPass
    : public mlir::PassWrapper<ReintroduceSelectBugsPass,
                               mlir::OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(ReintroduceSelectBugsPass)

  ReintroduceSelectBugsPass() = default;
  ReintroduceSelectBugsPass(const ReintroduceSelectBugsPass &other)
      : PassWrapper(other) {}

  llvm::StringRef getArgument() const final {
    return "test-reintroduce-select-bugs";
  }
  llvm::StringRef getDescription() const final {
    return "Test only: reapply five historical arith.select miscompilations";
  }
  void getDependentDialects(mlir::DialectRegistry &registry) const override {
    registry.insert<mlir::arith::ArithDialect>();
  }

  ListOption<unsigned> bugs{
      *this, "bugs",
      llvm::cl::desc("Which of the five rewrites to apply (1-5; default all)")};
  Option<bool> fixed{
      *this, "fixed",
      llvm::cl::desc("Apply the poison-safe form of each rewrite instead"),
      llvm::cl::init(false)};

  mlir::LogicalResult initializeOptions(
      llvm::StringRef options,
      llvm::function_ref<mlir::LogicalResult(const llvm::Twine &)> errorHandler)
      override {
    if (mlir::failed(Pass::initializeOptions(options, errorHandler)))
      return mlir::failure();
    for (unsigned b : bugs)
      if (b < 1 || b > 5)
        return errorHandler("test-reintroduce-select-bugs: bug " +
                            llvm::Twine(b) + " does not exist; use 1 to 5");
    return mlir::success();
  }

  bool enabled(unsigned b) const {
    return bugs.empty() || llvm::is_contained(bugs, b);
  }

  void runOnOperation() override {
    mlir::MLIRContext *ctx = &getContext();
    mlir::RewritePatternSet patterns(ctx);
    if (enabled(1))
      patterns.add<SelectToLogic>(ctx, fixed);
    for (int b = 2; b <= 5; ++b)
      if (enabled(b))
        patterns.add<MergeNestedSelect>(ctx, b, fixed);
    mlir::GreedyRewriteConfig config;
    config.enableFolding(false);
    (void)mlir::applyPatternsGreedily(getOperation(), std::move(patterns),
                                      config);
  }
};

} // namespace

void register_select_bug_pass() {
  mlir::PassRegistration<ReintroduceSelectBugsPass>();
}

} // namespace mlir_refine
