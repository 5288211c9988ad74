//! `tosa` dialect on static tensors (mlir/Dialect/Tosa/IR/TosaOps.td,
//! TosaUtilOps.td, TosaShapeOps.td), with the meaning the TOSA 1.0
//! specification gives each operator (`../shared/reference/tosa.md`
//! summarises it; `§n` below are its sections).
//!
//! Values are the tensors of `tensor.rs` (row-major elements, each poison
//! or not on its own). TOSA has no poison: an element of a function
//! argument may be poison (ARCHITECTURE.md, Semantic rules) and the rules carry it as `arith`
//! does: an element computed from a poison element is poison.
//!
//! The specification's outcomes (§1), and how they are encoded:
//! - `REQUIRE(c)` violated: the graph is unpredictable, immediate UB here
//!   (integer overflow of `add_s`/`sub_s`, a division by zero, a shift
//!   amount out of range, a bad multiplier or shift of `apply_scale`, ...).
//!   A REQUIRE on a value an op computes (an overflow) is not violated
//!   when an operand it is computed from is poison: the result is poison
//!   instead, as `arith.divsi`'s MIN / -1 with a poison dividend. A
//!   REQUIRE that restricts one operand (a divisor, a shift amount, a zero
//!   point, a multiplier or shift, "not NaN") is violated by a poison
//!   operand, which may hold any value, as a poison divisor of
//!   `arith.divsi` is UB. The choice is the specification's silence on a
//!   value TOSA does not have.
//! - `ERROR_IF(c)`: the graph is illegal. On shapes and attributes (static)
//!   the op is `unsupported`, naming the rule (MLIR's verifiers reject most
//!   of them anyway); on the values of zero-point, shift and multiplier
//!   operands (compile-time constants in TOSA, but SSA values in MLIR) it
//!   is UB, a formula that folds when they are constants.
//! - Elementwise binary and ternary ops broadcast (§1): equal ranks, each
//!   dimension equal to the result's or 1, a dimension of size 1 read at
//!   index 0 ([`broadcast`]).
//!
//! Floating point (a choice, §1 "Floating-Point Precision Requirements"):
//! the specification bounds the error of float operators rather than fixing
//! their bits; here every operator is IEEE-754 with rounding to nearest,
//! ties to even, no flushing of subnormals, the existing float encodings
//! (`float`), which is one behaviour the bounds allow. The specification's
//! freedom is kept in two places only: a zero from MAXIMUM, MINIMUM, CLAMP
//! or REDUCE_MAX/MIN of zeros of both signs has either sign (a choice of the
//! op), and the approximate functions (EXP, LOG, TANH, ...) are the `math`
//! dialect's uninterpreted functions with their special values (`math.rs`),
//! the same function as the `math` op a lowering emits. Float sums and
//! products are computed in index order from +0.0 (1.0) (a bf16 sum in
//! fp32, the specification's accumulator), what
//! `tosa-to-linalg` emits (`linalg.reduce` over a fill), where the
//! specification leaves the order open; with `fp-reassoc` the sums of the
//! reductions, matmul, convolutions and average pooling are reassociable
//! instead (`semantics::reassoc`, through `accumulate`).
//!
//! Types MLIR accepts beyond the specification's tables (a choice each,
//! from the pseudocode): `uiN` elements hold unsigned numbers, read as such
//! by the ops marked `any_sign` (cast, clamp, max_pool2d, reduce_max/min,
//! rescale's zero points; data movement ignores the sign) and unsupported
//! in the others; integer REDUCE_PRODUCT is MUL's wrapping product; a
//! narrower integer bias is sign-extended; bool/float casts are `x != 0`
//! and 1.0/0.0.
//!
//! `!tosa.shape<N>` values (`tosa.const_shape`) are vectors of N `index`
//! constants (`Val::Vector`; `!tosa.shape<0>` one placeholder element, as
//! a vector value is never empty); the ops that take one (reshape, slice,
//! pad, tile) read it as constants and are `unsupported` when it is not
//! (the type itself is `Ty::Other`, so a function taking or returning one
//! is unsupported). Every op of the dialect without a row here is
//! `unsupported`, named; so is a modelled op with an attribute value not
//! modelled (INEXACT_ROUND, a non-constant shape, ...).
//!
//! Files: this one has the table and what the rules share; elementwise ops
//! in `elementwise.rs` (and `compare.rs`: comparisons, select, clamp,
//! maximum, minimum), `scale.rs` (cast, rescale, apply_scale), data
//! movement in `data.rs`, reductions in `reduce.rs`, matmul, convolutions
//! in `conv.rs`, pooling in `pool.rs`, RESIZE in `resize.rs`, FFT2D and RFFT2D in `fft.rs`; `tests.rs` checks the integer rules against
//! the specification's pseudocode on concrete inputs.

mod compare;
mod conv;
mod data;
mod elementwise;
mod fft;
mod lazy;
mod pool;
mod reduce;
mod resize;
mod scale;
pub(super) mod shape;
#[cfg(test)]
mod tests;

use super::float::{AcOp, Reassoc};
use super::ops::{self, AttrKind, AttrSlot, OpSpec, op};
use super::vector::multi_index;
use super::{AttrVal, Cx, IntVal, OpInst, Outcome, Res, Ty, Unsupported, Val};
use crate::ir::FloatKind;
use crate::smt::{BV, Bool, Format};

const NAN_MODE: &[AttrSlot] = &[("nan_mode", AttrKind::Opaque)];
const AXIS: &[AttrSlot] = &[("axis", AttrKind::I32)];
const AXIS_NAN: &[AttrSlot] = &[("axis", AttrKind::I32), ("nan_mode", AttrKind::Opaque)];
/// A boolean attribute is an enum of two cases.
const BOOL: AttrKind = AttrKind::Predicate(2);
const RESCALE: &[AttrSlot] = &[
    ("scale32", BOOL),
    ("rounding_mode", AttrKind::Opaque),
    ("per_channel", BOOL),
    ("input_unsigned", BOOL),
    ("output_unsigned", BOOL),
];
const CLAMP: &[AttrSlot] =
    &[("min_val", AttrKind::IntOfResult), ("max_val", AttrKind::IntOfResult), ("nan_mode", AttrKind::Opaque)];
const VALUES: &[AttrSlot] = &[("values", AttrKind::IntOfResult)];
const CONV: &[AttrSlot] = &[
    ("pad", AttrKind::I64s),
    ("stride", AttrKind::I64s),
    ("dilation", AttrKind::I64s),
    ("acc_type", AttrKind::Opaque),
];

/// The tosa ops modelled; the others are `unsupported`, named. None is
/// `elementwise` for `semantics::eval` (which does not broadcast) but
/// `tosa.apply_scale`, a scalar op mapped over vectors and tensors of one
/// shape (`ElementwiseMappable`).
pub(super) const OPS: &[OpSpec] = &[
    // Elementwise binary (§3).
    op("tosa.add", elementwise::add),
    op("tosa.sub", elementwise::sub),
    op("tosa.mul", elementwise::mul),
    op("tosa.intdiv", elementwise::intdiv),
    op("tosa.bitwise_and", elementwise::bitwise_and),
    op("tosa.bitwise_or", elementwise::bitwise_or),
    op("tosa.bitwise_xor", elementwise::bitwise_xor),
    op("tosa.logical_and", elementwise::logical_and),
    op("tosa.logical_or", elementwise::logical_or),
    op("tosa.logical_xor", elementwise::logical_xor),
    op("tosa.logical_left_shift", elementwise::logical_left_shift),
    op("tosa.logical_right_shift", elementwise::logical_right_shift),
    op("tosa.arithmetic_right_shift", elementwise::arithmetic_right_shift).attrs(&[("round", BOOL)]),
    op("tosa.maximum", compare::maximum).attrs(NAN_MODE),
    op("tosa.minimum", compare::minimum).attrs(NAN_MODE),
    op("tosa.pow", elementwise::pow),
    op("tosa.table", elementwise::table),
    // Elementwise unary (§4).
    op("tosa.abs", elementwise::abs),
    op("tosa.negate", elementwise::negate),
    op("tosa.bitwise_not", elementwise::bitwise_not),
    op("tosa.logical_not", elementwise::logical_not),
    op("tosa.clz", elementwise::clz),
    op("tosa.exp", elementwise::exp),
    op("tosa.log", elementwise::log),
    op("tosa.tanh", elementwise::tanh),
    op("tosa.sin", elementwise::sin),
    op("tosa.cos", elementwise::cos),
    op("tosa.erf", elementwise::erf),
    op("tosa.rsqrt", elementwise::rsqrt),
    op("tosa.ceil", elementwise::ceil),
    op("tosa.floor", elementwise::floor),
    op("tosa.reciprocal", elementwise::reciprocal),
    op("tosa.sigmoid", elementwise::sigmoid),
    // Clamp, comparisons, select (§5, §6).
    op("tosa.clamp", compare::clamp).any_sign().attrs(CLAMP),
    op("tosa.equal", compare::equal),
    op("tosa.greater", compare::greater),
    op("tosa.greater_equal", compare::greater_equal),
    op("tosa.select", compare::select),
    // Type conversion (§7, §8, §2).
    op("tosa.cast", scale::cast).any_sign(),
    op("tosa.rescale", scale::rescale).any_sign().attrs(RESCALE),
    op("tosa.apply_scale", scale::apply_scale).elementwise().attrs(&[("rounding_mode", AttrKind::Opaque)]),
    // Data movement (§11).
    op("tosa.const", data::constant).any_sign().attrs(VALUES),
    op("tosa.const_shape", data::const_shape).attrs(VALUES),
    op("tosa.identity", data::identity).any_sign(),
    op("tosa.reshape", data::reshape).any_sign(),
    op("tosa.transpose", data::transpose).any_sign().attrs(&[("perms", AttrKind::I64s)]),
    op("tosa.slice", data::slice).any_sign(),
    op("tosa.pad", data::pad).any_sign(),
    op("tosa.concat", data::concat).any_sign().attrs(AXIS),
    op("tosa.tile", data::tile).any_sign(),
    op("tosa.reverse", data::reverse).any_sign().attrs(AXIS),
    op("tosa.gather", data::gather).any_sign(),
    // Reductions (§9).
    op("tosa.reduce_sum", reduce::reduce_sum).attrs(AXIS),
    op("tosa.reduce_product", reduce::reduce_product).attrs(AXIS),
    op("tosa.reduce_max", reduce::reduce_max).any_sign().attrs(AXIS_NAN),
    op("tosa.reduce_min", reduce::reduce_min).any_sign().attrs(AXIS_NAN),
    op("tosa.reduce_all", reduce::reduce_all).attrs(AXIS),
    op("tosa.reduce_any", reduce::reduce_any).attrs(AXIS),
    op("tosa.argmax", reduce::argmax).attrs(AXIS_NAN),
    // Tensor operators (§10).
    op("tosa.matmul", conv::matmul),
    op("tosa.conv2d", conv::conv2d).attrs(CONV),
    op("tosa.depthwise_conv2d", conv::depthwise_conv2d).attrs(CONV),
    op("tosa.conv3d", conv::conv3d).attrs(CONV),
    op("tosa.avg_pool2d", pool::avg_pool2d).attrs(&[
        ("kernel", AttrKind::I64s),
        ("stride", AttrKind::I64s),
        ("pad", AttrKind::I64s),
        ("acc_type", AttrKind::Opaque),
    ]),
    op("tosa.fft2d", fft::fft2d).attrs(&[("inverse", BOOL), ("local_bound", BOOL)]),
    op("tosa.rfft2d", fft::rfft2d).attrs(&[("local_bound", BOOL)]),
    op("tosa.resize", resize::resize).attrs(&[("mode", AttrKind::Opaque)]),
    op("tosa.max_pool2d", pool::max_pool2d).any_sign().attrs(&[
        ("kernel", AttrKind::I64s),
        ("stride", AttrKind::I64s),
        ("pad", AttrKind::I64s),
        ("nan_mode", AttrKind::Opaque),
    ]),
];

/// UB conditions with their reasons.
pub(in crate::semantics) type Ub<'c> = Vec<(String, Bool<'c>)>;

/// One element's meaning: its value and the UB it may have.
pub(in crate::semantics) type Elem<'c> = (Val<'c>, Ub<'c>);

/// The dimensions of a tensor type.
fn dims<'t>(i: &OpInst<'_>, ty: &'t Ty) -> Result<&'t [u64], Unsupported> {
    match ty {
        Ty::Tensor(s, _) => Ok(s),
        t => Err(Unsupported::new(format!("'{}' with type {t}", i.name))),
    }
}

/// The dimensions of operand `k`.
fn operand_dims<'t>(i: &'t OpInst<'_>, k: usize) -> Result<&'t [u64], Unsupported> {
    let ty = i.operand_types.get(k).ok_or_else(|| Unsupported::new(format!("'{}' without operand #{k}", i.name)))?;
    dims(i, ty)
}

/// The dimensions of the (first) result.
fn result_dims<'t>(i: &'t OpInst<'_>) -> Result<&'t [u64], Unsupported> {
    let ty = i.result_types.first().ok_or_else(|| Unsupported::new(format!("'{}' without a result", i.name)))?;
    dims(i, ty)
}

/// The elements of tensor operand `k`.
fn tensor<'a, 'c>(i: &'a OpInst<'c>, k: usize) -> Result<&'a [Val<'c>], Unsupported> {
    match i.operands.get(k) {
        Some(Val::Tensor(vs)) => Ok(vs),
        Some(Val::Lazy(l)) => Err(Unsupported::new(format!(
            "'{}' on a large tensor (operand #{k}, {} elements) is not modelled",
            i.name,
            l.shape.iter().product::<u64>()
        ))),
        _ => Err(Unsupported::new(format!("operand #{k} of '{}' is not a modelled tensor", i.name))),
    }
}

/// The one element of a one-element tensor operand (a zero point, `mul`'s
/// shift, `pad`'s pad_const).
fn single<'a, 'c>(i: &'a OpInst<'c>, k: usize) -> Result<&'a Val<'c>, Unsupported> {
    match tensor(i, k)? {
        [v] => Ok(v),
        _ => Err(Unsupported::new(format!("operand #{k} of '{}' has more than one element", i.name))),
    }
}

/// The element type of the result.
fn result_elem<'a>(i: &'a OpInst<'_>) -> &'a Ty {
    i.result_types[0].elem()
}

/// The type of a scalar value.
fn ty_of(v: &Val<'_>) -> Ty {
    match v {
        Val::Int(x) => Ty::Int(x.width()),
        Val::Float(x) => Ty::Float(match x.v.format() {
            Format::F16 => FloatKind::F16,
            Format::BF16 => FloatKind::BF16,
            Format::F32 => FloatKind::F32,
            Format::F64 => FloatKind::F64,
            f => FloatKind::Other(f.width()),
        }),
        Val::Vector(_) | Val::Tensor(_) | Val::Lazy(_) | Val::MemRef(_) => Ty::Other("aggregate".into()),
    }
}

/// An instance of the scalar op `name` on `operands`, giving `result`.
pub(in crate::semantics) fn instance<'c>(
    name: &str,
    operands: Vec<Val<'c>>,
    result: Ty,
    attrs: Vec<(String, AttrVal<'c>)>,
) -> OpInst<'c> {
    OpInst {
        name: name.to_string(),
        site: String::new(),
        operand_types: operands.iter().map(ty_of).collect(),
        operands,
        result_types: vec![result],
        attrs,
    }
}

/// The rule of another dialect's scalar op (`arith.addf`, `math.exp`) on
/// scalar operands: TOSA's elementwise ops (and `vector`'s reductions)
/// reuse those meanings rather than restate them.
pub(in crate::semantics) fn scalar<'c>(
    cx: &Cx<'c, '_>,
    name: &str,
    operands: Vec<Val<'c>>,
    result: Ty,
    attrs: Vec<(String, AttrVal<'c>)>,
) -> Result<Elem<'c>, Unsupported> {
    let rule = ops::spec(name).and_then(|s| s.rule()).expect("a rule the tosa rules reuse is in a table");
    let mut out = rule(cx, &instance(name, operands, result, attrs))?;
    Ok((out.results.remove(0), out.ub))
}

/// A float accumulation of a reduction (`arith.addf` or `arith.mulf` of the
/// accumulator and a term): IEEE-754 as `scalar` gives it, or reassociable
/// under `fp-reassoc` (`semantics::reassoc`).
fn accumulate<'c>(cx: &Cx<'c, '_>, op: AcOp, operands: Vec<Val<'c>>, result: Ty) -> Result<Val<'c>, Unsupported> {
    let name = if op == AcOp::Mul { "arith.mulf" } else { "arith.addf" };
    if cx.cfg.fp_reassoc == Reassoc::Off {
        return Ok(scalar(cx, name, operands, result, vec![])?.0);
    }
    let inst = instance(name, operands, result, vec![]);
    Ok(super::arithf::reassociated(cx, &inst, op)?.results.remove(0))
}

/// Where `broadcast`'s function is applied: an element of an expanded
/// result, by its row-major index, or the symbolic point of a large one
/// (`tensor/lazy.rs`), by its coordinates.
pub(super) enum Pos<'a, 'c> {
    Linear(u64),
    Point(&'a [BV<'c>]),
}

/// Elementwise with broadcasting (§1): the operands `ks` have the rank of
/// the result and each of their dimensions is the result's or 1 (read at
/// index 0); `f` gets the elements at one position and the position
/// ([`Pos`]; at the symbolic point of a large tensor the result is lazy).
/// A UB condition of one element names its position.
fn broadcast<'c>(
    i: &OpInst<'c>,
    ks: &[usize],
    mut f: impl FnMut(&[&Val<'c>], Pos<'_, 'c>) -> Result<Elem<'c>, Unsupported>,
) -> Res<'c> {
    let out = result_dims(i)?.to_vec();
    for &k in ks {
        let d = operand_dims(i, k)?;
        let fits = d.len() == out.len() && d.iter().zip(&out).all(|(a, b)| a == b || *a == 1);
        if !fits {
            return Err(Unsupported::new(format!(
                "'{}' with operand #{k} of a shape that does not broadcast to the result's (ERROR_IF)",
                i.name
            )));
        }
    }
    if ks.iter().any(|k| i.operands[*k].is_lazy()) || super::tensor::is_large(&i.result_types[0]) {
        return lazy::broadcast(i, ks, &out, f);
    }
    let mut inputs = Vec::new();
    for &k in ks {
        let d = operand_dims(i, k)?;
        inputs.push((super::vector::strides(d), d.to_vec(), tensor(i, k)?));
    }
    let n: u64 = out.iter().product();
    let mut results = Vec::with_capacity(n as usize);
    let mut ub = Vec::new();
    for linear in 0..n {
        let at = multi_index(linear, &out);
        let elems: Vec<&Val<'c>> = inputs
            .iter()
            .map(|(st, d, vs)| {
                let k: u64 = at.iter().zip(d).zip(st).map(|((x, n), s)| if *n == 1 { 0 } else { x * s }).sum();
                &vs[k as usize]
            })
            .collect();
        let (v, u) = f(&elems, Pos::Linear(linear))?;
        results.push(v);
        ub.extend(u.into_iter().map(|(why, c)| (format!("{why} at element {at:?}"), c)));
    }
    Ok(Outcome { results: vec![Val::Tensor(results)], ub })
}

/// No operand of `vals` is poison (when a REQUIRE on a computed value
/// applies; see the module comment).
fn defined<'c>(cx: &Cx<'c, '_>, vals: &[&IntVal<'c>]) -> Bool<'c> {
    !Bool::or_all(cx.smt, vals.iter().map(|v| v.poison.clone()))
}

/// A boolean attribute (`round`, `scale32`, ...), which must be constant.
fn bool_attr(i: &OpInst<'_>, name: &str) -> Result<bool, Unsupported> {
    match i.attr(name) {
        Some(AttrVal::Int(b)) => match b.as_const().and_then(|b| b.to_u64()) {
            Some(v) => Ok(v != 0),
            None => Err(Unsupported::new(format!("'{}' with a symbolic '{name}'", i.name))),
        },
        Some(AttrVal::Unit) => Ok(true),
        None => Err(Unsupported::new(format!("'{}' without its '{name}' attribute", i.name))),
        Some(a) => Err(Unsupported::new(format!("'{}' with '{name}' = {a}", i.name))),
    }
}

/// An integer attribute (`axis`), which must be constant.
fn int_attr(i: &OpInst<'_>, name: &str) -> Result<i64, Unsupported> {
    let v = i.int_attr(name)?;
    let b = v.as_const().and_then(|b| b.to_i64());
    b.ok_or_else(|| Unsupported::new(format!("'{}' with a symbolic '{name}'", i.name)))
}

/// `nan_mode` (absent: the default, PROPAGATE): whether it is IGNORE.
fn nan_ignore(i: &OpInst<'_>) -> Result<bool, Unsupported> {
    match i.attr("nan_mode") {
        None => Ok(false),
        Some(AttrVal::Other(t)) if t.contains("PROPAGATE") => Ok(false),
        Some(AttrVal::Other(t)) if t.contains("IGNORE") => Ok(true),
        Some(a) => Err(Unsupported::new(format!("'{}' with nan_mode {a}", i.name))),
    }
}

/// An `ERROR_IF` of the specification on shapes or attributes (static):
/// the op is `unsupported`, naming the rule.
fn error_if(i: &OpInst<'_>, why: &str) -> Unsupported {
    Unsupported::new(format!("'{}' with {why} (ERROR_IF)", i.name))
}

/// An `array<i64: ...>` attribute of `n` entries.
fn array(i: &OpInst<'_>, name: &str, n: usize) -> Result<Vec<i64>, Unsupported> {
    match i.attr(name) {
        Some(AttrVal::I64s(v)) if v.len() == n => Ok(v.clone()),
        a => Err(Unsupported::new(format!("'{}' with {name} = {}", i.name, super::shown(a)))),
    }
}

/// The rank N of a `!tosa.shape<N>` type (`Ty::Other`, by its printed form).
fn shape_rank(ty: &Ty) -> Option<usize> {
    match ty {
        Ty::Other(t) => t.strip_prefix("!tosa.shape<")?.strip_suffix('>')?.parse().ok(),
        _ => None,
    }
}

/// The values of a `!tosa.shape` operand, which must be constants (a
/// `!tosa.shape<0>` holds one placeholder element: see `data::const_shape`).
fn shape_operand(i: &OpInst<'_>, k: usize) -> Result<Vec<i64>, Unsupported> {
    let not_const = || Unsupported::new(format!("'{}' with a shape operand #{k} that is not a constant", i.name));
    let Some(Val::Vector(vs)) = i.operands.get(k) else { return Err(not_const()) };
    if i.operand_types.get(k).and_then(shape_rank) == Some(0) {
        return Ok(vec![]);
    }
    vs.iter()
        .map(|v| {
            let x = v.as_int().ok_or_else(not_const)?;
            if !x.poison.is_false() {
                return Err(not_const());
            }
            x.bits.as_const().and_then(|b| b.to_u64()).map(|u| u as i64).ok_or_else(not_const)
        })
        .collect()
}

/// A constant of `width` bits.
fn konst<'c>(cx: &Cx<'c, '_>, v: i64, width: u32) -> BV<'c> {
    BV::from_i64(cx.smt, v, width)
}
