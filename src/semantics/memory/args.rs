//! Memref arguments: the views a caller may pass, and whether they alias.
//!
//! An argument of type `memref<...>` is a view into a buffer its caller
//! owns: the static sizes, strides and offset of its type, and for each
//! dynamic one a value shared by both sides (`%arg0.size1`,
//! `%arg0.stride0`, `%arg0.offset`; with the identity layout the strides
//! are the row-major products of the sizes, dynamic or not). The caller
//! passes a well-formed view: sizes, strides and offset are non-negative
//! and below 2^(w-1) (`w` the index width), and no element's position
//! overflows. Its contents are anything, each element possibly poison
//! (uninitialised), shared by both sides.
//!
//! Dereferenceability. MLIR promises nothing about the buffer behind a
//! memref argument: `memref.load` is not speculatable, and a caller may
//! pass a view whose buffer has been freed or is shorter than the view.
//! As Alive2 treats pointer arguments (and mlir-tv memref arguments), the
//! buffer's size is unknown: it holds positions `0 .. <buffer>.capacity`
//! (free, shared by both sides, possibly 0: a dead buffer), counted from
//! the descriptor's aligned pointer, which lies within the allocation; an
//! access at or past the capacity is UB. The source's own accesses are
//! thus the only evidence of how far the buffer reaches: a target that
//! loads or stores past every element the source accesses (on that path),
//! or accesses a buffer the source never touches, is caught.
//! `memref-deref=view` restores the stronger assumption that every element
//! of the view exists, and every verdict that relies on it says so.
//!
//! Aliasing. MLIR's affine and linalg analyses treat distinct memref
//! arguments as distinct buffers, and so does the default here: each
//! argument has a buffer of its own, and every verdict on a function with
//! two or more memref arguments says it relied on that. With
//! `memref-alias=may`, the arguments of one element type are views into
//! one buffer at free positions (`%arg1.base`), so they may overlap in any
//! way; a pass that assumed otherwise is then caught.

use super::{BLOCK_W, MemRef, MemTy};
use crate::semantics::{Cx, Ty, Unsupported, Val};
use crate::smt::{BV, Bool};

/// The buffer argument `name` of element type `elem` views: its own, or
/// under `memref-alias=may` the one shared by the arguments of its element
/// type.
pub fn buffer_key(cx: &Cx<'_, '_>, elem: &Ty, name: &str) -> String {
    if cx.cfg.memref_may_alias { format!("the buffer of the {elem} arguments") } else { name.to_string() }
}

/// The view memref argument `name` of type `m` is (see the module comment),
/// with its assumptions recorded once in the shared state.
pub fn view<'c>(cx: &Cx<'c, '_>, m: &MemTy, name: &str) -> Result<MemRef<'c>, Unsupported> {
    let w = cx.cfg.index_bits;
    let key = buffer_key(cx, &m.elem, name);
    let block = BV::from_u64(cx.smt, cx.shared.block_id(&key, false) as u64, BLOCK_W);
    let named = |what: String, fixed: Option<i64>| match fixed {
        Some(v) => BV::from_i64(cx.smt, v, w),
        None => BV::new_const(cx.smt, &format!("{name}.{what}"), w),
    };
    let sizes: Vec<BV<'c>> =
        m.shape.iter().enumerate().map(|(k, d)| named(format!("size{k}"), d.map(|n| n as i64))).collect();
    let mut strides: Vec<BV<'c>> = m.strides.iter().enumerate().map(|(k, s)| named(format!("stride{k}"), *s)).collect();
    // The identity layout: row-major strides, products of the sizes after
    // (a dynamic stride of `memref<?x?xi32>` is the second size, not free).
    let mut products_fit = Vec::new();
    if m.contiguous {
        for k in (0..strides.len().saturating_sub(1)).rev() {
            products_fit.push(!strides[k + 1].mul_overflows_unsigned(&sizes[k + 1]));
            strides[k] = (&strides[k + 1] * &sizes[k + 1]).simplified();
        }
    }
    let offset = named("offset".into(), m.offset);
    if m.strides.iter().chain([&m.offset]).any(|s| s.is_some_and(|v| v < 0)) {
        return Err(Unsupported::new(format!("argument {name} of type {m}: negative strides or offsets")));
    }
    if !fits(w, m) {
        return Err(Unsupported::new(format!(
            "argument {name} of type {m}: its static sizes, strides or offset do not fit index-bitwidth={w}"
        )));
    }
    let base =
        if cx.cfg.memref_may_alias { BV::new_const(cx.smt, &format!("{name}.base"), w) } else { BV::zero(cx.smt, w) };
    let within = cx.cfg.memref_deref_view;
    let r = MemRef { block, base, offset, sizes, strides, within, bytes: None, view: cx.ff(), wraps: false };
    let capacity = capacity(cx, &key);
    cx.shared.input(&format!("memref view {name}"), || {
        let smt = cx.smt;
        // Non-negative, and small enough that no address overflows.
        let small = |v: &BV<'c>| !v.sign_bit();
        // (The strides of the identity layout are products of the sizes:
        // they need not fit when a size is 0, see `fits` below.)
        let free_strides = if m.contiguous { &r.strides[..0] } else { &r.strides[..] };
        let mut assume: Vec<Bool<'c>> =
            r.sizes.iter().chain(free_strides).chain([&r.base, &r.offset, &capacity]).map(small).collect();
        // offset + Σ (size_k - 1)·stride_k without overflow when no size is
        // 0 (the operands are below 2^(w-1), so an unsigned overflow check
        // of each product and sum suffices).
        let one = BV::from_u64(smt, 1, w);
        let mut last = &r.base + &r.offset;
        let mut fits = products_fit;
        if m.contiguous {
            fits.extend(r.strides.iter().map(small));
        }
        for (n, s) in r.sizes.iter().zip(&r.strides) {
            let n1 = n - &one;
            fits.push(!n1.mul_overflows_unsigned(s));
            let p = &n1 * s;
            fits.push(!p.sign_bit());
            fits.push(!last.add_overflows_unsigned(&p));
            last = &last + &p;
        }
        let nonempty = Bool::and_all(smt, r.sizes.iter().map(|n| !n.is_zero()));
        let fits = Bool::and_all(smt, fits);
        // memref-deref=view: the whole view lies in the buffer.
        let fits = if within { fits & last.ult(&capacity) } else { fits };
        assume.push(nonempty.implies(&fits));
        (Val::MemRef(r.clone()), assume)
    });
    Ok(r)
}

/// The size of the buffer `key` of memref arguments, free (see the module
/// comment).
pub fn capacity<'c>(cx: &Cx<'c, '_>, key: &str) -> BV<'c> {
    BV::new_const(cx.smt, &format!("{key}.capacity"), cx.cfg.index_bits)
}

/// Whether every element of view `r` lies below `capacity` (true for an
/// empty view): positions grow with every index, so the last element
/// bounds them all.
pub fn whole_view_within<'c>(cx: &Cx<'c, '_>, r: &MemRef<'c>, capacity: &BV<'c>) -> Bool<'c> {
    let one = BV::from_u64(cx.smt, 1, cx.cfg.index_bits);
    let first = &r.base + &r.offset;
    let last = r.sizes.iter().zip(&r.strides).fold(first, |acc, (n, s)| &acc + &(&(n - &one) * s));
    let nonempty = Bool::and_all(cx.smt, r.sizes.iter().map(|n| !n.is_zero()));
    nonempty.implies(&last.ult(capacity))
}

/// Whether the buffer of every memref argument among `args` holds its whole
/// view (`memory`: a side's memory, which has their blocks). Not an
/// assumption: a counterexample that meets it is one a real run can show
/// (a caller passes whole buffers), which is what the refinement checker
/// prefers to report.
pub fn whole_views<'c>(cx: &Cx<'c, '_>, memory: &super::Memory<'c>, args: &[Val<'c>]) -> Bool<'c> {
    let each = args.iter().filter_map(|a| match a {
        Val::MemRef(r) => {
            let b = memory.block(r.block_id()?)?;
            matches!(b.kind, super::Kind::Argument(_)).then(|| whole_view_within(cx, r, &b.size))
        }
        _ => None,
    });
    Bool::and_all(cx.smt, each.collect::<Vec<_>>())
}

/// Whether every memref argument among `args` is small: sizes up to 8,
/// offset and strides up to 16, its buffer up to 256 elements. Not an
/// assumption either: a preference for counterexamples a person reads at
/// once (the solver otherwise picks views of 2^27 elements).
pub fn small_views<'c>(cx: &Cx<'c, '_>, memory: &super::Memory<'c>, args: &[Val<'c>]) -> Bool<'c> {
    let w = cx.cfg.index_bits;
    let at_most = |v: &BV<'c>, n: u64| v.ule(&BV::from_u64(cx.smt, n, w));
    let each = args.iter().filter_map(|a| match a {
        Val::MemRef(r) => {
            let b = memory.block(r.block_id()?)?;
            let small = r.sizes.iter().map(|n| at_most(n, 8)).chain(r.strides.iter().map(|s| at_most(s, 16)));
            let parts: Vec<Bool<'c>> = small.chain([at_most(&r.offset, 16)]).collect();
            let buffer = if b.size.width() == w { at_most(&b.size, 256) } else { cx.tt() };
            matches!(b.kind, super::Kind::Argument(_)).then(|| Bool::and_all(cx.smt, parts) & buffer)
        }
        _ => None,
    });
    Bool::and_all(cx.smt, each.collect::<Vec<_>>())
}

/// A memref into no buffer, of rank `rank` (the value of a path that is
/// never taken).
pub fn nowhere<'c>(cx: &Cx<'c, '_>, rank: usize) -> MemRef<'c> {
    let zero = BV::zero(cx.smt, cx.cfg.index_bits);
    MemRef {
        block: BV::zero(cx.smt, BLOCK_W),
        base: zero.clone(),
        offset: zero.clone(),
        sizes: vec![zero.clone(); rank],
        strides: vec![zero; rank],
        within: false,
        bytes: None,
        view: cx.ff(),
        wraps: false,
    }
}

/// The view `memref.get_global` gives of global block `id` of type `m`
/// (static shape): the layout the type declares. MemRefOps.td only says
/// the backing memory "is described by the type of the variable"; MLIR's
/// lowering allocates the shape's elements, row-major, and gives the
/// descriptor the type's strides and offset, and so does the encoder: an
/// element the layout places past the buffer is outside it (UB to access).
pub fn global_view<'c>(cx: &Cx<'c, '_>, id: u32, m: &MemTy) -> Result<MemRef<'c>, Unsupported> {
    let w = cx.cfg.index_bits;
    let shape = m.static_shape().ok_or_else(|| Unsupported::new("a global of dynamic shape"))?;
    let r = MemRef::identity(cx.smt, id, shape.iter().map(|n| BV::from_u64(cx.smt, *n, w)).collect(), w);
    if m.is_identity() {
        return Ok(r);
    }
    let fixed = |v: Option<i64>| {
        v.map(|v| BV::from_i64(cx.smt, v, w)).ok_or_else(|| Unsupported::new(format!("a global of type {m}")))
    };
    let strides = m.strides.iter().map(|s| fixed(*s)).collect::<Result<_, _>>()?;
    Ok(MemRef { strides, offset: fixed(m.offset)?, within: false, ..r })
}

/// Whether the static sizes, strides and offset of `m`, and the position of
/// its last element when they are all static, are below 2^(w-1) (positive
/// `index` values of width `w`).
pub fn fits(w: u32, m: &MemTy) -> bool {
    let limit: u128 = 1u128 << (w.min(127) - 1);
    let small = |v: u128| v < limit;
    let sizes: Vec<Option<u128>> = m.shape.iter().map(|d| d.map(|n| n as u128)).collect();
    let strides: Vec<Option<u128>> = m.strides.iter().map(|s| s.map(|v| v as u128)).collect();
    let offset = m.offset.map(|v| v as u128);
    if !sizes.iter().chain(&strides).chain([&offset]).flatten().all(|v| small(*v)) {
        return false;
    }
    let mut last = offset.unwrap_or(0);
    for (n, s) in sizes.iter().zip(&strides) {
        if let (Some(n), Some(s)) = (n, s) {
            last = last.saturating_add(n.saturating_sub(1).saturating_mul(*s));
        }
    }
    small(last) && small(sizes.iter().flatten().product::<u128>().max(1))
}

/// The elements of memref argument `i`'s view `r` (type `m`, static shape)
/// as the caller passes them, row-major: the tensor a bufferized function
/// boundary turned into this memref (`refine::query`).
pub fn contents<'c>(
    cx: &Cx<'c, '_>,
    i: usize,
    r: &MemRef<'c>,
    m: &MemTy,
    name: &str,
) -> Result<Vec<Val<'c>>, Unsupported> {
    let shape = m
        .static_shape()
        .ok_or_else(|| Unsupported::new(format!("argument {name}: a bufferized tensor of dynamic shape")))?;
    let n: u64 = shape.iter().product();
    if n > crate::semantics::tensor::MAX_ELEMENTS {
        return Err(Unsupported::new(format!(
            "argument {name}: a bufferized tensor of {n} elements (large tensors are not paired with memory)"
        )));
    }
    // The buffer of a tensor holds its elements at distinct positions (no
    // dimension folds onto another): each stride exceeds the extent of the
    // dimensions inside it, row-major.
    cx.shared.input(&format!("distinct elements of {name}"), || {
        let w = cx.cfg.index_bits;
        let one = BV::from_u64(cx.smt, 1, w);
        let mut inner = BV::zero(cx.smt, w);
        let mut assume = Vec::new();
        for (n, s) in r.sizes.iter().zip(&r.strides).rev() {
            assume.push(n.ule(&one) | s.ugt(&inner));
            inner = &inner + &(&(n - &one) * s);
        }
        // The tensor exists: so do its elements.
        let capacity = capacity(cx, &buffer_key(cx, &m.elem, name));
        assume.push(whole_view_within(cx, r, &capacity));
        (Val::MemRef(r.clone()), assume)
    });
    let mut mem = super::Memory::default();
    mem.argument(cx, i, r, m, name)?;
    super::points(cx.smt, &shape, cx.cfg.index_bits)
        .into_iter()
        .map(|idx| mem.read(cx.smt, r, &idx).ok_or_else(|| Unsupported::new("an argument without its buffer")))
        .collect()
}
