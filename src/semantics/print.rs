//! Programs that print: `vector.print` (VectorOps.td) and the print
//! functions of MLIR's runner utilities (`mlir/ExecutionEngine/`
//! `CRunnerUtils.h`, `RunnerUtils.h`, `Float16bits.h`), which tests and bug
//! reports declare (`func.func private @printMemrefF32(memref<*xf32>)`) and
//! call. Output is observable (ARCHITECTURE.md, Semantic rules): a trace of events.
//!
//! A print is an *event* of the sequence external calls are in (a callee
//! may print too, so their order matters): one event per call the program
//! makes to the runtime once lowered. `vector.print` is "decomposed into
//! elementary printing method calls" (VectorOps.td), which is what
//! `convert-vector-to-scf` and `convert-vector-to-llvm` do, and what is
//! modelled here: a vector prints `printOpen`, its elements rank by rank
//! separated by `printComma`, `printClose` (a 0-D vector too); then the
//! `punctuation` (`newline` by default, none for `no_punctuation`);
//! `str "..."` prints the string alone. An element prints through
//! `printI64` (signless and signed integers up to 64 bits, sign-extended;
//! `i1` zero-extended "so that true/false is printed as 1/0"), `printU64`
//! (unsigned integers, `index`), `printF32`, `printF64`, `printF16`,
//! `printBF16`; other types have no printer (unsupported, named).
//!
//! An event records what is printed: its kind (an integer, an f32, `( `,
//! a string, `printMemrefF32`, ...) and its values. `printI64` and
//! `printU64` make one kind, a 65-bit number (sign- or zero-extended), so
//! that two integer prints agree exactly when their texts do. A memref
//! print records its offset, sizes, strides and every element, read from
//! memory when the call is made (UB if the buffer is dead); the address it
//! also prints is not compared (it differs from run to run);
//! `printMemrefShape*` prints the same without the elements. The target
//! must print the source's events in order, each of the same kind with
//! values that refine the source's (property 2): where the source prints
//! poison (uninitialised memory, an overflow) the target may print
//! anything there, the choice external calls make for their arguments.
//! Floats compare as values (one NaN, ±0 apart): the `%g` text rounds, so
//! two floats that differ in the seventh digit are different events even
//! though their texts agree. A print always returns. Complex memrefs
//! (`printMemrefC32`) and `printString` (a pointer) are not modelled.

use super::encode::Encoder;
use super::memory::MemRef;
use super::ops::{OpSpec, structured};
use super::{IntVal, Ty, Unsupported, Val};
use crate::ir::{FloatKind, Op};
use crate::smt::{BV, Format};

/// Handled by the encoder (an output event).
pub(super) const OPS: &[OpSpec] = &[structured("vector.print")];

/// What a print event prints (its kind; the values are the event's
/// arguments).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Print {
    /// `printI64`/`printU64`: one argument, the number in 65 bits.
    Int,
    /// `printF32`, `printF64`, `printF16`, `printBF16`: one argument.
    Float(Format),
    /// `printOpen` (`( `), `printClose` (` )`), `printComma` (`, `),
    /// `printNewline`.
    Open,
    Close,
    Comma,
    Newline,
    /// `vector.print str "..."`.
    Str(String),
    /// A memref print (`callee`): the arguments are the offset, the sizes
    /// and the strides, then (when `data`) the elements of `shape`,
    /// row-major.
    Memref {
        callee: String,
        shape: Vec<u64>,
        data: bool,
    },
    /// `printFlops`: one f64.
    Flops,
}

impl Print {
    /// The event's callee, as calls name theirs (events of different
    /// callees never match).
    pub fn callee(&self) -> String {
        match self {
            Print::Int => "print of an integer".into(),
            Print::Float(f) => format!("print of an {}", super::float::format_name(*f)),
            Print::Open => "print of '( '".into(),
            Print::Close => "print of ' )'".into(),
            Print::Comma => "print of ', '".into(),
            Print::Newline => "print of a newline".into(),
            Print::Str(s) => format!("print of {s:?}"),
            Print::Memref { callee, .. } => format!("@{callee}"),
            Print::Flops => "@printFlops".into(),
        }
    }
}

/// A runner-utility print function, by name: what it prints and the
/// argument types it takes (`None` for a memref of element `elem`).
enum Runner {
    /// A scalar printer: its event and its one argument's type (none for
    /// punctuation).
    Scalar(Print, Option<Ty>),
    /// `printMemref*` (`data`) or `printMemrefShape*`, of this element
    /// type and, for the `1dF32`-style names, this rank.
    Memref { elem: Ty, rank: Option<usize>, data: bool },
    /// Known, but not modelled (complex numbers, pointers).
    Unmodelled(&'static str),
}

/// The element type a `printMemref` name ends with.
fn memref_elem(suffix: &str) -> Option<Result<Ty, &'static str>> {
    Some(Ok(match suffix {
        "I8" => Ty::Int(8),
        "I16" => Ty::Int(16),
        "I32" => Ty::Int(32),
        "I64" => Ty::Int(64),
        "F16" => Ty::Float(FloatKind::F16),
        "BF16" => Ty::Float(FloatKind::BF16),
        "F32" => Ty::Float(FloatKind::F32),
        "F64" => Ty::Float(FloatKind::F64),
        "Ind" => Ty::Index,
        "C32" | "C64" => return Some(Err("a memref of complex numbers")),
        _ => return None,
    }))
}

fn runner(name: &str) -> Option<Runner> {
    let f = |k| Ty::Float(k);
    let scalar = |p, t| Some(Runner::Scalar(p, t));
    match name {
        "printI64" | "printU64" => return scalar(Print::Int, Some(Ty::Int(64))),
        "printF32" => return scalar(Print::Float(Format::F32), Some(f(FloatKind::F32))),
        "printF64" => return scalar(Print::Float(Format::F64), Some(f(FloatKind::F64))),
        "printF16" => return scalar(Print::Float(Format::F16), Some(Ty::Int(16))),
        "printBF16" => return scalar(Print::Float(Format::BF16), Some(Ty::Int(16))),
        "printOpen" => return scalar(Print::Open, None),
        "printClose" => return scalar(Print::Close, None),
        "printComma" => return scalar(Print::Comma, None),
        "printNewline" => return scalar(Print::Newline, None),
        "printFlops" => return scalar(Print::Flops, Some(f(FloatKind::F64))),
        "printString" => return Some(Runner::Unmodelled("a string given by a pointer")),
        _ => {}
    }
    let (rest, data) = match name.strip_prefix("printMemrefShape") {
        Some(r) => (r, false),
        None => (name.strip_prefix("printMemref")?, true),
    };
    // `printMemref1dF32`, `printMemref0dF32`, ...: a ranked memref.
    let (rank, suffix) = match rest.as_bytes() {
        [d @ b'0'..=b'9', b'd', ..] => (Some((d - b'0') as usize), &rest[2..]),
        _ => (None, rest),
    };
    match memref_elem(suffix)? {
        Ok(elem) => Some(Runner::Memref { elem, rank, data }),
        Err(why) => Some(Runner::Unmodelled(why)),
    }
}

impl<'c, 'a> Encoder<'c, '_, 'a> {
    /// Encodes `op` when it is `vector.print` (then `true`).
    pub(super) fn print_op(&mut self, op: Op<'a>) -> Result<bool, Unsupported> {
        if op.name() != "vector.print" {
            return Ok(false);
        }
        self.vector_print(op)?;
        Ok(true)
    }

    /// `vector.print` (see the module comment).
    fn vector_print(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
        if let Some(s) = op.attr("stringLiteral").and_then(|a| a.string()) {
            // The lowering prints the string and no punctuation.
            self.print_event(op, Print::Str(s.to_string()), vec![]);
            return self.finish(op, vec![]);
        }
        if op.num_operands() == 1 {
            let v = self.value(op.operand(0), op)?;
            let ty = Ty::of(op.operand(0).ty());
            match (&ty, &v) {
                (Ty::Vector(shape, e), Val::Vector(lanes)) => self.print_vector(op, shape, e, lanes)?,
                (Ty::Vector(..), _) => {
                    return Err(Unsupported::new("vector.print of a vector without lanes").at(op.loc()));
                }
                _ => self.print_scalar(op, &v, &ty)?,
            }
        }
        let punctuation = op.attr("punctuation").map(|a| a.to_string()).unwrap_or_default();
        let end = [
            ("no_punctuation", None),
            ("comma", Some(Print::Comma)),
            ("open", Some(Print::Open)),
            ("close", Some(Print::Close)),
        ]
        .into_iter()
        .find(|(k, _)| punctuation.contains(&format!("<{k}>")))
        .map_or(Some(Print::Newline), |(_, p)| p);
        if let Some(p) = end {
            self.print_event(op, p, vec![]);
        }
        self.finish(op, vec![])
    }

    /// A vector of `shape`: `( `, each row (a sub-vector, or an element at
    /// the last rank) separated by `, `, then ` )`.
    fn print_vector(&mut self, op: Op<'a>, shape: &[u64], e: &Ty, lanes: &[Val<'c>]) -> Result<(), Unsupported> {
        self.print_event(op, Print::Open, vec![]);
        match shape.split_first() {
            None => self.print_scalar(op, &lanes[0], e)?,
            Some((n, rest)) => {
                let chunk = rest.iter().product::<u64>() as usize;
                for (i, row) in lanes.chunks(chunk.max(1)).take(*n as usize).enumerate() {
                    if i > 0 {
                        self.print_event(op, Print::Comma, vec![]);
                    }
                    if rest.is_empty() {
                        self.print_scalar(op, &row[0], e)?;
                    } else {
                        self.print_vector(op, rest, e, row)?;
                    }
                }
            }
        }
        self.print_event(op, Print::Close, vec![]);
        Ok(())
    }

    /// One element, through the printer its type lowers to.
    fn print_scalar(&mut self, op: Op<'a>, v: &Val<'c>, ty: &Ty) -> Result<(), Unsupported> {
        let no_printer = || {
            Unsupported::new(format!("vector.print of {ty}: its lowering has no runtime printer for it")).at(op.loc())
        };
        let int = |v: &Val<'c>, signed: bool| -> Result<Val<'c>, Unsupported> {
            let x = v.as_int().ok_or_else(no_printer)?;
            let extra = 65 - x.width();
            let bits = if signed { x.bits.sext(extra) } else { x.bits.zext(extra) };
            Ok(Val::Int(IntVal::new(bits.simplified(), x.poison.clone())))
        };
        let (p, arg) = match ty {
            Ty::Int(1) => (Print::Int, int(v, false)?),
            Ty::Int(w) | Ty::SInt(w) if *w <= 64 => (Print::Int, int(v, true)?),
            Ty::UInt(w) if *w <= 64 => (Print::Int, int(v, false)?),
            Ty::Index if self.cx.cfg.index_bits <= 64 => (Print::Int, int(v, false)?),
            Ty::Float(k) => match (super::float::format_of(*k), v) {
                (Some(f), Val::Float(_)) => (Print::Float(f), v.clone()),
                _ => return Err(no_printer()),
            },
            _ => return Err(no_printer()),
        };
        self.print_event(op, p, vec![arg]);
        Ok(())
    }

    /// Records a print event on the current path.
    fn print_event(&mut self, op: Op<'a>, p: Print, args: Vec<Val<'c>>) {
        let index = self.event_index();
        let callee = p.callee();
        self.calls.push(super::func::CallEvent {
            op,
            guard: self.path.clone(),
            index,
            callee,
            args,
            labels: vec![],
            print: Some(p),
            digest: None,
        });
    }

    /// A call to the runner utility `name`, declared by `decl`: its print
    /// events. `Ok(false)` when `name` is not a print function of the
    /// runner utilities.
    pub(super) fn runner_print(
        &mut self,
        op: Op<'a>,
        name: &str,
        decl: Op<'a>,
        args: &[Val<'c>],
    ) -> Result<bool, Unsupported> {
        let Some(r) = runner(name) else { return Ok(false) };
        let at = |m: String| Unsupported::new(m).at(op.loc());
        let (ins, outs) = decl
            .attr("function_type")
            .and_then(|a| a.type_value())
            .and_then(|t| t.function_io())
            .ok_or_else(|| at(format!("@{name} without a function type")))?;
        let ins: Vec<crate::ir::Type<'a>> = ins;
        let mismatch = || at(format!("@{name} declared with a type its runner utility does not have"));
        if !outs.is_empty() {
            return Err(mismatch());
        }
        match r {
            Runner::Unmodelled(why) => Err(at(format!("a call to @{name}: {why} is not modelled"))),
            Runner::Scalar(p, ty) => {
                let want: Vec<Ty> = ty.into_iter().collect();
                if ins.iter().map(|t| Ty::of(*t)).collect::<Vec<_>>() != want {
                    return Err(mismatch());
                }
                let arg = match (&p, args.first()) {
                    (Print::Int, Some(Val::Int(x))) => {
                        // printI64 prints the number signed, printU64 unsigned.
                        let bits = if name == "printI64" { x.bits.sext(1) } else { x.bits.zext(1) };
                        Some(Val::Int(IntVal::new(bits, x.poison.clone())))
                    }
                    // printF16/printBF16 take the bits.
                    (Print::Float(f @ (Format::F16 | Format::BF16)), Some(Val::Int(x))) => {
                        let fl = super::float::floats(&self.cx);
                        fl.require_ieee(|| format!("@{name} (a float given by its bits)"))
                            .map_err(|e| e.at(op.loc()))?;
                        let v = fl.from_bits(&x.bits, *f).ok_or_else(mismatch)?;
                        Some(Val::Float(super::float::FloatVal::new(v, x.poison.clone())))
                    }
                    (_, a) => a.cloned(),
                };
                self.print_event(op, p, arg.into_iter().collect());
                Ok(true)
            }
            Runner::Memref { elem, rank, data } => {
                let (Some(t), [Val::MemRef(m)], 1) = (ins.first(), args, ins.len()) else { return Err(mismatch()) };
                let ranked = Ty::of(*t);
                let elem_ok = match &ranked {
                    Ty::MemRef(mt) => *mt.elem == elem && rank.is_none_or(|k| k == mt.rank()),
                    _ => t.is_unranked_memref() && rank.is_none() && t.element_type().map(Ty::of) == Some(elem.clone()),
                };
                if !elem_ok {
                    return Err(mismatch());
                }
                self.print_memref(op, name, m, data)?;
                Ok(true)
            }
        }
    }

    /// A memref print: the view's offset, sizes and strides, and (`data`)
    /// every element as it is now.
    fn print_memref(&mut self, op: Op<'a>, callee: &str, r: &MemRef<'c>, data: bool) -> Result<(), Unsupported> {
        if r.bytes.is_some() {
            return Err(Unsupported::new(format!(
                "a call to @{callee} with a memref.view of bytes as another element type"
            ))
            .at(op.loc()));
        }
        let shape: Vec<u64> = r
            .sizes
            .iter()
            .map(|s| s.simplified().as_const().and_then(|b| b.to_u64()))
            .collect::<Option<_>>()
            .ok_or_else(|| {
                Unsupported::new(format!(
                    "a call to @{callee} with a memref of dynamic sizes (printed element by element)"
                ))
                .at(op.loc())
            })?;
        let count: u64 = shape.iter().product();
        if count > super::opaque::MAX_CALL_ELEMENTS {
            return Err(Unsupported::new(format!(
                "a call to @{callee} with a memref of {count} elements (more than {} are not printed one by one)",
                super::opaque::MAX_CALL_ELEMENTS
            ))
            .at(op.loc()));
        }
        let index = |b: &BV<'c>| Val::Int(IntVal::new(b.clone(), self.cx.ff()));
        let mut args: Vec<Val<'c>> = vec![index(&r.offset)];
        args.extend(r.sizes.iter().chain(&r.strides).map(index));
        if data {
            let mut checked = false;
            for idx in super::memory::index_points(&self.cx, &shape) {
                // The runtime reads each element: UB where a load would
                // have it (a dead buffer; a view outside its buffer).
                if !checked || !r.within {
                    let ub = self.mem.check(r, &idx, &format!("@{callee}'s read"), false);
                    self.ubs(op, ub);
                    checked = true;
                }
                let bits: Vec<BV<'c>> = idx.iter().map(|i| i.bits.clone()).collect();
                let v = self.mem.read(self.cx.smt, r, &bits).ok_or_else(|| {
                    Unsupported::new(format!("a call to @{callee} with a memref of no buffer")).at(op.loc())
                })?;
                args.push(v);
            }
        }
        let p = Print::Memref { callee: callee.to_string(), shape, data };
        self.print_event(op, p, args);
        Ok(())
    }
}
