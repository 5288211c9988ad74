//! `bufferization` dialect (mlir/Dialect/Bufferization/IR/BufferizationOps.td):
//! the ops that move between tensors and buffers, on the memory model of
//! `memory/`.
//!
//! Choices (the ODS text leaves them open):
//! - `to_tensor` is a snapshot: the tensor holds the buffer's contents when
//!   the op runs. Without `writable` the buffer is the tensor's from then
//!   on, and a tensor never changes: a later write to the buffer is UB
//!   (this is the read-after-write conflict One-Shot Bufferize must avoid:
//!   a write to a buffer a live tensor was made of). With `writable` the
//!   buffer may be written afterwards (the tensor keeps the snapshot).
//! - `to_buffer` is "the future buffer of a tensor": for a tensor that
//!   `to_tensor` made from a buffer, that buffer itself; otherwise one buffer
//!   per tensor value (every `to_buffer` of it gives the same one), holding
//!   the tensor's elements, read-only from a `read_only` one on ("will not
//!   be written to"), writable otherwise. It is not an allocation:
//!   `memref.dealloc` of it is UB.
//! - `clone` makes a new buffer (freeable by `memref.dealloc`) holding the
//!   view's elements; "Mutating the source or result of the clone operation
//!   after the clone operation thus leads to undefined behavior": both
//!   buffers become read-only (the source's whole buffer, not only the
//!   view: a write elsewhere in it is taken as UB too).
//! - `alloc_tensor`: a tensor of poison elements (uninitialised), or the
//!   `copy` operand's value; with a `size_hint` (sparse tensors, whose
//!   wrong hint is UB) it is not modelled.
//! - `materialize_in_destination`: into a tensor, the source's value (a
//!   shape other than the destination's is UB); into a memref, the source's
//!   elements stored there.
//! - `dealloc_tensor` has no meaning on values (it frees a buffer that
//!   bufferization has not made yet): nothing.
//! - `bufferization.dealloc` (ownership-based deallocation) is not modelled.

use super::encode::Encoder;
use super::memory::{Contents, Kind, MemRef, MemTy};
use super::ops::{OpSpec, structured};
use super::{Ty, Unsupported, Val};
use crate::ir::Op;

/// The largest static tensor a snapshot or a store expands element by
/// element (a larger one is lazy: `tensor/lazy.rs`).
const MAX_EXPANDED: u64 = 4096;

pub(super) const OPS: &[OpSpec] = &[
    structured("bufferization.to_tensor"),
    structured("bufferization.to_buffer"),
    structured("bufferization.clone"),
    structured("bufferization.alloc_tensor"),
    structured("bufferization.materialize_in_destination"),
    structured("bufferization.dealloc_tensor"),
];

impl<'c, 'a> Encoder<'c, '_, 'a> {
    pub(in crate::semantics) fn bufferization_op(&mut self, op: Op<'a>) -> Result<bool, Unsupported> {
        match op.name() {
            "bufferization.to_tensor" => {
                let r = self.memref(op.operand(0), op)?;
                let m = self.mem_ty(op.operand(0)).map_err(|e| e.at(op.loc()))?;
                let t = self.snapshot(op, &r, &m)?;
                if !op.has_attr("writable") {
                    // The tensor is the buffer's contents from now on.
                    let guard = self.path.clone();
                    self.mem.protect(&r, &guard);
                }
                self.finish(op, vec![t])?;
            }
            "bufferization.to_buffer" => self.buffer_of_tensor(op)?,
            "bufferization.clone" => {
                let r = self.memref(op.operand(0), op)?;
                let m = self.mem_ty(op.operand(0)).map_err(|e| e.at(op.loc()))?;
                let guard = self.path.clone();
                let contents = match self.snapshot(op, &r, &m)? {
                    Val::Tensor(es) => Contents::Elements(es),
                    Val::Lazy(l) => Contents::Tensor(l),
                    _ => unreachable!("a snapshot is a tensor"),
                };
                let name = format!("the bufferization.clone at {}", op.loc().short());
                let c = self.mem.allocate(&self.cx, &guard, Kind::Alloc, &m.elem, r.sizes.clone(), name, contents);
                self.mem.protect(&r, &guard);
                self.mem.protect(&c, &guard);
                self.finish(op, vec![Val::MemRef(c)])?;
            }
            "bufferization.alloc_tensor" => {
                // Operands: dynamic sizes, `copy`, `size_hint` (sparse).
                let seg = op.attr("operandSegmentSizes").and_then(|a| a.dense_i64s()).unwrap_or_default();
                let [dynamic, copy, hint] = seg[..] else {
                    return Err(Unsupported::new("alloc_tensor without its operand segments").at(op.loc()));
                };
                if hint > 0 {
                    return Err(Unsupported::new("alloc_tensor with a size_hint (sparse tensors)").at(op.loc()));
                }
                let v = if copy > 0 {
                    self.value(op.operand(dynamic as usize), op)?
                } else {
                    let ty = self.ty(op.result(0))?;
                    self.poison_of(&ty, op)?
                };
                self.finish(op, vec![v])?;
            }
            "bufferization.materialize_in_destination" => self.materialize(op)?,
            "bufferization.dealloc_tensor" => self.finish(op, vec![])?,
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// The elements of view `r` (type `m`) now, as a tensor.
    fn snapshot(&mut self, op: Op<'a>, r: &MemRef<'c>, m: &MemTy) -> Result<Val<'c>, Unsupported> {
        let shape = m.static_shape().ok_or_else(|| {
            Unsupported::new(format!("'{}' of {m}: a tensor of dynamic shape from memory is not modelled", op.name()))
                .at(op.loc())
        })?;
        let n: u64 = shape.iter().product();
        self.whole_view_ubs(op, r, &format!("read by '{}'", op.name()), false);
        if n <= MAX_EXPANDED {
            let elems = super::memory::points(self.cx.smt, &shape, self.cx.cfg.index_bits)
                .into_iter()
                .map(|at| self.mem.read(self.cx.smt, r, &at))
                .collect::<Option<Vec<_>>>()
                .ok_or_else(|| Unsupported::new("a snapshot of a memref that points to no buffer").at(op.loc()))?;
            return Ok(Val::Tensor(elems));
        }
        let w = self.cx.cfg.index_bits;
        let mem = &self.mem;
        let l = super::tensor::lazy::Lazy::tabulate(&self.cx, &shape, &m.elem, |pt| {
            let at: Vec<_> = pt.iter().map(|p| p.zext_or_trunc(w)).collect();
            mem.read(self.cx.smt, r, &at)
                .ok_or_else(|| Unsupported::new("a snapshot of a memref that points to no buffer"))
        })?;
        Ok(Val::Lazy(l))
    }

    /// `bufferization.to_buffer` (see the module comment).
    fn buffer_of_tensor(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
        let src = op.operand(0);
        if let Some(def) = src.defining_op().filter(|d| d.name() == "bufferization.to_tensor") {
            let r = self.memref(def.operand(0), op)?;
            return self.finish(op, vec![Val::MemRef(r)]);
        }
        let m = self.mem_ty(op.result(0)).map_err(|e| e.at(op.loc()))?;
        let tensor = self.value(src, op)?;
        let known = self.mem.tensor_buffers.get(&src.handle()).filter(|(t, _)| super::select::same_val(t, &tensor));
        if let Some((_, r)) = known.cloned() {
            // One future buffer per tensor.
            if op.has_attr("read_only") {
                let guard = self.path.clone();
                self.mem.protect(&r, &guard);
            }
            self.check_layout(op, &r, &m);
            return self.finish(op, vec![Val::MemRef(r)]);
        }
        let shape = match self.ty(src)? {
            Ty::Tensor(shape, _) => shape,
            t => return Err(Unsupported::new(format!("bufferization.to_buffer of {t}")).at(op.loc())),
        };
        let sizes: Vec<_> = shape.iter().map(|n| super::memory::index(&self.cx, *n)).collect();
        let contents = match self.value(src, op)? {
            Val::Tensor(es) => Contents::Elements(es),
            Val::Lazy(l) => Contents::Tensor(l),
            v => Contents::Value(v),
        };
        // The buffer exists wherever the tensor does (another to_buffer of
        // the tensor, on another path, is the same buffer).
        let always = self.cx.tt();
        let guard = self.path.clone();
        let name = format!("the buffer of the tensor of bufferization.to_buffer at {}", op.loc().short());
        let r = self.mem.allocate(&self.cx, &always, Kind::Buffer, &m.elem, sizes, name, contents);
        self.mem.tensor_buffers.insert(src.handle(), (tensor, r.clone()));
        if op.has_attr("read_only") {
            self.mem.protect(&r, &guard);
        }
        self.check_layout(op, &r, &m);
        self.finish(op, vec![Val::MemRef(r)])
    }

    /// `bufferization.materialize_in_destination` (see the module comment).
    fn materialize(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
        let v = self.value(op.operand(0), op)?;
        let dest = op.operand(1);
        if !dest.ty().is_memref() {
            let (st, dt) = (self.ty(op.operand(0))?, self.ty(dest)?);
            if st != dt {
                self.ub(op, "a destination of another shape", self.cx.tt());
            }
            return self.finish(op, vec![v]);
        }
        let r = self.memref(dest, op)?;
        let m = self.mem_ty(dest).map_err(|e| e.at(op.loc()))?;
        let (Some(shape), Val::Tensor(es)) = (m.static_shape(), &v) else {
            return Err(Unsupported::new(format!("'{}' of a large or dynamic tensor into {m}", op.name())).at(op.loc()));
        };
        for (e, at) in es.iter().zip(super::memory::index_points(&self.cx, &shape)) {
            self.mem_store(op, &r, &at, e.clone())?;
        }
        self.finish(op, vec![])
    }
}
