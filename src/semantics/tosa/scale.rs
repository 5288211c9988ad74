//! TOSA's type conversions: CAST (§7), RESCALE (§8) and the scalar
//! `tosa.apply_scale` that lowerings of RESCALE and MUL emit (§2).

use super::{
    Pos, Ub, bool_attr, broadcast, defined, konst, operand_dims, result_dims, result_elem, scalar, single, tensor,
};
use crate::semantics::float::{self, FloatVal, Integral};
use crate::semantics::vector::multi_index;
use crate::semantics::{AttrVal, Cx, IntVal, OpInst, Outcome, Res, Ty, Unsupported, Val};
use crate::smt::{BV, Bool, Rounding};

fn bad_cast(from: &Ty, to: &Ty) -> Unsupported {
    Unsupported::new(format!("'tosa.cast' from {from} to {to} is not modelled"))
}

/// `tosa.cast` (§7 CAST), element by element:
/// - bool to integer: 0 or 1; integer to bool: `x != 0`;
/// - integer to integer: sign-extended, or truncated (wraps);
/// - integer to float: rounded to nearest (`arith.sitofp`);
/// - float to integer: "REQUIRE" not NaN (a poison input may be NaN: UB),
///   rounded to nearest with ties to even, then saturated (±inf too);
/// - float to float: rounded to nearest even (the module's float choice;
///   the specification's bound also admits rounding toward zero),
///   overflowing to ±inf.
///
/// Bool and float, which the specification's table leaves out and MLIR
/// accepts, follow its pseudocode (a choice): bool to float is 1.0 or
/// 0.0, float to bool is `x != 0` (true for NaN, as `arith.cmpf une`).
///
/// Unsigned types (`uiN`, which MLIR's TOSA accepts "for
/// experimentation" and the specification does not have) hold unsigned
/// numbers, a choice: a `uiN` input is zero-extended or converted as
/// unsigned (`arith.uitofp`), a float saturates to `[0, 2^N - 1]`.
pub(super) fn cast<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let from = i.operand_types[0].elem().clone();
    let to = result_elem(i).clone();
    let (from_u, to_u) = (matches!(from, Ty::UInt(_)), matches!(to, Ty::UInt(_)));
    match (from.int_width(), to.int_width(), &from, &to) {
        (Some(a), Some(b), _, _) => broadcast(i, &[0], |v, _| {
            let x = v[0].as_int().ok_or_else(|| bad_cast(&from, &to))?;
            let bits = if a == b {
                x.bits.clone()
            } else if a == 1 || (b > a && from_u) {
                x.bits.zext(b - a)
            } else if b == 1 {
                crate::semantics::int::bool_to_i1(cx, &!x.bits.is_zero())
            } else if b > a {
                x.bits.sext(b - a)
            } else {
                x.bits.extract(b - 1, 0)
            };
            Ok((Val::Int(IntVal::new(bits, x.poison.clone())), vec![]))
        }),
        (Some(a), None, _, Ty::Float(_)) => {
            let op = if from_u || a == 1 { "arith.uitofp" } else { "arith.sitofp" };
            broadcast(i, &[0], |v, _| {
                let x = v[0].as_int().ok_or_else(|| bad_cast(&from, &to))?;
                let signless = Val::Int(x.clone());
                scalar(cx, op, vec![signless], to.clone(), vec![])
            })
        }
        (None, Some(1), Ty::Float(_), _) => broadcast(i, &[0], |v, _| {
            let Val::Float(_) = v[0] else { return Err(bad_cast(&from, &to)) };
            let f = cx.float_format(&from, || "operand type of 'tosa.cast'".into())?;
            let zero = Val::Float(FloatVal::new(float::floats(cx).constant(f, 0.0), cx.ff()));
            // `une`: true for NaN, as `in != 0`.
            let attrs = vec![("predicate".to_string(), AttrVal::Int(BV::from_u64(cx.smt, 13, 64)))];
            scalar(cx, "arith.cmpf", vec![v[0].clone(), zero], Ty::Int(1), attrs)
        }),
        (None, Some(w), Ty::Float(_), _) => broadcast(i, &[0], |v, _| {
            let Val::Float(x) = v[0] else { return Err(bad_cast(&from, &to)) };
            let fl = float::floats(cx);
            let r = fl.round_integral(&x.v, Integral::RoundEven);
            let (bits, out_of_range) = fl.to_int(&r, !to_u, w);
            let (lo, hi) = if to_u {
                (BV::zero(cx.smt, w), BV::all_ones(cx.smt, w))
            } else {
                (BV::signed_min(cx.smt, w), BV::signed_max(cx.smt, w))
            };
            let bits = BV::ite(&out_of_range, &BV::ite(&fl.is_negative(&r), &lo, &hi), &bits);
            let bad = &x.poison | fl.is_nan(&x.v);
            let why = "tosa.cast of NaN to an integer (REQUIRE), or of poison".to_string();
            Ok((Val::Int(IntVal::new(bits, x.poison.clone())), vec![(why, bad)]))
        }),
        (None, None, Ty::Float(_), Ty::Float(_)) => {
            let f = cx.float_format(&to, || "result type of 'tosa.cast'".into())?;
            broadcast(i, &[0], |v, _| {
                let Val::Float(x) = v[0] else { return Err(bad_cast(&from, &to)) };
                let r = float::floats(cx).convert(&x.v, f, Rounding::NearestEven);
                Ok((Val::Float(FloatVal::new(r, x.poison.clone())), vec![]))
            })
        }
        _ => Err(bad_cast(&from, &to)),
    }
}

/// Whether a `rounding_mode` asks for DOUBLE_ROUND; INEXACT_ROUND allows a
/// range of results and is not modelled.
fn double_round(i: &OpInst<'_>) -> Result<bool, Unsupported> {
    match i.attr("rounding_mode") {
        Some(AttrVal::Other(t)) if t.contains("INEXACT_ROUND") => Err(Unsupported::new(format!(
            "'{}' with rounding_mode INEXACT_ROUND (a range of results) is not modelled",
            i.name
        ))),
        Some(AttrVal::Other(t)) if t.contains("DOUBLE_ROUND") => Ok(true),
        Some(AttrVal::Other(t)) if t.contains("SINGLE_ROUND") => Ok(false),
        a => Err(Unsupported::new(format!("'{}' with rounding_mode {}", i.name, crate::semantics::shown(a)))),
    }
}

/// The arithmetic of `apply_scale_32`/`apply_scale_16` (§2) in int64:
/// `(v * m + round) >> s` with `round = (1 << s) >> 1` (0 for s = 0), plus
/// 2^30 (v >= 0) or -2^30 (v < 0) when double rounding and s > 31; an
/// arithmetic shift. `v` and `m` (at most 64 bits) are sign-extended, `s`
/// (i8) zero-extended. Returns the 64-bit result and whether the product,
/// or the exact sum, does not fit int64 (the sum is computed in 66 bits).
fn scale64<'c>(cx: &Cx<'c, '_>, v: &BV<'c>, m: &BV<'c>, s: &BV<'c>, double: bool) -> (BV<'c>, Bool<'c>) {
    let v64 = v.sext(64 - v.width());
    let m64 = m.sext(64 - m.width());
    let p = &v64 * &m64;
    let s64 = s.zext(64 - s.width());
    let one = konst(cx, 1, 64);
    let round = one.shl(&s64).lshr(&one);
    let mut sum = &p.sext(2) + &round.sext(2);
    if double {
        let adj = BV::ite(&v64.sge(&BV::zero(cx.smt, 64)), &konst(cx, 1 << 30, 66), &konst(cx, -(1 << 30), 66));
        let big = s64.ugt(&konst(cx, 31, 64));
        sum = BV::ite(&big, &(&sum + &adj), &sum);
    }
    let low = sum.extract(63, 0);
    let mut over = !sum.eq(&low.sext(2));
    if v.width() + m.width() > 64 {
        over = v64.mul_overflows_signed(&m64) | over;
    }
    (low.ashr(&s64), over)
}

/// The value of `apply_scale` (and of MUL with a shift): the low `wr` bits
/// of `scale64`, and its UB for a value and multiplier that are not
/// poison: an int64 overflow, or for a shift other than 0 a result outside
/// `wr` bits (with shift 0 the product is truncated, MUL's `mul_s`).
pub(super) fn scaled<'c>(
    cx: &Cx<'c, '_>,
    v: &IntVal<'c>,
    m: &IntVal<'c>,
    s: &BV<'c>,
    double: bool,
    wr: u32,
) -> (BV<'c>, Bool<'c>) {
    let (r, over) = scale64(cx, &v.bits, &m.bits, s, double);
    let low = r.extract(wr - 1, 0);
    let fits = r.eq(&low.sext(64 - wr)) | s.is_zero();
    (low, defined(cx, &[v, m]) & (over | !fits))
}

/// `tosa.apply_scale %value, %multiplier, %shift` (scalar; mapped over
/// vectors and tensors). ODS: "Applies rescaling for fixed point values.
/// This behavior is replicated in multiple quantized operations (mul,
/// convolution, rescale, matmul, pooling)." It is `apply_scale_32`
/// (`apply_scale_16` for a wider value) of §2 as MLIR uses it: MLIR also
/// applies it to MUL's signed operands and its shifts from 0 to 63, so
/// the specification's "REQUIRE(multiplier >= 0)" and "REQUIRE(2 <= shift
/// && shift <= 62)" are not its own. What is: the shift read as unsigned
/// (as `tosa-to-arith` does) within [0, 63] (a poison shift is UB), and,
/// for a value and multiplier that are not poison, no overflow of the
/// int64 product and sums and, for a shift of 1 or more, a result in the
/// range of the result type (every REQUIRE of the specification's users
/// implies both). The result is the low bits.
///
/// Shift 0 is MUL's: `tosa-to-linalg` lowers a `tosa.mul` whose shift is
/// not a constant to `apply_scale` with that shift, and MUL with shift 0
/// is `mul_s`, the product truncated to the result (§3: defined, no
/// REQUIRE). With rounding term `(1 << 0) >> 1 = 0` the int64 formula
/// gives exactly that, and so does `tosa-to-arith`'s default lowering;
/// its `use-32-bit` lowering shifts by `s - 1` and `32 - s` and gives
/// poison at shift 0, a deviation this rule reports.
pub(super) fn apply_scale<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let double = double_round(i)?;
    let (v, m, s) = (i.int(0)?, i.int(1)?, i.int(2)?);
    let wr = i.result_width(cx, 0)?;
    if v.width() > 64 || m.width() > 64 || s.width() != 8 || wr > 64 {
        return Err(Unsupported::new(format!(
            "'tosa.apply_scale' on i{}, i{}, i{} to i{wr} is not modelled",
            v.width(),
            m.width(),
            s.width()
        )));
    }
    let (low, over) = scaled(cx, v, m, &s.bits, double, wr);
    let bad_shift = &s.poison | s.bits.ugt(&konst(cx, 63, 8));
    let ub = vec![
        ("tosa.apply_scale shift outside [0, 63], or poison".to_string(), bad_shift),
        ("tosa.apply_scale overflow of int64 or of the result type".to_string(), over),
    ];
    let poison = &v.poison | &m.poison | &s.poison;
    Ok(Outcome { results: vec![Val::Int(IntVal::new(low, poison))], ub })
}

/// `tosa.rescale %input, %multiplier, %shift, %input_zp, %output_zp`
/// (§8 RESCALE). Per element, channel `c` the last index with
/// `per_channel` (else 0):
/// 1. `v = ext(x) - ext(input_zp)`, zero-extended with `input_unsigned`,
///    else sign-extended;
/// 2. `apply_scale_32(v, multiplier[c], shift[c], DOUBLE_ROUND)` with
///    `scale32` (REQUIRE multiplier >= 0, 2 <= shift <= 62 and
///    -2^(shift-1) <= v < 2^(shift-1)), else `apply_scale_16` (the same
///    first two, and a result in i32);
/// 3. `add_s<i32>` of `ext(output_zp)` (an overflow is UB);
/// 4. saturated to the output's range (unsigned with `output_unsigned`).
///
/// ERROR_IFs on the zero points' values (non-zero but for i8, or i16
/// unsigned with 0 or 32768) are UB, as is a poison zero point, multiplier
/// or shift; the static ERROR_IFs (scale32 on i48, DOUBLE_ROUND without
/// scale32, both unsigned, unsigned with i32 or i48, per_channel on rank
/// 0, the multiplier's width) make the op unsupported, and so does
/// INEXACT_ROUND.
pub(super) fn rescale<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let double = double_round(i)?;
    let [scale32, per_channel, in_u, out_u] =
        ["scale32", "per_channel", "input_unsigned", "output_unsigned"].map(|n| bool_attr(i, n));
    let (scale32, per_channel, in_u, out_u) = (scale32?, per_channel?, in_u?, out_u?);
    // A `uiN` input or output is read as `input_unsigned` or
    // `output_unsigned` say (MLIR's verifier makes them agree).
    let (Some(wi), Some(wo)) = (i.operand_types[0].elem().int_width(), result_elem(i).int_width()) else {
        return Err(Unsupported::new(format!(
            "'tosa.rescale' from {} to {} is not modelled (integers only)",
            i.operand_types[0], i.result_types[0]
        )));
    };
    let error_if = |c: bool, why: &str| {
        if c { Err(Unsupported::new(format!("'tosa.rescale' with {why} (ERROR_IF)"))) } else { Ok(()) }
    };
    error_if(![8, 16, 32, 48].contains(&wi) || ![8, 16, 32].contains(&wo), "an input or output type not in its table")?;
    error_if(scale32 && wi == 48, "scale32 on an i48 input")?;
    error_if(!scale32 && double, "DOUBLE_ROUND without scale32")?;
    error_if(in_u && out_u, "an unsigned input and output")?;
    error_if(in_u && wo == 32, "an unsigned input and an i32 output")?;
    error_if(out_u && (wi == 32 || wi == 48), "an unsigned output from i32 or i48")?;
    let out_dims = result_dims(i)?.to_vec();
    error_if(per_channel && out_dims.is_empty(), "per_channel on rank 0")?;
    let channels = if per_channel { *out_dims.last().unwrap() as usize } else { 1 };
    let (mults, shifts) = (tensor(i, 1)?, tensor(i, 2)?);
    if mults.len() != channels || shifts.len() != channels {
        return Err(Unsupported::new("'tosa.rescale' with a multiplier or shift of another length than its channels"));
    }
    if operand_dims(i, 0)? != out_dims.as_slice() {
        return Err(Unsupported::new("'tosa.rescale' with an input of another shape than its result"));
    }
    let params: Vec<(&IntVal<'c>, &IntVal<'c>)> = mults
        .iter()
        .zip(shifts)
        .map(|(m, s)| Some((m.as_int()?, s.as_int()?)))
        .collect::<Option<_>>()
        .ok_or_else(|| Unsupported::new("'tosa.rescale' with a multiplier or shift that is not an integer"))?;
    let mw = if scale32 { 32 } else { 16 };
    if params.iter().any(|(m, s)| m.width() != mw || s.width() != 8) {
        return Err(Unsupported::new("'tosa.rescale' with a multiplier or shift of another type than scale32 asks"));
    }
    let (Val::Int(zin), Val::Int(zout)) = (single(i, 3)?, single(i, 4)?) else {
        return Err(Unsupported::new("'tosa.rescale' with zero points that are not integers"));
    };
    let mut op_ub: Ub<'c> = Vec::new();
    for (name, z, w, unsigned) in [("input_zp", zin, wi, in_u), ("output_zp", zout, wo, out_u)] {
        let zero = z.bits.is_zero();
        let allowed = if w == 8 {
            cx.tt()
        } else if w == 16 && unsigned {
            &zero | z.bits.eq(&konst(cx, 0x8000, 16))
        } else {
            zero
        };
        op_ub.push((
            format!("tosa.rescale {name} not allowed for its type (ERROR_IF), or poison"),
            &z.poison | !allowed,
        ));
    }
    for (c, (m, s)) in params.iter().enumerate() {
        let bad = &m.poison
            | m.bits.slt(&BV::zero(cx.smt, mw))
            | &s.poison
            | s.bits.slt(&konst(cx, 2, 8))
            | s.bits.sgt(&konst(cx, 62, 8));
        let why = format!("tosa.rescale multiplier < 0 or shift outside [2, 62] (REQUIRE), or poison, in channel {c}");
        op_ub.push((why, bad));
    }
    let ext =
        |b: &BV<'c>, unsigned: bool, to: u32| if unsigned { b.zext(to - b.width()) } else { b.sext(to - b.width()) };
    // v = x - input_zp (int48 in the specification) is exact in max(32,
    // width) bits too, where the lowering subtracts, whenever the zero point
    // is allowed (an i8 or unsigned i16 one, else 0; otherwise UB above):
    // computed as the lowering does, then sign-extended for apply_scale.
    let wv = wi.max(32);
    // A zero point of a type with a sign (a `ui8` one) holds the number its
    // type says, whatever the flags (uiN values are unsigned, see `cast`).
    let sign_of = |k: usize, flag: bool| match i.operand_types[k].elem() {
        Ty::UInt(_) => true,
        Ty::SInt(_) => false,
        _ => flag,
    };
    let (ziv, zo32) = (ext(&zin.bits, sign_of(3, in_u), wv), ext(&zout.bits, sign_of(4, out_u), 32));
    let (lo, hi) = if out_u { (0, (1i64 << wo) - 1) } else { (-(1i64 << (wo - 1)), (1i64 << (wo - 1)) - 1) };
    let (lo, hi) = (konst(cx, lo, 32), konst(cx, hi, 32));
    let mut out = broadcast(i, &[0], |v, pos| {
        let x = v[0].as_int().ok_or_else(|| Unsupported::new("'tosa.rescale' on a non-integer"))?;
        let (m, s) = match (per_channel, pos) {
            (false, _) => (params[0].0.clone(), params[0].1.clone()),
            (true, Pos::Linear(linear)) => {
                let (m, s) = params[*multi_index(linear, &out_dims).last().unwrap() as usize];
                (m.clone(), s.clone())
            }
            // At a symbolic point: the parameters of its channel.
            (true, Pos::Point(p)) => {
                let c = p.last().expect("a channel dimension");
                let select = |k: usize, a: &IntVal<'c>, b: &IntVal<'c>| {
                    let here = c.eq(&crate::semantics::tensor::lazy::index(cx.smt, k as u64));
                    IntVal::new(BV::ite(&here, &a.bits, &b.bits), here.ite(&a.poison, &b.poison))
                };
                let (mut m, mut s) = (params[channels - 1].0.clone(), params[channels - 1].1.clone());
                for (k, (mk, sk)) in params.iter().enumerate().rev().skip(1) {
                    m = select(k, mk, &m);
                    s = select(k, sk, &s);
                }
                (m, s)
            }
        };
        let (m, s) = (&m, &s);
        let diff = &ext(&x.bits, in_u, wv) - &ziv;
        let val = diff.sext(64 - wv);
        // The value and UB of `apply_scale` on v as the lowering computes it.
        let (r32, scale_ub) = scaled(cx, &IntVal::new(diff, &x.poison | &zin.poison), m, &s.bits, double, 32);
        let mut ub = Vec::new();
        let ok = !&x.poison;
        if scale32 {
            // -2^(shift-1) <= v < 2^(shift-1)
            let s64 = s.bits.zext(56);
            let half = konst(cx, 1, 64).shl(&(&s64 - &konst(cx, 1, 64)));
            let inside = val.sge(&-&half) & val.slt(&half);
            ub.push((
                "tosa.rescale value outside the range of its shift (REQUIRE of apply_scale_32)".into(),
                &ok & !inside,
            ));
            // Implied by the REQUIREs above (so the UB is the same for every
            // input), stated as `apply_scale`'s own UB to share its terms: with
            // 0 <= m < 2^31, 2 <= s <= 62 and |v| <= 2^(s-1) (and |v| < 2^31),
            // |v*m| < 2^(s+30), so the int64 sum does not overflow and
            // (v*m + 2^(s-1) ± 2^30) >> s lies within ±(2^30 + 2^28 + 1),
            // inside i32 (checked for every shift by z3 on the bit-vector
            // formula, and on edge values in `tosa::tests`).
            ub.push(("tosa.rescale scaled value outside i32 (implied by apply_scale_32's REQUIREs)".into(), scale_ub));
        } else {
            // apply_scale_16's REQUIRE of a result in i32, which is
            // `apply_scale`'s UB (|v| < 2^47 and |m| <= 2^15 do not
            // overflow int64).
            ub.push(("tosa.rescale scaled value outside i32 (REQUIRE of apply_scale_16)".into(), scale_ub));
        }
        let sum = &r32 + &zo32;
        ub.push((
            "tosa.rescale overflow adding output_zp (REQUIRE of add_s)".into(),
            &ok & r32.add_overflows_signed(&zo32),
        ));
        let clipped = BV::ite(&sum.slt(&lo), &lo, &BV::ite(&sum.sgt(&hi), &hi, &sum));
        Ok((Val::Int(IntVal::new(clipped.extract(wo - 1, 0), x.poison.clone())), ub))
    })?;
    out.ub.extend(op_ub);
    Ok(out)
}
