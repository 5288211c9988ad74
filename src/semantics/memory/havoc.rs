//! Memory in the state of a loop abstracted for a proof by induction (see
//! `semantics/loop_abs.rs` and `refine/induction.rs`).
//!
//! The abstract iteration starts from memory in which every buffer the body
//! writes holds fresh contents, one function for both sides (so the step
//! assumes the two memories equal there), and must leave the two equal
//! again. After the loop those buffers hold what the loop left: contents
//! shared by both sides when the loop's premise holds (equal bounds,
//! refined initial values, and, checked apart, equal memory at the entry),
//! each side's own otherwise.

use super::block::{Init, Write, Writes};
use super::{Memory, element_sort};
use crate::semantics::{Cx, Unsupported, Val};
use crate::smt::{BV, Bool, Context};

impl<'c> Memory<'c> {
    /// The buffers written since `before` (a copy of this memory), by
    /// identifier, when nothing else changed: no buffer was made, freed or
    /// made read-only. `None` otherwise.
    pub fn written_since(&self, before: &Memory<'c>) -> Option<Vec<u32>> {
        let other = (self.changes - before.changes) - (self.writes - before.writes);
        if other != 0 || self.blocks.len() != before.blocks.len() || self.next_local != before.next_local {
            return None;
        }
        let written = self.blocks.iter().zip(&before.blocks).filter(|(a, b)| a.writes.len() != b.writes.len());
        Some(written.map(|(a, _)| a.id).collect())
    }

    /// Block `id` holds anything from now on: the contents named `name`
    /// (the same name gives the same contents on both sides). Fails for
    /// elements whose contents cannot be a function of the position (floats
    /// in the abstract encoding).
    pub fn havoc_entry(&mut self, cx: &Cx<'c, '_>, id: u32, name: &str) -> Result<(), Unsupported> {
        let i = self.index_of(id);
        let b = &self.blocks[i];
        let sort = element_sort(cx, &b.elem, || b.name.clone())?;
        let b = &mut self.blocks[i];
        b.init = Init::Input { name: name.to_string(), sort };
        b.writes = Writes::default();
        Ok(())
    }

    /// On path `guard`, block `id` takes what a loop left in it: contents
    /// `shared` when `when` holds, else `own` (see the module comment).
    pub fn havoc_exit(
        &mut self,
        cx: &Cx<'c, '_>,
        id: u32,
        guard: &Bool<'c>,
        when: &Bool<'c>,
        shared: String,
        own: String,
    ) -> Result<(), Unsupported> {
        let i = self.index_of(id);
        let b = &self.blocks[i];
        let sort = element_sort(cx, &b.elem, || b.name.clone())?;
        self.changes += 1;
        self.writes += 1;
        let w = Write::Havoc { guard: guard.clone(), when: when.clone(), shared, own, sort };
        self.blocks[i].writes.push(w);
        Ok(())
    }

    /// The element at position `at` of block `id` now.
    pub fn probe(&self, smt: &'c Context, id: u32, at: &BV<'c>) -> Val<'c> {
        self.blocks[self.index_of(id)].read(smt, at)
    }

    /// The width of positions in block `id`.
    pub fn position_width(&self, id: u32) -> u32 {
        self.blocks[self.index_of(id)].size.width()
    }

    fn index_of(&self, id: u32) -> usize {
        self.blocks.iter().position(|b| b.id == id).expect("a block of this memory")
    }
}
