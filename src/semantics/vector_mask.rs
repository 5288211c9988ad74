//! `vector` dialect, masks (mlir/Dialect/Vector/IR/VectorOps.td):
//! `constant_mask` and `create_mask` make them, `vector.mask` predicates
//! one maskable op with one, `vector.yield` ends its region.
//!
//! The maskable ops (those with `MaskableOpInterface` in VectorOps.td) are
//! `contract`, `reduction`, `multi_reduction`, `outerproduct`,
//! `transfer_read`, `transfer_write` and `gather`; no elementwise op is
//! (the verifier rejects `vector.mask` around one), and only
//! `transfer_read` and `gather` take a passthru. [`lanes`] reads a mask
//! into per-lane conditions; the transfers and the gather take it as their
//! own mask (`vector_transfer.rs`, `vector_gather.rs`), the others get it
//! through `vector_reduce::masked`, which says what each computes under
//! it. Any other op inside `vector.mask` is unsupported, named.

use super::encode::{Encoder, attr_val};
use super::ops::{AttrKind, OpSpec, op, structured};
use super::vector::{multi_index, shape_of};
use super::{AttrVal, Cx, IntVal, OpInst, Outcome, Res, Ty, Unsupported, Val};
use crate::ir::Op;
use crate::smt::{BV, Bool};

/// The ops that make and apply masks.
pub(super) const OPS: &[OpSpec] = &[
    op("vector.constant_mask", constant_mask).attrs(&[("mask_dim_sizes", AttrKind::I64s)]),
    op("vector.create_mask", create_mask),
    structured("vector.mask"),
    structured("vector.yield"),
];

/// The shape a mask's bounds apply to: a 0-D mask is one lane with one
/// bound (its verifier asks for exactly one).
fn mask_shape(i: &OpInst<'_>) -> Result<Vec<u64>, Unsupported> {
    let s = shape_of(i, &i.result_types[0])?;
    Ok(if s.is_empty() { vec![1] } else { s.to_vec() })
}

/// An `i1` lane.
fn bit<'c>(cx: &Cx<'c, '_>, set: &Bool<'c>, poison: Bool<'c>) -> Val<'c> {
    let bits = BV::ite(set, &BV::from_u64(cx.smt, 1, 1), &BV::zero(cx.smt, 1));
    Val::Int(IntVal::new(bits, poison))
}

/// `vector.constant_mask [sizes]`: "elements of the result vector are set
/// to '0' or '1', based on whether the element indices are contained within
/// a hyper-rectangular region specified by the 'mask_dim_sizes'": a lane is
/// set when every index is below its dimension's size.
fn constant_mask<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let Some(AttrVal::I64s(sizes)) = i.attr("mask_dim_sizes") else {
        return Err(Unsupported::new("vector.constant_mask without mask_dim_sizes"));
    };
    let shape = mask_shape(i)?;
    let n: u64 = shape.iter().product();
    let out = (0..n)
        .map(|k| {
            let set = multi_index(k, &shape).iter().zip(sizes).all(|(x, s)| (*x as i64) < *s);
            bit(cx, &Bool::from_bool(cx.smt, set), cx.ff())
        })
        .collect();
    Ok(Outcome::value(Val::Vector(out)))
}

/// `vector.create_mask %b0, ...`: as `constant_mask` with the bounds as
/// operands; "If operand-value is negative, it is treated as if it were
/// zero, and if it is greater than the corresponding dimension size, it is
/// treated as if it were equal to the dimension size", so lane `x` is set
/// when `x < b` for each dimension, comparing signed. ODS is silent on a
/// poison bound: the encoder's choice is that every lane is poison (each
/// lane depends on every bound, as the `arith.cmpi`s it lowers to do).
fn create_mask<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let shape = mask_shape(i)?;
    let bounds = (0..i.operands.len()).map(|k| i.int(k)).collect::<Result<Vec<_>, _>>()?;
    if bounds.len() != shape.len() {
        return Err(Unsupported::new("vector.create_mask with a bound per dimension missing"));
    }
    let poison = Bool::or_all(cx.smt, bounds.iter().map(|b| b.poison.clone()));
    // Compare in a width that holds every index, whatever `index-bitwidth`.
    let wide = |b: &IntVal<'c>| b.bits.sext(b.width().max(64) + 1 - b.width());
    let n: u64 = shape.iter().product();
    let out = (0..n)
        .map(|k| {
            let inside = multi_index(k, &shape).into_iter().zip(&bounds).map(|(x, b)| {
                let bw = wide(b);
                BV::from_u64(cx.smt, x, bw.width()).slt(&bw)
            });
            bit(cx, &Bool::and_all(cx.smt, inside), poison.clone())
        })
        .collect();
    Ok(Outcome::value(Val::Vector(out)))
}

/// One lane of a mask: whether it is on, and whether it is poison.
pub(super) struct Lane<'c> {
    pub on: Bool<'c>,
    pub poison: Bool<'c>,
}

/// The lanes of a mask value (`vector<...xi1>`), row-major.
pub(super) fn lanes<'c>(mask: &Val<'c>) -> Result<Vec<Lane<'c>>, Unsupported> {
    let Val::Vector(bits) = mask else { return Err(Unsupported::new("a vector.mask mask that is not a vector")) };
    bits.iter()
        .map(|b| match b {
            Val::Int(b) if b.width() == 1 => Ok(Lane { on: !b.bits.is_zero(), poison: b.poison.clone() }),
            _ => Err(Unsupported::new("a vector.mask mask that is not of i1")),
        })
        .collect()
}

impl<'c, 'a> Encoder<'c, '_, 'a> {
    /// Returns whether `op` was handled (`vector.yield` is a terminator,
    /// read by its parent).
    pub(super) fn vector_op(&mut self, op: Op<'a>) -> Result<bool, Unsupported> {
        match op.name() {
            "vector.mask" => self.vector_mask(op)?,
            _ => return self.vector_memory_op(op),
        }
        Ok(true)
    }

    /// `vector.mask %m[, %passthru] { op; vector.yield }`: "The vector mask
    /// argument holds a bit for each vector lane and determines which vector
    /// lanes should execute the maskable operation and which ones should
    /// not ... The masked-off lanes in the result vector are taken from the
    /// corresponding lanes of the pass-thru argument, if provided". What a
    /// masked-off lane does inside the op is the op's own rule
    /// ([`Encoder::masked_operands`]). An empty region yields its values
    /// unchanged (nothing is masked; the canonicalizer folds it so). ODS
    /// does not say what a poison mask lane does: the encoder's choice is
    /// that it makes poison what that lane would decide (the result lane,
    /// or a reduction's result).
    fn vector_mask(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
        let at = |e: Unsupported| e.at(op.loc());
        let operands = self.values(op)?;
        let mask = lanes(&operands[0]).map_err(at)?;
        let passthru = operands.get(1);
        let block = op.region(0).blocks()[0];
        let ops = block.ops();
        let (term, body) = ops.split_last().ok_or_else(|| at(Unsupported::new("an empty vector.mask block")))?;
        if term.name() != "vector.yield" {
            return Err(at(Unsupported::new(format!("'{}' ends a vector.mask region", term.name()))));
        }
        let results = match body {
            [] if passthru.is_some() => {
                return Err(at(Unsupported::new("an empty vector.mask with a passthru is not modelled")));
            }
            [] => self.values(*term)?,
            [inner] if super::vector_transfer::OPS.iter().any(|o| o.name == inner.name()) => {
                // A transfer takes the mask as its own, and a read its
                // masked-off lanes from the passthru (`vector_transfer.rs`).
                let outer = super::vector_transfer::Outer { mask, passthru: passthru.cloned() };
                self.transfer(*inner, Some(outer))?;
                self.values(*term)?
            }
            [inner] if inner.name() == "vector.gather" => {
                let outer = super::vector_transfer::Outer { mask, passthru: passthru.cloned() };
                self.gather(*inner, Some(outer))?;
                self.values(*term)?
            }
            // Only transfer_read and gather take a passthru
            // (`supportsPassthru`); the verifier rejects it elsewhere.
            [_] if passthru.is_some() => return Err(at(Unsupported::new("vector.mask with a passthru on this op"))),
            [inner] => {
                self.masked(*inner, &mask)?;
                self.values(*term)?
            }
            _ => return Err(at(Unsupported::new("vector.mask around more than one op"))),
        };
        self.finish(op, results)
    }

    /// Encodes the maskable op `inner` under `mask` and binds its results.
    fn masked(&mut self, inner: Op<'a>, mask: &[Lane<'c>]) -> Result<(), Unsupported> {
        let at = |e: Unsupported| e.at(inner.loc());
        let name = inner.name();
        let spec = super::ops::spec(name);
        let attrs: Vec<(String, AttrVal<'c>)> = inner
            .attrs()
            .into_iter()
            .map(|(n, a)| (n.to_string(), attr_val(&self.cx, spec.and_then(|s| s.attr_kind(n)), a)))
            .collect();
        let operands = self.values(inner)?;
        let inst = OpInst {
            name: name.to_string(),
            site: format!("{name}#masked"),
            operands: operands.clone(),
            operand_types: inner.operands().iter().map(|v| Ty::of(v.ty())).collect(),
            result_types: inner.results().iter().map(|r| Ty::of(r.ty())).collect(),
            attrs,
        };
        // The one place a maskable op's masked meaning is chosen: the
        // reductions, contractions and outer products of
        // `vector_reduce.rs` (transfers and gathers above).
        let out = super::vector_reduce::masked(&self.cx, &inst, mask).map_err(at)?;
        self.bind(&inner.results(), &out.results);
        for (reason, cond) in out.ub {
            self.ub(inner, reason, cond);
        }
        self.step(inner, operands, out.results);
        Ok(())
    }
}
