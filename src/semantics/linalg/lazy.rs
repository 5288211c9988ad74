//! Structured ops on large tensors (`tensor/lazy.rs`): the body once per
//! point of the reduction loops, at a symbolic point of the parallel loops.
//!
//! The meaning is the module's (`mod.rs`): at each point of the iteration
//! space the body reads the operands at `map(point)` and the init's
//! current element; a reduction is the left fold in lexicographic order of
//! the reduction loops, seeded by the `outs` element. Here the parallel
//! loops are one symbolic point (fresh index constants, within their
//! ranges on the path the body runs under) and the reduction loops are
//! unrolled, so the encoding costs the reduction's work, whatever the
//! parallel extent. Each result is the final element at that point, as a
//! lazy tensor whose point is the parallel loops in the order its map
//! names them. UB of the body, and an access outside an operand, are
//! recorded at that point (see `tensor/lazy.rs` for what this means for
//! the source).

use super::super::encode::Encoder;
use super::super::tensor::lazy::{self, IDX_W, Lazy};
use super::super::{Ty, Unsupported, Val};
use crate::ir::{AffineExpr, AffineMap, Op};
use crate::smt::{BV, Bool};

/// The value of an affine expression at a symbolic point (`IDX_W` bits;
/// an in-range point never wraps, see `tensor/lazy.rs`).
fn eval_expr<'c>(smt: &'c crate::smt::Context, e: &AffineExpr, point: &[BV<'c>]) -> Option<BV<'c>> {
    let bin = |a: &AffineExpr, b: &AffineExpr| Some((eval_expr(smt, a, point)?, eval_expr(smt, b, point)?));
    let positive = |b: &AffineExpr| matches!(b, AffineExpr::Const(c) if *c > 0);
    Some(match e {
        AffineExpr::Dim(d) => point.get(*d)?.clone(),
        AffineExpr::Symbol(_) => return None,
        AffineExpr::Const(c) => BV::from_i64(smt, *c, IDX_W),
        AffineExpr::Add(a, b) => bin(a, b).map(|(x, y)| &x + &y)?,
        AffineExpr::Mul(a, b) => bin(a, b).map(|(x, y)| &x * &y)?,
        // Divisors are positive constants in the maps MLIR builds, and the
        // dividends of in-range points are not negative.
        AffineExpr::Mod(a, b) if positive(b) => bin(a, b).map(|(x, y)| x.urem(&y))?,
        AffineExpr::FloorDiv(a, b) if positive(b) => bin(a, b).map(|(x, y)| x.udiv(&y))?,
        AffineExpr::CeilDiv(a, b) if positive(b) => {
            let (x, y) = bin(a, b)?;
            (&x + &(&y - &BV::from_u64(smt, 1, IDX_W))).udiv(&y)
        }
        _ => return None,
    })
}

/// The operand indices `map` gives at `point`.
fn indices<'c>(smt: &'c crate::smt::Context, map: &AffineMap, point: &[BV<'c>]) -> Result<Vec<BV<'c>>, Unsupported> {
    map.results
        .iter()
        .map(|e| eval_expr(smt, e, point))
        .collect::<Option<Vec<_>>>()
        .ok_or_else(|| Unsupported::new("an indexing map with symbols or a divisor that is not a positive constant"))
}

/// An operand as the lazy path reads it: a tensor (shape, value) or a
/// scalar.
pub(super) enum Read<'c> {
    Tensor(Vec<u64>, Val<'c>),
    Scalar(Val<'c>),
}

impl<'c, 'a> Encoder<'c, '_, 'a> {
    /// A structured op on large tensors (see the module comment). `ranges`
    /// are the loop ranges; `operands` the inputs then the inits.
    pub(super) fn structured_lazy(
        &mut self,
        op: Op<'a>,
        s: &crate::ir::LinalgStructure,
        ranges: &[u64],
        operands: Vec<Read<'c>>,
    ) -> Result<Vec<Val<'c>>, Unsupported> {
        let name = op.name();
        let smt = self.cx.smt;
        let parallel: Vec<usize> = (0..ranges.len()).filter(|d| !s.reduction[*d]).collect();
        let reduction: Vec<usize> = (0..ranges.len()).filter(|d| s.reduction[*d]).collect();
        // Each init is indexed by the parallel loops, each once.
        for map in &s.maps[s.num_inputs..] {
            let mut dims: Vec<usize> = Vec::new();
            for e in &map.results {
                match e {
                    AffineExpr::Dim(d) if !s.reduction[*d] && !dims.contains(d) => dims.push(*d),
                    _ => {
                        return Err(Unsupported::new(format!(
                            "'{name}' on large tensors with an output map that is not a permutation of its \
                             parallel loops"
                        )));
                    }
                }
            }
            if dims.len() != parallel.len() {
                return Err(Unsupported::new(format!(
                    "'{name}' on large tensors with an output that does not span its parallel loops"
                )));
            }
        }
        let steps: u64 = reduction.iter().map(|d| ranges[*d]).product();
        let block = op.region(0).blocks()[0];
        let work = steps.saturating_mul(block.ops().len() as u64);
        if work > super::super::MAX_ENCODED_OPS as u64 {
            return Err(Unsupported::too_large(format!(
                "'{name}' runs its body {steps} times per element ({work} ops), more than the {} ops an encoding \
                 may have",
                super::super::MAX_ENCODED_OPS
            )));
        }
        // The point: parallel loops symbolic, reduction loops concrete.
        let vars = lazy::point(smt, ranges);
        let mut point: Vec<BV<'c>> = vars.clone();
        let par_shape: Vec<u64> = parallel.iter().map(|d| ranges[*d]).collect();
        let par_vars: Vec<BV<'c>> = parallel.iter().map(|d| vars[*d].clone()).collect();
        let within = lazy::in_range(smt, &par_shape, &par_vars);
        let (inputs, inits) = operands.split_at(s.num_inputs);
        // The running value of each init at the point.
        let mut acc: Vec<Option<Val<'c>>> = vec![None; inits.len()];
        let body = op.region(0);
        let calls_before = self.calls.len();
        let mut r = vec![0u64; reduction.len()];
        self.lazy_depth += 1;
        let outcome = (|| -> Result<(), Unsupported> {
            for _ in 0..steps.max(1) {
                for (k, d) in reduction.iter().enumerate() {
                    point[*d] = lazy::index(smt, r[k]);
                }
                let mut args = Vec::with_capacity(operands.len());
                for (k, operand) in inputs.iter().chain(inits.iter()).enumerate() {
                    match operand {
                        Read::Scalar(v) => args.push(v.clone()),
                        Read::Tensor(shape, v) => {
                            if k >= inputs.len()
                                && let Some(a) = &acc[k - inputs.len()]
                            {
                                args.push(a.clone());
                                continue;
                            }
                            let idx = indices(smt, &s.maps[k], &point)?;
                            // Outside the operand: an index past its size
                            // (one that is a parallel loop of no larger
                            // range, or a constant within it, never is).
                            let outside = Bool::or_all(
                                smt,
                                idx.iter().zip(shape).filter_map(|(i, size)| {
                                    let bounded = par_vars
                                        .iter()
                                        .zip(&par_shape)
                                        .any(|(v, r)| v.term().same(i.term()) && r <= size);
                                    let constant = i.as_const().and_then(|b| b.to_u64()).is_some_and(|c| c < *size);
                                    (!bounded && !constant).then(|| i.uge(&lazy::index(smt, *size)))
                                }),
                            );
                            let cond = &within & &outside;
                            self.ub(op, format!("'{name}' accesses operand #{k} outside its shape"), cond);
                            args.push(lazy::element(smt, v, shape, &idx)?);
                        }
                    }
                }
                // Every path of the body having UB (recorded): nothing more.
                let run = self.under(&within, |enc| enc.run_body(body, &args, point.clone()))?;
                let Some(yielded) = run else { return Ok(()) };
                for (a, v) in acc.iter_mut().zip(yielded) {
                    *a = Some(v);
                }
                if !super::advance(&mut r, &reduction.iter().map(|d| ranges[*d]).collect::<Vec<_>>()) {
                    break;
                }
            }
            Ok(())
        })();
        self.lazy_depth -= 1;
        outcome?;
        if self.calls.len() > calls_before {
            return Err(Unsupported::new(format!(
                "'{name}' calls an external function in its body, at points whose order linalg leaves unspecified"
            )));
        }
        let mut results = Vec::with_capacity(inits.len());
        for (k, init) in inits.iter().enumerate() {
            let (Read::Tensor(shape, init_v), map) = (init, &s.maps[s.num_inputs + k]) else {
                return Err(Unsupported::new(format!("'{name}' with a scalar init")));
            };
            let elem = match &acc[k] {
                Some(v) => v.clone(),
                // A body that always has UB: the init (nothing observes it).
                None => lazy::element(smt, init_v, shape, &indices(smt, map, &vars)?)?,
            };
            let elem_ty = match Ty::of(op.result(k).ty()) {
                Ty::Tensor(_, e) | Ty::Dyn(_, e) => *e,
                t => t,
            };
            // The result's point: the parallel loops in the order its map
            // names them.
            let own: Vec<BV<'c>> = map
                .results
                .iter()
                .map(|e| match e {
                    AffineExpr::Dim(d) => vars[*d].clone(),
                    _ => unreachable!("checked above"),
                })
                .collect();
            results.push(Val::Lazy(Lazy { shape: shape.clone(), elem_ty, vars: own, elem: Box::new(elem) }));
        }
        Ok(results)
    }
}
