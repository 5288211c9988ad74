//! Ops of MLIR's test dialect that upstream pass tests use to feed passes
//! (mlir/test/lib/Dialect/Test/TestOps.td). They are not part of any
//! pipeline a user runs, but modelling them lets the upstream tests of the
//! integer-range passes be validated. And the op of mlir-refine's own test
//! dialect (cpp-shim/test/WrongRanges.cpp), whose transfer function is
//! wrong on purpose, for `verify-dataflow`'s tests.

use super::ops::{AttrKind, AttrSlot, OpSpec, op};
use super::{Cx, IntVal, OpInst, Outcome, Res, Val};
use crate::smt::{BV, Bool};

const BOUNDS: &[AttrSlot] = &[
    ("umin", AttrKind::IntOfResult),
    ("umax", AttrKind::IntOfResult),
    ("smin", AttrKind::IntOfResult),
    ("smax", AttrKind::IntOfResult),
];

/// Both elementwise on vectors.
pub(super) const OPS: &[OpSpec] = &[
    op("test.with_bounds", with_bounds).elementwise().attrs(BOUNDS),
    op("test.reflect_bounds", reflect_bounds).elementwise(),
    op("refine_test.wrong_addi", wrong_addi).elementwise(),
];

/// `test.with_bounds {umin, umax, smin, smax}`: "a value with the specified
/// [min, max] range" for integer range analysis. Modelled as a value from
/// outside the function, the same in source and target for corresponding
/// ops, assumed within the unsigned and the signed bounds (never poison).
fn with_bounds<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let w = i.result_width(cx, 0)?;
    let bound = |name: &str| i.int_attr(name).map(|b| b.sext_or_trunc(w));
    let (umin, umax, smin, smax) = (bound("umin")?, bound("umax")?, bound("smin")?, bound("smax")?);
    let v = cx.shared.input(&i.site, || {
        let bits = BV::fresh(cx.smt, "with_bounds", w);
        let within = bits.uge(&umin) & bits.ule(&umax) & bits.sge(&smin) & bits.sle(&smax);
        (Val::Int(IntVal::new(bits, Bool::from_bool(cx.smt, false))), vec![within])
    });
    Ok(Outcome::value(v))
}

/// `test.reflect_bounds`: returns its operand (the inferred bounds are
/// recorded as attributes, which do not change the value).
fn reflect_bounds<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    Ok(Outcome::value(i.operands[0].clone()))
}

/// `refine_test.wrong_addi`: `arith.addi` without flags (its transfer
/// function, not its meaning, is wrong).
fn wrong_addi<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let no_flags = super::int::Flags { nsw: cx.ff(), nuw: cx.ff() };
    Ok(Outcome::int(super::int::add(i.int(0)?, i.int(1)?, &no_flags)))
}
