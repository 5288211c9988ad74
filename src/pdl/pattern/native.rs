//! Native constraints and rewrites in a pattern (`pdl.apply_native_*`):
//! each is looked up in the catalogue (`pdl::natives`, through the user's
//! name mapping), its arguments and results typed by the entry.

use super::{AttrDef, AttrSrc, Ent, NativeCall, NativeItem, R, Reader, Step, bool_attr, err};
use crate::ir::Op;
use crate::pdl::natives::{Arg, Out};
use crate::pdl::ops::AttrKind;
use crate::pdl::widths::{Constraint, W};

impl Reader<'_> {
    /// A `pdl.apply_native_constraint` (outside the rewrite) or
    /// `pdl.apply_native_rewrite`.
    pub(super) fn native(&mut self, op: Op<'_>, in_rewrite: bool) -> R<()> {
        let loc = op.loc().id();
        let user = op.attr("name").and_then(|a| a.string()).unwrap_or("").to_string();
        let Some(entry) = self.mapping.lookup(&user) else {
            let mapped = if self.mapping.sources.is_empty() {
                String::new()
            } else {
                format!(" nor named by natives={}", self.mapping.sources.join(","))
            };
            return err(
                loc,
                format!(
                    "native '{user}' is not in the catalogue{mapped}; map it onto a catalogue entry with natives=<file> (see docs/pdl.md)"
                ),
            );
        };
        let is_constraint = op.name() == "pdl.apply_native_constraint";
        if is_constraint != (entry.out == Out::Holds) {
            let role = if entry.out == Out::Holds { "a constraint" } else { "a rewrite" };
            return err(loc, format!("native '{user}' ('{}') is {role} in the catalogue", entry.name));
        }
        if op.num_operands() != entry.args.len() {
            return err(
                loc,
                format!(
                    "native '{user}' ('{}') takes {} arguments, given {}",
                    entry.name,
                    entry.args.len(),
                    op.num_operands()
                ),
            );
        }
        let mut args = Vec::new();
        for (v, kind) in op.operands().into_iter().zip(entry.args) {
            match (self.ent(v, loc)?, kind) {
                (Ent::Attr(a), Arg::Int) => {
                    args.push(NativeItem::Attr(a));
                }
                (Ent::Attr(a), Arg::Flags) => {
                    self.type_attr(a, AttrKind::Overflow, None, loc)?;
                    args.push(NativeItem::Attr(a));
                }
                (Ent::Attr(a), Arg::Pred(n)) => {
                    self.type_attr(a, AttrKind::Predicate(*n), None, loc)?;
                    args.push(NativeItem::Attr(a));
                }
                (Ent::Type(t), Arg::Type) => args.push(NativeItem::Type(t)),
                (e, k) => {
                    return err(
                        loc,
                        format!("native '{user}' ('{}'): argument {e:?} where a {k:?} is expected", entry.name),
                    );
                }
            }
        }
        let call = self.p.natives.len();
        let mut outputs = Vec::new();
        for (k, r) in op.results().into_iter().enumerate() {
            let item = match entry.out {
                Out::TypeOfWidth => NativeItem::Type(self.new_type()),
                Out::Holds => return err(loc, format!("native constraint '{user}' with results")),
                _ => {
                    let (kind, ty) = match entry.out {
                        Out::IntLikeArg0 => (
                            None,
                            match args[0] {
                                NativeItem::Attr(a) => self.p.attrs[a].ty,
                                _ => None,
                            },
                        ),
                        Out::IntOfType(k) => (
                            None,
                            match args[k] {
                                NativeItem::Type(t) => Some(t),
                                _ => None,
                            },
                        ),
                        Out::Flags => (Some(AttrKind::Overflow), None),
                        Out::Pred(n) => (Some(AttrKind::Predicate(n)), None),
                        _ => (None, None),
                    };
                    self.p.attrs.push(AttrDef { src: AttrSrc::Native(call, k), kind, ty, loc });
                    NativeItem::Attr(self.p.attrs.len() - 1)
                }
            };
            match item {
                NativeItem::Attr(a) => self.bind(r, Ent::Attr(a)),
                NativeItem::Type(t) => self.bind(r, Ent::Type(t)),
            }
            outputs.push(item);
        }
        // A type constraint prunes widths before any query.
        if entry.name == "is_wider" && !bool_attr(op, "isNegated") {
            if let (NativeItem::Type(a), NativeItem::Type(b)) = (args[0], args[1]) {
                self.p.widths.push(Constraint::LeOffset(W::Var(b), 1, W::Var(a)));
            }
        }
        self.p.natives.push(NativeCall {
            user_name: user,
            entry,
            args,
            outputs,
            negated: bool_attr(op, "isNegated"),
            loc,
        });
        if in_rewrite {
            self.p.steps.push(Step::Native(call));
        } else {
            self.p.constraints.push(call);
        }
        Ok(())
    }
}
