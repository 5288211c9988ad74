//! One op on its own, its operand values given: the same rule the encoder
//! applies to it inside a function (`encode::Encoder::op`), for tools that
//! ask what a single op does (`verify-dataflow` asks for the values an op
//! can produce on operands within ranges).

use super::encode::attr_val;
use super::ops::{self, Meaning};
use super::{Cx, OpInst, Res, Ty, Unsupported, Val};
use crate::ir::Op;

/// The outcome of `op` (an op without regions or successors, whose rule the
/// tables give) on `operands`, with its own attributes and types.
pub fn eval_op<'c>(cx: &Cx<'c, '_>, op: Op<'_>, operands: Vec<Val<'c>>) -> Res<'c> {
    let name = op.name();
    let spec = ops::spec(name);
    if !op.regions().is_empty() || op.num_successors() > 0 || matches!(spec.map(|s| s.meaning), Some(Meaning::Encoder))
    {
        return Err(Unsupported::new(format!("op '{name}' is not a value op of the semantics core")).at(op.loc()));
    }
    let attrs = op
        .attrs()
        .into_iter()
        .map(|(n, a)| (n.to_string(), attr_val(cx, spec.and_then(|s| s.attr_kind(n)), a)))
        .collect();
    let inst = OpInst {
        name: name.to_string(),
        site: name.to_string(),
        operands,
        operand_types: op.operands().iter().map(|v| Ty::of(v.ty())).collect(),
        result_types: op.results().iter().map(|r| Ty::of(r.ty())).collect(),
        attrs,
    };
    super::eval(cx, &inst).map_err(|e| e.at(op.loc()))
}
