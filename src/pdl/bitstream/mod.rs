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

pub mod build;
pub mod circuit;
#[cfg(test)]
mod tests;

use circuit::{Bit, Kind, Node, Sort, init, step};
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
    /// Bounds on the width, from the pattern's types.
    pub min_w: u32,
    pub max_w: Option<u32>,
}

/// What the search found.
#[derive(Debug, PartialEq, Eq)]
pub enum Decision {
    /// True at every width; the number of states explored.
    Holds(usize),
    /// False at this width (the smallest).
    Fails(u32),
    /// More states than the limit.
    TooLarge(usize),
}

impl Circuit {
    /// Adds a node; returns its id.
    pub fn push(&mut self, kind: Kind, args: Vec<usize>, sort: Sort) -> usize {
        self.nodes.push(Node { kind, args, sort });
        self.nodes.len() - 1
    }

    /// Positions a step must tell apart (`pos` saturates there).
    fn positions(&self) -> usize {
        let lits = self.nodes.iter().map(|n| if let Kind::Const(k) = n.kind { k.positions() } else { 0 });
        let bounds = [self.min_w as usize, self.max_w.map(|m| m as usize).unwrap_or(0)];
        lits.chain(bounds).max().unwrap_or(0).max(1)
    }

    /// Runs one step from node states `st` (one per node; fixed nodes keep
    /// their initial state) on input bits `bits`. Returns the outputs and
    /// the next states.
    pub fn run(&self, st: &[u8], s: &[u8], bits: u32, pos: usize, last: bool) -> (Vec<Bit>, Vec<u8>) {
        let mut out: Vec<Bit> = Vec::with_capacity(self.nodes.len());
        let mut next = st.to_vec();
        let mut args: Vec<Bit> = Vec::with_capacity(4);
        for (i, n) in self.nodes.iter().enumerate() {
            args.clear();
            if let Kind::Input { stream, .. } = n.kind {
                args.push(Bit { v: (bits >> stream) & 1 == 1, p: false });
            }
            args.extend(n.args.iter().map(|a| out[*a]));
            let (s2, b) = if n.sort == Sort::Fixed {
                step(&n.kind, init(&n.kind), &args, 0, true, s)
            } else {
                step(&n.kind, st[i], &args, pos, last, s)
            };
            if n.sort != Sort::Fixed {
                next[i] = s2;
            }
            out.push(b);
        }
        (out, next)
    }

    /// Whether the pattern fails at a last step with outputs `o`.
    fn fails(&self, o: &[Bit], width_ok: bool) -> bool {
        if !width_ok || !self.assume.iter().all(|a| o[*a].v) || self.src_ub.iter().any(|u| o[*u].v) {
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

    /// Decides the circuit for every width, exploring at most `limit`
    /// states.
    pub fn decide(&self, limit: usize) -> Decision {
        let cap = self.positions();
        let ns = self.scalars.len();
        let combos = 1u32 << self.streams;
        // A state: scalars, node states, saturated position.
        let mut seen: HashMap<Vec<u8>, ()> = HashMap::new();
        let mut queue: VecDeque<(Vec<u8>, u32)> = VecDeque::new();
        let node_init: Vec<u8> = self.nodes.iter().map(|n| init(&n.kind)).collect();
        let mut assignment = vec![0u8; ns];
        loop {
            let mut s = assignment.clone();
            s.extend_from_slice(&node_init);
            s.push(0);
            if seen.insert(s.clone(), ()).is_none() {
                queue.push_back((s, 0));
            }
            // Next scalar assignment (odometer).
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
        while let Some((state, depth)) = queue.pop_front() {
            let (scal, rest) = state.split_at(ns);
            let (nodes, pos) = rest.split_at(self.nodes.len());
            let pos = pos[0] as usize;
            let width = depth + 1;
            let width_ok = width >= self.min_w && self.max_w.is_none_or(|m| width <= m);
            for bits in 0..combos {
                let (o, _) = self.run(nodes, scal, bits, pos, true);
                if self.fails(&o, width_ok) {
                    return Decision::Fails(width);
                }
            }
            if self.max_w.is_some_and(|m| width >= m) {
                continue;
            }
            for bits in 0..combos {
                let (_, next) = self.run(nodes, scal, bits, pos, false);
                let mut s = scal.to_vec();
                s.extend_from_slice(&next);
                s.push((pos + 1).min(cap) as u8);
                if !seen.contains_key(&s) {
                    if seen.len() >= limit {
                        return Decision::TooLarge(limit);
                    }
                    seen.insert(s.clone(), ());
                    queue.push_back((s, depth + 1));
                }
            }
        }
        Decision::Holds(seen.len())
    }
}
