//! `memref` dialect (mlir/Dialect/MemRef/IR/MemRefOps.td), on the memory
//! model of `memory/`. Every op here is the encoder's: it reads or changes
//! memory, whose state the encoder threads in program order.
//!
//! Rules and choices (the ODS sentence each follows is beside it):
//! - load/store: "The indices must be in-bounds: `0 <= idx < dim_size`";
//!   out of bounds, a poison index, a dead buffer or a position outside it
//!   is UB; a store to a constant global ("Writing to such constant global
//!   variables is undefined") or a read-only bufferization buffer is UB.
//! - alloc/alloca: fresh buffers whose elements are poison until written
//!   (uninitialised); a negative dynamic size is UB. An alloca dies when its
//!   scope ends (the function, an inlined call, `memref.alloca_scope`).
//! - dealloc: UB unless the buffer was made by `memref.alloc` (or
//!   `bufferization.clone`), is alive and the memref starts at it.
//! - subview: "performing an out-of-bounds subview at runtime is undefined
//!   behavior"; expand_shape: a size that does not divide is UB;
//!   collapse_shape: "Collapsing non-contiguous dimensions is undefined
//!   behavior"; cast: a runtime size, stride or offset other than the
//!   result type's static one is UB; copy: a shape mismatch is UB ("the
//!   result is undefined").
//! - assume_alignment: alignment is not modelled (memory has no addresses),
//!   so the result is the operand: a misaligned buffer, whose result is
//!   poison, is treated as aligned (the source is taken as more defined than
//!   it may be: a verdict may be stricter, never wrongly valid).
//! - Not modelled, named as unsupported: view (a byte buffer reinterpreted),
//!   realloc, memory_space_cast, generic_atomic_rmw, prefetch,
//!   distinct_objects, unranked memrefs, memory spaces, layouts that are not
//!   strided.

use super::encode::{Encoder, attr_val};
use super::memory::{Contents, Kind, MemRef, MemTy};
use super::ops::{OpSpec, structured};
use super::{AttrVal, IntVal, OpInst, Ty, Unsupported, Val};
use crate::ir::{Op, Value};
use crate::smt::{BV, Bool};

/// The copies expanded element by element (larger ones must be between
/// contiguous views, copied as one range).
const MAX_EXPANDED_COPY: u64 = 1024;

pub(super) const OPS: &[OpSpec] = &[
    structured("memref.alloc"),
    structured("memref.alloca"),
    structured("memref.alloca_scope"),
    structured("memref.alloca_scope.return"),
    structured("memref.dealloc"),
    structured("memref.load"),
    structured("memref.store"),
    structured("memref.dim"),
    structured("memref.rank"),
    structured("memref.cast"),
    structured("memref.assume_alignment"),
    structured("memref.subview"),
    structured("memref.reinterpret_cast"),
    structured("memref.extract_strided_metadata"),
    structured("memref.collapse_shape"),
    structured("memref.expand_shape"),
    structured("memref.copy"),
    structured("memref.get_global"),
    structured("memref.atomic_rmw"),
    structured("memref.transpose"),
    structured("memref.view"),
];

/// `arith::AtomicRMWKind`, in the order of its cases (ArithBase.td): the
/// arith op each kind combines with (`assign`: none).
pub(super) const ATOMIC_KINDS: [&str; 16] = [
    "arith.addf",
    "arith.addi",
    "arith.andi",
    "assign",
    "arith.maximumf",
    "arith.maxnumf",
    "arith.maxsi",
    "arith.maxui",
    "arith.minimumf",
    "arith.minnumf",
    "arith.minsi",
    "arith.minui",
    "arith.mulf",
    "arith.muli",
    "arith.ori",
    "arith.xori",
];

impl<'c, 'a> Encoder<'c, '_, 'a> {
    pub(in crate::semantics) fn memref_op(&mut self, op: Op<'a>) -> Result<bool, Unsupported> {
        match op.name() {
            "memref.alloc" => self.alloc(op, Kind::Alloc)?,
            "memref.alloca" => self.alloc(op, Kind::Alloca)?,
            "memref.alloca_scope" => self.alloca_scope(op)?,
            "memref.dealloc" => {
                let r = self.memref(op.operand(0), op)?;
                let guard = self.path.clone();
                let ub = self.mem.dealloc(&r, &guard);
                self.ubs(op, ub);
                self.finish(op, vec![])?;
            }
            "memref.load" => {
                let (r, m) = (self.memref(op.operand(0), op)?, self.mem_ty(op.operand(0))?);
                let idx = self.indices(op, 1)?;
                let v = self.element_load(op, &m, &r, &idx)?;
                self.finish(op, vec![v])?;
            }
            "memref.store" => {
                let v = self.value(op.operand(0), op)?;
                let (r, m) = (self.memref(op.operand(1), op)?, self.mem_ty(op.operand(1))?);
                let idx = self.indices(op, 2)?;
                self.element_store(op, &m, &r, &idx, v)?;
                self.finish(op, vec![])?;
            }
            "memref.dim" => self.dim(op)?,
            "memref.rank" => {
                let rank = self.mem_ty(op.operand(0))?.rank() as u64;
                let v = IntVal::new(super::memory::index(&self.cx, rank), self.cx.ff());
                self.finish(op, vec![Val::Int(v)])?;
            }
            "memref.cast" => self.cast(op)?,
            "memref.assume_alignment" => {
                let r = self.memref(op.operand(0), op)?;
                self.finish(op, vec![Val::MemRef(r)])?;
            }
            "memref.subview" => self.subview(op)?,
            "memref.reinterpret_cast" => self.reinterpret_cast(op)?,
            "memref.extract_strided_metadata" => self.extract_strided_metadata(op)?,
            "memref.collapse_shape" => self.collapse_shape(op)?,
            "memref.expand_shape" => self.expand_shape(op)?,
            "memref.copy" => {
                let (from, to) = (self.memref(op.operand(0), op)?, self.memref(op.operand(1), op)?);
                let (ft, tt) = (self.mem_ty(op.operand(0))?, self.mem_ty(op.operand(1))?);
                self.copy_view(op, (&from, &ft), (&to, &tt))?;
                self.finish(op, vec![])?;
            }
            "memref.get_global" => self.get_global(op)?,
            "memref.atomic_rmw" => self.atomic_rmw(op)?,
            "memref.transpose" => self.transpose(op)?,
            "memref.view" => self.view(op)?,
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// The memref type of `v`, or `unsupported` naming the type.
    pub(super) fn mem_ty(&self, v: Value<'a>) -> Result<MemTy, Unsupported> {
        match Ty::of(v.ty()) {
            Ty::MemRef(m) => Ok(m),
            t => Err(Unsupported::new(format!("a memref of type {t} is not modelled"))),
        }
    }

    /// The memref value of `v`.
    pub(super) fn memref(&self, v: Value<'a>, user: Op<'a>) -> Result<MemRef<'c>, Unsupported> {
        // An unranked memref is the view it was cast from (`unranked.rs`).
        if !v.ty().is_unranked_memref() {
            self.mem_ty(v).map_err(|e| e.at(user.loc()))?;
        }
        match self.value(v, user)? {
            // A view of bytes as another type is read and written element
            // by element (`memref_bytes.rs`), and reshaped as any view; an
            // op that takes whole buffers does not read it so.
            Val::MemRef(r) if r.bytes.is_some() && !super::memref_bytes::BYTE_VIEW_USERS.contains(&user.name()) => {
                Err(Unsupported::new(format!("'{}' on a memref.view of bytes as another element type", user.name()))
                    .at(user.loc()))
            }
            Val::MemRef(r) => Ok(r),
            _ => Err(Unsupported::new(format!("'{}' on a value that is not a memref", user.name())).at(user.loc())),
        }
    }

    /// Operands `from..` of `op`, as indices.
    pub(super) fn indices(&self, op: Op<'a>, from: usize) -> Result<Vec<IntVal<'c>>, Unsupported> {
        (from..op.num_operands()).map(|i| self.int_operand(op, i)).collect()
    }

    pub(super) fn int_operand(&self, op: Op<'a>, i: usize) -> Result<IntVal<'c>, Unsupported> {
        match self.value(op.operand(i), op)? {
            Val::Int(v) => Ok(v),
            _ => Err(Unsupported::new(format!("operand #{i} of '{}' is not an integer", op.name())).at(op.loc())),
        }
    }

    /// Records the UB conditions of `op` (each on the current path).
    pub(super) fn ubs(&mut self, op: Op<'a>, ubs: super::memory::Ubs<'c>) {
        for (why, c) in ubs {
            self.ub(op, why, c);
        }
    }

    /// A load of element `idx` of `r` by `op`, its UB recorded.
    pub(super) fn mem_load(&mut self, op: Op<'a>, r: &MemRef<'c>, idx: &[IntVal<'c>]) -> Result<Val<'c>, Unsupported> {
        if let Some((n, ty)) = &r.bytes {
            return self.load_bytes(op, r, idx, *n, ty);
        }
        let guard = self.path.clone();
        let (v, ub) = self.mem.load(&self.cx, r, idx, &guard);
        self.ubs(op, ub);
        Ok(v)
    }

    /// A store of `v` at element `idx` of `r` by `op`, its UB recorded.
    pub(super) fn mem_store(
        &mut self,
        op: Op<'a>,
        r: &MemRef<'c>,
        idx: &[IntVal<'c>],
        v: Val<'c>,
    ) -> Result<(), Unsupported> {
        if let Some((n, _)) = &r.bytes {
            return self.store_bytes(op, r, idx, *n, v);
        }
        let guard = self.path.clone();
        let ub = self.mem.store(r, idx, v, &guard);
        self.ubs(op, ub);
        Ok(())
    }

    /// `memref.alloc` / `memref.alloca`: a fresh buffer of the result type
    /// ("dynamic dimension sizes ... as operands"), every element poison.
    fn alloc(&mut self, op: Op<'a>, kind: Kind) -> Result<(), Unsupported> {
        let m = self.mem_ty(op.result(0)).map_err(|e| e.at(op.loc()))?;
        if !m.is_identity() {
            return Err(
                Unsupported::new(format!("'{}' of {m} (a layout other than the identity)", op.name())).at(op.loc())
            );
        }
        if !super::memory::args::fits(self.cx.cfg.index_bits, &m) {
            return Err(Unsupported::new(format!(
                "'{}' of {m}: its sizes do not fit index-bitwidth={}",
                op.name(),
                self.cx.cfg.index_bits
            ))
            .at(op.loc()));
        }
        let dynamic = m.shape.iter().filter(|d| d.is_none()).count();
        if op.num_operands() != dynamic {
            return Err(Unsupported::new(format!("'{}' with symbol operands", op.name())).at(op.loc()));
        }
        let mut next = 0;
        let mut sizes = Vec::new();
        for d in &m.shape {
            sizes.push(match d {
                Some(n) => super::memory::index(&self.cx, *n),
                None => {
                    let v = self.int_operand(op, next)?;
                    next += 1;
                    self.ub(op, "a negative or poison size", &v.poison | v.bits.sign_bit());
                    v.bits
                }
            });
        }
        // A memref of vectors holds their elements (`memref_vector.rs`).
        let (lanes, elem) = super::memref_vector::element_dims(&m);
        sizes.extend(lanes.iter().map(|n| super::memory::index(&self.cx, *n)));
        let poison = self.poison_of(elem, op)?;
        let guard = self.path.clone();
        let name = format!("the {} at {}", op.name(), op.loc().short());
        let r = self.mem.allocate(&self.cx, &guard, kind, elem, sizes, name, Contents::Value(poison));
        self.finish(op, vec![Val::MemRef(r)])
    }

    /// `memref.alloca_scope`: its region; the allocas made inside end with
    /// it.
    fn alloca_scope(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
        let since = self.mem.locals();
        let exits = self.region(op.region(0), &[])?;
        super::scf::expect_exits(&exits, "memref.alloca_scope.return")?;
        let results = if exits.is_empty() {
            op.results().iter().map(|r| self.poison_of(&Ty::of(r.ty()), op)).collect::<Result<_, _>>()?
        } else {
            self.merge_exits(&exits)?
        };
        self.continue_after(&exits, None);
        let guard = self.path.clone();
        self.mem.end_scope(since, &guard);
        self.finish(op, results)
    }

    /// `memref.dim`: "If the dimension index is out of bounds the behavior
    /// is undefined."
    fn dim(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
        let r = self.memref(op.operand(0), op)?;
        let k = self.int_operand(op, 1)?;
        let rank = super::memory::index(&self.cx, r.sizes.len() as u64);
        self.ub(op, "a dimension index out of bounds or poison", &k.poison | !k.bits.ult(&rank));
        let zero = super::memory::index(&self.cx, 0);
        let mut v = r.sizes.last().cloned().unwrap_or(zero);
        for (i, n) in r.sizes.iter().enumerate().rev().skip(1) {
            v = BV::ite(&k.bits.eq(&super::memory::index(&self.cx, i as u64)), n, &v);
        }
        self.finish(op, vec![Val::Int(IntVal::new(v.simplified(), self.cx.ff()))])
    }

    /// UB unless `r`'s runtime layout matches the static sizes, strides and
    /// offset of type `m` (what a cast to `m` asserts).
    pub(super) fn check_layout(&mut self, op: Op<'a>, r: &MemRef<'c>, m: &MemTy) {
        let cx = self.cx;
        let fixed = |v: &BV<'c>, s: Option<i64>| s.map(|s| v.ne(&BV::from_i64(cx.smt, s, v.width())));
        let mut bad: Vec<Bool<'c>> = Vec::new();
        bad.extend(r.sizes.iter().zip(&m.shape).filter_map(|(v, d)| fixed(v, d.map(|n| n as i64))));
        bad.extend(r.strides.iter().zip(&m.strides).filter_map(|(v, s)| fixed(v, *s)));
        bad.extend(fixed(&r.offset, m.offset));
        let why = format!("a memref whose runtime sizes, strides or offset are not those of {m}");
        self.ub(op, why, Bool::or_all(cx.smt, bad));
    }

    /// `memref.cast`: the same view; a static size, stride or offset of the
    /// result type that the view does not have is UB.
    fn cast(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
        let r = self.memref(op.operand(0), op)?;
        let m = self.mem_ty(op.result(0)).map_err(|e| e.at(op.loc()))?;
        self.check_layout(op, &r, &m);
        self.finish(op, vec![Val::MemRef(r)])
    }

    /// Static entries of `attr` (`kDynamic` taken from `dynamic` in order),
    /// as index values; a poison one is UB.
    fn mixed(
        &mut self,
        op: Op<'a>,
        attr: &str,
        dynamic: &mut dyn Iterator<Item = usize>,
    ) -> Result<Vec<BV<'c>>, Unsupported> {
        let statics = op
            .attr(attr)
            .and_then(|a| a.dense_i64s())
            .ok_or_else(|| Unsupported::new(format!("'{}' without '{attr}'", op.name())).at(op.loc()))?;
        let mut out = Vec::new();
        for s in statics {
            if s == i64::MIN {
                let i = dynamic.next().ok_or_else(|| Unsupported::new(format!("'{}': too few operands", op.name())))?;
                out.push(self.defined_index(op, i, &format!("a value in '{attr}'"))?);
            } else {
                out.push(BV::from_i64(self.cx.smt, s, self.cx.cfg.index_bits));
            }
        }
        Ok(out)
    }

    /// `memref.subview`: offsets, sizes and strides within the source (out
    /// of bounds is UB); a rank-reducing subview drops the unit dimensions.
    fn subview(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
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
        self.finish(op, vec![Val::MemRef(view)])
    }

    /// `memref.reinterpret_cast`: the source's buffer with a new offset,
    /// sizes and strides (an access outside the buffer is UB when made).
    fn reinterpret_cast(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
        let r = self.memref(op.operand(0), op)?;
        let mut dynamic = 1..op.num_operands();
        let offsets = self.mixed(op, "static_offsets", &mut dynamic)?;
        let sizes = self.mixed(op, "static_sizes", &mut dynamic)?;
        let strides = self.mixed(op, "static_strides", &mut dynamic)?;
        let offset =
            offsets.into_iter().next().ok_or_else(|| Unsupported::new("reinterpret_cast without an offset"))?;
        let view = MemRef { offset, sizes, strides, within: false, ..r };
        self.finish(op, vec![Val::MemRef(view)])
    }

    /// Index operand `k` of `op`; poison there (`what`) is UB.
    pub(super) fn defined_index(&mut self, op: Op<'a>, k: usize, what: &str) -> Result<BV<'c>, Unsupported> {
        let v = self.int_operand(op, k)?;
        self.ub(op, format!("{what} of '{}' is poison", op.name()), v.poison.clone());
        Ok(v.bits)
    }

    /// `memref.extract_strided_metadata`: the base buffer (rank 0, offset
    /// 0), the offset, the sizes and the strides.
    fn extract_strided_metadata(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
        let r = self.memref(op.operand(0), op)?;
        let zero = super::memory::index(&self.cx, 0);
        let base = MemRef { offset: zero, sizes: vec![], strides: vec![], within: false, ..r.clone() };
        let int = |b: &BV<'c>| Val::Int(IntVal::new(b.clone(), self.cx.ff()));
        let mut out = vec![Val::MemRef(base), int(&r.offset)];
        out.extend(r.sizes.iter().chain(&r.strides).map(int));
        self.finish(op, out)
    }

    /// `memref.collapse_shape`: each group of dimensions one dimension, of
    /// their sizes' product, striding as the group's innermost dimension
    /// whose static size is not 1. "Collapsing non-contiguous dimensions is
    /// undefined behavior": two such dimensions of a group, neither of size
    /// 1, where the outer's stride is not the inner's times its size.
    fn collapse_shape(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
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
            let inner = real.last().or(g.last()).copied();
            strides.push(inner.map_or(one.clone(), |k| r.strides[k].clone()));
            sizes.push(size);
        }
        self.ub(op, "collapsing dimensions that are not contiguous", Bool::or_all(smt, bad));
        self.finish(op, vec![Val::MemRef(MemRef { sizes, strides, ..r })])
    }

    /// `memref.expand_shape`: each dimension split into its group (the
    /// output shape), strides row-major within the group from the source's;
    /// sizes whose product is not the source's are UB.
    fn expand_shape(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
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
        self.finish(op, vec![Val::MemRef(MemRef { sizes: out, strides, ..r })])
    }

    /// Copies the elements of view `from` to view `to` (same shape, else
    /// UB): element by element for a static shape of at most
    /// `MAX_EXPANDED_COPY` elements, else as one range between contiguous
    /// views.
    pub(super) fn copy_view(
        &mut self,
        op: Op<'a>,
        from: (&MemRef<'c>, &MemTy),
        to: (&MemRef<'c>, &MemTy),
    ) -> Result<(), Unsupported> {
        let ((f, ft), (t, tt)) = (from, to);
        let smt = self.cx.smt;
        let differ = Bool::or_all(smt, f.sizes.iter().zip(&t.sizes).map(|(a, b)| a.ne(b)));
        self.ub(op, "a copy between memrefs of different shapes", differ);
        let shape = ft.static_shape().or_else(|| tt.static_shape());
        match shape {
            Some(shape) if shape.iter().product::<u64>() <= MAX_EXPANDED_COPY => {
                for at in super::memory::index_points(&self.cx, &shape) {
                    let v = self.mem_load(op, f, &at)?;
                    self.mem_store(op, t, &at, v)?;
                }
                Ok(())
            }
            _ if contiguous(ft) && contiguous(tt) => {
                let len = f.count();
                // Both ends within their buffers and alive; the target writable.
                let zeros: Vec<IntVal<'c>> =
                    f.sizes.iter().map(|_| IntVal::new(super::memory::index(&self.cx, 0), self.cx.ff())).collect();
                let empty = len.is_zero();
                let one = super::memory::index(&self.cx, 1);
                let last = |r: &MemRef<'c>| -> Vec<IntVal<'c>> {
                    r.sizes.iter().map(|n| IntVal::new(n - &one, self.cx.ff())).collect()
                };
                let checks =
                    [(f, zeros.clone(), false), (f, last(f), false), (t, zeros.clone(), true), (t, last(t), true)];
                let mut ubs = Vec::new();
                for (r, at, store) in checks {
                    ubs.extend(self.mem.check(r, &at, if store { "copy to" } else { "copy from" }, store));
                }
                for (why, c) in ubs {
                    self.ub(op, why, !&empty & c);
                }
                let guard = self.path.clone();
                self.mem.copy_range(&guard, t, f, len);
                Ok(())
            }
            _ => Err(Unsupported::new(format!(
                "'{}' from {ft} to {tt}: a copy of a dynamic or large shape between views that are not contiguous",
                op.name()
            ))
            .at(op.loc())),
        }
    }

    /// `memref.get_global`: the global's buffer, shared by both sides
    /// ("memref.get_global for a given global variable will always return
    /// the same memref descriptor").
    fn get_global(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
        let name = op.attr("name").and_then(|a| a.flat_symbol()).unwrap_or_default().to_string();
        let global = self.symbol(&name, "memref.global").ok_or_else(|| {
            Unsupported::new(format!("memref.get_global of '@{name}', which the module does not define")).at(op.loc())
        })?;
        let m = self.mem_ty(op.result(0)).map_err(|e| e.at(op.loc()))?;
        let r = self.global_block(op, &name, global, &m)?;
        self.finish(op, vec![Val::MemRef(r)])
    }

    /// The view of global `name` (defined by `global`, of type `m`), its
    /// block made on first use (for `op`).
    pub(super) fn global_block(
        &mut self,
        op: Op<'a>,
        name: &str,
        global: Op<'a>,
        m: &MemTy,
    ) -> Result<MemRef<'c>, Unsupported> {
        let shape = m.static_shape().ok_or_else(|| Unsupported::new("a global of dynamic shape"))?;
        if !super::memory::args::fits(self.cx.cfg.index_bits, m) {
            return Err(
                Unsupported::new(format!("global @{name} of {m}: its size does not fit the index width")).at(op.loc())
            );
        }
        let n: u64 = shape.iter().product();
        let init = match global.attr("initial_value") {
            None => None,
            Some(a) if a.is_unit() => Some(vec![self.poison_of(&m.elem, op)?; n as usize]),
            Some(a) => Some(global_elements(self, op, &attr_val(&self.cx, None, a), &m.elem, n)?),
        };
        let constant = global.has_attr("constant");
        let id = self.cx.shared.block_id(&format!("@{name}"), true);
        self.mem.global(&self.cx, id, name, &m.elem, &shape, init, constant).map_err(|e| e.at(op.loc()))?;
        Ok(super::memory::args::global_view(&self.cx, id, &shape))
    }

    /// `memref.transpose`: the same elements, dimension `i` of the result
    /// being dimension `permutation(i)` of the source (its size and stride).
    fn transpose(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
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
        self.finish(op, vec![Val::MemRef(MemRef { sizes, strides, ..r })])
    }

    /// `memref.atomic_rmw`: the element before, and the element after the
    /// kind's arith op applied to it and the value (`assign`: the value).
    fn atomic_rmw(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
        let v = self.value(op.operand(0), op)?;
        let r = self.memref(op.operand(1), op)?;
        let idx = self.indices(op, 2)?;
        let kind = op.attr("kind").and_then(|a| a.int_value()).and_then(|b| b.to_u64());
        let arith = kind
            .and_then(|k| ATOMIC_KINDS.get(k as usize).copied())
            .ok_or_else(|| Unsupported::new("memref.atomic_rmw of a kind that is not modelled").at(op.loc()))?;
        let old = self.mem_load(op, &r, &idx)?;
        let new = if arith == "assign" {
            v
        } else {
            let ty = Ty::of(op.result(0).ty());
            let inst = OpInst {
                name: arith.into(),
                site: format!("memref.atomic_rmw:{arith}"),
                operands: vec![old.clone(), v],
                operand_types: vec![ty.clone(), ty.clone()],
                result_types: vec![ty],
                attrs: vec![],
            };
            let out = super::eval(&self.cx, &inst).map_err(|e| e.at(op.loc()))?;
            self.ubs(op, out.ub);
            out.results.into_iter().next().expect("one result")
        };
        self.mem_store(op, &r, &idx, new)?;
        self.finish(op, vec![old])
    }

    /// The op named `name` defining symbol `sym` in the symbol table that
    /// holds the function.
    pub(super) fn symbol(&self, sym: &str, name: &str) -> Option<Op<'a>> {
        let mut m = self.func.parent();
        while let Some(op) = m {
            if op.is_symbol_table() {
                return op.body_ops().into_iter().find(|f| f.symbol_name() == Some(sym) && f.name() == name);
            }
            m = op.parent();
        }
        None
    }
}

/// A view whose layout type is row-major and contiguous (any offset).
fn contiguous(m: &MemTy) -> bool {
    m.strides == super::memory::row_major_strides(&m.shape)
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

/// The elements of a global's initial value (a splat repeated).
fn global_elements<'c>(
    enc: &Encoder<'c, '_, '_>,
    op: Op<'_>,
    a: &AttrVal<'c>,
    elem: &Ty,
    n: u64,
) -> Result<Vec<Val<'c>>, Unsupported> {
    let cx = &enc.cx;
    let vals: Vec<Val<'c>> = match a {
        AttrVal::Elements(vs) => vs.iter().map(|b| Val::Int(IntVal::new(b.clone(), cx.ff()))).collect(),
        AttrVal::FloatElements(fs) => {
            let f = cx.float_format(elem, || "a global's element".into())?;
            let fl = super::float::floats(cx);
            fs.iter().map(|v| Val::Float(super::float::FloatVal::new(fl.constant(f, *v), cx.ff()))).collect()
        }
        other => return Err(Unsupported::new(format!("a global whose initial value is {other}")).at(op.loc())),
    };
    match vals.len() as u64 {
        1 => Ok(vec![vals[0].clone(); n as usize]),
        k if k == n => Ok(vals),
        _ => Err(Unsupported::new("a global whose initial value has another number of elements").at(op.loc())),
    }
}
