//! `scf` dialect (mlir/Dialect/SCF/IR/SCFOps.td): structured control flow.
//!
//! - `scf.if`: the region the condition selects runs; results merge with
//!   `ite`. A poison condition is UB.
//! - `scf.for`: "the iteration is executed iff the comparison of induction
//!   variable value is less than the upper bound and bigger or equal to the
//!   lower bound" (signed, or unsigned with `unsignedCmp`), the induction
//!   variable taking `lb + k * step`; the trip count is
//!   `ceil((ub - lb) / step)` computed without wrapping. "The step is ...
//!   required to be positive": a step that is not is UB (ODS does not say
//!   what happens otherwise; UB is the encoder's choice, and with
//!   `unsignedCmp` "positive" means not zero). A poison bound or step is UB
//!   too (ODS silent; the iterations would depend on it). A constant trip
//!   count within `max_unroll` is unrolled exactly; otherwise iterations
//!   beyond `max_unroll` are cut and the check is bounded.
//! - `scf.while`: the before region computes a condition; while it holds
//!   the after region runs; a poison condition is UB; unrolled up to
//!   `max_unroll` iterations, then cut.
//! - `scf.index_switch`: the region of the first case equal to the index,
//!   else the default region; a poison index is UB.
//! - `scf.execute_region`: its region (possibly several blocks) runs once.
//! - `scf.parallel` / `scf.forall`: "the loop body can be executed in
//!   parallel", in any order. Modelled only where order cannot matter: the
//!   body makes no external calls and cannot abort, and each `scf.reduce`
//!   region is one associative and commutative integer op (addi, muli,
//!   andi, ori, xori, max/min, without overflow flags) of its two
//!   arguments; `scf.forall` only without shared outputs (tensors). UB in
//!   any iteration is UB; a step that is not positive ("required to be
//!   positive") and a poison bound or step are UB, as for `scf.for`.
//!   "If there are data races, the behavior is undefined": two iterations
//!   that access one element, one of them writing, are UB (every element
//!   access of each iteration is logged by `memory/` and compared with the
//!   other iterations'; a body that copies a range of memory is
//!   unsupported). Without a race the iterations' order cannot matter, and
//!   they run in increasing order. Iterations are enumerated like
//!   `scf.for`'s.
//!
//! Where ODS is silent on poison (the scf.if condition, the scf.while
//! condition, the scf.index_switch index), a poison value that decides
//! control flow is immediate UB, as a branch on poison (ARCHITECTURE.md, Semantic rules).

use super::encode::{Encoder, Exit};
use super::ops::{OpSpec, structured};
use super::{IntVal, Ty, Unsupported, Val};
use crate::ir::{Op, Region};
use crate::smt::{BV, Bool, Context};

/// All handled by the encoder, here: the structured ops and the
/// terminators of their regions. The loops unroll.
pub(super) const OPS: &[OpSpec] = &[
    structured("scf.if"),
    structured("scf.for").unrolls(),
    structured("scf.while").unrolls(),
    structured("scf.index_switch"),
    structured("scf.execute_region"),
    structured("scf.parallel").unrolls(),
    structured("scf.forall").unrolls(),
    structured("scf.yield"),
    structured("scf.condition"),
    structured("scf.reduce"),
    structured("scf.reduce.return"),
    structured("scf.forall.in_parallel"),
];

/// Every exit of a region must leave through `term`; another terminator
/// (an unregistered op, say) has no known meaning.
pub(super) fn expect_exits(exits: &[Exit<'_, '_>], term: &str) -> Result<(), Unsupported> {
    match exits.iter().find(|e| e.term.name() != term) {
        Some(e) => {
            Err(Unsupported::new(format!("'{}' ends a block where '{term}' is expected", e.term.name()))
                .at(e.term.loc()))
        }
        None => Ok(()),
    }
}

/// The most iterations per loop that a band of `loops` loops of dynamic
/// ranges is unrolled to: the largest whose product stays within `max`
/// (`max-unroll`), at least 1.
pub(super) fn per_loop_limit(max: u64, loops: usize) -> u64 {
    let d = loops.max(1) as u32;
    (1..=max).rev().find(|k| k.checked_pow(d).is_some_and(|p| p <= max)).unwrap_or(1)
}

/// The loops that may be abstracted for a proof by induction (see
/// `encode::LoopAbs`): one place answers which ops they are.
pub fn inductive_loop(op: Op<'_>) -> bool {
    matches!(op.name(), "scf.for" | "affine.for")
}

/// The iterations of one loop dimension (`scf.for`, or a dimension of
/// `scf.parallel` / `scf.forall`): the induction variable takes
/// `lb + k * step` for `k < trips`, with `trips = ceil((ub - lb) / step)`
/// computed without wrapping (0 when `ub <= lb`); the bounds compare signed,
/// or unsigned with `unsignedCmp` ("the iteration is executed iff the
/// comparison of induction variable value is less than the upper bound and
/// bigger or equal to the lower bound"). Defined once here, for the
/// unrolled encodings and for induction.
#[derive(Clone, Debug)]
pub struct LoopDomain<'c> {
    pub lb: IntVal<'c>,
    pub ub: IntVal<'c>,
    pub step: IntVal<'c>,
    pub unsigned: bool,
}

impl<'c> LoopDomain<'c> {
    pub fn width(&self) -> u32 {
        self.lb.width()
    }

    /// Poison in a bound or the step: UB (the iterations would depend on
    /// it; ODS is silent).
    pub fn poisoned(&self) -> Bool<'c> {
        &self.lb.poison | &self.ub.poison | &self.step.poison
    }

    /// A step that is not positive: UB ("required to be positive"; with
    /// `unsignedCmp`, not zero).
    pub fn bad_step(&self, smt: &'c Context) -> Bool<'c> {
        if self.unsigned { self.step.bits.is_zero() } else { self.step.bits.sle(&BV::zero(smt, self.width())) }
    }

    /// The trip count, in `width + 1` bits (no wrapping).
    pub fn trips(&self, smt: &'c Context) -> BV<'c> {
        let w = self.width();
        let ext = |v: &BV<'c>| if self.unsigned { v.zext(1) } else { v.sext(1) };
        let (l, u, s) = (ext(&self.lb.bits), ext(&self.ub.bits), self.step.bits.zext(1));
        let empty = if self.unsigned { u.ule(&l) } else { u.sle(&l) };
        let one = BV::from_u64(smt, 1, w + 1);
        let ceil = (&(&(&u - &l) + &s) - &one).udiv(&s);
        BV::from_term(BV::ite(&empty, &BV::zero(smt, w + 1), &ceil).term().simplify())
    }

    /// The induction variable of iteration `k`.
    pub fn iv_at(&self, smt: &'c Context, k: u64) -> BV<'c> {
        &self.lb.bits + &(&self.step.bits * &BV::from_u64(smt, k, self.width()))
    }

    /// Whether `iv` is within the bounds (`lb <= iv < ub`).
    pub fn contains(&self, iv: &BV<'c>) -> Bool<'c> {
        let (lb, ub) = (&self.lb.bits, &self.ub.bits);
        if self.unsigned { lb.ule(iv) & iv.ult(ub) } else { lb.sle(iv) & iv.slt(ub) }
    }

    /// The same bounds and step as `other`'s.
    pub fn same_as(&self, other: &LoopDomain<'c>) -> Vec<Bool<'c>> {
        [(&self.lb, &other.lb), (&self.ub, &other.ub), (&self.step, &other.step)]
            .iter()
            .map(|(a, b)| a.bits.eq(&b.bits))
            .collect()
    }
}

impl<'c, 'a> Encoder<'c, '_, 'a> {
    /// Returns whether `op` was handled (scf terminators are not ops here).
    pub(super) fn scf(&mut self, op: Op<'a>) -> Result<bool, Unsupported> {
        match op.name() {
            "scf.if" => self.scf_if(op)?,
            "scf.for" => self.scf_for(op)?,
            "scf.while" => self.scf_while(op)?,
            "scf.index_switch" => self.scf_index_switch(op)?,
            "scf.parallel" => self.scf_parallel(op)?,
            "scf.forall" => self.scf_forall(op)?,
            "scf.execute_region" => {
                let exits = self.region(op.region(0), &[])?;
                // Its blocks may end in any terminator without successors
                // (an unregistered one too): only scf.yield is known to
                // hand its operands to the op's results.
                expect_exits(&exits, "scf.yield")?;
                let results = self.results_of(op, &exits)?;
                self.continue_after(&exits, None);
                self.finish(op, results)?;
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// The results of `op` from the exits of its regions; poison where no
    /// exit is reachable (every path has UB, aborts or is cut there).
    fn results_of(&self, op: Op<'a>, exits: &[Exit<'c, 'a>]) -> Result<Vec<Val<'c>>, Unsupported> {
        if op.num_results() == 0 {
            return Ok(vec![]);
        }
        if exits.is_empty() {
            return op.results().iter().map(|r| self.poison_of(&Ty::of(r.ty()), op)).collect();
        }
        self.merge_exits(exits)
    }

    /// Execution goes on after a structured op where one of its regions
    /// was left normally (or, with `fallthrough`, where none ran): an abort
    /// inside a region ends the path.
    pub(super) fn continue_after(&mut self, exits: &[Exit<'c, 'a>], fallthrough: Option<Bool<'c>>) {
        let left = Bool::or_all(self.cx.smt, exits.iter().map(|e| e.cond.clone()));
        self.path = match fallthrough {
            Some(f) => left | f,
            None => left,
        };
    }

    /// A poison value of type `ty`.
    pub(super) fn poison_of(&self, ty: &Ty, op: Op<'a>) -> Result<Val<'c>, Unsupported> {
        self.cx.poison_of(ty, || format!("a result of '{}'", op.name())).map_err(|e| e.at(op.loc()))
    }

    fn scf_if(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
        let vals = self.values(op)?;
        let c = self.branch_on(op, &vals[0])?;
        self.if_op(op, c)
    }

    /// An op with a then region and an optional else region (`scf.if`,
    /// `affine.if`), on condition `c`.
    pub(super) fn if_op(&mut self, op: Op<'a>, c: Bool<'c>) -> Result<(), Unsupported> {
        // A condition known in this shape case (a test of a dynamic size,
        // as `tosa-to-linalg` emits for broadcasting) runs one region only;
        // the other never runs, and its results may have other shapes.
        let known = c.simplified();
        let (then_runs, else_runs) = (!known.is_false(), !known.is_true());
        let mut exits = Vec::new();
        let mut ran = Vec::new();
        if then_runs {
            exits.extend(self.under(&c, |e| e.region(op.region(0), &[]))?);
            ran.push(op.region(0));
        }
        let else_region = op.region(1);
        let mut fallthrough = None;
        if else_region.is_empty() {
            fallthrough = Some(&self.path & !&c);
        } else if else_runs {
            exits.extend(self.under(&!&c, |e| e.region(else_region, &[]))?);
            ran.push(else_region);
        }
        self.yielded_shapes(op, &ran)?;
        let results = self.results_of(op, &exits)?;
        self.continue_after(&exits, fallthrough);
        self.finish(op, results)
    }

    /// Gives `op`'s results of dynamic type the shapes the regions that
    /// `ran` yield in this shape case, which must agree.
    fn yielded_shapes(&mut self, op: Op<'a>, ran: &[Region<'a>]) -> Result<(), Unsupported> {
        let results = op.results();
        if !results.iter().any(|r| matches!(Ty::of(r.ty()), Ty::Dyn(..))) {
            return Ok(());
        }
        let mut shapes: Option<Vec<Ty>> = None;
        for region in ran {
            let Some(term) = region.blocks().first().and_then(|b| b.ops().last().copied()) else { continue };
            let tys = term.operands().into_iter().map(|v| self.ty(v)).collect::<Result<Vec<_>, _>>()?;
            match &shapes {
                Some(s) if *s != tys => {
                    return Err(Unsupported::new(format!(
                        "'{}' whose regions yield tensors of different shapes (of dynamic type)",
                        op.name()
                    ))
                    .at(op.loc()));
                }
                _ => shapes = Some(tys),
            }
        }
        if let Some(tys) = shapes {
            self.set_shapes(&results, &tys);
        }
        Ok(())
    }

    fn scf_index_switch(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
        let vals = self.values(op)?;
        let Val::Int(arg) = &vals[0] else { return Err(Unsupported::new("scf.index_switch on a vector").at(op.loc())) };
        self.ub(op, "switch on poison", arg.poison.clone());
        let cases = op.attr("cases").and_then(|a| a.dense_i64s()).unwrap_or_default();
        let regions = op.regions();
        let mut exits = Vec::new();
        let mut none_before = self.cx.tt();
        for (k, v) in cases.iter().enumerate() {
            let hit = arg.bits.eq(&BV::from_i64(self.cx.smt, *v, arg.width()));
            let cond = &none_before & &hit;
            exits.extend(self.under(&cond, |e| e.region(regions[k + 1], &[]))?);
            none_before &= !hit;
        }
        exits.extend(self.under(&none_before, |e| e.region(regions[0], &[]))?);
        let results = self.results_of(op, &exits)?;
        self.continue_after(&exits, None);
        self.finish(op, results)
    }

    fn scf_for(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
        let vals = self.values(op)?;
        let ints: Vec<&IntVal<'c>> = vals[..3].iter().filter_map(|v| v.as_int()).collect();
        let [lb, ub, step] = ints[..] else {
            return Err(Unsupported::new("scf.for with non-integer bounds").at(op.loc()));
        };
        let inits = vals[3..].to_vec();
        let dom =
            LoopDomain { lb: lb.clone(), ub: ub.clone(), step: step.clone(), unsigned: op.has_attr("unsignedCmp") };
        self.for_loop(op, dom, inits)
    }

    /// A counted loop (`scf.for`, `affine.for`): iterations `lb, lb + step,
    /// ... < ub` of its one-block body, which takes the induction variable
    /// and the carried values and yields the next ones (see the module
    /// comment).
    pub(super) fn for_loop(&mut self, op: Op<'a>, dom: LoopDomain<'c>, inits: Vec<Val<'c>>) -> Result<(), Unsupported> {
        let w = dom.width();
        let smt = self.cx.smt;
        let _reassoc = super::reassoc::Combiners::enter(self.cx, || super::reassoc::loop_combiners(op));

        // The bounds decide whether iterations run: poison there is UB, as
        // is a step that is not positive.
        self.ub(op, "loop bound or step is poison", dom.poisoned());
        let bad_step = dom.bad_step(smt);
        self.ub(op, "loop step is not positive", bad_step);
        let trips = dom.trips(smt);

        if let Some(key) = self.cfg().induction.get(&(op.handle(), 0)).cloned() {
            if let Some(results) = self.abstract_for(op, key, &dom, &inits)? {
                return self.finish(op, results);
            }
        }
        let max = self.cfg().max_unroll as u64;
        let body = op.region(0);
        let iv_at = |k: u64| -> Val<'c> { Val::Int(IntVal::new(dom.iv_at(smt, k), Bool::from_bool(smt, false))) };
        let mut carried = inits;
        match trips.as_const().and_then(|n| n.to_u64()) {
            Some(n) if n <= max => {
                // Exact: a constant number of iterations.
                self.unrolled = self.unrolled.max(n);
                for k in 0..n {
                    let mut args = vec![iv_at(k)];
                    args.extend(carried.iter().cloned());
                    let exits = self.region(body, &args)?;
                    carried = self.yielded(op, &exits, &carried)?;
                    self.continue_after(&exits, None);
                }
            }
            Some(n) => {
                let what = format!("loops up to {max} iterations (this one runs {n})");
                let always = self.cx.tt();
                self.bound(op, super::encode::BoundKind::Loop, what, always);
            }
            None => {
                self.unrolled = self.unrolled.max(max);
                for k in 0..max {
                    let runs = trips.ugt(&BV::from_u64(smt, k, w + 1));
                    let mut args = vec![iv_at(k)];
                    args.extend(carried.iter().cloned());
                    let exits = self.under(&runs, |e| e.region(body, &args))?;
                    let next = self.yielded(op, &exits, &carried)?;
                    let skipped = &self.path & !&runs;
                    self.continue_after(&exits, Some(skipped));
                    carried = carried
                        .iter()
                        .zip(&next)
                        .map(|(old, new)| super::encode::select_val(&runs, new, old))
                        .collect();
                }
                let beyond = trips.ugt(&BV::from_u64(smt, max, w + 1));
                self.bound(op, super::encode::BoundKind::Loop, format!("loops up to {max} iterations"), beyond);
            }
        }
        self.finish(op, carried)
    }

    fn scf_parallel(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
        let vals = self.values(op)?;
        let seg = op.attr("operandSegmentSizes").and_then(|a| a.dense_i64s()).unwrap_or_default();
        let [n, _, _, r] = seg[..] else { return Err(Unsupported::new("scf.parallel operands").at(op.loc())) };
        let (n, r) = (n as usize, r as usize);
        let dims: Vec<[Val<'c>; 3]> =
            (0..n).map(|d| [vals[d].clone(), vals[n + d].clone(), vals[2 * n + d].clone()]).collect();
        let inits = vals[3 * n..3 * n + r].to_vec();
        let reducers = self.reducers(op)?;
        self.parallel_loop(op, dims, inits, reducers)
    }

    fn scf_forall(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
        if op.num_results() > 0 {
            return Err(Unsupported::new("scf.forall with shared outputs (tensors) is not modelled").at(op.loc()));
        }
        let vals = self.values(op)?;
        let attr = |name: &str| op.attr(name).and_then(|a| a.dense_i64s()).unwrap_or_default();
        let (lbs, ubs, steps) = (attr("staticLowerBound"), attr("staticUpperBound"), attr("staticStep"));
        let mut dynamic = vals.into_iter();
        let w = self.cfg().index_bits;
        let mut bound = |v: i64| -> Val<'c> {
            if v == i64::MIN {
                dynamic.next().expect("dynamic bound")
            } else {
                Val::Int(IntVal::new(BV::from_i64(self.cx.smt, v, w), self.cx.ff()))
            }
        };
        // Operands are all dynamic lower bounds, then upper bounds, then steps.
        let lbv: Vec<_> = lbs.iter().map(|v| bound(*v)).collect();
        let ubv: Vec<_> = ubs.iter().map(|v| bound(*v)).collect();
        let stv: Vec<_> = steps.iter().map(|v| bound(*v)).collect();
        let dims = lbv.into_iter().zip(ubv).zip(stv).map(|((l, u), s)| [l, u, s]).collect();
        self.parallel_loop(op, dims, vec![], vec![])
    }

    /// The combining op of each `scf.reduce` region of a parallel loop's
    /// body, which must be associative and commutative.
    fn reducers(&self, op: Op<'a>) -> Result<Vec<String>, Unsupported> {
        let body = op.region(0).blocks();
        let Some(term) = body.first().and_then(|b| b.ops().last().copied()) else { return Ok(vec![]) };
        if term.name() != "scf.reduce" {
            return Ok(vec![]);
        }
        // An `arith` op the tables mark associative and commutative (the
        // integer ones: addi, muli, andi, ori, xori, max/min), or, with
        // `fp-reassoc`, `addf` and `mulf` (`reassoc.rs`). `index`'s are
        // marked too, but are not accepted here (yet).
        let reassoc = self.cfg().fp_reassoc != super::float::Reassoc::Off;
        let ac = |name: &str| {
            super::ops::spec(name)
                .is_some_and(|s| s.traits.associative && s.traits.commutative && s.name.starts_with("arith."))
                || (reassoc && matches!(name, "arith.addf" | "arith.mulf"))
        };
        let plain = |(n, a): &(&str, crate::ir::Attr<'_>)| {
            let a = a.to_string();
            (*n == "overflowFlags" && a == "#arith.overflow<none>")
                || (*n == "fastmath" && a == "#arith.fastmath<none>")
        };
        term.regions()
            .into_iter()
            .map(|region| {
                let block = region.blocks().first().copied();
                let ops = block.map(|b| b.ops()).unwrap_or_default();
                let args = block.map(|b| b.args()).unwrap_or_default();
                let ok = ops.len() == 2
                    && ac(ops[0].name())
                    // Overflow or fast-math flags would make the
                    // combination order matter.
                    && ops[0].attrs().iter().all(plain)
                    && args.len() == 2
                    && ops[0].operands().iter().all(|v| args.contains(v))
                    && ops[0].operand(0) != ops[0].operand(1)
                    && ops[1].name() == "scf.reduce.return"
                    && ops[1].operand(0) == ops[0].result(0);
                if ok {
                    Ok(ops[0].name().to_string())
                } else {
                    Err(Unsupported::new(
                        "scf.reduce whose combiner is not one associative and commutative integer op \
                         (or, with fp-reassoc, one arith.addf or arith.mulf)",
                    )
                    .at(term.loc()))
                }
            })
            .collect()
    }

    /// Iterations of a parallel loop over `dims` (lb, ub, step per
    /// dimension), each body value combined into its accumulator.
    pub(super) fn parallel_loop(
        &mut self,
        op: Op<'a>,
        dims: Vec<[Val<'c>; 3]>,
        mut accs: Vec<Val<'c>>,
        reducers: Vec<String>,
    ) -> Result<(), Unsupported> {
        let smt = self.cx.smt;
        let max = self.cfg().max_unroll as u64;
        // Trip count per dimension (wide, no wrap), and UB for poison bounds
        // or a step that is not positive.
        let mut trips = Vec::new();
        let mut doms = Vec::new();
        for [l, u, st] in &dims {
            let (Val::Int(l), Val::Int(u), Val::Int(st)) = (l, u, st) else {
                return Err(Unsupported::new("parallel loop with non-integer bounds").at(op.loc()));
            };
            let dom = LoopDomain { lb: l.clone(), ub: u.clone(), step: st.clone(), unsigned: false };
            self.ub(op, "loop bound or step is poison", dom.poisoned());
            self.ub(op, "loop step is not positive", dom.bad_step(smt));
            trips.push(dom.trips(smt));
            doms.push(dom);
        }
        let consts: Option<Vec<u64>> = trips.iter().map(|t| t.as_const().and_then(|b| b.to_u64())).collect();
        // Iterations as (multi-index, condition under which they run):
        // every one when their number is a constant within max-unroll;
        // else, per dimension, the first `limit` (the most whose product
        // stays within max-unroll), the rest cut (bounded).
        let per_dim: Vec<u64> = match &consts {
            Some(ts) if ts.iter().product::<u64>() <= max => ts.clone(),
            Some(ts) => {
                let n: u64 = ts.iter().product();
                let what = format!("loops up to {max} iterations (this one runs {n})");
                let always = self.cx.tt();
                self.bound(op, super::encode::BoundKind::Loop, what, always);
                vec![0; ts.len()]
            }
            None => {
                let d = trips.len();
                let limit = per_loop_limit(max, d);
                let beyond = Bool::or_all(smt, trips.iter().map(|t| t.ugt(&BV::from_u64(smt, limit, t.width()))));
                let what = if d == 1 {
                    format!("loops up to {max} iterations")
                } else {
                    format!("parallel loops up to {limit} iterations per dimension")
                };
                self.bound(op, super::encode::BoundKind::Loop, what, beyond);
                vec![limit; trips.len()]
            }
        };
        let exact = consts.is_some();
        self.unrolled = self.unrolled.max(per_dim.iter().copied().max().unwrap_or(0));
        let mut iterations: Vec<(Vec<u64>, Bool<'c>)> = vec![(vec![], self.cx.tt())];
        for (t, n) in trips.iter().zip(&per_dim) {
            iterations = iterations
                .into_iter()
                .flat_map(|(idx, c)| {
                    (0..*n).map(move |k| {
                        let runs = if exact { c.clone() } else { &c & &t.ugt(&BV::from_u64(smt, k, t.width())) };
                        ([idx.clone(), vec![k]].concat(), runs)
                    })
                })
                .collect();
        }
        let marks = (self.abort_sites.len(), self.calls.len(), self.bounds.len(), self.mem.ranges);
        let body = op.region(0);
        let mut left = Vec::new();
        // Each iteration's element accesses, for the race check below.
        let outer_log = self.mem.log.replace(Vec::new());
        let mut accesses: Vec<Vec<super::memory::Access<'c>>> = Vec::new();
        for (idx, runs) in iterations {
            let ivs: Vec<Val<'c>> = idx
                .iter()
                .enumerate()
                .map(|(d, k)| Val::Int(IntVal::new(doms[d].iv_at(smt, *k), self.cx.ff())))
                .collect();
            let exits = self.under(&runs, |e| e.region(body, &ivs))?;
            if let Some(exit) = exits.first() {
                for (i, name) in reducers.iter().enumerate() {
                    let v = exit.values[i].clone();
                    let combined = self.combine(op, i, name, &accs[i], &v)?;
                    accs[i] = super::encode::select_val(&runs, &combined, &accs[i]);
                }
            }
            left.extend(exits.into_iter().map(|e| e.cond));
            accesses.push(self.mem.log.replace(Vec::new()).unwrap_or_default());
        }
        // "If there are data races, the behavior is undefined": two
        // iterations that touch one element, one of them writing.
        let race = super::memory::races(smt, &accesses);
        self.ub(op, format!("a data race between iterations of '{}'", op.name()), race);
        self.mem.log = outer_log.map(|mut l| {
            l.extend(accesses.into_iter().flatten());
            l
        });
        if self.mem.ranges > marks.3 {
            return Err(Unsupported::new(format!(
                "'{}' whose body copies memory (its race check covers element accesses only)",
                op.name()
            ))
            .at(op.loc()));
        }
        if self.abort_sites.len() > marks.0 || self.calls.len() > marks.1 || self.bounds.len() > marks.2 {
            return Err(Unsupported::new(format!(
                "'{}' whose body calls, aborts or loops without bound: its iterations' order could matter",
                op.name()
            ))
            .at(op.loc()));
        }
        self.finish(op, accs)
    }

    /// `name(a, b)` through the shared core (a reduction step).
    fn combine(&self, op: Op<'a>, i: usize, name: &str, a: &Val<'c>, b: &Val<'c>) -> Result<Val<'c>, Unsupported> {
        let ty = Ty::of(op.result(i).ty());
        let inst = super::OpInst {
            name: name.to_string(),
            site: String::new(),
            operands: vec![a.clone(), b.clone()],
            operand_types: vec![ty.clone(), ty.clone()],
            result_types: vec![ty],
            attrs: vec![],
        };
        // Float sums and products of a parallel loop are reassociable
        // (`reassoc.rs`); they are accepted only with `fp-reassoc`.
        let out = match name {
            "arith.addf" => super::arithf::reassociated(&self.cx, &inst, super::float::AcOp::Add),
            "arith.mulf" => super::arithf::reassociated(&self.cx, &inst, super::float::AcOp::Mul),
            _ => super::eval(&self.cx, &inst),
        };
        Ok(out.map_err(|e| e.at(op.loc()))?.results[0].clone())
    }

    /// The values a loop body yields, or the old ones where no exit of the
    /// body is reachable.
    fn yielded(&self, op: Op<'a>, exits: &[Exit<'c, 'a>], old: &[Val<'c>]) -> Result<Vec<Val<'c>>, Unsupported> {
        if exits.is_empty() || old.is_empty() {
            return Ok(old.to_vec());
        }
        if exits.iter().any(|e| e.values.len() != old.len()) {
            return Err(
                Unsupported::new(format!("'{}' body yields the wrong number of values", op.name())).at(op.loc())
            );
        }
        self.merge_exits(exits)
    }

    fn scf_while(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
        let mut state = self.values(op)?;
        let (before, after) = (op.region(0), op.region(1));
        let max = self.cfg().max_unroll;
        let mut results: Vec<(Bool<'c>, Vec<Val<'c>>)> = Vec::new();
        // `going` holds where the loop is still running (path included).
        let mut going = self.path.clone();
        let outer = self.path.clone();
        for k in 0..=max {
            if going.is_false() {
                break;
            }
            self.unrolled = self.unrolled.max(k as u64);
            // The before region: scf.condition(%c) %forwarded...
            self.path = going.clone();
            let exits = self.region(before, &state)?;
            if exits.is_empty() {
                break;
            }
            let fwd = self.merge_exits(&exits)?;
            let cond_term = exits[0].term;
            self.continue_after(&exits, None);
            let (c, forwarded) =
                fwd.split_first().ok_or_else(|| Unsupported::new("scf.condition without a condition"))?;
            let c = self.branch_on(cond_term, c)?;
            let stop = &self.path & !&c;
            results.push((stop, forwarded.to_vec()));
            going = &self.path & &c;
            if k == max {
                self.path = outer.clone();
                self.bound(op, super::encode::BoundKind::Loop, format!("loops up to {max} iterations"), going.clone());
                break;
            }
            self.path = going.clone();
            let exits = self.region(after, forwarded)?;
            if exits.is_empty() {
                break;
            }
            state = self.merge_exits(&exits)?;
            self.continue_after(&exits, None);
            going = self.path.clone();
        }
        // Execution goes on where the loop stopped normally.
        self.path = Bool::or_all(self.cx.smt, results.iter().map(|(c, _)| c.clone()));
        let values = if op.num_results() == 0 {
            vec![]
        } else if results.is_empty() {
            op.results().iter().map(|r| self.poison_of(&Ty::of(r.ty()), op)).collect::<Result<_, _>>()?
        } else {
            (0..op.num_results())
                .map(|i| {
                    let alts: Vec<_> = results.iter().map(|(c, v)| (c.clone(), v[i].clone())).collect();
                    self.merge(&alts)
                })
                .collect()
        };
        self.finish(op, values)
    }
}
