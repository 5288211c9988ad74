//! The semantics core: what each op means, as SMT terms.
//!
//! One file per dialect, one function per op, named after it, with the rule
//! from the op's documentation beside it. Op rules see an [`OpInst`]: the
//! operand values, the result types and the attribute values, which may be
//! symbolic. The IR encoder (`encode`) builds an `OpInst` from an MLIR op;
//! the PDL verifier builds one from a pattern. Either way the same rule
//! runs, so no op's meaning is written twice.
//!
//! Where an op lives:
//! - its meaning: the function named after it in its dialect's file
//!   (`arith.rs`, `arithf.rs`, `math.rs`, `index.rs`, `ub.rs`, `vector.rs`,
//!   `tensor/`, `tosa/`, `affine.rs`, `comb.rs`, `test.rs`); ops with regions,
//!   successors or terminators in the encoder's files (`scf.rs`, `cf.rs`,
//!   `func.rs`, `tensor/region.rs`);
//! - its metadata: the `OPS` table beside its rules ([`ops::OpSpec`]: the
//!   rule or "the encoder", traits, the attributes the rule reads and their
//!   kinds, the PDL signature). Every consumer reads it through
//!   [`ops::spec`]: [`eval`], [`models`], the encoder (dispatch, attribute
//!   decoding), `scf.reduce`'s combiner check, the PDL verifier;
//! - its tests: `test/semantics/<dialect>/` (lit, one file per op or
//!   family: pairs that must validate and pairs that must be caught),
//!   `tests/int_rules.rs` and `tests/float_rules.rs` (each rule against a
//!   reference on concrete inputs), `test/semantics/ub-audit.md` (every UB
//!   and poison rule of the ODS descriptions), and the tables' consistency
//!   in `ops.rs`.
//!
//! Semantic rules shared by all encoders (ARCHITECTURE.md):
//! - an integer or index value is a pair (bit-vector, poison flag);
//! - immediate UB is a condition reported in [`Outcome::ub`]; poison
//!   propagates through ops and turns into UB only where an op says so;
//! - nothing here calls the solver.

pub mod affine;
mod affine_index;
pub mod arith;
pub mod arithf;
mod attrs;
pub mod bufferization;
pub mod builtin;
pub mod cf;
pub mod comb;
pub mod encode;
pub mod float;
pub mod func;
pub mod index;
pub mod int;
pub mod linalg;
mod loop_abs;
pub mod math;
mod math_pow;
pub mod memory;
pub mod memref;
mod memref_bytes;
mod memref_vector;
mod memref_view;
pub mod one_op;
pub mod opaque;
pub mod ops;
pub mod ops_doc;
pub mod print;
pub mod reassoc;
pub mod refinement;
pub mod scf;
mod select;
mod shared;
pub mod sparse;
pub mod tensor;
pub mod test;
pub mod tosa;
mod ty;
pub mod ub;
mod unranked;
pub mod vector;
mod vector_gather;
mod vector_mask;
mod vector_memory;
pub mod vector_reduce;
mod vector_scalable;
mod vector_shuffle;
mod vector_transfer;

use crate::ir;
use crate::smt::{BV, Bool, Context};
use std::fmt;

pub use attrs::{AttrVal, shown};
pub use int::IntVal;
pub use shared::Shared;
pub use ty::{MAX_LANES, Ty, with_vscale};

/// Settings that change the meaning of ops or bound the encoding.
#[derive(Clone, Debug)]
pub struct Config {
    /// Width of `index` (the `index-bitwidth` option).
    pub index_bits: u32,
    /// Loop iterations encoded before a loop is cut (`max-unroll`).
    pub max_unroll: u32,
    /// Loops to encode abstractly for a proof by induction, by op handle
    /// and loop (0 for `scf.for` and `affine.for`; each iteration dimension
    /// of a structured op on memrefs, `linalg/nest.rs`), with the key that
    /// pairs a source loop with its target loop (see `encode::LoopAbs`).
    pub induction: crate::det::Map<(usize, usize), String>,
    /// How floating point is encoded in this check.
    pub fp: float::Encoding,
    /// The largest size a dynamic dimension of an argument takes in the
    /// shape cases (`max-dynamic-size`; see `tensor/shape.rs`).
    pub max_dynamic_size: u64,
    /// Arguments fixed to a value by the shape case (`index` arguments
    /// that give sizes; see `tensor/shape.rs`), by position.
    pub fixed_args: Vec<Option<i64>>,
    /// Tensor arguments and structured ops are lazy (`tensor/lazy.rs`):
    /// the pair has a large tensor or a loop nest too large to expand (see
    /// `linalg::needs_lazy`).
    pub lazy_tensors: bool,
    /// Float accumulations of reductions (`fp-reassoc`; see `reassoc.rs`).
    pub fp_reassoc: float::Reassoc,
    /// Memref arguments of one element type may share a buffer
    /// (`memref-alias=may`; see `memory/args.rs`).
    pub memref_may_alias: bool,
    /// Every memref argument's whole view is dereferenceable
    /// (`memref-deref=view`); by default an argument's buffer is
    /// dereferenceable only where the source accesses it (see
    /// `memory/args.rs`).
    pub memref_deref_view: bool,
    /// The vscale of this check, for a pair with scalable vectors (see
    /// `vector_scalable.rs`); `None` otherwise.
    pub vscale: Option<u64>,
    /// The largest vscale such a pair is checked with (`max-vscale`).
    pub max_vscale: u64,
}

/// Ops one function may encode (loops unrolled, calls inlined) before the
/// encoding is given up as too large for the solver.
pub const MAX_ENCODED_OPS: usize = 200_000;

impl Default for Config {
    fn default() -> Self {
        Config {
            index_bits: 64,
            max_unroll: 64,
            induction: Default::default(),
            fp: float::Encoding::Ieee,
            max_dynamic_size: 3,
            fixed_args: Vec::new(),
            lazy_tensors: false,
            fp_reassoc: float::Reassoc::Off,
            memref_may_alias: false,
            memref_deref_view: false,
            vscale: None,
            max_vscale: 4,
        }
    }
}

/// The encoding context: the SMT context, the configuration, and what the
/// source and target encodings share.
#[derive(Clone, Copy)]
pub struct Cx<'c, 'g> {
    pub smt: &'c Context,
    pub cfg: &'g Config,
    pub shared: &'g Shared<'c>,
}

impl<'c> Cx<'c, '_> {
    /// Bit width of an integer-like type (`index` resolves to the option).
    pub fn width(&self, ty: &Ty) -> Option<u32> {
        match ty {
            Ty::Int(w) | Ty::UInt(w) | Ty::SInt(w) => Some(*w),
            Ty::Index => Some(self.cfg.index_bits),
            _ => None,
        }
    }

    pub fn tt(&self) -> Bool<'c> {
        Bool::from_bool(self.smt, true)
    }

    pub fn ff(&self) -> Bool<'c> {
        Bool::from_bool(self.smt, false)
    }

    /// A free value of type `ty` (a function argument): any value, possibly
    /// poison.
    pub fn fresh(&self, ty: &Ty, name: &str) -> Result<Val<'c>, Unsupported> {
        if let (true, Ty::Tensor(shape, elem)) = (tensor::is_large(ty) || self.cfg.lazy_tensors, ty) {
            return Ok(Val::Lazy(tensor::lazy::Lazy::input(self, shape, elem, name)?));
        }
        if let Ty::MemRef(m) = ty {
            return Ok(Val::MemRef(memory::args::view(self, m, name)?));
        }
        if let Ty::Vector(_, elem) | Ty::Tensor(_, elem) = ty {
            let lanes = (0..ty.lanes()).map(|i| self.fresh(elem, &format!("{name}[{i}]"))).collect::<Result<_, _>>();
            let lanes = lanes.map_err(|_| Unsupported::new(format!("argument type {ty} is not modelled")))?;
            return Ok(Val::aggregate(ty, lanes));
        }
        if let Ty::Float(k) = ty {
            let f =
                float::format_of(*k).ok_or_else(|| Unsupported::new(format!("argument type {ty} is not modelled")))?;
            let v = float::floats(self).input(f, name);
            return Ok(Val::Float(float::FloatVal::new(v, Bool::new_const(self.smt, &format!("{name}.poison")))));
        }
        let w = self.int_width(ty, || format!("argument type {ty}"))?;
        Ok(Val::Int(IntVal::new(
            BV::new_const(self.smt, name, w),
            Bool::new_const(self.smt, &format!("{name}.poison")),
        )))
    }

    /// A poison value of type `ty` (what an unreachable path yields).
    pub fn poison_of(&self, ty: &Ty, what: impl Fn() -> String) -> Result<Val<'c>, Unsupported> {
        match ty {
            Ty::Tensor(shape, e) if tensor::is_large(ty) => {
                Ok(Val::Lazy(tensor::lazy::Lazy::splat(self, shape, e, self.poison_of(e, what)?)))
            }
            Ty::Vector(_, e) | Ty::Tensor(_, e) => Ok(Val::aggregate(ty, vec![self.poison_of(e, what)?; ty.lanes()])),
            // A memref into no block (never read: the path is never taken).
            Ty::MemRef(m) => Ok(Val::MemRef(memory::args::nowhere(self, m.rank()))),
            Ty::Float(k) => {
                let f = float::format_of(*k)
                    .ok_or_else(|| Unsupported::new(format!("{}: type {ty} is not modelled", what())))?;
                let fl = float::floats(self);
                Ok(Val::Float(float::FloatVal::new(fl.constant(f, 0.0), self.tt())))
            }
            _ => {
                let w = self.int_width(ty, || format!("{}: type {ty}", what()))?;
                Ok(Val::Int(IntVal::new(BV::zero(self.smt, w), self.tt())))
            }
        }
    }

    /// The format of a float type, or `unsupported` naming `what`.
    pub fn float_format(&self, ty: &Ty, what: impl FnOnce() -> String) -> Result<crate::smt::Format, Unsupported> {
        match ty {
            Ty::Float(k) => {
                float::format_of(*k).ok_or_else(|| Unsupported::new(format!("{}: {ty} is not modelled", what())))
            }
            Ty::Other(_) => Err(Unsupported::new(format!("{}: type {ty} is not modelled", what()))),
            _ => Err(Unsupported::new(format!("{} is not a float", what()))),
        }
    }

    /// The width of an integer-like type, or `unsupported` naming `what`.
    pub fn int_width(&self, ty: &Ty, what: impl FnOnce() -> String) -> Result<u32, Unsupported> {
        match self.width(ty) {
            Some(0) => Err(Unsupported::new(format!("{}: zero-width integers are not modelled", what()))),
            Some(w) => Ok(w),
            None => Err(Unsupported::new(format!("{} is not modelled", what()))),
        }
    }
}

/// A symbolic value.
#[derive(Clone, Debug)]
pub enum Val<'c> {
    Int(IntVal<'c>),
    Float(float::FloatVal<'c>),
    /// A fixed-shape vector, its elements flattened in row-major order;
    /// each element is poison or not on its own.
    Vector(Vec<Val<'c>>),
    /// A static-shape tensor, its elements flattened in row-major order;
    /// each element is poison or not on its own (see `tensor.rs`).
    Tensor(Vec<Val<'c>>),
    /// A static-shape tensor given by its element at a symbolic point
    /// (large tensors: see `tensor/lazy.rs`).
    Lazy(tensor::lazy::Lazy<'c>),
    /// A memref: a view into a block of memory (see `memory/`).
    MemRef(memory::MemRef<'c>),
}

impl<'c> Val<'c> {
    /// The value of vector or tensor type `ty` with these elements (the
    /// element itself for a scalar type).
    pub fn aggregate(ty: &Ty, mut elems: Vec<Val<'c>>) -> Val<'c> {
        match ty {
            Ty::Vector(..) => Val::Vector(elems),
            Ty::Tensor(..) => Val::Tensor(elems),
            _ => {
                assert_eq!(elems.len(), 1, "a scalar has one element");
                elems.remove(0)
            }
        }
    }

    /// The elements of a vector or tensor.
    pub fn elements(&self) -> Option<&[Val<'c>]> {
        match self {
            Val::Vector(vs) | Val::Tensor(vs) => Some(vs),
            _ => None,
        }
    }

    pub fn as_int(&self) -> Option<&IntVal<'c>> {
        match self {
            Val::Int(v) => Some(v),
            _ => None,
        }
    }

    pub fn as_float(&self) -> Option<&float::FloatVal<'c>> {
        match self {
            Val::Float(v) => Some(v),
            _ => None,
        }
    }

    /// Every integer scalar inside the value (the value itself for an
    /// integer).
    pub fn scalars(&self) -> Vec<&IntVal<'c>> {
        match self {
            Val::Int(v) => vec![v],
            Val::Float(_) => vec![],
            Val::Vector(vs) | Val::Tensor(vs) => vs.iter().flat_map(|v| v.scalars()).collect(),
            Val::Lazy(_) => panic!("the scalars of a lazy tensor"),
            Val::MemRef(_) => vec![],
        }
    }

    /// Every scalar inside the value, of any type (the value itself for a
    /// scalar). A lazy tensor has no scalars of its own: callers that may
    /// meet one check [`Val::is_lazy`] first.
    pub fn lanes(&self) -> Vec<&Val<'c>> {
        match self {
            Val::Vector(vs) | Val::Tensor(vs) => vs.iter().flat_map(|v| v.lanes()).collect(),
            Val::Lazy(_) => panic!("the lanes of a lazy tensor"),
            // A memref has no scalar of its own (its contents are memory's).
            Val::MemRef(_) => vec![],
            v => vec![v],
        }
    }

    /// Whether two values have one shape (kind, width or format, lengths,
    /// rank), so that [`Val::refined_by`] may compare them.
    pub fn same_shape(&self, o: &Val<'c>) -> bool {
        match (self, o) {
            (Val::Int(a), Val::Int(b)) => a.width() == b.width(),
            (Val::Float(a), Val::Float(b)) => a.v.format() == b.v.format(),
            (Val::Vector(a), Val::Vector(b)) | (Val::Tensor(a), Val::Tensor(b)) => {
                a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.same_shape(y))
            }
            (Val::Lazy(a), Val::Lazy(b)) => a.shape == b.shape,
            (Val::Lazy(a), Val::Tensor(b)) | (Val::Tensor(b), Val::Lazy(a)) => {
                a.shape.iter().product::<u64>() == b.len() as u64
            }
            (Val::MemRef(a), Val::MemRef(b)) => a.sizes.len() == b.sizes.len(),
            _ => false,
        }
    }

    /// Whether the value is a lazy tensor (see `tensor/lazy.rs`).
    pub fn is_lazy(&self) -> bool {
        matches!(self, Val::Lazy(_))
    }

    /// Whether a scalar is poison.
    pub fn poison(&self) -> Bool<'c> {
        match self {
            Val::Int(v) => v.poison.clone(),
            Val::Float(v) => v.poison.clone(),
            Val::Vector(_) | Val::Tensor(_) | Val::Lazy(_) => panic!("poison flag of a vector or tensor"),
            // A memref value is never poison (see `memory/`).
            Val::MemRef(r) => Bool::from_bool(r.block.ctx(), false),
        }
    }

    /// The SMT context of a value's terms.
    pub fn poison_ctx(&self) -> &'c Context {
        match self {
            Val::Int(v) => v.poison.ctx(),
            Val::Float(v) => v.poison.ctx(),
            Val::Vector(vs) | Val::Tensor(vs) => vs[0].poison_ctx(),
            Val::Lazy(l) => l.elem.poison_ctx(),
            Val::MemRef(r) => r.block.ctx(),
        }
    }

    /// Refinement (ARCHITECTURE.md, Semantic rules): `target` refines `self` when, for this
    /// value's type, it may stand for it. Each type defines its rule beside
    /// its value: integers (`IntVal::refined_by`, `int.rs`), floats
    /// (`FloatVal::refined_by`, `float/mod.rs`), vectors
    /// (`vector::refined_by`, `vector.rs`), tensors (`tensor::refined_by`,
    /// `tensor.rs`).
    pub fn refined_by(&self, target: &Val<'c>) -> Bool<'c> {
        match (self, target) {
            (Val::Int(s), Val::Int(t)) => s.refined_by(t),
            (Val::Float(s), Val::Float(t)) => s.refined_by(t),
            (Val::Vector(ss), Val::Vector(ts)) => vector::refined_by(ss, ts),
            (Val::Tensor(ss), Val::Tensor(ts)) => tensor::refined_by(ss, ts),
            (Val::Lazy(l), other) | (other, Val::Lazy(l)) if matches!(other, Val::Lazy(_) | Val::Tensor(_)) => {
                tensor::lazy::refined_by(self.poison_ctx(), &l.shape, self, target)
            }
            // Within one memory (a loop's carried values, a call's
            // arguments) a memref refines only the same view; results are
            // compared with their memories (`memory::refine`).
            (Val::MemRef(s), Val::MemRef(t)) => s.same(t),
            _ => panic!("refinement between values of different shapes"),
        }
    }

    /// The scalar's type as calls distinguish it (`i32`, `f32`).
    pub fn scalar_kind(&self) -> String {
        match self {
            Val::Int(v) => format!("i{}", v.width()),
            Val::Float(v) => float::format_name(v.v.format()).to_string(),
            // The shape and element make the kind: calls with operands of
            // other shapes are other callees.
            Val::Vector(vs) => format!("vector<{}x{}>", vs.len(), vs[0].scalar_kind()),
            Val::Tensor(vs) => format!("tensor<{}x{}>", vs.len(), vs[0].scalar_kind()),
            Val::Lazy(l) => {
                format!("tensor<{}x{}>", l.shape.iter().product::<u64>(), l.elem.scalar_kind())
            }
            Val::MemRef(r) => format!("memref of rank {}", r.sizes.len()),
        }
    }
}

/// One operation to evaluate: its name, operand values, result types and
/// attributes.
pub struct OpInst<'c> {
    pub name: String,
    /// A name for this occurrence of the op that the source and target
    /// share when they correspond (the op, its attributes and its rank
    /// among equal ops of the function); used by ops whose value comes from
    /// outside the function.
    pub site: String,
    pub operands: Vec<Val<'c>>,
    pub operand_types: Vec<Ty>,
    pub result_types: Vec<Ty>,
    pub attrs: Vec<(String, AttrVal<'c>)>,
}

impl<'c> OpInst<'c> {
    /// Attribute `name`. A rule reads only the attributes its table lists
    /// (the encoder decodes the others by structure alone).
    pub fn attr(&self, name: &str) -> Option<&AttrVal<'c>> {
        debug_assert!(
            ops::spec(&self.name).is_some_and(|s| s.attr_kind(name).is_some()),
            "the rule of '{}' reads '{name}', which its table does not list",
            self.name
        );
        self.attrs.iter().find(|(n, _)| n == name).map(|(_, a)| a)
    }

    /// An integer attribute, as a bit-vector of its own width.
    pub fn int_attr(&self, name: &str) -> Result<BV<'c>, Unsupported> {
        match self.attr(name) {
            Some(AttrVal::Int(v)) => Ok(v.clone()),
            Some(other) => Err(Unsupported::new(format!("attribute '{name}' = {other:?} of '{}'", self.name))),
            None => Err(Unsupported::new(format!("'{}' without its '{name}' attribute", self.name))),
        }
    }

    /// Whether a unit attribute is present (a formula, so PDL can leave it open).
    pub fn unit_attr(&self, cx: &Cx<'c, '_>, name: &str) -> Bool<'c> {
        match self.attr(name) {
            Some(AttrVal::UnitIf(b)) => b.clone(),
            a => Bool::from_bool(cx.smt, matches!(a, Some(AttrVal::Unit))),
        }
    }

    /// The `overflowFlags` attribute; absent means no flag.
    pub fn overflow_flags(&self, cx: &Cx<'c, '_>) -> int::Flags<'c> {
        match self.attr("overflowFlags") {
            Some(AttrVal::Overflow(f)) => f.clone(),
            _ => int::Flags { nsw: cx.ff(), nuw: cx.ff() },
        }
    }

    /// Integer operand `i`.
    pub fn int(&self, i: usize) -> Result<&IntVal<'c>, Unsupported> {
        self.operands
            .get(i)
            .and_then(|v| v.as_int())
            .ok_or_else(|| Unsupported::new(format!("operand #{i} of '{}' is not an integer", self.name)))
    }

    /// Width of result `i`, which must be integer-like.
    pub fn result_width(&self, cx: &Cx<'c, '_>, i: usize) -> Result<u32, Unsupported> {
        let ty =
            self.result_types.get(i).ok_or_else(|| Unsupported::new(format!("'{}' has no result #{i}", self.name)))?;
        cx.int_width(ty, || format!("result type {ty} of '{}'", self.name))
    }
}

/// The meaning of one op: its results and the conditions under which it has
/// immediate undefined behaviour, each with a reason.
pub struct Outcome<'c> {
    pub results: Vec<Val<'c>>,
    pub ub: Vec<(String, Bool<'c>)>,
}

impl<'c> Outcome<'c> {
    pub fn value(v: Val<'c>) -> Outcome<'c> {
        Outcome { results: vec![v], ub: Vec::new() }
    }

    pub fn int(v: IntVal<'c>) -> Outcome<'c> {
        Outcome::value(Val::Int(v))
    }
}

pub type Res<'c> = Result<Outcome<'c>, Unsupported>;

/// Something the encoder does not model. The function that contains it is
/// `unsupported`, never `valid`. With `too_large`, the encoding outgrew its
/// budget (size or time): the check is inconclusive rather than unsupported.
#[derive(Clone, Debug)]
pub struct Unsupported {
    pub message: String,
    /// Handle of the op it concerns (an `ir::Loc` handle), when known.
    pub loc: Option<ir::LocId>,
    pub too_large: bool,
}

impl Unsupported {
    pub fn new(message: impl Into<String>) -> Unsupported {
        Unsupported { message: message.into(), loc: None, too_large: false }
    }

    pub fn too_large(message: impl Into<String>) -> Unsupported {
        Unsupported { message: message.into(), loc: None, too_large: true }
    }

    pub fn at(mut self, loc: ir::Loc<'_>) -> Unsupported {
        self.loc.get_or_insert(loc.id());
        self
    }
}

impl fmt::Display for Unsupported {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

/// Evaluates one region-free op from the shared core: the rule its
/// dialect's table gives it (`ops::spec`). Ops with regions or successors
/// are the encoder's business (`encode`).
///
/// Elementwise ops on vectors (every `arith` op: "when applied to vector
/// ... values", the op applies per element) are evaluated lane by lane:
/// scalar operands (a `select` condition) are broadcast, dense attributes
/// are split per lane, and a lane's UB is UB of the whole op.
pub fn eval<'c>(cx: &Cx<'c, '_>, inst: &OpInst<'c>) -> Res<'c> {
    let Some((spec, rule)) = ops::spec(&inst.name).and_then(|s| Some((s, s.rule()?))) else {
        return Err(Unsupported::new(format!("op '{}' is not modelled", inst.name)));
    };
    if !spec.traits.any_sign
        && let Some(t) =
            inst.operand_types.iter().chain(&inst.result_types).find(|t| matches!(t.elem(), Ty::UInt(_) | Ty::SInt(_)))
    {
        return Err(Unsupported::new(format!(
            "'{}' on {t} is not modelled (an integer type with a sign, which the op may read)",
            inst.name
        )));
    }
    let vector_type =
        inst.result_types.iter().chain(&inst.operand_types).find(|t| matches!(t, Ty::Vector(..) | Ty::Tensor(..)));
    if let (Some(vt), true) = (vector_type, spec.traits.elementwise) {
        let large = inst.operands.iter().any(|v| v.is_lazy())
            || inst.result_types.iter().chain(&inst.operand_types).any(tensor::is_large);
        if large {
            return tensor::lazy::lift(cx, inst, rule);
        }
        return lift(cx, inst, vt.lanes(), rule);
    }
    rule(cx, inst)
}

fn lift<'c>(cx: &Cx<'c, '_>, inst: &OpInst<'c>, lanes: usize, rule: ops::Rule) -> Res<'c> {
    let lane_of = |v: &Val<'c>, i: usize| -> Result<Val<'c>, Unsupported> {
        match v {
            Val::Vector(vs) | Val::Tensor(vs) if vs.len() == lanes => Ok(vs[i].clone()),
            Val::Vector(_) | Val::Tensor(_) => {
                Err(Unsupported::new(format!("'{}' on vectors or tensors of different shapes", inst.name)))
            }
            scalar => Ok(scalar.clone()),
        }
    };
    let mut per_result: Vec<Vec<Val<'c>>> = vec![Vec::new(); inst.result_types.len()];
    let mut ub = Vec::new();
    for i in 0..lanes {
        let attrs = inst
            .attrs
            .iter()
            .map(|(n, a)| (n.clone(), lane_attr(a, Some((i, lanes))).unwrap_or_else(|| a.clone())))
            .collect();
        let lane = OpInst {
            name: inst.name.clone(),
            site: format!("{}[{i}]", inst.site),
            operands: inst.operands.iter().map(|v| lane_of(v, i)).collect::<Result<_, _>>()?,
            operand_types: inst.operand_types.iter().map(|t| t.elem().clone()).collect(),
            result_types: inst.result_types.iter().map(|t| t.elem().clone()).collect(),
            attrs,
        };
        let out = rule(cx, &lane)?;
        for (r, v) in out.results.into_iter().enumerate() {
            per_result[r].push(v);
        }
        ub.extend(out.ub.into_iter().map(|(why, c)| (format!("{why} in element {i}"), c)));
    }
    let results = per_result.into_iter().zip(&inst.result_types).map(|(vs, t)| Val::aggregate(t, vs)).collect();
    Ok(Outcome { results, ub })
}

/// Whether the shared core gives `name` a meaning (an unregistered op the
/// core knows, such as `test.with_bounds` in the command-line tool, keeps
/// it rather than becoming an opaque call): an op with a rule in the
/// tables, unless it is two-state (comb, hw: their rules assume inputs
/// that are never poison, which only the PDL verifier guarantees).
pub fn models(name: &str) -> bool {
    ops::spec(name).is_some_and(|s| s.rule().is_some() && !s.traits.two_state)
}

/// `target` refines `source` (see [`Val::refined_by`]).
pub fn refines<'c>(source: &Val<'c>, target: &Val<'c>) -> Bool<'c> {
    source.refined_by(target)
}

/// The input and result types of a function-like op (`function_type`).
/// An attribute as one lane of an elementwise op sees it: a dense
/// attribute's single (splat) value, or its value at lane `i` of `n`
/// (`lane`); `None` for a dense attribute of another number of values
/// (every one, when the lane is symbolic: `lane` is `None`); any other
/// attribute as it is.
pub(crate) fn lane_attr<'c>(a: &AttrVal<'c>, lane: Option<(usize, usize)>) -> Option<AttrVal<'c>> {
    match (a, lane) {
        (AttrVal::Elements(vs), _) if vs.len() == 1 => Some(AttrVal::Int(vs[0].clone())),
        (AttrVal::Elements(vs), Some((i, n))) if vs.len() == n => Some(AttrVal::Int(vs[i].clone())),
        (AttrVal::FloatElements(vs), _) if vs.len() == 1 => Some(AttrVal::Float(vs[0])),
        (AttrVal::FloatElements(vs), Some((i, n))) if vs.len() == n => Some(AttrVal::Float(vs[i])),
        (AttrVal::Elements(_) | AttrVal::FloatElements(_) | AttrVal::Sparse(_), _) => None,
        (other, _) => Some(other.clone()),
    }
}

pub fn signature(func: ir::Op<'_>) -> Option<(Vec<Ty>, Vec<Ty>)> {
    let (ins, outs) = func.attr("function_type")?.type_value()?.function_io()?;
    Some((ins.into_iter().map(Ty::of).collect(), outs.into_iter().map(Ty::of).collect()))
}
