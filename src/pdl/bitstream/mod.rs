//! A decision procedure for patterns of one symbolic width: bit-vector
//! terms over `+`, `-`, `*` by the constants 0, 1 and -1, `&`, `|`, `^`,
//! `~`, comparisons, selects, shifts by 0, 1 or at least the width, and
//! constants given as functions of the width (0, 1, -1, signed min and
//! max, literals), with poison and UB.
//!
//! Such a term is a finite-state transducer reading its operands' bits
//! least significant first (a sum's state is its carry, a comparison's
//! "equal so far" and "less so far"), and a pattern's correctness a
//! condition checked at the last (most significant) position. The pattern
//! holds for every width `w >= 1` iff no state reachable after `w - 1`
//! steps has a last step, on some input bits, where the condition fails.
//! The states are finitely many, so a breadth-first search over them
//! decides it, and the first failure it meets is at the smallest failing
//! width. This is the automata method for bit-vector identities of
//! arbitrary width (as in Lean-MLIR's `bv_automata`), with poison and UB
//! tracked as the bounded mode does.
//!
//! `circuit`: nodes and their step functions (each op's rule, cited);
//! `build`: a PDL pattern as a circuit, or why it is outside the fragment.
//! Several width classes (extensions, truncations, `comb.concat`) run side
//! by side: each ends at a step the search chooses, in the order the
//! types require, and the high part of a concat starts where its low part
//! ends.

pub mod build;
pub mod circuit;
#[cfg(test)]
mod tests;

use circuit::{Bit, Cx, Kind, Konst, Node, Sort, init, step};
use std::collections::HashMap;
use std::collections::VecDeque;

/// A replaced value and its replacement.
#[derive(Clone, Debug)]
pub struct Refine {
    pub src: usize,
    pub tgt: usize,
    /// For streams: the late node "src and tgt have equal bits".
    pub eq: Option<usize>,
}

/// A circuit and its correctness condition.
#[derive(Clone, Debug, Default)]
pub struct Circuit {
    pub nodes: Vec<Node>,
    /// Number of stream inputs (one bit each per step).
    pub streams: usize,
    /// Domain size of each scalar variable (chosen before the first step).
    pub scalars: Vec<u8>,
    /// Conditions at the last step (late or fixed nodes whose value holds).
    pub assume: Vec<usize>,
    pub src_ub: Vec<usize>,
    pub tgt_ub: Vec<usize>,
    pub refine: Vec<Refine>,
    /// Per width class: bounds on its width.
    pub bounds: Vec<(u32, Option<u32>)>,
    /// `(a, k, b)`: class `a`'s width plus `k` (0 or 1) is at most `b`'s.
    pub order: Vec<(usize, u32, usize)>,
    /// Per class: the class after whose end it starts (the high part of a
    /// concat), if any; its positions count from there.
    pub starts_after: Vec<Option<usize>>,
    /// `(c, a)`: class `c` ends with class `a` (a concat and its high part).
    pub together: Vec<(usize, usize)>,
}

/// What the search found.
#[derive(Debug, PartialEq, Eq)]
pub enum Decision {
    /// True at every width; the number of states explored.
    Holds(usize),
    /// False at these widths (one per class; the largest is the smallest
    /// possible).
    Fails(Vec<u32>),
    /// More states than the limit (or than the time allowed reached).
    TooLarge(usize),
}

/// A search state: scalars, node states, frozen outputs of the nodes of
/// ended classes, the ended classes, the saturated position.
type State = Vec<u8>;

impl Circuit {
    /// A circuit of one width class of any width.
    pub fn one_class() -> Circuit {
        Circuit { bounds: vec![(1, None)], starts_after: vec![None], ..Circuit::default() }
    }

    /// A class that starts late counts its positions from its start; the
    /// nodes that read the position (constants but 0 and -1, shifts and
    /// products by 1, an `i1` zero-extended) and the width bounds and
    /// orders, which count from position 0, may not involve it.
    pub fn check_late_classes(&self) -> Result<(), String> {
        let late = |c: Option<usize>| c.is_some_and(|c| self.start_of(c).is_some());
        for n in &self.nodes {
            let reads_pos = matches!(
                n.kind,
                Kind::Const(Konst::One | Konst::Lit(_))
                    | Kind::Shl1 { .. }
                    | Kind::MulOne(_)
                    | Kind::ExtU { from: None }
            );
            if reads_pos && late(n.class) {
                return Err("a position-dependent op on the high part of a concat".into());
            }
        }
        let bounded = self.bounds.iter().enumerate().any(|(c, b)| late(Some(c)) && *b != (1, None));
        let ordered = self.order.iter().any(|(a, _, b)| late(Some(*a)) || late(Some(*b)));
        if bounded || ordered {
            return Err("a width bound on the high part of a concat".into());
        }
        Ok(())
    }

    /// Per class: whether it has started (by the classes ended before).
    fn started(&self, done: &[bool]) -> Vec<bool> {
        (0..self.bounds.len()).map(|c| self.start_of(c).is_none_or(|b| done[b])).collect()
    }

    fn start_of(&self, c: usize) -> Option<usize> {
        self.starts_after.get(c).copied().flatten()
    }

    /// Adds a node in `class`; returns its id.
    pub fn push_in(&mut self, kind: Kind, args: Vec<usize>, sort: Sort, class: Option<usize>) -> usize {
        let vclass = match kind {
            Kind::Trunc { to, .. } => Some(to),
            _ => class,
        };
        self.nodes.push(Node { kind, args, sort, class, vclass });
        self.nodes.len() - 1
    }

    /// Adds a node in the class of its operands' values (class 0 for a
    /// stream without operands; fixed nodes have none).
    pub fn push(&mut self, kind: Kind, args: Vec<usize>, sort: Sort) -> usize {
        let class = match sort {
            Sort::Fixed => None,
            _ => Some(args.iter().find_map(|a| self.nodes[*a].vclass).unwrap_or(0)),
        };
        self.push_in(kind, args, sort, class)
    }

    /// Positions a step must tell apart (`pos` saturates there).
    fn positions(&self) -> usize {
        let lits = self.nodes.iter().map(|n| if let Kind::Const(k) = n.kind { k.positions() } else { 0 });
        let bounds = self.bounds.iter().flat_map(|(lo, hi)| [*lo as usize, hi.map(|m| m as usize).unwrap_or(0)]);
        lits.chain(bounds).max().unwrap_or(0).max(1)
    }

    /// Runs one step from node states `st` and frozen outputs `fz` on
    /// input bits `bits`; `lasts` and `done` say, per class, whether this
    /// is its last position and whether it has ended. Returns the outputs,
    /// the next states and the next frozen outputs.
    #[allow(clippy::too_many_arguments)]
    pub fn run(
        &self,
        st: &[u8],
        fz: &[u8],
        s: &[u8],
        bits: u32,
        pos: usize,
        lasts: &[bool],
        done: &[bool],
    ) -> (Vec<Bit>, Vec<u8>, Vec<u8>) {
        let mut out: Vec<Bit> = Vec::with_capacity(self.nodes.len());
        let (mut next, mut frozen) = (st.to_vec(), fz.to_vec());
        let mut args: Vec<Bit> = Vec::with_capacity(4);
        let started = self.started(done);
        for (i, n) in self.nodes.iter().enumerate() {
            args.clear();
            if let Kind::Input { stream, .. } = n.kind {
                args.push(Bit { v: (bits >> stream) & 1 == 1, p: false });
            }
            args.extend(n.args.iter().map(|a| out[*a]));
            let any_p = args.iter().any(|a| a.p);
            let b = match n.class {
                None => step(&n.kind, init(&n.kind), &args, &Cx { pos: 0, last: true, s, done }).1,
                // An ended class: its value at its last step, with the
                // operands' poison as it is now.
                Some(c) if done[c] => {
                    let (v, own) = (fz[i] & 1 == 1, fz[i] & 2 == 2);
                    match n.kind {
                        // select: the condition (fixed, so known now) and
                        // the chosen operand.
                        Kind::Select { all_poison: false } => {
                            let chosen = if args[0].v { args[1] } else { args[2] };
                            Bit { v, p: own || args[0].p || chosen.p }
                        }
                        _ => Bit { v, p: own || any_p },
                    }
                }
                // Not started: nothing read yet.
                Some(c) if !started[c] => Bit::default(),
                Some(c) => {
                    let cx = Cx { pos, last: lasts[c], s, done };
                    let (s2, b) = step(&n.kind, st[i], &args, &cx);
                    next[i] = s2;
                    if lasts[c] {
                        // Its own poison, without its operands'.
                        let own = if any_p {
                            let clean: Vec<Bit> = args.iter().map(|a| Bit { v: a.v, p: false }).collect();
                            step(&n.kind, st[i], &clean, &cx).1.p
                        } else {
                            b.p
                        };
                        frozen[i] = b.v as u8 | (own as u8) << 1;
                    }
                    b
                }
            };
            out.push(b);
        }
        (out, next, frozen)
    }

    /// Whether the pattern fails at a last step with outputs `o`.
    fn fails(&self, o: &[Bit]) -> bool {
        if !self.assume.iter().all(|a| o[*a].v) || self.src_ub.iter().any(|u| o[*u].v) {
            return false;
        }
        let tgt_ub = self.tgt_ub.iter().any(|u| o[*u].v);
        let refined = self.refine.iter().all(|r| {
            let (s, t) = (o[r.src], o[r.tgt]);
            let same = match r.eq {
                Some(e) => o[e].v,
                None => s.v == t.v,
            };
            s.p || (!t.p && same)
        });
        tgt_ub || !refined
    }

    /// Whether the classes in `ending` may end at this step (width
    /// `depth + 1`, saturated position `pos`), the classes in `done`
    /// having ended before, and the others still able to end later.
    fn widths_ok(&self, ending: u32, done: u32, pos: usize, depth: u32) -> bool {
        let width = depth + 1;
        let _ = pos;
        for (c, (lo, hi)) in self.bounds.iter().enumerate() {
            let bit = 1u32 << c;
            if ending & bit != 0 && (width < *lo || hi.is_some_and(|h| width > h)) {
                return false;
            }
            // Still running past its largest width.
            if (ending | done) & bit == 0 && hi.is_some_and(|h| width >= h) {
                return false;
            }
        }
        let together = self.together.iter().all(|(c, a)| (ending >> c) & 1 == (ending >> a) & 1);
        together
            && self.order.iter().all(|(a, k, b)| {
                let (ea, eb) = (ending & (1 << a) != 0, ending & (1 << b) != 0);
                let (da, db) = (done & (1 << a) != 0, done & (1 << b) != 0);
                // b may end only after a (k = 1) or with it (k = 0); a may not
                // end after b.
                !(eb && !(da || (*k == 0 && ea))) && !(ea && db)
            })
    }

    /// Decides the circuit for every width of each class, exploring at
    /// most `limit` states.
    pub fn decide(&self, limit: usize) -> Decision {
        self.decide_within(limit, None)
    }

    /// `decide`, giving up (as too large) past `deadline`.
    pub fn decide_within(&self, limit: usize, deadline: Option<std::time::Instant>) -> Decision {
        let cap = self.positions();
        let (ns, nn, nc) = (self.scalars.len(), self.nodes.len(), self.bounds.len());
        let all: u32 = (1 << nc) - 1;
        let combos = 1u32 << self.streams;
        // Each state's parent and the classes that ended on the way.
        let mut seen: HashMap<State, (Option<State>, u32, u32)> = HashMap::new();
        let mut queue: VecDeque<(State, u32)> = VecDeque::new();
        let node_init: Vec<u8> = self.nodes.iter().map(|n| init(&n.kind)).collect();
        let mut assignment = vec![0u8; ns];
        loop {
            let mut s = assignment.clone();
            s.extend_from_slice(&node_init);
            s.extend(std::iter::repeat_n(0u8, nn + 2));
            if !seen.contains_key(&s) {
                seen.insert(s.clone(), (None, 0, 0));
                queue.push_back((s, 0));
            }
            let mut k = 0;
            while k < ns {
                assignment[k] += 1;
                if assignment[k] < self.scalars[k] {
                    break;
                }
                assignment[k] = 0;
                k += 1;
            }
            if k == ns {
                break;
            }
        }
        let mut popped = 0u64;
        while let Some((state, depth)) = queue.pop_front() {
            popped += 1;
            if popped % 64 == 0 && deadline.is_some_and(|d| std::time::Instant::now() > d) {
                return Decision::TooLarge(seen.len());
            }
            let scal = &state[..ns];
            let (st, fz) = (&state[ns..ns + nn], &state[ns + nn..ns + 2 * nn]);
            let (done, pos) = (state[ns + 2 * nn] as u32, state[ns + 2 * nn + 1] as usize);
            let done_v: Vec<bool> = (0..nc).map(|c| done & (1 << c) != 0).collect();
            let started = self.started(&done_v);
            let active = (0..nc).filter(|c| started[*c] && !done_v[*c]).fold(0u32, |m, c| m | 1 << c);
            // Every subset of the running classes may end here.
            let mut ending = active;
            loop {
                if self.widths_ok(ending, done, pos, depth) {
                    let lasts: Vec<bool> = (0..nc).map(|c| ending & (1 << c) != 0).collect();
                    for bits in 0..combos {
                        let (o, next, frozen) = self.run(st, fz, scal, bits, pos, &lasts, &done_v);
                        if done | ending == all {
                            if self.fails(&o) {
                                return Decision::Fails(self.widths_of(&seen, &state, ending, depth));
                            }
                            continue;
                        }
                        let mut s = scal.to_vec();
                        s.extend_from_slice(&next);
                        s.extend_from_slice(&frozen);
                        s.push((done | ending) as u8);
                        s.push((pos + 1).min(cap) as u8);
                        if !seen.contains_key(&s) {
                            if seen.len() >= limit {
                                return Decision::TooLarge(limit);
                            }
                            seen.insert(s.clone(), (Some(state.clone()), ending, depth));
                            queue.push_back((s, depth + 1));
                        }
                    }
                }
                if ending == 0 {
                    break;
                }
                ending = (ending - 1) & active;
            }
        }
        Decision::Holds(seen.len())
    }

    /// The width of each class on the path to `state`, which then ends
    /// `ending` at `depth`.
    fn widths_of(
        &self,
        seen: &HashMap<State, (Option<State>, u32, u32)>,
        state: &State,
        ending: u32,
        depth: u32,
    ) -> Vec<u32> {
        let mut widths = vec![0u32; self.bounds.len()];
        let mut mark = |ended: u32, at: u32| {
            for (c, w) in widths.iter_mut().enumerate() {
                if ended & (1 << c) != 0 {
                    *w = at + 1;
                }
            }
        };
        mark(ending, depth);
        let mut cur = state.clone();
        while let Some((Some(parent), ended, at)) = seen.get(&cur) {
            mark(*ended, *at);
            cur = parent.clone();
        }
        // A late class's width counts from the end of the one before it.
        let ends = widths.clone();
        for (c, w) in widths.iter_mut().enumerate() {
            if let Some(b) = self.start_of(c) {
                *w = ends[c] - ends[b];
            }
        }
        widths
    }
}
