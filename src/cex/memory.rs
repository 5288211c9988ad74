//! Counterexamples with memory: the initial contents of argument buffers,
//! and the first element of a buffer the caller sees whose final value
//! differs (property 4, `semantics::refinement`).

use super::{Concrete, concrete};
use crate::ir::Loc;
use crate::semantics::encode::Encoded;
use crate::semantics::memory::{MemRef, MemTy, Memory};
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

/// The most elements of a returned view searched for one that differs.
const MAX_SEARCHED: u64 = 1 << 12;

/// Why the target's result #`i` (a memref, or the memref a bufferized
/// boundary returns for the source's tensor) does not refine the source's,
/// part by part as `memory::refine` compares them: the view (sizes, offset,
/// strides), which buffer it points into, whether that buffer is alive,
/// and the first element that differs, with both values. `None` when the
/// results are not memrefs or every part agrees.
pub fn result_difference<'c>(model: &Model<'c>, i: usize, s: &Encoded<'c, '_>, t: &Encoded<'c, '_>) -> Option<String> {
    let (sv, Val::MemRef(tv)) = (s.results.get(i)?, t.results.get(i)?) else { return None };
    let num = |b: &BV<'_>| model.eval_bv(b).to_u64().unwrap_or(0);
    let list = |v: &[BV<'_>]| v.iter().map(|b| num(b).to_string()).collect::<Vec<_>>().join(", ");
    let ty = t.result_types.get(i).map(|t| t.to_string()).unwrap_or_default();
    let head = format!("target result #{i} ({ty})");
    let sv = match sv {
        Val::MemRef(r) => r,
        // A bufferized boundary: the tensor is the memref's contents.
        Val::Tensor(es) => {
            let Some(Ty::Tensor(shape, elem)) = s.result_types.get(i) else { return None };
            if tv.sizes.iter().map(num).ne(shape.iter().copied()) {
                let shown = shape.iter().map(|n| n.to_string()).collect::<Vec<_>>().join(", ");
                return Some(format!("{head} has sizes [{}] where the source's tensor has [{shown}]", list(&tv.sizes)));
            }
            if !model.eval_bool(&t.memory.alive(tv)) {
                return Some(format!("{head} points into a buffer that is no longer alive"));
            }
            let w = tv.offset.width();
            let points = crate::semantics::memory::points(tv.block.ctx(), shape, w);
            let (k, tgt) = es.iter().zip(&points).enumerate().find_map(|(k, (e, idx))| {
                let v = t.memory.read(tv.block.ctx(), tv, idx)?;
                (!model.eval_bool(&e.refined_by(&v))).then_some((k, v))
            })?;
            let at = crate::semantics::vector::multi_index(k as u64, shape);
            let (sc, tc) = (concrete(model, &es[k]).describe(elem), concrete(model, &tgt).describe(elem));
            return Some(format!("{head} differs at {at:?}: target {tc}, source {sc}"));
        }
        _ => return None,
    };
    // The view: what `extract_strided_metadata` observes.
    for (what, a, b) in [
        ("sizes", &sv.sizes, &tv.sizes),
        ("offset", &vec![sv.offset.clone()], &vec![tv.offset.clone()]),
        ("strides", &sv.strides, &tv.strides),
    ] {
        if a.iter().map(num).ne(b.iter().map(num)) {
            let (x, y) = if what == "offset" {
                (list(b), list(a))
            } else {
                (format!("[{}]", list(b)), format!("[{}]", list(a)))
            };
            return Some(format!("{head} has {what} {x} where the source's has {y}"));
        }
    }
    // Which buffer: a view of the caller's buffer must be of the same one.
    let visible = |r: &MemRef<'_>| model.eval_bool(&Memory::visible(r));
    let (sb, tb) = (num(&sv.block), num(&tv.block));
    let name = |m: &Memory<'_>, id: u64| match m.block(id as u32) {
        Some(b) if b.kind.is_visible() => format!("the caller's buffer {}", b.name),
        Some(b) => format!("a buffer the function made ({})", b.name),
        None => "a buffer".to_string(),
    };
    if visible(sv) && (sb != tb || num(&sv.base) != num(&tv.base)) {
        let (sn, tn) = (name(&s.memory, sb), name(&t.memory, tb));
        let what = if sb == tb {
            format!(
                "points into {tn} at element {} where the source's points at element {}",
                num(&tv.base),
                num(&sv.base)
            )
        } else {
            format!("points into {tn} where the source's points into {sn}")
        };
        return Some(format!("{head} {what} (the caller sees which buffer a returned memref shares)"));
    }
    if !visible(sv) {
        if visible(tv) {
            return Some(format!(
                "{head} points into {} where the source's points into a buffer the function made (the caller \
                 writing through it would change its own)",
                name(&t.memory, tb)
            ));
        }
        if model.eval_bool(&s.memory.alive(sv)) && !model.eval_bool(&t.memory.alive(tv)) {
            return Some(format!("{head} points into a buffer that is no longer alive, where the source's is alive"));
        }
        // The contents (compared where the source's buffer is alive): the
        // first element of the view that differs.
        let sizes: Vec<u64> = sv.sizes.iter().map(num).collect();
        let n = sizes.iter().product::<u64>().min(MAX_SEARCHED);
        let smt = sv.block.ctx();
        let w = sv.offset.width();
        let elem = s.memory.block(sb as u32).map(|b| b.elem.clone()).unwrap_or(Ty::Index);
        let alive = model.eval_bool(&s.memory.alive(sv));
        for k in (0..n).take_while(|_| alive) {
            let at = crate::semantics::vector::multi_index(k, &sizes);
            let idx: Vec<BV<'c>> = at.iter().map(|x| BV::from_u64(smt, *x, w)).collect();
            let (Some(a), Some(b)) = (s.memory.read(smt, sv, &idx), t.memory.read(smt, tv, &idx)) else { break };
            if !model.eval_bool(&a.refined_by(&b)) {
                let (sc, tc) = (concrete(model, &a).describe(&elem), concrete(model, &b).describe(&elem));
                return Some(format!("{head} differs at {at:?}: target {tc}, source {sc}"));
            }
        }
    }
    // Two results that share a buffer in one function only.
    let block = |e: &Encoded<'c, '_>, k: usize| match e.results.get(k) {
        Some(Val::MemRef(r)) => Some(num(&r.block)),
        _ => None,
    };
    for j in 0..i {
        let (Some(sj), Some(tj)) = (block(s, j), block(t, j)) else { continue };
        if (sj == sb) != (tj == tb) {
            let what = if tj == tb { "shares" } else { "does not share" };
            let src = if sj == sb { "does" } else { "does not" };
            return Some(format!(
                "{head} {what} its buffer with result #{j}, where the source's {src} (a caller writing through \
                 one sees it through the other)"
            ));
        }
    }
    None
}
