//! Result shapes of tosa ops on dynamically shaped tensors, in a shape case
//! (`tensor::shape`): every operand has a static shape there, and an op's
//! result shape is what its shape inference (`InferShapedTypeOpInterface`,
//! TosaOps.td) computes from them, before the op's rule runs on static
//! types. Where the specification says operand shapes that do not fit are
//! an error (`ERROR_IF`: operands that do not broadcast, an output size a
//! window does not give, a reshape to another number of elements), a
//! static graph is rejected; with shapes known only at run time it is UB
//! here (`Err(reason)`), as a `tensor.cast` to a shape its operand does
//! not have is.

use super::super::{OpInst, Ty, Unsupported};
use super::{array, error_if, int_attr, shape_operand};

/// Result shapes, or the reason the operand shapes do not fit (UB).
pub(in crate::semantics) type Shapes = Result<Vec<Vec<u64>>, String>;

/// The result shapes of tosa op `i` whose operand types are static.
pub(in crate::semantics) fn result_shapes(i: &OpInst<'_>) -> Result<Shapes, Unsupported> {
    let name = i.name.as_str();
    let short = name.strip_prefix("tosa.").unwrap_or(name);
    let not_modelled = || {
        Unsupported::new(format!("'{name}' on dynamically shaped tensors is not modelled (shapes are not computed)"))
    };
    let dims = |k: usize| match i.operand_types.get(k) {
        Some(Ty::Tensor(s, _)) => Ok(s.clone()),
        _ => Err(not_modelled()),
    };
    let one = |s: Vec<u64>| Ok(Ok(vec![s]));
    match short {
        // Elementwise with broadcasting (§1): the operands broadcast to the
        // result; `mul`'s shift is not one of them.
        "add"
        | "sub"
        | "intdiv"
        | "bitwise_and"
        | "bitwise_or"
        | "bitwise_xor"
        | "logical_and"
        | "logical_or"
        | "logical_xor"
        | "logical_left_shift"
        | "logical_right_shift"
        | "arithmetic_right_shift"
        | "maximum"
        | "minimum"
        | "pow"
        | "equal"
        | "greater"
        | "greater_equal"
        | "mul" => broadcast(name, &[dims(0)?, dims(1)?]),
        "select" => broadcast(name, &[dims(0)?, dims(1)?, dims(2)?]),
        // The input's shape (zero points, multipliers and tables aside).
        "abs" | "negate" | "bitwise_not" | "logical_not" | "clz" | "exp" | "log" | "tanh" | "sin" | "cos" | "erf"
        | "rsqrt" | "ceil" | "floor" | "reciprocal" | "sigmoid" | "clamp" | "cast" | "rescale" | "table"
        | "identity" | "reverse" => one(dims(0)?),
        // FFT2D: both outputs the inputs' [N, H, W] (which must agree);
        // RFFT2D: [N, H, W / 2 + 1] twice.
        "fft2d" => {
            let (re, im) = (dims(0)?, dims(1)?);
            if re != im {
                return Ok(Err(format!("'{name}' of real and imaginary inputs of different shapes (ERROR_IF)")));
            }
            if let Some(why) = not_powers_of_two(name, &re) {
                return Ok(Err(why));
            }
            Ok(Ok(vec![re.clone(), re]))
        }
        "rfft2d" => {
            let mut s = dims(0)?;
            if s.len() != 3 {
                return Err(error_if(i, "an input that is not [N, H, W]"));
            }
            if let Some(why) = not_powers_of_two(name, &s) {
                return Ok(Err(why));
            }
            s[2] = s[2] / 2 + 1;
            Ok(Ok(vec![s.clone(), s]))
        }
        "reduce_sum" | "reduce_product" | "reduce_max" | "reduce_min" | "reduce_all" | "reduce_any" | "argmax" => {
            let mut s = dims(0)?;
            let axis = int_attr(i, "axis")?;
            if axis < 0 || axis as usize >= s.len() {
                return Err(error_if(i, "an axis outside the input's rank"));
            }
            if short == "argmax" {
                s.remove(axis as usize);
            } else {
                s[axis as usize] = 1;
            }
            one(s)
        }
        "concat" => {
            let axis = int_attr(i, "axis")?;
            let shapes = (0..i.operands.len()).map(dims).collect::<Result<Vec<_>, _>>()?;
            let mut out = shapes.first().cloned().ok_or_else(not_modelled)?;
            if axis < 0 || axis as usize >= out.len() {
                return Err(error_if(i, "an axis outside the inputs' rank"));
            }
            let axis = axis as usize;
            for s in &shapes[1..] {
                if s.len() != out.len() || (0..s.len()).any(|d| d != axis && s[d] != out[d]) {
                    return Ok(Err(format!("'{name}' of inputs whose other dimensions differ (ERROR_IF)")));
                }
                out[axis] += s[axis];
            }
            one(out)
        }
        "reshape" => {
            let input: u64 = dims(0)?.iter().product();
            let shape = shape_operand(i, 1)?;
            let known: i64 = shape.iter().filter(|s| **s != -1).product();
            let inferred = shape.iter().filter(|s| **s == -1).count();
            if shape.iter().any(|s| *s < -1) || inferred > 1 {
                return Err(error_if(i, "a shape with a negative size"));
            }
            let out: Option<Vec<u64>> = shape
                .iter()
                .map(|s| match *s {
                    -1 if known > 0 && input as i64 % known == 0 => Some(input / known as u64),
                    -1 => None,
                    s => Some(s as u64),
                })
                .collect();
            match out {
                Some(out) if out.iter().product::<u64>() == input => one(out),
                _ => Ok(Err(format!("'{name}' of {input} elements to shape {shape:?} (ERROR_IF)"))),
            }
        }
        "slice" => {
            let input = dims(0)?;
            let (start, size) = (shape_operand(i, 1)?, shape_operand(i, 2)?);
            if start.len() != input.len() || size.len() != input.len() {
                return Err(error_if(i, "start and size of another rank than the input"));
            }
            let mut out = Vec::with_capacity(input.len());
            for d in 0..input.len() {
                // -1: to the end of the dimension (MLIR's placeholder).
                let n = if size[d] == -1 { input[d] as i64 - start[d] } else { size[d] };
                if start[d] < 0 || n < 1 || start[d] + n > input[d] as i64 {
                    return Ok(Err(format!(
                        "'{name}' of a [{}, +{n}) window of a dimension of size {}",
                        start[d], input[d]
                    )));
                }
                out.push(n as u64);
            }
            one(out)
        }
        "tile" => {
            let input = dims(0)?;
            let multiples = shape_operand(i, 1)?;
            if multiples.len() != input.len() || multiples.iter().any(|m| *m < 1) {
                return Err(error_if(i, "multiples of another rank than the input, or below 1"));
            }
            one(input.iter().zip(&multiples).map(|(d, m)| d * *m as u64).collect())
        }
        "pad" => {
            let input = dims(0)?;
            let padding = shape_operand(i, 1)?;
            if padding.len() != 2 * input.len() || padding.iter().any(|p| *p < 0) {
                return Err(error_if(i, "padding of another rank than the input, or negative"));
            }
            one(input.iter().enumerate().map(|(d, n)| n + padding[2 * d] as u64 + padding[2 * d + 1] as u64).collect())
        }
        "transpose" => {
            let input = dims(0)?;
            let perms = array(i, "perms", input.len())?;
            let out: Option<Vec<u64>> =
                perms.iter().map(|p| usize::try_from(*p).ok().and_then(|p| input.get(p).copied())).collect();
            one(out.ok_or_else(|| error_if(i, "perms that are not a permutation of the input's dimensions"))?)
        }
        "matmul" => {
            // A: [N, H, C], B: [N, C, W] -> [N, H, W].
            let (a, b) = (dims(0)?, dims(1)?);
            if a.len() != 3 || b.len() != 3 {
                return Err(not_modelled());
            }
            if a[0] != b[0] || a[2] != b[1] {
                return Ok(Err(format!("'{name}' of {a:?} and {b:?} (ERROR_IF)")));
            }
            one(vec![a[0], a[1], b[2]])
        }
        "gather" => {
            // values: [N, K, C], indices: [N, W] -> [N, W, C].
            let (values, indices) = (dims(0)?, dims(1)?);
            if values.len() != 3 || indices.len() != 2 {
                return Err(not_modelled());
            }
            if values[0] != indices[0] {
                return Ok(Err(format!("'{name}' of values {values:?} with indices {indices:?} (ERROR_IF)")));
            }
            one(vec![values[0], indices[1], values[2]])
        }
        "conv2d" | "depthwise_conv2d" | "max_pool2d" | "avg_pool2d" => window_shape(i, short, &dims(0)?, dims),
        _ => Err(not_modelled()),
    }
}

/// Operand shapes broadcast together (§1 broadcast_shape): equal ranks,
/// and in each dimension one size, or 1.
fn broadcast(name: &str, shapes: &[Vec<u64>]) -> Result<Shapes, Unsupported> {
    let rank = shapes[0].len();
    if shapes.iter().any(|s| s.len() != rank) {
        return Err(Unsupported::new(format!("'{name}' with operands of different ranks (ERROR_IF)")));
    }
    let mut out = vec![1u64; rank];
    for s in shapes {
        for (o, d) in out.iter_mut().zip(s) {
            match (*o, *d) {
                (_, 1) => {}
                (1, d) => *o = d,
                (a, b) if a == b => {}
                _ => {
                    return Ok(Err(format!(
                        "'{name}' of operands of shapes {shapes:?}, which do not broadcast (ERROR_IF)"
                    )));
                }
            }
        }
    }
    Ok(Ok(vec![out]))
}

/// The output of a convolution or pooling over `input` [N, IH, IW, C]:
/// "OH = idiv_check(IH - 1 + pad_top + pad_bottom - (KH - 1) * dilation_y,
/// stride_y) + 1" (§2), an ERROR_IF where the division is not exact.
fn window_shape(
    i: &OpInst<'_>,
    op: &str,
    input: &[u64],
    dims: impl Fn(usize) -> Result<Vec<u64>, Unsupported>,
) -> Result<Shapes, Unsupported> {
    if input.len() != 4 {
        return Err(error_if(i, "an input that is not of rank 4"));
    }
    let (kernel, channels, dilation): ([u64; 2], u64, Vec<i64>) = match op {
        "conv2d" => {
            // weight: [OC, KH, KW, IC]
            let w = dims(1)?;
            if w.len() != 4 || w[3] != input[3] {
                return Ok(Err(format!("'{}' of an input {input:?} with weights {w:?} (ERROR_IF)", i.name)));
            }
            ([w[1], w[2]], w[0], array(i, "dilation", 2)?)
        }
        "depthwise_conv2d" => {
            // weight: [KH, KW, C, M]
            let w = dims(1)?;
            if w.len() != 4 || w[2] != input[3] {
                return Ok(Err(format!("'{}' of an input {input:?} with weights {w:?} (ERROR_IF)", i.name)));
            }
            ([w[0], w[1]], w[2] * w[3], array(i, "dilation", 2)?)
        }
        _ => {
            let k = array(i, "kernel", 2)?;
            if k.iter().any(|k| *k < 1) {
                return Err(error_if(i, "a kernel size below 1"));
            }
            ([k[0] as u64, k[1] as u64], input[3], vec![1, 1])
        }
    };
    let pad = array(i, "pad", 4)?;
    let stride = array(i, "stride", 2)?;
    if pad.iter().any(|p| *p < 0) || stride.iter().any(|s| *s < 1) || dilation.iter().any(|d| *d < 1) {
        return Err(error_if(i, "a negative pad, or a stride or dilation below 1"));
    }
    let mut out = vec![input[0], 0, 0, channels];
    for d in 0..2 {
        let span = input[d + 1] as i64 - 1 + pad[2 * d] + pad[2 * d + 1] - (kernel[d] as i64 - 1) * dilation[d];
        if span < 0 || span % stride[d] != 0 {
            return Ok(Err(format!(
                "'{}' of an input {input:?} whose window does not fit its pads and strides (ERROR_IF)",
                i.name
            )));
        }
        out[d + 1] = (span / stride[d] + 1) as u64;
    }
    Ok(Ok(vec![out]))
}

/// The ERROR_IF of FFT2D and RFFT2D on `[N, H, W]`: H and W powers of two.
fn not_powers_of_two(name: &str, s: &[u64]) -> Option<String> {
    match s {
        [_, h, w] if h.is_power_of_two() && w.is_power_of_two() => None,
        _ => Some(format!("'{name}' of a {s:?} input, H or W not a power of two (ERROR_IF)")),
    }
}
