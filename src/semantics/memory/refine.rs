//! Refinement with memory: what the caller sees of a function's memory.
//!
//! On an input (argument values and the initial contents of argument
//! buffers and globals) where the source has no UB, the target refines
//! the source when, besides its results, the final contents of every
//! buffer the caller can see refine the source's element by element
//! (poison in the source, which is also what uninitialised memory reads
//! as, allows anything). The caller sees its arguments' buffers and the
//! globals; a block the function allocated is seen only through a
//! returned memref. Each block is compared at one fresh position within
//! it: the negated query asks for a position where they differ, which is
//! the same as asking whether any does, at the cost of one element.
//!
//! A returned memref refines the source's when it has the same offset,
//! sizes and strides (`extract_strided_metadata` observes them); when the
//! source's points into a buffer the caller sees, the target's points into
//! the same one (aliasing is observable), or, when the caller may not
//! write that buffer (a constant global), into a read-only local copy of
//! it (`bufferization.clone`); when the source's is a local
//! allocation, the target's is a local allocation too, alive where the
//! source's is, whose contents refine the source's over the view (at one
//! fresh point). Two returned memrefs that share a local block are compared
//! one by one: that they alias is not checked.
//!
//! Writability is part of the end state: a buffer the caller sees that it
//! may still write after the source returns must be writable after the
//! target returns (`bufferization.clone`: "Mutating the source or result of
//! the clone operation after the clone operation thus leads to undefined
//! behavior", so a target that adds a clone of an argument takes away the
//! caller's right to write it).

use super::{MemRef, Memory};
use crate::semantics::Val;
use crate::smt::{BV, Bool, Context};

/// The most constant positions a block is compared at one by one.
const MAX_POSITIONS: usize = 4096;

/// The comparison of one block the caller sees: its contents at one
/// position, or whether it may still be written.
pub struct BlockCheck<'c> {
    /// The block's name (`%arg2`, `@g`).
    pub name: String,
    /// The argument it belongs to, if any.
    pub argument: Option<usize>,
    /// The element compared; `None`: whether the caller may still write
    /// the block after the target returns wherever it may after the source
    /// returns (`bufferization.clone`, a `to_tensor` without `writable`,
    /// make later writes UB).
    pub element: Option<Element<'c>>,
    /// The target's block refines the source's in that respect.
    pub holds: Bool<'c>,
}

/// The element a [`BlockCheck`] compares: at `at` (free in the query, or a
/// constant position); the check holds when the target's refines the
/// source's or there is no such position.
pub struct Element<'c> {
    pub at: BV<'c>,
    pub source: Val<'c>,
    pub target: Val<'c>,
}

/// The blocks the caller sees, each compared at a fresh position. A block
/// neither side wrote is equal on both and not compared.
///
/// The buffer of an argument that is a tensor in the source (`tensors`,
/// by position: a bufferized function boundary) is not compared: the
/// source's caller cannot see a tensor change.
pub fn visible_blocks<'c>(smt: &'c Context, s: &Memory<'c>, t: &Memory<'c>, tensors: &[bool]) -> Vec<BlockCheck<'c>> {
    let seen = |b: &&super::Block<'c>| match b.kind {
        super::Kind::Argument(i) => !tensors.get(i).copied().unwrap_or(false),
        ref k => k.is_visible(),
    };
    let mut ids: Vec<u32> = s.blocks.iter().chain(&t.blocks).filter(seen).map(|b| b.id).collect();
    ids.sort_unstable();
    ids.dedup();
    let mut out = Vec::new();
    for id in ids {
        let (sb, tb) = (s.block(id), t.block(id));
        let Some(any) = sb.or(tb) else { continue };
        let argument = match any.kind {
            super::Kind::Argument(i) => Some(i),
            _ => None,
        };
        let writable = |b: Option<&super::Block<'c>>| b.map_or_else(|| any.initial().writable, |b| b.writable.clone());
        let (sw, tw) = (writable(sb), writable(tb));
        if !(sw.is_false() || sw.term().same(tw.term())) {
            let holds = sw.implies(&tw);
            out.push(BlockCheck { name: any.name.clone(), argument, element: None, holds });
        }
        if !sb.is_some_and(|b| b.written()) && !tb.is_some_and(|b| b.written()) {
            continue;
        }
        let sb = sb.cloned().unwrap_or_else(|| any.initial());
        let tb = tb.cloned().unwrap_or_else(|| any.initial());
        // Both written only at constant positions (unrolled code with
        // constant indices): compared at those positions alone, where
        // values that are one term cost nothing; elsewhere both hold the
        // initial contents.
        if let (Some(mut ps), Some(qs)) = (sb.written_positions(), tb.written_positions()) {
            ps.extend(qs);
            ps.sort_unstable();
            ps.dedup();
            if ps.len() <= MAX_POSITIONS {
                for p in ps {
                    let at = BV::from_u64(smt, p, sb.size.width());
                    let (source, target) = (sb.read(smt, &at), tb.read(smt, &at));
                    let holds = sb.holds(&at).implies(&source.refined_by(&target));
                    let element = Some(Element { at, source, target });
                    out.push(BlockCheck { name: sb.name.clone(), argument, element, holds });
                }
                continue;
            }
        }
        let at = BV::fresh(smt, &format!("mem.{}", sb.name), sb.size.width());
        let (source, target) = (sb.read(smt, &at), tb.read(smt, &at));
        let holds = sb.holds(&at).implies(&source.refined_by(&target));
        let element = Some(Element { at, source, target });
        out.push(BlockCheck { name: sb.name.clone(), argument, element, holds });
    }
    out
}

/// A returned memref `tv` of the target refines the source's `sv` (see the
/// module comment).
pub fn result_refined<'c>(
    smt: &'c Context,
    s: &Memory<'c>,
    sv: &MemRef<'c>,
    t: &Memory<'c>,
    tv: &MemRef<'c>,
) -> Bool<'c> {
    let same_view = {
        let pairs = sv.sizes.iter().zip(&tv.sizes).chain(sv.strides.iter().zip(&tv.strides));
        sv.offset.eq(&tv.offset) & Bool::and_all(smt, pairs.map(|(a, b)| a.eq(b)))
    };
    let point: Vec<BV<'c>> =
        sv.sizes.iter().enumerate().map(|(k, n)| BV::fresh(smt, &format!("mem.ret.d{k}"), n.width())).collect();
    let contents = match (s.read(smt, sv, &point), t.read(smt, tv, &point)) {
        (Some(a), Some(b)) => sv.in_bounds(&point).implies(&a.refined_by(&b)),
        _ => Bool::from_bool(smt, false),
    };
    // A buffer the caller sees but may not write (a constant global) and a
    // read-only local copy of it differ only in identity: writing either
    // is UB, and the caller may free the copy but not the global.
    let copy = !s.writable(sv) & !Memory::visible(tv) & !t.writable(tv) & t.alive(tv) & &contents;
    let shared = Memory::visible(sv).implies(&((tv.block.eq(&sv.block) & tv.base.eq(&sv.base)) | copy));
    let local = !Memory::visible(sv);
    let local_ok = &local.implies(&!Memory::visible(tv)) & s.alive(sv).implies(&(t.alive(tv) & contents));
    same_view & shared & local.implies(&local_ok)
}

/// A returned memref `tv` of the target holds, alive, contents that refine
/// the source's returned tensor `elems` (of `shape`, row-major): a function
/// boundary that bufferization turned from a tensor into a memref.
pub fn tensor_refined<'c>(
    smt: &'c Context,
    elems: &[Val<'c>],
    shape: &[u64],
    t: &Memory<'c>,
    tv: &MemRef<'c>,
) -> Bool<'c> {
    let w = tv.offset.width();
    let sizes = Bool::and_all(smt, tv.sizes.iter().zip(shape).map(|(n, k)| n.eq(&BV::from_u64(smt, *k, w))));
    let each = elems
        .iter()
        .zip(super::points(smt, shape, w))
        .map(|(e, idx)| t.read(smt, tv, &idx).map_or_else(|| Bool::from_bool(smt, false), |v| e.refined_by(&v)));
    sizes & t.alive(tv) & Bool::and_all(smt, each.collect::<Vec<_>>())
}
