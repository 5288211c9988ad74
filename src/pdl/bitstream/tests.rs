//! The automata against exhaustive enumeration at small widths: random
//! terms of the fragment are run step by step and compared with the
//! integer rules (`semantics::int`'s, on machine integers) at every width
//! 1..=6 and every input; and random identities are decided and compared
//! with a brute-force search for their smallest failing width.

use super::circuit::{Flags, Kind, Konst, SExpr, Sort};
use super::{Circuit, Decision, Refine};

/// A small deterministic generator (xorshift).
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// A term of the fragment.
#[derive(Clone, Debug)]
enum T {
    X,
    Y,
    K(Konst),
    Not(Box<T>),
    Bin(u8, Box<T>, Box<T>),
    /// Add (0) / Sub (1) with nsw, nuw.
    Arith(u8, bool, bool, Box<T>, Box<T>),
    MulOne(bool, bool, Box<T>),
    MulMinusOne(bool, bool, Box<T>),
    Shl1(bool, bool, Box<T>),
    /// select on a comparison of two terms, with a predicate.
    SelCmp(u8, Box<T>, Box<T>, Box<T>, Box<T>),
}

const KONSTS: [Konst; 6] = [Konst::Zero, Konst::One, Konst::AllOnes, Konst::SMin, Konst::SMax, Konst::Lit(5)];

fn term(r: &mut Rng, depth: u32) -> T {
    let b = |r: &mut Rng| Box::new(term(r, depth - 1));
    if depth == 0 {
        return match r.below(4) {
            0 | 1 => T::X,
            2 => T::Y,
            _ => T::K(KONSTS[r.below(6) as usize]),
        };
    }
    match r.below(8) {
        0 => T::Not(b(r)),
        1 => T::Bin(r.below(3) as u8, b(r), b(r)),
        2 | 3 => T::Arith(r.below(2) as u8, r.below(3) == 0, r.below(3) == 0, b(r), b(r)),
        4 => T::MulOne(r.below(2) == 0, r.below(2) == 0, b(r)),
        5 => T::MulMinusOne(r.below(2) == 0, r.below(2) == 0, b(r)),
        6 => T::Shl1(r.below(2) == 0, r.below(2) == 0, b(r)),
        _ => T::SelCmp(r.below(10) as u8, b(r), b(r), b(r), b(r)),
    }
}

fn fl(nsw: bool, nuw: bool) -> Flags {
    Flags { nsw: SExpr::Const(nsw as u8), nuw: SExpr::Const(nuw as u8) }
}

/// Adds `t` to `c` (inputs are streams 0 and 1, their poison scalars 0
/// and 1); comparisons are read through guesses, as `build` does.
fn add(c: &mut Circuit, t: &T, guesses: &mut Vec<usize>) -> usize {
    let un = |c: &mut Circuit, k: Kind, a: &T, g: &mut Vec<usize>| {
        let x = add(c, a, g);
        c.push(k, vec![x], Sort::Stream)
    };
    match t {
        T::X => c.push(Kind::Input { stream: 0, poison: Some(0) }, vec![], Sort::Stream),
        T::Y => c.push(Kind::Input { stream: 1, poison: Some(1) }, vec![], Sort::Stream),
        T::K(k) => c.push(Kind::Const(*k), vec![], Sort::Stream),
        T::Not(a) => un(c, Kind::Not, a, guesses),
        T::MulOne(s, u, a) => un(c, Kind::MulOne(fl(*s, *u)), a, guesses),
        T::MulMinusOne(s, u, a) => un(c, Kind::MulMinusOne(fl(*s, *u)), a, guesses),
        T::Shl1(s, u, a) => un(c, Kind::Shl1 { flags: fl(*s, *u), poison_oversized: true }, a, guesses),
        T::Bin(op, a, b) => {
            let (x, y) = (add(c, a, guesses), add(c, b, guesses));
            c.push([Kind::And, Kind::Or, Kind::Xor][*op as usize].clone(), vec![x, y], Sort::Stream)
        }
        T::Arith(op, s, u, a, b) => {
            let (x, y) = (add(c, a, guesses), add(c, b, guesses));
            let k = if *op == 0 { Kind::Add(fl(*s, *u)) } else { Kind::Sub(fl(*s, *u)) };
            c.push(k, vec![x, y], Sort::Stream)
        }
        T::SelCmp(p, a, b, t, f) => {
            let (x, y) = (add(c, a, guesses), add(c, b, guesses));
            let cmp = c.push(Kind::Cmp(SExpr::Const(*p)), vec![x, y], Sort::Late);
            c.scalars.push(2);
            let g = c.push(Kind::Guess { var: c.scalars.len() - 1 }, vec![cmp], Sort::Fixed);
            let check = c.push(Kind::Iff, vec![g, cmp], Sort::Late);
            c.assume.push(check);
            guesses.push(c.scalars.len() - 1);
            let (t, f) = (add(c, t, guesses), add(c, f, guesses));
            c.push(Kind::Select { all_poison: false }, vec![g, t, f], Sort::Stream)
        }
    }
}

/// The reference: value and poison at width `w` (int.rs's rules).
fn eval(t: &T, w: u32, x: (u64, bool), y: (u64, bool)) -> (u64, bool) {
    let m = if w == 64 { u64::MAX } else { (1u64 << w) - 1 };
    let s = |v: u64| -> i128 { if v >> (w - 1) & 1 == 1 { v as i128 - (1i128 << w) } else { v as i128 } };
    let out_of = |v: i128| v < -(1i128 << (w - 1)) || v >= (1i128 << (w - 1));
    let k = |k: Konst| match k {
        Konst::Zero => 0,
        Konst::One => 1,
        Konst::AllOnes => m,
        Konst::SMin => 1 << (w - 1),
        Konst::SMax => m >> 1,
        Konst::Lit(v) => v & m,
    };
    let r = |a: &T| eval(a, w, x, y);
    match t {
        T::X => x,
        T::Y => y,
        T::K(c) => (k(*c), false),
        T::Not(a) => {
            let (v, p) = r(a);
            (!v & m, p)
        }
        T::Bin(op, a, b) => {
            let ((u, p), (v, q)) = (r(a), r(b));
            ([u & v, u | v, u ^ v][*op as usize], p | q)
        }
        T::Arith(op, nsw, nuw, a, b) => {
            let ((u, p), (v, q)) = (r(a), r(b));
            let (val, so, uo) = if *op == 0 {
                ((u + v) & m, out_of(s(u) + s(v)), u + v > m)
            } else {
                (u.wrapping_sub(v) & m, out_of(s(u) - s(v)), u < v)
            };
            (val, p | q | (*nsw && so) | (*nuw && uo))
        }
        T::MulOne(nsw, nuw, a) | T::MulMinusOne(nsw, nuw, a) => {
            let (u, p) = r(a);
            let c = if matches!(t, T::MulOne(..)) { 1 } else { m };
            let full = u as u128 * c as u128;
            let so = out_of(s(u) * s(c));
            ((full as u64) & m, p | (*nsw && so) | (*nuw && full > m as u128))
        }
        T::Shl1(nsw, nuw, a) => {
            let (u, p) = r(a);
            if w == 1 {
                return (0, true);
            }
            let v = (u << 1) & m;
            let lshr = v >> 1;
            let ashr = (s(v) >> 1) as u64 & m;
            (v, p | (*nuw && lshr != u) | (*nsw && ashr != u))
        }
        T::SelCmp(pred, a, b, tt, ff) => {
            let ((u, p), (v, q)) = (r(a), r(b));
            let holds = match pred {
                0 => u == v,
                1 => u != v,
                2 => s(u) < s(v),
                3 => s(u) <= s(v),
                4 => s(u) > s(v),
                5 => s(u) >= s(v),
                6 => u < v,
                7 => u <= v,
                8 => u > v,
                _ => u >= v,
            };
            let (cv, cp) = if holds { r(tt) } else { r(ff) };
            (cv, cp | p | q)
        }
    }
}

/// Runs `c` on inputs at width `w`; returns node `n`'s value and poison,
/// with the guesses set to the comparisons' actual results (found by
/// trying every guess assignment and keeping the consistent one).
fn run(c: &Circuit, n: usize, w: u32, x: (u64, bool), y: (u64, bool)) -> (u64, bool) {
    let ng = c.scalars.len() - 2;
    for g in 0..(1u32 << ng) {
        let mut s = vec![x.1 as u8, y.1 as u8];
        s.extend((0..ng).map(|i| ((g >> i) & 1) as u8));
        let mut st: Vec<u8> = c.nodes.iter().map(|n| super::circuit::init(&n.kind)).collect();
        let fz = vec![0u8; c.nodes.len()];
        let mut val = 0u64;
        let mut last_out = Vec::new();
        for pos in 0..w {
            let bits = ((x.0 >> pos) & 1) as u32 | (((y.0 >> pos) & 1) as u32) << 1;
            let (o, next, _) = c.run(&st, &fz, &s, bits, (pos as usize).min(8), &[pos + 1 == w], &[false]);
            val |= (o[n].v as u64) << pos;
            st = next;
            last_out = o;
        }
        if c.assume.iter().all(|a| last_out[*a].v) {
            return (val, last_out[n].p);
        }
    }
    panic!("no consistent guess");
}

#[test]
fn random_terms_agree_with_the_integer_rules() {
    let mut rng = Rng(0x9e3779b97f4a7c15);
    for _ in 0..300 {
        let t = term(&mut rng, 3);
        let mut c = Circuit { scalars: vec![2, 2], streams: 2, ..Circuit::one_class() };
        let mut g = Vec::new();
        let n = add(&mut c, &t, &mut g);
        for w in 1..=6u32 {
            for x in 0..(1u64 << w) {
                for y in 0..(1u64 << w) {
                    for (px, py) in [(false, false), (true, false), (false, true)] {
                        let want = eval(&t, w, (x, px), (y, py));
                        let got = run(&c, n, w, (x, px), (y, py));
                        // The value of a poison result is irrelevant.
                        let same = want.1 == got.1 && (want.1 || want.0 == got.0);
                        assert!(same, "{t:?} at i{w}, x={x} ({px}), y={y} ({py}): want {want:?}, got {got:?}");
                    }
                }
            }
        }
    }
}

/// The smallest width in 1..=limit where `tgt` does not refine `src`.
fn brute(src: &T, tgt: &T, limit: u32) -> Option<u32> {
    (1..=limit).find(|&w| {
        (0..(1u64 << w)).any(|x| {
            (0..(1u64 << w)).any(|y| {
                [(false, false), (true, false), (false, true)].iter().any(|(px, py)| {
                    let (s, t) = (eval(src, w, (x, *px), (y, *py)), eval(tgt, w, (x, *px), (y, *py)));
                    !(s.1 || (!t.1 && s.0 == t.0))
                })
            })
        })
    })
}

#[test]
fn random_identities_decided_as_enumeration_finds() {
    let mut rng = Rng(0x2545f4914f6cdd1d);
    let (mut holds, mut fails) = (0, 0);
    for _ in 0..400 {
        let (a, b) = (term(&mut rng, 2), term(&mut rng, 2));
        let mut c = Circuit { scalars: vec![2, 2], streams: 2, ..Circuit::one_class() };
        let mut g = Vec::new();
        let s = add(&mut c, &a, &mut g);
        let t = add(&mut c, &b, &mut g);
        let eq = c.push(Kind::Eq, vec![s, t], Sort::Late);
        c.refine.push(Refine { src: s, tgt: t, eq: Some(eq) });
        let d = c.decide(1 << 20);
        let want = brute(&a, &b, 7);
        match d {
            Decision::Fails(w) => {
                fails += 1;
                assert_eq!(want, Some(w[0]), "{a:?} -> {b:?}");
            }
            Decision::Holds(_) => {
                holds += 1;
                assert_eq!(want, None, "{a:?} -> {b:?}");
            }
            Decision::TooLarge(_) => panic!("too large"),
        }
    }
    // Both answers occur (the generator is not degenerate).
    assert!(holds > 5 && fails > 5, "{holds} hold, {fails} fail");
}

/// A property false only from width 5 on: the search finds exactly 5.
#[test]
fn smallest_failing_width_beyond_the_first() {
    // x + 5 (a literal of three bits) == x + 5 - 32... written as: the
    // literal 21 (10101b) equals 5 below width 5 and differs from it at 5.
    let mut c = Circuit::one_class();
    let a = c.push(Kind::Const(Konst::Lit(5)), vec![], Sort::Stream);
    let b = c.push(Kind::Const(Konst::Lit(21)), vec![], Sort::Stream);
    let eq = c.push(Kind::Eq, vec![a, b], Sort::Late);
    c.refine.push(Refine { src: a, tgt: b, eq: Some(eq) });
    assert_eq!(c.decide(1000), Decision::Fails(vec![5]));
    // And x + 2^(w-1) == x - 2^(w-1) at every width.
    let mut c = Circuit { scalars: vec![2], streams: 1, ..Circuit::one_class() };
    let x = c.push(Kind::Input { stream: 0, poison: Some(0) }, vec![], Sort::Stream);
    let m = c.push(Kind::Const(Konst::SMin), vec![], Sort::Stream);
    let s = c.push(Kind::Add(Flags::none()), vec![x, m], Sort::Stream);
    let t = c.push(Kind::Sub(Flags::none()), vec![x, m], Sort::Stream);
    let eq = c.push(Kind::Eq, vec![s, t], Sort::Late);
    c.refine.push(Refine { src: s, tgt: t, eq: Some(eq) });
    assert!(matches!(c.decide(1000), Decision::Holds(_)));
}

/// Two and three width classes: extensions, truncations and their order.
#[test]
fn several_width_classes() {
    use Kind::*;
    // Classes 0 < 1 (< 2): a narrow x and y, extended.
    let base = |n: usize| {
        let mut c = Circuit {
            scalars: vec![2, 2],
            streams: 2,
            bounds: vec![(1, None); n],
            order: (1..n).map(|k| (k - 1, 1, k)).collect(),
            ..Circuit::default()
        };
        let x = c.push_in(Input { stream: 0, poison: Some(0) }, vec![], Sort::Stream, Some(0));
        let y = c.push_in(Input { stream: 1, poison: Some(1) }, vec![], Sort::Stream, Some(0));
        (c, x, y)
    };
    let refine = |c: &mut Circuit, s: usize, t: usize| {
        let eq = c.push(Eq, vec![s, t], Sort::Late);
        c.refine.push(Refine { src: s, tgt: t, eq: Some(eq) });
    };
    let ext = |c: &mut Circuit, signed: bool, x: usize, to: usize| {
        let from = c.nodes[x].vclass;
        let k = if signed { ExtS { from } } else { ExtU { from } };
        c.push_in(k, vec![x], Sort::Stream, Some(to))
    };
    // extsi x & extsi y = extsi (x & y).
    let (mut c, x, y) = base(2);
    let (ex, ey) = (ext(&mut c, true, x, 1), ext(&mut c, true, y, 1));
    let s = c.push(And, vec![ex, ey], Sort::Stream);
    let xy = c.push(And, vec![x, y], Sort::Stream);
    let t = ext(&mut c, true, xy, 1);
    refine(&mut c, s, t);
    assert!(matches!(c.decide(1 << 16), Decision::Holds(_)));
    // extsi x is not extui x: i1 -> i2.
    let (mut c, x, _) = base(2);
    let (s, t) = (ext(&mut c, true, x, 1), ext(&mut c, false, x, 1));
    refine(&mut c, s, t);
    assert_eq!(c.decide(1 << 16), Decision::Fails(vec![1, 2]));
    // trunc(extsi x : a -> c) : b = extsi x : a -> b, for a < b < c.
    let (mut c, x, _) = base(3);
    let e = ext(&mut c, true, x, 2);
    let s = c.push_in(Trunc { to: 1, flags: Flags::none() }, vec![e], Sort::Stream, Some(2));
    let t = ext(&mut c, true, x, 1);
    refine(&mut c, s, t);
    assert!(matches!(c.decide(1 << 16), Decision::Holds(_)));
    // trunc nuw is more poisonous than trunc: one way holds, the other
    // fails at i1 <- i2 (2 truncates to 0 with a set bit dropped).
    for (nuw_src, want) in [(true, None), (false, Some(vec![1, 2]))] {
        let (mut c, _, _) = base(2);
        let y = c.push_in(Input { stream: 1, poison: Some(1) }, vec![], Sort::Stream, Some(1));
        let f = |nuw: bool| Flags { nsw: SExpr::Const(0), nuw: SExpr::Const(nuw as u8) };
        let s = c.push_in(Trunc { to: 0, flags: f(nuw_src) }, vec![y], Sort::Stream, Some(1));
        let t = c.push_in(Trunc { to: 0, flags: f(!nuw_src) }, vec![y], Sort::Stream, Some(1));
        refine(&mut c, s, t);
        match want {
            None => assert!(matches!(c.decide(1 << 16), Decision::Holds(_))),
            Some(w) => assert_eq!(c.decide(1 << 16), Decision::Fails(w)),
        }
    }
}

/// A select of a class that ends before the last step keeps its poison
/// rule (the condition and the chosen operand): a target also poisoned by
/// the unchosen operand is caught.
#[test]
fn ended_select_keeps_its_poison_rule() {
    use Kind::*;
    let mut c = Circuit {
        scalars: vec![2, 2, 2, 2],
        streams: 2,
        bounds: vec![(1, None); 2],
        order: vec![(0, 1, 1)],
        ..Circuit::default()
    };
    let x = c.push_in(Input { stream: 0, poison: Some(0) }, vec![], Sort::Stream, Some(0));
    let y = c.push_in(Input { stream: 1, poison: Some(1) }, vec![], Sort::Stream, Some(0));
    let cond = c.push(Scalar { var: 2, poison: Some(3) }, vec![], Sort::Fixed);
    let sel = c.push(Select { all_poison: false }, vec![cond, x, y], Sort::Stream);
    let s = c.push_in(ExtU { from: Some(0) }, vec![sel], Sort::Stream, Some(1));
    let zero = c.push_in(Const(Konst::Zero), vec![], Sort::Stream, Some(0));
    let x0 = c.push(And, vec![x, zero], Sort::Stream);
    let sel_x = c.push(Or, vec![sel, x0], Sort::Stream);
    let t = c.push_in(ExtU { from: Some(0) }, vec![sel_x], Sort::Stream, Some(1));
    let eq = c.push(Eq, vec![s, t], Sort::Late);
    c.refine.push(Refine { src: s, tgt: t, eq: Some(eq) });
    assert_eq!(c.decide(1 << 16), Decision::Fails(vec![1, 2]));
}
