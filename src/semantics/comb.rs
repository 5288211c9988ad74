//! CIRCT's `comb` dialect, and `hw.constant` that gives it constants
//! (facts: `../shared/reference/comb.md`, from CIRCT's `Combinational.td`
//! and `RationaleComb.md`; CIRCT itself is not installed, PDL names the ops
//! by string).
//!
//! How the two-state world meets the shared integer rules:
//! - comb has no poison and no UB. Values are two-state (we model every op
//!   as if it carried `twoState`, i.e. binary logic only). The rules below
//!   reuse `int.rs` for the bits and keep the operands' poison flags only so
//!   that an `IntVal` stays an `IntVal`; the PDL verifier gives the inputs of
//!   a comb pattern no poison, so every comb value is poison-free.
//! - Division and modulo by zero give CIRCT's *undefined value*: some
//!   value, unspecified, not UB and not poison. It is a fresh choice at each
//!   evaluation ([`super::Shared::choice`]); a refinement query must let the
//!   source pick its choice to match the target (the PDL verifier
//!   quantifies the source's choices universally in its counterexample
//!   search) while the target's choices are arbitrary.
//! - `divs` of the minimum value by -1 wraps to the minimum value (as
//!   Verilog's `/` on two-state values and SMT-LIB's `bvsdiv`); `mods` has
//!   the sign of the dividend (Verilog's `%`, LLVM's `srem`).
//! - Shifts by the width or more: `shl`/`shru` give 0, `shrs` the sign fill
//!   (SMT-LIB's `bvshl`/`bvlshr`/`bvashr`), never poison.
//! - `icmp`'s case and wildcard predicates `ceq cne weq wne` (10..13) are
//!   `eq ne eq ne` on two-state values.

use super::int::{self, Flags};
use super::ops::{AttrKind, OpSpec, Shape, VALUE, op};
use super::{AttrVal, Cx, IntVal, OpInst, Outcome, Res, Unsupported, Val};
use crate::smt::{BV, Bool};

use Shape::*;

/// `comb.icmp`'s predicates, numbered as CIRCT's `ICmpPredicate`: the ten of
/// `arith.cmpi` (`int::PREDICATES`), then the case and wildcard forms.
pub const PREDICATES: [&str; 14] =
    ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge", "ceq", "cne", "weq", "wne"];

/// comb's ops and `hw.constant`: two-state, each with its signature (the
/// PDL verifier is their only user).
pub(super) const OPS: &[OpSpec] = &[
    op("hw.constant", constant).two_state().attrs(VALUE).sig(0, 1, Constant),
    op("comb.add", add).two_state().commutative().associative().variadic(Same),
    op("comb.mul", mul).two_state().commutative().associative().variadic(Same),
    op("comb.and", and).two_state().commutative().associative().variadic(Same),
    op("comb.or", or).two_state().commutative().associative().variadic(Same),
    op("comb.xor", xor).two_state().commutative().associative().variadic(Same),
    op("comb.sub", sub).two_state().sig(2, 1, Same),
    op("comb.divu", divu).two_state().sig(2, 1, Same),
    op("comb.divs", divs).two_state().sig(2, 1, Same),
    op("comb.modu", modu).two_state().sig(2, 1, Same),
    op("comb.mods", mods).two_state().sig(2, 1, Same),
    op("comb.shl", shl).two_state().sig(2, 1, Same),
    op("comb.shru", shru).two_state().sig(2, 1, Same),
    op("comb.shrs", shrs).two_state().sig(2, 1, Same),
    op("comb.icmp", icmp)
        .two_state()
        .attrs(&[("predicate", AttrKind::Predicate(PREDICATES.len() as u64))])
        .sig(2, 1, Compare),
    op("comb.mux", mux).two_state().sig(3, 1, Select),
    op("comb.concat", concat).two_state().variadic(Concat),
    op("comb.extract", extract).two_state().attrs(&[("lowBit", AttrKind::I32)]).sig(1, 1, Extract),
    op("comb.replicate", replicate).two_state().sig(1, 1, Replicate),
    op("comb.parity", parity).two_state().sig(1, 1, ToI1),
    op("comb.reverse", reverse).two_state().sig(1, 1, Same),
    op("comb.truth_table", truth_table).two_state().attrs(&[("lookupTable", AttrKind::Opaque)]).variadic(AllI1),
];

fn no_flags<'c>(cx: &Cx<'c, '_>) -> Flags<'c> {
    Flags { nsw: cx.ff(), nuw: cx.ff() }
}

/// The integer operands, all of one width.
fn same_width<'a, 'c>(i: &'a OpInst<'c>) -> Result<Vec<&'a IntVal<'c>>, Unsupported> {
    let vs: Vec<&IntVal<'c>> = (0..i.operands.len()).map(|k| i.int(k)).collect::<Result<_, _>>()?;
    if vs.is_empty() {
        return Err(Unsupported::new(format!("'{}' without operands", i.name)));
    }
    if vs.iter().any(|v| v.width() != vs[0].width()) {
        return Err(Unsupported::new(format!("'{}' on operands of different widths", i.name)));
    }
    Ok(vs)
}

/// A result computed from two operands' bits, poison only from them (never,
/// for two-state inputs).
fn two_state<'c>(a: &IntVal<'c>, b: &IntVal<'c>, bits: BV<'c>) -> IntVal<'c> {
    IntVal::new(bits, &a.poison | &b.poison)
}

/// `hw.constant`: the value of its `value` attribute.
fn constant<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let w = i.result_width(cx, 0)?;
    let v = i.int_attr("value")?;
    Ok(Outcome::int(IntVal::new(v.sext_or_trunc(w), cx.ff())))
}

/// add, mul, and, or, xor: variadic and associative; modulo 2^n.
fn variadic<'c>(i: &OpInst<'c>, f: impl Fn(&IntVal<'c>, &IntVal<'c>) -> IntVal<'c>) -> Res<'c> {
    let vs = same_width(i)?;
    let mut acc = vs[0].clone();
    for v in &vs[1..] {
        acc = f(&acc, v);
    }
    Ok(Outcome::int(acc))
}

/// `comb.add`: the sum modulo 2^n.
fn add<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    variadic(i, |a, b| int::add(a, b, &no_flags(cx)))
}

/// `comb.mul`: the product modulo 2^n.
fn mul<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    variadic(i, |a, b| int::mul(a, b, &no_flags(cx)))
}

/// `comb.and`: bitwise and.
fn and<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    variadic(i, int::and)
}

/// `comb.or`: bitwise or.
fn or<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    variadic(i, int::or)
}

/// `comb.xor`: bitwise exclusive or.
fn xor<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    variadic(i, int::xor)
}

fn binary<'c>(i: &OpInst<'c>, f: impl Fn(&IntVal<'c>, &IntVal<'c>) -> IntVal<'c>) -> Res<'c> {
    let vs = same_width(i)?;
    if vs.len() != 2 {
        return Err(Unsupported::new(format!("'{}' with {} operands", i.name, vs.len())));
    }
    Ok(Outcome::int(f(vs[0], vs[1])))
}

/// divu, divs, modu, mods: the integer rule's value when the divisor is not
/// zero, else an undefined value (a fresh choice; see the module comment).
fn by_nonzero<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>, f: impl Fn(&IntVal<'c>, &IntVal<'c>) -> IntVal<'c>) -> Res<'c> {
    binary(i, |a, b| {
        let defined = f(a, b);
        let undefined = cx.shared.choice(cx.smt, &format!("{}.undefined", i.name), a.width());
        IntVal::new(BV::ite(&b.bits.is_zero(), &undefined, &defined.bits), &a.poison | &b.poison)
    })
}

/// `comb.sub`: the difference modulo 2^n.
fn sub<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    binary(i, |a, b| int::sub(a, b, &no_flags(cx)))
}

/// `comb.divu`: unsigned division rounding toward zero.
fn divu<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    by_nonzero(cx, i, |a, b| int::divu(a, b, &cx.ff()).0)
}

/// `comb.divs`: signed division rounding toward zero; `MIN / -1` wraps.
fn divs<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    by_nonzero(cx, i, |a, b| int::divs(a, b, &cx.ff()).0)
}

/// `comb.modu`: unsigned remainder.
fn modu<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    by_nonzero(cx, i, |a, b| int::remu(a, b).0)
}

/// `comb.mods`: signed remainder, with the sign of the dividend.
fn mods<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    by_nonzero(cx, i, |a, b| int::rems(a, b).0)
}

/// `comb.shl`: shift left; by the width or more gives 0.
fn shl<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    binary(i, |a, b| two_state(a, b, a.bits.shl(&b.bits)))
}

/// `comb.shru`: logical shift right; by the width or more gives 0.
fn shru<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    binary(i, |a, b| two_state(a, b, a.bits.lshr(&b.bits)))
}

/// `comb.shrs`: arithmetic shift right; by the width or more gives the
/// sign fill.
fn shrs<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    binary(i, |a, b| two_state(a, b, a.bits.ashr(&b.bits)))
}

/// `comb.icmp`: predicates numbered eq ne slt sle sgt sge ult ule ugt uge
/// ceq cne weq wne; the last four are eq ne eq ne on two-state values.
fn icmp<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let vs = same_width(i)?;
    let p = i.int_attr("predicate")?;
    let n = |k: u64| BV::from_u64(cx.smt, k, p.width());
    let is_eq = p.eq(&n(10)) | p.eq(&n(12));
    let is_ne = p.eq(&n(11)) | p.eq(&n(13));
    let p = BV::ite(&is_eq, &n(0), &BV::ite(&is_ne, &n(1), &p));
    int::cmp(cx, &p, vs[0], vs[1])
        .map(Outcome::int)
        .ok_or_else(|| Unsupported::new("comb.icmp with an unknown predicate"))
}

/// `comb.mux %c, %t, %f`: `%t` when `%c` is 1, else `%f`.
fn mux<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let c = i.int(0)?;
    let (t, f) = (i.int(1)?, i.int(2)?);
    if c.width() != 1 || t.width() != f.width() {
        return Err(Unsupported::new("comb.mux needs an i1 condition and two values of one type"));
    }
    Ok(Outcome::int(int::select(c, t, f)))
}

/// `comb.concat %a, %b, ...`: the first operand is the most significant.
fn concat<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let vs: Vec<&IntVal<'c>> = (0..i.operands.len()).map(|k| i.int(k)).collect::<Result<_, _>>()?;
    let Some(first) = vs.first() else {
        return Err(Unsupported::new("comb.concat without operands"));
    };
    let mut acc = (*first).clone();
    for v in &vs[1..] {
        acc = IntVal::new(acc.bits.concat(&v.bits), &acc.poison | &v.poison);
    }
    Ok(Outcome::int(acc))
}

/// `comb.extract %x from L : (iN) -> iM`: bits `L .. L+M-1`. A symbolic
/// `lowBit` (PDL) shifts right by it; the verifier's `L + M <= N` is the
/// caller's assumption.
fn extract<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let x = i.int(0)?;
    let m = i.result_width(cx, 0)?;
    let n = x.width();
    if m > n {
        return Err(Unsupported::new("comb.extract wider than its input"));
    }
    let low = i.int_attr("lowBit")?;
    // Bits beyond the input make the op invalid (its verifier rejects it;
    // the PDL verifier makes it an obligation of a rewrite that creates it):
    // any value will do there, the general formula's included.
    let bits = match low.as_const().and_then(|b| b.to_u64()) {
        Some(l) if l + m as u64 <= n as u64 => x.bits.extract(l as u32 + m - 1, l as u32),
        _ => {
            // Compare in a width that holds both N and any lowBit.
            let wide = n.max(low.width()) + 1;
            let shift = low.zext_or_trunc(wide);
            x.bits.zext(wide - n).lshr(&shift).extract(m - 1, 0)
        }
    };
    Ok(Outcome::int(IntVal::new(bits, x.poison.clone())))
}

/// `comb.replicate %x : (iN) -> iK*N`: `%x` repeated K times.
fn replicate<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let x = i.int(0)?;
    let r = i.result_width(cx, 0)?;
    if r % x.width() != 0 {
        return Err(Unsupported::new("comb.replicate to a width that is not a multiple of its input's"));
    }
    Ok(Outcome::int(IntVal::new(x.bits.repeat(r / x.width()), x.poison.clone())))
}

/// `comb.parity %x`: the xor of all bits, `i1`.
fn parity<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let x = i.int(0)?;
    let mut acc = BV::zero(cx.smt, 1);
    for k in 0..x.width() {
        acc = &acc ^ &x.bits.extract(k, k);
    }
    Ok(Outcome::int(IntVal::new(acc, x.poison.clone())))
}

/// `comb.reverse %x`: bit order reversed.
fn reverse<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let x = i.int(0)?;
    let mut acc = x.bits.extract(0, 0);
    for k in 1..x.width() {
        acc = acc.concat(&x.bits.extract(k, k));
    }
    Ok(Outcome::int(IntVal::new(acc, x.poison.clone())))
}

/// `comb.truth_table %a, %b, ... -> [b0, b1, ...]`: the `i1` inputs, most
/// significant first, index the `lookupTable`.
fn truth_table<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let table: Vec<bool> = match i.attr("lookupTable") {
        Some(AttrVal::Other(text)) => text
            .trim_start_matches('[')
            .trim_end_matches(']')
            .split(',')
            .map(|t| match t.trim() {
                "true" | "1" => Some(true),
                "false" | "0" => Some(false),
                _ => None,
            })
            .collect::<Option<_>>()
            .ok_or_else(|| Unsupported::new(format!("comb.truth_table with lookupTable {text}")))?,
        _ => return Err(Unsupported::new("comb.truth_table without a constant lookupTable")),
    };
    let ins: Vec<&IntVal<'c>> = (0..i.operands.len()).map(|k| i.int(k)).collect::<Result<_, _>>()?;
    if ins.iter().any(|v| v.width() != 1) || table.len() != 1usize << ins.len() {
        return Err(Unsupported::new("comb.truth_table needs i1 inputs and 2^n table entries"));
    }
    let mut index = BV::zero(cx.smt, 1);
    let mut poison = cx.ff();
    for v in &ins {
        index = index.concat(&v.bits);
        poison = poison | &v.poison;
    }
    let width = index.width();
    let mut r = BV::zero(cx.smt, 1);
    for (k, entry) in table.iter().enumerate() {
        let here: Bool<'c> = index.eq(&BV::from_u64(cx.smt, k as u64, width));
        r = BV::ite(&here, &BV::from_u64(cx.smt, *entry as u64, 1), &r);
    }
    Ok(Outcome::value(Val::Int(IntVal::new(r, poison))))
}
