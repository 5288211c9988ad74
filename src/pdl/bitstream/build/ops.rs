//! Ops and natives as circuit nodes.

use super::{AV, B, R};
use crate::pdl::bitstream::circuit::{Flags, Kind, Konst, SExpr, Sort};
use crate::pdl::natives;
use crate::pdl::pattern::{NativeItem, OpId, Slot};

impl B<'_> {
    pub(super) fn op(&mut self, id: OpId, in_cone: bool) -> R<()> {
        let p = self.p;
        let o = &p.ops[id];
        let args: Vec<usize> = o.operands.iter().map(|v| self.value(*v)).collect::<R<_>>()?;
        let rt = o.results.clone();
        // Attributes: named ones, else free (matched) or absent (created).
        let mut attrs: Vec<(&str, Option<AV>)> = Vec::new();
        for (name, slot) in o.attr_slots() {
            let v = match slot {
                Slot::Named(a) => {
                    Some(self.attrs[a].clone().ok_or_else(|| format!("attribute '{name}' has no value"))?)
                }
                Slot::Absent => None,
                Slot::Free(kind) => Some(self.free_attr(Some(kind), rt.first().copied(), None)?),
            };
            attrs.push((name, v));
        }
        let attr = |name: &str| attrs.iter().find(|(n, _)| *n == name).and_then(|(_, v)| v.clone());
        let flags = match attr("overflowFlags") {
            Some(AV::Flags(f)) => f,
            _ => Flags::none(),
        };
        let exact = matches!(attr("isExact"), Some(AV::S(ref e)) if *e != SExpr::Const(0));
        let mut ub: Vec<usize> = Vec::new();
        let name = o.name.as_str();
        let comb = name.starts_with("comb.");
        let fold = |b: &mut Self, k: &dyn Fn() -> Kind| -> usize {
            let mut acc = args[0];
            for x in &args[1..] {
                acc = b.node(k(), vec![acc, *x]);
            }
            acc
        };
        let out: usize = match name {
            // A constant's value is its attribute, read modulo 2^w.
            "arith.constant" | "hw.constant" => {
                let v = attr("value").ok_or_else(|| format!("'{name}' without a value"))?;
                self.int_attr(&v, rt[0])?
            }
            // int::add / int::sub: the sum modulo 2^w; nsw/nuw overflow is poison.
            "arith.addi" | "comb.add" => fold(self, &|| Kind::Add(flags.clone())),
            "arith.subi" | "comb.sub" => fold(self, &|| Kind::Sub(flags.clone())),
            // int::and / or / xor: bitwise, poison from either operand.
            "arith.andi" | "comb.and" => fold(self, &|| Kind::And),
            "arith.ori" | "comb.or" => fold(self, &|| Kind::Or),
            "arith.xori" | "comb.xor" => fold(self, &|| Kind::Xor),
            // int::mul by a constant operand (0, 1 or -1).
            "arith.muli" | "comb.mul" => {
                let mut acc = args[0];
                for x in &args[1..] {
                    acc = self.mul(acc, *x, &flags)?;
                }
                acc
            }
            "arith.divui" | "arith.divsi" | "arith.remui" | "arith.remsi" | "comb.divu" | "comb.divs" | "comb.modu"
            | "comb.mods" => {
                let (v, u) = self.division(name, args[0], args[1], exact)?;
                ub.extend(u);
                v
            }
            "arith.shli" | "arith.shrui" | "arith.shrsi" | "comb.shl" | "comb.shru" | "comb.shrs" => {
                self.shift(name, args[0], args[1], &flags)?
            }
            "arith.cmpi" | "comb.icmp" => {
                let pred = Self::pred(&attr("predicate").ok_or_else(|| format!("'{name}' without a predicate"))?)?;
                // A matched op's predicate is one of its enum's; a created
                // op given another is undefined.
                let k = if comb { natives::ICMP } else { natives::CMPI } as u8;
                let out_of_range = self.node(Kind::Truth(out_of(&pred, k)), vec![]);
                if o.created {
                    self.c.tgt_ub.push(out_of_range);
                } else {
                    let ok = self.node(Kind::NotBool, vec![out_of_range]);
                    self.c.assume.push(ok);
                }
                self.node(Kind::Cmp(pred), vec![args[0], args[1]])
            }
            // int::select: poison from the condition and the chosen operand.
            "arith.select" | "comb.mux" => {
                if self.c.nodes[args[0]].sort == Sort::Stream {
                    return Err(format!("'{name}' with a condition of the symbolic width"));
                }
                self.node(Kind::Select { all_poison: false }, args.clone())
            }
            // int::maxs/maxu/mins/minu: the chosen operand, poison from both.
            "arith.maxsi" | "arith.maxui" | "arith.minsi" | "arith.minui" => {
                let pred = match name {
                    "arith.maxsi" => 5,
                    "arith.maxui" => 9,
                    "arith.minsi" => 3,
                    _ => 7,
                };
                let c = self.node(Kind::Cmp(SExpr::Const(pred)), vec![args[0], args[1]]);
                self.node(Kind::Select { all_poison: true }, vec![c, args[0], args[1]])
            }
            // int::zext / sext: of an i1, or of a narrower class.
            "arith.extui" | "arith.extsi" => {
                let from = self.sort_of(p.value_type(o.operands[0]))?.1;
                let (sort, to) = self.sort_of(rt[0])?;
                if sort != Sort::Stream || from == to {
                    return Err(format!("'{name}' to an i1"));
                }
                let k = if name == "arith.extui" { Kind::ExtU { from } } else { Kind::ExtS { from } };
                self.c.push_in(k, vec![args[0]], Sort::Stream, to)
            }
            // int::trunc to a narrower class; nuw/nsw poison decided when
            // the operand's class ends.
            "arith.trunci" => {
                let (from_sort, from) = self.sort_of(p.value_type(o.operands[0]))?;
                let (sort, to) = self.sort_of(rt[0])?;
                match (from_sort, from, sort, to) {
                    (Sort::Stream, Some(_), Sort::Stream, Some(to)) if from != Some(to) => {
                        self.c.push_in(Kind::Trunc { to, flags: flags.clone() }, vec![args[0]], Sort::Stream, from)
                    }
                    _ => return Err(format!("'{name}' to an i1")),
                }
            }
            "arith.bitcast" => args[0],
            // comb.concat(high, low): the low operand's bits, then the
            // high one's, whose class starts when the low one's ends.
            "comb.concat" if args.len() == 2 => {
                let (high, low) = (self.c.nodes[args[0]].vclass, self.c.nodes[args[1]].vclass);
                let (_, to) = self.sort_of(rt[0])?;
                let (Some(a), Some(b), Some(c)) = (high, low, to) else {
                    return Err("comb.concat of i1 values".into());
                };
                let k = self.sums.iter().position(|s| s[2] == c && (s[..2] == [a, b] || s[..2] == [b, a]));
                let k = k.ok_or("comb.concat whose widths are not a sum")?;
                self.sums.remove(k);
                if self.c.starts_after[a].is_some_and(|x| x != b) {
                    return Err("a width that follows two others".into());
                }
                self.c.starts_after[a] = Some(b);
                self.c.together.push((c, a));
                self.c.push_in(Kind::Concat { low: b }, vec![args[0], args[1]], Sort::Stream, Some(c))
            }
            // comb.extract from bit 0: a truncation (or the operand).
            "comb.extract" => {
                if !matches!(attr("lowBit"), Some(AV::Lit(0))) {
                    return Err("comb.extract from a bit other than 0".into());
                }
                let (from, to) = (self.c.nodes[args[0]].vclass, self.sort_of(rt[0])?.1);
                match (from, to) {
                    (Some(f), Some(t)) if f == t => args[0],
                    (Some(_), Some(to)) => {
                        self.c.push_in(Kind::Trunc { to, flags: Flags::none() }, vec![args[0]], Sort::Stream, from)
                    }
                    _ => return Err("comb.extract to an i1".into()),
                }
            }
            // comb.parity: the xor of the bits.
            "comb.parity" => self.node(Kind::Parity, vec![args[0]]),
            other => return Err(format!("'{other}' is outside the automata fragment")),
        };
        for u in ub {
            if o.created {
                self.c.tgt_ub.push(u);
            } else if in_cone {
                self.c.src_ub.push(u);
            }
        }
        for t in &rt {
            self.sort_of(*t)?;
        }
        if rt.len() != 1 {
            return Err(format!("'{name}' with {} results", rt.len()));
        }
        self.results[id] = Some(vec![out]);
        Ok(())
    }

    /// `a * b` where one operand is the constant 0, 1 or -1.
    fn mul(&mut self, a: usize, b: usize, f: &Flags) -> R<usize> {
        let (x, k) = match (self.known(a), self.known(b)) {
            (_, Some(k)) => (a, k),
            (Some(k), _) => (b, k),
            _ => return Err("a product of two non-constant values".into()),
        };
        let c = if x == a { b } else { a };
        Ok(match k {
            // x * 0 = 0, poison from x.
            Konst::Zero => self.node(Kind::And, vec![x, c]),
            Konst::One => self.node(Kind::MulOne(f.clone()), vec![x]),
            Konst::AllOnes => self.node(Kind::MulMinusOne(f.clone()), vec![x]),
            other => return Err(format!("a product by the constant {other:?}")),
        })
    }

    /// Division and remainder by a constant (int::divu/divs/remu/rems;
    /// comb: by zero an undefined value, MIN / -1 wraps).
    fn division(&mut self, name: &str, x: usize, d: usize, exact: bool) -> R<(usize, Vec<usize>)> {
        let comb = name.starts_with("comb.");
        let signed = name.ends_with("si") || name.ends_with('s');
        let rem = name.contains("rem") || name.contains("mod");
        let k = self.known(d).ok_or_else(|| format!("'{name}' by a non-constant divisor"))?;
        let mut ub = Vec::new();
        if k == Konst::Zero {
            if comb {
                return Err(format!("'{name}' by zero (an undefined value)"));
            }
            ub.push(self.node(Kind::Truth(SExpr::Const(1)), vec![]));
            return Ok((x, ub));
        }
        // arith: MIN / -1 (and MIN % -1) of a non-poison dividend is UB.
        if signed && !comb {
            let min = self.konst_like(Konst::SMin, x);
            let ones = self.konst_like(Konst::AllOnes, x);
            let is_min = self.node(Kind::Eq, vec![x, min]);
            let by_minus_one = self.node(Kind::Eq, vec![d, ones]);
            let defined = self.node(Kind::NotPoison, vec![x]);
            let both = self.node(Kind::And, vec![is_min, by_minus_one]);
            ub.push(self.node(Kind::And, vec![both, defined]));
        }
        let zero = |b: &mut Self| {
            let z = b.konst_like(Konst::Zero, x);
            b.node(Kind::And, vec![x, z])
        };
        let v = match (k, rem, signed) {
            // x / 1 = x; x % 1 = 0 (at w = 1, 1 is -1: x / -1 = -x = x).
            (Konst::One, false, _) => x,
            (Konst::One, true, _) => zero(self),
            // x / -1 = -x (signed); x % -1 = 0.
            (Konst::AllOnes, false, true) => self.node(Kind::MulMinusOne(Flags::none()), vec![x]),
            (Konst::AllOnes, true, true) => zero(self),
            _ => return Err(format!("'{name}' by the constant {k:?}")),
        };
        // Dividing by 1 or -1 leaves no remainder: `exact` adds nothing.
        let _ = exact;
        Ok((v, ub))
    }

    /// Shifts by a constant amount: 0, 1 (left only), or one of the
    /// constants that are at least the width at every width (-1, signed
    /// min). int::shl/shru/shrs: by the width or more is poison; comb: 0,
    /// or the sign fill for shrs.
    fn shift(&mut self, name: &str, x: usize, amount: usize, f: &Flags) -> R<usize> {
        let comb = name.starts_with("comb.");
        let left = name.ends_with("shl") || name.ends_with("shli");
        let k = self.known(amount).ok_or_else(|| format!("'{name}' by a non-constant amount"))?;
        Ok(match k {
            Konst::Zero => x,
            Konst::One if left => self.node(Kind::Shl1 { flags: f.clone(), poison_oversized: !comb }, vec![x]),
            // 2^w - 1 >= w and 2^(w-1) >= w for every w >= 1.
            Konst::AllOnes | Konst::SMin => {
                if !comb {
                    let z = self.konst_like(Konst::Zero, x);
                    let t = self.node(Kind::Truth(SExpr::Const(1)), vec![]);
                    self.node(Kind::PoisonIf, vec![z, t])
                } else if name == "comb.shrs" {
                    let sign = self.node(Kind::Msb, vec![x]);
                    let sign = self.early(sign);
                    let class = self.c.nodes[x].vclass;
                    self.c.push_in(Kind::ExtS { from: None }, vec![sign], Sort::Stream, class)
                } else {
                    let z = self.konst_like(Konst::Zero, x);
                    self.node(Kind::And, vec![x, z])
                }
            }
            other => return Err(format!("'{name}' by the constant {other:?}")),
        })
    }

    pub(super) fn constraint(&mut self, call: usize) -> R<usize> {
        let c = &self.p.natives[call];
        let holds = match c.entry.name {
            "is_zero" | "is_one" | "is_minus_one" | "is_nonzero" => {
                let a = self.int_arg(&c.args[0])?;
                let k = match c.entry.name {
                    "is_one" => Konst::One,
                    "is_minus_one" => Konst::AllOnes,
                    _ => Konst::Zero,
                };
                let k = self.konst_like(k, a);
                let eq = self.node(Kind::Eq, vec![a, k]);
                if c.entry.name == "is_nonzero" { self.node(Kind::NotBool, vec![eq]) } else { eq }
            }
            "attr_eq" | "attr_ne" => {
                let (a, b) = (self.int_arg(&c.args[0])?, self.int_arg(&c.args[1])?);
                if self.c.nodes[a].sort != self.c.nodes[b].sort {
                    return Err(format!("native {} of attributes of two widths", c.named()));
                }
                let eq = self.node(Kind::Eq, vec![a, b]);
                if c.entry.name == "attr_ne" { self.node(Kind::NotBool, vec![eq]) } else { eq }
            }
            "is_wider" if !c.negated => {
                // Width bounds are the type constraints' (`classes`).
                self.node(Kind::Truth(SExpr::Const(1)), vec![])
            }
            "is_cmpi_predicate" | "is_icmp_predicate" => {
                let NativeItem::Attr(a) = c.args[0] else { return Err("a predicate expected".into()) };
                let pred = Self::pred(self.attrs[a].as_ref().ok_or("a predicate without a value")?)?;
                let k = if c.entry.name == "is_cmpi_predicate" { natives::CMPI } else { natives::ICMP } as u8;
                let bad = self.node(Kind::Truth(out_of(&pred, k)), vec![]);
                self.node(Kind::NotBool, vec![bad])
            }
            _ => return Err(format!("native {} is outside the automata fragment", c.named())),
        };
        Ok(if c.negated { self.node(Kind::NotBool, vec![holds]) } else { holds })
    }

    pub(super) fn rewrite_native(&mut self, call: usize) -> R<()> {
        let c = &self.p.natives[call];
        let Some(NativeItem::Attr(out)) = c.outputs.first() else {
            return Err(format!("native {} is outside the automata fragment", c.named()));
        };
        // Outside its domain (a predicate out of range) a rewrite is undefined.
        for (k, kind) in c.entry.args.iter().enumerate() {
            if let natives::Arg::Pred(m) = kind {
                let NativeItem::Attr(a) = c.args[k] else { return Err("a predicate expected".into()) };
                let pred = Self::pred(self.attrs[a].as_ref().ok_or("a predicate without a value")?)?;
                let bad = self.node(Kind::Truth(out_of(&pred, *m as u8)), vec![]);
                self.c.tgt_ub.push(bad);
            }
        }
        let ty_arg = |k: usize| match c.args[k] {
            NativeItem::Type(t) => Ok(t),
            _ => Err("a type argument expected".to_string()),
        };
        let v = match c.entry.name {
            "add" | "sub" | "and" | "or" | "xor" => {
                let (a, b) = (self.int_arg(&c.args[0])?, self.int_arg(&c.args[1])?);
                let k = match c.entry.name {
                    "add" => Kind::Add(Flags::none()),
                    "sub" => Kind::Sub(Flags::none()),
                    "and" => Kind::And,
                    "or" => Kind::Or,
                    _ => Kind::Xor,
                };
                AV::Node(self.node(k, vec![a, b]))
            }
            "mul" => {
                let (a, b) = (self.int_arg(&c.args[0])?, self.int_arg(&c.args[1])?);
                AV::Node(self.mul(a, b, &Flags::none())?)
            }
            "neg" => {
                let a = self.int_arg(&c.args[0])?;
                AV::Node(self.node(Kind::MulMinusOne(Flags::none()), vec![a]))
            }
            "zero_attr" => AV::Node(self.konst(Konst::Zero, ty_arg(0)?)?),
            "one_attr" => AV::Node(self.konst(Konst::One, ty_arg(0)?)?),
            "minus_one_attr" => AV::Node(self.konst(Konst::AllOnes, ty_arg(0)?)?),
            "signed_min_attr" => AV::Node(self.konst(Konst::SMin, ty_arg(0)?)?),
            "merge_overflow" => match (&c.args[0], &c.args[1]) {
                (NativeItem::Attr(a), NativeItem::Attr(b)) => match (&self.attrs[*a], &self.attrs[*b]) {
                    (Some(AV::Flags(f)), Some(AV::Flags(g))) => AV::Flags(Flags {
                        nsw: SExpr::And(Box::new(f.nsw.clone()), Box::new(g.nsw.clone())),
                        nuw: SExpr::And(Box::new(f.nuw.clone()), Box::new(g.nuw.clone())),
                    }),
                    _ => return Err("merge_overflow of non-flags".into()),
                },
                _ => return Err("merge_overflow of non-attributes".into()),
            },
            "invert_predicate" | "swap_predicate" | "invert_icmp_predicate" => {
                let NativeItem::Attr(a) = c.args[0] else { return Err("a predicate expected".into()) };
                let pred = Self::pred(self.attrs[a].as_ref().ok_or("a predicate without a value")?)?;
                let table: &'static [u64] = match c.entry.name {
                    "invert_predicate" => &natives::INVERT_CMPI,
                    "swap_predicate" => &natives::SWAP_CMPI,
                    _ => &natives::INVERT_ICMP,
                };
                AV::S(SExpr::Map(table, Box::new(pred)))
            }
            _ => return Err(format!("native {} is outside the automata fragment", c.named())),
        };
        self.attrs[*out] = Some(v);
        Ok(())
    }
}

/// "The predicate is not one of the first `k`."
fn out_of(pred: &SExpr, k: u8) -> SExpr {
    SExpr::Ge(Box::new(pred.clone()), k)
}
