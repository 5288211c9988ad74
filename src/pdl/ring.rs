//! Ring identities: a width-independence lemma for patterns of `+`, `-`
//! and `*` (of two values, which the automata cannot take).
//!
//! Lemma: reduction modulo `2^w` is a ring homomorphism from the integers,
//! so two polynomials with integer coefficients that are equal over the
//! integers are equal modulo every `2^w`. A replaced value and its
//! replacement that are the same polynomial in the pattern's inputs and
//! integer attributes (each an integer, read modulo `2^w`) have equal
//! values at every width. Poison, as the bounded mode has it: a ring op
//! propagates its operands' poison, and flags add poison on overflow. The
//! replacement is checked to have no flags anywhere (its poison is then
//! exactly its inputs'), and to read only inputs the replaced value reads
//! (so the source is poison wherever the target is). The ring ops have no
//! UB, and native constraints are assumptions the proof does not need.
//! Anything else (another op, a flag on the replacement, an attribute not
//! known as an integer) leaves the lemma unused, with the reason.

use super::ops::AttrKind;
use super::pattern::{AttrSrc, ConstAttr, NativeItem, Pattern, Slot, Step, ValRef};
use std::collections::{BTreeMap, BTreeSet};

type R<T> = Result<T, String>;

/// A polynomial over the integers: monomial (sorted variable ids) to
/// coefficient, no zero coefficients.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
struct Poly(BTreeMap<Vec<usize>, i128>);

impl Poly {
    fn konst(c: i128) -> Poly {
        Poly(if c == 0 { BTreeMap::new() } else { BTreeMap::from([(vec![], c)]) })
    }
    fn var(v: usize) -> Poly {
        Poly(BTreeMap::from([(vec![v], 1)]))
    }
    fn add(&self, o: &Poly, sign: i128) -> R<Poly> {
        let mut m = self.0.clone();
        for (k, c) in &o.0 {
            let e = m.entry(k.clone()).or_insert(0);
            *e = e
                .checked_add(c.checked_mul(sign).ok_or("a coefficient overflows")?)
                .ok_or("a coefficient overflows")?;
            if *e == 0 {
                m.remove(k);
            }
        }
        Ok(Poly(m))
    }
    fn mul(&self, o: &Poly) -> R<Poly> {
        let mut r = Poly::default();
        for (k1, c1) in &self.0 {
            for (k2, c2) in &o.0 {
                let mut k: Vec<usize> = k1.iter().chain(k2).copied().collect();
                k.sort_unstable();
                let c = c1.checked_mul(*c2).ok_or("a coefficient overflows")?;
                r = r.add(&Poly(BTreeMap::from([(k, c)])), 1)?;
            }
        }
        Ok(r)
    }
}

/// A value: its polynomial, the inputs whose poison it carries, and
/// whether an overflow flag may make it poison.
#[derive(Clone, Debug)]
struct V {
    poly: Poly,
    inputs: BTreeSet<usize>,
    flagged: bool,
}

/// Whether the lemma proves `p`; the error says why it does not apply.
pub fn proves(p: &Pattern) -> R<()> {
    let n = p.inputs.len();
    let attr_var = |a: usize| n + a;
    let mut attrs: Vec<Option<Poly>> = vec![None; p.attrs.len()];
    for (i, a) in p.attrs.iter().enumerate() {
        attrs[i] = match &a.src {
            AttrSrc::Const(ConstAttr::Int(b)) => {
                Some(Poly::konst(b.to_u64().filter(|v| *v <= i64::MAX as u64).ok_or("a constant above 2^63")? as i128))
            }
            AttrSrc::Free if matches!(a.kind, None | Some(AttrKind::IntOfResult)) => Some(Poly::var(attr_var(i))),
            _ => None,
        };
    }
    let class = super::widths::merged(p.types.len(), &p.widths);
    let root_ty = p.ops[p.root].results.first().copied().ok_or("a root without results")?;
    let same = |t: usize| class[t] == class[root_ty];
    let mut results: Vec<Option<V>> = vec![None; p.ops.len()];
    let value = |results: &[Option<V>], v: ValRef| -> R<V> {
        match v {
            ValRef::Input(i) => Ok(V { poly: Poly::var(i), inputs: BTreeSet::from([i]), flagged: false }),
            ValRef::Result(o, 0) => results[o].clone().ok_or_else(|| "an operand used before its op".into()),
            ValRef::Result(..) => Err("an op of several results".into()),
        }
    };
    let op = |results: &mut Vec<Option<V>>, attrs: &[Option<Poly>], id: usize| -> R<()> {
        let o = &p.ops[id];
        if o.results.len() != 1 || o.operands.iter().any(|v| !same(p.value_type(*v))) || !same(o.results[0]) {
            return Err(format!("'{}' on another type than the root's", o.name));
        }
        let mut flagged = false;
        let mut value_attr = None;
        for (name, slot) in o.attr_slots() {
            match (name, slot) {
                ("overflowFlags", Slot::Absent) => {}
                ("overflowFlags", Slot::Named(a)) => {
                    flagged = !matches!(p.attrs[a].src, AttrSrc::Const(ConstAttr::Overflow { nsw: false, nuw: false }))
                }
                ("overflowFlags", Slot::Free(_)) => flagged = true,
                ("value", Slot::Named(a)) => value_attr = Some(attrs[a].clone().ok_or("a constant not known")?),
                (other, _) => return Err(format!("attribute '{other}'")),
            }
        }
        let args: Vec<V> = o.operands.iter().map(|v| value(results, *v)).collect::<R<_>>()?;
        let mut inputs = BTreeSet::new();
        for a in &args {
            inputs.extend(a.inputs.iter().copied());
            flagged |= a.flagged;
        }
        let fold = |f: &dyn Fn(&Poly, &Poly) -> R<Poly>| -> R<Poly> {
            let mut acc = args.first().ok_or("an op without operands")?.poly.clone();
            for a in &args[1..] {
                acc = f(&acc, &a.poly)?;
            }
            Ok(acc)
        };
        let poly = match o.name.as_str() {
            "arith.constant" | "hw.constant" => value_attr.ok_or("a constant without a value")?,
            "arith.addi" | "comb.add" => fold(&|a, b| a.add(b, 1))?,
            "arith.subi" | "comb.sub" => fold(&|a, b| a.add(b, -1))?,
            "arith.muli" | "comb.mul" => fold(&|a, b| a.mul(b))?,
            other => return Err(format!("'{other}' is not a ring op")),
        };
        results[id] = Some(V { poly, inputs, flagged });
        Ok(())
    };
    for id in 0..p.ops.len() {
        if !p.ops[id].created {
            op(&mut results, &attrs, id)?;
        }
    }
    for s in &p.steps {
        match s {
            Step::Create(id) => op(&mut results, &attrs, *id)?,
            Step::Native(c) => {
                let call = &p.natives[*c];
                let arg = |k: usize| match call.args.get(k) {
                    Some(NativeItem::Attr(a)) => {
                        attrs[*a].clone().ok_or("a native of an unknown attribute".to_string())
                    }
                    _ => Err("a native of a type".to_string()),
                };
                let v = match call.entry.name {
                    "add" => arg(0)?.add(&arg(1)?, 1)?,
                    "sub" => arg(0)?.add(&arg(1)?, -1)?,
                    "mul" => arg(0)?.mul(&arg(1)?)?,
                    "neg" => Poly::default().add(&arg(0)?, -1)?,
                    "zero_attr" => Poly::konst(0),
                    "one_attr" => Poly::konst(1),
                    "minus_one_attr" => Poly::konst(-1),
                    _ => return Err(format!("native {}", call.named())),
                };
                match call.outputs.first() {
                    Some(NativeItem::Attr(out)) => attrs[*out] = Some(v),
                    _ => return Err(format!("native {}", call.named())),
                }
            }
            Step::Replace { op: target, with, .. } => {
                let src = results[*target].clone().ok_or("replace of an op not evaluated")?;
                let [w] = with.as_slice() else { return Err("a replacement of several values".into()) };
                let tgt = value(&results, *w)?;
                if tgt.flagged {
                    return Err("the replacement carries overflow flags".into());
                }
                if !tgt.inputs.is_subset(&src.inputs) {
                    return Err("the replacement reads an input the replaced value does not".into());
                }
                if tgt.poly != src.poly {
                    return Err("the two sides are different polynomials".into());
                }
            }
            Step::Erase { .. } => {}
        }
    }
    Ok(())
}
