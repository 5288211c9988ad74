//! Reassociable float sums and products (the `fp-reassoc` option), as
//! values: which ops accumulate into a reduction is `semantics::reassoc`'s
//! business; this file says what their results are, in the two ways a
//! check uses them.
//!
//! The meaning assumed (stated in docs/semantics/fp-reassoc.md and in
//! every verdict that uses it): a reassociated sum is the real-number sum of its *leaves*, the
//! multiset of the values it adds (a leaf that is itself a reassociated sum
//! of the same format contributes its own leaves), rounded to the format
//! by one fixed function, the same in the source and the target. So two
//! sums of one multiset of leaves are one value, whatever the order and
//! grouping. A sum of two leaves, which every order computes alike, is
//! their IEEE-754 sum; one leaf is itself. The constant -0.0, the exact
//! identity of a sum, is not a leaf; a constant +0.0 is not a leaf either,
//! but a sum seeded with it is `+0.0 + s` for `s` the sum of its leaves
//! (IEEE-754 in every order: only a sum of -0.0 leaves changes, to +0.0),
//! so signed zeros keep their meaning. Products likewise, with the
//! constant 1.0 dropped (exact). Nothing else is assumed about the
//! rounding function: a NaN or infinite leaf, or an overflow, gives
//! whatever value it gives, the same for equal multisets.
//!
//! - [`Reassoc::Ac`] (proofs): the sum is an application of the
//!   uninterpreted family `reassoc.add.<format>` (`reassoc.mul.<format>`)
//!   to its leaves, flattened and in canonical order (`smt::ac`), with the
//!   two-leaf applications equal to the IEEE-754 sum ([`assumptions`]). A
//!   proof holds for every rounding function, hence for the meaning above.
//!   A model may interpret the family in a way no real sum does: it is only
//!   a candidate.
//! - [`Reassoc::Exact`] (confirming a candidate): IEEE-754 in the order the
//!   program gives (constant identities, -0.0 and 1.0, skipped; a +0.0
//!   seed is a leaf, so the sign of a zero sum is IEEE-754's in every
//!   order and a candidate that rests only on the dropped seed's sign is
//!   not confirmed), with the assumption that every
//!   leaf of a reassociated value is NaN, infinite, a zero, or an integer
//!   small enough that every partial sum (product) of its node's leaves, in
//!   any order, is exact: `|x| <= 2^p / n` for `n` leaves and `p` bits of
//!   precision (products: `|x| <= 2^floor(p / n)`). On such inputs every
//!   order and grouping gives one value, the real one (the sign of a zero
//!   and NaN and infinite results included), so a counterexample found
//!   there is a counterexample for every rounding function.
//!
//! Why uninterpreted sums and not mlir-tv's hash (`sum(A) != sum(B) =>
//! H(A) != H(B)` with `H` a bit-vector sum of a per-element hash): a hash
//! makes the solver prove every multiset equality through bit-vector
//! arithmetic, and is sound only when it is wide enough that no model is
//! forced into a collision; canonical terms decide equality of syntactic
//! multisets when the query is built, at no solver cost, with nothing to
//! size. What they miss (two leaves equal as values but built as different
//! terms) ends as a candidate, never as a wrong proof.

use super::{Fl, Floats, format_name};
use crate::det::{Map, Set};
use crate::semantics::Cx;
use crate::smt::{BV, Bool, FP, Format, Term};
use std::cell::{Cell, RefCell};

/// How a query encodes the float ops that accumulate into a reduction
/// (`Config::fp_reassoc`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Reassoc {
    /// IEEE-754 in the order the op fixes (`fp-reassoc` off).
    #[default]
    Off,
    /// Associative-commutative uninterpreted sums: proves only.
    Ac,
    /// IEEE-754 with every reassociated value exact: confirms candidates
    /// (`tiny`: among leaves that are zeros or integers of magnitude 2 at
    /// most, a space the solver searches quickly).
    Exact { tiny: bool },
}

/// The two reassociable operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AcOp {
    Add,
    Mul,
}

impl AcOp {
    fn name(self) -> &'static str {
        match self {
            AcOp::Add => "add",
            AcOp::Mul => "mul",
        }
    }

    /// Whether the constant `v` is not a leaf: a zero of either sign for
    /// sums, 1 for products.
    fn drops(self, v: f64) -> bool {
        match self {
            AcOp::Add => v == 0.0,
            AcOp::Mul => v == 1.0,
        }
    }

    /// Whether the constant `v` is the operation's exact identity (-0.0
    /// for sums, 1 for products), which the `Exact` encoding skips: +0.0
    /// is not one (`-0.0 + +0.0` is +0.0), so a sum seeded with it keeps
    /// it as a leaf and gives the sign IEEE-754 gives in every order.
    fn identity(self, v: f64) -> bool {
        match self {
            AcOp::Add => v == 0.0 && v.is_sign_negative(),
            AcOp::Mul => v == 1.0,
        }
    }
}

/// What the encodings of one query record about reassociated values.
#[derive(Default)]
pub struct Tracker<'c> {
    /// The ops (by handle) that accumulate into the reductions being
    /// encoded (registered by `semantics::reassoc`).
    pub(crate) combiners: RefCell<Set<usize>>,
    /// Whether a reassociated value was made (the verdict says so).
    made: Cell<bool>,
    /// `Exact`: the operation and leaves of each reassociated value, by
    /// term id.
    nodes: RefCell<Map<u32, (AcOp, Vec<Fl<'c>>)>>,
    /// `Ac`: a sum of two leaves is their IEEE-754 sum.
    pairs: RefCell<Vec<Bool<'c>>>,
}

impl Tracker<'_> {
    /// Whether a reassociated value was made in this query.
    pub fn made(&self) -> bool {
        self.made.get()
    }
}

/// The constant a float holds, if it is one.
fn known(x: &Fl<'_>) -> Option<f64> {
    match x {
        Fl::Ieee(x) => x.known(),
        Fl::Abs(x) => x.known,
    }
}

/// The largest magnitude a leaf of a node of `n` leaves may have in the
/// `Exact` encoding (see the module comment).
pub fn exact_bound(op: AcOp, f: Format, n: usize) -> f64 {
    let p = f.sbits as usize;
    match op {
        AcOp::Add => ((1u128 << p) / n.max(1) as u128) as f64,
        AcOp::Mul => (1u128 << (p / n.max(1))) as f64,
    }
}

impl<'c> Floats<'c, '_> {
    /// `a + b` (`a * b`) of a reassociable reduction, as `mode` encodes it.
    pub fn reassoc(&self, mode: Reassoc, op: AcOp, a: &Fl<'c>, b: &Fl<'c>) -> Fl<'c> {
        let st = &self.shared.float.reassoc;
        st.made.set(true);
        match mode {
            Reassoc::Off => self.plain(op, a, b),
            Reassoc::Ac => self.ac(op, a, b),
            Reassoc::Exact { .. } => {
                let drops = |x: &Fl<'c>| known(x).is_some_and(|v| op.identity(v));
                let r = match (drops(a), drops(b)) {
                    (false, true) => a.clone(),
                    (true, false) => b.clone(),
                    _ => self.plain(op, a, b),
                };
                let mut leaves = self.exact_leaves(op, a);
                leaves.extend(self.exact_leaves(op, b));
                st.nodes.borrow_mut().insert(r.term().id(), (op, leaves));
                r
            }
        }
    }

    fn plain(&self, op: AcOp, a: &Fl<'c>, b: &Fl<'c>) -> Fl<'c> {
        match op {
            AcOp::Add => self.add(a, b),
            AcOp::Mul => self.mul(a, b),
        }
    }

    /// The leaves `x` contributes to an `Exact` node.
    fn exact_leaves(&self, op: AcOp, x: &Fl<'c>) -> Vec<Fl<'c>> {
        if known(x).is_some_and(|v| op.identity(v)) {
            return Vec::new();
        }
        match self.shared.float.reassoc.nodes.borrow().get(&x.term().id()) {
            Some((o, leaves)) if *o == op => leaves.clone(),
            _ => vec![x.clone()],
        }
    }

    /// The `Ac` encoding: the family's application to the leaves of `a`
    /// and `b`; one leaf is itself, and two constants fold as IEEE-754.
    ///
    /// A sum seeded with the constant +0.0 is a member of a second family
    /// (`reassoc.add0.<format>`, of one leaf or more), assumed equal to
    /// `+0.0 + s` in IEEE-754 for `s` the unseeded sum of the same leaves
    /// (the leaf itself if it is one): the seed changes only
    /// the sign of a zero sum (to +0.0, in every order), so a loop seeded
    /// with +0.0 and a parallel reduction whose result is added to +0.0
    /// (`affine-parallelize`) are one value.
    fn ac(&self, op: AcOp, a: &Fl<'c>, b: &Fl<'c>) -> Fl<'c> {
        let f = a.format();
        let family = format!("reassoc.{}.{}", op.name(), format_name(f));
        let seeded_family = format!("reassoc.{}0.{}", op.name(), format_name(f));
        let positive_zero = |v: f64| op == AcOp::Add && v == 0.0 && v.is_sign_positive();
        let mut seeded = false;
        let mut leaves: Vec<(&Fl<'c>, Vec<Term<'c>>)> = Vec::new();
        for x in [a, b] {
            if let Some(v) = known(x).filter(|v| op.drops(*v)) {
                seeded |= positive_zero(v);
                continue;
            }
            let terms = match x.term().ac_family() {
                Some((fam, args)) if fam == family => args,
                Some((fam, args)) if fam == seeded_family => {
                    seeded = true;
                    args
                }
                _ => vec![x.term().clone()],
            };
            leaves.push((x, terms));
        }
        // `a` and `b` are both leaves themselves.
        let pair = leaves.len() == 2 && leaves.iter().all(|(x, t)| t.len() == 1 && t[0].id() == x.term().id());
        match leaves.len() {
            0 => self.plain(op, a, b),
            1 if !seeded => leaves[0].0.clone(),
            _ => {
                let args: Vec<Term<'c>> = leaves.into_iter().flat_map(|(_, t)| t).collect();
                let make = |t: Term<'c>| match a {
                    Fl::Ieee(_) => Fl::Ieee(FP::from_term(t, f)),
                    Fl::Abs(_) => Fl::Abs(self.dom().made(f, BV::from_term(t))),
                };
                let r = if args.len() == 1 {
                    // `leaves` is one leaf, not flattened.
                    if a.term().id() == args[0].id() { a.clone() } else { b.clone() }
                } else {
                    make(Term::ac_apply(self.smt, &family, args.clone()))
                };
                let mut assumed = self.shared.float.reassoc.pairs.borrow_mut();
                if pair {
                    // Two leaves (`a` and `b` themselves) have one order.
                    assumed.push(super::same(&r, &self.plain(op, a, b)));
                }
                if !seeded {
                    return r;
                }
                let r0 = make(Term::ac_apply(self.smt, &seeded_family, args));
                let zero = self.constant(f, 0.0);
                assumed.push(super::same(&r0, &self.plain(op, &zero, &r)));
                r0
            }
        }
    }
}

/// What a query assumes of its reassociated values: `Ac`, that a sum of
/// two leaves is their IEEE-754 sum (one rounding of the real sum; no other
/// order); `Exact`, that every leaf of every reassociated value is NaN,
/// infinite, a zero or a small integer (see the module comment), one
/// formula per leaf and operation with the bound of the largest node it is
/// in.
pub fn assumptions<'c>(cx: &Cx<'c, '_>) -> Vec<Bool<'c>> {
    if cx.cfg.fp_reassoc == Reassoc::Ac {
        return cx.shared.float.reassoc.pairs.borrow().clone();
    }
    let Reassoc::Exact { tiny } = cx.cfg.fp_reassoc else { return Vec::new() };
    let fl = super::floats(cx);
    let nodes = cx.shared.float.reassoc.nodes.borrow();
    let mut most: Map<(AcOp, u32), (&Fl<'c>, usize)> = Map::default();
    for (op, leaves) in nodes.values() {
        for l in leaves {
            let e = most.entry((*op, l.term().id())).or_insert((l, 0));
            e.1 = e.1.max(leaves.len());
        }
    }
    let mut keys: Vec<_> = most.keys().copied().collect();
    keys.sort();
    keys.into_iter()
        .map(|k| {
            // A small integer: its integer part, within the bound, is it
            // (cheaper for the solver than rounding to an integral value;
            // no fresh variable, so concrete inputs decide it).
            let (x, n) = most[&k];
            let f = x.format();
            let w = f.sbits + 2;
            let bound = exact_bound(k.0, f, n) as i64;
            let bound = if tiny { bound.min(2) } else { bound };
            let (i, out_of_range) = fl.to_int(x, true, w);
            let small = i.sle(&BV::from_i64(cx.smt, bound, w)) & i.sge(&BV::from_i64(cx.smt, -bound, w));
            let integer = !out_of_range & small & fl.same(x, &fl.from_int(&i, true, f));
            if tiny { fl.is_zero(x) | integer } else { fl.is_nan(x) | fl.is_inf(x) | fl.is_zero(x) | integer }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::{AcOp, exact_bound};
    use crate::smt::Format;

    /// Every order of a left fold of `leaves` in the format (each step
    /// rounded once, as `half` does through f32) against the exact value.
    fn every_order_exact(f: Format, op: AcOp, leaves: &[i64]) {
        let round = |v: f64| -> f64 {
            match f {
                Format::F16 => half::f16::from_f64(v).to_f64(),
                Format::BF16 => half::bf16::from_f64(v).to_f64(),
                _ => unreachable!(),
            }
        };
        let exact: f64 = match op {
            AcOp::Add => leaves.iter().sum::<i64>() as f64,
            AcOp::Mul => leaves.iter().product::<i64>() as f64,
        };
        let mut order: Vec<usize> = (0..leaves.len()).collect();
        // Heap's algorithm over the positions.
        fn permutations(k: usize, order: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
            if k <= 1 {
                out.push(order.clone());
                return;
            }
            for i in 0..k {
                permutations(k - 1, order, out);
                let j = if k % 2 == 0 { i } else { 0 };
                order.swap(j, k - 1);
            }
        }
        let mut all = Vec::new();
        permutations(order.len(), &mut order, &mut all);
        for p in all {
            let mut acc = leaves[p[0]] as f64;
            for &i in &p[1..] {
                acc = round(match op {
                    AcOp::Add => acc + leaves[i] as f64,
                    AcOp::Mul => acc * leaves[i] as f64,
                });
            }
            assert_eq!(acc, exact, "{op:?} of {leaves:?} in order {p:?} ({f:?})");
        }
    }

    #[test]
    fn leaves_within_the_bound_sum_exactly_in_every_order() {
        for f in [Format::F16, Format::BF16] {
            for op in [AcOp::Add, AcOp::Mul] {
                for n in 1..=6usize {
                    let b = exact_bound(op, f, n) as i64;
                    let picks = [b, -b, b - 1, 1 - b, b / 2 + 1, -(b / 3) - 1, 1, -1, 0];
                    // Deterministic samples of n leaves from the picks.
                    let mut seed = 0x2545_f491_4f6c_dd1du64 ^ n as u64;
                    for _ in 0..40 {
                        let leaves: Vec<i64> = (0..n)
                            .map(|_| {
                                seed ^= seed << 13;
                                seed ^= seed >> 7;
                                seed ^= seed << 17;
                                picks[(seed % picks.len() as u64) as usize]
                            })
                            .collect();
                        every_order_exact(f, op, &leaves);
                    }
                }
            }
        }
    }

    #[test]
    fn the_bound_is_needed() {
        // Beyond the bound, two orders of one multiset differ.
        let b = exact_bound(AcOp::Add, Format::BF16, 3) as i64;
        let big = 4 * b;
        let round = |v: f64| half::bf16::from_f64(v).to_f64();
        let one = round(round(big as f64 + 1.0) - big as f64);
        let other = round(round(big as f64 - big as f64) + 1.0);
        assert_ne!(one, other);
    }
}
