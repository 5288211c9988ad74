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

/// The circuit, and each type variable's width.
pub struct Built {
    pub circuit: Circuit,
    pub widths: Vec<TyW>,
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
    /// Per type variable: its width.
    widths: Vec<TyW>,
    inputs: Vec<usize>,
    attrs: Vec<Option<AV>>,
    results: Vec<Option<Vec<usize>>>,
    guesses: HashMap<usize, usize>,
    /// `[a, b, c]`: classes with `a + b = c`, until a concat claims them.
    sums: Vec<[usize; 3]>,
}

/// A type variable's width: fixed, or one of the symbolic width classes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TyW {
    Fixed(u32),
    Class(usize),
}

/// The most symbolic width classes the automata take.
pub const MAX_CLASSES: usize = 3;

/// The width classes of `p` (type variables merged by equalities), their
/// bounds and their order.
#[allow(clippy::type_complexity)]
fn classes(p: &Pattern) -> R<(Vec<TyW>, Vec<(u32, Option<u32>)>, Vec<(usize, u32, usize)>, Vec<[usize; 3]>)> {
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
    let infeasible = || Err("no width assignment satisfies the pattern".to_string());
    let mut fixed: Vec<Option<u32>> = vec![None; n];
    for c in &p.widths {
        match c {
            Constraint::Eq(W::Var(a), W::Var(b)) => {
                let (ra, rb) = (find(&mut parent, *a), find(&mut parent, *b));
                parent[rb] = ra;
                if let Some(k) = fixed[rb] {
                    if fixed[ra].is_some_and(|j| j != k) {
                        return infeasible();
                    }
                    fixed[ra] = Some(k);
                }
            }
            Constraint::Eq(W::Var(a), W::Const(k)) | Constraint::Eq(W::Const(k), W::Var(a)) => {
                let r = find(&mut parent, *a);
                if fixed[r].is_some_and(|j| j != *k) {
                    return infeasible();
                }
                fixed[r] = Some(*k);
            }
            _ => {}
        }
    }
    let reps: Vec<usize> = (0..n).map(|t| find(&mut parent, t)).collect();
    let mut free: Vec<usize> = reps.iter().copied().filter(|r| fixed[*r].is_none()).collect();
    free.sort_unstable();
    free.dedup();
    if free.is_empty() || free.len() > MAX_CLASSES {
        return Err(format!("{} free width variables (the automata take 1 to {MAX_CLASSES})", free.len()));
    }
    // (A type fixed to another width, such as an attribute's `i64`, is
    // an error only where a value has it: `B::sort_of`.)
    let out: Vec<TyW> = reps
        .iter()
        .map(|r| match fixed[*r] {
            Some(k) => TyW::Fixed(k),
            None => TyW::Class(free.iter().position(|f| f == r).unwrap_or(0)),
        })
        .collect();
    let mut bounds: Vec<(u32, Option<u32>)> = vec![(1, None); free.len()];
    let mut order = Vec::new();
    let mut sums = Vec::new();
    let val = |x: &W| match x {
        W::Var(v) => out[*v],
        W::Const(k) => TyW::Fixed(*k),
    };
    for c in &p.widths {
        match c {
            Constraint::Eq(..) => {}
            Constraint::LeOffset(a, k, b) => match (val(a), val(b)) {
                (TyW::Class(x), TyW::Class(y)) if x == y && *k == 0 => {}
                (TyW::Class(x), TyW::Class(y)) if x == y => return infeasible(),
                (TyW::Class(x), TyW::Class(y)) if *k <= 1 => order.push((x, *k, y)),
                (TyW::Class(_), TyW::Class(_)) => return Err("a width difference above 1".into()),
                (TyW::Fixed(x), TyW::Class(y)) => bounds[y].0 = bounds[y].0.max(x + k),
                (TyW::Class(x), TyW::Fixed(y)) if y > *k => {
                    bounds[x].1 = Some(bounds[x].1.map_or(y - k, |h| h.min(y - k)))
                }
                (TyW::Class(_), TyW::Fixed(_)) => return infeasible(),
                (TyW::Fixed(x), TyW::Fixed(y)) if x + k <= y => {}
                (TyW::Fixed(_), TyW::Fixed(_)) => return infeasible(),
            },
            // Two classes and their sum: a concat, whose op says which
            // part is low (`B::op`).
            Constraint::Sum(xs, z) => match (xs.as_slice(), val(z)) {
                ([x, y], TyW::Class(c)) => match (val(x), val(y)) {
                    (TyW::Class(a), TyW::Class(b)) if a != b && a != c && b != c => sums.push([a, b, c]),
                    _ => return Err("comb.concat of these widths".into()),
                },
                _ => return Err("comb.concat of these widths".into()),
            },
            Constraint::Multiple(a, b) => {
                if val(a) != val(b) || matches!(val(a), TyW::Fixed(_)) {
                    return Err("comb.replicate (a multiple of a width)".into());
                }
            }
        }
    }
    Ok((out, bounds, order, sums))
}

/// Builds the circuit of `p`.
pub fn build(p: &Pattern) -> R<Built> {
    let (widths, bounds, order, sums) = classes(p)?;
    let n = bounds.len();
    let mut b = B {
        p,
        c: Circuit { bounds, order, starts_after: vec![None; n], ..Circuit::default() },
        sums,
        widths: widths.clone(),
        inputs: Vec::new(),
        attrs: vec![None; p.attrs.len()],
        results: vec![None; p.ops.len()],
        guesses: HashMap::new(),
    };
    for input in &p.inputs {
        let poison = if p.two_state { None } else { Some(b.scalar(2)) };
        let id = match b.sort_of(input.ty)? {
            (Sort::Fixed, _) => {
                let var = b.scalar(2);
                b.c.push(Kind::Scalar { var, poison }, vec![], Sort::Fixed)
            }
            (_, class) => {
                b.c.streams += 1;
                b.c.push_in(Kind::Input { stream: b.c.streams - 1, poison }, vec![], Sort::Stream, class)
            }
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
    if !b.sums.is_empty() {
        return Err("a sum of widths without its concat".into());
    }
    b.c.check_late_classes()?;
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

    /// Values of a symbolic width are streams of its class, `i1` values
    /// fixed; a value of another fixed width is outside the fragment.
    fn sort_of(&self, ty: usize) -> R<(Sort, Option<usize>)> {
        match self.widths[ty] {
            TyW::Class(c) => Ok((Sort::Stream, Some(c))),
            TyW::Fixed(1) => Ok((Sort::Fixed, None)),
            TyW::Fixed(k) => Err(format!("a value of fixed width {k} beside the symbolic ones")),
        }
    }

    /// A constant of the sort and class of node `x`.
    fn konst_like(&mut self, k: Konst, x: usize) -> usize {
        let (sort, class) = (self.c.nodes[x].sort, self.c.nodes[x].vclass);
        let sort = if sort == Sort::Late { Sort::Stream } else { sort };
        self.c.push_in(Kind::Const(k), vec![], sort, class)
    }

    /// Adds an op node; late operands are read through a guess (checked
    /// at the last step), and the result's sort follows its operands.
    fn node(&mut self, kind: Kind, args: Vec<usize>) -> usize {
        let args: Vec<usize> =
            if matches!(kind, Kind::Iff) { args } else { args.iter().map(|a| self.early(*a)).collect() };
        let stream = args.iter().any(|a| self.c.nodes[*a].sort == Sort::Stream);
        let sort = match kind {
            Kind::Eq | Kind::Cmp(_) | Kind::Msb | Kind::Parity if stream => Sort::Late,
            Kind::Iff => Sort::Late,
            // Read at the very last step, when every poison is known (a
            // node of a class that ended earlier keeps its value).
            Kind::NotPoison => Sort::Fixed,
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
        let (sort, class) = self.sort_of(ty)?;
        Ok(self.c.push_in(Kind::Const(k), vec![], sort, class))
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
                AV::Node(match self.sort_of(t)? {
                    (Sort::Fixed, _) => {
                        let var = self.scalar(2);
                        self.c.push(Kind::Scalar { var, poison: None }, vec![], Sort::Fixed)
                    }
                    (_, class) => {
                        self.c.streams += 1;
                        let stream = self.c.streams - 1;
                        self.c.push_in(Kind::Input { stream, poison: None }, vec![], Sort::Stream, class)
                    }
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
            AV::Node(n) if (self.c.nodes[*n].sort, self.c.nodes[*n].vclass) == self.sort_of(ty)? => Ok(*n),
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
