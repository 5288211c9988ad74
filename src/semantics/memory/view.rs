//! Memref types and values: a view into a block (see `mod.rs`).

use crate::semantics::Ty;
use crate::smt::{BV, Bool};
use std::fmt;

/// A memref type: shape, element type and strided layout (`None` for a
/// dynamic size, stride or offset).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MemTy {
    pub shape: Vec<Option<u64>>,
    pub elem: Box<Ty>,
    pub strides: Vec<Option<i64>>,
    pub offset: Option<i64>,
    /// The layout is the identity map: the strides are the row-major
    /// products of the sizes, dynamic ones included (MLIR's
    /// `getStridesAndOffset` gives those as dynamic).
    pub contiguous: bool,
}

impl MemTy {
    pub fn rank(&self) -> usize {
        self.shape.len()
    }

    /// The layout is the identity: row-major and contiguous, offset 0.
    pub fn is_identity(&self) -> bool {
        self.offset == Some(0) && self.strides == row_major_strides(&self.shape)
    }

    /// The static shape, if every size is static.
    pub fn static_shape(&self) -> Option<Vec<u64>> {
        self.shape.iter().copied().collect()
    }
}

/// Row-major strides of a shape (`None` where a later size is dynamic).
pub fn row_major_strides(shape: &[Option<u64>]) -> Vec<Option<i64>> {
    let mut acc = Some(1i64);
    let mut out = vec![None; shape.len()];
    for (k, d) in shape.iter().enumerate().rev() {
        out[k] = acc;
        acc = match (acc, d) {
            (Some(a), Some(d)) => a.checked_mul(*d as i64),
            _ => None,
        };
    }
    out
}

impl fmt::Display for MemTy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let dim = |d: &Option<u64>| d.map_or("?".to_string(), |n| n.to_string());
        let num = |d: &Option<i64>| d.map_or("?".to_string(), |n| n.to_string());
        f.write_str("memref<")?;
        for d in &self.shape {
            write!(f, "{}x", dim(d))?;
        }
        write!(f, "{}", self.elem)?;
        if !self.is_identity() {
            let strides: Vec<String> = self.strides.iter().map(num).collect();
            write!(f, ", strided<[{}], offset: {}>", strides.join(", "), num(&self.offset))?;
        }
        f.write_str(">")
    }
}

/// The semantics' type of an MLIR memref type: ranked, of a modelled
/// scalar, in the default memory space, with a strided layout; anything
/// else is `Ty::Other`, named (an op or function using it is unsupported).
pub fn ty_of(t: crate::ir::Type<'_>) -> Ty {
    if let Some(space) = t.memref_space() {
        return Ty::Other(format!("{t} (memory space {space} is not modelled)"));
    }
    let (Some(shape), Some(elem)) = (t.shape(), t.element_type()) else { return Ty::Other(t.to_string()) };
    let elem = Ty::of(elem);
    // A vector element is modelled as its elements (`memref_vector.rs`).
    let vector_of_scalars = matches!(&elem, Ty::Vector(_, e) if e.is_scalar());
    if !elem.is_scalar() && !vector_of_scalars {
        return Ty::Other(format!("{t} (its element type is not modelled in memory)"));
    }
    let Some((strides, offset)) = t.memref_strides() else {
        return Ty::Other(format!("{t} (a layout that is not strided)"));
    };
    let shape = shape.iter().map(|d| d.map(|n| n as u64)).collect();
    let contiguous = t.memref_is_identity();
    Ty::MemRef(MemTy { shape, elem: Box::new(elem), strides, offset, contiguous })
}

/// A memref value: a view into a block (see the module comment).
#[derive(Clone, Debug)]
pub struct MemRef<'c> {
    /// The block's identifier (`BLOCK_W` bits; symbolic after a merge).
    pub block: BV<'c>,
    /// Where the descriptor's aligned pointer is, in elements from the
    /// start of the block (0 but for arguments that may alias).
    pub base: BV<'c>,
    /// In elements, from `base` (the descriptor's offset; index width).
    pub offset: BV<'c>,
    pub sizes: Vec<BV<'c>>,
    pub strides: Vec<BV<'c>>,
    /// Known to lie within its block (an argument's view, an allocation, a
    /// subview or reshape of one): an access within the view's sizes is
    /// within the block, and is not checked again. False after a
    /// `reinterpret_cast`.
    pub within: bool,
    /// A `memref.view` of bytes as elements of another type: each element
    /// is this many consecutive elements (`i8`) of the block, little-endian,
    /// and the view's type; `base` counts bytes, `offset` and strides count
    /// elements of the view (`memref_bytes.rs`). `Some((0, _))`: a merge of
    /// such a view with one that is not.
    pub bytes: Option<(u32, Ty)>,
    /// Made by a view op (`subview`, `reinterpret_cast`, `expand_shape`,
    /// `collapse_shape`, `transpose`, `view`) rather than being the buffer
    /// an allocation returned or a cast of it: `memref.dealloc` of it is UB
    /// ("should not be called on memrefs which alias an alloc'd memref
    /// (e.g. memrefs returned by `view` operations)").
    pub view: Bool<'c>,
    /// The position of an element within the view's sizes may overflow
    /// `index` (a `reinterpret_cast` with free sizes and strides): an access
    /// checks its position computation, which MemRefOps.td makes UB when
    /// it overflows ("if computing the offset in the memref would cause
    /// signed overflow of the `index` type"). Views of arguments,
    /// allocations and globals, and views of those, cannot overflow within
    /// their sizes.
    pub wraps: bool,
}

/// The row-major strides of `sizes` (each the product of the sizes after
/// it), `w` bits wide.
pub fn row_major<'c>(smt: &'c crate::smt::Context, sizes: &[BV<'c>], w: u32) -> Vec<BV<'c>> {
    let mut strides = vec![BV::from_u64(smt, 1, w); sizes.len()];
    for k in (0..sizes.len().saturating_sub(1)).rev() {
        strides[k] = (&strides[k + 1] * &sizes[k + 1]).simplified();
    }
    strides
}

impl<'c> MemRef<'c> {
    /// The identity view of block `id` with `sizes` (row-major strides, at
    /// the block's start): what an allocation or a global gives.
    pub fn identity(smt: &'c crate::smt::Context, id: u32, sizes: Vec<BV<'c>>, w: u32) -> MemRef<'c> {
        let strides = row_major(smt, &sizes, w);
        let zero = BV::zero(smt, w);
        let block = BV::from_u64(smt, id as u64, super::BLOCK_W);
        let view = Bool::from_bool(smt, false);
        MemRef {
            block,
            base: zero.clone(),
            offset: zero,
            sizes,
            strides,
            within: true,
            bytes: None,
            view,
            wraps: false,
        }
    }

    /// `if c then a else b`, field by field.
    pub fn select(c: &Bool<'c>, a: &MemRef<'c>, b: &MemRef<'c>) -> MemRef<'c> {
        let pick = |x: &[BV<'c>], y: &[BV<'c>]| x.iter().zip(y).map(|(x, y)| BV::ite(c, x, y)).collect();
        MemRef {
            block: BV::ite(c, &a.block, &b.block),
            base: BV::ite(c, &a.base, &b.base),
            offset: BV::ite(c, &a.offset, &b.offset),
            sizes: pick(&a.sizes, &b.sizes),
            strides: pick(&a.strides, &b.strides),
            within: a.within && b.within,
            bytes: if a.bytes == b.bytes {
                a.bytes.clone()
            } else {
                a.bytes.clone().or(b.bytes.clone()).map(|(_, t)| (0, t))
            },
            view: c.ite(&a.view, &b.view),
            wraps: a.wraps || b.wraps,
        }
    }

    /// The same memref, as a view op gives it (see [`MemRef::view`]).
    pub fn as_view(self) -> MemRef<'c> {
        let view = Bool::from_bool(self.block.ctx(), true);
        MemRef { view, ..self }
    }

    /// The same view of the same block.
    pub fn same(&self, o: &MemRef<'c>) -> Bool<'c> {
        let smt = self.block.ctx();
        let pairs = self.sizes.iter().zip(&o.sizes).chain(self.strides.iter().zip(&o.strides));
        self.block.eq(&o.block)
            & self.base.eq(&o.base)
            & self.offset.eq(&o.offset)
            & Bool::and_all(smt, pairs.map(|(a, b)| a.eq(b)))
    }

    /// Whether all the terms are the same terms.
    pub fn same_terms(&self, o: &MemRef<'c>) -> bool {
        let all =
            |a: &[BV<'c>], b: &[BV<'c>]| a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.term().same(y.term()));
        self.block.term().same(o.block.term())
            && self.base.term().same(o.base.term())
            && self.offset.term().same(o.offset.term())
            && all(&self.sizes, &o.sizes)
            && all(&self.strides, &o.strides)
    }

    /// The block position of element `idx`: `base + offset + Σ idx_k·stride_k`.
    pub fn address(&self, idx: &[BV<'c>]) -> BV<'c> {
        let mut at = &self.base + &self.offset;
        for (i, s) in idx.iter().zip(&self.strides) {
            at = &at + &(i * s);
        }
        at.simplified()
    }

    /// When computing the position of element `idx` overflows `index`
    /// (signed), for a view that may wrap ([`MemRef::wraps`]).
    pub fn position_overflows(&self, idx: &[BV<'c>]) -> Bool<'c> {
        let smt = self.block.ctx();
        if !self.wraps {
            return Bool::from_bool(smt, false);
        }
        let mut over = vec![self.base.add_overflows_signed(&self.offset)];
        let mut at = &self.base + &self.offset;
        for (i, s) in idx.iter().zip(&self.strides) {
            let p = i * s;
            over.push(i.mul_overflows_signed(s));
            over.push(at.add_overflows_signed(&p));
            at = &at + &p;
        }
        Bool::or_all(smt, over)
    }

    /// Every index within its dimension (`0 <= idx < size`, unsigned).
    pub fn in_bounds(&self, idx: &[BV<'c>]) -> Bool<'c> {
        Bool::and_all(self.block.ctx(), idx.iter().zip(&self.sizes).map(|(i, n)| i.ult(n)))
    }

    /// The block identifier, when it is a constant.
    pub fn block_id(&self) -> Option<u32> {
        self.block.simplified().as_const().and_then(|b| b.to_u64()).map(|v| v as u32)
    }

    /// The number of elements of the view (its sizes' product).
    pub fn count(&self) -> BV<'c> {
        let w = self.offset.width();
        self.sizes.iter().fold(BV::from_u64(self.block.ctx(), 1, w), |a, s| &a * s)
    }
}
