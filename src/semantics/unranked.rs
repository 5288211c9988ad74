//! Unranked memrefs and tensors (`memref<*xT>`, `tensor<*xT>`): values
//! whose rank is known at run time. Tests and bug reports make them with a
//! cast to pass a buffer to a print function (`printMemrefF32`).
//!
//! A value of unranked type is the ranked value it was cast from: for a
//! memref its view (of the view's rank), for a tensor its elements, with
//! the shape recorded per value as a dynamic shape is (`tensor/shape.rs`).
//! The ops on them (MemRefOps.td, TensorOps.td):
//! - `memref.cast`/`tensor.cast` to an unranked type keep the value
//!   ("Erase rank information");
//! - from an unranked type to a ranked one ("Cast to concrete shape"): the
//!   cast "acts as an assertion that fails at runtime if the dynamic
//!   dimensions disagree with resultant destination size"; the encoder's
//!   reading is that a cast to another rank, or to a static size, stride or
//!   offset the value does not have, is UB (the lowering reads the
//!   descriptor as the result type, which is then garbage);
//! - `memref.rank`/`tensor.rank`: the value's rank; `memref.dim`/
//!   `tensor.dim`: its size (an index out of range or poison is UB, as for
//!   ranked ones);
//! - an unranked memref passed to a call (a print function, an external
//!   call that sees memory: `opaque.rs`) is its view.
//!
//! Anything else is unsupported, named: any other op on an unranked value,
//! an unranked value that crosses a block or region boundary (a block
//! argument, an `scf.if` result), a function argument or result of
//! unranked type, an unranked tensor passed to a call.

use super::encode::Encoder;
use super::{IntVal, Ty, Unsupported, Val};
use crate::ir::{Op, Value};
use crate::smt::{BV, Bool};

/// The ops that may take or make an unranked value.
const USERS: &[&str] = &["memref.cast", "memref.rank", "memref.dim", "tensor.cast", "tensor.rank", "tensor.dim"];

impl<'c, 'a> Encoder<'c, '_, 'a> {
    /// `unsupported` when `op` takes or makes an unranked value and is not
    /// one of the ops modelled on them; encodes the casts, `rank` and
    /// `tensor.dim` that involve one (then `true`).
    pub(super) fn unranked(&mut self, op: Op<'a>) -> Result<bool, Unsupported> {
        let operands = op.operands();
        let results = op.results();
        let is = |v: &Value<'a>| v.ty().is_unranked();
        if !operands.iter().chain(&results).any(is) {
            return Ok(false);
        }
        let name = op.name();
        let call_operand =
            name == "func.call" && !results.iter().any(is) && !operands.iter().any(|v| v.ty().is_unranked_tensor());
        if call_operand {
            return Ok(false);
        }
        if !USERS.contains(&name) {
            let t = operands.iter().chain(&results).find(|v| is(v)).map(|v| v.ty().to_string()).unwrap_or_default();
            return Err(Unsupported::new(format!("'{name}' on an unranked value ({t}) is not modelled")).at(op.loc()));
        }
        match name {
            "memref.cast" => self.unranked_memref_cast(op)?,
            "tensor.cast" => self.unranked_tensor_cast(op)?,
            "memref.rank" | "tensor.rank" => {
                let rank = self.rank_of(op.operand(0), op)? as u64;
                let v = IntVal::new(super::memory::index(&self.cx, rank), self.cx.ff());
                self.finish(op, vec![Val::Int(v)])?;
            }
            "tensor.dim" => {
                let shape = self.tensor_shape(op.operand(0), op)?;
                let sizes: Vec<BV<'c>> = shape.iter().map(|n| super::memory::index(&self.cx, *n)).collect();
                self.dim_of(op, &sizes)?;
            }
            // `memref.dim` reads the view (`memref.rs`).
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// The rank of `v`'s value now.
    fn rank_of(&self, v: Value<'a>, op: Op<'a>) -> Result<usize, Unsupported> {
        match self.value(v, op)? {
            Val::MemRef(r) => Ok(r.sizes.len()),
            _ => Ok(self.tensor_shape(v, op)?.len()),
        }
    }

    /// The shape of tensor `v` in this encoding.
    fn tensor_shape(&self, v: Value<'a>, op: Op<'a>) -> Result<Vec<u64>, Unsupported> {
        match self.ty(v) {
            Ok(Ty::Tensor(shape, _)) => Ok(shape),
            _ => Err(Unsupported::new(format!("'{}' on a tensor whose shape is not known", op.name())).at(op.loc())),
        }
    }

    /// The size of dimension `op.operand(1)` among `sizes` (UB out of range
    /// or poison).
    fn dim_of(&mut self, op: Op<'a>, sizes: &[BV<'c>]) -> Result<(), Unsupported> {
        let k = match self.value(op.operand(1), op)? {
            Val::Int(k) => k,
            _ => return Err(Unsupported::new("a dimension index that is not an integer").at(op.loc())),
        };
        let rank = super::memory::index(&self.cx, sizes.len() as u64);
        self.ub(op, "a dimension index out of bounds or poison", &k.poison | !k.bits.ult(&rank));
        let mut v = sizes.last().cloned().unwrap_or_else(|| super::memory::index(&self.cx, 0));
        for (i, n) in sizes.iter().enumerate().rev().skip(1) {
            v = BV::ite(&k.bits.eq(&super::memory::index(&self.cx, i as u64)), n, &v);
        }
        self.finish(op, vec![Val::Int(IntVal::new(v.simplified(), self.cx.ff()))])
    }

    /// `memref.cast` to or from `memref<*xT>` (see the module comment).
    fn unranked_memref_cast(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
        let r = match self.value(op.operand(0), op)? {
            Val::MemRef(r) => r,
            _ => return Err(Unsupported::new("memref.cast of a value that is not a memref").at(op.loc())),
        };
        let to = op.result(0).ty();
        if to.is_unranked_memref() {
            return self.finish(op, vec![Val::MemRef(r)]);
        }
        let Ty::MemRef(m) = Ty::of(to) else {
            return Err(Unsupported::new(format!("a memref of type {to} is not modelled")).at(op.loc()));
        };
        if r.sizes.len() != m.rank() {
            let why = format!("memref.cast of an unranked memref of rank {} to {m}", r.sizes.len());
            let always = self.cx.tt();
            self.ub(op, why, always);
            // A view of the same buffer of the result's rank (never used:
            // its path has UB).
            let w = self.cx.cfg.index_bits;
            let sizes: Vec<BV<'c>> = m.shape.iter().map(|d| BV::from_u64(self.cx.smt, d.unwrap_or(1), w)).collect();
            let strides = super::memory::row_major(self.cx.smt, &sizes, w);
            let view = super::memory::MemRef { sizes, strides, within: false, ..r };
            return self.finish(op, vec![Val::MemRef(view)]);
        }
        self.check_layout(op, &r, &m);
        self.finish(op, vec![Val::MemRef(r)])
    }

    /// `tensor.cast` to or from `tensor<*xT>` (see the module comment).
    fn unranked_tensor_cast(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
        let v = self.value(op.operand(0), op)?;
        let shape = self.tensor_shape(op.operand(0), op)?;
        let to = op.result(0);
        if to.ty().is_unranked_tensor() {
            self.shapes.insert(to.handle(), shape);
            return self.finish(op, vec![v]);
        }
        let dims = to.ty().shape().ok_or_else(|| Unsupported::new("a tensor.cast to an unranked type").at(op.loc()))?;
        let elem = to.ty().element_type().map(Ty::of).unwrap_or(Ty::Other(String::new()));
        if dims.len() != shape.len() {
            let why = format!("tensor.cast of an unranked tensor of rank {} to {}", shape.len(), to.ty());
            let always = self.cx.tt();
            self.ub(op, why, always);
            let p = self.poison_like(to)?;
            return self.finish(op, vec![p]);
        }
        let bad = dims.iter().zip(&shape).any(|(d, n)| d.is_some_and(|d| d as u64 != *n));
        let why = format!("tensor.cast of an unranked tensor of shape {shape:?} to {}", to.ty());
        self.ub(op, why, Bool::from_bool(self.cx.smt, bad));
        let ty = Ty::Tensor(shape, Box::new(elem));
        self.set_shapes(&[to], std::slice::from_ref(&ty));
        self.finish(op, vec![v])
    }

    /// The type of unranked tensor `v`: the shape of the value it was cast
    /// from.
    pub(super) fn unranked_tensor_ty(&self, v: Value<'a>) -> Result<Ty, Unsupported> {
        let elem = v.ty().element_type().map(Ty::of);
        match (self.shapes.get(&v.handle()), elem) {
            (Some(shape), Some(e)) => Ok(Ty::Tensor(shape.clone(), Box::new(e))),
            _ => Err(Unsupported::new(format!("a value of type {} whose shape is not known", v.ty()))),
        }
    }

    /// `unsupported` when a block of a region, other than its entry, has an
    /// argument of unranked type (a value crossing a block boundary).
    pub(super) fn unranked_block_args(&self, blocks: &[crate::ir::Block<'a>]) -> Result<(), Unsupported> {
        for b in blocks.iter().skip(1) {
            if let Some(v) = b.args().into_iter().find(|v| v.ty().is_unranked()) {
                return Err(Unsupported::new(format!(
                    "a block argument of unranked type {} (an unranked value crossing a block boundary)",
                    v.ty()
                )));
            }
        }
        Ok(())
    }
}

/// `unsupported` when the function's return `term` returns an unranked
/// value.
pub(super) fn no_unranked_result(term: Op<'_>) -> Result<(), Unsupported> {
    match term.operands().into_iter().find(|v| v.ty().is_unranked()) {
        Some(v) => Err(Unsupported::new(format!("a function result of unranked type {}", v.ty())).at(term.loc())),
        None => Ok(()),
    }
}
