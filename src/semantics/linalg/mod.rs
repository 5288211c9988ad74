//! `linalg` structured ops on tensors (mlir/Dialect/Linalg/IR/LinalgOps.td,
//! LinalgStructuredOps.td, LinalgNamedStructuredOps.yamlgen.td).
//!
//! Every structured op, `linalg.generic` and the named ops alike, is read
//! through MLIR's `LinalgOp` interface (`ir::Op::linalg_structure`): one
//! indexing map per operand, an iterator kind per loop, the static loop
//! ranges, and the payload region. A named op's region is the body of its
//! generic form (MLIR builds it from the op's attributes, so `cast =
//! unsigned`, strides and dilations are in it), and its maps are those
//! `linalg-generalize-named-ops` writes out; so the named ops mean exactly
//! their generic form. Their meaning:
//!
//! - "the iteration space ... is the product of the loop ranges": the body
//!   runs once per point of it, in lexicographic order `d0, d1, ...` (the
//!   order `convert-linalg-to-loops` emits). Its block arguments are the
//!   element of each input at `map(point)` and the current element of each
//!   init at `map(point)`; `linalg.yield` gives the new element of each
//!   init. A point where a reduction loop varies reads back what the
//!   previous point wrote: a reduction is the exact left fold, seeded by the
//!   `outs` element, in that order. ODS does not fix the order of a
//!   reduction; for integers (wrap-around addition and multiplication are
//!   associative and commutative) every order gives one value, for floats
//!   the lexicographic order is the choice made here (ARCHITECTURE.md, Semantic rules), and a
//!   pass that reorders a float reduction is reported (unless `fp-reassoc`
//!   makes the body's float accumulation associative: `reassoc.rs`).
//! - `linalg.index` is the coordinate of the current point along `dim`.
//! - the results are the final inits; UB of the body at any point is UB of
//!   the op.
//! - an access outside an operand (a map that leaves its shape, which the
//!   verifier allows only with dynamic shapes) is UB.
//!
//! External calls in a body are `unsupported`: a call is an observable
//! event, and the order of the points is not specified.
//!
//! Modelled: static shapes (tensor values, `tensor.rs`) and scalar
//! operands; ops on memrefs, dynamic loop ranges and iterator kinds other
//! than parallel and reduction are `unsupported`, named. The encoding
//! expands every point: a loop nest larger than the encoding's op budget is
//! `inconclusive`, naming the budget.

mod lazy;
mod nest;

pub use nest::inductive_loops;

use super::encode::Encoder;
use super::ops::{OpSpec, structured};
use super::{IntVal, Ty, Unsupported, Val};
use crate::ir::{AffineExpr, AffineMap, Op};

/// The structured ops modelled (all through their `LinalgOp` interface),
/// `linalg.index` and the payload terminator.
pub(super) const OPS: &[OpSpec] = &[
    structured("linalg.index"),
    structured("linalg.yield"),
    structured("linalg.generic"),
    structured("linalg.map"),
    structured("linalg.reduce"),
    structured("linalg.transpose"),
    structured("linalg.broadcast"),
    structured("linalg.elementwise"),
    structured("linalg.contract"),
    structured("linalg.matmul"),
    structured("linalg.batch_matmul"),
    structured("linalg.batch_reduce_matmul"),
    structured("linalg.quantized_matmul"),
    structured("linalg.quantized_batch_matmul"),
    structured("linalg.mmt4d"),
    structured("linalg.batch_mmt4d"),
    structured("linalg.matvec"),
    structured("linalg.vecmat"),
    structured("linalg.batch_matvec"),
    structured("linalg.batch_vecmat"),
    structured("linalg.dot"),
    structured("linalg.fill"),
    structured("linalg.copy"),
    // The elementwise named ops (LinalgNamedStructuredOps.yamlgen.td).
    structured("linalg.exp"),
    structured("linalg.log"),
    structured("linalg.abs"),
    structured("linalg.ceil"),
    structured("linalg.floor"),
    structured("linalg.negf"),
    structured("linalg.reciprocal"),
    structured("linalg.round"),
    structured("linalg.sqrt"),
    structured("linalg.rsqrt"),
    structured("linalg.square"),
    structured("linalg.tanh"),
    structured("linalg.erf"),
    structured("linalg.add"),
    structured("linalg.sub"),
    structured("linalg.mul"),
    structured("linalg.div"),
    structured("linalg.div_unsigned"),
    structured("linalg.max"),
    structured("linalg.min"),
    structured("linalg.powf"),
    structured("linalg.select"),
    // Convolutions and pooling (what tosa-to-linalg-named emits, and the
    // other layouts).
    structured("linalg.conv_1d"),
    structured("linalg.conv_2d"),
    structured("linalg.conv_3d"),
    structured("linalg.conv_1d_nwc_wcf"),
    structured("linalg.conv_1d_ncw_fcw"),
    structured("linalg.conv_2d_nhwc_hwcf"),
    structured("linalg.conv_2d_nhwc_fhwc"),
    structured("linalg.conv_2d_nhwc_hwcf_q"),
    structured("linalg.conv_2d_nhwc_fhwc_q"),
    structured("linalg.conv_2d_nchw_fchw_q"),
    structured("linalg.conv_2d_nchw_fchw"),
    structured("linalg.conv_2d_ngchw_fgchw"),
    structured("linalg.conv_2d_ngchw_gfchw"),
    structured("linalg.conv_2d_nhwgc_gfhwc"),
    structured("linalg.conv_2d_nhwgc_gfhwc_q"),
    structured("linalg.conv_2d_ngchw_gfchw_q"),
    structured("linalg.conv_3d_ndhwc_dhwcf"),
    structured("linalg.conv_3d_ndhwc_dhwcf_q"),
    structured("linalg.conv_3d_ncdhw_fcdhw"),
    structured("linalg.depthwise_conv_1d_nwc_wc"),
    structured("linalg.depthwise_conv_1d_ncw_cw"),
    structured("linalg.depthwise_conv_1d_nwc_wcm"),
    structured("linalg.depthwise_conv_2d_nhwc_hwc"),
    structured("linalg.depthwise_conv_2d_nchw_chw"),
    structured("linalg.depthwise_conv_2d_nhwc_hwc_q"),
    structured("linalg.depthwise_conv_2d_nhwc_hwcm"),
    structured("linalg.depthwise_conv_2d_nhwc_hwcm_q"),
    structured("linalg.depthwise_conv_3d_ndhwc_dhwc"),
    structured("linalg.depthwise_conv_3d_ncdhw_cdhw"),
    structured("linalg.depthwise_conv_3d_ndhwc_dhwcm"),
    structured("linalg.pooling_nhwc_sum"),
    structured("linalg.pooling_nchw_sum"),
    structured("linalg.pooling_nhwc_max"),
    structured("linalg.pooling_nhwc_max_unsigned"),
    structured("linalg.pooling_nchw_max"),
    structured("linalg.pooling_nhwc_min"),
    structured("linalg.pooling_nhwc_min_unsigned"),
    structured("linalg.pooling_nwc_sum"),
    structured("linalg.pooling_ncw_sum"),
    structured("linalg.pooling_nwc_max"),
    structured("linalg.pooling_nwc_max_unsigned"),
    structured("linalg.pooling_ncw_max"),
    structured("linalg.pooling_nwc_min"),
    structured("linalg.pooling_nwc_min_unsigned"),
    structured("linalg.pooling_ndhwc_sum"),
    structured("linalg.pooling_ndhwc_max"),
    structured("linalg.pooling_ndhwc_min"),
];

/// The most body ops the expanded encoding runs for one structured op;
/// a larger loop nest is encoded at a symbolic point (`lazy.rs`).
const LAZY_WORK: u64 = 1 << 15;

/// Whether a function has a large tensor or a structured op whose loop
/// nest is too large to expand (static ranges, more than [`LAZY_WORK`]
/// body ops): then its tensors are encoded lazily throughout
/// (`Config::lazy_tensors`), so that ops read arguments as functions of
/// their indices instead of selecting among expanded elements.
pub fn needs_lazy(op: Op<'_>) -> bool {
    let large = |t: crate::ir::Type<'_>| super::tensor::is_large(&Ty::of(t));
    if op.results().iter().any(|r| large(r.ty())) || op.operands().iter().any(|v| large(v.ty())) {
        return true;
    }
    if let Some(s) = op.linalg_structure()
        && let Some(points) = s.loop_ranges.iter().try_fold(1u64, |acc, r| r.map(|r| acc.saturating_mul(r)))
    {
        let body = op.region(0).blocks().first().map(|b| b.ops().len() as u64).unwrap_or(1);
        if points.saturating_mul(body) > LAZY_WORK {
            return true;
        }
    }
    // TOSA's sums of products: per result element, the products of a
    // weight's (an operand's) slice.
    let dims = |t: crate::ir::Type<'_>| match Ty::of(t) {
        Ty::Tensor(d, _) => d,
        _ => Vec::new(),
    };
    let per_element = match op.name() {
        "tosa.conv2d" | "tosa.depthwise_conv2d" if op.num_operands() > 1 => {
            dims(op.operands()[1].ty()).iter().skip(1).product::<u64>()
        }
        "tosa.matmul" => dims(op.operands()[0].ty()).last().copied().unwrap_or(1),
        _ => 0,
    };
    if per_element > 0 && op.num_results() == 1 {
        let out = Ty::of(op.result(0).ty()).lanes() as u64;
        if out.saturating_mul(per_element) > LAZY_WORK {
            return true;
        }
    }
    op.regions().iter().any(|r| {
        r.blocks().iter().any(|b| b.args().iter().any(|a| large(a.ty())) || b.ops().into_iter().any(needs_lazy))
    })
}

/// An operand of a structured op: a tensor (its shape and elements) or a
/// scalar.
enum Operand<'c> {
    Tensor(Vec<u64>, Vec<Val<'c>>),
    Scalar(Val<'c>),
    /// A memref of static shape: elements are loaded and stored at each
    /// point, in the loop nest's order (see `structured_point`).
    Buffer(Vec<u64>, super::memory::MemRef<'c>),
}

/// The value of an affine expression at a point of the iteration space.
fn eval_expr(e: &AffineExpr, point: &[u64]) -> Option<i64> {
    let bin = |a: &AffineExpr, b: &AffineExpr| Some((eval_expr(a, point)?, eval_expr(b, point)?));
    match e {
        AffineExpr::Dim(d) => point.get(*d).map(|v| *v as i64),
        AffineExpr::Symbol(_) => None,
        AffineExpr::Const(c) => Some(*c),
        AffineExpr::Add(a, b) => bin(a, b).and_then(|(x, y)| x.checked_add(y)),
        AffineExpr::Mul(a, b) => bin(a, b).and_then(|(x, y)| x.checked_mul(y)),
        // Divisors are positive constants in the maps MLIR builds; another
        // is not modelled.
        AffineExpr::Mod(a, b) => bin(a, b).and_then(|(x, y)| (y > 0).then(|| x.rem_euclid(y))),
        AffineExpr::FloorDiv(a, b) => bin(a, b).and_then(|(x, y)| (y > 0).then(|| x.div_euclid(y))),
        AffineExpr::CeilDiv(a, b) => bin(a, b).and_then(|(x, y)| (y > 0).then(|| -(-x).div_euclid(y))),
    }
}

/// The row-major position `map` gives in `shape` at `point`, or `None`
/// when it falls outside the shape.
fn position(map: &AffineMap, shape: &[u64], point: &[u64]) -> Result<Option<usize>, Unsupported> {
    let mut at = 0u64;
    for (e, size) in map.results.iter().zip(shape) {
        let Some(i) = eval_expr(e, point) else {
            return Err(Unsupported::new("an indexing map with symbols, overflow or a non-positive divisor"));
        };
        if i < 0 || i as u64 >= *size {
            return Ok(None);
        }
        at = at * size + i as u64;
    }
    Ok(Some(at as usize))
}

/// The indices `map` gives at `point`, or `None` when one falls outside
/// `shape`.
fn indices(map: &AffineMap, shape: &[u64], point: &[u64]) -> Result<Option<Vec<u64>>, Unsupported> {
    let mut out = Vec::with_capacity(shape.len());
    for (e, size) in map.results.iter().zip(shape) {
        let Some(i) = eval_expr(e, point) else {
            return Err(Unsupported::new("an indexing map with symbols, overflow or a non-positive divisor"));
        };
        if i < 0 || i as u64 >= *size {
            return Ok(None);
        }
        out.push(i as u64);
    }
    Ok(Some(out))
}

/// The sizes of the operand dimensions that loop `d` alone indexes (a map
/// result that is exactly `d`), in operand order.
fn loop_dims(maps: &[AffineMap], types: &[Ty], d: usize) -> Vec<u64> {
    let mut sizes = Vec::new();
    for (map, ty) in maps.iter().zip(types) {
        let shape = match ty {
            Ty::Tensor(shape, _) => shape.clone(),
            Ty::MemRef(m) => m.shape.iter().map(|d| d.unwrap_or(u64::MAX)).collect(),
            _ => continue,
        };
        for (e, size) in map.results.iter().zip(&shape) {
            if matches!(e, AffineExpr::Dim(x) if *x == d) {
                sizes.push(*size);
            }
        }
    }
    sizes
}

/// The next point of `ranges` in lexicographic order, or `false` past the
/// last.
fn advance(point: &mut [u64], ranges: &[u64]) -> bool {
    for d in (0..point.len()).rev() {
        point[d] += 1;
        if point[d] < ranges[d] {
            return true;
        }
        point[d] = 0;
    }
    false
}

impl<'c, 'a> Encoder<'c, '_, 'a> {
    /// The linalg ops the encoder handles: `linalg.index` and the
    /// structured ops (see the module comment).
    pub(super) fn linalg(&mut self, op: Op<'a>) -> Result<bool, Unsupported> {
        if op.name() == "linalg.index" {
            return self.linalg_index(op).map(|()| true);
        }
        if op.name() == "linalg.yield" {
            return Ok(false);
        }
        self.structured_op(op).map_err(|e| if e.loc.is_none() { e.at(op.loc()) } else { e })?;
        Ok(true)
    }

    /// `linalg.index`: "the index of an iteration dimension" at the
    /// current point of the innermost enclosing structured op.
    fn linalg_index(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
        let dim = op.attr("dim").and_then(|a| a.int_value()).and_then(|b| b.to_u64());
        let at = match (dim, self.linalg_points.last()) {
            (Some(d), Some(p)) => p.get(d as usize).cloned(),
            _ => None,
        };
        let Some(at) = at else {
            return Err(
                Unsupported::new("'linalg.index' outside a structured op or of a loop it does not have").at(op.loc())
            );
        };
        let w = self.cx.width(&Ty::Index).expect("index has a width");
        // Points are `IDX_W`-bit and never negative.
        let iw = super::tensor::lazy::IDX_W;
        let at = if w > iw { at.zext(w - iw) } else { at.extract(w - 1, 0) };
        let v = Val::Int(IntVal::new(at, self.cx.ff()));
        self.bind(&op.results(), std::slice::from_ref(&v));
        Ok(())
    }

    fn structured_op(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
        let name = op.name();
        let s = op.linalg_structure().ok_or_else(|| {
            Unsupported::new(format!("'{name}' with an iterator kind other than parallel and reduction"))
        })?;
        // fp-reassoc: the body's float accumulations are reassociable while it runs.
        let _reassoc = super::reassoc::Combiners::enter(self.cx, || super::reassoc::combiners(op, &s));
        let values = self.values(op)?;
        let types = op.operands().into_iter().map(|v| self.ty(v)).collect::<Result<Vec<_>, _>>()?;
        // On memrefs (buffer semantics) the op has no results: it writes
        // its inits in memory.
        let on_memory = types.iter().any(|t| matches!(t, Ty::MemRef(_)));
        let results_expected = if on_memory { 0 } else { values.len() - s.num_inputs };
        if s.maps.len() != values.len() || op.num_results() != results_expected {
            return Err(Unsupported::new(format!("'{name}' with inits that give no result")));
        }
        if types.iter().any(|t| matches!(t, Ty::MemRef(m) if m.static_shape().is_none())) {
            return self.structured_dynamic(op, &s, values, &types);
        }
        // Loop ranges: static ones from MLIR; a dynamic one is the size of
        // the first operand dimension its map reads as that loop alone
        // (MLIR's `createLoopRanges`). Operand dimensions read as one loop
        // must all have its size: a mismatch is a run-time error (linalg's
        // runtime verification reports it), UB here.
        let mut ranges: Vec<u64> = Vec::with_capacity(s.loop_ranges.len());
        for (d, r) in s.loop_ranges.iter().enumerate() {
            let from_operands = loop_dims(&s.maps, &types, d);
            match (r, from_operands.first()) {
                (Some(r), _) => ranges.push(*r),
                (None, Some(size)) => ranges.push(*size),
                (None, None) => {
                    return Err(Unsupported::new(format!("'{name}' with a loop range no operand dimension gives")));
                }
            }
            if from_operands.iter().any(|size| *size != ranges[d]) {
                let always = self.cx.tt();
                self.ub(op, format!("'{name}' on operands whose sizes disagree along loop {d}"), always);
            }
        }
        let body = op.region(0);
        let block =
            body.blocks().first().copied().ok_or_else(|| Unsupported::new(format!("'{name}' without a body")))?;
        if block.args().len() != values.len() {
            return Err(Unsupported::new(format!("'{name}' whose body does not take one element per operand")));
        }
        let points: u64 = ranges.iter().product();
        let work = points.saturating_mul(block.ops().len() as u64);
        // Large tensors, or a loop nest whose expansion costs more than the
        // lazy encoding: the body at a symbolic point (`lazy.rs`).
        let large = !on_memory
            && (self.cfg().lazy_tensors
                || values.iter().any(|v| v.is_lazy())
                || types.iter().any(|t| t.lanes() as u64 > super::tensor::MAX_ELEMENTS)
                || work > LAZY_WORK);
        if large {
            let mut reads = Vec::with_capacity(values.len());
            for (k, (val, ty)) in values.into_iter().zip(types.iter()).enumerate() {
                reads.push(match ty {
                    Ty::Tensor(shape, _) => lazy::Read::Tensor(shape.clone(), val),
                    t if t.is_scalar() && k < s.num_inputs => lazy::Read::Scalar(val),
                    t => return Err(Unsupported::new(format!("'{name}' with an operand of type {t}"))),
                });
            }
            let results = self.structured_lazy(op, &s, &ranges, reads)?;
            self.set_shapes(&op.results(), &types[s.num_inputs..]);
            return self.finish(op, results);
        }
        let mut operands = Vec::with_capacity(values.len());
        for (k, ((_, val), ty)) in op.operands().iter().zip(values).zip(types.iter().cloned()).enumerate() {
            operands.push(match (ty, val) {
                (Ty::Tensor(shape, _), Val::Tensor(elems)) => Operand::Tensor(shape, elems),
                (Ty::MemRef(m), Val::MemRef(r)) => Operand::Buffer(m.static_shape().unwrap_or_default(), r),
                (t, val) if t.is_scalar() && k < s.num_inputs => Operand::Scalar(val),
                (t, _) => return Err(Unsupported::new(format!("'{name}' with an operand of type {t}"))),
            });
        }
        // Read as its loop nest for a proof by induction (`nest.rs`).
        let sizes: Vec<crate::smt::BV<'c>> = ranges.iter().map(|r| super::memory::index(&self.cx, *r)).collect();
        if on_memory && self.structured_nest(op, &s, &sizes, &operands)? {
            return self.finish(op, vec![]);
        }
        if work > super::MAX_ENCODED_OPS as u64 {
            return Err(Unsupported::too_large(format!(
                "'{name}' runs its body at {points} points ({work} ops), more than the {} ops an encoding may have",
                super::MAX_ENCODED_OPS
            )));
        }
        let mut inits: Vec<Operand<'c>> = operands.split_off(s.num_inputs);
        let calls_before = self.calls.len();
        if points > 0 {
            let mut point = vec![0u64; ranges.len()];
            loop {
                self.structured_point(op, &s.maps, &operands, &mut inits, &point, body)?;
                if !advance(&mut point, &ranges) {
                    break;
                }
            }
        }
        if self.calls.len() > calls_before {
            // External calls are events in execution order, and linalg
            // leaves the order of the points unspecified.
            return Err(Unsupported::new(format!(
                "'{name}' calls an external function in its body, at points whose order linalg leaves unspecified"
            )));
        }
        let result_types: Vec<Ty> = types[s.num_inputs..].to_vec();
        self.set_shapes(&op.results(), &result_types);
        let results: Vec<Val<'c>> = inits
            .into_iter()
            .filter_map(|i| match i {
                Operand::Tensor(_, elems) => Some(Val::Tensor(elems)),
                Operand::Scalar(v) => Some(v),
                Operand::Buffer(..) => None,
            })
            .collect();
        self.finish(op, results)
    }

    /// Runs a structured op's `body` on `args` at `point` (what
    /// `linalg.index` reads, `IDX_W` bits per loop): the values it yields,
    /// or `None` when every path of it has UB (recorded).
    fn run_body(
        &mut self,
        body: crate::ir::Region<'a>,
        args: &[Val<'c>],
        point: Vec<crate::smt::BV<'c>>,
    ) -> Result<Option<Vec<Val<'c>>>, Unsupported> {
        self.linalg_points.push(point);
        let exits = self.region(body, args);
        self.linalg_points.pop();
        let exits = exits?;
        super::scf::expect_exits(&exits, "linalg.yield")?;
        if exits.is_empty() {
            return Ok(None);
        }
        self.merge_exits(&exits).map(Some)
    }

    /// Runs the body at one point: reads the inputs' and inits' elements,
    /// writes what it yields into the inits.
    fn structured_point(
        &mut self,
        op: Op<'a>,
        maps: &[AffineMap],
        inputs: &[Operand<'c>],
        inits: &mut [Operand<'c>],
        point: &[u64],
        body: crate::ir::Region<'a>,
    ) -> Result<(), Unsupported> {
        let mut args = Vec::with_capacity(maps.len());
        let mut outs = Vec::with_capacity(inits.len());
        let mut stores = Vec::new();
        for (k, operand) in inputs.iter().chain(inits.iter()).enumerate() {
            match operand {
                Operand::Scalar(v) => args.push(v.clone()),
                Operand::Buffer(shape, r) => {
                    let idx = indices(&maps[k], shape, point)?;
                    let Some(idx) = idx else {
                        let cond = self.cx.tt();
                        self.ub(op, format!("'{}' accesses operand #{k} outside its shape", op.name()), cond);
                        return Ok(());
                    };
                    let idx: Vec<IntVal<'c>> =
                        idx.into_iter().map(|i| IntVal::new(super::memory::index(&self.cx, i), self.cx.ff())).collect();
                    args.push(self.mem_load(op, r, &idx)?);
                    if k >= inputs.len() {
                        outs.push(usize::MAX);
                        stores.push(Some((r.clone(), idx)));
                    }
                }
                Operand::Tensor(shape, elems) => match position(&maps[k], shape, point)? {
                    Some(at) => {
                        args.push(elems[at].clone());
                        if k >= inputs.len() {
                            outs.push(at);
                            stores.push(None);
                        }
                    }
                    None => {
                        // Outside the operand: UB; the body still needs a value.
                        let cond = self.cx.tt();
                        self.ub(op, format!("'{}' accesses operand #{k} outside its shape", op.name()), cond);
                        args.push(elems[0].clone());
                        if k >= inputs.len() {
                            outs.push(usize::MAX);
                            stores.push(None);
                        }
                    }
                },
            }
        }
        let point = point.iter().map(|x| super::tensor::lazy::index(self.cx.smt, *x)).collect();
        // Every path of the body ending in UB (recorded): nothing to write.
        let Some(yielded) = self.run_body(body, &args, point)? else { return Ok(()) };
        for (store, v) in stores.iter().zip(&yielded) {
            if let Some((r, idx)) = store {
                self.mem_store(op, r, idx, v.clone())?;
            }
        }
        for ((init, at), v) in inits.iter_mut().zip(outs).zip(yielded) {
            if let Operand::Tensor(_, elems) = init
                && at != usize::MAX
            {
                elems[at] = v;
            }
        }
        Ok(())
    }
}
