//! Counterexamples with memory: the initial contents of argument buffers,
//! and the first element of a buffer the caller sees whose final value
//! differs (property 4, `semantics::refinement`).

use super::{Concrete, concrete};
use crate::ir::Loc;
use crate::semantics::encode::Encoded;
use crate::semantics::memory::{MemTy, Memory};
use crate::semantics::refinement::Properties;
use crate::semantics::{Ty, Val};
use crate::smt::{BV, Model};

/// The most elements of an argument buffer shown in full.
const MAX_SHOWN: u64 = 64;

/// A memref argument as a dense literal of its view's initial contents
/// (`dense<[1, 2, poison]> : memref<3xi32>`), when its shape is static and
/// small; `None` otherwise.
pub fn argument(model: &Model<'_>, arg: &Val<'_>, ty: &Ty, memory: &Memory<'_>) -> Option<String> {
    view(model, arg, ty, memory, true)
}

/// A returned memref as a dense literal of its view's final contents, as
/// [`argument`] shows an argument's initial ones.
pub fn result(model: &Model<'_>, v: &Val<'_>, ty: &Ty, memory: &Memory<'_>) -> Option<String> {
    view(model, v, ty, memory, false)
}

fn view(model: &Model<'_>, v: &Val<'_>, ty: &Ty, memory: &Memory<'_>, initial: bool) -> Option<String> {
    let (Val::MemRef(r), Ty::MemRef(m)) = (v, ty) else { return None };
    let shape = m.static_shape()?;
    let n: u64 = shape.iter().product();
    if n > MAX_SHOWN {
        return None;
    }
    let id = model.eval_bv(&r.block).to_u64()? as u32;
    let block = memory.block(id)?;
    if !initial && !model.eval_bool(&block.alive) {
        return Some(format!("a {ty} whose buffer is no longer alive"));
    }
    let block = if initial { block.initial() } else { block.clone() };
    let smt = r.block.ctx();
    let w = r.offset.width();
    let elems: Vec<Concrete> = crate::semantics::memory::points(smt, &shape, w)
        .into_iter()
        .map(|idx| concrete(model, &block.read(smt, &r.address(&idx))))
        .collect();
    let tensor = Ty::Tensor(shape, m.elem.clone());
    let text = Concrete::Elements(elems).describe(&tensor);
    Some(text.replacen(&format!(": {tensor}"), &format!(": {ty}"), 1))
}

/// Property 4: the first buffer whose contents differ, where, and the two
/// values (`memory of %arg2 differs at [3]: target 0, source 7`).
pub fn explain<'c, 'a>(
    model: &Model<'c>,
    props: &Properties<'c>,
    args: &[Val<'c>],
    s: &Encoded<'c, 'a>,
    t: &Encoded<'c, 'a>,
) -> (String, Loc<'a>) {
    let Some(check) = props.memory.iter().find(|m| !model.eval_bool(&m.holds)) else {
        return ("the buffers the caller sees end with other contents".into(), t.ret.loc());
    };
    let (at, source, target) = match &check.element {
        Some(e) => (&e.at, &e.source, &e.target),
        None => {
            let text = format!(
                "{} may no longer be written after the target returns, where the source leaves it writable (a later \
                 write by the caller is undefined behaviour only in the target)",
                check.name
            );
            return (text, t.ret.loc());
        }
    };
    let pos = model.eval_bv(at).to_u64().unwrap_or(0);
    let elem = s.memory.blocks.iter().find(|b| b.name == check.name).map(|b| b.elem.clone()).unwrap_or(Ty::Index);
    let (sv, tv) = (concrete(model, source).describe(&elem), concrete(model, target).describe(&elem));
    let at = check
        .argument
        .and_then(|i| Some((s.arg_types.get(i)?, args.get(i)?)))
        .and_then(|(ty, r)| match (ty, r) {
            (Ty::MemRef(m), Val::MemRef(r)) => index_of(model, m, r, pos),
            _ => None,
        })
        .or_else(|| {
            let dims = s.memory.blocks.iter().find(|b| b.name == check.name)?.dims.clone()?;
            (pos < dims.iter().product::<u64>())
                .then(|| format!("{:?}", crate::semantics::vector::multi_index(pos, &dims)))
        })
        .unwrap_or_else(|| format!("position {pos} of its buffer"));
    (format!("memory of {} differs at {at}: target {tv}, source {sv}", check.name), t.ret.loc())
}

/// The index of the view `r` (of type `m`, static shape) whose element is
/// at position `pos` of the buffer, if there is one.
fn index_of(model: &Model<'_>, m: &MemTy, r: &crate::semantics::memory::MemRef<'_>, pos: u64) -> Option<String> {
    let shape = m.static_shape()?;
    let num = |b: &BV<'_>| model.eval_bv(b).to_u64().unwrap_or(0);
    let start = num(&r.base) + num(&r.offset);
    let strides: Vec<u64> = r.strides.iter().map(num).collect();
    let n: u64 = shape.iter().product();
    (0..n.min(1 << 16)).find_map(|k| {
        let idx = crate::semantics::vector::multi_index(k, &shape);
        let at = start + idx.iter().zip(&strides).map(|(i, s)| i * s).sum::<u64>();
        (at == pos).then(|| format!("{idx:?}"))
    })
}
