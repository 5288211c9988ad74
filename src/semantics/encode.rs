//! From MLIR IR to semantics: builds an [`OpInst`] for each op, evaluates it
//! with the shared core, and strings the results together into the meaning
//! of a whole function.

use super::int::Flags;
use super::{eval, AttrVal, Cx, OpInst, Ty, Unsupported, Val};
use crate::ir::{Attr, Op, Value};
use crate::smt::{Bool, BV};
use std::collections::HashMap;

/// Where and why a function may have immediate undefined behaviour.
pub struct UbSite<'c, 'a> {
    pub op: Op<'a>,
    pub reason: String,
    pub cond: Bool<'c>,
}

/// One evaluated op: its operand and result values.
pub struct Step<'c, 'a> {
    pub op: Op<'a>,
    pub operands: Vec<Val<'c>>,
    pub results: Vec<Val<'c>>,
}

/// The meaning of a function for given argument values.
pub struct Encoded<'c, 'a> {
    pub results: Vec<Val<'c>>,
    /// True when the function has immediate UB.
    pub ub: Bool<'c>,
    pub ub_sites: Vec<UbSite<'c, 'a>>,
    /// Every op, in program order, with its values.
    pub trace: Vec<Step<'c, 'a>>,
    /// The `func.return` whose operands are the results.
    pub ret: Op<'a>,
}

/// Reads an attribute into the semantics' form.
pub fn attr_val<'c>(cx: &Cx<'c, '_>, name: &str, a: Attr<'_>) -> AttrVal<'c> {
    if let Some(bits) = a.int_value() {
        // Zero-width integers have no bit-vector sort; the op that reads
        // such an attribute reports its i0 type as not modelled.
        if bits.width() > 0 {
            return AttrVal::Int(BV::from_bits(cx.smt, &bits));
        }
    }
    if a.is_unit() {
        return AttrVal::Unit;
    }
    if let Some(elems) = a.dense_elements() {
        let ints: Option<Vec<BV<'c>>> =
            elems.iter().map(|e| e.int_value().filter(|b| b.width() > 0).map(|b| BV::from_bits(cx.smt, &b))).collect();
        if let Some(ints) = ints {
            return AttrVal::Elements(ints);
        }
    }
    if let Some(v) = a.dense_i64s() {
        return AttrVal::I64s(v);
    }
    if let Some(t) = a.type_value() {
        return AttrVal::Type(Ty::of(t));
    }
    let text = a.to_string();
    if name == "overflowFlags" {
        if let Some(inner) = text.strip_prefix("#arith.overflow<").and_then(|t| t.strip_suffix('>')) {
            let has = |f: &str| inner.split(',').any(|x| x.trim() == f);
            return AttrVal::Overflow(Flags {
                nsw: Bool::from_bool(cx.smt, has("nsw")),
                nuw: Bool::from_bool(cx.smt, has("nuw")),
            });
        }
    }
    if let Some(p) = text.strip_prefix("#index<cmp_predicate ").and_then(|t| t.strip_suffix('>')) {
        if let Some(n) = super::int::PREDICATES.iter().position(|q| *q == p.trim()) {
            return AttrVal::Int(BV::from_u64(cx.smt, n as u64, 64));
        }
    }
    AttrVal::Other(text)
}

/// Encodes the body of `func` (a `func.func`) applied to `args`.
pub fn function<'c, 'a>(cx: &Cx<'c, '_>, func: Op<'a>, args: &[Val<'c>]) -> Result<Encoded<'c, 'a>, Unsupported> {
    let body = func.region(0);
    let blocks = body.blocks();
    let entry = *blocks
        .first()
        .ok_or_else(|| Unsupported::new("a function declaration (no body) has no meaning to check").at(func.loc()))?;
    if blocks.len() > 1 {
        return Err(Unsupported::new("functions with several blocks (cf control flow) are not modelled yet").at(func.loc()));
    }
    let mut enc =
        Encoder { cx: *cx, env: HashMap::new(), ub_sites: Vec::new(), trace: Vec::new(), sites: HashMap::new() };
    for (v, a) in entry.args().iter().zip(args) {
        enc.env.insert(v.handle(), a.clone());
    }
    for op in entry.ops() {
        if op.name() == "func.return" {
            let results = enc.values(op)?;
            let ub = Bool::or_all(cx.smt, enc.ub_sites.iter().map(|s| s.cond.clone()));
            return Ok(Encoded { results, ub, ub_sites: enc.ub_sites, trace: enc.trace, ret: op });
        }
        enc.op(op)?;
    }
    Err(Unsupported::new("function body without func.return").at(func.loc()))
}

struct Encoder<'c, 'g, 'a> {
    cx: Cx<'c, 'g>,
    env: HashMap<usize, Val<'c>>,
    ub_sites: Vec<UbSite<'c, 'a>>,
    trace: Vec<Step<'c, 'a>>,
    /// How many ops with the same name and attributes were seen so far.
    sites: HashMap<String, usize>,
}

impl<'c, 'a> Encoder<'c, '_, 'a> {
    fn value(&self, v: Value<'a>, user: Op<'a>) -> Result<Val<'c>, Unsupported> {
        self.env.get(&v.handle()).cloned().ok_or_else(|| {
            Unsupported::new(format!("'{}' uses a value defined outside what is modelled", user.name())).at(user.loc())
        })
    }

    fn values(&self, op: Op<'a>) -> Result<Vec<Val<'c>>, Unsupported> {
        op.operands().into_iter().map(|v| self.value(v, op)).collect()
    }

    /// Evaluates a region-free op and binds its results.
    fn op(&mut self, op: Op<'a>) -> Result<(), Unsupported> {
        if !op.regions().is_empty() || op.num_successors() > 0 {
            return Err(Unsupported::new(format!("op '{}' is not modelled", op.name())).at(op.loc()));
        }
        let attrs: Vec<_> = op.attrs();
        let site_base = format!(
            "{}{{{}}}",
            op.name(),
            attrs.iter().map(|(n, a)| format!("{n}={a}")).collect::<Vec<_>>().join(",")
        );
        let operands = self.values(op)?;
        let rank = self.sites.entry(site_base.clone()).or_insert(0);
        *rank += 1;
        let inst = OpInst {
            name: op.name().to_string(),
            site: format!("{site_base}#{rank}"),
            operands: operands.clone(),
            operand_types: op.operands().iter().map(|v| Ty::of(v.ty())).collect(),
            result_types: op.results().iter().map(|r| Ty::of(r.ty())).collect(),
            attrs: attrs.into_iter().map(|(n, a)| (n.to_string(), attr_val(&self.cx, n, a))).collect(),
        };
        let out = eval(&self.cx, &inst).map_err(|e| e.at(op.loc()))?;
        if out.results.len() != op.num_results() {
            return Err(Unsupported::new(format!("'{}' with {} results", op.name(), op.num_results())).at(op.loc()));
        }
        for (r, v) in op.results().iter().zip(&out.results) {
            self.env.insert(r.handle(), v.clone());
        }
        for (reason, cond) in out.ub {
            if !cond.is_false() {
                self.ub_sites.push(UbSite { op, reason, cond });
            }
        }
        self.trace.push(Step { op, operands, results: out.results });
        Ok(())
    }
}
