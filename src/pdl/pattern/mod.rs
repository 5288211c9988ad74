//! Reading a `pdl.pattern` into plain data: its inputs, attributes, type
//! variables, matched ops, constraints and rewrite steps, with the width
//! constraints its ops impose. Nothing here holds IR handles but location
//! handles (plain integers), so instances can be checked on other threads.

mod native;
mod typing;

use super::natives::{Entry, Mapping};
use super::ops::{self, Arity, AttrKind, OpSpec, Sig};
use super::widths::{Constraint, W};
use crate::det::Map;
use crate::ir::{Attr, LocId, Op, Value};
use crate::smt::Bits;

pub type TyId = usize;
pub type OpId = usize;
pub type AttrId = usize;

/// A value a pattern refers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValRef {
    /// A `pdl.operand` (or one element of `pdl.operands`): a free input.
    Input(usize),
    /// Result `k` of op `i`.
    Result(OpId, usize),
}

#[derive(Clone, Debug)]
pub struct Input {
    pub ty: TyId,
    pub loc: LocId,
}

/// A constant attribute written in the pattern.
#[derive(Clone, Debug)]
pub enum ConstAttr {
    Int(Bits),
    Overflow { nsw: bool, nuw: bool },
    Unit,
    Other(String),
}

#[derive(Clone, Debug)]
pub enum AttrSrc {
    Const(ConstAttr),
    /// Unconstrained: any value of its kind (never poison).
    Free,
    /// Output `k` of native call `i`.
    Native(usize, usize),
}

#[derive(Clone, Debug)]
pub struct AttrDef {
    pub src: AttrSrc,
    /// The kind, fixed by the first op slot or native argument it fills.
    pub kind: Option<AttrKind>,
    /// For integer attributes: the type variable giving their width.
    pub ty: Option<TyId>,
    pub loc: LocId,
}

#[derive(Clone, Debug)]
pub struct OpDef {
    pub name: String,
    /// The op's table entry (the attributes its meaning reads).
    pub spec: &'static OpSpec,
    pub sig: Sig,
    pub operands: Vec<ValRef>,
    pub attrs: Vec<(String, AttrId)>,
    pub results: Vec<TyId>,
    pub loc: LocId,
    /// Created by the rewrite (not matched).
    pub created: bool,
}

/// Where the value of one of an op's attributes comes from.
#[derive(Clone, Copy, Debug)]
pub enum Slot {
    /// Named by the pattern.
    Named(AttrId),
    /// Unnamed on a matched op: PDL matches it whatever it carries.
    Free(AttrKind),
    /// Unnamed on a created op: it carries none.
    Absent,
}

impl OpDef {
    /// The attributes the op's meaning reads (its table's), each with
    /// where its value comes from.
    pub fn attr_slots(&self) -> Vec<(&'static str, Slot)> {
        self.spec
            .attrs
            .iter()
            .map(|(name, kind)| {
                let slot = match self.attrs.iter().find(|(n, _)| n == name) {
                    Some((_, a)) => Slot::Named(*a),
                    None if self.created => Slot::Absent,
                    None => Slot::Free(*kind),
                };
                (*name, slot)
            })
            .collect()
    }
}

/// One argument or result of a native call.
#[derive(Clone, Copy, Debug)]
pub enum NativeItem {
    Attr(AttrId),
    Type(TyId),
}

#[derive(Clone, Debug)]
pub struct NativeCall {
    pub user_name: String,
    pub entry: &'static Entry,
    pub args: Vec<NativeItem>,
    pub outputs: Vec<NativeItem>,
    pub negated: bool,
    pub loc: LocId,
}

impl NativeCall {
    /// The native as messages name it: the pattern's name, and the
    /// catalogue entry when it differs (`'andi' ('and')`).
    pub fn named(&self) -> String {
        if self.user_name == self.entry.name {
            format!("'{}'", self.user_name)
        } else {
            format!("'{}' ('{}')", self.user_name, self.entry.name)
        }
    }
}

/// A step of the rewrite region, in order.
#[derive(Clone, Debug)]
pub enum Step {
    Create(OpId),
    Native(usize),
    Replace { op: OpId, with: Vec<ValRef>, loc: LocId },
    Erase { op: OpId, loc: LocId },
}

#[derive(Clone, Debug)]
pub struct Pattern {
    pub name: String,
    pub loc: LocId,
    /// Type variables: one width each per instance.
    pub types: Vec<usize>,
    pub inputs: Vec<Input>,
    pub attrs: Vec<AttrDef>,
    pub ops: Vec<OpDef>,
    pub natives: Vec<NativeCall>,
    /// Native constraints of the match region.
    pub constraints: Vec<usize>,
    pub root: OpId,
    pub steps: Vec<Step>,
    pub widths: Vec<Constraint>,
    /// Instance-level assumptions: `int_type` outputs (native, output type).
    pub two_state: bool,
}

impl Pattern {
    pub fn value_type(&self, v: ValRef) -> TyId {
        match v {
            ValRef::Input(i) => self.inputs[i].ty,
            ValRef::Result(o, k) => self.ops[o].results[k],
        }
    }

    /// Matched ops the root depends on (the root included): they all run
    /// whenever the root does.
    pub fn root_cone(&self) -> Vec<OpId> {
        let mut seen = vec![false; self.ops.len()];
        let mut stack = vec![self.root];
        while let Some(o) = stack.pop() {
            if std::mem::replace(&mut seen[o], true) {
                continue;
            }
            for v in &self.ops[o].operands {
                if let ValRef::Result(p, _) = v {
                    stack.push(*p);
                }
            }
        }
        (0..self.ops.len()).filter(|o| seen[*o]).collect()
    }
}

/// Why a pattern cannot be checked, and where.
#[derive(Clone, Debug)]
pub struct Unsupported {
    pub message: String,
    pub loc: LocId,
}

type R<T> = Result<T, Unsupported>;

#[derive(Clone, Debug)]
enum Ent {
    Type(TyId),
    /// A `pdl.types` range, sized at its first use.
    Types(usize),
    Value(ValRef),
    /// A `pdl.operands` range, sized at its first use.
    Operands(usize),
    /// Results `from..` of an op.
    Results(OpId, usize),
    Values(Vec<ValRef>),
    Attr(AttrId),
    Op(OpId),
}

/// A `pdl.types` range: its types and their fixed widths, when known.
type TypesRange = (Option<Vec<TyId>>, Option<Vec<u32>>);

struct Reader<'m> {
    p: Pattern,
    ents: Map<usize, Ent>,
    types_ranges: Vec<TypesRange>,
    operand_ranges: Vec<(Option<Vec<usize>>, Option<Ent>)>,
    mapping: &'m Mapping,
}

fn err<T>(loc: LocId, message: impl Into<String>) -> R<T> {
    Err(Unsupported { message: message.into(), loc })
}

/// Reads one `pdl.pattern`.
pub fn read(pattern: Op<'_>, mapping: &Mapping) -> R<Pattern> {
    let name = pattern
        .symbol_name()
        .map(|s| format!("@{s}"))
        .unwrap_or_else(|| format!("<pattern at {}>", pattern.loc().short()));
    let mut r = Reader {
        p: Pattern {
            name,
            loc: pattern.loc().id(),
            types: Vec::new(),
            inputs: Vec::new(),
            attrs: Vec::new(),
            ops: Vec::new(),
            natives: Vec::new(),
            constraints: Vec::new(),
            root: usize::MAX,
            steps: Vec::new(),
            widths: Vec::new(),
            two_state: false,
        },
        ents: Map::default(),
        types_ranges: Vec::new(),
        operand_ranges: Vec::new(),
        mapping,
    };
    let body = pattern.body_ops();
    let mut rewrite = None;
    for op in body {
        if op.name() == "pdl.rewrite" {
            rewrite = Some(op);
            continue;
        }
        r.op(op, false)?;
    }
    let Some(rw) = rewrite else {
        return err(r.p.loc, "pattern without pdl.rewrite");
    };
    let loc = rw.loc().id();
    if let Some(n) = rw.attr("name").and_then(|a| a.string()) {
        return err(
            loc,
            format!("external rewrite function '{n}' is not in the catalogue (only inline rewrites are checked)"),
        );
    }
    let root = match rw.operands().first().map(|v| r.ent(*v, loc)) {
        Some(Ok(Ent::Op(o))) => o,
        Some(Err(e)) => return Err(e),
        _ => return err(loc, "pdl.rewrite without a root operation"),
    };
    r.p.root = root;
    for op in rw.region(0).blocks().first().map(|b| b.ops()).unwrap_or_default() {
        r.op(op, true)?;
    }
    r.finish()
}

fn bool_attr(op: Op<'_>, name: &str) -> bool {
    op.attr(name).and_then(|a| a.int_value()).map(|b| !b.is_zero()).unwrap_or(false)
}

/// A constant attribute's value; the error's location is the caller's.
fn const_attr(a: Attr<'_>, loc: LocId) -> R<ConstAttr> {
    if let Some(b) = a.int_value() {
        if a.ty().is_index() {
            return err(loc, "index-typed attributes are not modelled by verify-pdl (use iN)");
        }
        return Ok(ConstAttr::Int(b));
    }
    if a.is_unit() {
        return Ok(ConstAttr::Unit);
    }
    let text = a.to_string();
    if let Some((nsw, nuw)) = crate::semantics::ops::overflow_flags(&text) {
        return Ok(ConstAttr::Overflow { nsw, nuw });
    }
    Ok(ConstAttr::Other(text))
}

impl Reader<'_> {
    fn ent(&self, v: Value<'_>, loc: LocId) -> R<Ent> {
        self.ents.get(&v.handle()).cloned().map_or_else(|| err(loc, "a value defined outside the pattern"), Ok)
    }

    fn new_type(&mut self) -> TyId {
        self.p.types.push(self.p.types.len());
        self.p.types.len() - 1
    }

    fn fixed_type(&mut self, t: crate::ir::Type<'_>, loc: LocId) -> R<TyId> {
        let id = self.new_type();
        match (t.integer_width(), t.is_signless_integer()) {
            (Some(w), true) if w > 0 => self.p.widths.push(Constraint::Eq(W::Var(id), W::Const(w))),
            _ => {
                return err(
                    loc,
                    format!("type {t} is not modelled by verify-pdl (signless integers iN, N >= 1, only)"),
                );
            }
        }
        Ok(id)
    }

    fn eq(&mut self, a: TyId, b: TyId) {
        if a != b {
            self.p.widths.push(Constraint::Eq(W::Var(a), W::Var(b)));
        }
    }

    fn fix(&mut self, a: TyId, w: u32) {
        self.p.widths.push(Constraint::Eq(W::Var(a), W::Const(w)));
    }

    fn bind(&mut self, v: Value<'_>, e: Ent) {
        self.ents.insert(v.handle(), e);
    }

    /// The types of a range, sizing it to `n` at its first use.
    fn types_range(&mut self, id: usize, n: usize, loc: LocId) -> R<Vec<TyId>> {
        if let Some(v) = &self.types_ranges[id].0 {
            if v.len() != n {
                return err(loc, format!("a pdl.types range used with {} and {n} types", v.len()));
            }
            return Ok(v.clone());
        }
        let fixed = self.types_ranges[id].1.clone();
        if let Some(f) = &fixed {
            if f.len() != n {
                return err(loc, format!("a pdl.types range of {} types used where {n} are needed", f.len()));
            }
        }
        let tys: Vec<TyId> = (0..n).map(|_| self.new_type()).collect();
        if let Some(f) = fixed {
            for (t, w) in tys.iter().zip(f) {
                self.fix(*t, w);
            }
        }
        self.types_ranges[id].0 = Some(tys.clone());
        Ok(tys)
    }

    fn operands_range(&mut self, id: usize, n: usize, loc: LocId) -> R<Vec<ValRef>> {
        if let Some(v) = &self.operand_ranges[id].0 {
            if v.len() != n {
                return err(loc, format!("a pdl.operands range used with {} and {n} values", v.len()));
            }
            return Ok(v.iter().map(|i| ValRef::Input(*i)).collect());
        }
        let tys = match self.operand_ranges[id].1.clone() {
            Some(Ent::Types(t)) => self.types_range(t, n, loc)?,
            _ => (0..n).map(|_| self.new_type()).collect(),
        };
        let ins: Vec<usize> = tys
            .into_iter()
            .map(|ty| {
                self.p.inputs.push(Input { ty, loc });
                self.p.inputs.len() - 1
            })
            .collect();
        self.operand_ranges[id].0 = Some(ins.clone());
        Ok(ins.into_iter().map(ValRef::Input).collect())
    }

    /// Values of an operand list, given how many the op takes.
    fn values(&mut self, ents: Vec<Ent>, arity: Arity, loc: LocId, what: &str) -> R<Vec<ValRef>> {
        let mut singles = 0;
        let mut ranges = 0;
        for e in &ents {
            match e {
                Ent::Value(_) => singles += 1,
                Ent::Values(v) => singles += v.len(),
                Ent::Results(o, from) => singles += self.p.ops[*o].results.len() - from,
                Ent::Operands(id) if self.operand_ranges[*id].0.is_some() => {
                    singles += self.operand_ranges[*id].0.as_ref().map(|v| v.len()).unwrap_or(0)
                }
                Ent::Operands(_) => ranges += 1,
                _ => return err(loc, format!("{what}: not a value")),
            }
        }
        let range_len = match (arity, ranges) {
            (_, 0) => 0,
            (Arity::Fixed(n), 1) if n >= singles => n - singles,
            (Arity::Fixed(n), 1) => return err(loc, format!("{what}: {singles} operands where the op takes {n}")),
            (Arity::Variadic, _) => {
                return err(
                    loc,
                    format!("{what}: a pdl.operands range of unknown length for a variadic op; list the operands"),
                );
            }
            _ => return err(loc, format!("{what}: several pdl.operands ranges of unknown length")),
        };
        let mut out = Vec::new();
        for e in ents {
            match e {
                Ent::Value(v) => out.push(v),
                Ent::Values(v) => out.extend(v),
                Ent::Results(o, from) => out.extend((from..self.p.ops[o].results.len()).map(|k| ValRef::Result(o, k))),
                Ent::Operands(id) => {
                    let n = self.operand_ranges[id].0.as_ref().map(|v| v.len()).unwrap_or(range_len);
                    out.extend(self.operands_range(id, n, loc)?);
                }
                _ => unreachable!(),
            }
        }
        if let Arity::Fixed(n) = arity {
            if out.len() != n {
                return err(loc, format!("{what}: {} operands where the op takes {n}", out.len()));
            }
        } else if out.is_empty() {
            return err(loc, format!("{what}: a variadic op needs at least one operand"));
        }
        Ok(out)
    }

    fn op(&mut self, op: Op<'_>, in_rewrite: bool) -> R<()> {
        let loc = op.loc().id();
        let results = op.results();
        match op.name() {
            "pdl.type" => {
                let id = match op.attr("constantType").and_then(|a| a.type_value()) {
                    Some(t) => self.fixed_type(t, loc)?,
                    None if in_rewrite => return err(loc, "pdl.type without a constant type in a rewrite"),
                    None => self.new_type(),
                };
                self.bind(results[0], Ent::Type(id));
            }
            "pdl.types" => {
                let fixed = match op.attr("constantTypes").and_then(|a| a.array()) {
                    Some(ts) => {
                        let mut ws = Vec::new();
                        for t in ts {
                            let ty = t.type_value().filter(|t| t.is_signless_integer());
                            match ty.and_then(|t| t.integer_width()).filter(|w| *w > 0) {
                                Some(w) => ws.push(w),
                                None => return err(loc, format!("type {t} is not modelled by verify-pdl")),
                            }
                        }
                        Some(ws)
                    }
                    None => None,
                };
                self.types_ranges.push((None, fixed));
                self.bind(results[0], Ent::Types(self.types_ranges.len() - 1));
            }
            "pdl.operand" => {
                let ty = match op.operands().first() {
                    Some(t) => match self.ent(*t, loc)? {
                        Ent::Type(t) => t,
                        _ => return err(loc, "pdl.operand with a non-type operand"),
                    },
                    None => self.new_type(),
                };
                self.p.inputs.push(Input { ty, loc });
                self.bind(results[0], Ent::Value(ValRef::Input(self.p.inputs.len() - 1)));
            }
            "pdl.operands" => {
                let tys = match op.operands().first() {
                    Some(t) => Some(self.ent(*t, loc)?),
                    None => None,
                };
                self.operand_ranges.push((None, tys));
                self.bind(results[0], Ent::Operands(self.operand_ranges.len() - 1));
            }
            "pdl.attribute" => {
                let ty = match op.operands().first() {
                    Some(t) => match self.ent(*t, loc)? {
                        Ent::Type(t) => Some(t),
                        _ => return err(loc, "pdl.attribute with a non-type operand"),
                    },
                    None => None,
                };
                let src = match op.attr("value") {
                    Some(a) => AttrSrc::Const(const_attr(a, loc)?),
                    None => AttrSrc::Free,
                };
                let mut def = AttrDef { src, kind: None, ty, loc };
                if let (AttrSrc::Const(ConstAttr::Int(b)), Some(t)) = (&def.src, ty) {
                    self.fix(t, b.width());
                }
                if let AttrSrc::Const(ConstAttr::Int(b)) = &def.src {
                    if def.ty.is_none() {
                        let t = self.new_type();
                        self.fix(t, b.width());
                        def.ty = Some(t);
                    }
                }
                self.p.attrs.push(def);
                self.bind(results[0], Ent::Attr(self.p.attrs.len() - 1));
            }
            "pdl.operation" => self.operation(op, in_rewrite)?,
            "pdl.result" => {
                let Ent::Op(o) = self.ent(op.operand(0), loc)? else {
                    return err(loc, "pdl.result of a non-operation");
                };
                let k = op.attr("index").and_then(|a| a.int_value()).and_then(|b| b.to_u64()).unwrap_or(0) as usize;
                if k >= self.p.ops[o].results.len() {
                    return err(
                        loc,
                        format!("result #{k} of '{}', which has {}", self.p.ops[o].name, self.p.ops[o].results.len()),
                    );
                }
                self.bind(results[0], Ent::Value(ValRef::Result(o, k)));
            }
            "pdl.results" => {
                let Ent::Op(o) = self.ent(op.operand(0), loc)? else {
                    return err(loc, "pdl.results of a non-operation");
                };
                let n = self.p.ops[o].results.len();
                let single = results[0].ty().to_string() == "!pdl.value";
                match op.attr("index").and_then(|a| a.int_value()).and_then(|b| b.to_u64()) {
                    None => self.bind(results[0], Ent::Results(o, 0)),
                    Some(k) if (k as usize) < n && single => {
                        self.bind(results[0], Ent::Value(ValRef::Result(o, k as usize)))
                    }
                    Some(k) if (k as usize) <= n => self.bind(results[0], Ent::Results(o, k as usize)),
                    Some(k) => return err(loc, format!("results {k}.. of an op with {n} results")),
                }
            }
            "pdl.apply_native_constraint" | "pdl.apply_native_rewrite" => self.native(op, in_rewrite)?,
            "pdl.replace" => {
                let Ent::Op(target) = self.ent(op.operand(0), loc)? else {
                    return err(loc, "pdl.replace of a non-operation");
                };
                let seg = op.attr("operandSegmentSizes").and_then(|a| a.dense_i64s()).unwrap_or_default();
                let with = if seg.get(1).copied().unwrap_or(0) == 1 {
                    let Ent::Op(by) = self.ent(op.operand(1), loc)? else {
                        return err(loc, "pdl.replace with a non-operation");
                    };
                    (0..self.p.ops[by].results.len()).map(|k| ValRef::Result(by, k)).collect()
                } else {
                    let ents = op.operands()[1..].iter().map(|v| self.ent(*v, loc)).collect::<R<Vec<_>>>()?;
                    let n = self.p.ops[target].results.len();
                    self.values(ents, Arity::Fixed(n), loc, "pdl.replace")?
                };
                if with.len() != self.p.ops[target].results.len() {
                    return err(
                        loc,
                        format!(
                            "pdl.replace of '{}' ({} results) with {} values",
                            self.p.ops[target].name,
                            self.p.ops[target].results.len(),
                            with.len()
                        ),
                    );
                }
                for (k, v) in with.iter().enumerate() {
                    let t = self.p.value_type(*v);
                    self.eq(self.p.ops[target].results[k], t);
                }
                self.p.steps.push(Step::Replace { op: target, with, loc });
            }
            "pdl.erase" => {
                let Ent::Op(target) = self.ent(op.operand(0), loc)? else {
                    return err(loc, "pdl.erase of a non-operation");
                };
                self.p.steps.push(Step::Erase { op: target, loc });
            }
            "pdl.range" => {
                let mut vals = Vec::new();
                for v in op.operands() {
                    match self.ent(v, loc)? {
                        Ent::Value(x) => vals.push(x),
                        Ent::Values(xs) => vals.extend(xs),
                        Ent::Results(o, from) => {
                            vals.extend((from..self.p.ops[o].results.len()).map(|k| ValRef::Result(o, k)))
                        }
                        _ => return err(loc, "pdl.range of types is not supported"),
                    }
                }
                self.bind(results[0], Ent::Values(vals));
            }
            other => return err(loc, format!("'{other}' is not supported in a pattern")),
        }
        Ok(())
    }

    fn operation(&mut self, op: Op<'_>, created: bool) -> R<()> {
        let loc = op.loc().id();
        let Some(name) = op.attr("opName").and_then(|a| a.string()) else {
            return err(loc, "a pdl.operation without an op name matches any op; not supported");
        };
        let Some((spec, sig)) = ops::signature(name) else {
            return err(loc, format!("op '{name}' is not modelled"));
        };
        let seg = op.attr("operandSegmentSizes").and_then(|a| a.dense_i64s()).unwrap_or_default();
        let (n_ops, n_attrs) = (seg.first().copied().unwrap_or(0) as usize, seg.get(1).copied().unwrap_or(0) as usize);
        let all = op.operands();
        let operand_ents = all[..n_ops].iter().map(|v| self.ent(*v, loc)).collect::<R<Vec<_>>>()?;
        let attr_ents = all[n_ops..n_ops + n_attrs].iter().map(|v| self.ent(*v, loc)).collect::<R<Vec<_>>>()?;
        let type_ents = all[n_ops + n_attrs..].iter().map(|v| self.ent(*v, loc)).collect::<R<Vec<_>>>()?;
        let names: Vec<String> = op
            .attr("attributeValueNames")
            .and_then(|a| a.array())
            .unwrap_or_default()
            .iter()
            .map(|a| a.string().unwrap_or("").to_string())
            .collect();
        let what = format!("'{name}'");
        let operands = self.values(operand_ents, sig.operands, loc, &what)?;
        // Result types: listed, or free (match), or inferred (rewrite).
        let mut results = Vec::new();
        for e in type_ents {
            match e {
                Ent::Type(t) => results.push(t),
                Ent::Types(id) => {
                    let n = sig.results.saturating_sub(results.len());
                    results.extend(self.types_range(id, n, loc)?);
                }
                _ => return err(loc, format!("{what}: a result type that is not a type")),
            }
        }
        if results.is_empty() {
            if created {
                results = self.infer(&sig, &operands, loc, &what)?;
            } else {
                results = (0..sig.results).map(|_| self.new_type()).collect();
            }
        }
        if results.len() != sig.results {
            return err(loc, format!("{what} with {} result types; it has {}", results.len(), sig.results));
        }
        let mut attrs = Vec::new();
        for (n, e) in names.into_iter().zip(attr_ents) {
            let Ent::Attr(a) = e else { return err(loc, format!("{what}: attribute '{n}' is not an attribute")) };
            attrs.push((n, a));
        }
        let id = self.p.ops.len();
        self.p.ops.push(OpDef {
            name: name.to_string(),
            spec,
            sig,
            operands,
            attrs: attrs.clone(),
            results,
            loc,
            created,
        });
        self.bind(op.result(0), Ent::Op(id));
        self.type_op(id)?;
        for (n, a) in attrs {
            match spec.attrs.iter().find(|(k, _)| *k == n) {
                Some((_, kind)) => self.type_attr(a, *kind, Some(id), loc)?,
                None => {
                    // An attribute the semantics does not read (a name, a
                    // discardable attribute): it cannot change the meaning.
                }
            }
        }
        if created {
            self.p.steps.push(Step::Create(id));
        }
        if ops::two_state(name) {
            self.p.two_state = true;
        }
        Ok(())
    }

    fn finish(self) -> R<Pattern> {
        for a in &self.p.attrs {
            let int_kind = matches!(a.kind, None | Some(AttrKind::IntOfResult));
            if int_kind && a.ty.is_none() && !matches!(a.src, AttrSrc::Native(..)) {
                return err(a.loc, "an attribute whose type nothing fixes (give it a type: pdl.attribute : %type)");
            }
        }
        Ok(self.p)
    }
}
