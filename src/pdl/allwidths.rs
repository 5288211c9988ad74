//! `mode=all-widths`: one query for every width at once.
//!
//! Each type variable's width is a symbolic integer `w >= 1`, and a value
//! of that type an integer in `[0, 2^w)` (Niemetz et al., "Towards
//! Satisfiability Modulo Parametric Bit-vectors"). `2^w` is an
//! uninterpreted function `pow2` with ground axioms for the terms the
//! pattern needs (`pow2(w) = 2 * pow2(w - 1)`, `pow2(w - 1) >= 1`, and
//! monotonicity between every pair of widths), so the query stays
//! quantifier-free; arithmetic modulo `2^w` is written with comparisons
//! where it can be (a sum wraps at most once) and with `mod` where it
//! cannot (products, truncations), which is non-linear integer arithmetic.
//!
//! This is the one place where op meanings are written a second time (the
//! bit-vector rules cannot take a symbolic width). It covers a subset of
//! ops and natives; anything else makes the mode answer "undecided",
//! naming it, and `mode=both` then enumerates. The encoding is kept honest
//! two ways: a refutation is only reported after the enumerated,
//! bit-vector check of the widths it names confirms it, and the test suite
//! runs the corpus and its mutants in this mode and requires that it never
//! verifies a pattern enumeration refutes.

use super::natives;
use super::ops::AttrKind;
use super::pattern::{AttrSrc, ConstAttr, NativeItem, OpId, Pattern, Slot, Step, ValRef};
use super::widths::{Constraint, W};
use crate::smt::{Bool, Context, Engine, Int, IntFn, SatResult, Solver};

/// What the parametric query says.
pub enum Answer {
    /// No counterexample at any width.
    Verified,
    /// A counterexample at these widths (one per type variable), to be
    /// confirmed by the bit-vector check.
    Refuted(Vec<u32>),
    /// Not decided, and why.
    Undecided(String),
}

#[derive(Clone)]
struct PV<'c> {
    v: Int<'c>,
    poison: Bool<'c>,
}

#[derive(Clone)]
enum AV<'c> {
    Int(Int<'c>),
    Flags(Bool<'c>, Bool<'c>),
    Unit(Bool<'c>),
}

struct Enc<'c> {
    ctx: &'c Context,
    w: Vec<Int<'c>>,
    p: Vec<Int<'c>>,
    h: Vec<Int<'c>>,
    inputs: Vec<PV<'c>>,
    attrs: Vec<Option<AV<'c>>>,
    results: Vec<Option<Vec<PV<'c>>>>,
    assume: Vec<Bool<'c>>,
    src_ub: Vec<Bool<'c>>,
    tgt_ub: Vec<Bool<'c>>,
    refined: Vec<Bool<'c>>,
    pow2: IntFn<'c>,
    /// `k` with `c = 2^k`, for attributes `is_power_of_two` constrains.
    logs: Vec<(usize, Int<'c>)>,
    /// The source's undefined values (comb's division by zero), each with
    /// its range: chosen in the source's favour, so quantified in the
    /// query (`exists` in refinement, `forall` in its negation).
    angelic: Vec<(Int<'c>, Bool<'c>)>,
}

type R<T> = Result<T, String>;

fn n<'c>(ctx: &'c Context, v: i64) -> Int<'c> {
    Int::from_i64(ctx, v)
}

impl<'c> Enc<'c> {
    fn zero(&self) -> Int<'c> {
        n(self.ctx, 0)
    }
    fn ff(&self) -> Bool<'c> {
        Bool::from_bool(self.ctx, false)
    }

    /// The signed reading of `v` of type `t`.
    fn signed(&self, v: &Int<'c>, t: usize) -> Int<'c> {
        Int::ite(&v.ge(&self.h[t]), &(v - &self.p[t]), v)
    }

    /// `v` wrapped into `[0, 2^w)` when it is known to be within one
    /// modulus of it.
    fn wrap_once(&self, v: &Int<'c>, t: usize) -> Int<'c> {
        let p = &self.p[t];
        Int::ite(&v.ge(p), &(v - p), &Int::ite(&v.lt(&self.zero()), &(v + p), v))
    }

    fn signed_out_of_range(&self, s: &Int<'c>, t: usize) -> Bool<'c> {
        let h = &self.h[t];
        s.ge(h) | s.lt(&(&self.zero() - h))
    }

    /// `2^s` for an amount `s < w` of type `t`: at least 1, at most
    /// `2^(w-1)`, and 1 for `s = 0` (true facts of `pow2`).
    fn pow2_below(&mut self, s: &Int<'c>, t: usize) -> Int<'c> {
        let k = self.pow2.apply(s);
        let one = n(self.ctx, 1);
        self.assume.push(k.ge(&one));
        self.assume.push(s.lt(&self.w[t]).implies(&k.le(&self.h[t])));
        self.assume.push(s.eq(&self.zero()).implies(&k.eq(&one)));
        k
    }

    fn value(&self, v: ValRef) -> R<PV<'c>> {
        match v {
            ValRef::Input(i) => Ok(self.inputs[i].clone()),
            ValRef::Result(o, k) => self.results[o]
                .as_ref()
                .map(|r| r[k].clone())
                .ok_or_else(|| "an operand used before its op".to_string()),
        }
    }
}

/// Decides `p` for every width at once, within `timeout_ms`.
pub fn check(ctx: &Context, p: &Pattern, timeout_ms: u32) -> Answer {
    match encode_and_solve(ctx, p, timeout_ms) {
        Ok(a) => a,
        Err(why) => Answer::Undecided(why),
    }
}

fn encode_and_solve(ctx: &Context, p: &Pattern, timeout_ms: u32) -> R<Answer> {
    let pow2 = IntFn::new(ctx, "pow2");
    let nt = p.types.len();
    let w: Vec<Int> = (0..nt).map(|t| Int::new_const(ctx, &format!("w{t}"))).collect();
    let pw: Vec<Int> = w.iter().map(|x| pow2.apply(x)).collect();
    let hw: Vec<Int> = w.iter().map(|x| pow2.apply(&(x - &n(ctx, 1)))).collect();
    let mut e = Enc {
        ctx,
        w,
        p: pw,
        h: hw,
        inputs: Vec::new(),
        attrs: vec![None; p.attrs.len()],
        results: vec![None; p.ops.len()],
        assume: Vec::new(),
        src_ub: Vec::new(),
        tgt_ub: Vec::new(),
        refined: Vec::new(),
        pow2,
        logs: Vec::new(),
        angelic: Vec::new(),
    };
    // Widths and the axioms of pow2 for them.
    for t in 0..nt {
        let one = n(ctx, 1);
        e.assume.push(e.w[t].ge(&one));
        e.assume.push(e.p[t].eq(&(&n(ctx, 2) * &e.h[t])));
        e.assume.push(e.h[t].ge(&one));
        e.assume.push(e.w[t].eq(&one).implies(&e.h[t].eq(&one)));
        e.assume.push(e.p[t].gt(&e.w[t]));
        for u in 0..t {
            let (a, b) = (&e.w[t], &e.w[u]);
            e.assume.push(a.lt(b).implies(&(&n(ctx, 2) * &e.p[t]).le(&e.p[u])));
            e.assume.push(b.lt(a).implies(&(&n(ctx, 2) * &e.p[u]).le(&e.p[t])));
            e.assume.push(a.eq(b).implies(&e.p[t].eq(&e.p[u])));
            // 2^b = 2^a * 2^(b-a): the smaller power divides the larger.
            let up = e.pow2.apply(&(b - a));
            let down = e.pow2.apply(&(a - b));
            e.assume.push(a.le(b).implies(&e.p[u].eq(&(&e.p[t] * &up))));
            e.assume.push(b.le(a).implies(&e.p[t].eq(&(&e.p[u] * &down))));
            e.assume.push(up.ge(&one) & down.ge(&one));
        }
    }
    fn wv<'c>(e: &Enc<'c>, x: W) -> Int<'c> {
        match x {
            W::Var(v) => e.w[v].clone(),
            W::Const(k) => n(e.ctx, k as i64),
        }
    }
    for c in &p.widths {
        let f = match c {
            Constraint::Eq(a, b) => wv(&e, *a).eq(&wv(&e, *b)),
            Constraint::LeOffset(a, k, b) => (&wv(&e, *a) + &n(ctx, *k as i64)).le(&wv(&e, *b)),
            Constraint::Sum(xs, b) => {
                let mut s = n(ctx, 0);
                for x in xs {
                    s = &s + &wv(&e, *x);
                }
                s.eq(&wv(&e, *b))
            }
            // comb.replicate to its own type.
            Constraint::Multiple(a, b) if a == b => Bool::from_bool(ctx, true),
            Constraint::Multiple(..) => return Err("comb.replicate (a multiple of a width)".into()),
        };
        e.assume.push(f);
    }
    for (i, input) in p.inputs.iter().enumerate() {
        let v = Int::new_const(ctx, &format!("%in{i}"));
        e.assume.push(v.ge(&e.zero()) & v.lt(&e.p[input.ty]));
        let poison = if p.two_state { e.ff() } else { Bool::new_const(ctx, &format!("%in{i}.poison")) };
        e.inputs.push(PV { v, poison });
    }
    for (i, a) in p.attrs.iter().enumerate() {
        e.attrs[i] = match &a.src {
            AttrSrc::Const(c) => Some(const_attr(&e, c)?),
            AttrSrc::Free => Some(fresh_attr(&mut e, a.kind, a.ty, &format!("attr{i}"))?),
            AttrSrc::Native(..) => None,
        };
    }
    // A free attribute `is_power_of_two` constrains is 2^k for a fresh
    // k < w: written so, the products it enters are products by the same
    // term on both sides.
    for c in &p.constraints {
        let call = &p.natives[*c];
        if let ("is_power_of_two", false, Some(NativeItem::Attr(id))) =
            (call.entry.name, call.negated, call.args.first().copied())
            && matches!(p.attrs[id].src, AttrSrc::Free)
            && let Some(t) = p.attrs[id].ty
        {
            let k = Int::new_const(ctx, &format!("log2.{id}"));
            e.assume.push(k.ge(&e.zero()) & k.lt(&e.w[t]));
            e.attrs[id] = Some(AV::Int(e.pow2_below(&k, t)));
            e.logs.push((id, k));
        }
    }
    let cone = p.root_cone();
    for id in 0..p.ops.len() {
        if !p.ops[id].created {
            op(&mut e, p, id, cone.contains(&id))?;
        }
    }
    for c in &p.constraints {
        let holds = constraint(&mut e, p, *c)?;
        e.assume.push(holds);
    }
    for s in &p.steps {
        match s {
            Step::Create(id) => op(&mut e, p, *id, false)?,
            Step::Native(c) => rewrite_native(&mut e, p, *c)?,
            Step::Replace { op: target, with, .. } => {
                let src = e.results[*target].clone().ok_or("replace of an op not evaluated")?;
                for (k, v) in with.iter().enumerate() {
                    let t = e.value(*v)?;
                    let s = &src[k];
                    e.refined.push(&s.poison | (!&t.poison & s.v.eq(&t.v)));
                }
            }
            Step::Erase { .. } => {}
        }
    }
    let ok = !Bool::or_all(ctx, e.tgt_ub.iter().cloned()) & Bool::and_all(ctx, e.refined.iter().cloned());
    // No choice of the source's undefined values (within their ranges)
    // makes the target refine it.
    let not_ok = if e.angelic.is_empty() {
        !ok
    } else {
        let vars: Vec<&crate::smt::Term<'_>> = e.angelic.iter().map(|(u, _)| u.term()).collect();
        let ranges = Bool::and_all(ctx, e.angelic.iter().map(|(_, r)| r.clone()));
        Bool::forall(&vars, &ranges.implies(&!ok))
    };
    let query = Bool::and_all(ctx, e.assume.iter().cloned()) & !Bool::or_all(ctx, e.src_ub.iter().cloned()) & not_ok;
    let query = Bool::from_term(query.term().simplify());
    if query.is_false() {
        return Ok(Answer::Verified);
    }
    let solver = Solver::new(ctx, Engine::Incremental, timeout_ms);
    solver.assert(&query);
    Ok(match solver.check() {
        SatResult::Unsat => Answer::Verified,
        SatResult::Sat(m) => {
            let ws: Option<Vec<u32>> =
                e.w.iter().map(|x| m.eval_int(x).and_then(|v| u32::try_from(v).ok()).filter(|v| *v >= 1)).collect();
            match ws {
                Some(ws) => Answer::Refuted(ws),
                None => Answer::Undecided("the solver's model has no usable widths".into()),
            }
        }
        SatResult::Unknown(why) => Answer::Undecided(format!("the solver gave up ({why})")),
    })
}

fn const_attr<'c>(e: &Enc<'c>, c: &ConstAttr) -> R<AV<'c>> {
    Ok(match c {
        ConstAttr::Int(b) => {
            let v = b.to_u64().filter(|v| *v <= i64::MAX as u64).ok_or("a constant wider than 63 bits")?;
            AV::Int(n(e.ctx, v as i64))
        }
        ConstAttr::Overflow { nsw, nuw } => AV::Flags(Bool::from_bool(e.ctx, *nsw), Bool::from_bool(e.ctx, *nuw)),
        ConstAttr::Unit => AV::Unit(Bool::from_bool(e.ctx, true)),
        ConstAttr::Other(t) => return Err(format!("attribute {t}")),
    })
}

fn fresh_attr<'c>(e: &mut Enc<'c>, kind: Option<AttrKind>, ty: Option<usize>, name: &str) -> R<AV<'c>> {
    let ctx = e.ctx;
    Ok(match kind {
        None | Some(AttrKind::IntOfResult) => {
            let t = ty.ok_or("an attribute without a type")?;
            let v = Int::new_const(ctx, name);
            e.assume.push(v.ge(&e.zero()) & v.lt(&e.p[t]));
            AV::Int(v)
        }
        Some(AttrKind::Predicate(k)) => {
            let v = Int::new_const(ctx, name);
            e.assume.push(v.ge(&e.zero()) & v.lt(&n(ctx, k as i64)));
            AV::Int(v)
        }
        Some(AttrKind::Overflow) => {
            AV::Flags(Bool::new_const(ctx, &format!("{name}.nsw")), Bool::new_const(ctx, &format!("{name}.nuw")))
        }
        Some(AttrKind::Unit) => AV::Unit(Bool::new_const(ctx, &format!("{name}.present"))),
        Some(k) => return Err(format!("an attribute of kind {k:?}")),
    })
}

fn op<'c>(e: &mut Enc<'c>, p: &Pattern, id: OpId, in_cone: bool) -> R<()> {
    let o = &p.ops[id];
    let ctx = e.ctx;
    let args: Vec<PV<'c>> = o.operands.iter().map(|v| e.value(*v)).collect::<R<_>>()?;
    let ot: Vec<usize> = o.operands.iter().map(|v| p.value_type(*v)).collect();
    let rt = o.results.clone();
    // Attributes: named ones, else free (matched) or absent (created).
    let mut attrs: Vec<(&str, Option<AV<'c>>)> = Vec::new();
    for (name, slot) in o.attr_slots() {
        let v = match slot {
            Slot::Named(a) => Some(e.attrs[a].clone().ok_or_else(|| format!("attribute '{name}' has no value"))?),
            Slot::Absent => None,
            Slot::Free(kind) => Some(fresh_attr(e, Some(kind), rt.first().copied(), &format!("op{id}.{name}"))?),
        };
        attrs.push((name, v));
    }
    // (Their kinds are the table's: `o.spec.attrs`.) The verifier's range
    // of a predicate: a matched op satisfies it, a created op must.
    for ((_, kind), (_, v)) in o.spec.attrs.iter().zip(&attrs) {
        if let (AttrKind::Predicate(k), Some(AV::Int(p))) = (kind, v) {
            let ok = p.ge(&e.zero()) & p.lt(&n(ctx, *k as i64));
            if o.created {
                e.tgt_ub.push(!ok);
            } else {
                e.assume.push(ok);
            }
        }
    }
    let attr =
        |name: &str| -> R<Option<AV<'c>>> { Ok(attrs.iter().find(|(n, _)| *n == name).and_then(|(_, v)| v.clone())) };
    let flags = |a: Option<AV<'c>>| match a {
        Some(AV::Flags(s, u)) => (s, u),
        _ => (Bool::from_bool(ctx, false), Bool::from_bool(ctx, false)),
    };
    let unit = |a: Option<AV<'c>>| match a {
        Some(AV::Unit(b)) => b,
        _ => Bool::from_bool(ctx, false),
    };
    let poison_of = |xs: &[PV<'c>]| Bool::or_all(ctx, xs.iter().map(|x| x.poison.clone()));
    let mut ub = Vec::new();
    let name = o.name.as_str();
    let out: Vec<PV<'c>> = match name {
        "arith.constant" | "hw.constant" => {
            let Some(AV::Int(v)) = attr("value")? else {
                return Err(format!("'{name}' without a value"));
            };
            // A constant attribute of another width is read modulo 2^w; one
            // of the result's own type (free, or a native's output) is
            // already in [0, 2^w).
            let own =
                o.attrs.iter().find(|(n, _)| n == "value").is_some_and(|(_, a)| {
                    !matches!(p.attrs[*a].src, AttrSrc::Const(_)) && p.attrs[*a].ty == Some(rt[0])
                });
            vec![PV { v: if own { v } else { v.modulo(&e.p[rt[0]]) }, poison: e.ff() }]
        }
        "arith.addi" | "arith.subi" | "arith.muli" | "comb.add" | "comb.sub" | "comb.mul" => {
            let t = rt[0];
            let (nsw, nuw) = if name.starts_with("arith.") { flags(attr("overflowFlags")?) } else { (e.ff(), e.ff()) };
            let mut acc = args[0].clone();
            for b in &args[1..] {
                let (a, bv) = (&acc.v, &b.v);
                let (sa, sb) = (e.signed(a, t), e.signed(bv, t));
                let (v, uo, so) = match name {
                    "arith.addi" | "comb.add" => {
                        let s = a + bv;
                        (e.wrap_once(&s, t), s.ge(&e.p[t]), e.signed_out_of_range(&(&sa + &sb), t))
                    }
                    "arith.subi" | "comb.sub" => {
                        let s = a - bv;
                        (e.wrap_once(&s, t), a.lt(bv), e.signed_out_of_range(&(&sa - &sb), t))
                    }
                    _ => {
                        let s = a * bv;
                        (s.modulo(&e.p[t]), s.ge(&e.p[t]), e.signed_out_of_range(&(&sa * &sb), t))
                    }
                };
                let poison = &acc.poison | &b.poison | (&nsw & so) | (&nuw & uo);
                acc = PV { v, poison };
            }
            vec![acc]
        }
        "arith.divui" | "arith.remui" => {
            let (a, b) = (&args[0], &args[1]);
            ub.push(&b.poison | b.v.eq(&e.zero()));
            if name == "arith.divui" {
                let exact = unit(attr("isExact")?);
                let inexact = exact & !a.v.modulo(&b.v).eq(&e.zero());
                vec![PV { v: a.v.div(&b.v), poison: &a.poison | inexact }]
            } else {
                vec![PV { v: a.v.modulo(&b.v), poison: a.poison.clone() }]
            }
        }
        // comb: unsigned division and modulo; by zero an undefined value
        // (the comb rule's fresh choice: the source's is chosen in its
        // favour, the target's is any value).
        "comb.divu" | "comb.modu" => {
            let (a, b) = (&args[0], &args[1]);
            let t = rt[0];
            let u = Int::new_const(ctx, &format!("op{id}.undefined"));
            let range = u.ge(&e.zero()) & u.lt(&e.p[t]);
            if o.created {
                e.assume.push(range);
            } else {
                e.angelic.push((u.clone(), range));
            }
            let by_zero = b.v.eq(&e.zero());
            let defined = if name == "comb.divu" { a.v.div(&b.v) } else { a.v.modulo(&b.v) };
            vec![PV { v: Int::ite(&by_zero, &u, &defined), poison: &a.poison | &b.poison }]
        }
        "arith.maxui" | "arith.minui" | "arith.maxsi" | "arith.minsi" => {
            let (a, b) = (&args[0], &args[1]);
            let t = rt[0];
            let (x, y) =
                if name.ends_with("si") { (e.signed(&a.v, t), e.signed(&b.v, t)) } else { (a.v.clone(), b.v.clone()) };
            let take_a = if name.contains("max") { x.ge(&y) } else { x.le(&y) };
            vec![PV { v: Int::ite(&take_a, &a.v, &b.v), poison: poison_of(&args) }]
        }
        "arith.cmpi" | "comb.icmp" => {
            let Some(AV::Int(pred)) = attr("predicate")? else {
                return Err(format!("'{name}' without a predicate"));
            };
            let t = ot[0];
            let (a, b) = (&args[0].v, &args[1].v);
            let (sa, sb) = (e.signed(a, t), e.signed(b, t));
            let holds: [Bool<'c>; 14] = [
                a.eq(b),
                !a.eq(b),
                sa.lt(&sb),
                sa.le(&sb),
                sa.gt(&sb),
                sa.ge(&sb),
                a.lt(b),
                a.le(b),
                a.gt(b),
                a.ge(b),
                a.eq(b),
                !a.eq(b),
                a.eq(b),
                !a.eq(b),
            ];
            let mut r = e.ff();
            for (k, h) in holds.iter().enumerate().rev() {
                r = pred.eq(&n(ctx, k as i64)).ite(h, &r);
            }
            vec![PV { v: Int::ite(&r, &n(ctx, 1), &e.zero()), poison: poison_of(&args) }]
        }
        "arith.select" | "comb.mux" => {
            let (c, t, f) = (&args[0], &args[1], &args[2]);
            let cond = c.v.eq(&n(ctx, 1));
            vec![PV { v: Int::ite(&cond, &t.v, &f.v), poison: &c.poison | cond.ite(&t.poison, &f.poison) }]
        }
        // int::mul_extended / add_extended: the low and high halves of
        // the exact product; the sum and its carry.
        "arith.mului_extended" => {
            let (a, b, t) = (&args[0], &args[1], rt[0]);
            let s = &a.v * &b.v;
            let poison = poison_of(&args);
            vec![PV { v: s.modulo(&e.p[t]), poison: poison.clone() }, PV { v: s.div(&e.p[t]), poison }]
        }
        "arith.addui_extended" => {
            let (a, b, t) = (&args[0], &args[1], rt[0]);
            let s = &a.v + &b.v;
            let poison = poison_of(&args);
            let carry = Int::ite(&s.ge(&e.p[t]), &n(ctx, 1), &e.zero());
            vec![PV { v: e.wrap_once(&s, t), poison: poison.clone() }, PV { v: carry, poison }]
        }
        // int::shl: x * 2^s modulo 2^w; arith: by the width or more is
        // poison, nuw/nsw poison when the exact (unsigned/signed) product
        // does not fit; comb: by the width or more gives 0.
        "arith.shli" | "comb.shl" => {
            let (x, s, t) = (&args[0], &args[1], rt[0]);
            let big = s.v.ge(&e.w[t]);
            let k = e.pow2_below(&s.v, t);
            let prod = &x.v * &k;
            let v = Int::ite(&big, &e.zero(), &prod.modulo(&e.p[t]));
            let poison = if name == "comb.shl" {
                e.ff()
            } else {
                let (nsw, nuw) = flags(attr("overflowFlags")?);
                let so = e.signed_out_of_range(&(&e.signed(&x.v, t) * &k), t);
                poison_of(&args) | &big | (nuw & prod.ge(&e.p[t])) | (nsw & so)
            };
            vec![PV { v, poison }]
        }
        // comb.replicate to its own type: the operand.
        "comb.replicate" if ot[0] == rt[0] => vec![args[0].clone()],
        // comb.concat: the first operand is the most significant.
        "comb.concat" => {
            let mut acc = args[0].v.clone();
            for (k, a) in args.iter().enumerate().skip(1) {
                acc = &(&acc * &e.p[ot[k]]) + &a.v;
            }
            vec![PV { v: acc, poison: poison_of(&args) }]
        }
        // comb.extract: bits lowBit.. of the operand (a literal lowBit).
        "comb.extract" => {
            let Some(AV::Int(l)) = attr("lowBit")? else {
                return Err("'comb.extract' without a constant lowBit".into());
            };
            let l = l.as_i64().filter(|l| (0..62).contains(l)).ok_or("'comb.extract' with a symbolic lowBit")?;
            let v = args[0].v.div(&n(ctx, 1 << l)).modulo(&e.p[rt[0]]);
            vec![PV { v, poison: poison_of(&args) }]
        }
        "arith.extui" | "arith.bitcast" => vec![args[0].clone()],
        "arith.extsi" => {
            let (from, to) = (ot[0], rt[0]);
            let a = &args[0].v;
            let v = Int::ite(&a.ge(&e.h[from]), &(&(a - &e.p[from]) + &e.p[to]), a);
            vec![PV { v, poison: args[0].poison.clone() }]
        }
        "arith.trunci" => {
            let (from, to) = (ot[0], rt[0]);
            let a = &args[0].v;
            let (nsw, nuw) = flags(attr("overflowFlags")?);
            let sa = e.signed(a, from);
            let poison = &args[0].poison | (&nuw & a.ge(&e.p[to])) | (&nsw & e.signed_out_of_range(&sa, to));
            vec![PV { v: a.modulo(&e.p[to]), poison }]
        }
        other => return Err(format!("'{other}' has no all-widths encoding")),
    };
    for u in ub {
        if o.created {
            e.tgt_ub.push(u);
        } else if in_cone {
            e.src_ub.push(u);
        }
    }
    e.results[id] = Some(out);
    Ok(())
}

fn int_arg<'c>(e: &Enc<'c>, p: &Pattern, item: &NativeItem) -> R<(Int<'c>, Option<usize>)> {
    match item {
        NativeItem::Attr(a) => match &e.attrs[*a] {
            Some(AV::Int(v)) => Ok((v.clone(), p.attrs[*a].ty)),
            _ => Err("a native argument that is not an integer".into()),
        },
        NativeItem::Type(_) => Err("a type where an attribute is expected".into()),
    }
}

fn constraint<'c>(e: &mut Enc<'c>, p: &Pattern, call: usize) -> R<Bool<'c>> {
    let c = &p.natives[call];
    let ctx = e.ctx;
    // c = 2^k for some k < w (k recorded for log2).
    if let ("is_power_of_two", false, NativeItem::Attr(id)) = (c.entry.name, c.negated, c.args[0]) {
        if e.logs.iter().any(|(x, _)| *x == id) {
            return Ok(Bool::from_bool(ctx, true));
        }
        let (a, t) = int_arg(e, p, &c.args[0])?;
        let t = t.ok_or("is_power_of_two of an untyped attribute")?;
        let k = Int::new_const(ctx, &format!("log2.{id}"));
        let holds = k.ge(&e.zero()) & k.lt(&e.w[t]) & a.eq(&e.pow2_below(&k, t));
        e.logs.push((id, k));
        return Ok(holds);
    }
    let e = &*e;
    let ty_arg = |k: usize| match c.args[k] {
        NativeItem::Type(t) => Ok(t),
        _ => Err(format!("native {}: a type argument expected", c.named())),
    };
    let attr_eq = || -> R<Bool<'c>> {
        let ((a, ta), (b, tb)) = (int_arg(e, p, &c.args[0])?, int_arg(e, p, &c.args[1])?);
        let same_type = match (ta, tb) {
            (Some(x), Some(y)) => e.w[x].eq(&e.w[y]),
            _ => return Err(format!("native {} of untyped attributes", c.named())),
        };
        Ok(same_type & a.eq(&b))
    };
    let holds = match c.entry.name {
        "is_zero" | "is_one" | "is_nonzero" => {
            let (a, _) = int_arg(e, p, &c.args[0])?;
            match c.entry.name {
                "is_zero" => a.eq(&e.zero()),
                "is_one" => a.eq(&n(ctx, 1)),
                _ => !a.eq(&e.zero()),
            }
        }
        "is_minus_one" => {
            let (a, t) = int_arg(e, p, &c.args[0])?;
            a.eq(&(&e.p[t.ok_or("is_minus_one of an untyped attribute")?] - &n(ctx, 1)))
        }
        "attr_eq" => attr_eq()?,

        "attr_ne" => !attr_eq()?,
        "is_wider" => match (&c.args[0], &c.args[1]) {
            (NativeItem::Type(a), NativeItem::Type(b)) => e.w[*a].gt(&e.w[*b]),
            _ => return Err("is_wider of non-types".into()),
        },
        // Values are integers in [0, 2^w): one that cannot hold the width
        // (or a negative difference) never equals it.
        "width_eq" => int_arg(e, p, &c.args[1])?.0.eq(&e.w[ty_arg(0)?]),
        "attr_is_width" => int_arg(e, p, &c.args[0])?.0.eq(&e.w[ty_arg(1)?]),
        "width_diff_eq" => int_arg(e, p, &c.args[2])?.0.eq(&(&e.w[ty_arg(0)?] - &e.w[ty_arg(1)?])),
        "is_cmpi_predicate" => int_arg(e, p, &c.args[0])?.0.lt(&n(ctx, natives::CMPI as i64)),
        "is_icmp_predicate" => int_arg(e, p, &c.args[0])?.0.lt(&n(ctx, natives::ICMP as i64)),
        _ => return Err(format!("native {} has no all-widths encoding", c.named())),
    };
    Ok(if c.negated { !holds } else { holds })
}

fn rewrite_native<'c>(e: &mut Enc<'c>, p: &Pattern, call: usize) -> R<()> {
    let c = &p.natives[call];
    let ctx = e.ctx;
    let Some(NativeItem::Attr(out)) = c.outputs.first() else {
        return Err(format!("native {} has no all-widths encoding", c.named()));
    };
    // Outside its domain (a predicate out of range) a rewrite is undefined.
    for (k, kind) in c.entry.args.iter().enumerate() {
        if let natives::Arg::Pred(m) = kind {
            let (a, _) = int_arg(e, p, &c.args[k])?;
            e.tgt_ub.push(!a.lt(&n(ctx, *m as i64)));
        }
    }
    let out_ty = p.attrs[*out].ty;
    let ty_arg = |k: usize| match c.args[k] {
        NativeItem::Type(t) => Ok(t),
        _ => Err("a type argument expected".to_string()),
    };
    let v = match c.entry.name {
        "add" | "sub" | "mul" => {
            let ((a, ta), (b, _)) = (int_arg(e, p, &c.args[0])?, int_arg(e, p, &c.args[1])?);
            let t = ta.ok_or("arithmetic on an untyped attribute")?;
            let r = match c.entry.name {
                "add" => &a + &b,
                "sub" => &(&a - &b) + &e.p[t],
                _ => &a * &b,
            };
            AV::Int(r.modulo(&e.p[t]))
        }
        "neg" => {
            let (a, ta) = int_arg(e, p, &c.args[0])?;
            let t = ta.ok_or("neg of an untyped attribute")?;
            AV::Int((&e.p[t] - &a).modulo(&e.p[t]))
        }
        // floor(log2 c): the k of a power of two `is_power_of_two` matched.
        "log2" => match c.args[0] {
            NativeItem::Attr(a) => match e.logs.iter().find(|(x, _)| *x == a) {
                Some((_, k)) => AV::Int(k.clone()),
                None => return Err("log2 of an attribute not known to be a power of two".into()),
            },
            _ => return Err("log2 of a type".into()),
        },
        "zero_attr" => AV::Int(e.zero()),
        "one_attr" => AV::Int(n(ctx, 1).modulo(&e.p[ty_arg(0)?])),
        "minus_one_attr" => AV::Int(&e.p[ty_arg(0)?] - &n(ctx, 1)),
        "signed_min_attr" => AV::Int(e.h[ty_arg(0)?].clone()),
        "width_as" => AV::Int(e.w[ty_arg(0)?].modulo(&e.p[ty_arg(1)?])),
        "width_of" => {
            let w = e.w[ty_arg(0)?].clone();
            AV::Int(match out_ty {
                Some(t) => w.modulo(&e.p[t]),
                None => w,
            })
        }
        "merge_overflow" => match (&c.args[0], &c.args[1]) {
            (NativeItem::Attr(a), NativeItem::Attr(b)) => match (&e.attrs[*a], &e.attrs[*b]) {
                (Some(AV::Flags(s1, u1)), Some(AV::Flags(s2, u2))) => AV::Flags(s1 & s2, u1 & u2),
                _ => return Err("merge_overflow of non-flags".into()),
            },
            _ => return Err("merge_overflow of non-attributes".into()),
        },
        "invert_predicate" | "swap_predicate" | "invert_icmp_predicate" => {
            let (a, _) = int_arg(e, p, &c.args[0])?;
            let table: &[u64] = match c.entry.name {
                "invert_predicate" => &natives::INVERT_CMPI,
                "swap_predicate" => &natives::SWAP_CMPI,
                _ => &natives::INVERT_ICMP,
            };
            let mut r = a.clone();
            for (from, to) in table.iter().enumerate() {
                r = Int::ite(&a.eq(&n(ctx, from as i64)), &n(ctx, *to as i64), &r);
            }
            AV::Int(r)
        }
        _ => return Err(format!("native {} has no all-widths encoding", c.named())),
    };
    e.attrs[*out] = Some(v);
    Ok(())
}
