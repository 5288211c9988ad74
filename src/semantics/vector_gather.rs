//! `vector` dialect, the memory ops whose lanes go to computed places
//! (mlir/Dialect/Vector/IR/VectorOps.td): `vector.gather`,
//! `vector.scatter`, `vector.expandload`, `vector.compressstore`. As for
//! the masked ops of `vector_memory.rs`, only lanes whose mask bit is set
//! access memory: "If a mask bit is set and the corresponding index is
//! out-of-bounds for the given base, the behavior is undefined. If a mask
//! bit is not set ... the index is allowed to be out-of-bounds".
//!
//! Choices where ODS is silent, written down:
//! - gather/scatter: an element of the index vector narrower than `index`
//!   is sign-extended (as the LLVM lowering's `getelementptr` does); a wider
//!   one is unsupported. An index that overflows `index` when added to the
//!   innermost offset is out of bounds (UB on a set lane).
//! - scatter: "If the index vector contains two or more duplicate indices,
//!   the behavior is undefined": read as two set lanes at one index (a
//!   masked-off lane stores nothing, and its index need not even be in
//!   bounds).
//! - a poison mask bit is UB, for a load as for a store (as a branch on
//!   poison: the op must decide whether to access memory; the emulation
//!   patterns branch on each bit).
//! - expandload/compressstore: "Expansion only applies to the innermost
//!   dimension"; a vector of rank above 1 is unsupported.
//! - the `alignment` attribute, tensor bases and memrefs of vectors are
//!   unsupported, named.

use super::encode::Encoder;
use super::memory::MemRef;
use super::ops::{OpSpec, structured};
use super::vector::choose;
use super::vector_mask::{Lane, lanes};
use super::vector_transfer::Outer;
use super::{IntVal, Ty, Unsupported, Val};
use crate::ir::Op;
use crate::smt::{BV, Bool};

/// The ops (encoded with the memory state).
pub(super) const OPS: &[OpSpec] = &[
    structured("vector.gather"),
    structured("vector.scatter"),
    structured("vector.expandload"),
    structured("vector.compressstore"),
];

impl<'c, 'a> Encoder<'c, '_, 'a> {
    /// Returns whether `op` is one of this file's ops (and encodes it).
    pub(super) fn vector_gather_op(&mut self, op: Op<'a>) -> Result<bool, Unsupported> {
        match op.name() {
            "vector.gather" => self.gather(op, None)?,
            "vector.scatter" => self.scatter(op)?,
            "vector.expandload" => self.expandload(op)?,
            "vector.compressstore" => self.compressstore(op)?,
            _ => return self.vector_transfer_op(op),
        }
        Ok(true)
    }

    /// The memref `base` (operand 0) of `op`, its offsets (operands
    /// `1..end`), and the mask (operand `end` or `end + 1`, per op: given).
    fn lanes_base(&self, op: Op<'a>, end: usize) -> Result<(MemRef<'c>, Vec<IntVal<'c>>), Unsupported> {
        let at = |e: Unsupported| e.at(op.loc());
        if op.attr("alignment").is_some() {
            return Err(at(Unsupported::new(format!("'{}' with an alignment", op.name()))));
        }
        if matches!(Ty::of(op.operand(0).ty()), Ty::Tensor(..) | Ty::Dyn(..)) {
            return Err(at(Unsupported::new(format!("'{}' on a tensor", op.name()))));
        }
        let m = self.mem_ty(op.operand(0)).map_err(at)?;
        if matches!(*m.elem, Ty::Vector(..)) {
            return Err(at(Unsupported::new(format!("'{}' on a memref of vectors", op.name()))));
        }
        if end < 2 {
            return Err(at(Unsupported::new(format!("'{}' on a 0-D memref", op.name()))));
        }
        let r = self.memref(op.operand(0), op)?;
        let offsets = (1..end).map(|k| self.int_operand(op, k)).collect::<Result<Vec<_>, _>>()?;
        Ok((r, offsets))
    }

    /// `offsets` with `add` (index width) added to the innermost one; a sum
    /// that overflows is poison (an access there is UB).
    fn innermost_plus(&self, offsets: &[IntVal<'c>], add: &IntVal<'c>) -> Vec<IntVal<'c>> {
        let mut idx = offsets.to_vec();
        let last = idx.last_mut().expect("a memref of rank 1 or more");
        let wraps = last.bits.add_overflows_signed(&add.bits);
        *last = IntVal::new(&last.bits + &add.bits, &last.poison | &add.poison | wraps);
        idx
    }

    /// The elements of the index vector operand `k`, sign-extended to the
    /// index width.
    fn index_vector(&self, op: Op<'a>, k: usize) -> Result<Vec<IntVal<'c>>, Unsupported> {
        let w = self.cx.cfg.index_bits;
        let v = self.value(op.operand(k), op)?;
        v.lanes()
            .into_iter()
            .map(|x| match x {
                Val::Int(x) if x.width() <= w => Ok(IntVal::new(x.bits.sext(w - x.width()), x.poison.clone())),
                _ => Err(Unsupported::new(format!("'{}' with indices wider than index", op.name())).at(op.loc())),
            })
            .collect()
    }

    /// The mask operand `k` of `op`, of `n` lanes.
    fn mask_of(&self, op: Op<'a>, k: usize, n: usize) -> Result<Vec<Lane<'c>>, Unsupported> {
        let m = lanes(&self.value(op.operand(k), op)?).map_err(|e| e.at(op.loc()))?;
        if m.len() != n {
            return Err(
                Unsupported::new(format!("'{}' whose mask is not of its vector's shape", op.name())).at(op.loc())
            );
        }
        Ok(m)
    }

    /// A load of lane `idx` when `on`, else `pass`.
    pub(super) fn lane_load(
        &mut self,
        op: Op<'a>,
        r: &MemRef<'c>,
        idx: &[IntVal<'c>],
        on: &Bool<'c>,
        pass: &Val<'c>,
    ) -> Result<Val<'c>, Unsupported> {
        let v = self.on_path(on, |e| e.mem_load(op, r, idx)).transpose()?;
        Ok(v.map_or_else(|| pass.clone(), |v| choose(on, &v, pass)))
    }

    /// A poison bit in `mask` is UB (module comment).
    pub(super) fn poison_mask_ub(&mut self, op: Op<'a>, mask: &[Lane<'c>]) {
        let bad = Bool::or_all(self.cx.smt, mask.iter().map(|m| m.poison.clone()));
        self.ub(op, format!("{} with a poison mask bit", op.name()), bad);
    }

    /// `vector.gather %base[%offsets][%indices], %mask, %pass_thru`:
    /// "result[i,j] := if mask[i,j] then base[i0, i1, i2 + indices[i,j]]
    /// else pass_thru[i,j]". Inside `vector.mask` (`outer`), whose mask
    /// "determines which vector lanes should execute the maskable
    /// operation": a lane runs the gather's rule (its own mask bit
    /// included) where the outer bit is set; elsewhere it accesses nothing
    /// and is the passthru's lane, or without one (ODS: "left unmodified")
    /// what the gather gives a masked-off lane, its `pass_thru` (the
    /// encoder's choice, as a transfer's padding).
    pub(super) fn gather(&mut self, op: Op<'a>, outer: Option<Outer<'c>>) -> Result<(), Unsupported> {
        let n = op.num_operands();
        let (r, offsets) = self.lanes_base(op, n - 3)?;
        let indices = self.index_vector(op, n - 3)?;
        let mut mask = self.mask_of(op, n - 2, indices.len())?;
        let mut pass: Vec<Val<'c>> = self.value(op.operand(n - 1), op)?.lanes().into_iter().cloned().collect();
        self.poison_mask_ub(op, &mask);
        if let Some(o) = outer {
            if o.mask.len() != mask.len() {
                return Err(Unsupported::new("a vector.mask mask of another shape than its op's").at(op.loc()));
            }
            if let Some(pt) = &o.passthru {
                let pt: Vec<&Val<'c>> = pt.lanes();
                pass = pass.iter().zip(&o.mask).zip(pt).map(|((p, m), q)| choose(&m.on, p, q)).collect();
            }
            mask =
                mask.iter().zip(&o.mask).map(|(k, m)| Lane { on: &k.on & &m.on, poison: m.poison.clone() }).collect();
        }
        self.poison_mask_ub(op, &mask);
        let mut out = Vec::with_capacity(indices.len());
        for ((i, m), p) in indices.iter().zip(&mask).zip(&pass) {
            let idx = self.innermost_plus(&offsets, i);
            out.push(self.lane_load(op, &r, &idx, &m.on, p)?);
        }
        self.finish(op, vec![Val::aggregate(&Ty::of(op.result(0).ty()), out)])
    }

    /// `vector.scatter %base[%offsets][%indices], %mask, %value`: "if
    /// (mask[0]) base[index[0]] = value[0] ...", UB for two set lanes at one
    /// index (see the module comment).
    fn scatter(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
        let n = op.num_operands();
        let (r, offsets) = self.lanes_base(op, n - 3)?;
        let indices = self.index_vector(op, n - 3)?;
        let mask = self.mask_of(op, n - 2, indices.len())?;
        let values: Vec<Val<'c>> = self.value(op.operand(n - 1), op)?.lanes().into_iter().cloned().collect();
        let places: Vec<Vec<IntVal<'c>>> = indices.iter().map(|i| self.innermost_plus(&offsets, i)).collect();
        let last = |p: &[IntVal<'c>]| p.last().expect("a memref of rank 1 or more").bits.clone();
        let mut dup = Vec::new();
        for (a, pa) in places.iter().enumerate() {
            for (b, pb) in places.iter().enumerate().skip(a + 1) {
                dup.push(&mask[a].on & &mask[b].on & last(pa).eq(&last(pb)));
            }
        }
        self.ub(op, "vector.scatter with two set lanes at one index", Bool::or_all(self.cx.smt, dup));
        self.stores_under_mask(op, &r, places, values, &mask)
    }

    /// Stores each value at its place where its mask bit is set.
    pub(super) fn stores_under_mask(
        &mut self,
        op: Op<'a>,
        r: &MemRef<'c>,
        places: Vec<Vec<IntVal<'c>>>,
        values: Vec<Val<'c>>,
        mask: &[Lane<'c>],
    ) -> Result<(), Unsupported> {
        self.poison_mask_ub(op, mask);
        for ((idx, v), m) in places.into_iter().zip(values).zip(mask) {
            self.on_path(&m.on, |e| e.mem_store(op, r, &idx, v)).transpose()?;
        }
        self.finish(op, vec![])
    }

    /// The places of an expandload / compressstore: lane `k` goes to the
    /// start plus the number of set lanes before it ("index++ ... the index
    /// increment is done conditionally"). Rank-1 vectors only (module comment).
    fn packed_places(
        &self,
        op: Op<'a>,
        vector: &Ty,
        offsets: &[IntVal<'c>],
        mask: &[Lane<'c>],
    ) -> Result<Vec<Vec<IntVal<'c>>>, Unsupported> {
        if !matches!(vector, Ty::Vector(s, _) if s.len() == 1) {
            return Err(Unsupported::new(format!("'{}' of {vector} (rank above 1)", op.name())).at(op.loc()));
        }
        let w = self.cx.cfg.index_bits;
        let (one, mut count) = (BV::from_u64(self.cx.smt, 1, w), BV::zero(self.cx.smt, w));
        let mut out = Vec::with_capacity(mask.len());
        for m in mask {
            out.push(self.innermost_plus(offsets, &IntVal::new(count.clone(), self.cx.ff())));
            count = (&count + &BV::ite(&m.on, &one, &BV::zero(self.cx.smt, w))).simplified();
        }
        Ok(out)
    }

    /// `vector.expandload %base[%i], %mask, %pass_thru`: "result[0] := if
    /// mask[0] then base[index++] else pass_thru[0] ...".
    fn expandload(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
        let n = op.num_operands();
        let (r, offsets) = self.lanes_base(op, n - 2)?;
        let ty = Ty::of(op.result(0).ty());
        let mask = self.mask_of(op, n - 2, ty.lanes())?;
        let pass: Vec<Val<'c>> = self.value(op.operand(n - 1), op)?.lanes().into_iter().cloned().collect();
        let places = self.packed_places(op, &ty, &offsets, &mask)?;
        self.poison_mask_ub(op, &mask);
        let mut out = Vec::with_capacity(places.len());
        for ((idx, m), p) in places.iter().zip(&mask).zip(&pass) {
            out.push(self.lane_load(op, &r, idx, &m.on, p)?);
        }
        self.finish(op, vec![Val::aggregate(&ty, out)])
    }

    /// `vector.compressstore %base[%i], %mask, %value`: "if (mask[0])
    /// base[index++] = value[0] ...".
    fn compressstore(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
        let n = op.num_operands();
        let (r, offsets) = self.lanes_base(op, n - 2)?;
        let ty = Ty::of(op.operand(n - 1).ty());
        let mask = self.mask_of(op, n - 2, ty.lanes())?;
        let values: Vec<Val<'c>> = self.value(op.operand(n - 1), op)?.lanes().into_iter().cloned().collect();
        let places = self.packed_places(op, &ty, &offsets, &mask)?;
        self.stores_under_mask(op, &r, places, values, &mask)
    }
}
