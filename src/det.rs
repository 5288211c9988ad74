//! Hash maps and sets that iterate in the same order on every run.
//!
//! Z3 numbers terms in the order they are created, and its search depends
//! on those numbers: a map iterated in a random order (std's `RandomState`)
//! while building terms makes the same check take 1 s on one run and time
//! out on the next. Every map in the crate uses this hasher, so a check is
//! reproducible; keys that are addresses (`handle()`) still vary with the
//! allocator, so code must not build terms while iterating a map keyed by
//! them.

use std::hash::{BuildHasherDefault, Hasher};

/// FNV-1a, a fixed seed: keys here are small (ids, handles, short names).
pub struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 = (self.0 ^ *b as u64).wrapping_mul(0x0100_0000_01b3);
        }
    }
}

/// A `HashMap` with a fixed hasher (build with `Map::default()`).
pub type Map<K, V> = std::collections::HashMap<K, V, BuildHasherDefault<Fnv>>;

/// A `HashSet` with a fixed hasher (build with `Set::default()`).
pub type Set<K> = std::collections::HashSet<K, BuildHasherDefault<Fnv>>;

/// splitmix64: small, fast and good enough to pick program shapes
/// (`campaign --generate`) and sample ranges (`verify-dataflow`).
pub struct Rng(pub u64);

impl Rng {
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n.max(1) as u64) as usize
    }
    pub fn chance(&mut self, percent: u64) -> bool {
        self.next_u64() % 100 < percent
    }
    pub fn pick<'a, T>(&mut self, xs: &'a [T]) -> &'a T {
        &xs[self.below(xs.len())]
    }
}
