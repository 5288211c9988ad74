//! `cf` dialect (mlir/Dialect/ControlFlow/IR/ControlFlowOps.td).
//!
//! Branches are terminators: the CFG walk in `encode.rs` asks for the
//! successors of a block's terminator with their conditions and arguments.
//! Branching on poison is immediate UB. A failed `cf.assert` aborts: "If
//! the argument is `true` this operation has no effect. Otherwise, the
//! program execution will abort." Aborting is an observable outcome: the
//! target must abort exactly when the source does (unless the source has
//! UB first). An assert on poison is UB.

use super::encode::Encoder;
use super::ops::{OpSpec, structured};
use super::{AttrVal, Unsupported, Val};
use crate::ir::{Block, Op};
use crate::smt::{BV, Bool};

/// All handled by the encoder: `cf.assert` as an op, the branches as
/// terminators of a block ([`Encoder::successors`]).
pub(super) const OPS: &[OpSpec] =
    &[structured("cf.assert"), structured("cf.br"), structured("cf.cond_br"), structured("cf.switch")];

impl<'c, 'a> Encoder<'c, '_, 'a> {
    /// `cf` ops that are not terminators. Returns whether `op` was handled.
    pub(super) fn cf(&mut self, op: Op<'a>) -> Result<bool, Unsupported> {
        match op.name() {
            "cf.assert" => {
                let c = self.values(op)?;
                let Val::Int(cond) = &c[0] else { return Err(bad(op)) };
                self.ub(op, "assert on poison", cond.poison.clone());
                let holds = super::int::i1_to_bool(&cond.bits);
                let fails = &self.path & !&holds;
                if !fails.is_false() {
                    self.abort_sites.push((op, fails));
                }
                // Execution goes on only where the assertion holds.
                self.path = &self.path & holds;
                self.finish(op, vec![])?;
                Ok(true)
            }
            _ => Ok(false),
        }
    }

    /// The successors of a terminator: target block, condition (within the
    /// current path) and block arguments. Empty for a terminator that
    /// leaves the region.
    pub(super) fn successors(&mut self, term: Op<'a>) -> Result<Vec<(Block<'a>, Bool<'c>, Vec<Val<'c>>)>, Unsupported> {
        let tt = self.cx.tt();
        match term.name() {
            // cf.br ^bb(args): unconditional.
            "cf.br" => Ok(vec![(term.successor(0), tt, self.values(term)?)]),
            // cf.cond_br %c, ^t(targs), ^f(fargs)
            "cf.cond_br" => {
                let vals = self.values(term)?;
                let (nt, nf) = segments(term, 3).map(|s| (s[1], s[2])).ok_or_else(|| bad(term))?;
                let c = self.branch_on(term, &vals[0])?;
                let targs = vals[1..1 + nt].to_vec();
                let fargs = vals[1 + nt..1 + nt + nf].to_vec();
                Ok(vec![(term.successor(0), c.clone(), targs), (term.successor(1), !c, fargs)])
            }
            // cf.switch %flag, [default: ^d(dargs), v0: ^b0(args0), ...]:
            // the first matching case, else the default.
            "cf.switch" => {
                let vals = self.values(term)?;
                let seg = segments(term, 3).ok_or_else(|| bad(term))?;
                let (nd, ncase) = (seg[1], seg[2]);
                let Val::Int(flag) = &vals[0] else { return Err(bad(term)) };
                self.ub(term, "switch on poison", flag.poison.clone());
                let cases: Vec<BV<'c>> =
                    match term.attr("case_values").map(|a| super::encode::attr_val(&self.cx, None, a)) {
                        Some(AttrVal::Elements(vs)) => vs,
                        None => vec![],
                        _ => return Err(bad(term)),
                    };
                let case_sizes: Vec<usize> = term
                    .attr("case_operand_segments")
                    .and_then(|a| a.dense_i64s())
                    .map(|v| v.into_iter().map(|x| x as usize).collect())
                    .unwrap_or_else(|| vec![0; cases.len()]);
                let mut out = Vec::new();
                let mut none_before = self.cx.tt();
                let mut offset = 1 + nd;
                for (k, v) in cases.iter().enumerate() {
                    let hit = flag.bits.eq(&v.zext_or_trunc(flag.width()));
                    let n = case_sizes.get(k).copied().unwrap_or(0);
                    out.push((term.successor(k + 1), &none_before & &hit, vals[offset..offset + n].to_vec()));
                    offset += n;
                    none_before &= !hit;
                }
                if offset != 1 + nd + ncase {
                    return Err(bad(term));
                }
                out.insert(0, (term.successor(0), none_before, vals[1..1 + nd].to_vec()));
                Ok(out)
            }
            _ if term.num_successors() > 0 => {
                Err(Unsupported::new(format!("branch '{}' is not modelled", term.name())).at(term.loc()))
            }
            _ => Ok(vec![]),
        }
    }
}

/// The `operandSegmentSizes` of an op with `n` operand groups.
fn segments(op: Op<'_>, n: usize) -> Option<Vec<usize>> {
    let v = op.attr("operandSegmentSizes")?.dense_i64s()?;
    (v.len() == n).then(|| v.into_iter().map(|x| x as usize).collect())
}

fn bad(op: Op<'_>) -> Unsupported {
    Unsupported::new(format!("'{}' with an operand layout that is not understood", op.name())).at(op.loc())
}
