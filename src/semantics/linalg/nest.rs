//! A structured op on memrefs read as the loop nest it stands for, for
//! proofs by induction. `convert-linalg-to-loops` (and `-affine-loops`,
//! `-parallel-loops`) turn the op into one loop per iteration dimension, in
//! order, whose innermost body loads each operand's element, runs the op's
//! body and stores what it yields, at the op's location. Read the same way,
//! the op's loops pair with the target's (`refine/induction.rs`) and are
//! abstracted like them (`loop_abs.rs`): the op over every point, for any
//! sizes, without one term per point. The order of the points is the
//! lexicographic one the op is encoded in otherwise (`mod.rs`).
//!
//! Only ops where that pays: indexing maps whose results are loop
//! dimensions or constants, and more than [`INDUCTIVE_POINTS`] points or a
//! dynamic range (fewer are encoded point by point, exactly and cheaply).
//!
//! On memrefs of dynamic shape a range is the size of the first operand
//! dimension its map reads as that loop alone (MLIR's `createLoopRanges`;
//! other such dimensions of another size are UB, as with static shapes).
//! When the nest is not proved by induction, the points are enumerated up
//! to a number per loop whose product stays within `max-unroll`, each
//! under the condition that it is inside the ranges, and the check is
//! bounded.

use super::Operand;
use crate::ir::{AffineExpr, LinalgStructure, Op};
use crate::semantics::encode::{Encoder, Exit};
use crate::semantics::scf::LoopDomain;
use crate::semantics::{IntVal, Ty, Unsupported, Val};
use crate::smt::BV;

/// Structured ops with at most this many points are not read as loops.
const INDUCTIVE_POINTS: u64 = 64;

/// How many loops of `op` may be abstracted for induction (0: none; see
/// the module comment).
pub fn inductive_loops(op: Op<'_>) -> usize {
    let Some(s) = op.linalg_structure() else { return 0 };
    let on_memory = op.num_results() == 0
        && op.operands().iter().all(|v| match Ty::of(v.ty()) {
            Ty::MemRef(_) => true,
            t => t.is_scalar(),
        });
    let simple = s
        .maps
        .iter()
        .all(|m| m.symbols == 0 && m.results.iter().all(|e| matches!(e, AffineExpr::Dim(_) | AffineExpr::Const(_))));
    let points = s.loop_ranges.iter().try_fold(1u64, |a, r| r.map(|r| a.saturating_mul(r)));
    // A dynamic range may be large.
    if on_memory && simple && points.is_none_or(|p| p > INDUCTIVE_POINTS) { s.loop_ranges.len() } else { 0 }
}

impl<'c, 'a> Encoder<'c, '_, 'a> {
    /// Encodes structured op `op` on memrefs (its `operands`, inputs then
    /// inits) as its loop nest over `ranges`, each loop abstracted; `false`
    /// (nothing kept) when one of them cannot be.
    pub(super) fn structured_nest(
        &mut self,
        op: Op<'a>,
        s: &LinalgStructure,
        ranges: &[BV<'c>],
        operands: &[Operand<'c>],
    ) -> Result<bool, Unsupported> {
        let keys: Option<Vec<String>> =
            (0..ranges.len()).map(|d| self.cfg().induction.get(&(op.handle(), d)).cloned()).collect();
        match keys {
            Some(keys) if !keys.is_empty() => self.nest_level(op, s, ranges, operands, &keys, &[]),
            _ => Ok(false),
        }
    }

    /// Loop `ivs.len()` of the nest, abstracted, inside the loops whose
    /// induction variables are `ivs`.
    fn nest_level(
        &mut self,
        op: Op<'a>,
        s: &LinalgStructure,
        ranges: &[BV<'c>],
        operands: &[Operand<'c>],
        keys: &[String],
        ivs: &[IntVal<'c>],
    ) -> Result<bool, Unsupported> {
        let d = ivs.len();
        let defined = |v: BV<'c>| IntVal::new(v, self.cx.ff());
        let index = |v: u64| defined(crate::semantics::memory::index(&self.cx, v));
        let dom = LoopDomain { lb: index(0), ub: defined(ranges[d].clone()), step: index(1), unsigned: false };
        let mut body = |e: &mut Encoder<'c, '_, 'a>, args: &[Val<'c>]| -> Result<Vec<Exit<'c, 'a>>, Unsupported> {
            let iv = args[0].as_int().cloned().expect("an index");
            let ivs: Vec<IntVal<'c>> = ivs.iter().cloned().chain([iv]).collect();
            if d + 1 < ranges.len() {
                if !e.nest_level(op, s, ranges, operands, keys, &ivs)? {
                    return Err(Unsupported::new("an inner loop of the nest is not abstracted"));
                }
            } else {
                e.nest_point(op, s, operands, &ivs)?;
            }
            Ok(vec![Exit { cond: e.path.clone(), term: op, values: vec![] }])
        };
        Ok(self.abstract_loop(op, keys[d].clone(), &dom, &[], &[], &mut body)?.is_some())
    }

    /// The body at point `ivs`: each operand's element loaded, the body
    /// run, what it yields stored in the inits (`structured_point` at a
    /// symbolic point).
    fn nest_point(
        &mut self,
        op: Op<'a>,
        s: &LinalgStructure,
        operands: &[Operand<'c>],
        ivs: &[IntVal<'c>],
    ) -> Result<(), Unsupported> {
        let mut args = Vec::with_capacity(operands.len());
        let mut stores = Vec::new();
        for (k, operand) in operands.iter().enumerate() {
            match operand {
                Operand::Scalar(v) => args.push(v.clone()),
                Operand::Buffer(_, r) => {
                    let idx = s.maps[k]
                        .results
                        .iter()
                        .map(|e| match e {
                            AffineExpr::Dim(x) => Ok(ivs[*x].clone()),
                            AffineExpr::Const(c) => {
                                let w = self.cfg().index_bits;
                                Ok(IntVal::new(BV::from_i64(self.cx.smt, *c, w), self.cx.ff()))
                            }
                            _ => Err(Unsupported::new("an indexing map that is not a projection")),
                        })
                        .collect::<Result<Vec<_>, _>>()?;
                    args.push(self.mem_load(op, r, &idx)?);
                    if k >= s.num_inputs {
                        stores.push((r.clone(), idx));
                    }
                }
                Operand::Tensor(..) => return Err(Unsupported::new("a tensor operand in a loop nest over memory")),
            }
        }
        // `linalg.index` reads the point in `IDX_W` bits.
        let iw = crate::semantics::tensor::lazy::IDX_W;
        let point =
            ivs.iter().map(|i| if i.width() > iw { i.bits.extract(iw - 1, 0) } else { i.bits.zext(iw - i.width()) });
        let Some(yielded) = self.run_body(op.region(0), &args, point.collect())? else { return Ok(()) };
        for ((r, idx), v) in stores.iter().zip(yielded) {
            self.mem_store(op, r, idx, v)?;
        }
        Ok(())
    }
}

impl<'c, 'a> Encoder<'c, '_, 'a> {
    /// Structured op `op` on memrefs, some of dynamic shape (`values` of
    /// `types`): as its loop nest by induction when it pairs, else its
    /// points up to a bound (see the module comment).
    pub(super) fn structured_dynamic(
        &mut self,
        op: Op<'a>,
        s: &LinalgStructure,
        values: Vec<Val<'c>>,
        types: &[Ty],
    ) -> Result<(), Unsupported> {
        let name = op.name();
        let smt = self.cx.smt;
        let mut operands = Vec::with_capacity(values.len());
        for (k, (val, ty)) in values.into_iter().zip(types).enumerate() {
            operands.push(match (ty, val) {
                // Dynamic sizes are not checked here: every access is.
                (Ty::MemRef(m), Val::MemRef(r)) => {
                    Operand::Buffer(m.shape.iter().map(|d| d.unwrap_or(u64::MAX)).collect(), r)
                }
                (t, val) if t.is_scalar() && k < s.num_inputs => Operand::Scalar(val),
                (t, _) => return Err(Unsupported::new(format!("'{name}' with an operand of type {t}"))),
            });
        }
        // Each loop's range, and UB where operand dimensions read as that
        // loop alone disagree.
        let mut ranges = Vec::with_capacity(s.loop_ranges.len());
        for (d, r) in s.loop_ranges.iter().enumerate() {
            let sizes: Vec<BV<'c>> = operands
                .iter()
                .zip(&s.maps)
                .filter_map(|(o, m)| match o {
                    Operand::Buffer(_, r) => Some((r, m)),
                    _ => None,
                })
                .flat_map(|(r, m)| {
                    m.results.iter().zip(&r.sizes).filter(|(e, _)| matches!(e, AffineExpr::Dim(x) if *x == d))
                })
                .map(|(_, size)| size.clone())
                .collect();
            let range = match (r, sizes.first()) {
                (Some(r), _) => crate::semantics::memory::index(&self.cx, *r),
                (None, Some(size)) => size.clone(),
                (None, None) => {
                    return Err(Unsupported::new(format!("'{name}' with a loop range no operand dimension gives")));
                }
            };
            let disagree = crate::smt::Bool::or_all(smt, sizes.iter().map(|size| !size.eq(&range)));
            self.ub(op, format!("'{name}' on operands whose sizes disagree along loop {d}"), disagree);
            ranges.push(range);
        }
        if self.structured_nest(op, s, &ranges, &operands)? {
            return self.finish(op, vec![]);
        }
        // The points up to `limit` per loop, each where it is in range.
        let max = self.cfg().max_unroll as u64;
        let limit = crate::semantics::scf::per_loop_limit(max, ranges.len());
        let beyond = crate::smt::Bool::or_all(
            smt,
            ranges.iter().map(|r| r.ugt(&crate::semantics::memory::index(&self.cx, limit))),
        );
        self.bound(
            op,
            crate::semantics::encode::BoundKind::Loop,
            format!("linalg loops up to {limit} iterations each"),
            beyond,
        );
        let calls_before = self.calls.len();
        let mut inits: Vec<Operand<'c>> = operands.split_off(s.num_inputs);
        let body = op.region(0);
        let mut point = vec![0u64; ranges.len()];
        let limits = vec![limit; ranges.len()];
        self.unrolled = self.unrolled.max(limit);
        loop {
            let inside = crate::smt::Bool::and_all(
                smt,
                point.iter().zip(&ranges).map(|(k, r)| crate::semantics::memory::index(&self.cx, *k).ult(r)),
            );
            self.under(&inside, |e| e.structured_point(op, &s.maps, &operands, &mut inits, &point, body))?;
            if !super::advance(&mut point, &limits) {
                break;
            }
        }
        if self.calls.len() > calls_before {
            return Err(Unsupported::new(format!(
                "'{name}' calls an external function in its body, at points whose order linalg leaves unspecified"
            )));
        }
        self.finish(op, vec![])
    }
}
