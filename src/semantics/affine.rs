//! `affine` dialect, the ops that evaluate affine maps
//! (mlir/Dialect/Affine/IR/AffineOps.td): `affine.apply`, `affine.min`,
//! `affine.max`. Operands are the map's dimensions, then its symbols.
//!
//! Affine expressions denote integers: `+` and `*` whose exact result does
//! not fit the index width give poison (so does a constant that does not
//! fit, at a small `index-bitwidth`) (the standard lowering,
//! `lower-affine`, multiplies with `overflow<nsw>` and adds with wrapping,
//! both refinements of this); `mod`, `floordiv` and `ceildiv` round
//! mathematically (`mod` is never negative) and require a positive divisor:
//! by a constant it is checked when the map is built, by a symbol (a
//! semi-affine map) a divisor that is not positive is UB. `affine.min` and
//! `affine.max` compare as signed values. Poison in an operand makes the
//! result poison.
//!
//! The descriptions of apply, min and max are silent on overflow;
//! `affine.linearize_index` says "As with other affine ops, undefined
//! behavior occurs if the linearization computation overflows in the
//! signed sense". The encoder keeps poison, not UB: the three ops are
//! `Pure` (speculatable, so MLIR hoists them out of branches, which UB
//! would forbid) and their lowering gives poison. `delinearize_index` and
//! `linearize_index` are in `affine_index.rs`, with the same reading.

use super::encode::Encoder;
use super::ops::{AttrKind, AttrSlot, OpSpec, op, structured};
use super::{AttrVal, Cx, IntVal, OpInst, Outcome, Res, Ty, Unsupported, Val};
use crate::ir::{AffineExpr, Op};
use crate::smt::{BV, Bool};

/// The ops that evaluate a map (not elementwise), the memory accesses and
/// the loops (`delinearize_index` and `linearize_index`: `affine_index.rs`).
pub(super) const OPS: &[OpSpec] = &[
    op("affine.apply", apply).attrs(MAP),
    op("affine.min", min).attrs(MAP),
    op("affine.max", max).attrs(MAP),
    structured("affine.load").attrs(MAP),
    structured("affine.store").attrs(MAP),
    structured("affine.vector_load").attrs(MAP),
    structured("affine.vector_store").attrs(MAP),
    structured("affine.for").unrolls(),
    structured("affine.parallel").unrolls(),
    structured("affine.if"),
    structured("affine.yield"),
];

const MAP: &[AttrSlot] = &[("map", AttrKind::Map)];

/// `affine.apply`: the map's one result.
fn apply<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let (vals, ub) = results(cx, i)?;
    let v = vals.into_iter().next().expect("a map with results");
    Ok(outcome(v, ub))
}

/// `affine.min`: the smallest of the map's results, as signed values.
fn min<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let (vals, ub) = results(cx, i)?;
    Ok(outcome(fold(vals, |a, b| a.bits.sle(&b.bits)), ub))
}

/// `affine.max`: the largest of the map's results, as signed values.
fn max<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let (vals, ub) = results(cx, i)?;
    Ok(outcome(fold(vals, |a, b| a.bits.sge(&b.bits)), ub))
}

fn outcome<'c>(v: IntVal<'c>, ub: Bool<'c>) -> Outcome<'c> {
    let ub = if ub.is_false() { vec![] } else { vec![("affine division by a value that is not positive".into(), ub)] };
    Outcome { results: vec![Val::Int(v)], ub }
}

impl<'c, 'a> Encoder<'c, '_, 'a> {
    /// `affine.load` and `affine.store`: `memref.load` and `memref.store`
    /// at the indices the map gives ("the affine map applied to the
    /// operands"; see `memory/` for the rules of an access).
    pub(in crate::semantics) fn affine_op(&mut self, op: Op<'a>) -> Result<bool, Unsupported> {
        match op.name() {
            "affine.load" => {
                let r = self.memref(op.operand(0), op)?;
                let idx = self.map_indices(op, 1)?;
                let v = self.mem_load(op, &r, &idx)?;
                self.finish(op, vec![v])?;
            }
            "affine.store" => {
                let v = self.value(op.operand(0), op)?;
                let r = self.memref(op.operand(1), op)?;
                let idx = self.map_indices(op, 2)?;
                self.mem_store(op, &r, &idx, v)?;
                self.finish(op, vec![])?;
            }
            "affine.vector_load" => {
                let r = self.memref(op.operand(0), op)?;
                let start = self.map_indices(op, 1)?;
                let ty = Ty::of(op.result(0).ty());
                let mut lanes = Vec::new();
                for idx in self.slice(op, &ty, &start)? {
                    lanes.push(self.mem_load(op, &r, &idx)?);
                }
                self.finish(op, vec![Val::aggregate(&ty, lanes)])?;
            }
            "affine.vector_store" => {
                let v = self.value(op.operand(0), op)?;
                let r = self.memref(op.operand(1), op)?;
                let start = self.map_indices(op, 2)?;
                let ty = Ty::of(op.operand(0).ty());
                let lanes: Vec<Val<'c>> = v.lanes().into_iter().cloned().collect();
                for (idx, lane) in self.slice(op, &ty, &start)?.into_iter().zip(lanes) {
                    self.mem_store(op, &r, &idx, lane)?;
                }
                self.finish(op, vec![])?;
            }
            "affine.for" => self.affine_for(op)?,
            "affine.parallel" => self.affine_parallel(op)?,
            "affine.if" => self.affine_if(op)?,
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// `affine.for`: "The lower and upper bounds of a affine.for operation
    /// are represented as an application of an affine mapping to a list of
    /// SSA values passed to the map"; "the lower bound is the maximum of
    /// the results of its map, the upper bound the minimum"; the step is a
    /// positive constant. Iterations are those of `scf.for` with these
    /// bounds (signed), shared with it (`scf::for_loop`).
    fn affine_for(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
        let seg = op.attr("operandSegmentSizes").and_then(|a| a.dense_i64s()).unwrap_or_default();
        let [nlb, nub, _] = seg[..] else {
            return Err(Unsupported::new("affine.for without its operand segments").at(op.loc()));
        };
        let (nlb, nub) = (nlb as usize, nub as usize);
        let lbs = self.bound_values(op, "lowerBoundMap", 0, nlb)?;
        let ubs = self.bound_values(op, "upperBoundMap", nlb, nlb + nub)?;
        let lb = fold(lbs, |a, b| a.bits.sge(&b.bits));
        let ub = fold(ubs, |a, b| a.bits.sle(&b.bits));
        let step = op.attr("step").and_then(|a| a.int_value()).and_then(|b| b.to_u64()).unwrap_or(0);
        let w = lb.width();
        let step = IntVal::new(BV::from_u64(self.cx.smt, step, w), self.cx.ff());
        let dom = super::scf::LoopDomain { lb, ub, step, unsigned: false };
        let inits = (nlb + nub..op.num_operands()).map(|i| self.value(op.operand(i), op)).collect::<Result<_, _>>()?;
        self.for_loop(op, dom, inits)
    }

    /// The elements of memory `affine.vector_load` / `vector_store` touch,
    /// row-major in the vector of type `ty`: "the start position" `start`
    /// plus each vector index along the trailing dimensions ("This slice is
    /// contiguous along the respective dimensions of the shape"). Each is
    /// an access as `affine.load`'s: out of bounds is UB (ODS is silent on
    /// a slice that leaves the memref; the encoder's choice).
    pub(super) fn slice(&self, op: Op<'a>, ty: &Ty, start: &[IntVal<'c>]) -> Result<Vec<Vec<IntVal<'c>>>, Unsupported> {
        let Ty::Vector(shape, _) = ty else {
            return Err(Unsupported::new(format!("'{}' of {ty}", op.name())).at(op.loc()));
        };
        let lead = start.len().checked_sub(shape.len()).ok_or_else(|| {
            Unsupported::new(format!("'{}' of a vector of higher rank than its memref", op.name())).at(op.loc())
        })?;
        let points = super::memory::index_points(&self.cx, shape);
        Ok(points
            .into_iter()
            .map(|p| {
                let mut idx = start.to_vec();
                for (k, i) in p.into_iter().enumerate() {
                    let s = &start[lead + k];
                    // The sum without wrapping (a wrapped index would be out
                    // of bounds, and is, as poison).
                    let (sum, wraps) = (&s.bits + &i.bits, s.bits.add_overflows_signed(&i.bits));
                    idx[lead + k] = IntVal::new(sum, &s.poison | &wraps);
                }
                idx
            })
            .collect())
    }

    /// `affine.parallel`: a band of loops, dimension `d` from the max of
    /// its group of lower-bound expressions to the min of its group of
    /// upper-bound ones ("If multiple expressions belong to the group, then
    /// the lower(upper) bound is the max(min) of these values"), by its
    /// positive constant step, run as `scf.parallel` is (any order, races
    /// UB; see `scf.rs`). Each yielded value is reduced with its
    /// `AtomicRMWKind`, from the kind's identity ("Loops with a 0 trip
    /// count will produce as a result the identity value"). "The order of
    /// reduction is unspecified": kinds whose order cannot matter are
    /// modelled (the integer ones, `maximumf`, `minimumf`), and `addf` and
    /// `mulf` with `fp-reassoc` (reassociable, `reassoc.rs`); `addf` and
    /// `mulf` without it, `maxnumf`, `minnumf` (whose result on -0 and +0
    /// is not fixed) and `assign` ("undefined results" for a trip count
    /// other than 1) are unsupported.
    fn affine_parallel(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
        let map = |name: &str| {
            op.attr(name)
                .and_then(|a| a.affine_map())
                .ok_or_else(|| Unsupported::new(format!("affine.parallel without '{name}'")).at(op.loc()))
        };
        let ints = |name: &str| -> Result<Vec<u64>, Unsupported> {
            let a = op.attr(name);
            let elems = a.as_ref().and_then(|a| match a.dense_elements() {
                // A splat (`dense<1> : tensor<2xi32>`): its value, as many
                // times as the type has elements.
                Some(es) if es.len() == 1 => {
                    let n = a.ty().shape().and_then(|s| s.first().copied().flatten()).unwrap_or(1);
                    Some(vec![es[0]; n.max(0) as usize])
                }
                Some(es) => Some(es),
                None => a.array(),
            });
            let vals = elems.map(|es| es.iter().map(|e| e.int_value().and_then(|b| b.to_u64())).collect());
            vals.flatten().ok_or_else(|| Unsupported::new(format!("affine.parallel without '{name}'")).at(op.loc()))
        };
        let (lmap, umap) = (map("lowerBoundsMap")?, map("upperBoundsMap")?);
        let nl = lmap.dims + lmap.symbols;
        let nu = umap.dims + umap.symbols;
        let lbs = self.apply_map(op, lmap, 0, nl)?;
        let ubs = self.apply_map(op, umap, nl, nl + nu)?;
        let (lgroups, ugroups, steps) = (ints("lowerBoundsGroups")?, ints("upperBoundsGroups")?, ints("steps")?);
        let bad = || Unsupported::new("affine.parallel whose bound groups do not match its maps").at(op.loc());
        let grouped = |vals: Vec<IntVal<'c>>, groups: &[u64], keep: fn(&IntVal<'c>, &IntVal<'c>) -> Bool<'c>| {
            let mut it = vals.into_iter();
            let out: Option<Vec<IntVal<'c>>> = groups
                .iter()
                .map(|n| {
                    let g: Vec<IntVal<'c>> = it.by_ref().take(*n as usize).collect();
                    (g.len() == *n as usize && *n > 0).then(|| fold(g, keep))
                })
                .collect();
            out.filter(|_| it.next().is_none())
        };
        let lower = grouped(lbs, &lgroups, |a, b| a.bits.sge(&b.bits)).ok_or_else(bad)?;
        let upper = grouped(ubs, &ugroups, |a, b| a.bits.sle(&b.bits)).ok_or_else(bad)?;
        if lower.len() != upper.len() || steps.len() != lower.len() {
            return Err(bad());
        }
        let w = self.cfg().index_bits;
        let dims = lower
            .into_iter()
            .zip(upper)
            .zip(&steps)
            .map(|((l, u), st)| {
                let st = IntVal::new(BV::from_u64(self.cx.smt, *st, w), self.cx.ff());
                [Val::Int(l), Val::Int(u), Val::Int(st)]
            })
            .collect();
        let kinds = ints("reductions")?;
        let mut reducers = Vec::new();
        let mut accs = Vec::new();
        for (i, k) in kinds.iter().enumerate() {
            let name = super::memref::ATOMIC_KINDS.get(*k as usize).copied().unwrap_or("assign");
            let ty = Ty::of(op.result(i).ty());
            let identity = self.reduction_identity(name, &ty).ok_or_else(|| {
                let kind = name.trim_start_matches("arith.");
                let hint = if matches!(kind, "addf" | "mulf") {
                    " (with fp-reassoc, float sums and products are taken as reassociable)"
                } else {
                    ""
                };
                Unsupported::new(format!(
                    "affine.parallel reduction '{kind}': its order (or, for 'assign', its result) is unspecified{hint}"
                ))
                .at(op.loc())
            })?;
            reducers.push(name.to_string());
            accs.push(identity);
        }
        self.parallel_loop(op, dims, accs, reducers)
    }

    /// The identity of reduction `name` (an arith op) on `ty`, for the
    /// kinds whose order cannot matter (see `affine_parallel`).
    fn reduction_identity(&self, name: &str, ty: &Ty) -> Option<Val<'c>> {
        let smt = self.cx.smt;
        if let Ty::Float(_) = ty {
            let f = self.cx.float_format(ty, String::new).ok()?;
            // `addf` and `mulf` start from +0.0 and 1.0, with `fp-reassoc`
            // only: MLIR's `getIdentityValue`, which `lower-affine` emits
            // as the `scf.parallel` init (+0.0, not IEEE-754's identity
            // -0.0: a sum of -0.0 terms is +0.0).
            let reassoc = self.cfg().fp_reassoc != super::float::Reassoc::Off;
            let inf = match name {
                "arith.maximumf" => f64::NEG_INFINITY,
                "arith.minimumf" => f64::INFINITY,
                "arith.addf" if reassoc => 0.0,
                "arith.mulf" if reassoc => 1.0,
                _ => return None,
            };
            let v = super::float::floats(&self.cx).constant(f, inf);
            return Some(Val::Float(super::float::FloatVal::new(v, self.cx.ff())));
        }
        let w = self.cx.int_width(ty, String::new).ok()?;
        let bits = match name {
            "arith.addi" | "arith.ori" | "arith.xori" | "arith.maxui" => BV::zero(smt, w),
            "arith.muli" => BV::from_u64(smt, 1, w),
            "arith.andi" | "arith.minui" => BV::all_ones(smt, w),
            "arith.maxsi" => BV::signed_min(smt, w),
            "arith.minsi" => BV::signed_max(smt, w),
            _ => return None,
        };
        Some(Val::Int(IntVal::new(bits, self.cx.ff())))
    }

    /// The results of bound map `attr` applied to operands `from..to`.
    fn bound_values(&mut self, op: Op<'a>, attr: &str, from: usize, to: usize) -> Result<Vec<IntVal<'c>>, Unsupported> {
        let map = op.attr(attr).and_then(|a| a.affine_map());
        let map = map.ok_or_else(|| Unsupported::new(format!("'{}' without '{attr}'", op.name())).at(op.loc()))?;
        self.apply_map(op, map, from, to)
    }

    /// `affine.if`: the then region when every constraint of the integer
    /// set holds for the operands ("`expr == 0`" or "`expr >= 0`", signed),
    /// else the else region; a poison operand is UB (a branch on poison).
    fn affine_if(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
        let set = op.attr("condition").and_then(|a| a.integer_set());
        let (map, eq) = set.ok_or_else(|| Unsupported::new("affine.if without an integer set").at(op.loc()))?;
        let smt = self.cx.smt;
        let c = if map.results.is_empty() {
            self.cx.tt()
        } else {
            let vals = self.apply_map(op, map, 0, op.num_operands())?;
            let poison = Bool::or_all(smt, vals.iter().map(|v| v.poison.clone()));
            self.ub(op, "branch on poison", poison);
            let zero = |v: &IntVal<'c>| BV::zero(smt, v.width());
            Bool::and_all(
                smt,
                vals.iter().zip(eq).map(|(v, e)| if e { v.bits.eq(&zero(v)) } else { v.bits.sge(&zero(v)) }),
            )
        };
        self.if_op(op, c)
    }

    /// The indices `op`'s `map` gives for its operands `from..`.
    fn map_indices(&mut self, op: Op<'a>, from: usize) -> Result<Vec<IntVal<'c>>, Unsupported> {
        let map = op.attr("map").and_then(|a| a.affine_map());
        let map = map.ok_or_else(|| Unsupported::new(format!("'{}' without a map", op.name())).at(op.loc()))?;
        self.apply_map(op, map, from, op.num_operands())
    }

    /// The results of `map` applied to operands `from..to` of `op` (its UB
    /// recorded).
    fn apply_map(
        &mut self,
        op: Op<'a>,
        map: crate::ir::AffineMap,
        from: usize,
        to: usize,
    ) -> Result<Vec<IntVal<'c>>, Unsupported> {
        if map.results.is_empty() && map.dims + map.symbols == to - from {
            // A map without results (`() -> ()`): the access of a 0-d
            // memref, at no index.
            return Ok(vec![]);
        }
        let inst = OpInst {
            // The op's own name, for messages.
            name: op.name().into(),
            site: String::new(),
            operands: (from..to).map(|i| self.value(op.operand(i), op)).collect::<Result<_, _>>()?,
            operand_types: vec![super::Ty::Index; to - from],
            result_types: vec![super::Ty::Index],
            attrs: vec![("map".into(), AttrVal::Map(map))],
        };
        let (vals, ub) = results(&self.cx, &inst).map_err(|e| e.at(op.loc()))?;
        self.ub(op, "affine division by a value that is not positive", ub);
        Ok(vals)
    }
}

/// What evaluating expressions accumulates: when the evaluation has UB.
struct Acc<'c> {
    ub: Bool<'c>,
}

/// Every result of the op's map applied to its operands, and the UB
/// condition of evaluating them.
fn results<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Result<(Vec<IntVal<'c>>, Bool<'c>), Unsupported> {
    let Some(AttrVal::Map(map)) = i.attr("map") else {
        return Err(Unsupported::new(format!("'{}' without an affine map", i.name)));
    };
    let w = i.result_width(cx, 0)?;
    let operands: Vec<&IntVal<'c>> = (0..i.operands.len()).map(|k| i.int(k)).collect::<Result<_, _>>()?;
    if operands.len() != map.dims + map.symbols || map.results.is_empty() {
        return Err(Unsupported::new(format!("'{}' whose operands do not match its map", i.name)));
    }
    let mut acc = Acc { ub: cx.ff() };
    let mut out = Vec::new();
    for e in &map.results {
        let (bits, poison) = expr(cx, e, &operands, map.dims, w, &mut acc)?;
        out.push(IntVal::new(bits, poison));
    }
    Ok((out, acc.ub))
}

/// The first of `vals` that `keep(candidate, best)` prefers, in order;
/// poison if any is.
fn fold<'c>(vals: Vec<IntVal<'c>>, keep: impl Fn(&IntVal<'c>, &IntVal<'c>) -> Bool<'c>) -> IntVal<'c> {
    let mut it = vals.into_iter();
    let mut best = it.next().expect("a map with results");
    for v in it {
        let take = keep(&v, &best);
        best = IntVal::new(BV::ite(&take, &v.bits, &best.bits), &best.poison | &v.poison);
    }
    best
}

/// The value of `e` and when it is poison.
fn expr<'c>(
    cx: &Cx<'c, '_>,
    e: &AffineExpr,
    ops: &[&IntVal<'c>],
    dims: usize,
    w: u32,
    acc: &mut Acc<'c>,
) -> Result<(BV<'c>, Bool<'c>), Unsupported> {
    let zero = BV::zero(cx.smt, w);
    let one = BV::from_i64(cx.smt, 1, w);
    Ok(match e {
        AffineExpr::Dim(d) => (ops[*d].bits.clone(), ops[*d].poison.clone()),
        AffineExpr::Symbol(s) => (ops[dims + *s].bits.clone(), ops[dims + *s].poison.clone()),
        // A constant outside the index width (at a small `index-bitwidth`)
        // has no value there: poison, as an overflow.
        AffineExpr::Const(c) => (BV::from_i64(cx.smt, *c, w), Bool::from_bool(cx.smt, !fits(*c, w))),
        AffineExpr::Add(a, b) => {
            let ((x, px), (y, py)) = (expr(cx, a, ops, dims, w, acc)?, expr(cx, b, ops, dims, w, acc)?);
            let over = x.add_overflows_signed(&y);
            (&x + &y, px | py | over)
        }
        AffineExpr::Mul(a, b) => {
            let ((x, px), (y, py)) = (expr(cx, a, ops, dims, w, acc)?, expr(cx, b, ops, dims, w, acc)?);
            let over = x.mul_overflows_signed(&y);
            (&x * &y, px | py | over)
        }
        AffineExpr::Mod(a, b) | AffineExpr::FloorDiv(a, b) | AffineExpr::CeilDiv(a, b) => {
            let ((x, px), (d, pd)) = (expr(cx, a, ops, dims, w, acc)?, expr(cx, b, ops, dims, w, acc)?);
            if !matches!(**b, AffineExpr::Const(c) if c > 0) {
                // A divisor that may not be positive (or is poison) is UB.
                acc.ub = &acc.ub | &pd | d.sle(&zero);
            }
            // For d > 0 (elsewhere UB), written in the very shape of
            // lower-affine's expansion, so that the solver sees the same
            // terms on both sides instead of relating two divisions.
            let minus_one = BV::from_i64(cx.smt, -1, w);
            let v = match e {
                // r = x rem d; r < 0 ? r + d : r
                AffineExpr::Mod(..) => {
                    let r = super::int::srem_via_div(&x, &d);
                    BV::ite(&r.slt(&zero), &(&r + &d), &r)
                }
                // x < 0 ? -1 - ((-1 - x) / d) : x / d
                AffineExpr::FloorDiv(..) => {
                    let neg = x.slt(&zero);
                    let q = BV::ite(&neg, &(&minus_one - &x), &x).sdiv(&d);
                    BV::ite(&neg, &(&minus_one - &q), &q)
                }
                // x <= 0 ? -((-x) / d) : ((x - 1) / d) + 1, except at
                // x = MIN, where -x wraps (lower-affine's expansion is
                // wrong there): ceil(MIN / d) is MIN / d rounded toward
                // zero.
                _ => {
                    let nonpos = x.sle(&zero);
                    let q = BV::ite(&nonpos, &(&zero - &x), &(&x - &one)).sdiv(&d);
                    let shaped = BV::ite(&nonpos, &(&zero - &q), &(&q + &one));
                    let min = BV::signed_min(cx.smt, w);
                    BV::ite(&x.eq(&min), &min.sdiv(&d), &shaped)
                }
            };
            (v, px | pd)
        }
    })
}

/// Whether the integer `c` is a value of a `w`-bit signed integer.
pub(super) fn fits(c: i64, w: u32) -> bool {
    w >= 64 || (-(1i64 << (w - 1))..(1i64 << (w - 1))).contains(&c)
}
