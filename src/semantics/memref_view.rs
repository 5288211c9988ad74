//! `memref` dialect, the view ops (mlir/Dialect/MemRef/IR/MemRefOps.td):
//! a new view of the same buffer (see `memref.rs` for the rules and
//! choices). Each result of a view op is marked as a view
//! (`MemRef::as_view`): `memref.dealloc` of it is UB.

use super::encode::Encoder;
use super::memory::MemRef;
use super::{IntVal, Unsupported, Val};
use crate::ir::Op;
use crate::smt::{BV, Bool};

impl<'c, 'a> Encoder<'c, '_, 'a> {
    /// `memref.subview`: offsets, sizes and strides within the source (out
    /// of bounds is UB); a rank-reducing subview drops the unit dimensions.
    pub(super) fn subview(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
        let r = self.memref(op.operand(0), op)?;
        let m = self.mem_ty(op.result(0)).map_err(|e| e.at(op.loc()))?;
        let mut dynamic = 1..op.num_operands();
        let offsets = self.mixed(op, "static_offsets", &mut dynamic)?;
        let sizes = self.mixed(op, "static_sizes", &mut dynamic)?;
        let strides = self.mixed(op, "static_strides", &mut dynamic)?;
        let w = self.cx.cfg.index_bits;
        let wide = |v: &BV<'c>| v.zext(w + 8);
        let one = BV::from_u64(self.cx.smt, 1, 2 * w + 8);
        let mut offset = r.offset.clone();
        let mut oob = Vec::new();
        for k in 0..r.sizes.len() {
            offset = &offset + &(&offsets[k] * &r.strides[k]);
            // offset + (size - 1)·stride < source size, when size > 0;
            // offset <= source size always.
            let last = &wide(&offsets[k]) + &(&(&wide(&sizes[k]) - &one) * &wide(&strides[k]));
            let n = wide(&r.sizes[k]);
            oob.push(wide(&offsets[k]).ugt(&n) | (!sizes[k].is_zero() & !last.ult(&n)));
        }
        self.ub(op, "a subview out of bounds of its source", Bool::or_all(self.cx.smt, oob));
        let new_strides: Vec<BV<'c>> = r.strides.iter().zip(&strides).map(|(a, b)| (a * b).simplified()).collect();
        let keep = rank_kept(op, &sizes, m.rank())?;
        let pick = |v: Vec<BV<'c>>| v.into_iter().zip(&keep).filter(|(_, k)| **k).map(|(x, _)| x).collect();
        let view = MemRef { offset: offset.simplified(), sizes: pick(sizes), strides: pick(new_strides), ..r };
        self.finish(op, vec![Val::MemRef(view.as_view())])
    }

    /// `memref.reinterpret_cast`: the source's buffer with a new offset,
    /// sizes and strides (an access outside the buffer is UB when made).
    pub(super) fn reinterpret_cast(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
        let r = self.memref(op.operand(0), op)?;
        let mut dynamic = 1..op.num_operands();
        let offsets = self.mixed(op, "static_offsets", &mut dynamic)?;
        let sizes = self.mixed(op, "static_sizes", &mut dynamic)?;
        let strides = self.mixed(op, "static_strides", &mut dynamic)?;
        let offset =
            offsets.into_iter().next().ok_or_else(|| Unsupported::new("reinterpret_cast without an offset"))?;
        let view = MemRef { offset, sizes, strides, within: false, wraps: true, ..r };
        self.finish(op, vec![Val::MemRef(view.as_view())])
    }

    /// Index operand `k` of `op`; poison there (`what`) is UB.
    pub(super) fn defined_index(&mut self, op: Op<'a>, k: usize, what: &str) -> Result<BV<'c>, Unsupported> {
        let v = self.int_operand(op, k)?;
        self.ub(op, format!("{what} of '{}' is poison", op.name()), v.poison.clone());
        Ok(v.bits)
    }

    /// `memref.extract_strided_metadata`: the base buffer (rank 0, offset
    /// 0), the offset, the sizes and the strides.
    pub(super) fn extract_strided_metadata(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
        let r = self.memref(op.operand(0), op)?;
        let zero = super::memory::index(&self.cx, 0);
        // The base buffer is the allocation itself, not a view of it (MLIR's
        // own deallocation lowering frees it: `bufferization.dealloc` of a
        // view becomes `memref.dealloc` of its base buffer).
        let view = self.cx.ff();
        let base = MemRef { offset: zero, sizes: vec![], strides: vec![], within: false, view, ..r.clone() };
        let int = |b: &BV<'c>| Val::Int(IntVal::new(b.clone(), self.cx.ff()));
        let mut out = vec![Val::MemRef(base), int(&r.offset)];
        out.extend(r.sizes.iter().chain(&r.strides).map(int));
        self.finish(op, out)
    }

    /// `memref.collapse_shape`: each group of dimensions one dimension, of
    /// their sizes' product, striding as the group's innermost dimension
    /// whose size is not 1 (see below when all are). "Collapsing non-contiguous dimensions is
    /// undefined behavior": two such dimensions of a group, neither of size
    /// 1, where the outer's stride is not the inner's times its size.
    pub(super) fn collapse_shape(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
        let r = self.memref(op.operand(0), op)?;
        let src = self.mem_ty(op.operand(0)).map_err(|e| e.at(op.loc()))?;
        let groups = reassociation(op)?;
        let smt = self.cx.smt;
        let one = super::memory::index(&self.cx, 1);
        let (mut sizes, mut strides, mut bad) = (Vec::new(), Vec::new(), Vec::new());
        for g in &groups {
            let size = g.iter().fold(one.clone(), |a, k| &a * &r.sizes[*k]).simplified();
            let real: Vec<usize> = g.iter().copied().filter(|k| src.shape[*k] != Some(1)).collect();
            for p in real.windows(2) {
                let (j, k) = (p[0], p[1]);
                let unit = r.sizes[j].eq(&one) | r.sizes[k].eq(&one);
                bad.push(!unit & r.strides[j].ne(&(&r.strides[k] * &r.sizes[k])));
            }
            // The stride of the innermost dimension whose size is not 1 at
            // run time; when every size is 1, the one MLIR's
            // `computeCollapsedLayoutMap` gives the result type: the
            // innermost after dropping trailing static 1s (the first, if
            // all are), so that a static stride of the type holds.
            let mut pick = g.len().saturating_sub(1);
            while pick > 0 && src.shape[g[pick]] == Some(1) {
                pick -= 1;
            }
            let mut stride = g.get(pick).map_or(one.clone(), |k| r.strides[*k].clone());
            for k in &real {
                stride = BV::ite(&r.sizes[*k].ne(&one), &r.strides[*k], &stride);
            }
            strides.push(stride.simplified());
            sizes.push(size);
        }
        self.ub(op, "collapsing dimensions that are not contiguous", Bool::or_all(smt, bad));
        self.finish(op, vec![Val::MemRef(MemRef { sizes, strides, ..r }.as_view())])
    }

    /// `memref.expand_shape`: each dimension split into its group (the
    /// output shape), strides row-major within the group from the source's;
    /// sizes whose product is not the source's are UB.
    pub(super) fn expand_shape(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
        let r = self.memref(op.operand(0), op)?;
        let groups = reassociation(op)?;
        let mut dynamic = 1..op.num_operands();
        let out = self.mixed(op, "static_output_shape", &mut dynamic)?;
        let one = super::memory::index(&self.cx, 1);
        let mut strides = vec![one.clone(); out.len()];
        let mut bad = Vec::new();
        for (k, g) in groups.iter().enumerate() {
            let mut stride = r.strides[k].clone();
            for j in g.iter().rev() {
                strides[*j] = stride.simplified();
                stride = &stride * &out[*j];
            }
            let product = g.iter().fold(one.clone(), |a, j| &a * &out[*j]);
            bad.push(product.ne(&r.sizes[k]));
        }
        self.ub(op, "an expanded shape whose sizes do not multiply to the source's", Bool::or_all(self.cx.smt, bad));
        self.finish(op, vec![Val::MemRef(MemRef { sizes: out, strides, ..r }.as_view())])
    }

    /// `memref.transpose`: the same elements, dimension `i` of the result
    /// being dimension `permutation(i)` of the source (its size and stride).
    pub(super) fn transpose(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
        let r = self.memref(op.operand(0), op)?;
        let map = op.attr("permutation").and_then(|a| a.affine_map());
        let perm: Option<Vec<usize>> = map.as_ref().and_then(|m| {
            m.results.iter().map(|e| if let crate::ir::AffineExpr::Dim(d) = e { Some(*d) } else { None }).collect()
        });
        let perm = perm
            .filter(|p| p.len() == r.sizes.len() && p.iter().all(|d| *d < r.sizes.len()))
            .ok_or_else(|| Unsupported::new("memref.transpose without a permutation").at(op.loc()))?;
        let sizes = perm.iter().map(|d| r.sizes[*d].clone()).collect();
        let strides = perm.iter().map(|d| r.strides[*d].clone()).collect();
        self.finish(op, vec![Val::MemRef(MemRef { sizes, strides, ..r }.as_view())])
    }
}

/// The groups of a `reassociation` attribute.
fn reassociation(op: Op<'_>) -> Result<Vec<Vec<usize>>, Unsupported> {
    let groups = op.attr("reassociation").and_then(|a| a.array()).and_then(|gs| {
        gs.iter()
            .map(|g| {
                g.array().and_then(|ks| {
                    ks.iter().map(|k| k.int_value().and_then(|b| b.to_u64()).map(|v| v as usize)).collect()
                })
            })
            .collect::<Option<Vec<Vec<usize>>>>()
    });
    groups.ok_or_else(|| Unsupported::new(format!("'{}' without a reassociation", op.name())).at(op.loc()))
}

/// Which dimensions of a subview the result keeps: all, or for a
/// rank-reducing one all but the unit ones (`sizes` static 1), when that
/// leaves `rank`.
fn rank_kept(op: Op<'_>, sizes: &[BV<'_>], rank: usize) -> Result<Vec<bool>, Unsupported> {
    if sizes.len() == rank {
        return Ok(vec![true; rank]);
    }
    let unit: Vec<bool> = sizes.iter().map(|s| s.as_const().and_then(|b| b.to_u64()) == Some(1)).collect();
    if sizes.len() - unit.iter().filter(|u| **u).count() == rank {
        return Ok(unit.iter().map(|u| !u).collect());
    }
    Err(Unsupported::new("a rank-reducing subview whose dropped dimensions are ambiguous").at(op.loc()))
}
