//! A read-only, safe view of MLIR IR.
//!
//! This module is the only place that calls `mlir-sys`. Views are `Copy`
//! handles borrowed for `'a`, the lifetime of the IR they point into (a
//! module owned by `mlir-opt` for the duration of a pass callback, or an
//! [`OwnedModule`] in the command-line tool). Nothing here mutates IR.

use mlir_sys::*;
use std::ffi::{CString, c_void};
use std::marker::PhantomData;

fn str_ref(s: &str) -> MlirStringRef {
    MlirStringRef { data: s.as_ptr() as *const _, length: s.len() }
}

/// # Safety
/// The string must outlive `'a` (MLIR identifiers live as long as the context).
unsafe fn to_str<'a>(s: MlirStringRef) -> &'a str {
    if s.length == 0 {
        return "";
    }
    let bytes = unsafe { std::slice::from_raw_parts(s.data as *const u8, s.length) };
    std::str::from_utf8(bytes).unwrap_or("<non-utf8>")
}

unsafe extern "C" fn append_to_string(s: MlirStringRef, data: *mut c_void) {
    let out = unsafe { &mut *(data as *mut String) };
    let bytes = unsafe { std::slice::from_raw_parts(s.data as *const u8, s.length) };
    out.push_str(&String::from_utf8_lossy(bytes));
}

macro_rules! print_with {
    ($f:ident, $($arg:expr),*) => {{
        let mut out = String::new();
        unsafe { $f($($arg,)* Some(append_to_string), &mut out as *mut String as *mut c_void) };
        out
    }};
}

mod attr;
mod context;
mod loc;
mod op;
pub(crate) mod shim;
mod types;

pub use attr::{AffineExpr, AffineMap, Attr, Sparse};
pub use context::{OwnedContext, OwnedModule, check_pass_pipeline};
pub use loc::{Loc, LocId, LocTable, Severity, emit};
pub use op::{Block, IntRange, LinalgStructure, Op, Region, SymbolUse, Value};
pub use types::{FloatKind, Type};
