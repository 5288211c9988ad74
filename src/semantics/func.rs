//! `func` dialect (mlir/Dialect/Func/IR/FuncOps.td).
//!
//! `func.return` leaves a function body (an exit of the region walk).
//! `func.call` to a function defined in the same module is inlined: its
//! body is encoded with the call's arguments. Recursion is unrolled up to
//! `MAX_CALL_DEPTH` nested calls of one callee; deeper calls are cut and the
//! check is bounded.
//!
//! A call to a function the module only declares is an *external call*,
//! modelled as Alive2 models calls to unknown functions:
//! - calls are observable: the target must make the same calls as the
//!   source, to the same callees, in the same order, with arguments that
//!   refine the source's (checked in `refine`);
//! - the k-th call's results, and whether it returns at all, are
//!   uninterpreted functions of k and of the argument values, shared by
//!   source and target, so matching calls give matching results;
//! - a call that does not return ends execution, an observable outcome
//!   like an abort;
//! - if an argument is poison, the results are poison (the callee may see
//!   any value there), and whether it returns is the caller's free
//!   choice (so a target passing a value there can match); callees are
//!   assumed free of UB of their own: with
//!   the call sequences matched, any UB a target call could have, the
//!   matching source call could have too.
//!
//! A call that may see memory (a memref argument or result, or a module
//! with a mutable global) is modelled in `opaque.rs`: its outputs
//! are functions of the contents it reaches. A call to a print function of
//! MLIR's runner utilities (`printI64`, `printMemrefF32`, ...) is a print
//! event (`print.rs`). Calls and prints are one sequence of events.
//!
//! An unregistered op (parsed with --allow-unregistered-dialect) without
//! regions or successors is an external call too, to a callee named by the
//! op and its attributes: MLIR gives such ops unknown side effects, so
//! passes may not remove, duplicate or reorder them either. Attributes
//! whose names start with `__` are analysis annotations (the encoder's
//! choice), not part of the callee.

use super::encode::Encoder;
use super::ops::{OpSpec, structured};
use super::{IntVal, Ty, Unsupported, Val};
use crate::ir::Op;
use crate::smt::{BV, Bool, Func, Sort};

/// Handled by the encoder: `func.call` as an op (inlined, so it unrolls a
/// recursion), `func.return` as the exit of a function body.
pub(super) const OPS: &[OpSpec] = &[structured("func.call").unrolls(), structured("func.return")];

/// An event of a function's trace: an external call, or a print (see
/// `print.rs`).
pub struct CallEvent<'c, 'a> {
    pub op: Op<'a>,
    /// When the call is made.
    pub guard: Bool<'c>,
    /// How many events came before it (32 bits).
    pub index: BV<'c>,
    pub callee: String,
    /// What the callee sees: the argument values, vectors flattened (for a
    /// call that sees memory, also its views and the elements they reach,
    /// see `opaque.rs`; for a print, the values printed).
    pub args: Vec<Val<'c>>,
    /// What each argument is, for messages (empty: by position).
    pub labels: Vec<String>,
    /// For a print, what it prints; `None` for a call.
    pub print: Option<super::print::Print>,
    /// For a call that sees memory, the digest its outputs are functions
    /// of (see `opaque.rs`).
    pub digest: Option<super::opaque::Digest<'c>>,
}

/// How many nested calls of the same function are inlined.
pub const MAX_CALL_DEPTH: usize = 8;

impl<'c, 'a> Encoder<'c, '_, 'a> {
    /// Returns whether `op` was handled.
    pub(super) fn func_op(&mut self, op: Op<'a>) -> Result<bool, Unsupported> {
        match op.name() {
            "func.call" => self.call(op)?,
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// The function named `name` in the symbol table that holds the caller
    /// (a `builtin.module`, a `gpu.module`, ...), if it defines one.
    fn callee(&self, name: &str) -> Option<Op<'a>> {
        let mut m = self.func.parent();
        while let Some(op) = m {
            if op.is_symbol_table() {
                return op.body_ops().into_iter().find(|f| f.symbol_name() == Some(name) && f.name() == "func.func");
            }
            m = op.parent();
        }
        None
    }

    fn call(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
        let name = op
            .attr("callee")
            .and_then(|a| a.flat_symbol())
            .ok_or_else(|| Unsupported::new("func.call without a callee").at(op.loc()))?
            .to_string();
        let args = self.values(op)?;
        let Some(callee) = self.callee(&name) else {
            return Err(Unsupported::new(format!("call to '@{name}', which the module does not declare")).at(op.loc()));
        };
        if callee.region(0).is_empty() {
            if self.runner_print(op, &name, callee, &args)? {
                return self.finish(op, vec![]);
            }
            return self.external_call(op, format!("@{name}"), args);
        }
        let depth = self.inlining.iter().filter(|n| **n == name).count();
        if depth >= MAX_CALL_DEPTH {
            let what = format!("recursion up to {MAX_CALL_DEPTH} nested calls (a fixed depth)");
            let always = self.cx.tt();
            self.bound(op, super::encode::BoundKind::Recursion, what, always);
            let results = op.results().iter().map(|r| self.poison_of(&Ty::of(r.ty()), op)).collect::<Result<_, _>>()?;
            return self.finish(op, results);
        }
        // The callee's values live in the same environment; a recursive
        // call would overwrite the caller's, so the caller's are restored.
        let saved = self.env.clone();
        self.inlining.push(name);
        let exits = self.region(callee.region(0), &args);
        self.inlining.pop();
        self.env = saved;
        let exits = exits?;
        super::scf::expect_exits(&exits, "func.return")?;
        let results = if op.num_results() == 0 {
            vec![]
        } else if exits.is_empty() {
            op.results().iter().map(|r| self.poison_of(&Ty::of(r.ty()), op)).collect::<Result<_, _>>()?
        } else {
            self.merge_exits(&exits)?
        };
        self.continue_after(&exits, None);
        self.finish(op, results)
    }
}

impl<'c, 'a> Encoder<'c, '_, 'a> {
    /// The position of the next event in the sequence of events (external
    /// calls and prints): how many were made before it, on the path taken.
    pub(super) fn event_index(&self) -> BV<'c> {
        let smt = self.cx.smt;
        match self.calls.last() {
            None => BV::zero(smt, 32),
            Some(e) => {
                let one = BV::from_u64(smt, 1, 32);
                BV::from_term((&e.index + &BV::ite(&e.guard, &one, &BV::zero(smt, 32))).term().simplify())
            }
        }
    }

    /// An unregistered op, as a call (see the module comment).
    pub(super) fn opaque_op(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
        // Attributes named `__..` are annotations of an analysis, not part
        // of what the op is (one-shot-bufferize's `test-analysis-only`
        // writes `__inplace_operands_attr__` on every op it analyses).
        let attrs: Vec<String> =
            op.attrs().iter().filter(|(n, _)| !n.starts_with("__")).map(|(n, a)| format!("{n} = {a}")).collect();
        let callee = if attrs.is_empty() {
            format!("'{}'", op.name())
        } else {
            format!("'{}' {{{}}}", op.name(), attrs.join(", "))
        };
        let args = self.values(op)?;
        self.external_call(op, callee, args)
    }

    /// A call to a declared function or an opaque op (see the module
    /// comment). `name` is how the callee is shown: `@f`, or `'dialect.op'`.
    fn external_call(&mut self, op: Op<'a>, name: String, args: Vec<Val<'c>>) -> Result<(), Unsupported> {
        let smt = self.cx.smt;
        if args.iter().any(|a| a.is_lazy()) {
            return Err(Unsupported::new(format!(
                "a call to {name} with a large tensor argument (its elements are not encoded one by one)"
            ))
            .at(op.loc()));
        }
        if self.sees_memory(op, &args) {
            return self.memory_call(op, name, args);
        }
        let scalars: Vec<Val<'c>> = args.iter().flat_map(|a| a.lanes()).cloned().collect();
        let floats = || super::float::floats(&self.cx);
        let sort_of = |v: &Val<'c>| match v {
            Val::Int(x) => Sort::BV(x.width()),
            Val::Float(x) => floats().sort(x.v.format()),
            Val::Vector(_) | Val::Tensor(_) | Val::Lazy(_) | Val::MemRef(_) => {
                unreachable!("vectors and tensors are flattened")
            }
        };
        let index = self.event_index();
        let mut domain = vec![Sort::BV(32)];
        domain.extend(scalars.iter().map(sort_of));
        let mut inputs = vec![index.term().clone()];
        inputs.extend(scalars.iter().map(|v| match v {
            Val::Int(x) => x.bits.term().clone(),
            Val::Float(x) => x.v.term().clone(),
            Val::Vector(_) | Val::Tensor(_) | Val::Lazy(_) | Val::MemRef(_) => {
                unreachable!("vectors and tensors are flattened")
            }
        }));
        let inputs: Vec<_> = inputs.iter().collect();
        let any_poison = Bool::or_all(smt, scalars.iter().map(|v| v.poison()));

        let mut results = Vec::new();
        for (r, res) in op.results().iter().enumerate() {
            let ty = Ty::of(res.ty());
            let lanes = ty.lanes();
            let mut vals = Vec::new();
            for lane in 0..lanes {
                let label = format!("call {name} result {r}.{lane}");
                let v = if let Ty::Float(_) = ty.elem() {
                    let f = self
                        .cx
                        .float_format(ty.elem(), || format!("result type {ty} of a call"))
                        .map_err(|e| e.at(op.loc()))?;
                    let func = Func::new(smt, &label, &domain, floats().sort(f));
                    Val::Float(super::float::FloatVal::new(
                        floats().from_term(func.apply(&inputs), f),
                        any_poison.clone(),
                    ))
                } else {
                    let w = self
                        .cx
                        .int_width(ty.elem(), || format!("result type {ty} of a call"))
                        .map_err(|e| e.at(op.loc()))?;
                    let func = Func::new(smt, &label, &domain, Sort::BV(w));
                    Val::Int(IntVal::new(BV::from_term(func.apply(&inputs)), any_poison.clone()))
                };
                vals.push(v);
            }
            results.push(Val::aggregate(&ty, vals));
        }
        let returns = Func::new(smt, &format!("call {name} returns"), &domain, Sort::Bool);
        let returns = Bool::from_term(returns.apply(&inputs));
        let returns = if any_poison.is_false() {
            returns
        } else {
            let free = super::int::i1_to_bool(&self.cx.shared.choice(smt, "call returns", 1));
            any_poison.ite(&free, &returns)
        };
        let guard = self.path.clone();
        let event =
            CallEvent { op, guard, index, callee: name, args: scalars, labels: vec![], print: None, digest: None };
        self.calls.push(event);
        let stops = &self.path & !&returns;
        self.abort_sites.push((op, stops));
        self.path = &self.path & returns;
        self.finish(op, results)
    }
}
