//! `vector` dialect, the transfer ops (mlir/Dialect/Vector/IR/VectorOps.td,
//! `TransferReadOp`, `TransferWriteOp`, and the `VectorTransferOpInterface`
//! of mlir/Interfaces/VectorInterfaces.td): `vector.transfer_read` and
//! `vector.transfer_write`, on memrefs (through the memory model) and on
//! ranked tensors (values: a read gives a vector, a write a new tensor).
//!
//! The slice: "a full-rank index within the MemRef/Tensor ... defines the
//! starting point"; the `permutation_map` (from the base's dimensions to
//! the vector's) says along which base dimension each vector dimension
//! runs, and a result `0` is a broadcast ("there must be a broadcast along
//! vector dimension `1`": every element along it is the one element read).
//! Vector element `v` is the base element at the start indices plus `v[j]`
//! along the base dimension of vector dimension `j`. Modelled maps: each
//! result a distinct dimension or (reads only: "write ops cannot have
//! broadcast dimensions") the constant 0, one result per vector dimension;
//! others are unsupported, named, as are bases whose elements are vectors.
//!
//! Bounds (`in_bounds`, per vector dimension): "If set to "false",
//! accesses (including the starting point) may run out-of-bounds along the
//! respective vector dimension as the index increases. Non-vector
//! dimensions *must* always be in-bounds." So, for a lane that takes part:
//! - along an `in_bounds` dimension, or a base dimension no vector
//!   dimension runs along, an index outside the base is UB (the transfer
//!   "is guaranteed to be within the source bounds"; a negative index is
//!   outside); broadcast dimensions
//!   touch no index and their flag is ignored ("Broadcast dimensions are
//!   always in-bounds");
//! - along a dimension that is not `in_bounds`, an element at or past the
//!   dimension's size is out of bounds: a read gives `padding` there ("a
//!   fallback value in the case of out-of-bounds accesses") and a write
//!   does not write it. "As the index increases" is read as: the start is
//!   not below 0. The encoder's choice: a negative start index (signed) is
//!   UB, as MLIR's lowerings (`convert-vector-to-scf`, the LLVM masks) and
//!   its in_bounds inference compare `start + k < size` signed and access a
//!   negative index as an index;
//! - the encoder's choices along a dimension not `in_bounds`, whatever the
//!   mask (both lowerings compare `start + k < size` before they apply the
//!   mask: `convert-vector-to-scf` branches on it, the LLVM lowering ands it
//!   into the mask): a poison start index, a negative one, and a lane index
//!   `start + k` that overflows `index` (signed) are UB. Along the other
//!   dimensions (nothing is compared) only a lane that takes part has UB: a
//!   poison start index (as `memref.load`'s), or an index outside the base,
//!   an overflowing one included.
//!
//! Masks: "The `mask` type is an `i1` vector with a shape that matches how
//! elements are read from the MemRef/Tensor, *before* any permutation or
//! broadcasting" (MLIR's `inferTransferOpMaskType`: the vector sizes of
//! the base dimensions the vector runs along, in the base's order, `[1]`
//! when there are none). "Elements whose corresponding mask element is `0`
//! are masked out and replaced with `padding`" (reads), or "are masked out"
//! (writes: not written). A masked-off lane accesses nothing, so none of
//! the rules above applies to it (MLIR's vectorizer masks transfers marked
//! `in_bounds` whose vector is larger than the tensor). A `vector.mask`
//! around a transfer is its mask ([`Outer`]); its passthru gives a read's
//! masked-off lanes. ODS is silent on a poison mask bit: UB, as for the
//! other masked memory ops (the op must decide whether to access memory).
//! A transfer with a mask operand inside `vector.mask` is unsupported.

use super::encode::{Encoder, select_val};
use super::memory::MemRef;
use super::ops::{OpSpec, structured};
use super::tensor::MAX_CANDIDATES;
use super::vector::{choose, multi_index, strides};
use super::vector_mask::{Lane, lanes};
use super::{IntVal, Ty, Unsupported, Val};
use crate::ir::{AffineExpr, Op};
use crate::smt::{BV, Bool};

/// The ops (encoded with the memory state, or on tensor values).
pub(super) const OPS: &[OpSpec] = &[structured("vector.transfer_read"), structured("vector.transfer_write")];

/// The mask of an enclosing `vector.mask`, and its passthru.
pub(super) struct Outer<'c> {
    pub mask: Vec<Lane<'c>>,
    pub passthru: Option<Val<'c>>,
}

/// How a transfer's vector lies in its base.
struct Layout {
    /// Per vector dimension, the base dimension it runs along (`None`: a
    /// broadcast).
    along: Vec<Option<usize>>,
    in_bounds: Vec<bool>,
    /// The vector's shape.
    shape: Vec<u64>,
    /// The base's rank.
    rank: usize,
}

impl Layout {
    /// The layout of `op`'s vector of type `vector` in a base of `rank`.
    fn of(op: Op<'_>, rank: usize, vector: &Ty, write: bool) -> Result<Layout, Unsupported> {
        let name = op.name();
        let bad = |why: &str| Unsupported::new(format!("'{name}' {why}"));
        let Ty::Vector(shape, elem) = vector else { return Err(bad(&format!("of {vector}"))) };
        if !elem.is_scalar() {
            return Err(bad("of a vector of vectors"));
        }
        let map = op.attr("permutation_map").and_then(|a| a.affine_map()).ok_or_else(|| bad("without a map"))?;
        if map.dims != rank || map.symbols != 0 || map.results.len() != shape.len() {
            return Err(bad("whose permutation_map does not fit its vector (a base of vector elements?)"));
        }
        let mut along = Vec::with_capacity(shape.len());
        for r in &map.results {
            along.push(match r {
                AffineExpr::Dim(d) if !along.contains(&Some(*d)) => Some(*d),
                AffineExpr::Const(0) if !write => None,
                _ => return Err(bad("with a permutation_map that is not a projected permutation (with broadcasts)")),
            });
        }
        let in_bounds = match op.attr("in_bounds").and_then(|a| a.array()) {
            Some(flags) => flags
                .iter()
                .map(|f| f.int_value().and_then(|b| b.to_u64()).map(|b| b == 1))
                .collect::<Option<Vec<bool>>>()
                .filter(|f| f.len() == shape.len())
                .ok_or_else(|| bad("with an in_bounds that is not one flag per vector dimension"))?,
            None => vec![false; shape.len()],
        };
        Ok(Layout { along, in_bounds, shape: shape.clone(), rank })
    }

    /// Whether base dimension `d` is not one a vector dimension that is not
    /// `in_bounds` runs along (whose indices the lowerings compare).
    fn in_bounds_along(&self, d: usize) -> bool {
        !self.along.iter().zip(&self.in_bounds).any(|(a, ib)| *a == Some(d) && !ib)
    }

    /// The vector dimensions, in the order of the base dimensions they run
    /// along (the mask's dimensions).
    fn mask_dims(&self) -> Vec<usize> {
        let mut dims: Vec<usize> = (0..self.along.len()).filter(|j| self.along[*j].is_some()).collect();
        dims.sort_by_key(|j| self.along[*j]);
        dims
    }

    /// The mask lane of vector position `v` (row-major in the mask shape).
    fn mask_lane(&self, v: &[u64]) -> usize {
        self.mask_dims().iter().fold(0, |acc, j| acc * self.shape[*j] as usize + v[*j] as usize)
    }

    fn mask_len(&self) -> usize {
        self.mask_dims().iter().map(|j| self.shape[*j] as usize).product()
    }
}

/// Where one lane of a transfer is in its base, and when it is out of
/// bounds (see the module comment).
struct Place<'c> {
    idx: Vec<IntVal<'c>>,
    /// Out of bounds along an `in_bounds` dimension or one the vector does
    /// not run along (UB).
    bounds: Bool<'c>,
    /// Along a dimension that is not `in_bounds`: a negative start, or an
    /// index that overflows (UB, whatever the mask).
    start: Bool<'c>,
    /// Out of bounds along a dimension that is not `in_bounds` (padding;
    /// not written).
    outside: Bool<'c>,
}

/// The base of a transfer: a memref, or a tensor's elements and shape.
enum Base<'c> {
    Memory(MemRef<'c>),
    Tensor(Vec<Val<'c>>, Vec<u64>),
}

impl<'c, 'a> Encoder<'c, '_, 'a> {
    /// Returns whether `op` is one of this file's ops (and encodes it).
    pub(super) fn vector_transfer_op(&mut self, op: Op<'a>) -> Result<bool, Unsupported> {
        match op.name() {
            "vector.transfer_read" | "vector.transfer_write" => self.transfer(op, None)?,
            "vector.type_cast" => self.type_cast(op)?,
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// The base operand `k` of `op`: a memref, or a modelled tensor.
    fn transfer_base(&self, op: Op<'a>, k: usize) -> Result<(Base<'c>, Ty), Unsupported> {
        let at = |e: Unsupported| e.at(op.loc());
        let ty = self.ty(op.operand(k)).map_err(at)?;
        match (&ty, self.value(op.operand(k), op)?) {
            (Ty::MemRef(m), _) => {
                let r = self.memref(op.operand(k), op)?;
                Ok((Base::Memory(r), (*m.elem).clone()))
            }
            (Ty::Tensor(s, e), Val::Tensor(es)) => Ok((Base::Tensor(es, s.clone()), (**e).clone())),
            (t, Val::Lazy(_)) => Err(at(Unsupported::new(format!(
                "'{}' on a large tensor ({t}, more than {} elements) is not modelled",
                op.name(),
                super::tensor::MAX_ELEMENTS
            )))),
            (t, _) => Err(at(Unsupported::new(format!("'{}' on {t}", op.name())))),
        }
    }

    /// `vector.transfer_read` / `vector.transfer_write`, under the mask of
    /// an enclosing `vector.mask` when `outer` is given.
    pub(super) fn transfer(&mut self, op: Op<'a>, outer: Option<Outer<'c>>) -> Result<(), Unsupported> {
        let at = |e: Unsupported| e.at(op.loc());
        let write = op.name() == "vector.transfer_write";
        let b = usize::from(write);
        let (base, elem) = self.transfer_base(op, b)?;
        let rank = match &base {
            Base::Memory(r) => r.sizes.len(),
            Base::Tensor(_, s) => s.len(),
        };
        let vty = Ty::of(if write { op.operand(0).ty() } else { op.result(0).ty() });
        let layout = Layout::of(op, rank, &vty, write).map_err(at)?;
        if *vty.elem() != elem {
            return Err(at(Unsupported::new(format!("'{}' between {vty} and another element type", op.name()))));
        }
        // Operands: [vector,] base, indices, [padding,] [mask].
        let first = b + 1;
        let after = first + rank + usize::from(!write);
        let start = (first..first + rank).map(|k| self.int_operand(op, k)).collect::<Result<Vec<_>, _>>()?;
        let own = match op.num_operands() {
            n if n == after => None,
            n if n == after + 1 => Some(lanes(&self.value(op.operand(after), op)?).map_err(at)?),
            _ => return Err(at(Unsupported::new(format!("'{}' with unexpected operands", op.name())))),
        };
        let (mask, passthru) = match (own, outer) {
            (Some(_), Some(_)) => {
                return Err(at(Unsupported::new(format!("a '{}' with a mask inside vector.mask", op.name()))));
            }
            (Some(m), None) => (Some(m), None),
            (None, Some(o)) => (Some(o.mask), o.passthru),
            (None, None) => (None, None),
        };
        if mask.as_ref().is_some_and(|m| m.len() != layout.mask_len().max(1)) {
            return Err(at(Unsupported::new(format!("'{}' whose mask does not have its transfer's shape", op.name()))));
        }
        if let Some(m) = &mask {
            self.poison_mask_ub(op, m);
        }
        let places = self.places(&layout, &base, &start);
        // Whether each lane takes part (its mask bit).
        let on: Vec<Bool<'c>> = places
            .iter()
            .enumerate()
            .map(|(k, _)| match &mask {
                Some(m) => m[layout.mask_lane(&multi_index(k as u64, &layout.shape))].on.clone(),
                None => self.cx.tt(),
            })
            .collect();
        let poison = Bool::or_all(self.cx.smt, start.iter().map(|s| s.poison.clone()));
        // Poison along a dimension that is not in_bounds is UB whatever the
        // mask; elsewhere when a lane takes part (module comment).
        let compared = (0..rank).filter(|d| !layout.in_bounds_along(*d));
        let poison_compared = Bool::or_all(self.cx.smt, compared.map(|d| start[d].poison.clone()));
        let any = Bool::or_all(self.cx.smt, on.iter().cloned());
        let name = op.name();
        self.ub(op, format!("{name} at a poison index"), &poison_compared | (&any & &poison));
        let (mut bounds, mut negative) = (self.cx.ff(), self.cx.ff());
        for (p, on) in places.iter().zip(&on) {
            bounds |= on & &p.bounds;
            negative |= p.start.clone();
        }
        self.ub(
            op,
            format!("{name} out of bounds along an in_bounds dimension or one the vector does not run along"),
            bounds,
        );
        self.ub(
            op,
            format!(
                "{name} with a negative start index, or a lane index that overflows, along a dimension not in_bounds"
            ),
            negative,
        );
        // A lane accesses its element when it takes part, is inside, and
        // has no UB.
        let access: Vec<Bool<'c>> = places
            .iter()
            .zip(&on)
            .map(|(p, on)| (on & !&p.outside & !&p.bounds & !&p.start & !&poison).simplified())
            .collect();
        if write {
            let values: Vec<Val<'c>> = self.value(op.operand(0), op)?.lanes().into_iter().cloned().collect();
            self.transfer_write(op, base, &places, &access, values)
        } else {
            let padding = self.value(op.operand(first + rank), op)?;
            let off: Vec<Val<'c>> = match &passthru {
                Some(Val::Vector(ps)) if ps.len() == places.len() => ps.clone(),
                Some(_) => return Err(at(Unsupported::new("vector.mask with a passthru not of its result's shape"))),
                None => vec![padding.clone(); places.len()],
            };
            let mut out = Vec::with_capacity(places.len());
            for (k, p) in places.iter().enumerate() {
                let read = match &base {
                    Base::Memory(r) => self.on_path(&access[k], |e| e.mem_load(op, r, &p.idx)).transpose()?,
                    Base::Tensor(es, shape) => Some(self.tensor_element(op, es, shape, &p.idx)?),
                };
                let fallback = choose(&on[k], &padding, &off[k]);
                out.push(read.map_or(fallback.clone(), |v| choose(&access[k], &v, &fallback)));
            }
            self.finish(op, vec![Val::aggregate(&vty, out)])
        }
    }

    /// Every lane's place, row-major in the vector (see [`Place`]).
    fn places(&self, layout: &Layout, base: &Base<'c>, start: &[IntVal<'c>]) -> Vec<Place<'c>> {
        let w = self.cx.cfg.index_bits;
        let sizes: Vec<BV<'c>> = match base {
            Base::Memory(r) => r.sizes.clone(),
            Base::Tensor(_, s) => s.iter().map(|n| BV::from_u64(self.cx.smt, *n, w)).collect(),
        };
        let n: u64 = layout.shape.iter().product();
        (0..n)
            .map(|k| {
                let v = multi_index(k, &layout.shape);
                let mut p =
                    Place { idx: start.to_vec(), bounds: self.cx.ff(), start: self.cx.ff(), outside: self.cx.ff() };
                for d in 0..layout.rank {
                    let s = &start[d];
                    let j = layout.along.iter().position(|a| *a == Some(d));
                    let Some(j) = j else {
                        p.bounds |= !s.bits.ult(&sizes[d]);
                        continue;
                    };
                    let off = BV::from_u64(self.cx.smt, v[j], w);
                    let (sum, wraps) = (&s.bits + &off, s.bits.add_overflows_signed(&off));
                    let inside = sum.ult(&sizes[d]);
                    if layout.in_bounds[j] {
                        p.bounds |= !inside | wraps;
                    } else {
                        p.start |= s.bits.sign_bit() | wraps;
                        p.outside |= !inside;
                    }
                    p.idx[d] = IntVal::new(sum.simplified(), s.poison.clone());
                }
                p
            })
            .collect()
    }

    /// The linear position of `idx` in a tensor of `shape` (meaningful
    /// where every index is inside), and whether it is a constant.
    fn linear(&self, shape: &[u64], idx: &[IntVal<'c>]) -> (BV<'c>, Option<u64>) {
        let w = self.cx.cfg.index_bits;
        let mut lin = BV::zero(self.cx.smt, w);
        for (i, st) in idx.iter().zip(strides(shape)) {
            lin = &lin + &(&i.bits * &BV::from_u64(self.cx.smt, st, w));
        }
        let lin = lin.simplified();
        let k = lin.as_const().and_then(|b| b.to_u64());
        (lin, k)
    }

    /// The tensor element at `idx` (read only where inside: elsewhere any
    /// element).
    fn tensor_element(
        &self,
        op: Op<'a>,
        elems: &[Val<'c>],
        shape: &[u64],
        idx: &[IntVal<'c>],
    ) -> Result<Val<'c>, Unsupported> {
        let (lin, k) = self.linear(shape, idx);
        if let Some(k) = k {
            return Ok(elems.get(k as usize).unwrap_or(&elems[0]).clone());
        }
        self.within_budget(op, elems.len())?;
        let w = lin.width();
        let mut out = elems[0].clone();
        for (k, e) in elems.iter().enumerate().skip(1) {
            out = select_val(&lin.eq(&BV::from_u64(self.cx.smt, k as u64, w)), e, &out);
        }
        Ok(out)
    }

    /// A lane at a dynamic position selects among every element of a
    /// tensor; more than [`MAX_CANDIDATES`] in one op is too large.
    fn within_budget(&self, op: Op<'a>, n: usize) -> Result<(), Unsupported> {
        if n > MAX_CANDIDATES {
            return Err(Unsupported::too_large(format!(
                "'{}' at a dynamic position in a tensor of more than {MAX_CANDIDATES} elements",
                op.name()
            ))
            .at(op.loc()));
        }
        Ok(())
    }

    /// The writes of a `vector.transfer_write`: each lane's value at its
    /// place where it accesses memory (`access`); into a tensor, a new
    /// tensor with those elements replaced.
    fn transfer_write(
        &mut self,
        op: Op<'a>,
        base: Base<'c>,
        places: &[Place<'c>],
        access: &[Bool<'c>],
        values: Vec<Val<'c>>,
    ) -> Result<(), Unsupported> {
        match base {
            Base::Memory(r) => {
                for ((p, a), v) in places.iter().zip(access).zip(values) {
                    self.on_path(a, |e| e.mem_store(op, &r, &p.idx, v)).transpose()?;
                }
                self.finish(op, vec![])
            }
            Base::Tensor(mut out, shape) => {
                let w = self.cx.cfg.index_bits;
                for ((p, a), v) in places.iter().zip(access).zip(values) {
                    if a.is_false() {
                        continue;
                    }
                    match self.linear(&shape, &p.idx) {
                        (_, Some(k)) if (k as usize) < out.len() => {
                            out[k as usize] = select_val(a, &v, &out[k as usize])
                        }
                        (_, Some(_)) => {}
                        (lin, None) => {
                            self.within_budget(op, out.len() * places.len())?;
                            for (k, e) in out.iter_mut().enumerate() {
                                let here = a & lin.eq(&BV::from_u64(self.cx.smt, k as u64, w));
                                *e = select_val(&here, &v, e);
                            }
                        }
                    }
                }
                // The result has the destination's type (and shape).
                let ty = self.ty(op.operand(1)).map_err(|e| e.at(op.loc()))?;
                self.set_shapes(&op.results(), std::slice::from_ref(&ty));
                self.finish(op, vec![Val::Tensor(out)])
            }
        }
    }
}
