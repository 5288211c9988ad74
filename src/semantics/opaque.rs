//! External calls that may see memory: a call to a function the module
//! only declares (or an unregistered op) that takes or returns a memref,
//! or any call in a module with a mutable `memref.global` (external code
//! may name a public global, and may call back a public function of the
//! module that reads or writes a private one; a private global no op
//! refers to is reached by nothing).
//!
//! Such a callee may read and write every element its memref arguments
//! view and every element of the mutable globals, and returns
//! unknown values; the same call in source and target, on the same inputs,
//! has the same effect and results. The *inputs* of a call are:
//! - its scalar arguments (vectors and tensors flattened);
//! - per memref argument, which buffer it is when the caller can name it
//!   (an argument's buffer or a global; 0 for a local one, whose address
//!   differs from run to run anyway), its offset, sizes and strides, and
//!   for each pair of memref arguments whether they share a buffer;
//! - the elements it reaches, as they are when the call is made: each
//!   argument's view, row-major, then each mutable global by name.
//!
//! The call's results, whether it returns, and the value it leaves in each
//! element it reaches (written where the buffer may be written) are
//! uninterpreted functions of its *digest*: an uninterpreted function of
//! the call's position in the sequence of events and of its inputs, each
//! input a poison flag and a value (0 where poison). Equal inputs give
//! equal digests, and the solver may give different inputs different
//! digests (64 bits are plenty for the few calls of a query), so every
//! deterministic callee is one interpretation of the functions, and every
//! interpretation is a deterministic callee: the encoding is exact, with
//! one exception below.
//!
//! The inputs are observable (a callee may print them): property 2 asks
//! that the target's call see inputs that refine the source's, as for the
//! arguments of other calls (poison in the source, an uninitialised
//! element, allows any value). The exception: where the source's input is
//! poison and the target's a value, a real source could have seen that
//! value and behaved as the target does, but the digests differ. A
//! counterexample where that happens at a call both sides make is
//! therefore searched again without it, and reported only if one exists
//! (`refinement::Matched::exact`, `refine::confirm`); otherwise the check
//! is inconclusive.
//!
//! Choices and limits, each unsupported by name beyond them: a callee
//! reaches only the elements of the views it is given (not the rest of
//! their buffers), frees and allocates nothing the caller sees, and has no
//! UB of its own; views of static sizes only; at most
//! [`MAX_CALL_ELEMENTS`] elements; a memref result is a fresh buffer the
//! callee allocated (identity layout, static shape; it may be freed with
//! `memref.dealloc`), never a view of an argument or a global; no such
//! call inside a parallel loop (its race check sees loads and stores only).

use super::encode::Encoder;
use super::memory::{Contents, Kind, MemRef, Memory};
use super::{IntVal, Ty, Unsupported, Val};
use crate::ir::Op;
use crate::smt::{BV, Bool, Func, Sort, Term};

/// The most elements a call sees (or prints) one by one.
pub const MAX_CALL_ELEMENTS: u64 = 1024;

/// Width of a digest.
const DIGEST_W: u32 = 64;

/// The digest a call's outputs are functions of (see the module comment).
#[derive(Clone, Debug)]
pub struct Digest<'c> {
    pub value: BV<'c>,
}

/// What a call reaches: one view (an argument's, or a global's) and the
/// indices of its elements.
struct Reached<'c> {
    view: MemRef<'c>,
    elem: Ty,
    points: Vec<Vec<BV<'c>>>,
    /// How messages name it: `argument #1`, `@g`.
    name: String,
}

impl<'c, 'a> Encoder<'c, '_, 'a> {
    /// Whether a call `op` with `args` may see memory (see the module
    /// comment).
    pub(super) fn sees_memory(&self, op: Op<'a>, args: &[Val<'c>]) -> bool {
        let memref_result = op.results().iter().any(|r| r.ty().is_memref() || r.ty().is_unranked_memref());
        memref_result || args.iter().any(|a| matches!(a, Val::MemRef(_))) || !self.mutable_globals().is_empty()
    }

    /// The mutable globals of the module, by name: the public ones, and
    /// the private ones some op of the module refers to (one nothing
    /// refers to no callback can reach, and `symbol-dce` may drop it).
    fn mutable_globals(&self) -> Vec<Op<'a>> {
        let mut m = self.func.parent();
        while let Some(op) = m {
            if op.is_symbol_table() {
                let mut gs: Vec<Op<'a>> = op
                    .body_ops()
                    .into_iter()
                    .filter(|g| g.name() == "memref.global" && !g.has_attr("constant"))
                    .collect();
                if gs.iter().any(|g| g.visibility() != "public") {
                    let uses = op.all_symbol_uses();
                    let used = |g: &Op<'a>| uses.as_ref().is_none_or(|us| us.iter().any(|u| u.symbol == *g));
                    gs.retain(|g| g.visibility() == "public" || used(g));
                }
                gs.sort_by_key(|g| g.symbol_name().unwrap_or_default().to_string());
                return gs;
            }
            m = op.parent();
        }
        vec![]
    }

    /// What the call reaches: each memref argument's view, then each
    /// mutable global (counted before anything is built).
    fn reached(&mut self, op: Op<'a>, name: &str, args: &[Val<'c>]) -> Result<Vec<Reached<'c>>, Unsupported> {
        let at = |m: String| Unsupported::new(m).at(op.loc());
        // (view, or the global to make a view of; element; shape; name)
        type Part<'c, 'a> = (Result<MemRef<'c>, (Op<'a>, super::memory::MemTy)>, Ty, Vec<u64>, String);
        let mut parts: Vec<Part<'c, 'a>> = Vec::new();
        for (k, (a, v)) in args.iter().zip(op.operands()).enumerate() {
            let Val::MemRef(r) = a else { continue };
            if r.bytes.is_some() {
                return Err(at(format!("a call to {name} with a memref.view of bytes as another element type")));
            }
            let elem = v.ty().element_type().map(Ty::of).filter(Ty::is_scalar).ok_or_else(|| {
                at(format!("a call to {name} with a memref of {} (only scalar elements are modelled)", v.ty()))
            })?;
            let shape = static_sizes(r)
                .ok_or_else(|| at(format!("a call to {name} with a memref of dynamic sizes ({})", v.ty())))?;
            parts.push((Ok(r.clone()), elem, shape, format!("argument #{k}")));
        }
        for g in self.mutable_globals() {
            let gname = g.symbol_name().unwrap_or_default().to_string();
            let ty = g.attr("type").and_then(|a| a.type_value()).map(Ty::of);
            let Some(Ty::MemRef(m)) = ty else {
                return Err(at(format!("a call to {name} in a module with global @{gname} of a type not modelled")));
            };
            let shape = m.static_shape().ok_or_else(|| at(format!("global @{gname} of dynamic shape")))?;
            parts.push((Err((g, m.clone())), (*m.elem).clone(), shape, format!("@{gname}")));
        }
        let count = parts.iter().fold(0u64, |n, p| n.saturating_add(p.2.iter().product::<u64>()));
        if count > MAX_CALL_ELEMENTS {
            return Err(at(format!(
                "a call to {name} that reaches {count} elements of memory (more than {MAX_CALL_ELEMENTS} are not \
                 compared one by one)"
            )));
        }
        let mut out = Vec::new();
        for (view, elem, shape, pname) in parts {
            let view = match view {
                Ok(r) => r,
                Err((g, m)) => self.global_block(op, &pname[1..], g, &m)?,
            };
            let points = super::memory::points(self.cx.smt, &shape, self.cx.cfg.index_bits);
            out.push(Reached { view, elem, points, name: pname });
        }
        Ok(out)
    }

    /// An external call that may see memory (see the module comment).
    pub(super) fn memory_call(&mut self, op: Op<'a>, name: String, args: Vec<Val<'c>>) -> Result<(), Unsupported> {
        let smt = self.cx.smt;
        if self.mem.log.is_some() {
            return Err(
                Unsupported::new(format!("a call to {name} that may see memory inside a parallel loop")).at(op.loc())
            );
        }
        let reached = self.reached(op, &name, &args)?;
        // The inputs, with their names for messages.
        let mut inputs: Vec<Val<'c>> = Vec::new();
        let mut labels: Vec<String> = Vec::new();
        let defined = |b: BV<'c>| Val::Int(IntVal::new(b, Bool::from_bool(smt, false)));
        let views: Vec<(usize, &MemRef<'c>)> = args
            .iter()
            .enumerate()
            .filter_map(|(k, a)| if let Val::MemRef(r) = a { Some((k, r)) } else { None })
            .collect();
        for (k, a) in args.iter().enumerate() {
            if !matches!(a, Val::MemRef(_)) {
                for (l, lane) in a.lanes().into_iter().enumerate() {
                    inputs.push(lane.clone());
                    labels.push(if a.elements().is_some() {
                        format!("argument #{k} lane {l}")
                    } else {
                        format!("argument #{k}")
                    });
                }
            }
        }
        for (k, r) in &views {
            let local = BV::zero(smt, super::memory::BLOCK_W);
            inputs.push(defined(BV::ite(&Memory::visible(r), &r.block, &local)));
            labels.push(format!("the buffer of argument #{k}"));
            inputs.push(defined((&r.base + &r.offset).simplified()));
            labels.push(format!("the offset of argument #{k}"));
            for (d, s) in r.sizes.iter().enumerate() {
                inputs.push(defined(s.clone()));
                labels.push(format!("size {d} of argument #{k}"));
            }
            for (d, s) in r.strides.iter().enumerate() {
                inputs.push(defined(s.clone()));
                labels.push(format!("stride {d} of argument #{k}"));
            }
        }
        for (i, (j, a)) in views.iter().enumerate() {
            for (k, b) in &views[i + 1..] {
                let shared = super::int::bool_to_i1(&self.cx, &a.block.eq(&b.block));
                inputs.push(defined(shared));
                labels.push(format!("whether arguments #{j} and #{k} share a buffer"));
            }
        }
        for r in &reached {
            for p in &r.points {
                let v = self.mem.read(smt, &r.view, p).ok_or_else(|| {
                    Unsupported::new(format!("a call to {name} with a memref of no buffer")).at(op.loc())
                })?;
                inputs.push(v);
                labels.push(format!("element {} of {}", show_point(p), r.name));
            }
        }
        // The digest of the inputs at this position.
        let index = self.event_index();
        let floats = super::float::floats(&self.cx);
        let mut domain = vec![Sort::BV(32)];
        let mut terms: Vec<Term<'c>> = vec![index.term().clone()];
        for v in &inputs {
            // A poison input is its flag alone (its value is 0).
            match v {
                Val::Int(x) => {
                    domain.push(Sort::BV(x.width()));
                    terms.push(BV::ite(&x.poison, &BV::zero(smt, x.width()), &x.bits).simplified().term().clone());
                }
                Val::Float(x) => {
                    let f = x.v.format();
                    domain.push(floats.sort(f));
                    terms.push(floats.ite(&x.poison, &floats.constant(f, 0.0), &x.v).term().clone());
                }
                _ => unreachable!("inputs are scalars"),
            }
            domain.push(Sort::Bool);
            terms.push(v.poison().term().clone());
        }
        let refs: Vec<&Term<'c>> = terms.iter().collect();
        let value =
            BV::from_term(Func::new(smt, &format!("call {name} digest"), &domain, Sort::BV(DIGEST_W)).apply(&refs));
        let d = [value.term()];
        let dsort = [Sort::BV(DIGEST_W)];
        // Results.
        let mut results = Vec::new();
        for (k, res) in op.results().iter().enumerate() {
            let ty = Ty::of(res.ty());
            if let Ty::MemRef(m) = &ty {
                results.push(self.returned_buffer(op, &name, k, m, &value)?);
                continue;
            }
            if res.ty().is_unranked_memref() {
                return Err(Unsupported::new(format!("a call to {name} returning an unranked memref")).at(op.loc()));
            }
            let mut lanes = Vec::new();
            for l in 0..ty.lanes() {
                let label = format!("call {name} result {k}.{l} of its digest");
                let v = if let Ty::Float(_) = ty.elem() {
                    let f = self
                        .cx
                        .float_format(ty.elem(), || format!("result type {ty} of a call"))
                        .map_err(|e| e.at(op.loc()))?;
                    let t = Func::new(smt, &label, &dsort, floats.sort(f)).apply(&d);
                    Val::Float(super::float::FloatVal::new(floats.from_term(t, f), self.cx.ff()))
                } else {
                    let wd = self
                        .cx
                        .int_width(ty.elem(), || format!("result type {ty} of a call"))
                        .map_err(|e| e.at(op.loc()))?;
                    Val::Int(IntVal::new(
                        BV::from_term(Func::new(smt, &label, &dsort, Sort::BV(wd)).apply(&d)),
                        self.cx.ff(),
                    ))
                };
                lanes.push(v);
            }
            results.push(Val::aggregate(&ty, lanes));
        }
        let returns = Bool::from_term(
            Func::new(smt, &format!("call {name} returns from its digest"), &dsort, Sort::Bool).apply(&d),
        );
        let guard = self.path.clone();
        let digest = Some(Digest { value: value.clone() });
        self.calls.push(super::func::CallEvent {
            op,
            guard,
            index,
            callee: name.clone(),
            args: inputs,
            labels,
            print: None,
            digest,
        });
        let stops = &self.path & !&returns;
        self.abort_sites.push((op, stops));
        self.path = &self.path & returns;
        // What the call leaves in each element it reaches.
        let slot_sorts = [Sort::BV(DIGEST_W), Sort::BV(32)];
        let mut slot = 0u64;
        for r in &reached {
            for p in &r.points {
                let s = BV::from_u64(smt, slot, 32);
                let label = format!("call {name} memory");
                let v = super::memory::call::call_contents(
                    &self.cx,
                    &r.elem,
                    &label,
                    &slot_sorts,
                    &[value.term(), s.term()],
                )
                .map_err(|e| e.at(op.loc()))?;
                let guard = self.path.clone();
                self.mem.call_write(&guard, &r.view, p, v);
                slot += 1;
            }
        }
        self.finish(op, results)
    }

    /// Result `k` of a call, a memref of type `m`: a fresh buffer the
    /// callee allocated, its contents functions of the digest.
    fn returned_buffer(
        &mut self,
        op: Op<'a>,
        name: &str,
        k: usize,
        m: &super::memory::MemTy,
        digest: &BV<'c>,
    ) -> Result<Val<'c>, Unsupported> {
        let smt = self.cx.smt;
        let shape = m.static_shape().filter(|_| m.is_identity()).ok_or_else(|| {
            Unsupported::new(format!("a call to {name} returning {m} (only static shapes with the identity layout)"))
                .at(op.loc())
        })?;
        let n: u64 = shape.iter().product();
        if n > MAX_CALL_ELEMENTS {
            return Err(Unsupported::new(format!("a call to {name} returning {n} elements")).at(op.loc()));
        }
        let sorts = [Sort::BV(DIGEST_W), Sort::BV(32)];
        let label = format!("call {name} result {k} memory");
        let elems = (0..n)
            .map(|p| {
                let at = BV::from_u64(smt, p, 32);
                super::memory::call::call_contents(&self.cx, &m.elem, &label, &sorts, &[digest.term(), at.term()])
            })
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| e.at(op.loc()))?;
        let contents = if elems.is_empty() {
            Contents::Value(self.cx.poison_of(&m.elem, || "an empty buffer".into())?)
        } else {
            Contents::Elements(elems)
        };
        let w = self.cx.cfg.index_bits;
        let sizes = shape.iter().map(|d| BV::from_u64(smt, *d, w)).collect();
        let what = format!("the buffer {name} returned");
        let guard = self.path.clone();
        let view = self.mem.allocate(&self.cx, &guard, Kind::Alloc, &m.elem, sizes, what, contents);
        Ok(Val::MemRef(view))
    }
}

/// The sizes of a view, when they are constants.
pub(super) fn static_sizes(r: &MemRef<'_>) -> Option<Vec<u64>> {
    r.sizes.iter().map(|s| s.simplified().as_const().and_then(|b| b.to_u64())).collect()
}

/// `[1, 2]`, for messages.
fn show_point(p: &[BV<'_>]) -> String {
    let xs: Vec<String> =
        p.iter().map(|b| b.as_const().and_then(|c| c.to_u64()).map_or("?".into(), |v| v.to_string())).collect();
    format!("[{}]", xs.join(", "))
}
