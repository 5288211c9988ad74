//! The `fp-reassoc` option: float additions and multiplications that
//! accumulate into a reduction are associative and commutative.
//!
//! Without the option a float reduction is the exact IEEE-754 fold in the
//! order its op fixes (`linalg.rs`, `tosa/`), so a pass that reorders or
//! splits one is reported. Pipelines that allow reassociation (mlir-tv's
//! `--associative`) want those passes accepted. With the option, these and
//! only these ops are *reassociable*:
//!
//! - in the body of a linalg structured op with at least one reduction
//!   loop, for each init whose indexing map reads no reduction loop, the
//!   *combiner*: the chain of `arith.addf` (or of `arith.mulf`, one kind per
//!   chain) from the init's block argument to the value yielded for it,
//!   each link used only by the next (`acc' = acc + x`, or `acc' = (acc +
//!   x) + y`), as MLIR's `matchReduction` recognises it; a combiner with the
//!   `contract` flag is not (it may become an `fma`, which is not a sum);
//! - in the body of a `scf.for` or `affine.for`, for each loop-carried
//!   value, the chain of the same form from its block argument to the value
//!   the body yields for it (a loop that accumulates into a scalar);
//! - the `addf` and `mulf` reductions of `affine.parallel` and the
//!   `scf.reduce` combiners of `scf.parallel` that are one `arith.addf` or
//!   `arith.mulf` (their order is unspecified: "The order of reduction is
//!   unspecified"; without the option they are unsupported, saying why);
//! - the float accumulations of `tosa.reduce_sum` and `tosa.reduce_product`,
//!   and the sums of `tosa.matmul`, `tosa.conv2d`, `tosa.depthwise_conv2d`
//!   and `tosa.avg_pool2d` (the products, the bias-free terms, stay IEEE);
//! - the `add` and `mul` steps of `vector.reduction`, `vector.multi_reduction`,
//!   `vector.scan` and `vector.contract` on floats (`vector_reduce.rs`; the
//!   products of a contraction and the fused steps of `vector.outerproduct`
//!   stay IEEE).
//!
//! Every other float op keeps its IEEE-754 meaning, including an `addf` in
//! a body that does not update the init and the products a sum adds. What
//! a reassociable op computes is in `float::reassoc`: the real sum of the
//! multiset of its leaves, rounded by one unknown function shared by both
//! sides, the constant -0.0 dropped and a +0.0 seed kept with its IEEE-754
//! meaning; the order in which NaN and infinities meet is not distinguished
//! beyond that. `refine` proves with that abstraction and confirms a candidate
//! counterexample on inputs where every order of each sum gives one value.

use super::float::{AcOp, FastMath, Reassoc};
use super::{Cx, OpInst, Res, Val};
use crate::det::{Map, Set};
use crate::ir::{AffineExpr, Block, LinalgStructure, Op, Value};

/// Evaluates a region-free op for the encoder: a combiner of a reduction
/// being encoded (`fp-reassoc`) by the reassociable rule, any other op by
/// its rule (`semantics::eval`).
pub(super) fn eval<'c>(cx: &Cx<'c, '_>, handle: usize, inst: &OpInst<'c>) -> Res<'c> {
    let scalar_floats = inst.operands.len() == 2 && inst.operands.iter().all(|v| matches!(v, Val::Float(_)));
    if cx.cfg.fp_reassoc != Reassoc::Off
        && scalar_floats
        && cx.shared.float.reassoc.combiners.borrow().contains(&handle)
    {
        let op = if inst.name == "arith.mulf" { AcOp::Mul } else { AcOp::Add };
        return super::arithf::reassociated(cx, inst, op);
    }
    super::eval(cx, inst)
}

/// The tosa ops whose float accumulations are reassociable.
const TOSA: &[&str] = &[
    "tosa.reduce_sum",
    "tosa.reduce_product",
    "tosa.matmul",
    "tosa.conv2d",
    "tosa.depthwise_conv2d",
    "tosa.avg_pool2d",
];

/// Whether `func` may encode a reassociable op: a linalg structured op or a
/// loop with a combiner, a tosa op above or a parallel loop on floats, or a
/// call (whose callee, inlined, may hold one).
pub fn present(func: Op<'_>) -> bool {
    let float_result =
        |o: Op<'_>| o.results().iter().any(|r| matches!(super::Ty::of(r.ty()).elem(), super::Ty::Float(_)));
    func.regions().iter().flat_map(|r| r.blocks()).flat_map(|b| b.ops()).any(|o| {
        ((TOSA.contains(&o.name())
            || super::vector_reduce::reassociable(o.name())
            || matches!(o.name(), "affine.parallel" | "scf.parallel"))
            && float_result(o))
            || o.name() == "func.call"
            || !loop_combiners(o).is_empty()
            || o.linalg_structure().is_some_and(|s| !combiners(o, &s).is_empty())
            || present(o)
    })
}

/// The combiners of a linalg structured op or a loop registered while its
/// body is encoded (removed on drop). Empty without `fp-reassoc`.
pub(super) struct Combiners<'c, 'g> {
    cx: Cx<'c, 'g>,
    ops: Vec<usize>,
}

impl<'c, 'g> Combiners<'c, 'g> {
    /// Registers the combiners `find` gives (none without `fp-reassoc`).
    pub(super) fn enter(cx: Cx<'c, 'g>, find: impl FnOnce() -> Vec<usize>) -> Combiners<'c, 'g> {
        let ops = if cx.cfg.fp_reassoc == Reassoc::Off { Vec::new() } else { find() };
        cx.shared.float.reassoc.combiners.borrow_mut().extend(ops.iter().copied());
        Combiners { cx, ops }
    }
}

impl Drop for Combiners<'_, '_> {
    fn drop(&mut self) {
        let mut set = self.cx.shared.float.reassoc.combiners.borrow_mut();
        for h in &self.ops {
            set.remove(h);
        }
    }
}

/// The combiner ops (by handle) of a structured op's body (see the module
/// comment); none when it has no reduction loop.
pub fn combiners(op: Op<'_>, s: &LinalgStructure) -> Vec<usize> {
    if !s.reduction.iter().any(|r| *r) || op.regions().is_empty() {
        return Vec::new();
    }
    let Some(block) = op.region(0).blocks().first().copied() else { return Vec::new() };
    let Some(term) = block.ops().last().copied().filter(|t| t.name() == "linalg.yield") else { return Vec::new() };
    let args = block.args();
    let reads_reduction = |e: &AffineExpr| mentions(e, &s.reduction);
    let accs = (0..term.num_operands()).filter_map(|k| {
        let (acc, map) = (args.get(s.num_inputs + k)?, s.maps.get(s.num_inputs + k)?);
        (!map.results.iter().any(reads_reduction)).then_some((k, *acc))
    });
    chains(block, term, accs.collect())
}

/// The combiner ops (by handle) of a `scf.for` or `affine.for`: for each
/// loop-carried value, the chain from its block argument to the value the
/// body yields for it (see the module comment).
pub fn loop_combiners(op: Op<'_>) -> Vec<usize> {
    if !matches!(op.name(), "scf.for" | "affine.for") || op.regions().is_empty() {
        return Vec::new();
    }
    let [block] = op.region(0).blocks()[..] else { return Vec::new() };
    let Some(term) = block.ops().last().copied().filter(|t| matches!(t.name(), "scf.yield" | "affine.yield")) else {
        return Vec::new();
    };
    let args = block.args();
    // Block argument 0 is the induction variable.
    let accs = (0..term.num_operands()).filter_map(|k| Some((k, *args.get(k + 1)?)));
    chains(block, term, accs.collect())
}

/// The ops of the chains of `arith.addf` (or of `arith.mulf`, one kind per
/// chain) that lead from each accumulator `acc` to operand `k` of `term`,
/// each link used only by the next and the accumulator only by the chain.
fn chains<'a>(block: Block<'a>, term: Op<'a>, accs: Vec<(usize, Value<'a>)>) -> Vec<usize> {
    let mut uses: Map<usize, usize> = Map::default();
    count_uses(block, &mut uses);
    let used = |v: Value<'_>| uses.get(&v.handle()).copied().unwrap_or(0);
    let mut out = Vec::new();
    for (k, acc) in accs {
        if used(acc) != 1 {
            continue;
        }
        let mut chain = Vec::new();
        let mut kind: Option<&str> = None;
        let mut v = term.operand(k);
        let complete = loop {
            if v == acc {
                break true;
            }
            let Some(d) = v.defining_op().filter(|d| d.block() == Some(block)) else { break false };
            let name = d.name();
            if !matches!(name, "arith.addf" | "arith.mulf") || *kind.get_or_insert(name) != name || used(v) != 1 {
                break false;
            }
            if d.attr("fastmath").and_then(|f| FastMath::parse(&f.to_string())).is_some_and(|f| f.contract) {
                break false;
            }
            let from: Vec<Value<'_>> = d.operands().into_iter().filter(|x| depends_on(*x, acc, block)).collect();
            let [next] = from[..] else { break false };
            chain.push(d.handle());
            v = next;
        };
        if complete {
            out.extend(chain);
        }
    }
    out
}

/// Whether an affine expression reads a loop marked in `loops`.
fn mentions(e: &AffineExpr, loops: &[bool]) -> bool {
    match e {
        AffineExpr::Dim(d) => loops.get(*d).copied().unwrap_or(false),
        AffineExpr::Symbol(_) | AffineExpr::Const(_) => false,
        AffineExpr::Add(a, b)
        | AffineExpr::Mul(a, b)
        | AffineExpr::Mod(a, b)
        | AffineExpr::FloorDiv(a, b)
        | AffineExpr::CeilDiv(a, b) => mentions(a, loops) || mentions(b, loops),
    }
}

/// Uses of each value by the ops of `block`, nested regions included.
fn count_uses(block: Block<'_>, uses: &mut Map<usize, usize>) {
    for o in block.ops() {
        for v in o.operands() {
            *uses.entry(v.handle()).or_default() += 1;
        }
        for r in o.regions() {
            for b in r.blocks() {
                count_uses(b, uses);
            }
        }
    }
}

/// Whether `v` is computed from `root` by ops of `block`.
fn depends_on(v: Value<'_>, root: Value<'_>, block: Block<'_>) -> bool {
    let mut seen: Set<usize> = Set::default();
    let mut stack = vec![v];
    while let Some(x) = stack.pop() {
        if x == root {
            return true;
        }
        if !seen.insert(x.handle()) {
            continue;
        }
        if let Some(d) = x.defining_op().filter(|d| d.block() == Some(block)) {
            stack.extend(d.operands());
        }
    }
    false
}
