//! What the source and target encodings of one query share.

use super::{Val, float, memory};
use crate::smt::{BV, Bool, Context};

/// State shared by the source and target encodings of one query: values
/// both sides observe from outside (keyed by a site name), and assumptions
/// on the inputs.
#[derive(Default)]
pub struct Shared<'c> {
    inputs: std::cell::RefCell<crate::det::Map<String, Val<'c>>>,
    assumptions: std::cell::RefCell<Vec<Bool<'c>>>,
    choices: std::cell::RefCell<Vec<BV<'c>>>,
    /// Identifiers of the blocks both sides share (arguments' buffers,
    /// globals), by key (see `memory/`).
    blocks: std::cell::RefCell<crate::det::Map<String, u32>>,
    /// Floating point: abstract constants and casts, counts (see `float`).
    pub float: float::State<'c>,
}

impl<'c> Shared<'c> {
    /// The value observed at `site`: created on first use, then the same
    /// for both sides. `make` builds it and may add assumptions.
    pub fn input(&self, site: &str, make: impl FnOnce() -> (Val<'c>, Vec<Bool<'c>>)) -> Val<'c> {
        if let Some(v) = self.inputs.borrow().get(site) {
            return v.clone();
        }
        let (v, assume) = make();
        self.assumptions.borrow_mut().extend(assume);
        self.inputs.borrow_mut().insert(site.to_string(), v.clone());
        v
    }

    /// A value an op chooses freely (CIRCT's "undefined value"): a fresh
    /// variable at every evaluation, recorded so that a query can tell the
    /// source's choices (which the source may pick to match the target)
    /// from the target's (which may be anything). A query that leaves them
    /// all free treats the source's choices as adversarial too: stricter
    /// than the semantics (a counterexample may be spurious), never unsound.
    pub fn choice(&self, ctx: &'c Context, name: &str, width: u32) -> BV<'c> {
        let v = BV::fresh(ctx, name, width);
        self.choices.borrow_mut().push(v.clone());
        v
    }

    /// The identifier of the shared block `key` (an argument's buffer, or a
    /// global when `global`), the same on both sides.
    pub fn block_id(&self, key: &str, global: bool) -> u32 {
        let mut blocks = self.blocks.borrow_mut();
        let base = if global { memory::GLOBAL_BASE } else { 1 };
        let taken = blocks.values().filter(|id| (**id >= memory::GLOBAL_BASE) == global).count() as u32;
        *blocks.entry(key.to_string()).or_insert(base + taken)
    }

    /// The choices recorded since the last call, in order.
    pub fn take_choices(&self) -> Vec<BV<'c>> {
        std::mem::take(&mut *self.choices.borrow_mut())
    }

    /// Everything assumed about the inputs.
    pub fn assumptions(&self) -> Vec<Bool<'c>> {
        self.assumptions.borrow().clone()
    }
}
