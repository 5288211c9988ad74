//! From MLIR IR to semantics: the meaning of a whole function.
//!
//! The encoder walks a function body with a *path condition* (when the op
//! runs). Region-free ops become an [`OpInst`] evaluated by the shared core;
//! ops with regions and control flow are handled by the encoder itself, in
//! the file of their dialect (`scf.rs`, `cf.rs`, `func.rs`,
//! `tensor/region.rs`).
//!
//! A region with several blocks is a control-flow graph. Blocks are visited
//! in reverse post-order; an edge to a block that comes earlier in that
//! order (a back edge) starts a new *level*, so the graph is unrolled into
//! an acyclic one with at most `max_unroll + 1` copies of each block. At a
//! block, the values of its arguments and of everything defined before it
//! are merged from the incoming edges with `ite` over the edge conditions.
//! An acyclic graph is encoded exactly; an edge beyond the last level is
//! cut, and the check assumes it is not taken (a *bounded* check).
//!
//! Rules written down here, for every encoder:
//! - UB, aborts and bounds are recorded with the current path condition;
//! - branching on poison (cf.cond_br, cf.switch, scf.if, scf.while's
//!   condition, scf.index_switch) is immediate UB (ARCHITECTURE.md, Semantic rules);
//! - a failed `cf.assert` aborts execution, an observable outcome (its
//!   documentation: "the program execution will abort"); see `cf.rs`;
//! - a block ending in `ub.unreachable` has UB on its path, which ends
//!   there: no exit, no successor (see `ub.rs`). A function none of whose
//!   paths returns has poison results, never observed.

pub use super::attrs::attr_val;
use super::ops::{self, Meaning};
use super::select::same_val;
pub(super) use super::select::select_val;
use super::{AttrVal, Config, Cx, OpInst, Ty, Unsupported, Val};
use crate::det::Map;
use crate::ir::{Block, Op, Region, Value};
use crate::smt::{BV, Bool};
use std::rc::Rc;

/// Where and why a function may have immediate undefined behaviour.
pub struct UbSite<'c, 'a> {
    pub op: Op<'a>,
    pub reason: String,
    /// The UB condition, path included.
    pub cond: Bool<'c>,
}

/// One evaluated op: its operand and result values, and the path
/// condition under which it runs (an op of a branch not taken, or of a
/// loop iteration past the trip count, has values no run computes).
pub struct Step<'c, 'a> {
    pub op: Op<'a>,
    pub operands: Vec<Val<'c>>,
    pub results: Vec<Val<'c>>,
    pub path: Bool<'c>,
}

/// What a bound limits, which decides the option that raises it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoundKind {
    /// Loop iterations and cycles of a CFG (`max-unroll`).
    Loop,
    /// Nested calls of one function (a fixed depth).
    Recursion,
}

/// A limit the encoding ran into: the check assumes `cond` is false.
pub struct Bound<'c, 'a> {
    pub op: Op<'a>,
    pub kind: BoundKind,
    /// What was limited, e.g. "loops up to 64 iterations".
    pub what: String,
    pub cond: Bool<'c>,
}

pub use super::loop_abs::{LoopAbs, LoopBlock};

/// The meaning of a function for given argument values.
pub struct Encoded<'c, 'a> {
    pub results: Vec<Val<'c>>,
    /// True when the function has immediate UB.
    pub ub: Bool<'c>,
    pub ub_sites: Vec<UbSite<'c, 'a>>,
    /// True when the function aborts (a failed cf.assert).
    pub abort: Bool<'c>,
    /// Where it may abort, with the condition.
    pub abort_sites: Vec<(Op<'a>, Bool<'c>)>,
    /// Limits reached: the check is bounded by assuming each is not.
    pub bounds: Vec<Bound<'c, 'a>>,
    /// The most iterations of one loop (or levels of a cyclic control-flow
    /// graph) the encoding laid out: a loop of constant trip count within
    /// `max_unroll` counts its trips, any other `max_unroll`.
    pub unrolled: u64,
    /// External calls, in an order that extends execution order on every
    /// path.
    pub calls: Vec<super::func::CallEvent<'c, 'a>>,
    /// Loops encoded abstractly (see `Config::induction`).
    pub loops: Vec<LoopAbs<'c, 'a>>,
    /// Every op, in program order, with its values.
    pub trace: Vec<Step<'c, 'a>>,
    /// The op whose operands are the results (the last `func.return`).
    pub ret: Op<'a>,
    /// UB was recorded at a symbolic point of a large tensor (see
    /// `tensor/lazy.rs`): for the source, only at one point.
    pub lazy_ub: bool,
    /// The arguments' and results' types, static in the shape case (see
    /// `tensor/shape.rs`).
    pub arg_types: Vec<Ty>,
    pub result_types: Vec<Ty>,
    /// Memory when the function returns (see `memory/`).
    pub memory: super::memory::Memory<'c>,
}

/// Encodes the body of `func` (a `func.func`) applied to `args`. `side`
/// ("src" or "tgt") names the fresh values of abstract loops.
pub fn function<'c, 'a>(
    cx: &Cx<'c, '_>,
    func: Op<'a>,
    args: &[Val<'c>],
    arg_types: &[Ty],
    side: &'static str,
) -> Result<Encoded<'c, 'a>, Unsupported> {
    let body = func.region(0);
    if body.is_empty() {
        return Err(Unsupported::new("a function declaration (no body) has no meaning to check").at(func.loc()));
    }
    let mut enc = Encoder::new(*cx, func, side);
    // A shape case gives the arguments of dynamic type their shapes.
    for (v, t) in body.blocks()[0].args().iter().zip(arg_types) {
        if let Ty::Tensor(shape, _) = t {
            enc.shapes.insert(v.handle(), shape.clone());
        }
    }
    // Memref arguments view their caller's buffers (`memory/args.rs`).
    enc.mem.arguments(cx, args, arg_types).map_err(|e| e.at(func.loc()))?;
    let exits = enc.region(body, args)?;
    if let Some(e) = exits.iter().find(|e| e.term.name() != "func.return") {
        return Err(Unsupported::new(format!("'{}' ends a function body", e.term.name())).at(e.term.loc()));
    }
    let mut result_types: Option<Vec<Ty>> = None;
    for e in &exits {
        super::unranked::no_unranked_result(e.term)?;
        let tys = e.term.operands().into_iter().map(|v| enc.ty(v)).collect::<Result<Vec<_>, _>>()?;
        if result_types.as_ref().is_some_and(|r| *r != tys) {
            return Err(
                Unsupported::new("results of different shapes on different paths are not modelled").at(e.term.loc())
            );
        }
        result_types = Some(tys);
        if e.values.iter().any(|v| matches!(v, Val::MemRef(r) if r.bytes.is_some())) {
            return Err(Unsupported::new(
                "returning a memref.view of bytes as another element type (compared per byte) is not modelled",
            )
            .at(e.term.loc()));
        }
    }
    let (results, ret) = match exits.last() {
        Some(last) => (enc.merge_exits(&exits)?, last.term),
        // No path returns: every path has UB (`ub.unreachable`, ...),
        // aborts or is cut at a bound, each recorded with its path, so the
        // results are never observed. They are poison; the op that stands
        // for the return in diagnostics is the function.
        None => {
            let outs = func.attr("function_type").and_then(|a| a.type_value()).and_then(|t| t.function_io());
            let outs = outs.ok_or_else(|| Unsupported::new("a function type that is not understood").at(func.loc()))?.1;
            let what = || "a result of a function that never returns".to_string();
            let results = outs.iter().map(|t| cx.poison_of(&Ty::of(*t), what).map_err(|e| e.at(func.loc())));
            result_types = Some(outs.iter().map(|t| Ty::of(*t)).collect());
            (results.collect::<Result<Vec<_>, _>>()?, func)
        }
    };
    // The function's allocas end with it.
    enc.mem.end_scope(0, &cx.tt());
    let ub = Bool::or_all(cx.smt, enc.ub_sites.iter().map(|s| s.cond.clone()));
    let abort = Bool::or_all(cx.smt, enc.abort_sites.iter().map(|s| s.1.clone()));
    Ok(Encoded {
        results,
        ub,
        ub_sites: enc.ub_sites,
        abort,
        abort_sites: enc.abort_sites,
        bounds: enc.bounds,
        unrolled: enc.unrolled,
        calls: enc.calls,
        loops: enc.loops,
        trace: enc.trace,
        ret,
        lazy_ub: enc.lazy_ub,
        arg_types: arg_types.to_vec(),
        result_types: result_types.unwrap_or_default(),
        memory: enc.mem,
    })
}

/// The deepest nesting of regions encoded: the encoder recurses once per
/// region, and deeper IR (which no pass test holds) is `unsupported`,
/// named, instead of overflowing the stack.
pub const MAX_REGION_DEPTH: usize = 400;

/// How a region is left: under which condition, by which terminator, with
/// which values.
pub(super) struct Exit<'c, 'a> {
    pub cond: Bool<'c>,
    pub term: Op<'a>,
    pub values: Vec<Val<'c>>,
}

type Env<'c> = Map<usize, Val<'c>>;

/// The parts of an op's instance that its IR fixes (see `Encoder::op`).
struct FixedParts<'c> {
    site_base: String,
    operand_types: Vec<Ty>,
    result_types: Vec<Ty>,
    attrs: Vec<(String, AttrVal<'c>)>,
    /// Some operand or result has dynamic dimensions: types are per shape
    /// case (see `tensor/shape.rs`).
    dynamic: bool,
}

pub(super) struct Encoder<'c, 'g, 'a> {
    pub(super) cx: Cx<'c, 'g>,
    /// The function being encoded (its module resolves callees).
    pub(super) func: Op<'a>,
    pub(super) env: Env<'c>,
    /// When the current op executes.
    pub(super) path: Bool<'c>,
    pub(super) ub_sites: Vec<UbSite<'c, 'a>>,
    pub(super) abort_sites: Vec<(Op<'a>, Bool<'c>)>,
    pub(super) bounds: Vec<Bound<'c, 'a>>,
    /// See [`Encoded::unrolled`].
    pub(super) unrolled: u64,
    pub(super) calls: Vec<super::func::CallEvent<'c, 'a>>,
    pub(super) trace: Vec<Step<'c, 'a>>,
    /// How many ops with the same name and attributes were seen so far.
    pub(super) sites: Map<String, usize>,
    /// Calls being inlined, innermost last (for the recursion bound).
    pub(super) inlining: Vec<String>,
    /// Ops encoded so far (see `MAX_ENCODED_OPS`).
    encoded: usize,
    /// "src" or "tgt".
    pub(super) side: &'static str,
    pub(super) loops: Vec<LoopAbs<'c, 'a>>,
    /// The points of the linalg structured ops being encoded, innermost
    /// last (for `linalg.index`).
    pub(super) linalg_points: Vec<Vec<BV<'c>>>,
    /// Structured ops being encoded at a symbolic point (large tensors,
    /// `tensor/lazy.rs`), and whether UB was recorded at such a point.
    pub(super) lazy_depth: usize,
    pub(super) lazy_ub: bool,
    /// Regions being encoded, one inside the other (bounded: the encoder
    /// recurses once per level).
    region_depth: usize,
    /// Per op (by handle): what its IR fixes, read once.
    fixed: Map<usize, Rc<FixedParts<'c>>>,
    /// The shapes of values of dynamic type in this shape case, by handle.
    pub(super) shapes: Map<usize, Vec<u64>>,
    /// Memory (see `memory/`): one state in program order, each write
    /// under its path.
    pub(super) mem: super::memory::Memory<'c>,
}

impl<'c, 'g, 'a> Encoder<'c, 'g, 'a> {
    fn new(cx: Cx<'c, 'g>, func: Op<'a>, side: &'static str) -> Self {
        Encoder {
            cx,
            func,
            env: Map::default(),
            path: cx.tt(),
            ub_sites: Vec::new(),
            abort_sites: Vec::new(),
            bounds: Vec::new(),
            unrolled: 0,
            calls: Vec::new(),
            trace: Vec::new(),
            sites: Map::default(),
            inlining: Vec::new(),
            encoded: 0,
            side,
            loops: Vec::new(),
            linalg_points: Vec::new(),
            lazy_depth: 0,
            region_depth: 0,
            lazy_ub: false,
            fixed: Map::default(),
            shapes: Map::default(),
            mem: Default::default(),
        }
    }

    pub(super) fn cfg(&self) -> &'g Config {
        self.cx.cfg
    }

    pub(super) fn value(&self, v: Value<'a>, user: Op<'a>) -> Result<Val<'c>, Unsupported> {
        self.env.get(&v.handle()).cloned().ok_or_else(|| {
            Unsupported::new(format!("'{}' uses a value defined outside what is modelled", user.name())).at(user.loc())
        })
    }

    /// The type of `v` in this shape case: its IR type, with the shape the
    /// case gave it when that has dynamic dimensions.
    pub(super) fn ty(&self, v: Value<'a>) -> Result<Ty, Unsupported> {
        match Ty::of(v.ty()) {
            Ty::Other(_) if v.ty().is_unranked_tensor() => self.unranked_tensor_ty(v),
            Ty::Dyn(_, e) => match self.shapes.get(&v.handle()) {
                Some(shape) => Ok(Ty::Tensor(shape.clone(), e)),
                None => Err(Unsupported::new(format!(
                    "a value of type {} that crosses a region or block boundary (dynamic shapes are known only \
                     for values defined by ops)",
                    v.ty()
                ))),
            },
            t => Ok(t),
        }
    }

    /// A poison value for `v` on a path that has UB: of its type, with its
    /// dynamic dimensions 1 (nothing observes it).
    pub(super) fn poison_like(&mut self, v: Value<'a>) -> Result<Val<'c>, Unsupported> {
        let ty = match Ty::of(v.ty()) {
            Ty::Dyn(dims, e) => Ty::Tensor(dims.iter().map(|d| d.unwrap_or(1)).collect(), e),
            t => t,
        };
        self.set_shapes(&[v], std::slice::from_ref(&ty));
        self.cx.poison_of(&ty, || format!("a result of type {}", v.ty()))
    }

    /// Records the shapes of `op`'s results of dynamic type.
    pub(super) fn set_shapes(&mut self, results: &[Value<'a>], tys: &[Ty]) {
        for (v, t) in results.iter().zip(tys) {
            if let Ty::Tensor(shape, _) = t {
                self.shapes.insert(v.handle(), shape.clone());
            }
        }
    }

    pub(super) fn values(&self, op: Op<'a>) -> Result<Vec<Val<'c>>, Unsupported> {
        op.operands().into_iter().map(|v| self.value(v, op)).collect()
    }

    pub(super) fn bind(&mut self, vals: &[Value<'a>], to: &[Val<'c>]) {
        for (v, a) in vals.iter().zip(to) {
            self.env.insert(v.handle(), a.clone());
        }
    }

    /// Records immediate UB of `op` when `cond` holds on the current path.
    pub(super) fn ub(&mut self, op: Op<'a>, reason: impl Into<String>, cond: Bool<'c>) {
        let cond = &self.path & cond;
        if !cond.is_false() {
            self.lazy_ub |= self.lazy_depth > 0;
            self.ub_sites.push(UbSite { op, reason: reason.into(), cond });
        }
    }

    /// Records that the check assumes `cond` (on the current path) is false.
    pub(super) fn bound(&mut self, op: Op<'a>, kind: BoundKind, what: impl Into<String>, cond: Bool<'c>) {
        let cond = &self.path & cond;
        if !cond.is_false() {
            self.bounds.push(Bound { op, kind, what: what.into(), cond });
        }
    }

    /// Branching on a poison condition is immediate UB.
    pub(super) fn branch_on(&mut self, op: Op<'a>, c: &Val<'c>) -> Result<Bool<'c>, Unsupported> {
        let Val::Int(c) = c else {
            return Err(Unsupported::new(format!("'{}' on a non-scalar condition", op.name())).at(op.loc()));
        };
        self.ub(op, "branch on poison", c.poison.clone());
        Ok(super::int::i1_to_bool(&c.bits))
    }

    /// Runs `f` with the path narrowed by `cond`, then restores it.
    pub(super) fn under<T>(&mut self, cond: &Bool<'c>, f: impl FnOnce(&mut Self) -> T) -> T {
        let saved = self.path.clone();
        self.path = &saved & cond;
        let r = f(self);
        self.path = saved;
        r
    }

    /// Merges values of exclusive alternatives: `conds[i]` selects `vals[i]`.
    pub(super) fn merge(&self, alts: &[(Bool<'c>, Val<'c>)]) -> Val<'c> {
        let (_, last) = alts.last().expect("merge of no values");
        let mut acc = last.clone();
        for (c, v) in alts[..alts.len() - 1].iter().rev() {
            acc = select_val(c, v, &acc);
        }
        acc
    }

    /// The values an exit list produces, merged by exit condition.
    pub(super) fn merge_exits(&self, exits: &[Exit<'c, 'a>]) -> Result<Vec<Val<'c>>, Unsupported> {
        let n = exits[0].values.len();
        (0..n)
            .map(|i| {
                let alts: Vec<_> = exits.iter().map(|e| (e.cond.clone(), e.values[i].clone())).collect();
                Ok(self.merge(&alts))
            })
            .collect()
    }

    /// Encodes a region entered with `args` under the current path, and
    /// returns how it is left.
    pub(super) fn region(&mut self, region: Region<'a>, args: &[Val<'c>]) -> Result<Vec<Exit<'c, 'a>>, Unsupported> {
        if self.region_depth >= MAX_REGION_DEPTH {
            return Err(Unsupported::new(format!("regions nested more than {MAX_REGION_DEPTH} deep")));
        }
        self.region_depth += 1;
        let blocks = region.blocks();
        let exits = match blocks.len() {
            0 => Err(Unsupported::new("an empty region")),
            1 => self.single_block(blocks[0], args),
            _ => self.cfg_region(&blocks, args),
        };
        self.region_depth -= 1;
        exits
    }

    /// A region of one block: straight-line code and a terminator that
    /// leaves the region (a branch back to the block itself is a loop, and
    /// goes through the CFG walk).
    fn single_block(&mut self, block: Block<'a>, args: &[Val<'c>]) -> Result<Vec<Exit<'c, 'a>>, Unsupported> {
        self.bind(&block.args(), args);
        let ops = block.ops();
        let (term, body) = ops.split_last().ok_or_else(|| Unsupported::new("an empty block"))?;
        for op in body {
            self.op(*op)?;
        }
        if self.unreachable(*term) {
            return Ok(vec![]);
        }
        if term.num_successors() > 0 {
            return self.cfg_region(&[block], args);
        }
        let values = self.values(*term)?;
        Ok(vec![Exit { cond: self.path.clone(), term: *term, values }])
    }

    /// Encodes one op and binds its results.
    pub(super) fn op(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
        self.encoded += 1;
        if self.encoded > super::MAX_ENCODED_OPS {
            // The loops laid out so far, as many times as they run (a
            // loop of 8 iterations is not unrolled `max_unroll` times).
            let loops =
                if self.unrolled > 0 { format!("loops unrolled {} times, ", self.unrolled) } else { String::new() };
            return Err(Unsupported::too_large(format!(
                "the encoding outgrew {} ops ({loops}calls inlined); lower max-unroll",
                super::MAX_ENCODED_OPS,
            )));
        }
        if self.encoded % 256 == 0 && crate::smt::limits::expired() {
            // The check names the limit and the phase (see `refine::out_of_time`).
            return Err(Unsupported::too_large("the time limit ran out while encoding"));
        }
        self.vector_elements_guard(op)?;
        let name = op.name();
        let spec = ops::spec(name);
        // Ops the tables give to the encoder are handled in their dialect's
        // file; the others are evaluated by their rule.
        let by_encoder = matches!(spec.map(|s| s.meaning), Some(Meaning::Encoder));
        let handled = match name.split_once('.').map(|(d, _)| d) {
            _ if self.unranked(op)? => true,
            Some("scf") if by_encoder => self.scf(op)?,
            Some("cf") if by_encoder => self.cf(op)?,
            Some("func") if by_encoder => self.func_op(op)?,
            Some("linalg") if by_encoder => self.linalg(op)?,
            Some("tensor") if by_encoder => self.tensor_op(op)?,
            Some("memref") if by_encoder => self.memref_op(op)?,
            Some("affine") if by_encoder => self.affine_op(op)?,
            Some("bufferization") if by_encoder => self.bufferization_op(op)?,
            Some("vector") if by_encoder => self.print_op(op)? || self.vector_op(op)?,
            _ => false,
        };
        if handled {
            return Ok(());
        }
        if !op.is_registered() && !super::models(name) && op.regions().is_empty() && op.num_successors() == 0 {
            return self.opaque_op(op);
        }
        if !op.regions().is_empty() || op.num_successors() > 0 {
            return Err(Unsupported::new(format!("op '{name}' is not modelled")).at(op.loc()));
        }
        // What does not change between executions of the op (a body that
        // runs at many points, an unrolled loop) is read from the IR once.
        let fixed = match self.fixed.get(&op.handle()) {
            Some(f) => f.clone(),
            None => {
                let attrs: Vec<_> = op.attrs();
                let site_base = format!(
                    "{}{{{}}}",
                    name,
                    attrs.iter().map(|(n, a)| format!("{n}={a}")).collect::<Vec<_>>().join(",")
                );
                let mut attrs: Vec<(String, AttrVal<'c>)> = attrs
                    .into_iter()
                    .map(|(n, a)| (n.to_string(), attr_val(&self.cx, spec.and_then(|s| s.attr_kind(n)), a)))
                    .collect();
                if let Some(v) = self.cx.cfg.vscale {
                    super::vector_scalable::scale_attrs(op, v, &mut attrs);
                }
                let operand_types: Vec<Ty> = op.operands().iter().map(|v| Ty::of(v.ty())).collect();
                let result_types: Vec<Ty> = op.results().iter().map(|r| Ty::of(r.ty())).collect();
                let dynamic = operand_types.iter().chain(&result_types).any(|t| matches!(t, Ty::Dyn(..)));
                let f = Rc::new(FixedParts { site_base, operand_types, result_types, dynamic, attrs });
                self.fixed.insert(op.handle(), f.clone());
                f
            }
        };
        let mut operands = self.values(op)?;
        super::tensor::lazy::materialize(self.cx.smt, name, spec, &mut operands);
        let rank = self.sites.entry(fixed.site_base.clone()).or_insert(0);
        *rank += 1;
        let mut inst = OpInst {
            name: name.to_string(),
            site: format!("{}#{rank}", fixed.site_base),
            operands: operands.clone(),
            operand_types: fixed.operand_types.clone(),
            result_types: fixed.result_types.clone(),
            attrs: fixed.attrs.clone(),
        };
        if fixed.dynamic {
            // Static types for this shape case (see `tensor/shape.rs`).
            inst.operand_types = op.operands().into_iter().map(|v| self.ty(v)).collect::<Result<_, _>>()?;
            inst.operands = inst.operands.into_iter().map(super::tensor::shape::folded).collect();
            operands = inst.operands.clone();
            match super::tensor::shape::result_types(&inst, &fixed.operand_types).map_err(|e| e.at(op.loc()))? {
                Ok(tys) => inst.result_types = tys,
                Err(why) => {
                    // Shapes that do not fit: UB, and poison results.
                    let always = self.cx.tt();
                    self.ub(op, why, always);
                    let results = op.results().iter().map(|r| self.poison_like(*r)).collect::<Result<Vec<_>, _>>()?;
                    self.bind(&op.results(), &results);
                    return Ok(());
                }
            }
            self.set_shapes(&op.results(), &inst.result_types);
        }
        let out = super::reassoc::eval(&self.cx, op.handle(), &inst).map_err(|e| e.at(op.loc()))?;
        if out.results.len() != op.num_results() {
            return Err(Unsupported::new(format!("'{name}' with {} results", op.num_results())).at(op.loc()));
        }
        self.bind(&op.results(), &out.results);
        // UB of an op on large tensors is at a symbolic point.
        let lazy = out.results.iter().any(|v| v.is_lazy());
        self.lazy_depth += usize::from(lazy);
        for (reason, cond) in out.ub {
            self.ub(op, reason, cond);
        }
        self.lazy_depth -= usize::from(lazy);
        self.step(op, operands, out.results);
        Ok(())
    }

    /// Binds the results of a structured op and records it in the trace.
    pub(super) fn finish(&mut self, op: Op<'a>, results: Vec<Val<'c>>) -> Result<(), Unsupported> {
        if results.len() != op.num_results() {
            return Err(Unsupported::new(format!(
                "'{}' yields {} values for {} results",
                op.name(),
                results.len(),
                op.num_results()
            ))
            .at(op.loc()));
        }
        let operands = self.values(op)?;
        self.bind(&op.results(), &results);
        self.step(op, operands, results);
        Ok(())
    }

    /// Records an evaluated op in the trace, on the current path.
    pub(super) fn step(&mut self, op: Op<'a>, operands: Vec<Val<'c>>, results: Vec<Val<'c>>) {
        let path = self.path.clone();
        self.trace.push(Step { op, operands, results, path });
    }

    /// A multi-block region, unrolled into levels (see the module comment).
    fn cfg_region(&mut self, blocks: &[Block<'a>], args: &[Val<'c>]) -> Result<Vec<Exit<'c, 'a>>, Unsupported> {
        self.unranked_block_args(blocks)?;
        let entry = blocks[0];
        let order = reverse_post_order(entry);
        let pos: Map<usize, usize> = order.iter().enumerate().map(|(i, b)| (b.handle(), i)).collect();
        let levels = self.cfg().max_unroll as usize + 1;
        // Incoming edges per (level, block position): condition, block
        // arguments, and the environment at the end of the predecessor.
        type Edge<'c> = (Bool<'c>, Vec<Val<'c>>, Rc<Env<'c>>);
        let mut incoming: Map<(usize, usize), Vec<Edge<'c>>> = Map::default();
        incoming.insert((0, 0), vec![(self.path.clone(), args.to_vec(), Rc::new(self.env.clone()))]);
        let outer_path = self.path.clone();
        let mut exits = Vec::new();
        for level in 0..levels {
            for (i, block) in order.iter().enumerate() {
                let Some(edges) = incoming.remove(&(level, i)) else { continue };
                let (cond, block_args, env) = self.join(&edges);
                if cond.is_false() {
                    continue;
                }
                self.unrolled = self.unrolled.max(level as u64);
                self.env = env;
                self.path = cond;
                let ops = block.ops();
                let (term, body) = ops.split_last().ok_or_else(|| Unsupported::new("an empty block"))?;
                self.bind(&block.args(), &block_args);
                for op in body {
                    self.op(*op)?;
                }
                if self.unreachable(*term) {
                    continue;
                }
                let succs = self.successors(*term)?;
                if succs.is_empty() {
                    let values = self.values(*term)?;
                    exits.push(Exit { cond: self.path.clone(), term: *term, values });
                    continue;
                }
                let env = Rc::new(self.env.clone());
                for (target, econd, eargs) in succs {
                    let Some(&j) = pos.get(&target.handle()) else { continue };
                    let next = if j <= i { level + 1 } else { level };
                    if next >= levels {
                        let what = format!("loops up to {} iterations", self.cfg().max_unroll);
                        self.bound(*term, BoundKind::Loop, what, econd);
                        continue;
                    }
                    let c = &self.path & econd;
                    incoming.entry((next, j)).or_default().push((c, eargs, env.clone()));
                }
            }
        }
        self.path = outer_path;
        Ok(exits)
    }

    /// Joins incoming edges: the disjunction of their conditions, and the
    /// block arguments and environment merged by condition.
    fn join(&self, edges: &[(Bool<'c>, Vec<Val<'c>>, Rc<Env<'c>>)]) -> (Bool<'c>, Vec<Val<'c>>, Env<'c>) {
        let cond = Bool::or_all(self.cx.smt, edges.iter().map(|e| e.0.clone()));
        if edges.len() == 1 {
            return (cond, edges[0].1.clone(), (*edges[0].2).clone());
        }
        let args = (0..edges[0].1.len())
            .map(|k| self.merge(&edges.iter().map(|e| (e.0.clone(), e.1[k].clone())).collect::<Vec<_>>()))
            .collect();
        let mut env = Env::default();
        for (key, first) in edges[0].2.iter() {
            let vals: Option<Vec<&Val<'c>>> = edges.iter().map(|e| e.2.get(key)).collect();
            let Some(vals) = vals else { continue };
            if vals.iter().all(|v| same_val(v, first)) {
                env.insert(*key, first.clone());
            } else {
                let alts: Vec<_> = edges.iter().zip(vals).map(|(e, v)| (e.0.clone(), v.clone())).collect();
                env.insert(*key, self.merge(&alts));
            }
        }
        (cond, args, env)
    }
}

/// Blocks reachable from `entry`, in reverse post-order of a depth-first
/// walk over successors.
fn reverse_post_order<'a>(entry: Block<'a>) -> Vec<Block<'a>> {
    let mut seen = crate::det::Set::default();
    let mut post = Vec::new();
    // Iterative DFS: (block, next successor index).
    let mut stack = vec![(entry, 0usize)];
    seen.insert(entry.handle());
    while let Some((b, k)) = stack.pop() {
        let term = b.ops().last().copied();
        let n = term.map(|t| t.num_successors()).unwrap_or(0);
        if k < n {
            stack.push((b, k + 1));
            let s = term.unwrap().successor(k);
            if seen.insert(s.handle()) {
                stack.push((s, 0));
            }
        } else {
            post.push(b);
        }
    }
    post.reverse();
    post
}
