//! A small, safe value-type layer over Z3's C API.
//!
//! This module is the only place that calls `z3-sys`. Terms are reference
//! counted (`Z3_mk_context_rc`): every [`Term`] holds one reference and
//! releases it on drop, so terms can be cloned and stored freely. Typed
//! wrappers ([`Bool`], [`BV`]) give operator overloading so that semantics
//! code reads like the rule it encodes (`&a + &b`, `p | q`, `!p`).
//!
//! Invariants:
//! - every Z3 call that builds a term is checked: a Z3 error (a sort mismatch,
//!   which is a bug in an encoder) panics with Z3's message; the panic is
//!   caught at the FFI boundary and becomes a diagnostic;
//! - a `Context` is used by one thread at a time (it is `!Send`).

mod bits;
mod bool;
mod bv;
mod fp;
mod int;
pub mod limits;
mod solver;

pub use bits::Bits;
pub use bool::Bool;
pub use bv::BV;
pub use fp::{FP, Format, Rounding};
pub use int::{Int, IntFn};
pub use solver::{Engine, Model, SatResult, Solver};

use std::cell::Cell;
use std::ffi::{CStr, CString};
use std::marker::PhantomData;
use z3_sys::*;

/// Panics for a failed Z3 call (see `Context::check`).
fn fail(msg: &str) -> ! {
    if msg.contains("canceled") || msg.contains("interrupted") {
        std::panic::panic_any(limits::Interrupted);
    }
    if msg.contains("out of memory") || msg.contains("max. memory") {
        std::panic::panic_any(limits::OutOfMemory);
    }
    panic!("Z3 error: {msg}");
}

/// A Z3 context. Create one per verification job and drop it afterwards.
pub struct Context {
    raw: Z3_context,
    fresh: Cell<u64>,
    /// Z3 contexts are not thread-safe.
    _not_send: PhantomData<*const ()>,
}

unsafe extern "C" fn ignore_errors(_: Z3_context, _: ErrorCode) {
    // Errors are detected by the null result of the failing call and turned
    // into a panic there (see `Context::check`). Unwinding out of this C
    // callback would be undefined behaviour, so it does nothing.
}

impl Context {
    pub fn new() -> Context {
        unsafe {
            let cfg = Z3_mk_config();
            // Models are needed for counterexamples.
            let k = CString::new("model").unwrap();
            let v = CString::new("true").unwrap();
            Z3_set_param_value(cfg, k.as_ptr(), v.as_ptr());
            let raw = Z3_mk_context_rc(cfg);
            Z3_del_config(cfg);
            assert!(!raw.is_null(), "Z3_mk_context_rc failed");
            Z3_set_error_handler(raw, Some(ignore_errors));
            Context { raw, fresh: Cell::new(0), _not_send: PhantomData }
        }
    }

    /// This thread's shared context. Creating a Z3 context costs about
    /// 2 ms (more than most queries), so checks reuse one per thread; terms
    /// are reference counted and freed when a check drops them. The context
    /// is `!Sync`, so the reference cannot leave the thread.
    pub fn for_this_thread() -> &'static Context {
        thread_local! {
            static CONTEXT: &'static Context = Box::leak(Box::new(Context::new()));
        }
        CONTEXT.with(|c| *c)
    }

    pub(crate) fn raw(&self) -> Z3_context {
        self.raw
    }

    /// Panics with Z3's message if the last call failed. An interrupted
    /// call panics with [`limits::Interrupted`] and one out of memory with
    /// [`limits::OutOfMemory`], which the check turns into verdicts naming
    /// the limit.
    fn check(&self) {
        if let Some(msg) = self.error() {
            fail(&msg);
        }
    }

    /// The last call's error message, if it failed.
    fn error(&self) -> Option<String> {
        unsafe {
            let code = Z3_get_error_code(self.raw);
            (code != ErrorCode::OK)
                .then(|| CStr::from_ptr(Z3_get_error_msg(self.raw, code)).to_string_lossy().into_owned())
        }
    }

    /// Ends a long call that ran under `armed`: the result, or the panic
    /// for its failure (read before the interrupt is cleared, which resets
    /// Z3's error code).
    fn finish(&self, raw: Z3_ast, armed: Option<limits::Armed>) -> Term<'_> {
        let failed = if raw.is_null() { Some(self.error().unwrap_or_else(|| "null term".into())) } else { None };
        drop(armed);
        match failed {
            Some(msg) => fail(&msg),
            None => self.wrap(raw),
        }
    }

    pub(crate) fn wrap(&self, raw: Z3_ast) -> Term<'_> {
        if raw.is_null() {
            self.check();
            panic!("Z3 returned a null term without an error code");
        }
        unsafe { Z3_inc_ref(self.raw, raw) };
        Term { ctx: self, raw }
    }

    /// A fresh, unique name with the given prefix (for free variables).
    pub fn fresh_name(&self, prefix: &str) -> String {
        let n = self.fresh.get();
        self.fresh.set(n + 1);
        format!("{prefix}!{n}")
    }

    pub(crate) fn symbol(&self, name: &str) -> Z3_symbol {
        let c = CString::new(name.replace('\0', "?")).unwrap();
        unsafe { Z3_mk_string_symbol(self.raw, c.as_ptr()) }
    }

    pub(crate) fn bool_sort(&self) -> Z3_sort {
        unsafe { Z3_mk_bool_sort(self.raw) }
    }

    pub(crate) fn bv_sort(&self, width: u32) -> Z3_sort {
        assert!(width > 0, "zero-width bit-vector");
        unsafe { Z3_mk_bv_sort(self.raw, width) }
    }
}

impl Default for Context {
    fn default() -> Self {
        Context::new()
    }
}

impl Drop for Context {
    fn drop(&mut self) {
        unsafe { Z3_del_context(self.raw) };
    }
}

/// A sort: what the arguments and results of an uninterpreted function are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sort {
    Bool,
    BV(u32),
    /// A floating-point format.
    FP(Format),
}

/// An uninterpreted function. Two functions with the same name and
/// signature are the same function (Z3 identifies declarations by both),
/// which is how the source and target encodings share one.
pub struct Func<'c> {
    ctx: &'c Context,
    raw: Z3_func_decl,
    range: Sort,
}

impl<'c> Func<'c> {
    pub fn new(ctx: &'c Context, name: &str, domain: &[Sort], range: Sort) -> Func<'c> {
        let sort = |s: &Sort| match s {
            Sort::Bool => ctx.bool_sort(),
            Sort::BV(w) => ctx.bv_sort(*w),
            Sort::FP(f) => FP::sort(ctx, *f),
        };
        let dom: Vec<Z3_sort> = domain.iter().map(sort).collect();
        let raw = unsafe { Z3_mk_func_decl(ctx.raw, ctx.symbol(name), dom.len() as u32, dom.as_ptr(), sort(&range)) };
        ctx.check();
        unsafe { Z3_inc_ref(ctx.raw, Z3_func_decl_to_ast(ctx.raw, raw)) };
        Func { ctx, raw, range }
    }

    /// The function applied to `args`.
    pub fn apply(&self, args: &[&Term<'c>]) -> Term<'c> {
        let raw: Vec<Z3_ast> = args.iter().map(|a| a.raw).collect();
        self.ctx.wrap(unsafe { Z3_mk_app(self.ctx.raw, self.raw, raw.len() as u32, raw.as_ptr()) })
    }

    pub fn range(&self) -> Sort {
        self.range
    }
}

impl Drop for Func<'_> {
    fn drop(&mut self) {
        unsafe { Z3_dec_ref(self.ctx.raw, Z3_func_decl_to_ast(self.ctx.raw, self.raw)) };
    }
}

/// The operators `Term::app` distinguishes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TermOp {
    Mul,
    UDiv,
    SDiv,
    Sub,
    Add,
    Numeral,
    Not,
    Or,
    And,
    Other,
}

/// An untyped, reference-counted Z3 term.
pub struct Term<'c> {
    ctx: &'c Context,
    raw: Z3_ast,
}

impl<'c> Term<'c> {
    pub fn ctx(&self) -> &'c Context {
        self.ctx
    }

    pub(crate) fn raw(&self) -> Z3_ast {
        self.raw
    }

    /// SMT-LIB text of the term (for debugging and logs).
    pub fn to_smtlib(&self) -> String {
        unsafe {
            let s = Z3_ast_to_string(self.ctx.raw, self.raw);
            CStr::from_ptr(s).to_string_lossy().into_owned()
        }
    }

    /// A self-contained SMT-LIB 2 script asking whether the (boolean) term
    /// is satisfiable: declarations of its free symbols, one `assert`,
    /// `check-sat`. No `set-logic`, so any solver picks its own.
    pub fn to_smtlib_script(&self) -> String {
        let empty = CString::new("").unwrap();
        let status = CString::new("unknown").unwrap();
        unsafe {
            let s = Z3_benchmark_to_smtlib_string(
                self.ctx.raw,
                empty.as_ptr(),
                empty.as_ptr(),
                status.as_ptr(),
                empty.as_ptr(),
                0,
                std::ptr::null(),
                self.raw,
            );
            CStr::from_ptr(s).to_string_lossy().into_owned()
        }
    }

    /// Z3's simplifier applied to the term, within the thread's deadline
    /// (an interrupted simplification panics with `limits::Interrupted`).
    pub fn simplify(&self) -> Term<'c> {
        let armed = self.armed();
        self.ctx.finish(unsafe { Z3_simplify(self.ctx.raw, self.raw) }, armed)
    }

    /// An interrupt at the thread's deadline for a long call on this term's
    /// context; a call started past it is interrupted at once. A stop
    /// request interrupts before the call starts.
    fn armed(&self) -> Option<limits::Armed> {
        if limits::stop_requested() {
            std::panic::panic_any(limits::Interrupted);
        }
        limits::deadline().map(|d| limits::arm(self.ctx.raw, d))
    }

    /// Z3's simplifier with boolean parameters (`mul2concat`, `som`, ...).
    pub fn simplify_with(&self, params: &[(&str, bool)]) -> Term<'c> {
        let c = self.ctx.raw;
        unsafe {
            let p = Z3_mk_params(c);
            Z3_params_inc_ref(c, p);
            for (k, v) in params {
                Z3_params_set_bool(c, p, self.ctx.symbol(k), *v);
            }
            let armed = self.armed();
            let t = self.ctx.finish(Z3_simplify_ex(c, self.raw, p), armed);
            Z3_params_dec_ref(c, p);
            t
        }
    }

    /// The term with every `from` replaced by its `to`.
    pub fn substitute(&self, pairs: &[(&Term<'c>, &Term<'c>)]) -> Term<'c> {
        let from: Vec<Z3_ast> = pairs.iter().map(|(f, _)| f.raw).collect();
        let to: Vec<Z3_ast> = pairs.iter().map(|(_, t)| t.raw).collect();
        self.ctx.wrap(unsafe { Z3_substitute(self.ctx.raw, self.raw, from.len() as u32, from.as_ptr(), to.as_ptr()) })
    }

    /// Z3's id of the term (equal terms have equal ids).
    pub fn id(&self) -> u32 {
        unsafe { Z3_get_ast_id(self.ctx.raw, self.raw) }
    }

    /// The operator and arguments of an application we inspect.
    pub fn app(&self) -> Option<(TermOp, Vec<Term<'c>>)> {
        unsafe {
            let c = self.ctx.raw;
            if Z3_get_ast_kind(c, self.raw) != AstKind::App {
                return None;
            }
            let app = Z3_to_app(c, self.raw);
            let op = match Z3_get_decl_kind(c, Z3_get_app_decl(c, app)) {
                DeclKind::BMUL => TermOp::Mul,
                DeclKind::BUDIV | DeclKind::BUDIV_I => TermOp::UDiv,
                DeclKind::BSDIV | DeclKind::BSDIV_I => TermOp::SDiv,
                DeclKind::BSUB => TermOp::Sub,
                DeclKind::BADD => TermOp::Add,
                DeclKind::BNUM => TermOp::Numeral,
                DeclKind::NOT => TermOp::Not,
                DeclKind::OR => TermOp::Or,
                DeclKind::AND => TermOp::And,
                _ => TermOp::Other,
            };
            let n = Z3_get_app_num_args(c, app);
            let args = (0..n).map(|i| self.ctx.wrap(Z3_get_app_arg(c, app, i))).collect();
            Some((op, args))
        }
    }

    /// Every distinct subterm, the term itself included (a DAG walk).
    pub fn subterms(&self) -> Vec<Term<'c>> {
        let mut seen = std::collections::HashSet::new();
        let mut out = Vec::new();
        let mut stack = vec![self.clone()];
        while let Some(t) = stack.pop() {
            if !seen.insert(t.id()) {
                continue;
            }
            if let Some((_, args)) = t.app() {
                stack.extend(args);
            }
            out.push(t);
        }
        out
    }

    /// Z3's structural hash-consing makes this an identity test on terms.
    pub fn same(&self, other: &Term<'c>) -> bool {
        unsafe { Z3_is_eq_ast(self.ctx.raw, self.raw, other.raw) }
    }
}

impl Clone for Term<'_> {
    fn clone(&self) -> Self {
        unsafe { Z3_inc_ref(self.ctx.raw, self.raw) };
        Term { ctx: self.ctx, raw: self.raw }
    }
}

impl Drop for Term<'_> {
    fn drop(&mut self) {
        unsafe { Z3_dec_ref(self.ctx.raw, self.raw) };
    }
}

impl std::fmt::Debug for Term<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.to_smtlib())
    }
}
