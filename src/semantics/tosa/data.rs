//! TOSA's data movement (§11) and constants: exact rearrangements of the
//! elements. Their ERROR_IFs are on shapes, attributes and shape operands,
//! all static: a violation makes the op unsupported, named.

use super::{error_if, int_attr, operand_dims, result_dims, result_elem, shape_operand, shape_rank, single, tensor};
use crate::semantics::encode::select_val;
use crate::semantics::float::{self, FloatVal};
use crate::semantics::tensor::is_large;
use crate::semantics::tensor::lazy::{self, Lazy};
use crate::semantics::vector::{dynamic_index, multi_index, strides};
use crate::semantics::{AttrVal, Cx, IntVal, OpInst, Outcome, Res, Ty, Unsupported, Val};
use crate::smt::BV;

/// The row-major position of `at` in `dims`.
fn linear(at: &[u64], dims: &[u64]) -> usize {
    at.iter().zip(strides(dims)).map(|(x, s)| x * s).sum::<u64>() as usize
}

/// The result built by reading, for each of its positions, the input
/// element `f(position)` gives (`None`: `fill`).
fn gather_from<'c>(
    i: &OpInst<'c>,
    input: &[Val<'c>],
    in_dims: &[u64],
    fill: Option<&Val<'c>>,
    f: impl Fn(&[u64]) -> Option<Vec<u64>>,
) -> Res<'c> {
    let out = result_dims(i)?;
    let n: u64 = out.iter().product();
    let mut elems = Vec::with_capacity(n as usize);
    for k in 0..n {
        let at = multi_index(k, out);
        match (f(&at), fill) {
            (Some(src), _) => elems.push(input[linear(&src, in_dims)].clone()),
            (None, Some(v)) => elems.push(v.clone()),
            (None, None) => unreachable!("a position outside the input without a fill value"),
        }
    }
    Ok(Outcome::value(Val::Tensor(elems)))
}

/// [`gather_from`] on large tensors (`tensor/lazy.rs`): at a symbolic
/// point, the element of operand 0 at the position `f` maps it to, or
/// `fill` where `f` also gives a condition (inside the input) that fails.
/// `None` when neither the operand nor the result is large.
#[allow(clippy::type_complexity)]
fn lazy_from<'c>(
    cx: &Cx<'c, '_>,
    i: &OpInst<'c>,
    in_dims: &[u64],
    fill: Option<&Val<'c>>,
    f: impl Fn(&[BV<'c>]) -> (Option<crate::smt::Bool<'c>>, Vec<BV<'c>>),
) -> Option<Res<'c>> {
    if !i.operands[0].is_lazy() && !is_large(&i.result_types[0]) {
        return None;
    }
    Some((|| {
        let out = result_dims(i)?;
        let l = Lazy::tabulate(cx, out, i.result_types[0].elem(), |vars| {
            let (inside, at) = f(vars);
            let v = lazy::element(cx.smt, &i.operands[0], in_dims, &at)?;
            Ok(match (inside, fill) {
                (Some(c), Some(fill)) => select_val(&c, &v, fill),
                _ => v,
            })
        })?;
        Ok(Outcome::value(Val::Lazy(l)))
    })())
}

/// `tosa.const`: the elements of its `values` attribute (a splat repeats
/// its one value).
pub(super) fn constant<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let ty = &i.result_types[0];
    let n = ty.lanes();
    let elem = result_elem(i).clone();
    let count_ok = |len: usize| len == 1 || len == n;
    let elems: Vec<Val<'c>> = match (i.attr("values"), &elem) {
        (Some(AttrVal::Elements(vs)), t)
            if count_ok(vs.len()) && t.int_width().is_some_and(|w| vs.iter().all(|v| v.width() == w)) =>
        {
            vs.iter().map(|v| Val::Int(IntVal::new(v.clone(), cx.ff()))).collect()
        }
        (Some(AttrVal::FloatElements(fs)), Ty::Float(_)) if count_ok(fs.len()) => {
            let f = cx.float_format(&elem, || "element type of 'tosa.const'".into())?;
            let fl = float::floats(cx);
            fs.iter().map(|v| Val::Float(FloatVal::new(fl.constant(f, *v), cx.ff()))).collect()
        }
        _ => {
            return Err(Unsupported::new(format!(
                "'tosa.const' of {ty} whose values are not dense elements of {elem} (one, or one per element)"
            )));
        }
    };
    let elems = if elems.len() == n { elems } else { vec![elems[0].clone(); n] };
    Ok(Outcome::value(Val::Tensor(elems)))
}

/// `tosa.const_shape`: a `!tosa.shape<N>` value, the vector of its N
/// `index` constants (see the module comment); `!tosa.shape<0>` holds one
/// placeholder element instead (a vector value is never empty), which
/// `shape_operand` reads as no values.
pub(super) fn const_shape<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let constant = |v: &BV<'c>| Val::Int(IntVal::new(v.sext_or_trunc(64), cx.ff()));
    match (i.attr("values"), shape_rank(&i.result_types[0])) {
        (Some(AttrVal::Elements(vs)), Some(0)) if vs.is_empty() => {
            Ok(Outcome::value(Val::Vector(vec![constant(&BV::zero(cx.smt, 64))])))
        }
        // A splat attribute holds one value for all N.
        (Some(AttrVal::Elements(vs)), Some(n)) if n > 0 && (vs.len() == n || vs.len() == 1) => {
            Ok(Outcome::value(Val::Vector((0..n).map(|k| constant(&vs[k.min(vs.len() - 1)])).collect())))
        }
        (a, _) => Err(Unsupported::new(format!(
            "'tosa.const_shape' of {} with values {}",
            i.result_types[0],
            crate::semantics::shown(a)
        ))),
    }
}

/// `tosa.identity`: "the same shape, type, and contents as the input".
pub(super) fn identity<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    Ok(Outcome::value(Val::Tensor(tensor(i, 0)?.to_vec())))
}

/// `tosa.reshape %x, %shape` (§11 RESHAPE): the elements in the same
/// row-major order; the shape operand must be the result's shape, but for
/// one entry that may be -1 (inferred; MLIR's placeholder), and the element
/// counts equal (ERROR_IF).
pub(super) fn reshape<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let out = result_dims(i)?;
    // One entry may be -1, inferred: the result's static type gives it.
    let shape = shape_operand(i, 1)?;
    let inferred = shape.iter().filter(|s| **s == -1).count();
    if shape.len() != out.len() || inferred > 1 || shape.iter().zip(out).any(|(s, d)| *s != -1 && *s != *d as i64) {
        return Err(Unsupported::new("'tosa.reshape' whose shape operand is not its result's shape"));
    }
    if operand_dims(i, 0)?.iter().product::<u64>() != out.iter().product::<u64>() {
        return Err(error_if(i, "a different number of elements"));
    }
    // Large tensors: the element of the same row-major position.
    if let Some(r) = crate::semantics::tensor::lazy_ops::same_elements(cx, i) {
        return r;
    }
    Ok(Outcome::value(Val::Tensor(tensor(i, 0)?.to_vec())))
}

/// `tosa.transpose` (§11 TRANSPOSE): `out[i] = x[j]` with `j[perms[d]] =
/// i[d]`; `perms` must be a permutation matching the shapes (ERROR_IF).
pub(super) fn transpose<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let (in_dims, out) = (operand_dims(i, 0)?, result_dims(i)?);
    let Some(AttrVal::I64s(perms)) = i.attr("perms") else {
        return Err(Unsupported::new("'tosa.transpose' without perms"));
    };
    let r = in_dims.len();
    let mut seen = vec![false; r];
    let ok = perms.len() == r
        && out.len() == r
        && perms.iter().enumerate().all(|(d, p)| {
            let p = *p;
            p >= 0
                && (p as usize) < r
                && !std::mem::replace(&mut seen[p as usize], true)
                && out[d] == in_dims[p as usize]
        });
    if !ok {
        return Err(error_if(i, "perms that are not a permutation of its shapes"));
    }
    let lazy = lazy_from(cx, i, in_dims, None, |at| {
        let mut src = at.to_vec();
        for (d, p) in perms.iter().enumerate() {
            src[*p as usize] = at[d].clone();
        }
        (None, src)
    });
    if let Some(r) = lazy {
        return r;
    }
    gather_from(i, tensor(i, 0)?, in_dims, None, |at| {
        let mut src = vec![0; r];
        for (d, p) in perms.iter().enumerate() {
            src[*p as usize] = at[d];
        }
        Some(src)
    })
}

/// `tosa.slice %x, %start, %size` (§11 SLICE): `out[i] = x[i + start]`;
/// start >= 0, size > 0 and start + size within the input (ERROR_IF),
/// size the result's shape (-1: the rest of the dimension).
pub(super) fn slice<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let (in_dims, out) = (operand_dims(i, 0)?, result_dims(i)?);
    let (start, size) = (shape_operand(i, 1)?, shape_operand(i, 2)?);
    let r = in_dims.len();
    if start.len() != r || size.len() != r || out.len() != r {
        return Err(error_if(i, "start or size of another rank"));
    }
    for d in 0..r {
        // -1: to the end of the dimension (MLIR's placeholder).
        let size_d = if size[d] == -1 { in_dims[d] as i64 - start[d] } else { size[d] };
        if size_d != out[d] as i64 {
            return Err(Unsupported::new("'tosa.slice' whose size operand is not its result's shape"));
        }
        if start[d] < 0 || start[d] + size_d > in_dims[d] as i64 {
            return Err(error_if(i, "a slice outside its input"));
        }
    }
    if i.operands[0].is_lazy() || is_large(&i.result_types[0]) {
        // Large tensors: the element at the point shifted by `start`.
        let l = Lazy::tabulate(cx, out, i.result_types[0].elem(), |vars| {
            let at: Vec<BV<'c>> = vars.iter().zip(&start).map(|(v, s)| v + &lazy::index(cx.smt, *s as u64)).collect();
            lazy::element(cx.smt, &i.operands[0], in_dims, &at)
        })?;
        return Ok(Outcome::value(Val::Lazy(l)));
    }
    let x = tensor(i, 0)?;
    gather_from(i, x, in_dims, None, |at| Some(at.iter().zip(&start).map(|(a, s)| a + *s as u64).collect()))
}

/// `tosa.pad %x, %padding, %pad_const` (§11 PAD): `padding` is `[lo0, hi0,
/// lo1, hi1, ...]`, each >= 0 (ERROR_IF; MLIR's -1 placeholder is not
/// modelled), the result dimension `lo + in + hi`; `out[i] = x[i - lo]`
/// inside the input, else `pad_const` ("The pad_const value includes the
/// zero point").
pub(super) fn pad<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let (in_dims, out) = (operand_dims(i, 0)?, result_dims(i)?);
    let padding = shape_operand(i, 1)?;
    let fill = single(i, 2)?;
    let r = in_dims.len();
    if padding.len() != 2 * r || out.len() != r {
        return Err(error_if(i, "padding of another rank"));
    }
    for d in 0..r {
        let (lo, hi) = (padding[2 * d], padding[2 * d + 1]);
        if lo < 0 || hi < 0 {
            return Err(error_if(i, "negative padding"));
        }
        if lo + in_dims[d] as i64 + hi != out[d] as i64 {
            return Err(error_if(i, "padding that does not give its result's shape"));
        }
    }
    let lazy = lazy_from(cx, i, in_dims, Some(fill), |at| {
        let mut inside = cx.tt();
        let mut src = Vec::with_capacity(r);
        for d in 0..r {
            let (lo, n) = (padding[2 * d] as u64, in_dims[d]);
            if (lo, out[d]) != (0, n) {
                inside &= at[d].uge(&lazy::index(cx.smt, lo)) & at[d].ult(&lazy::index(cx.smt, lo + n));
            }
            src.push(&at[d] - &lazy::index(cx.smt, lo));
        }
        (Some(inside), src)
    });
    if let Some(r) = lazy {
        return r;
    }
    gather_from(i, tensor(i, 0)?, in_dims, Some(fill), |at| {
        (0..r)
            .map(|d| {
                let lo = padding[2 * d] as u64;
                (at[d] >= lo && at[d] - lo < in_dims[d]).then(|| at[d] - lo)
            })
            .collect()
    })
}

/// `tosa.concat` (§11 CONCAT): the inputs end to end along `axis`, every
/// other dimension equal (ERROR_IF).
pub(super) fn concat<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let out = result_dims(i)?.to_vec();
    let axis = int_attr(i, "axis")?;
    if axis < 0 || axis as usize >= out.len() || i.operands.is_empty() {
        return Err(error_if(i, "an axis outside its rank"));
    }
    let axis = axis as usize;
    let mut inputs = Vec::new();
    for k in 0..i.operands.len() {
        let d = operand_dims(i, k)?;
        let same_elsewhere = d.len() == out.len() && (0..d.len()).all(|j| j == axis || d[j] == out[j]);
        if !same_elsewhere {
            return Err(error_if(i, "inputs of other shapes"));
        }
        inputs.push(d.to_vec());
    }
    if inputs.iter().map(|d| d[axis]).sum::<u64>() != out[axis] {
        return Err(error_if(i, "inputs that do not add up to its result"));
    }
    // Large tensors: the input whose range along the axis holds the point.
    if let Some(r) = crate::semantics::tensor::lazy_ops::concat(cx, i, axis) {
        return r;
    }
    let inputs: Vec<(Vec<u64>, &[Val<'c>])> =
        inputs.into_iter().enumerate().map(|(k, d)| Ok((d, tensor(i, k)?))).collect::<Result<_, Unsupported>>()?;
    let n: u64 = out.iter().product();
    let mut result = Vec::with_capacity(n as usize);
    for k in 0..n {
        let mut at = multi_index(k, &out);
        let mut which = 0;
        while at[axis] >= inputs[which].0[axis] {
            at[axis] -= inputs[which].0[axis];
            which += 1;
        }
        result.push(inputs[which].1[linear(&at, &inputs[which].0)].clone());
    }
    Ok(Outcome::value(Val::Tensor(result)))
}

/// `tosa.tile %x, %multiples` (§11 TILE): `out[i] = x[i mod in_shape]`,
/// each result dimension the input's times its multiple (ERROR_IF).
pub(super) fn tile<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let (in_dims, out) = (operand_dims(i, 0)?, result_dims(i)?);
    let multiples = shape_operand(i, 1)?;
    let ok = multiples.len() == in_dims.len()
        && out.len() == in_dims.len()
        && (0..out.len()).all(|d| multiples[d] >= 1 && out[d] as i64 == in_dims[d] as i64 * multiples[d]);
    if !ok {
        return Err(error_if(i, "multiples that do not give its result's shape"));
    }
    let lazy = lazy_from(cx, i, in_dims, None, |at| {
        let src = at
            .iter()
            .zip(in_dims.iter().zip(out))
            .map(|(a, (d, o))| if d == o { a.clone() } else { a.urem(&lazy::index(cx.smt, *d)) })
            .collect();
        (None, src)
    });
    if let Some(r) = lazy {
        return r;
    }
    gather_from(i, tensor(i, 0)?, in_dims, None, |at| Some(at.iter().zip(in_dims).map(|(a, d)| a % d).collect()))
}

/// `tosa.reverse` (§11 REVERSE): `out[..., k, ...] = x[..., D-1-k, ...]`
/// along `axis` (in range: ERROR_IF).
pub(super) fn reverse<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let in_dims = operand_dims(i, 0)?;
    let axis = int_attr(i, "axis")?;
    if axis < 0 || axis as usize >= in_dims.len() || result_dims(i)? != in_dims {
        return Err(error_if(i, "an axis outside its rank"));
    }
    let axis = axis as usize;
    let lazy = lazy_from(cx, i, in_dims, None, |at| {
        let mut src = at.to_vec();
        src[axis] = &lazy::index(cx.smt, in_dims[axis] - 1) - &at[axis];
        (None, src)
    });
    if let Some(r) = lazy {
        return r;
    }
    gather_from(i, tensor(i, 0)?, in_dims, None, |at| {
        let mut src = at.to_vec();
        src[axis] = in_dims[axis] - 1 - at[axis];
        Some(src)
    })
}

/// `tosa.gather %values, %indices` (§11 GATHER): values `[N, K, C]`,
/// indices `[N, W]`, `out[n, w, c] = values[n, indices[n, w], c]`;
/// "REQUIRE(0 <= k && k < K)" (a poison index may be outside: UB).
pub(super) fn gather<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let (vd, id, out) = (operand_dims(i, 0)?, operand_dims(i, 1)?, result_dims(i)?);
    let ok = vd.len() == 3 && id.len() == 2 && out.len() == 3;
    if !ok || id[0] != vd[0] || out != [vd[0], id[1], vd[2]] {
        return Err(error_if(i, "shapes that are not [N, K, C], [N, W] -> [N, W, C]"));
    }
    let (k_size, c_size) = (vd[1], vd[2]);
    if i.operands.iter().any(|v| v.is_lazy()) || is_large(&i.result_types[0]) {
        return gather_lazy(cx, i, (vd, id, out));
    }
    let (values, idx) = (tensor(i, 0)?, tensor(i, 1)?);
    let mut elems = Vec::new();
    let mut ub = Vec::new();
    for (pos, index) in idx.iter().enumerate() {
        let Val::Int(index) = index else { return Err(Unsupported::new("'tosa.gather' with non-integer indices")) };
        // A negative index, read unsigned, is outside [0, K) too.
        let (cands, bad) = dynamic_index(cx, index, k_size, 1, &[(0, cx.tt())]);
        let n = pos as u64 / id[1];
        ub.push((
            format!(
                "tosa.gather index outside [0, {k_size}) (REQUIRE), or poison, at indices {:?}",
                multi_index(pos as u64, id)
            ),
            bad,
        ));
        for c in 0..c_size {
            let at = |k: u64| &values[linear(&[n, k, c], vd)];
            let mut v = at(cands[0].0).clone();
            for (k, cond) in &cands[1..] {
                v = select_val(cond, at(*k), &v);
            }
            elems.push(v);
        }
    }
    Ok(Outcome { results: vec![Val::Tensor(elems)], ub })
}

/// [`gather`] at a symbolic point `[n, w, c]` of a large result: the value
/// at `[n, indices[n, w], c]`, UB at some point where that index is outside
/// `[0, K)` or poison.
fn gather_lazy<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>, (vd, id, out): (&[u64], &[u64], &[u64])) -> Res<'c> {
    let smt = cx.smt;
    // The index at [n, w], at the point's width (zero-extended or cut: a
    // negative index, read unsigned, is outside [0, K) too, and so is one
    // whose high bits are cut), and whether it is outside or poison.
    let index_at = |n: &BV<'c>, w: &BV<'c>| -> Result<(BV<'c>, crate::smt::Bool<'c>), Unsupported> {
        let Val::Int(index) = lazy::element(smt, &i.operands[1], id, &[n.clone(), w.clone()])? else {
            return Err(Unsupported::new("'tosa.gather' with non-integer indices"));
        };
        let width = index.width();
        let (k, fits) = if width > lazy::IDX_W {
            (index.bits.extract(lazy::IDX_W - 1, 0), index.bits.extract(width - 1, lazy::IDX_W).is_zero())
        } else {
            (index.bits.zext(lazy::IDX_W - width), cx.tt())
        };
        let bad = &index.poison | !fits | !k.ult(&lazy::index(smt, vd[1]));
        Ok((k, bad))
    };
    let mut bad_at_point = cx.ff();
    let l = Lazy::tabulate(cx, out, i.result_types[0].elem(), |p| {
        let (k, bad) = index_at(&p[0], &p[1])?;
        bad_at_point = bad;
        lazy::element(smt, &i.operands[0], vd, &[p[0].clone(), k, p[2].clone()])
    })?;
    let why = |at: &str| format!("tosa.gather index outside [0, {}) (REQUIRE), or poison, at {at}", vd[1]);
    // Indices few enough to check each: the UB is exact, not at a point.
    if id.iter().product::<u64>() <= crate::semantics::tensor::MAX_ELEMENTS {
        let mut ub = Vec::new();
        for n in 0..id[0] {
            for w in 0..id[1] {
                let (_, bad) = index_at(&lazy::index(smt, n), &lazy::index(smt, w))?;
                ub.push((why(&format!("indices [{n}, {w}]")), bad));
            }
        }
        return Ok(Outcome { results: vec![Val::Lazy(l)], ub });
    }
    let within = lazy::in_range(smt, out, &l.vars);
    Ok(Outcome { results: vec![Val::Lazy(l)], ub: vec![(why("some element"), &within & bad_at_point)] })
}
