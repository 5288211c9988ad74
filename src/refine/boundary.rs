//! Function boundaries whose types a pass changed, and the declared
//! correspondences under which such a pair is still checked.
//!
//! A pass may change a function's signature when it changes how values are
//! represented; the pair is then compared through a correspondence that
//! says which target value stands for each source value. Two are known,
//! per argument and result position:
//!
//! - **buffer** (`one-shot-bufferize{bufferize-function-boundaries}`): a
//!   tensor of static shape (not large) became a memref of that shape and
//!   element type; the tensor is the memref's contents.
//! - **halves** (`arith-emulate-wide-int`): an `iN` became `vector<2xiN/2>`,
//!   and a `vector<...xiN>` became `vector<...x2xiN/2>`: each `iN` is its
//!   low half then its high half (ArithOps/WideIntEmulation: "the low
//!   half first"). A source argument is given to the target split in two,
//!   each half poison when the value is; a target result is joined back
//!   (poison when either half is) and compared with the source's.
//!
//! Any other change has no declared correspondence and the pair is
//! `unsupported`, naming the change. A verdict on a pair with a changed
//! boundary states the correspondence it assumed.

use crate::semantics::{IntVal, Ty, Val};

/// How a source value and the target value in its position correspond.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Link {
    /// The same type, the same value.
    Same,
    /// A tensor and the contents of a memref.
    Buffer,
    /// An `iN` (or vector of them) and its halves of `N/2` bits.
    Halves,
}

/// The correspondence of a pair's arguments and results, by position.
#[derive(Clone, Debug)]
pub(super) struct Boundary {
    pub ins: Vec<Link>,
    pub outs: Vec<Link>,
}

/// How the source type `s` corresponds to the target type `t`, if a
/// declared correspondence fits.
fn link(s: &Ty, t: &Ty) -> Option<Link> {
    match (s, t) {
        _ if s == t => Some(Link::Same),
        (Ty::Tensor(shape, e), Ty::MemRef(m)) => {
            (m.static_shape().as_ref() == Some(shape) && *m.elem == **e && !crate::semantics::tensor::is_large(s))
                .then_some(Link::Buffer)
        }
        (Ty::Int(n), Ty::Vector(dims, e)) => (dims == &[2] && halves_of(*n, e)).then_some(Link::Halves),
        (Ty::Vector(sd, se), Ty::Vector(td, te)) => match se.as_ref() {
            Ty::Int(n) => {
                (td.len() == sd.len() + 1 && td[..sd.len()] == sd[..] && td[sd.len()] == 2 && halves_of(*n, te))
                    .then_some(Link::Halves)
            }
            _ => None,
        },
        _ => None,
    }
}

/// Whether `e` is the half of an `iN`.
fn halves_of(n: u32, e: &Ty) -> bool {
    n % 2 == 0 && n >= 2 && *e == Ty::Int(n / 2)
}

impl Boundary {
    /// The correspondence between a source signature and a target one, if
    /// every position has one; `None` names no correspondence (the pair is
    /// unsupported).
    pub fn of(src_in: &[Ty], src_out: &[Ty], tgt_in: &[Ty], tgt_out: &[Ty]) -> Option<Boundary> {
        let links = |a: &[Ty], b: &[Ty]| -> Option<Vec<Link>> {
            (a.len() == b.len()).then(|| a.iter().zip(b).map(|(s, t)| link(s, t)).collect::<Option<Vec<_>>>())?
        };
        Some(Boundary { ins: links(src_in, tgt_in)?, outs: links(src_out, tgt_out)? })
    }

    fn all(&self) -> impl Iterator<Item = Link> + '_ {
        self.ins.iter().chain(&self.outs).copied()
    }

    /// What a verdict on the pair assumes, when the boundary changed.
    pub fn note(&self) -> Option<String> {
        let mut what = Vec::new();
        if self.all().any(|l| l == Link::Buffer) {
            what.push(
                "each tensor argument and result is the contents of the memref in its position (a bufferized \
                 function boundary)",
            );
        }
        if self.all().any(|l| l == Link::Halves) {
            what.push(
                "each iN argument and result is the vector<2xiN/2> in its position, low half first (wide integers \
                 emulated)",
            );
        }
        (!what.is_empty()).then(|| what.join("; "))
    }
}

/// The target's argument for source argument `v` under `Link::Halves`:
/// each integer split into its low and high halves, poison as it is.
pub(super) fn split<'c>(v: &Val<'c>) -> Val<'c> {
    let halves = |x: &IntVal<'c>| {
        let n = x.bits.width();
        [
            Val::Int(IntVal::new(x.bits.extract(n / 2 - 1, 0), x.poison.clone())),
            Val::Int(IntVal::new(x.bits.extract(n - 1, n / 2), x.poison.clone())),
        ]
    };
    match v {
        Val::Int(x) => Val::Vector(halves(x).to_vec()),
        Val::Vector(es) => Val::Vector(es.iter().filter_map(|e| e.as_int()).flat_map(halves).collect()),
        _ => unreachable!("halves of a value that is not an integer"),
    }
}

/// The source-typed value a target result stands for under `Link::Halves`
/// (`ty`: the source's type): each pair of lanes joined, high half first,
/// poison when either half is.
pub(super) fn join<'c>(v: &Val<'c>, ty: &Ty) -> Val<'c> {
    let Val::Vector(lanes) = v else { unreachable!("a joined result that is not a vector") };
    let joined: Vec<Val<'c>> = lanes
        .chunks(2)
        .map(|p| match (&p[0], &p[1]) {
            (Val::Int(lo), Val::Int(hi)) => Val::Int(IntVal::new(hi.bits.concat(&lo.bits), &lo.poison | &hi.poison)),
            _ => unreachable!("halves that are not integers"),
        })
        .collect();
    match ty {
        Ty::Int(_) => joined.into_iter().next().expect("one pair of halves"),
        _ => Val::Vector(joined),
    }
}

/// Under halves, an external call whose callee's types the pass changed
/// too (`@f(i64)` became `@f(vector<2xi32>)`) is a call to another
/// function as far as the call model knows (`semantics::func`): its
/// callee, if the target calls one the source calls with other types, so
/// the pair can be called unsupported instead of invalid.
pub(super) fn changed_call<'c>(
    b: &Boundary,
    src: &[crate::semantics::func::CallEvent<'c, '_>],
    tgt: &[crate::semantics::func::CallEvent<'c, '_>],
) -> Option<String> {
    if !b.all().any(|l| l == Link::Halves) {
        return None;
    }
    let kinds = |c: &crate::semantics::func::CallEvent<'c, '_>| -> Vec<String> {
        c.args.iter().map(|a| a.scalar_kind()).collect()
    };
    tgt.iter()
        .find(|t| {
            let same_callee = src.iter().filter(|s| s.callee == t.callee);
            same_callee.clone().next().is_some() && !same_callee.clone().any(|s| kinds(s) == kinds(t))
        })
        .map(|t| t.callee.clone())
}
