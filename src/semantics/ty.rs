//! Types as the semantics sees them ([`Ty`]): integers, `index`, the
//! modelled floats, vectors (scalable ones at a given vscale), ranked tensors (static, or dynamic per
//! shape case), memrefs, and everything else by its printed form.

use super::tensor;
use crate::ir::{self, FloatKind};
use std::fmt;

/// A type, as the semantics sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ty {
    /// Signless integer `iN`.
    Int(u32),
    /// Unsigned integer `uiN`: the bits of `iN`. Only the ops that read a
    /// sign from the type (`tosa.cast`, `tosa.max_pool2d`, `tosa.rescale`'s
    /// checks) and counterexamples (unsigned numbers) tell it apart; arith
    /// takes signless integers only, so a `uiN` value reaches arith through
    /// `builtin.unrealized_conversion_cast` (`ub.rs`).
    UInt(u32),
    /// Signed integer `siN`: the bits of `iN`, as `UInt`.
    SInt(u32),
    /// `index`, of `Config::index_bits` bits.
    Index,
    Float(FloatKind),
    /// A vector by dimensions and element; a scalable dimension has its size
    /// at the vscale of the check (`with_vscale`).
    Vector(Vec<u64>, Box<Ty>),
    /// A ranked tensor of static shape, without encoding, by dimensions and
    /// element (see `tensor.rs`).
    Tensor(Vec<u64>, Box<Ty>),
    /// A ranked tensor with dynamic dimensions (`None`), of a modelled
    /// element type. A check runs once per *shape case*, each dynamic size
    /// a number; within a case every value has a `Ty::Tensor` (see
    /// `tensor/shape.rs`).
    Dyn(Vec<Option<u64>>, Box<Ty>),
    /// A ranked memref of a modelled scalar element type, in the default
    /// memory space, with a strided layout (see `memory/`).
    MemRef(super::memory::MemTy),
    /// Any other type, by its printed form (never encoded).
    Other(String),
}

thread_local! {
    /// The `vscale` of the check running on this thread (see `with_vscale`).
    static VSCALE: std::cell::Cell<Option<u64>> = const { std::cell::Cell::new(None) };
}

/// Runs `f` with scalable vector types read for `vscale` (`vector<[4]xi32>`
/// is `vector<8xi32>` at vscale 2): `refine` checks a pair with scalable
/// vectors once per vscale. Outside such a check a scalable vector type is
/// `Ty::Other`, so a function with one is unsupported, named.
pub fn with_vscale<R>(vscale: u64, f: impl FnOnce() -> R) -> R {
    struct Restore(Option<u64>);
    impl Drop for Restore {
        fn drop(&mut self) {
            VSCALE.set(self.0);
        }
    }
    let _restore = Restore(VSCALE.replace(Some(vscale)));
    f()
}

/// The most elements a vector type may have to be modelled.
pub const MAX_LANES: u64 = 1024;

impl Ty {
    pub fn of(t: ir::Type<'_>) -> Ty {
        if t.is_index() {
            Ty::Index
        } else if let (Some(w), true) = (t.integer_width(), t.is_signless_integer()) {
            Ty::Int(w)
        } else if let (Some(w), true) = (t.integer_width(), t.is_unsigned_integer()) {
            Ty::UInt(w)
        } else if let Some(w) = t.integer_width() {
            Ty::SInt(w)
        } else if let Some(k @ (FloatKind::F16 | FloatKind::BF16 | FloatKind::F32 | FloatKind::F64)) = t.float_kind() {
            Ty::Float(k)
        } else if let (true, Some(shape), Some(elem)) = (t.is_vector(), t.shape(), t.element_type()) {
            // A scalable dimension has `vscale` times its size: known only
            // within a check by vscale (`with_vscale`).
            let scale = if t.is_fixed_vector() { Some(1) } else { VSCALE.get() };
            let Some(scale) = scale else { return Ty::Other(t.to_string()) };
            let scalable = t.scalable_dims().unwrap_or_default();
            let dims: Option<Vec<u64>> = shape
                .iter()
                .zip(scalable.iter().chain(std::iter::repeat(&false)))
                .map(|(d, s)| d.map(|n| n as u64 * if *s { scale } else { 1 }))
                .collect();
            match (dims, Ty::of(elem)) {
                // Vectors are encoded lane by lane: a huge one would not fit
                // in the solver's time (and mlir-opt's memory).
                (Some(dims), _) if dims.iter().product::<u64>() > MAX_LANES => {
                    Ty::Other(format!("{t} (more than {MAX_LANES} elements)"))
                }
                (Some(dims), e) if e.is_scalar() => Ty::Vector(dims, Box::new(e)),
                _ => Ty::Other(t.to_string()),
            }
        } else if t.is_ranked_tensor() {
            tensor::ty_of(t)
        } else if t.is_memref() {
            super::memory::ty_of(t)
        } else {
            Ty::Other(t.to_string())
        }
    }

    pub fn is_i1(&self) -> bool {
        *self == Ty::Int(1)
    }

    /// A modelled scalar: an integer of any signedness, `index` or a float.
    pub fn is_scalar(&self) -> bool {
        matches!(self, Ty::Int(_) | Ty::UInt(_) | Ty::SInt(_) | Ty::Index | Ty::Float(_))
    }

    /// The width of an integer type of any signedness (not `index`).
    pub fn int_width(&self) -> Option<u32> {
        match self {
            Ty::Int(w) | Ty::UInt(w) | Ty::SInt(w) => Some(*w),
            _ => None,
        }
    }

    /// Number of elements of a vector or tensor (1 for a scalar).
    pub fn lanes(&self) -> usize {
        match self {
            Ty::Vector(shape, _) | Ty::Tensor(shape, _) => shape.iter().product::<u64>() as usize,
            _ => 1,
        }
    }

    /// The element type of a vector or tensor; a scalar type is its own
    /// element.
    pub fn elem(&self) -> &Ty {
        match self {
            Ty::Vector(_, e) | Ty::Tensor(_, e) | Ty::Dyn(_, e) => e,
            Ty::MemRef(m) => &m.elem,
            t => t,
        }
    }
}

impl fmt::Display for Ty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Ty::Int(w) => write!(f, "i{w}"),
            Ty::UInt(w) => write!(f, "ui{w}"),
            Ty::SInt(w) => write!(f, "si{w}"),
            Ty::Index => f.write_str("index"),
            Ty::Float(FloatKind::F16) => f.write_str("f16"),
            Ty::Float(FloatKind::BF16) => f.write_str("bf16"),
            Ty::Float(FloatKind::F32) => f.write_str("f32"),
            Ty::Float(FloatKind::F64) => f.write_str("f64"),
            Ty::Float(FloatKind::Other(w)) => write!(f, "f{w}-like"),
            Ty::Vector(shape, e) => {
                f.write_str("vector<")?;
                for d in shape {
                    write!(f, "{d}x")?;
                }
                write!(f, "{e}>")
            }
            Ty::Tensor(shape, e) => {
                f.write_str("tensor<")?;
                for d in shape {
                    write!(f, "{d}x")?;
                }
                write!(f, "{e}>")
            }
            Ty::Dyn(shape, e) => {
                f.write_str("tensor<")?;
                for d in shape {
                    match d {
                        Some(d) => write!(f, "{d}x")?,
                        None => f.write_str("?x")?,
                    }
                }
                write!(f, "{e}>")
            }
            Ty::MemRef(m) => write!(f, "{m}"),
            Ty::Other(s) => f.write_str(s),
        }
    }
}
