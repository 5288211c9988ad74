//! The memory model: buffers as blocks, memrefs as views into them.
//!
//! Every dialect that touches memory (`memref`, `affine` loads and stores,
//! `bufferization`, `linalg` on memrefs) goes through this module; none
//! keeps memory of its own. The model follows Alive2's block model (Lee et
//! al., OOPSLA 2021) at the granularity of MLIR's elements:
//!
//! - A **block** ([`Block`]) is one allocation: an argument's buffer, a
//!   global, a `memref.alloc`/`alloca` executed once (an allocation in an
//!   unrolled loop makes one block per iteration), a buffer made by
//!   `bufferization`. It has an element type, a size in elements, whether
//!   it is alive (`memref.dealloc` ends that), whether it may be written,
//!   and contents: an initial state (an argument's: any values, each
//!   possibly poison, as uninterpreted functions of the position shared by
//!   both sides; an allocation's: poison, which is how "uninitialised" reads;
//!   a global's: its initial value) and the list of writes made since, each
//!   with the path condition it ran under.
//! - A **memref value** ([`MemRef`]) is a block identifier, an offset and
//!   the sizes and strides of the view (MLIR's strided form, with dynamic
//!   values symbolic). Element `(i0, ..., in)` is at position
//!   `offset + Σ ik·stride_k` of the block.
//! - Reading position `p` folds the writes over the initial state, newest
//!   last: `ite(guard ∧ p = at, value, older)`. Writes at other constant
//!   positions are skipped and a write that always covers `p` ends the fold,
//!   so straight-line code with constant indices costs one term per access
//!   and nothing grows with the size of a buffer: a 1 MiB argument is one
//!   uninterpreted function.
//!
//! Because every write carries its path condition, memory is one state
//! threaded through the encoding in program order (the encoder visits the
//! ops of every path in an order that extends execution order), and needs
//! no merge at joins.
//!
//! Undefined behaviour (memref.load/store: "The indices must be in-bounds:
//! `0 <= idx < dim_size`"; dealloc; get_global of a constant; the choices
//! written beside each rule): an index out of a dimension or poison, an
//! access to a block that is not alive, a position outside the block (a
//! `reinterpret_cast` beyond it), a store to a read-only block, a dealloc
//! of a block not made by `memref.alloc` (an argument, a global, an alloca,
//! a bufferization buffer) or not alive (a double dealloc).

pub mod args;
mod block;
pub mod call;
mod havoc;
pub mod refine;
mod view;

pub use block::{Block, Kind};
use block::{Init, Write, Writes, pick};
pub use view::{MemRef, MemTy, row_major, row_major_strides, ty_of};

use super::float;
use super::{Cx, IntVal, Ty, Unsupported, Val};
use crate::smt::{BV, Bool, Context, Sort};
use std::rc::Rc;

/// Width of block identifiers.
pub const BLOCK_W: u32 = 32;

/// Identifiers of local blocks start here on each side (arguments count
/// from 1, globals from [`GLOBAL_BASE`]).
const LOCAL_BASE: u32 = 1 << 20;

/// Identifiers of globals (shared by both sides, by name).
pub const GLOBAL_BASE: u32 = 1 << 16;

/// UB conditions, each with its reason.
pub type Ubs<'c> = Vec<(String, Bool<'c>)>;

/// The memory of one side of a check (see the module comment).
#[derive(Clone, Default)]
pub struct Memory<'c> {
    pub blocks: Vec<Block<'c>>,
    next_local: u32,
    /// Writes, allocations and deallocations made so far (abstract loops
    /// check that their body made none).
    pub changes: usize,
    /// Of those, the writes (stores, copies, what an abstracted loop left).
    writes: usize,
    /// Copies of ranges made so far (parallel loops do not check them for
    /// races).
    pub ranges: usize,
    /// The element accesses made while a parallel loop is encoded (`Some`),
    /// for its race check ([`races`]).
    pub log: Option<Vec<Access<'c>>>,
    /// The buffer `bufferization.to_buffer` gave a tensor (by the IR
    /// handle of its value, with the value it had): one per tensor.
    pub tensor_buffers: crate::det::Map<usize, (Val<'c>, MemRef<'c>)>,
}

/// One access of an element, for the race check of parallel loops.
#[derive(Clone, Debug)]
pub struct Access<'c> {
    pub guard: Bool<'c>,
    pub block: BV<'c>,
    pub at: BV<'c>,
    pub write: bool,
}

/// When two of the iterations of a parallel loop (their accesses, one list
/// per iteration) race: both touch one element and one of them writes ("If
/// there are data races, the behavior is undefined").
pub fn races<'c>(smt: &'c Context, iterations: &[Vec<Access<'c>>]) -> Bool<'c> {
    let mut out = Vec::new();
    let pairs = iterations.iter().enumerate().flat_map(|(i, a)| iterations[i + 1..].iter().map(move |b| (a, b)));
    let accesses = pairs.flat_map(|(a, b)| a.iter().flat_map(move |x| b.iter().map(move |y| (x, y))));
    let consts = |p: &BV<'c>, q: &BV<'c>| match (p.as_const(), q.as_const()) {
        (Some(p), Some(q)) => Some(p == q),
        _ => None,
    };
    for (x, y) in accesses.filter(|(x, y)| x.write || y.write) {
        if consts(&x.at, &y.at) == Some(false) || consts(&x.block, &y.block) == Some(false) {
            continue;
        }
        out.push(&x.guard & &y.guard & x.block.eq(&y.block) & x.at.eq(&y.at));
    }
    Bool::or_all(smt, out)
}

/// The block identifiers `block` may take when it is a tree of `ite`s over
/// constants (a merge of views); `None` otherwise.
fn block_leaves(block: &BV<'_>) -> Option<Vec<u64>> {
    if let Some(b) = block.as_const() {
        return b.to_u64().map(|v| vec![v]);
    }
    let (t, e) = block.ite_branches()?;
    let mut ids = block_leaves(&t)?;
    ids.extend(block_leaves(&e)?);
    Some(ids)
}

impl<'c> Memory<'c> {
    /// The block with identifier `id`.
    pub fn block(&self, id: u32) -> Option<&Block<'c>> {
        self.blocks.iter().find(|b| b.id == id)
    }

    /// The blocks `r` may point into, each with the condition that it does.
    fn candidates(&self, r: &MemRef<'c>) -> Vec<(Bool<'c>, usize)> {
        let smt = r.block.ctx();
        if let Some(id) = r.block_id() {
            return self
                .blocks
                .iter()
                .position(|b| b.id == id)
                .map(|i| (Bool::from_bool(smt, true), i))
                .into_iter()
                .collect();
        }
        // A merge of views (at a join, a select) chooses among the blocks
        // of its branches only, which hold elements of its type.
        let leaves = block_leaves(&r.block);
        (0..self.blocks.len())
            .filter(|i| leaves.as_ref().is_none_or(|ids| ids.contains(&(self.blocks[*i].id as u64))))
            .map(|i| (r.block.eq(&BV::from_u64(smt, self.blocks[i].id as u64, BLOCK_W)).simplified(), i))
            .filter(|(c, _)| !c.is_false())
            .collect()
    }

    /// The buffers of a function's memref arguments (`%argN`).
    pub fn arguments(&mut self, cx: &Cx<'c, '_>, args: &[Val<'c>], types: &[Ty]) -> Result<(), Unsupported> {
        for (i, (v, t)) in args.iter().zip(types).enumerate() {
            if let (Val::MemRef(r), Ty::MemRef(m)) = (v, t) {
                self.argument(cx, i, r, m, &format!("%arg{i}"))?;
            }
        }
        Ok(())
    }

    /// The buffer of memref argument `i` (named `name`, its view `r` of
    /// type `ty`; see `args.rs`). Under `memref-alias=may` several
    /// arguments share one buffer: the first adds it.
    pub fn argument(
        &mut self,
        cx: &Cx<'c, '_>,
        i: usize,
        r: &MemRef<'c>,
        ty: &MemTy,
        name: &str,
    ) -> Result<(), Unsupported> {
        let id = r.block_id().expect("an argument's block is constant");
        if self.block(id).is_some() {
            return Ok(());
        }
        let key = args::buffer_key(cx, &ty.elem, name);
        let sort = element_sort(cx, &ty.elem, || format!("argument {name}"))?;
        let size = args::capacity(cx, &key);
        self.blocks.push(Block {
            id,
            elem: (*ty.elem).clone(),
            kind: Kind::Argument(i),
            size,
            alive: Bool::from_bool(cx.smt, true),
            writable: Bool::from_bool(cx.smt, true),
            name: key.clone(),
            dims: None,
            init: Init::Input { name: format!("{key}.mem"), sort },
            writes: Writes::default(),
        });
        Ok(())
    }

    /// The block of global `name` (its identifier `id`, shared by both
    /// sides), made on first use: contents its initial value (`init`:
    /// elements by position, or `None` for an external declaration, whose
    /// contents are anything, as an argument's).
    #[allow(clippy::too_many_arguments)]
    pub fn global(
        &mut self,
        cx: &Cx<'c, '_>,
        id: u32,
        name: &str,
        elem: &Ty,
        shape: &[u64],
        init: Option<Vec<Val<'c>>>,
        constant: bool,
    ) -> Result<(), Unsupported> {
        let size: u64 = shape.iter().product();
        if self.block(id).is_some() {
            return Ok(());
        }
        let init = match init {
            Some(es) => Init::Elements(es),
            None => Init::Input {
                name: format!("@{name}.mem"),
                sort: element_sort(cx, elem, || format!("global @{name}"))?,
            },
        };
        self.blocks.push(Block {
            id,
            elem: elem.clone(),
            kind: Kind::Global(name.to_string()),
            size: BV::from_u64(cx.smt, size, cx.cfg.index_bits),
            alive: cx.tt(),
            writable: Bool::from_bool(cx.smt, !constant),
            name: format!("@{name}"),
            dims: Some(shape.to_vec()),
            init,
            writes: Writes::default(),
        });
        Ok(())
    }

    /// A new local block of `size` elements made on path `guard`, holding
    /// `contents` (an allocation: poison), and the identity view of it with
    /// `sizes`.
    #[allow(clippy::too_many_arguments)]
    pub fn allocate(
        &mut self,
        cx: &Cx<'c, '_>,
        guard: &Bool<'c>,
        kind: Kind,
        elem: &Ty,
        sizes: Vec<BV<'c>>,
        name: String,
        contents: Contents<'c>,
    ) -> MemRef<'c> {
        self.next_local += 1;
        self.changes += 1;
        let id = LOCAL_BASE + self.next_local;
        let view = MemRef::identity(cx.smt, id, sizes, cx.cfg.index_bits);
        let size = view.count().simplified();
        let init = match contents {
            Contents::Value(v) => Init::Splat(v),
            Contents::Elements(es) => Init::Elements(es),
            Contents::Tensor(l) => Init::Tensor(l),
        };
        let writable = cx.tt();
        let dims = view.sizes.iter().map(|s| s.as_const().and_then(|b| b.to_u64())).collect();
        self.blocks.push(Block {
            id,
            elem: elem.clone(),
            kind,
            size,
            alive: guard.clone(),
            writable,
            name,
            dims,
            init,
            writes: Writes::default(),
        });
        view
    }

    /// When an access of element `idx` of `r` has UB (see [`Memory::load`]).
    pub fn check(&self, r: &MemRef<'c>, idx: &[IntVal<'c>], what: &str, store: bool) -> Ubs<'c> {
        self.access(r, idx, what, store).2
    }

    /// What an access of element `idx` of `r` has UB for (an index out of
    /// its dimension or poison, no block, a dead block, a position outside
    /// the block, and for a store a read-only block), and its position.
    fn access(
        &self,
        r: &MemRef<'c>,
        idx: &[IntVal<'c>],
        what: &str,
        store: bool,
    ) -> (BV<'c>, Vec<(Bool<'c>, usize)>, Ubs<'c>) {
        let smt = r.block.ctx();
        let bits: Vec<BV<'c>> = idx.iter().map(|i| i.bits.clone()).collect();
        let at = r.address(&bits);
        let cands = self.candidates(r);
        let mut ub: Ubs<'c> = Vec::new();
        let poison = Bool::or_all(smt, idx.iter().map(|i| i.poison.clone()));
        ub.push((format!("{what} at a poison index"), poison));
        ub.push((format!("{what} out of bounds (an index is not below its dimension's size)"), !r.in_bounds(&bits)));
        ub.push((format!("{what} whose position overflows index"), r.position_overflows(&bits)));
        let none = !Bool::or_all(smt, cands.iter().map(|(c, _)| c.clone()));
        ub.push((format!("{what} through a memref that points to no buffer"), none));
        let dead = Bool::or_all(smt, cands.iter().map(|(c, i)| c & !&self.blocks[*i].alive));
        let whose = match cands.as_slice() {
            [(_, i)] => self.blocks[*i].name.clone(),
            _ => "a buffer".into(),
        };
        ub.push((format!("{what} of {whose} after its memref.dealloc or the end of its scope"), dead));
        if !r.within {
            // An argument's buffer holds what the source accesses, and
            // nothing more is known (`args.rs`).
            let (args, own): (Vec<_>, Vec<_>) =
                cands.iter().partition(|(_, i)| matches!(self.blocks[*i].kind, Kind::Argument(_)));
            let outside = |cs: Vec<&(Bool<'c>, usize)>| {
                Bool::or_all(smt, cs.into_iter().map(|(c, i)| c & !self.blocks[*i].holds(&at)))
            };
            ub.push((format!("{what} outside its buffer"), outside(own)));
            ub.push((
                format!(
                    "{what} of {whose} where the caller's buffer may not exist (a memref argument is \
                     dereferenceable only where the source accesses it)"
                ),
                outside(args),
            ));
        }
        if store {
            let ro = Bool::or_all(smt, cands.iter().map(|(c, i)| c & !&self.blocks[*i].writable));
            ub.push((
                format!(
                    "{what} to a buffer that may not be written (a constant global, a read_only \
                     bufferization.to_buffer, a buffer bufferization.to_tensor made a tensor of, or one \
                     bufferization.clone copied)"
                ),
                ro,
            ));
        }
        ub.retain(|(_, c)| !c.simplified().is_false());
        (at, cands, ub)
    }

    /// `memref.load`: element `idx` of `r`, and when the load has UB.
    pub fn load(
        &mut self,
        cx: &Cx<'c, '_>,
        r: &MemRef<'c>,
        idx: &[IntVal<'c>],
        guard: &Bool<'c>,
    ) -> (Val<'c>, Ubs<'c>) {
        let (at, cands, ub) = self.access(r, idx, "load", false);
        if let Some(log) = &mut self.log {
            log.push(Access { guard: guard.clone(), block: r.block.clone(), at: at.clone(), write: false });
        }
        if cands.is_empty() {
            // No block of this memory: only a path that is never taken.
            return (Val::Int(IntVal::new(BV::zero(cx.smt, 1), cx.tt())), ub);
        }
        let blocks: Vec<(Bool<'c>, &Block<'c>)> = cands.iter().map(|(c, i)| (c.clone(), &self.blocks[*i])).collect();
        (pick(&blocks, |b| b.read(cx.smt, &at)), ub)
    }

    /// The element at `idx` of `r` now, without checks (for refinement and
    /// snapshots, at indices known to be in bounds).
    pub fn read(&self, smt: &'c Context, r: &MemRef<'c>, idx: &[BV<'c>]) -> Option<Val<'c>> {
        let at = r.address(idx);
        let cands = self.candidates(r);
        if cands.is_empty() {
            return None;
        }
        let blocks: Vec<(Bool<'c>, &Block<'c>)> = cands.iter().map(|(c, i)| (c.clone(), &self.blocks[*i])).collect();
        Some(pick(&blocks, |b| b.read(smt, &at)))
    }

    /// `memref.store` of `v` at `idx` of `r` on path `guard`: when it has UB.
    pub fn store(&mut self, r: &MemRef<'c>, idx: &[IntVal<'c>], v: Val<'c>, guard: &Bool<'c>) -> Ubs<'c> {
        let (at, cands, ub) = self.access(r, idx, "store", true);
        self.changes += 1;
        self.writes += 1;
        if let Some(log) = &mut self.log {
            log.push(Access { guard: guard.clone(), block: r.block.clone(), at: at.clone(), write: true });
        }
        for (c, i) in cands {
            let guard = (guard & c).simplified();
            if !guard.is_false() {
                self.blocks[i].writes.push(Write::One { guard, at: at.clone(), val: v.clone() });
            }
        }
        ub
    }

    /// Positions `lo .. lo + len` of the block `to` points into take the
    /// contents of `from`'s block from `from_lo` on (as they are now), on
    /// path `guard` (a copy between contiguous views).
    pub fn copy_range(&mut self, guard: &Bool<'c>, to: &MemRef<'c>, from: &MemRef<'c>, len: BV<'c>) {
        self.changes += 1;
        self.writes += 1;
        self.ranges += 1;
        let src: Vec<(Bool<'c>, Rc<Block<'c>>)> =
            self.candidates(from).into_iter().map(|(c, i)| (c, Rc::new(self.blocks[i].clone()))).collect();
        if src.is_empty() {
            return;
        }
        for (c, i) in self.candidates(to) {
            let g = (guard & c).simplified();
            if !g.is_false() {
                let (lo, from_lo) = ((&to.base + &to.offset).simplified(), (&from.base + &from.offset).simplified());
                let w = Write::Range { guard: g, lo, len: len.clone(), from: src.clone(), from_lo };
                self.blocks[i].writes.push(w);
            }
        }
    }

    /// `memref.dealloc` of `r` on path `guard`: the block dies; UB when it
    /// was not made by `memref.alloc`, is not alive, or `r` is not its
    /// whole allocation (an offset other than 0).
    pub fn dealloc(&mut self, r: &MemRef<'c>, guard: &Bool<'c>) -> Ubs<'c> {
        let smt = r.block.ctx();
        let cands = self.candidates(r);
        self.changes += 1;
        let mut ub: Ubs<'c> = Vec::new();
        let none = !Bool::or_all(smt, cands.iter().map(|(c, _)| c.clone()));
        ub.push(("dealloc of a memref that points to no buffer".into(), none));
        let foreign = Bool::or_all(
            smt,
            cands.iter().filter(|(_, i)| self.blocks[*i].kind != Kind::Alloc).map(|(c, _)| c.clone()),
        );
        ub.push(("dealloc of a buffer memref.alloc did not make (an argument, a global, an alloca or a bufferization buffer)".into(), foreign));
        let dead = Bool::or_all(smt, cands.iter().map(|(c, i)| c & !&self.blocks[*i].alive));
        ub.push(("dealloc of a buffer that is not alive (a double dealloc)".into(), dead));
        ub.push(("dealloc of a view that does not start at its allocation".into(), !(&r.base + &r.offset).is_zero()));
        // "should not be called on memrefs which alias an alloc'd memref
        // (e.g. memrefs returned by `view` operations)": a view is not the
        // allocation, even at offset 0 and of full size.
        ub.push((
            "dealloc of a memref a view op made (it aliases the allocation, MemRefOps.td)".into(),
            r.view.clone(),
        ));
        for (c, i) in cands {
            let b = &mut self.blocks[i];
            b.alive = &b.alive & !(guard & c);
        }
        ub.retain(|(_, c)| !c.simplified().is_false());
        ub
    }

    /// Makes the block `r` points into read-only from now on, on path
    /// `guard`.
    pub fn protect(&mut self, r: &MemRef<'c>, guard: &Bool<'c>) {
        self.changes += 1;
        for (c, i) in self.candidates(r) {
            let b = &mut self.blocks[i];
            b.writable = &b.writable & !(guard & c);
        }
    }

    /// Ends the blocks of `memref.alloca`s made since the memory had
    /// `since` local blocks, on path `guard` (their scope ends).
    pub fn end_scope(&mut self, since: u32, guard: &Bool<'c>) {
        self.changes += 1;
        for b in &mut self.blocks {
            if b.kind == Kind::Alloca && b.id > LOCAL_BASE + since {
                b.alive = &b.alive & !guard;
            }
        }
    }

    /// How many local blocks were made so far (for [`Memory::end_scope`]).
    pub fn locals(&self) -> u32 {
        self.next_local
    }
}

/// What a new block holds.
pub enum Contents<'c> {
    /// Every element this value (poison for an allocation).
    Value(Val<'c>),
    /// These elements, row-major.
    Elements(Vec<Val<'c>>),
    /// A large tensor's elements, row-major.
    Tensor(super::tensor::lazy::Lazy<'c>),
}

/// The sort of the uninterpreted function that gives a block of elements
/// `elem` its initial contents (floats only in IEEE-754: the abstract
/// encoding sizes its codes by the values made, which a function of the
/// position hides).
fn element_sort(cx: &Cx<'_, '_>, elem: &Ty, what: impl Fn() -> String) -> Result<Sort, Unsupported> {
    match elem {
        Ty::Vector(..) => Err(Unsupported::new(format!(
            "{}: a buffer of {elem} (memrefs of vectors are modelled for local buffers only)",
            what()
        ))),
        Ty::Float(_) => {
            let f = cx.float_format(elem, &what)?;
            float::floats(cx).require_ieee(|| format!("{}: a buffer of {elem}", what()))?;
            Ok(Sort::FP(f))
        }
        _ => Ok(Sort::BV(cx.int_width(elem, what)?)),
    }
}

/// The indices of every element of `shape`, row-major, as `w`-bit
/// constants.
pub fn points<'c>(smt: &'c Context, shape: &[u64], w: u32) -> Vec<Vec<BV<'c>>> {
    (0..shape.iter().product::<u64>())
        .map(|k| crate::semantics::vector::multi_index(k, shape).into_iter().map(|i| BV::from_u64(smt, i, w)).collect())
        .collect()
}

/// [`points`] as index values (never poison), for loads and stores.
pub fn index_points<'c>(cx: &Cx<'c, '_>, shape: &[u64]) -> Vec<Vec<IntVal<'c>>> {
    let point = |p: Vec<BV<'c>>| p.into_iter().map(|b| IntVal::new(b, cx.ff())).collect();
    points(cx.smt, shape, cx.cfg.index_bits).into_iter().map(point).collect()
}

/// The constant `v` at index width.
pub fn index<'c>(cx: &Cx<'c, '_>, v: u64) -> BV<'c> {
    BV::from_u64(cx.smt, v, cx.cfg.index_bits)
}

impl<'c> Memory<'c> {
    /// Whether the block `r` points into is alive.
    pub fn alive(&self, r: &MemRef<'c>) -> Bool<'c> {
        let smt = r.block.ctx();
        Bool::or_all(smt, self.candidates(r).into_iter().map(|(c, i)| c & &self.blocks[i].alive))
    }

    /// Whether the block `r` points into may be written.
    pub fn writable(&self, r: &MemRef<'c>) -> Bool<'c> {
        let smt = r.block.ctx();
        Bool::or_all(smt, self.candidates(r).into_iter().map(|(c, i)| c & &self.blocks[i].writable))
    }

    /// Whether element `idx` of `r` lies in the positions its block holds
    /// (for an argument's buffer, those the caller guarantees; `args.rs`).
    pub fn exists(&self, r: &MemRef<'c>, idx: &[BV<'c>]) -> Bool<'c> {
        let smt = r.block.ctx();
        if r.within {
            return Bool::from_bool(smt, true);
        }
        let at = r.address(idx);
        Bool::or_all(smt, self.candidates(r).into_iter().map(|(c, i)| c & self.blocks[i].holds(&at)))
    }

    /// Whether `r` points into a block the caller sees (an argument's or a
    /// global).
    pub fn visible(r: &MemRef<'c>) -> Bool<'c> {
        r.block.ult(&BV::from_u64(r.block.ctx(), LOCAL_BASE as u64, BLOCK_W))
    }
}
