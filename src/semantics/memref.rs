//! `memref` dialect (mlir/Dialect/MemRef/IR/MemRefOps.td), on the memory
//! model of `memory/`. Every op here is the encoder's: it reads or changes
//! memory, whose state the encoder threads in program order.
//!
//! Rules and choices (the ODS sentence each follows is beside it):
//! - load/store: "The indices must be in-bounds: `0 <= idx < dim_size`";
//!   out of bounds, a poison index, a dead buffer or a position outside it
//!   (for an argument's buffer: past what the source accesses, see
//!   `memory/args.rs`) is UB; a store to a constant global ("Writing to
//!   such constant global variables is undefined") or a read-only
//!   bufferization buffer is UB.
//! - alloc/alloca: fresh buffers whose elements are poison until written
//!   (uninitialised); a negative dynamic size is UB, and so is a buffer
//!   larger than an index can count in bytes (`too_large`). An alloca dies
//!   when its scope ends (the function, an inlined call,
//!   `memref.alloca_scope`).
//! - dealloc: UB unless the buffer was made by `memref.alloc` (or
//!   `bufferization.clone`), is alive, the memref starts at it and no view
//!   op made the memref ("should not be called on memrefs which alias an
//!   alloc'd memref (e.g. memrefs returned by `view` operations)").
//! - The view ops (subview, reinterpret_cast, extract_strided_metadata,
//!   collapse_shape, expand_shape, transpose) are in `memref_view.rs`.
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
//! - Not modelled, named as unsupported: realloc, memory_space_cast, generic_atomic_rmw, prefetch,
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
    structured("memref.realloc"),
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
            "memref.realloc" => self.realloc(op)?,
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
                    next += 1;
                    self.dynamic_size(op, next - 1)?
                }
            });
        }
        // A memref of vectors holds their elements (`memref_vector.rs`).
        let (lanes, elem) = super::memref_vector::element_dims(&m);
        sizes.extend(lanes.iter().map(|n| super::memory::index(&self.cx, *n)));
        self.ub(op, "an allocation of more bytes than an index can count", self.too_large(elem, &sizes));
        let poison = self.poison_of(elem, op)?;
        let guard = self.path.clone();
        let name = format!("the {} at {}", op.name(), op.loc().short());
        let r = self.mem.allocate(&self.cx, &guard, kind, elem, sizes, name, Contents::Value(poison));
        self.finish(op, vec![Val::MemRef(r)])
    }

    /// Operand `i` of an allocation as a dynamic size: a negative or poison
    /// one is UB.
    fn dynamic_size(&mut self, op: Op<'a>, i: usize) -> Result<BV<'c>, Unsupported> {
        let v = self.int_operand(op, i)?;
        self.ub(op, "a negative or poison size", &v.poison | v.bits.sign_bit());
        Ok(v.bits)
    }

    /// `memref.realloc` (MemRefOps.td): a new allocation of the result's
    /// size holding the source's elements "up to the lesser of the new and
    /// old sizes", the rest "undefined" (poison, as a fresh allocation's);
    /// the source is freed as by `memref.dealloc` ("Referencing the memref
    /// through the old SSA value after realloc is undefined behavior"; a
    /// view or a dead buffer is UB to free), and it is read whole, so it
    /// must be alive and within its buffer. The op may also resize in place;
    /// a new block is one of the behaviours that allows, and no program
    /// without UB can tell them apart (the old value is dead either way).
    fn realloc(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
        let (ft, m) = (self.mem_ty(op.operand(0))?, self.mem_ty(op.result(0)).map_err(|e| e.at(op.loc()))?);
        let of_vectors = !super::memref_vector::element_dims(&m).0.is_empty();
        if !ft.is_identity() || !m.is_identity() || m.rank() != 1 || !contiguous(&ft) || of_vectors {
            return Err(Unsupported::new(format!(
                "'memref.realloc' from {ft} to {m} (only 1-D memrefs of scalars with the identity layout are modelled)"
            ))
            .at(op.loc()));
        }
        let from = self.memref(op.operand(0), op)?;
        let size = match m.shape[0] {
            Some(n) => super::memory::index(&self.cx, n),
            None => self.dynamic_size(op, 1)?,
        };
        let elem = m.elem.clone();
        self.ub(
            op,
            "an allocation of more bytes than an index can count",
            self.too_large(&elem, std::slice::from_ref(&size)),
        );
        self.whole_view_ubs(op, &from, "realloc of", false);
        let poison = self.poison_of(&elem, op)?;
        let guard = self.path.clone();
        let name = format!("the memref.realloc at {}", op.loc().short());
        let to =
            self.mem.allocate(&self.cx, &guard, Kind::Alloc, &elem, vec![size.clone()], name, Contents::Value(poison));
        let old = from.sizes[0].clone();
        let len = BV::ite(&old.ult(&size), &old, &size);
        self.mem.copy_range(&guard, &to, &from, len);
        let ub = self.mem.dealloc(&from, &guard);
        self.ubs(op, ub);
        self.finish(op, vec![Val::MemRef(to)])
    }

    /// When a buffer of `sizes` elements of `elem` would not fit in memory:
    /// its size in bytes (each element `ceil(bits / 8)` bytes, as the LLVM
    /// lowering sizes it) is not below 2^(w-1), a non-negative `index`.
    /// MemRefOps.td is silent; such a buffer cannot exist, so the
    /// encoder's choice is that allocating it is UB (no pass is then blamed
    /// for arithmetic on sizes that wraps). An empty buffer always fits.
    fn too_large(&self, elem: &Ty, sizes: &[BV<'c>]) -> Bool<'c> {
        let cx = self.cx;
        let bits = match elem {
            Ty::Index => cx.cfg.index_bits,
            Ty::Float(f) => super::float::format_of(*f).map_or(64, |f| f.width()),
            t => t.int_width().unwrap_or(64),
        };
        // The dynamic sizes multiplied first, in order, with the signed
        // overflow check `affine.apply` and `arith.muli` make (the sizes are
        // non-negative: a negative one is UB already), so that a pass's
        // product of the same sizes is the same term; then the constant
        // factor (the static sizes and the element's bytes).
        let mut constant = bits.div_ceil(8) as u128;
        let mut product: Option<BV<'c>> = None;
        let mut over = Vec::new();
        for n in sizes {
            match n.as_const().and_then(|b| b.to_u64()) {
                Some(k) => constant = constant.saturating_mul(k as u128),
                None => {
                    product = Some(match product {
                        None => n.clone(),
                        Some(p) => {
                            over.push(p.mul_overflows_signed(n));
                            &p * n
                        }
                    })
                }
            }
        }
        let empty = Bool::or_all(cx.smt, sizes.iter().map(|n| n.is_zero()));
        let limit = 1u128 << (cx.cfg.index_bits - 1);
        let Some(p) = product else {
            return Bool::from_bool(cx.smt, constant >= limit) & !empty;
        };
        if constant >= limit {
            return !empty;
        }
        let k = super::memory::index(&cx, constant as u64);
        over.push(p.mul_overflows_signed(&k));
        over.push((&p * &k).sign_bit());
        (!empty & Bool::or_all(cx.smt, over)).simplified()
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
    pub(super) fn mixed(
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
                self.whole_view_ubs(op, f, "copy from", false);
                self.whole_view_ubs(op, t, "copy to", true);
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

    /// Records the UB of accessing every element of view `r` at once
    /// (`what`: "copy from"; a write when `store`): positions grow with
    /// every index, so the first and the last element are checked, when
    /// the view is not empty.
    pub(super) fn whole_view_ubs(&mut self, op: Op<'a>, r: &MemRef<'c>, what: &str, store: bool) {
        let cx = self.cx;
        let point = |v: &dyn Fn(&BV<'c>) -> BV<'c>| -> Vec<IntVal<'c>> {
            r.sizes.iter().map(|n| IntVal::new(v(n), cx.ff())).collect()
        };
        let one = super::memory::index(&cx, 1);
        let (first, last) = (point(&|n| BV::zero(cx.smt, n.width())), point(&|n| n - &one));
        let empty = Bool::or_all(cx.smt, r.sizes.iter().map(|n| n.is_zero()));
        let mut ubs = self.mem.check(r, &first, what, store);
        ubs.extend(self.mem.check(r, &last, what, store));
        for (why, c) in ubs {
            self.ub(op, why, !&empty & c);
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
        super::memory::args::global_view(&self.cx, id, m).map_err(|e| e.at(op.loc()))
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
