//! `memref.view`, and the elements of a view of bytes as another type ("Unlike
//! "subview" it can perform a type change"): the source is "a 1-D
//! contiguous memref ... of i8 element type", so the view's element `idx`
//! is `n` consecutive bytes of the buffer from `base + (offset + Σ
//! idx·stride)·n`, little-endian (the data layout of the targets MLIR
//! lowers to; the choice is the encoder's). A load is the bytes' bits, as
//! an integer or the float of that IEEE-754 encoding, poison when any byte
//! is; a store of an integer writes its bytes, each poison when the value
//! is. Each byte is an access of its own (a dead buffer or a position
//! outside it is UB); an index outside the view's sizes, or poison, is UB.
//! A float store is unsupported (which bits a NaN leaves is a choice this
//! encoding does not make), as is a memref that is such a view on one path
//! and not on another.

use super::encode::Encoder;
use super::float::{FloatVal, floats};
use super::memory::{MemRef, index};
use super::{IntVal, Ty, Unsupported, Val};
use crate::ir::Op;
use crate::smt::{BV, Bool};

/// The ops that may take a `memref.view` of bytes as another element type
/// (see `memref_bytes.rs`): element accesses and view arithmetic.
pub(super) const BYTE_VIEW_USERS: &[&str] = &[
    "memref.load",
    "memref.store",
    "memref.atomic_rmw",
    "memref.dim",
    "memref.rank",
    "memref.cast",
    "memref.assume_alignment",
    "memref.subview",
    "memref.reinterpret_cast",
    "memref.extract_strided_metadata",
    "memref.collapse_shape",
    "memref.expand_shape",
    "memref.transpose",
    "affine.load",
    "affine.store",
    "affine.vector_load",
    "affine.vector_store",
];

impl<'c, 'a> Encoder<'c, '_, 'a> {
    /// `memref.view`: "an N-D contiguous memref with empty layout map" of
    /// the given sizes, starting "byte_shift" bytes into "a 1-D contiguous
    /// memref ... of i8 element type" (row-major strides, offset the
    /// shift). Memory is modelled per element, not per byte: a view to
    /// another element type than `i8` is unsupported.
    pub(super) fn view(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
        let r = self.memref(op.operand(0), op)?;
        let m = self.mem_ty(op.result(0)).map_err(|e| e.at(op.loc()))?;
        let bits = match &*m.elem {
            Ty::Float(_) => self.cx.float_format(&m.elem, || "memref.view".into()).map(|f| f.width()).unwrap_or(0),
            t => self.cx.width(t).unwrap_or(0),
        };
        if bits == 0 || bits % 8 != 0 {
            return Err(
                Unsupported::new(format!("memref.view to elements of type {} (not whole bytes)", m.elem)).at(op.loc())
            );
        }
        let shift = self.defined_index(op, 1, "the byte shift")?;
        let mut dynamic = 2..op.num_operands();
        let mut sizes = Vec::new();
        for d in &m.shape {
            sizes.push(match d {
                Some(n) => super::memory::index(&self.cx, *n),
                None => {
                    let k = dynamic.next().ok_or_else(|| Unsupported::new("memref.view without its sizes"))?;
                    self.defined_index(op, k, "a size")?
                }
            });
        }
        let mut strides = vec![super::memory::index(&self.cx, 1); sizes.len()];
        for k in (0..sizes.len().saturating_sub(1)).rev() {
            strides[k] = (&strides[k + 1] * &sizes[k + 1]).simplified();
        }
        let at = (&r.offset + &shift).simplified();
        let view = if bits == 8 {
            MemRef { offset: at, sizes, strides, within: false, ..r }
        } else {
            // Elements of `bits / 8` bytes each, from byte `at` on.
            let zero = super::memory::index(&self.cx, 0);
            let base = (&r.base + &at).simplified();
            let bytes = Some((bits / 8, (*m.elem).clone()));
            MemRef { base, offset: zero, sizes, strides, within: false, bytes, ..r }
        };
        self.finish(op, vec![Val::MemRef(view.as_view())])
    }

    /// The `n` bytes of element `idx` of byte view `r`, as a 1-D view of
    /// the buffer, with the UB of the index recorded (`what`: "load").
    fn byte_slot(
        &mut self,
        op: Op<'a>,
        r: &MemRef<'c>,
        idx: &[IntVal<'c>],
        n: u32,
        what: &str,
    ) -> Result<MemRef<'c>, Unsupported> {
        if n == 0 {
            return Err(Unsupported::new(
                "a memref that is a memref.view of bytes on one path and a buffer of its elements on another",
            )
            .at(op.loc()));
        }
        let smt = self.cx.smt;
        let bits: Vec<BV<'c>> = idx.iter().map(|i| i.bits.clone()).collect();
        let poison = Bool::or_all(smt, idx.iter().map(|i| i.poison.clone()));
        self.ub(op, format!("{what} at a poison index"), poison);
        let outside = !r.in_bounds(&bits);
        self.ub(op, format!("{what} out of bounds (an index is not below its dimension's size)"), outside);
        let units = (&r.address(&bits) - &r.base).simplified();
        let width = index(&self.cx, n as u64);
        self.ub(op, format!("{what} outside its buffer"), units.mul_overflows_unsigned(&width));
        let base = (&r.base + &(&units * &width)).simplified();
        let (zero, one) = (index(&self.cx, 0), index(&self.cx, 1));
        Ok(MemRef {
            base,
            offset: zero,
            sizes: vec![width],
            strides: vec![one],
            within: false,
            bytes: None,
            ..r.clone()
        })
    }

    /// A load of element `idx` of byte view `r` (elements of `n` bytes, of
    /// type `ty`).
    pub(super) fn load_bytes(
        &mut self,
        op: Op<'a>,
        r: &MemRef<'c>,
        idx: &[IntVal<'c>],
        n: u32,
        ty: &Ty,
    ) -> Result<Val<'c>, Unsupported> {
        let slot = self.byte_slot(op, r, idx, n, "load")?;
        let mut bits: Option<BV<'c>> = None;
        let mut poison = self.cx.ff();
        for k in 0..n {
            let at = IntVal::new(index(&self.cx, k as u64), self.cx.ff());
            let Val::Int(byte) = self.mem_load(op, &slot, &[at])? else {
                return Err(Unsupported::new("a memref.view of a buffer whose elements are not bytes").at(op.loc()));
            };
            // Little-endian: later bytes are more significant.
            bits = Some(match bits {
                None => byte.bits,
                Some(lo) => byte.bits.concat(&lo),
            });
            poison = &poison | &byte.poison;
        }
        let bits = bits.expect("an element of at least one byte");
        if let Ty::Float(_) = ty {
            let f = self.cx.float_format(ty, || "a memref.view".into())?;
            let v = floats(&self.cx).from_bits(&bits, f).ok_or_else(|| {
                Unsupported::new("a float loaded through a memref.view of bytes needs the IEEE-754 encoding")
                    .at(op.loc())
            })?;
            return Ok(Val::Float(FloatVal::new(v, poison)));
        }
        Ok(Val::Int(IntVal::new(bits, poison)))
    }

    /// A store of `v` at element `idx` of byte view `r` (elements of `n`
    /// bytes).
    pub(super) fn store_bytes(
        &mut self,
        op: Op<'a>,
        r: &MemRef<'c>,
        idx: &[IntVal<'c>],
        n: u32,
        v: Val<'c>,
    ) -> Result<(), Unsupported> {
        let Val::Int(v) = v else {
            return Err(Unsupported::new(
                "a float stored through a memref.view of bytes (the bits a NaN leaves are not modelled)",
            )
            .at(op.loc()));
        };
        let slot = self.byte_slot(op, r, idx, n, "store")?;
        for k in 0..n {
            let at = IntVal::new(index(&self.cx, k as u64), self.cx.ff());
            let byte = IntVal::new(v.bits.extract(8 * k + 7, 8 * k), v.poison.clone());
            self.mem_store(op, &slot, &[at], Val::Int(byte))?;
        }
        Ok(())
    }
}
