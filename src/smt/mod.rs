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

mod abstraction;
mod ac;
mod bits;
mod bool;
mod bounds;
mod bv;
mod fp;
mod int;
pub mod limits;
mod solver;

pub use abstraction::Abstraction;
pub use ac::AC_PREFIX;
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

    /// Whether the term applies an arithmetic operator: of bit-vectors
    /// (add, sub, neg, mul, divisions, remainders, shifts) or of floating
    /// point (add, sub, mul, div, rem, fma, sqrt), or an uninterpreted
    /// function to arguments. These are what a bit-blasting solver pays for
    /// (circuits; the pairwise congruence of every two applications of one
    /// function); comparisons, `ite`, `concat` and `extract` are not.
    pub fn is_costly(&self) -> bool {
        unsafe {
            let c = self.ctx.raw;
            if Z3_get_ast_kind(c, self.raw) != AstKind::App {
                return false;
            }
            let kind = Z3_get_decl_kind(c, Z3_get_app_decl(c, Z3_to_app(c, self.raw)));
            matches!(
                kind,
                DeclKind::BADD
                    | DeclKind::BSUB
                    | DeclKind::BNEG
                    | DeclKind::BMUL
                    | DeclKind::BUDIV
                    | DeclKind::BUDIV_I
                    | DeclKind::BSDIV
                    | DeclKind::BSDIV_I
                    | DeclKind::BUREM
                    | DeclKind::BUREM_I
                    | DeclKind::BSREM
                    | DeclKind::BSREM_I
                    | DeclKind::BSMOD
                    | DeclKind::BSMOD_I
                    | DeclKind::BSHL
                    | DeclKind::BLSHR
                    | DeclKind::BASHR
                    | DeclKind::FPA_ADD
                    | DeclKind::FPA_SUB
                    | DeclKind::FPA_MUL
                    | DeclKind::FPA_DIV
                    | DeclKind::FPA_REM
                    | DeclKind::FPA_FMA
                    | DeclKind::FPA_SQRT
            ) || (kind == DeclKind::UNINTERPRETED && Z3_get_app_num_args(c, Z3_to_app(c, self.raw)) > 0)
        }
    }

    /// The term as Z3's rewriter leaves it, in the canonical form of
    /// `canonical`. A subterm's normal form does not depend on the term
    /// around it (unlike a second rewriting, which orders sums by how they
    /// occur).
    pub fn normalized(&self) -> Term<'c> {
        // Canonical before the rewriter too: it rewrites a maximum's
        // comparison and the terms around it (a truncation pushed into the
        // `ite`) by the order of its operands.
        self.canonical().simplify().canonical()
    }

    /// Each term normalized (`normalized`), in one rewriting: the terms
    /// share subterms, which a rewriting of each would rewrite again.
    pub fn normalized_all(terms: &[Term<'c>]) -> Vec<Term<'c>> {
        let Some(first) = terms.first() else { return Vec::new() };
        let ctx = first.ctx;
        let c = ctx.raw;
        // A tuple of the terms: an application of a fresh uninterpreted
        // function, which the rewriter leaves alone around its arguments.
        let tuple = unsafe {
            let sorts: Vec<Z3_sort> = terms.iter().map(|t| Z3_get_sort(c, t.raw)).collect();
            let name = ctx.symbol(&ctx.fresh_name("tuple"));
            let decl = Z3_mk_func_decl(c, name, sorts.len() as u32, sorts.as_ptr(), ctx.bool_sort());
            Z3_inc_ref(c, Z3_func_decl_to_ast(c, decl));
            let raw: Vec<Z3_ast> = terms.iter().map(|t| t.raw).collect();
            let app = ctx.wrap(Z3_mk_app(c, decl, raw.len() as u32, raw.as_ptr()));
            Z3_dec_ref(c, Z3_func_decl_to_ast(c, decl));
            app
        };
        let normal = tuple.normalized();
        match normal.app() {
            Some((_, args)) if args.len() == terms.len() => args,
            // The rewriter never rewrites an uninterpreted application away.
            _ => terms.iter().map(|t| t.normalized()).collect(),
        }
    }

    /// The term with commutative operations in one form, so that two
    /// computations that differ only in the order of their operands become
    /// one term, which Z3's rewriter does not guarantee (it keeps the order
    /// in which a sum was built: a convolution that starts from its bias
    /// and one that adds it last give two terms, which a solver then has to
    /// prove equal by bit-blasting):
    /// - the arguments of every associative-commutative operator
    ///   (bit-vector `+`, `*`, `and`, `or`, `xor`; boolean `and`, `or`) are
    ///   flattened and put in one order (by Z3's term id);
    /// - a maximum or minimum written as `ite(p <= q, q, p)` or
    ///   `ite(p <= q, p, q)` (signed or unsigned) compares its operands in
    ///   that order too (for `p = q` both forms give the same value);
    /// - the operands of a floating-point `+` or `*` are put in that order
    ///   (IEEE-754 addition and multiplication are commutative, and Z3 has
    ///   one NaN);
    /// - applications of an associative-commutative family of uninterpreted
    ///   functions (`ac.rs`) are flattened and their arguments ordered:
    ///   equivalent for the interpretations such a family stands for.
    ///
    /// The result is equivalent to the term.
    pub fn canonical(&self) -> Term<'c> {
        let c = self.ctx.raw;
        let mut done: crate::det::Map<u32, Term<'c>> = crate::det::Map::default();
        // Post-order over the DAG: a node is rebuilt once its arguments are.
        let mut stack: Vec<(Term<'c>, bool)> = vec![(self.clone(), false)];
        while let Some((t, expanded)) = stack.pop() {
            if done.contains_key(&t.id()) {
                continue;
            }
            let args = match t.app() {
                Some((_, args)) if !args.is_empty() => args,
                _ => {
                    done.insert(t.id(), t);
                    continue;
                }
            };
            if !expanded {
                stack.push((t.clone(), true));
                stack.extend(args.into_iter().filter(|a| !done.contains_key(&a.id())).map(|a| (a, false)));
                continue;
            }
            let kind = t.decl_kind().expect("an application");
            if kind == DeclKind::UNINTERPRETED
                && let Some((family, _)) = t.ac_family()
            {
                let rebuilt: Vec<Term<'c>> = args.iter().map(|a| done[&a.id()].clone()).collect();
                done.insert(t.id(), Term::ac_apply(self.ctx, &family, rebuilt));
                continue;
            }
            let ac = matches!(
                kind,
                DeclKind::BADD
                    | DeclKind::BMUL
                    | DeclKind::BAND
                    | DeclKind::BOR
                    | DeclKind::BXOR
                    | DeclKind::AND
                    | DeclKind::OR
            );
            let mut new_args: Vec<Term<'c>> = Vec::with_capacity(args.len());
            for a in &args {
                let a = done[&a.id()].clone();
                match (ac, a.app()) {
                    // Flatten an argument of the same operator.
                    (true, Some((_, inner))) if a.decl_kind() == Some(kind) && !inner.is_empty() => {
                        new_args.extend(inner)
                    }
                    _ => new_args.push(a),
                }
            }
            if ac {
                new_args.sort_by_key(|a| a.id());
            }
            if matches!(kind, DeclKind::FPA_ADD | DeclKind::FPA_MUL)
                && new_args.len() == 3
                && new_args[2].id() < new_args[1].id()
            {
                new_args.swap(1, 2);
            }
            if kind == DeclKind::ITE
                && let Some(swapped) = Term::min_max_swapped(&new_args)
            {
                new_args = swapped;
            }
            let same = new_args.len() == args.len() && new_args.iter().zip(&args).all(|(x, y)| x.same(y));
            let rebuilt = if same {
                t.clone()
            } else {
                let raw: Vec<Z3_ast> = new_args.iter().map(|a| a.raw).collect();
                let made = unsafe {
                    let decl = Z3_get_app_decl(c, Z3_to_app(c, t.raw));
                    Z3_mk_app(c, decl, raw.len() as u32, raw.as_ptr())
                };
                self.ctx.check();
                self.ctx.wrap(made)
            };
            done.insert(t.id(), rebuilt);
        }
        done.remove(&self.id()).expect("the root was rebuilt")
    }

    /// Whether the term is an uninterpreted constant (a declared symbol
    /// without arguments).
    pub fn is_constant(&self) -> bool {
        self.decl_kind() == Some(DeclKind::UNINTERPRETED) && self.app().is_some_and(|(_, a)| a.is_empty())
    }

    /// Whether the term applies an uninterpreted function to numerals
    /// only (a read of an input at a known point).
    pub fn is_ground_application(&self) -> bool {
        let c = self.ctx.raw;
        self.decl_kind() == Some(DeclKind::UNINTERPRETED)
            && self.app().is_some_and(|(_, a)| {
                !a.is_empty() && a.iter().all(|x| unsafe { Z3_get_ast_kind(c, x.raw) == AstKind::Numeral })
            })
    }

    /// The numeral arguments of a ground application, as unsigned values.
    pub fn numeral_args(&self) -> Vec<u64> {
        let c = self.ctx.raw;
        let (_, args) = self.app().unwrap_or((TermOp::Other, Vec::new()));
        args.iter()
            .map(|a| {
                let mut v: u64 = 0;
                unsafe { Z3_get_numeral_uint64(c, a.raw, &mut v) };
                v
            })
            .collect()
    }

    /// A small integer `k` in the term's sort: a bit-vector (wrapped), a
    /// float (exact), or for a boolean `k != 0`; `None` for other sorts.
    pub fn small_value(&self, k: i64) -> Option<Term<'c>> {
        let c = self.ctx.raw;
        unsafe {
            let s = Z3_get_sort(c, self.raw);
            match Z3_get_sort_kind(c, s) {
                SortKind::BV => Some(self.ctx.wrap(Z3_mk_int64(c, k, s))),
                SortKind::Bool => Some(self.ctx.wrap(if k != 0 { Z3_mk_true(c) } else { Z3_mk_false(c) })),
                SortKind::FloatingPoint => Some(self.ctx.wrap(Z3_mk_fpa_numeral_int(c, k as i32, s))),
                _ => None,
            }
        }
    }

    /// The width of a bit-vector term; `None` for another sort.
    pub fn bv_width(&self) -> Option<u32> {
        let c = self.ctx.raw;
        unsafe {
            let s = Z3_get_sort(c, self.raw);
            (Z3_get_sort_kind(c, s) == SortKind::BV).then(|| Z3_get_bv_sort_size(c, s))
        }
    }

    /// The kind of the term's operator, for an application.
    fn decl_kind(&self) -> Option<DeclKind> {
        let c = self.ctx.raw;
        unsafe {
            (Z3_get_ast_kind(c, self.raw) == AstKind::App)
                .then(|| Z3_get_decl_kind(c, Z3_get_app_decl(c, Z3_to_app(c, self.raw))))
        }
    }

    /// For the arguments `[p R q, x, y]` of an `ite` that is the maximum or
    /// minimum of `p` and `q` (`R` one of `<=`, `>=`, signed or unsigned;
    /// `{x, y} = {p, q}`) with `q` before `p` in term order, the same
    /// maximum or minimum comparing `q R p` (with `p` and `q` exchanged in
    /// the branches: for `p = q` both forms give the same value).
    fn min_max_swapped(args: &[Term<'c>]) -> Option<Vec<Term<'c>>> {
        let [cond, x, y] = args else { return None };
        if !matches!(cond.decl_kind(), Some(DeclKind::SLEQ | DeclKind::ULEQ | DeclKind::SGEQ | DeclKind::UGEQ)) {
            return None;
        }
        let (_, pq) = cond.app()?;
        let [p, q] = &pq[..] else { return None };
        if q.id() >= p.id() {
            return None;
        }
        let ctx = cond.ctx;
        let flipped = unsafe {
            let decl = Z3_get_app_decl(ctx.raw, Z3_to_app(ctx.raw, cond.raw));
            let raw = [q.raw, p.raw];
            ctx.wrap(Z3_mk_app(ctx.raw, decl, 2, raw.as_ptr()))
        };
        if x.same(q) && y.same(p) {
            // ite(p <= q, q, p) = ite(q <= p, p, q), and so for >=.
            Some(vec![flipped, p.clone(), q.clone()])
        } else if x.same(p) && y.same(q) {
            // ite(p <= q, p, q) = ite(q <= p, q, p), and so for >=.
            Some(vec![flipped, q.clone(), p.clone()])
        } else {
            None
        }
    }

    /// `self = other` for two terms of one sort (for floating point, the
    /// same datum: `NaN = NaN`, `+0 != -0`).
    pub fn equals(&self, other: &Term<'c>) -> Bool<'c> {
        let c = self.ctx.raw;
        let t = self.ctx.wrap(unsafe { Z3_mk_eq(c, self.raw, other.raw) });
        self.ctx.check();
        Bool(t)
    }

    /// The name of the term's function symbol (`bvadd`, `%arg0`), for an
    /// application.
    pub fn decl_name(&self) -> Option<String> {
        let c = self.ctx.raw;
        unsafe {
            if Z3_get_ast_kind(c, self.raw) != AstKind::App {
                return None;
            }
            let decl = Z3_get_app_decl(c, Z3_to_app(c, self.raw));
            Some(CStr::from_ptr(Z3_get_symbol_string(c, Z3_get_decl_name(c, decl))).to_string_lossy().into_owned())
        }
    }

    /// Whether the term is a quantifier, a bound variable or a lambda (its
    /// value may depend on variables bound outside it).
    pub fn is_binder(&self) -> bool {
        unsafe { matches!(Z3_get_ast_kind(self.ctx.raw, self.raw), AstKind::Quantifier | AstKind::Var) }
    }

    /// A fresh constant of the term's sort.
    pub fn fresh_like(&self, prefix: &str) -> Term<'c> {
        let c = self.ctx.raw;
        let name = CString::new(prefix).unwrap();
        self.ctx.wrap(unsafe { Z3_mk_fresh_const(c, name.as_ptr(), Z3_get_sort(c, self.raw)) })
    }

    /// Every distinct subterm, the term itself included (a DAG walk).
    pub fn subterms(&self) -> Vec<Term<'c>> {
        let mut seen = crate::det::Set::default();
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
