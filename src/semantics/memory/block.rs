//! Blocks: who made them, what they start with, the writes made to them,
//! and reading an element (see `mod.rs`).

use super::Ty;
use crate::semantics::float::{Fl, FloatVal};
use crate::semantics::select::select_val;
use crate::semantics::{IntVal, Val};
use crate::smt::{BV, Bool, Context, FP, Func, Sort};
use std::rc::Rc;

/// Who made a block, which decides what may happen to it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The buffer of memref argument `i` (its caller's).
    Argument(usize),
    /// A `memref.global`, by symbol name.
    Global(String),
    /// `memref.alloc` (or an op that allocates like it: `bufferization.clone`,
    /// `memref.realloc`): the only kind `memref.dealloc` may free.
    Alloc,
    /// `memref.alloca`: freed when its scope ends.
    Alloca,
    /// A buffer `bufferization.to_buffer` makes for a tensor.
    Buffer,
}

impl Kind {
    /// Whether the caller sees the block after the function returns.
    pub fn is_visible(&self) -> bool {
        matches!(self, Kind::Argument(_) | Kind::Global(_))
    }
}

/// The contents a block starts with.
#[derive(Clone, Debug)]
pub(super) enum Init<'c> {
    /// Anything: uninterpreted functions of the position, named `name` and
    /// `name.poison`, shared by both sides.
    Input { name: String, sort: Sort },
    /// Every element this value (poison, for an allocation).
    Splat(Val<'c>),
    /// These elements, by position.
    Elements(Vec<Val<'c>>),
    /// The elements of a large tensor, row-major (`bufferization.to_buffer`).
    Tensor(crate::semantics::tensor::lazy::Lazy<'c>),
}

/// One write (see the module comment).
#[derive(Clone, Debug)]
pub(super) enum Write<'c> {
    /// `val` at position `at` when `guard` holds.
    One { guard: Bool<'c>, at: BV<'c>, val: Val<'c> },
    /// When `guard` holds, positions `lo .. lo + len` take the contents of
    /// a block (one of `from`, by condition, as it was when the copy ran)
    /// from position `from_lo` on (`memref.copy` between contiguous views).
    Range { guard: Bool<'c>, lo: BV<'c>, len: BV<'c>, from: Vec<(Bool<'c>, Rc<Block<'c>>)>, from_lo: BV<'c> },
    /// When `guard` holds, every position takes what a loop abstracted for
    /// induction left there: the contents named `shared` (one function for
    /// both sides) when `when` (the loop's premise, see
    /// `refine/induction.rs`) holds, else this side's own `own`.
    Havoc { guard: Bool<'c>, when: Bool<'c>, shared: String, own: String, sort: Sort },
}

/// A block (see the module comment).
#[derive(Clone, Debug)]
pub struct Block<'c> {
    pub id: u32,
    pub elem: Ty,
    pub kind: Kind,
    /// Positions `0 .. size` exist (in elements, index width): for an
    /// argument's buffer, free, since the caller promises nothing beyond
    /// what the source accesses (`args.rs`).
    pub size: BV<'c>,
    pub alive: Bool<'c>,
    pub writable: Bool<'c>,
    /// What messages call it (`%arg2`, `@g`, `the memref.alloc at loc(...)`).
    pub name: String,
    /// The static shape of the view the block was made for, row-major
    /// (globals and allocations of static shape), to name its elements.
    pub dims: Option<Vec<u64>>,
    pub(super) init: Init<'c>,
    pub(super) writes: Writes<'c>,
}

/// The writes to a block, in order, indexed by constant position (so a
/// read at a constant position visits only the writes that may cover it).
#[derive(Clone, Debug, Default)]
pub(super) struct Writes<'c> {
    all: Vec<Write<'c>>,
    /// Per constant position, the writes at it (positions in `all`).
    at: crate::det::Map<u64, Vec<usize>>,
    /// The writes at symbolic positions and the ranges.
    anywhere: Vec<usize>,
}

impl<'c> Writes<'c> {
    pub(super) fn push(&mut self, w: Write<'c>) {
        let k = self.all.len();
        match &w {
            Write::One { at, .. } => match at.as_const().and_then(|b| b.to_u64()) {
                Some(p) => self.at.entry(p).or_default().push(k),
                None => self.anywhere.push(k),
            },
            Write::Range { .. } | Write::Havoc { .. } => self.anywhere.push(k),
        }
        self.all.push(w);
    }

    fn is_empty(&self) -> bool {
        self.all.is_empty()
    }

    pub(super) fn len(&self) -> usize {
        self.all.len()
    }

    /// The writes that may cover position `p` (all for a symbolic one), in
    /// order, from the last that covers it for sure.
    fn covering(&self, p: Option<u64>) -> Vec<&Write<'c>> {
        let Some(p) = p else { return self.all.iter().collect() };
        let here: &[usize] = self.at.get(&p).map_or(&[], |v| v.as_slice());
        // The last unconditional write at `p` shadows everything before it.
        let from = here
            .iter()
            .rev()
            .find(|k| matches!(&self.all[**k], Write::One { guard, .. } if guard.is_true()))
            .copied()
            .unwrap_or(0);
        let mut ks: Vec<usize> = here.iter().chain(self.anywhere.iter()).copied().filter(|k| *k >= from).collect();
        ks.sort_unstable();
        ks.into_iter().map(|k| &self.all[k]).collect()
    }
}

impl<'c> Block<'c> {
    /// The element at position `at` now.
    pub fn read(&self, smt: &'c Context, at: &BV<'c>) -> Val<'c> {
        let mut acc = self.initial_at(smt, at);
        let at_c = at.as_const();
        for w in self.writes.covering(at_c.as_ref().and_then(|b| b.to_u64())) {
            match w {
                Write::One { guard, at: wat, val } => {
                    match (&at_c, wat.as_const()) {
                        (Some(a), Some(b)) if *a != b => continue,
                        (Some(_), Some(_)) if guard.is_true() => {
                            acc = val.clone();
                            continue;
                        }
                        _ => {}
                    }
                    acc = select_val(&(guard & wat.eq(at)), val, &acc);
                }
                Write::Range { guard, lo, len, from, from_lo } => {
                    let rel = (at - lo).simplified();
                    let inside = guard & rel.ult(len);
                    if inside.simplified().is_false() {
                        continue;
                    }
                    let src_at = (&rel + from_lo).simplified();
                    let v = pick(from, |b| b.read(smt, &src_at));
                    acc = select_val(&inside, &v, &acc);
                }
                Write::Havoc { guard, when, shared, own, sort } => {
                    let left = select_val(when, &input_at(smt, shared, *sort, at), &input_at(smt, own, *sort, at));
                    acc = select_val(guard, &left, &acc);
                }
            }
        }
        acc
    }

    /// The element at position `at` before any write.
    fn initial_at(&self, smt: &'c Context, at: &BV<'c>) -> Val<'c> {
        match &self.init {
            Init::Input { name, sort } => input_at(smt, name, *sort, at),
            Init::Splat(v) => v.clone(),
            Init::Elements(es) => {
                if let Some(k) = at.as_const().and_then(|b| b.to_u64()) {
                    return es[(k as usize).min(es.len() - 1)].clone();
                }
                let mut acc = es[es.len() - 1].clone();
                for (k, e) in es.iter().enumerate().rev().skip(1) {
                    acc = select_val(&at.eq(&BV::from_u64(smt, k as u64, at.width())), e, &acc);
                }
                acc
            }
            Init::Tensor(l) => {
                // Position → row-major index of the tensor's shape.
                let w = crate::semantics::tensor::lazy::IDX_W;
                let mut rest = at.zext_or_trunc(w);
                let mut idx = vec![rest.clone(); l.shape.len()];
                for (k, n) in l.shape.iter().enumerate().rev() {
                    let n = BV::from_u64(smt, *n, w);
                    idx[k] = rest.urem(&n);
                    rest = rest.udiv(&n);
                }
                l.at(&idx)
            }
        }
    }

    /// The block as it was made (no write, alive unless local).
    pub fn initial(&self) -> Block<'c> {
        let alive = Bool::from_bool(self.alive.ctx(), self.kind.is_visible());
        Block { writes: Writes::default(), alive, ..self.clone() }
    }

    /// Whether position `at` exists.
    pub fn holds(&self, at: &BV<'c>) -> Bool<'c> {
        at.ult(&self.size)
    }

    /// Whether anything was written to the block.
    pub fn written(&self) -> bool {
        !self.writes.is_empty()
    }

    /// The constant positions written, when every write is at one (none
    /// at a symbolic position, no range).
    pub fn written_positions(&self) -> Option<Vec<u64>> {
        self.writes.anywhere.is_empty().then(|| self.writes.at.keys().copied().collect())
    }
}

/// Element `at` of contents that are anything: uninterpreted functions of
/// the position named `name` (of `sort`) and `name.poison`.
fn input_at<'c>(smt: &'c Context, name: &str, sort: Sort, at: &BV<'c>) -> Val<'c> {
    let w = at.width();
    let p = Func::new(smt, &format!("{name}.poison"), &[Sort::BV(w)], Sort::Bool).apply(&[at.term()]);
    let poison = Bool::from_term(p);
    let v = Func::new(smt, name, &[Sort::BV(w)], sort).apply(&[at.term()]);
    match sort {
        Sort::FP(f) => Val::Float(FloatVal::new(Fl::Ieee(FP::from_term(v, f)), poison)),
        _ => Val::Int(IntVal::new(BV::from_term(v), poison)),
    }
}

/// The element at the block `blocks` selects (the last one when none
/// holds: callers record that case as UB).
pub(super) fn pick<'c, B: std::ops::Deref<Target = Block<'c>>>(
    blocks: &[(Bool<'c>, B)],
    read: impl Fn(&Block<'c>) -> Val<'c>,
) -> Val<'c> {
    let (_, last) = blocks.last().expect("a block to read");
    let mut acc = read(last);
    for (c, b) in blocks[..blocks.len() - 1].iter().rev() {
        acc = select_val(c, &read(b), &acc);
    }
    acc
}
