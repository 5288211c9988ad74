//! The op verifiers' type rules in a pattern: the widths an op's
//! signature ties together (`semantics::ops::Shape`), the result types of a
//! created op without listed types, and the kind of each attribute.

use super::{AttrId, AttrSrc, ConstAttr, OpId, R, Reader, TyId, Unsupported, ValRef, err};
use crate::ir::LocId;
use crate::pdl::ops::{AttrKind, Shape, Sig};
use crate::pdl::widths::{Constraint, W};

impl Reader<'_> {
    /// Result types of a created op without listed types (its type
    /// inference).
    pub(super) fn infer(&mut self, sig: &Sig, operands: &[ValRef], loc: LocId, what: &str) -> R<Vec<TyId>> {
        let ty = |k: usize| operands.get(k).map(|v| self.p.value_type(*v));
        let one = |r: &mut Self| {
            let t = r.new_type();
            r.fix(t, 1);
            t
        };
        Ok(match sig.shape {
            Shape::Same => vec![ty(0).ok_or_else(|| Unsupported { message: format!("{what} needs operands"), loc })?],
            Shape::Select => vec![ty(1).unwrap()],
            Shape::Compare | Shape::ToI1 | Shape::AllI1 => vec![one(self)],
            Shape::SumAndCarry => vec![ty(0).unwrap(), one(self)],
            Shape::TwoHalves => vec![ty(0).unwrap(), ty(0).unwrap()],
            Shape::Concat => {
                let t = self.new_type();
                let parts = operands.iter().map(|v| W::Var(self.p.value_type(*v))).collect();
                self.p.widths.push(Constraint::Sum(parts, W::Var(t)));
                vec![t]
            }
            _ => return err(loc, format!("{what} in a rewrite needs its result types (they cannot be inferred)")),
        })
    }

    /// The width constraints of op `id`'s verifier.
    pub(super) fn type_op(&mut self, id: OpId) -> R<()> {
        let o = self.p.ops[id].clone();
        let ot: Vec<TyId> = o.operands.iter().map(|v| self.p.value_type(*v)).collect();
        let rt = o.results.clone();
        let lt = |a: TyId, b: TyId| Constraint::LeOffset(W::Var(a), 1, W::Var(b));
        match o.sig.shape {
            Shape::Same => {
                let first = rt.first().or(ot.first()).copied().unwrap();
                for t in ot.iter().chain(&rt) {
                    self.eq(first, *t);
                }
            }
            Shape::Compare => {
                for t in &ot[1..] {
                    self.eq(ot[0], *t);
                }
                self.fix(rt[0], 1);
            }
            Shape::Select => {
                self.fix(ot[0], 1);
                self.eq(ot[1], ot[2]);
                self.eq(ot[1], rt[0]);
            }
            Shape::Widen => self.p.widths.push(lt(ot[0], rt[0])),
            Shape::Narrow => self.p.widths.push(lt(rt[0], ot[0])),
            Shape::SameWidth => self.eq(ot[0], rt[0]),
            Shape::Constant => {}
            Shape::SumAndCarry => {
                self.eq(ot[0], ot[1]);
                self.eq(ot[0], rt[0]);
                self.fix(rt[1], 1);
            }
            Shape::TwoHalves => {
                self.eq(ot[0], ot[1]);
                self.eq(ot[0], rt[0]);
                self.eq(ot[0], rt[1]);
            }
            Shape::Concat => {
                self.p.widths.push(Constraint::Sum(ot.iter().map(|t| W::Var(*t)).collect(), W::Var(rt[0])))
            }
            Shape::Extract => {
                let low = o.attrs.iter().find(|(n, _)| n == "lowBit").map(|(_, a)| &self.p.attrs[*a].src);
                let k = match low {
                    Some(AttrSrc::Const(ConstAttr::Int(b))) => {
                        b.to_u64().unwrap_or(u32::MAX as u64).min(u32::MAX as u64) as u32
                    }
                    _ => 0,
                };
                self.p.widths.push(Constraint::LeOffset(W::Var(rt[0]), k, W::Var(ot[0])));
            }
            Shape::Replicate => self.p.widths.push(Constraint::Multiple(W::Var(ot[0]), W::Var(rt[0]))),
            Shape::ToI1 => self.fix(rt[0], 1),
            Shape::AllI1 => {
                for t in ot.iter().chain(&rt) {
                    self.fix(*t, 1);
                }
            }
        }
        Ok(())
    }

    /// Gives attribute `a` its kind (and width) from the slot it fills.
    pub(super) fn type_attr(&mut self, a: AttrId, kind: AttrKind, op: Option<OpId>, loc: LocId) -> R<()> {
        let def = self.p.attrs[a].clone();
        let kind = match (def.kind, kind) {
            // Comparison predicates are all i64 enums, and one attribute may
            // fill several (a `comb.icmp` predicate given to an `arith.cmpi`):
            // it takes the values of the widest, and each op's verifier
            // confines it (assumed for a matched op, an obligation for a
            // created one).
            (Some(AttrKind::Predicate(m)), AttrKind::Predicate(n)) => AttrKind::Predicate(m.max(n)),
            (Some(k), _) if k != kind => {
                return err(loc, format!("one attribute used as {k:?} and as {kind:?}"));
            }
            _ => kind,
        };
        self.p.attrs[a].kind = Some(kind);
        let want_ty = match kind {
            AttrKind::IntOfResult => op.map(|o| self.p.ops[o].results[0]),
            _ => None,
        };
        if let Some(t) = want_ty {
            match def.ty {
                Some(u) => self.eq(u, t),
                None => self.p.attrs[a].ty = Some(t),
            }
        }
        match (&def.src, kind) {
            (AttrSrc::Const(ConstAttr::Int(_)), AttrKind::IntOfResult | AttrKind::Predicate(_) | AttrKind::I32) => {}
            (AttrSrc::Const(ConstAttr::Overflow { .. }), AttrKind::Overflow) => {}
            (AttrSrc::Const(ConstAttr::Unit), AttrKind::Unit) => {}
            (AttrSrc::Const(ConstAttr::Other(_)), AttrKind::Opaque) => {}
            (AttrSrc::Const(c), k) => return err(loc, format!("constant attribute {c:?} where a {k:?} is expected")),
            (AttrSrc::Free | AttrSrc::Native(..), AttrKind::Opaque) => {
                return err(loc, "an unconstrained attribute where only a constant is modelled (truth table)");
            }
            _ => {}
        }
        Ok(())
    }
}
