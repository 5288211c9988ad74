//! Memrefs whose elements are vectors (`memref<2xvector<4xi32>>`), the
//! temporary buffers `convert-vector-to-scf` makes, and `vector.type_cast`
//! (mlir/Dialect/Vector/IR/VectorOps.td) between them.
//!
//! A buffer holds the vectors' elements: the view of a memref of
//! `vector<4xi32>` has the vector's dimensions as trailing dimensions
//! (row-major, as LLVM lays out an array of vectors of a power-of-two
//! size), so `vector.type_cast` ("a conversion from a memref with scalar
//! element to a memref with a *single* vector element, copying the shape of
//! the memref to the vector") keeps the view, and a `memref.load` of a
//! vector element loads each of its lanes. Such memrefs are modelled for
//! `memref.alloc`/`alloca`/`load`/`store`/`dealloc` and
//! `vector.type_cast` only: any other op on one (and an argument or a
//! global of that type) is unsupported, named.

use super::encode::Encoder;
use super::memory::{MemRef, MemTy};
use super::ops::{OpSpec, structured};
use super::{IntVal, Ty, Unsupported, Val};
use crate::ir::Op;

/// The op (a view, handled with the memory state).
pub(super) const OPS: &[OpSpec] = &[structured("vector.type_cast")];

/// The ops that may take or make a memref of vectors.
const USERS: &[&str] =
    &["memref.alloc", "memref.alloca", "memref.load", "memref.store", "memref.dealloc", "vector.type_cast"];

/// The vector dimensions of a memref's elements (none for scalars), and
/// the scalar element type.
pub(super) fn element_dims(m: &MemTy) -> (&[u64], &Ty) {
    match &*m.elem {
        Ty::Vector(s, e) => (s, e),
        e => (&[], e),
    }
}

impl<'c, 'a> Encoder<'c, '_, 'a> {
    /// `unsupported` when `op` takes or makes a memref of vectors and is
    /// not one of the ops modelled on them.
    pub(super) fn vector_elements_guard(&self, op: Op<'a>) -> Result<(), Unsupported> {
        if USERS.contains(&op.name()) {
            return Ok(());
        }
        let of_vectors = |t: crate::ir::Type<'a>| t.is_memref() && t.element_type().is_some_and(|e| e.is_vector());
        let types = op.operands().into_iter().map(|v| v.ty()).chain(op.results().into_iter().map(|r| r.ty()));
        match types.into_iter().find(|t| of_vectors(*t)) {
            Some(t) => {
                Err(Unsupported::new(format!("'{}' on a memref of vectors ({t}) is not modelled", op.name()))
                    .at(op.loc()))
            }
            None => Ok(()),
        }
    }

    /// Element `idx` of `r` (of type `m`): a scalar, or each lane of a
    /// vector element.
    pub(super) fn element_load(
        &mut self,
        op: Op<'a>,
        m: &MemTy,
        r: &MemRef<'c>,
        idx: &[IntVal<'c>],
    ) -> Result<Val<'c>, Unsupported> {
        if !matches!(*m.elem, Ty::Vector(..)) {
            return self.mem_load(op, r, idx);
        }
        // A 0-D vector element is one lane (`index_points` of no dimension).
        let dims = element_dims(m).0.to_vec();
        let mut lanes = Vec::new();
        for lane in super::memory::index_points(&self.cx, &dims) {
            lanes.push(self.mem_load(op, r, &[idx, &lane].concat())?);
        }
        Ok(Val::Vector(lanes))
    }

    /// A store of `v` at element `idx` of `r` (of type `m`), lane by lane
    /// for a vector element.
    pub(super) fn element_store(
        &mut self,
        op: Op<'a>,
        m: &MemTy,
        r: &MemRef<'c>,
        idx: &[IntVal<'c>],
        v: Val<'c>,
    ) -> Result<(), Unsupported> {
        if !matches!(*m.elem, Ty::Vector(..)) {
            return self.mem_store(op, r, idx, v);
        }
        let dims = element_dims(m).0.to_vec();
        let values: Vec<Val<'c>> = v.lanes().into_iter().cloned().collect();
        for (lane, x) in super::memory::index_points(&self.cx, &dims).into_iter().zip(values) {
            self.mem_store(op, r, &[idx, &lane].concat(), x)?;
        }
        Ok(())
    }

    /// `vector.type_cast`: the same buffer, the same elements in row-major
    /// order (see the module comment); between identity layouts of static
    /// shape whose shapes, with their elements' vector dimensions, agree.
    pub(super) fn type_cast(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
        let at = |e: Unsupported| e.at(op.loc());
        let (from, to) = (self.mem_ty(op.operand(0)).map_err(at)?, self.mem_ty(op.result(0)).map_err(at)?);
        let flat = |m: &MemTy| -> Option<(Vec<u64>, Ty)> {
            let (dims, e) = element_dims(m);
            let mut s = m.static_shape()?;
            s.extend_from_slice(dims);
            m.is_identity().then(|| (s, e.clone()))
        };
        match (flat(&from), flat(&to)) {
            (Some(a), Some(b)) if a == b => {
                let r = self.memref(op.operand(0), op)?;
                self.finish(op, vec![Val::MemRef(r)])
            }
            _ => Err(at(Unsupported::new(format!("'vector.type_cast' from {from} to {to} (shapes that differ)")))),
        }
    }
}
