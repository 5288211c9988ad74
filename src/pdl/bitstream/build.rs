//! A PDL pattern as a bit-stream circuit, or why it is outside the
//! fragment.
//!
//! Types: the pattern's type variables after merging equalities are one
//! symbolic width (streams) and `i1` (fixed values); any other shape (two
//! free widths, a width fixed above 1, `concat`) is outside. The pattern's
//! meaning is the bounded mode's (`instance.rs`): matched ops in the root's
//! cone contribute their UB to the source, created ops to the target, a
//! matched op's unnamed attributes are free, a created op's absent; each
//! replaced value must be refined by its replacement. Each op below cites
//! the rule of the shared semantics (`semantics::int`, `semantics::comb`)
//! it restates on streams; the test suite checks the two agree.

use super::Circuit;
use super::Refine;
use super::circuit::{Flags, Kind, Konst, SExpr, Sort};
use crate::pdl::ops::AttrKind;
use crate::pdl::pattern::{AttrSrc, ConstAttr, NativeItem, Pattern, Step, ValRef};
use crate::pdl::widths::{Constraint, W};
use std::collections::HashMap;

type R<T> = Result<T, String>;

/// The circuit, and each type variable's width: `None` for the symbolic
/// one, `Some(1)` for `i1`.
pub struct Built {
    pub circuit: Circuit,
    pub widths: Vec<Option<u32>>,
}

#[derive(Clone, Debug)]
enum AV {
    Node(usize),
    Lit(u64),
    S(SExpr),
    Flags(Flags),
}

struct B<'p> {
    p: &'p Pattern,
    c: Circuit,
    /// Per type variable: its fixed width, `None` for the symbolic one.
    widths: Vec<Option<u32>>,
    inputs: Vec<usize>,
    attrs: Vec<Option<AV>>,
    results: Vec<Option<Vec<usize>>>,
    guesses: HashMap<usize, usize>,
}

/// The width classes of `p`: per type variable, `None` for the one free
/// class, `Some(k)` for a fixed width; plus bounds on the free width.
fn classes(p: &Pattern) -> R<(Vec<Option<u32>>, u32, Option<u32>)> {
    let n = p.types.len();
    let mut parent: Vec<usize> = (0..n).collect();
    fn find(parent: &mut [usize], x: usize) -> usize {
        let mut r = x;
        while parent[r] != r {
            r = parent[r];
        }
        parent[x] = r;
        r
    }
    let mut fixed: Vec<Option<u32>> = vec![None; n];
    for c in &p.widths {
        match c {
            Constraint::Eq(W::Var(a), W::Var(b)) => {
                let (ra, rb) = (find(&mut parent, *a), find(&mut parent, *b));
                parent[rb] = ra;
                if let Some(k) = fixed[rb] {
                    if fixed[ra].is_some_and(|j| j != k) {
                        return Err("no width assignment satisfies the pattern".into());
                    }
                    fixed[ra] = Some(k);
                }
            }
            Constraint::Eq(W::Var(a), W::Const(k)) | Constraint::Eq(W::Const(k), W::Var(a)) => {
                let r = find(&mut parent, *a);
                if fixed[r].is_some_and(|j| j != *k) {
                    return Err("no width assignment satisfies the pattern".into());
                }
                fixed[r] = Some(*k);
            }
            _ => {}
        }
    }
    let reps: Vec<usize> = (0..n).map(|t| find(&mut parent, t)).collect();
    let free: Vec<usize> = {
        let mut f: Vec<usize> = reps.iter().copied().filter(|r| fixed[*r].is_none()).collect();
        f.sort_unstable();
        f.dedup();
        f
    };
    if free.len() != 1 {
        return Err(format!("{} free width variables (the automata take exactly one)", free.len()));
    }
    // (A type fixed to another width, such as an attribute's `i64`, is
    // an error only where a value has it: `B::sort_of`.)
    let out: Vec<Option<u32>> = reps.iter().map(|r| fixed[*r]).collect();
    // Other constraints: bounds on the free width w.
    let (mut lo, mut hi) = (1u32, None::<u32>);
    let val = |x: &W| match x {
        W::Var(v) => out[*v],
        W::Const(k) => Some(*k),
    };
    for c in &p.widths {
        match c {
            Constraint::Eq(..) => {}
            Constraint::LeOffset(a, k, b) => match (val(a), val(b)) {
                (None, None) if *k == 0 => {}
                (None, None) => return Err("no width assignment satisfies the pattern".into()),
                (Some(x), None) => lo = lo.max(x + k),
                (None, Some(y)) if y >= *k => hi = Some(hi.map_or(y - k, |h| h.min(y - k))),
                (None, Some(_)) => return Err("no width assignment satisfies the pattern".into()),
                (Some(x), Some(y)) if x + k <= y => {}
                (Some(_), Some(_)) => return Err("no width assignment satisfies the pattern".into()),
            },
            Constraint::Sum(..) => return Err("comb.concat (a sum of widths)".into()),
            Constraint::Multiple(a, b) => {
                if val(a) != val(b) || val(a).is_some() {
                    return Err("comb.replicate (a multiple of a width)".into());
                }
            }
        }
    }
    Ok((out, lo, hi))
}

/// Builds the circuit of `p`.
pub fn build(p: &Pattern) -> R<Built> {
    let (widths, min_w, max_w) = classes(p)?;
    let mut b = B {
        p,
        c: Circuit { min_w, max_w, ..Circuit::default() },
        widths: widths.clone(),
        inputs: Vec::new(),
        attrs: vec![None; p.attrs.len()],
        results: vec![None; p.ops.len()],
        guesses: HashMap::new(),
    };
    for input in &p.inputs {
        let poison = if p.two_state { None } else { Some(b.scalar(2)) };
        let id = if b.sort_of(input.ty)? == Sort::Fixed {
            let var = b.scalar(2);
            b.c.push(Kind::Scalar { var, poison }, vec![], Sort::Fixed)
        } else {
            b.c.streams += 1;
            b.c.push(Kind::Input { stream: b.c.streams - 1, poison }, vec![], Sort::Stream)
        };
        b.inputs.push(id);
    }
    for i in 0..p.attrs.len() {
        let a = &p.attrs[i];
        b.attrs[i] = match &a.src {
            AttrSrc::Const(c) => Some(const_attr(c)?),
            AttrSrc::Free => Some(b.free_attr(a.kind, a.ty, Some(i))?),
            AttrSrc::Native(..) => None,
        };
    }
    let cone = p.root_cone();
    for id in 0..p.ops.len() {
        if !p.ops[id].created {
            b.op(id, cone.contains(&id))?;
        }
    }
    for c in &p.constraints {
        let holds = b.constraint(*c)?;
        b.c.assume.push(holds);
    }
    for s in &p.steps {
        match s {
            Step::Create(id) => b.op(*id, false)?,
            Step::Native(c) => b.rewrite_native(*c)?,
            Step::Replace { op: target, with, .. } => {
                let src = b.results[*target].clone().ok_or("replace of an op not evaluated")?;
                for (k, v) in with.iter().enumerate() {
                    let (s, t) = (src[k], b.value(*v)?);
                    let eq = if b.c.nodes[s].sort == Sort::Stream { Some(b.node(Kind::Eq, vec![s, t])) } else { None };
                    b.c.refine.push(Refine { src: s, tgt: t, eq });
                }
            }
            Step::Erase { .. } => {}
        }
    }
    Ok(Built { circuit: b.c, widths })
}

fn const_attr(c: &ConstAttr) -> R<AV> {
    Ok(match c {
        ConstAttr::Int(b) => {
            AV::Lit(b.to_u64().filter(|v| *v <= i64::MAX as u64).ok_or("a constant wider than 63 bits")?)
        }
        ConstAttr::Overflow { nsw, nuw } => {
            AV::Flags(Flags { nsw: SExpr::Const(*nsw as u8), nuw: SExpr::Const(*nuw as u8) })
        }
        ConstAttr::Unit => AV::S(SExpr::Const(1)),
        ConstAttr::Other(t) => return Err(format!("attribute {t}")),
    })
}

impl B<'_> {
    fn scalar(&mut self, domain: u8) -> usize {
        self.c.scalars.push(domain);
        self.c.scalars.len() - 1
    }

    /// Values of the symbolic width are streams, `i1` values fixed; a
    /// value of another fixed width is outside the fragment.
    fn sort_of(&self, ty: usize) -> R<Sort> {
        match self.widths[ty] {
            None => Ok(Sort::Stream),
            Some(1) => Ok(Sort::Fixed),
            Some(k) => Err(format!("a value of fixed width {k} beside the symbolic one")),
        }
    }

    /// Adds an op node; late operands are read through a guess (checked
    /// at the last step), and the result's sort follows its operands.
    fn node(&mut self, kind: Kind, args: Vec<usize>) -> usize {
        let args: Vec<usize> =
            if matches!(kind, Kind::Iff) { args } else { args.iter().map(|a| self.early(*a)).collect() };
        let stream = args.iter().any(|a| self.c.nodes[*a].sort == Sort::Stream);
        let sort = match kind {
            Kind::Eq | Kind::Cmp(_) | Kind::Msb if stream => Sort::Late,
            Kind::ExtU | Kind::ExtS => Sort::Stream,
            Kind::Iff => Sort::Late,
            _ if stream => Sort::Stream,
            _ => Sort::Fixed,
        };
        self.c.push(kind, args, sort)
    }

    /// A node usable at every step: a late node's guess.
    fn early(&mut self, n: usize) -> usize {
        if self.c.nodes[n].sort != Sort::Late {
            return n;
        }
        if let Some(g) = self.guesses.get(&n) {
            return *g;
        }
        let var = self.scalar(2);
        let g = self.c.push(Kind::Guess { var }, vec![n], Sort::Fixed);
        let check = self.c.push(Kind::Iff, vec![g, n], Sort::Late);
        self.c.assume.push(check);
        self.guesses.insert(n, g);
        g
    }

    fn konst(&mut self, k: Konst, ty: usize) -> R<usize> {
        let sort = self.sort_of(ty)?;
        Ok(self.c.push(Kind::Const(k), vec![], sort))
    }

    /// The constant a node is, if it is one.
    fn known(&self, n: usize) -> Option<Konst> {
        match self.c.nodes[n].kind {
            Kind::Const(k) => Some(k),
            _ => None,
        }
    }

    fn value(&self, v: ValRef) -> R<usize> {
        match v {
            ValRef::Input(i) => Ok(self.inputs[i]),
            ValRef::Result(o, k) => {
                self.results[o].as_ref().map(|r| r[k]).ok_or_else(|| "an operand used before its op".to_string())
            }
        }
    }

    /// The constant a native constraint of the match pins attribute `a` to.
    fn pinned(&self, a: usize) -> Option<Konst> {
        self.p.constraints.iter().find_map(|c| {
            let call = &self.p.natives[*c];
            match (call.negated, call.args.first(), call.entry.name) {
                (false, Some(NativeItem::Attr(x)), name) if *x == a => match name {
                    "is_zero" => Some(Konst::Zero),
                    "is_one" => Some(Konst::One),
                    "is_minus_one" => Some(Konst::AllOnes),
                    _ => None,
                },
                _ => None,
            }
        })
    }

    fn free_attr(&mut self, kind: Option<AttrKind>, ty: Option<usize>, id: Option<usize>) -> R<AV> {
        Ok(match kind {
            None | Some(AttrKind::IntOfResult) => {
                let t = ty.ok_or("an attribute without a type")?;
                // A native constraint of the match fixes it: the constant.
                if let Some(k) = id.and_then(|a| self.pinned(a)) {
                    return Ok(AV::Node(self.konst(k, t)?));
                }
                AV::Node(if self.sort_of(t)? == Sort::Fixed {
                    let var = self.scalar(2);
                    self.c.push(Kind::Scalar { var, poison: None }, vec![], Sort::Fixed)
                } else {
                    self.c.streams += 1;
                    self.c.push(Kind::Input { stream: self.c.streams - 1, poison: None }, vec![], Sort::Stream)
                })
            }
            Some(AttrKind::Predicate(k)) => AV::S(SExpr::Var(self.scalar(k.min(255) as u8))),
            Some(AttrKind::Overflow) => {
                AV::Flags(Flags { nsw: SExpr::Var(self.scalar(2)), nuw: SExpr::Var(self.scalar(2)) })
            }
            Some(AttrKind::Unit) => AV::S(SExpr::Var(self.scalar(2))),
            Some(k) => return Err(format!("an attribute of kind {k:?}")),
        })
    }

    /// An integer attribute as a node of type `ty`.
    fn int_attr(&mut self, a: &AV, ty: usize) -> R<usize> {
        match a {
            AV::Lit(v) => self.konst(
                match v {
                    0 => Konst::Zero,
                    1 => Konst::One,
                    v => Konst::Lit(*v),
                },
                ty,
            ),
            AV::Node(n) if self.c.nodes[*n].sort == self.sort_of(ty)? => Ok(*n),
            AV::Node(_) => Err("a constant attribute of another width".into()),
            _ => Err("an integer attribute expected".into()),
        }
    }

    fn pred(a: &AV) -> R<SExpr> {
        match a {
            AV::Lit(v) => Ok(SExpr::Const((*v).min(255) as u8)),
            AV::S(e) => Ok(e.clone()),
            _ => Err("a predicate expected".into()),
        }
    }

    fn int_arg(&mut self, item: &NativeItem) -> R<usize> {
        match item {
            NativeItem::Attr(a) => {
                let v = self.attrs[*a].clone().ok_or("a native argument without a value")?;
                let ty = self.p.attrs[*a].ty.ok_or("a native argument without a type")?;
                self.int_attr(&v, ty)
            }
            NativeItem::Type(_) => Err("a type where an attribute is expected".into()),
        }
    }
}

mod ops;
