//! `vector` dialect, the ops that access memory
//! (mlir/Dialect/Vector/IR/VectorOps.td): `vector.load`, `vector.store`,
//! `vector.maskedload`, `vector.maskedstore`. Each element is an access of
//! the memory model (`memory/`), at "the start memory address" plus the
//! element's vector index along the trailing memref dimensions (the slice
//! `affine.vector_load` touches, shared with it: `Encoder::slice`).
//!
//! Which element a lane is: the slice's elements "are strided by the
//! memref strides" from "the start memory address", so on a contiguous
//! view (strides the row-major suffix products of the sizes) a lane past
//! the innermost size is the next row's element (as the LLVM lowering
//! reads it, and as `fold-memref-alias-ops` assumes when it folds a
//! `collapse_shape`); on other views it is out of bounds. A lane is in
//! bounds only when every start index is within its dimension (the
//! encoder's reading of "an index for each memref dimension").
//!
//! Out of bounds (a lane outside the view, as above):
//! - `vector.load`: "No assumptions should be made on the value of
//!   elements loaded out of bounds": such an element is poison, and its
//!   access has no UB (the load "permits out-of-bounds reads"); so is an
//!   element within the view that its buffer does not hold (past what the
//!   caller guarantees of an argument's buffer, `memory/args.rs`).
//! - `vector.store`: "No assumptions should be made on the memory written
//!   out of bounds. Not all targets may support out-of-bounds vector
//!   stores": the memory model cannot leave any memory state, so an
//!   out-of-bounds element is UB (the encoder's choice; it is what the
//!   LLVM lowering does outside the allocation).
//! - masked ops: "If a mask bit is set and the corresponding index is
//!   out-of-bounds for the given base, the behavior is undefined. If a mask
//!   bit is not set ... the index is allowed to be out-of-bounds": only the
//!   lanes whose mask bit is set access memory.
//!
//! A poison start index is UB, as `memref.load`'s (a masked op: only when a
//! lane is set), except for a plain `vector.load`, which "permits
//! out-of-bounds reads": its lanes are poison then. ODS is silent on a poison mask bit: the encoder's choice
//! is UB, for a load as for a store (as a branch on poison: the op must
//! decide whether to access memory, and the emulation patterns branch on
//! each bit).
//! The `alignment` attribute ("Violating this requirement triggers
//! immediate undefined behavior") is not modelled (memory has no byte
//! addresses): an op with it is unsupported, as is a memref of vectors.

use super::encode::Encoder;
use super::memory::MemRef;
use super::ops::{OpSpec, structured};
use super::vector_mask::{Lane, lanes};
use super::{IntVal, Ty, Unsupported, Val};
use crate::ir::Op;
use crate::smt::{BV, Bool};

/// The indices of one element a vector op touches, and whether they are
/// in bounds.
type Point<'c> = (Vec<IntVal<'c>>, Bool<'c>);

/// The memory ops (encoded with the memory state, not as pure values).
pub(super) const OPS: &[OpSpec] = &[
    structured("vector.load"),
    structured("vector.store"),
    structured("vector.maskedload"),
    structured("vector.maskedstore"),
];

impl<'c, 'a> Encoder<'c, '_, 'a> {
    /// Returns whether `op` is one of this file's ops (and encodes it).
    pub(super) fn vector_memory_op(&mut self, op: Op<'a>) -> Result<bool, Unsupported> {
        let n = op.num_operands();
        match op.name() {
            "vector.load" => self.vector_load(op, 0, 1..n, None)?,
            "vector.store" => self.vector_store(op, 1, 2..n, 0, None)?,
            "vector.maskedload" => {
                let mask = self.mask_lanes(op, n - 2)?;
                self.vector_load(op, 0, 1..n - 2, Some((mask, n - 1)))?
            }
            "vector.maskedstore" => {
                let mask = self.mask_lanes(op, n - 2)?;
                self.vector_store(op, 0, 1..n - 2, n - 1, Some(mask))?
            }
            _ => return self.vector_gather_op(op),
        }
        Ok(true)
    }

    /// The lanes of mask operand `k` of `op`.
    fn mask_lanes(&self, op: Op<'a>, k: usize) -> Result<Vec<Lane<'c>>, Unsupported> {
        lanes(&self.value(op.operand(k), op)?).map_err(|e| e.at(op.loc()))
    }

    /// The memref operand `base` of `op` and the elements its vector of
    /// type `ty` touches from the start indices `idx` (see the module
    /// comment for what is unsupported), with whether each is in bounds.
    /// A poison start index is recorded as UB under `any_lane`.
    fn vector_slice(
        &mut self,
        op: Op<'a>,
        base: usize,
        idx: std::ops::Range<usize>,
        ty: &Ty,
        any_lane: Bool<'c>,
    ) -> Result<(MemRef<'c>, Vec<Point<'c>>), Unsupported> {
        let at = |e: Unsupported| e.at(op.loc());
        if op.attr("alignment").is_some() {
            return Err(at(Unsupported::new(format!("'{}' with an alignment", op.name()))));
        }
        let m = self.mem_ty(op.operand(base)).map_err(at)?;
        if matches!(*m.elem, Ty::Vector(..)) {
            return Err(at(Unsupported::new(format!("'{}' on a memref of vectors", op.name()))));
        }
        let r = self.memref(op.operand(base), op)?;
        let start = idx.map(|k| self.int_operand(op, k)).collect::<Result<Vec<_>, _>>()?;
        let poison = Bool::or_all(self.cx.smt, start.iter().map(|s| s.poison.clone()));
        // A plain `vector.load` "permits out-of-bounds reads": at a poison
        // index it reads somewhere, so its lanes are poison (the index
        // wraps nothing: see below); every other op's access is UB there.
        if op.name() != "vector.load" {
            self.ub(op, format!("{} at a poison index", op.name()), &any_lane & &poison);
        }
        let points = self.slice(op, ty, &start)?;
        let contiguous = contiguous(&r);
        // The start is "the start memory address" of the slice, given by
        // an index "for each memref dimension": a lane is in bounds only
        // when every start index is within its dimension (the encoder's
        // reading; then a lane past the innermost size of a contiguous
        // view is the next row's element, below).
        let starts_inside = r.in_bounds(&start.iter().map(|i| i.bits.clone()).collect::<Vec<_>>()).simplified();
        Ok((
            r.clone(),
            points
                .into_iter()
                .map(|p| {
                    // `slice` marks an index that wraps as poison: out of bounds.
                    let wraps = Bool::or_all(self.cx.smt, p.iter().map(|i| i.poison.clone())) | !&starts_inside;
                    let (mut p, inside) = match &contiguous {
                        Some(suffix) => carried(&r, suffix, p, &wraps),
                        None => {
                            let bits: Vec<_> = p.iter().map(|i| i.bits.clone()).collect();
                            let inside = (r.in_bounds(&bits) & !wraps).simplified();
                            (p, inside)
                        }
                    };
                    // A start outside its dimension: the lane's index is
                    // moved out of bounds too, so that a masked access
                    // there is out of bounds (UB), not another element.
                    if let (Some(first), Some(size)) = (p.first_mut(), r.sizes.first())
                        && !starts_inside.is_true()
                    {
                        first.bits = BV::ite(&starts_inside, &first.bits, size);
                    }
                    (p, inside)
                })
                .collect(),
        ))
    }

    /// Runs `f` on the current path narrowed to `cond` (its accesses, and
    /// their UB, happen only there).
    /// `None` when that path is never taken.
    pub(super) fn on_path<T>(&mut self, cond: &Bool<'c>, f: impl FnOnce(&mut Self) -> T) -> Option<T> {
        let saved = self.path.clone();
        self.path = (&saved & cond).simplified();
        let out = if self.path.is_false() { None } else { Some(f(self)) };
        self.path = saved;
        out
    }

    /// `vector.load` (no mask) and `vector.maskedload` (`mask`, and the
    /// operand index of `pass_thru`: "When the mask is set, the element is
    /// read from memory. Otherwise, the corresponding element is taken from
    /// a pass-through vector").
    fn vector_load(
        &mut self,
        op: Op<'a>,
        base: usize,
        idx: std::ops::Range<usize>,
        mask: Option<(Vec<Lane<'c>>, usize)>,
    ) -> Result<(), Unsupported> {
        let ty = Ty::of(op.result(0).ty());
        let Ty::Vector(_, elem) = &ty else {
            return Err(Unsupported::new(format!("'{}' of {ty}", op.name())).at(op.loc()));
        };
        let any = match &mask {
            Some((m, _)) => Bool::or_all(self.cx.smt, m.iter().map(|l| &l.on & !&l.poison)),
            None => self.cx.tt(),
        };
        let (r, points) = self.vector_slice(op, base, idx, &ty, any)?;
        let pass = match &mask {
            Some((_, k)) => Some(self.value(op.operand(*k), op)?),
            None => None,
        };
        let poison = self.poison_of(elem, op)?;
        let mut out = Vec::with_capacity(points.len());
        for (k, (p, inside)) in points.into_iter().enumerate() {
            let lane = match (&mask, &pass) {
                (Some((m, _)), Some(Val::Vector(ps))) if m.len() == ps.len() => {
                    if k == 0 {
                        self.poison_mask_ub(op, m);
                    }
                    self.lane_load(op, &r, &p, &m[k].on, &ps[k])?
                }
                (Some(_), _) => {
                    return Err(Unsupported::new("a vector.maskedload whose mask or pass_thru is not of its shape")
                        .at(op.loc()));
                }
                (None, _) => {
                    // An element the buffer does not hold (past what the
                    // caller guarantees of an argument's) is out of bounds
                    // too: poison, no UB.
                    let bits: Vec<BV<'c>> = p.iter().map(|i| i.bits.clone()).collect();
                    let inside = (&inside & self.mem.exists(&r, &bits)).simplified();
                    match self.on_path(&inside, |e| e.mem_load(op, &r, &p)).transpose()? {
                        Some(v) => super::vector::choose(&inside, &v, &poison),
                        None => poison.clone(),
                    }
                }
            };
            out.push(lane);
        }
        self.finish(op, vec![Val::aggregate(&ty, out)])
    }

    /// `vector.store` (no mask: every element written, out of bounds UB)
    /// and `vector.maskedstore` ("When the mask is set, the corresponding
    /// element from the vector is written to memory. Otherwise, no action
    /// is taken for the element").
    fn vector_store(
        &mut self,
        op: Op<'a>,
        base: usize,
        idx: std::ops::Range<usize>,
        value: usize,
        mask: Option<Vec<Lane<'c>>>,
    ) -> Result<(), Unsupported> {
        let v = self.value(op.operand(value), op)?;
        let ty = Ty::of(op.operand(value).ty());
        let any = match &mask {
            Some(m) => Bool::or_all(self.cx.smt, m.iter().map(|l| &l.on | &l.poison)),
            None => self.cx.tt(),
        };
        let (r, points) = self.vector_slice(op, base, idx, &ty, any)?;
        let elems: Vec<Val<'c>> = v.lanes().into_iter().cloned().collect();
        let places: Vec<Vec<IntVal<'c>>> = points.into_iter().map(|(p, _)| p).collect();
        match mask {
            Some(m) if m.len() == elems.len() => self.stores_under_mask(op, &r, places, elems, &m),
            Some(_) => Err(Unsupported::new("a vector.maskedstore whose mask is not of its shape").at(op.loc())),
            None => {
                for (p, lane) in places.into_iter().zip(elems) {
                    self.mem_store(op, &r, &p, lane)?;
                }
                self.finish(op, vec![])
            }
        }
    }
}

/// For a view whose strides are the row-major suffix products of its sizes
/// (the innermost 1: its elements are contiguous), those products.
fn contiguous<'c>(r: &MemRef<'c>) -> Option<Vec<BV<'c>>> {
    let n = r.sizes.len();
    if n < 2 || r.bytes.is_some() {
        return None;
    }
    let suffix = super::memory::row_major(r.block.ctx(), &r.sizes, r.offset.width());
    let same = Bool::and_all(r.block.ctx(), suffix.iter().zip(&r.strides).map(|(a, b)| a.eq(b))).simplified();
    same.is_true().then_some(suffix)
}

/// An element of a contiguous view at index `p`, where the slice's
/// elements are "strided by the memref strides" from "the start memory
/// address" (VectorOps.td, `vector.load`): its address is the row-major
/// position `sum p_d * suffix_d`, which may run past the innermost size
/// into the next row. It is in bounds when that position is within the
/// view (computed without wrapping), and is then the element at the
/// position's row-major index; out of bounds the index is left as it was
/// (out of some dimension, so an access there is out of bounds).
fn carried<'c>(r: &MemRef<'c>, suffix: &[BV<'c>], p: Vec<IntVal<'c>>, wraps: &Bool<'c>) -> Point<'c> {
    let w = r.offset.width();
    let wide = 2 * w + 8;
    let ext = |x: &BV<'c>| x.sext(wide - w);
    let pos = p
        .iter()
        .zip(suffix)
        .fold(BV::zero(r.block.ctx(), wide), |acc, (i, s)| &acc + &(&ext(&i.bits) * &s.zext(wide - w)));
    let inside = (BV::zero(r.block.ctx(), wide).sle(&pos) & pos.slt(&r.count().zext(wide - w)) & !wraps).simplified();
    let low = pos.extract(w - 1, 0);
    let idx = p
        .iter()
        .zip(suffix.iter().zip(&r.sizes))
        .map(|(i, (s, n))| IntVal::new(BV::ite(&inside, &low.udiv(s).urem(n), &i.bits), i.poison.clone()))
        .collect();
    (idx, inside)
}
