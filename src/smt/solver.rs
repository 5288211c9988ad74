//! Solver and model.

use super::{BV, Bits, Bool, Context, FP, Term};
use std::ffi::CStr;
use z3_sys::*;

pub enum SatResult<'c> {
    Sat(Model<'c>),
    Unsat,
    /// Z3 gave up; the string is Z3's reason ("timeout", "canceled", ...).
    Unknown(String),
}

pub struct Solver<'c> {
    ctx: &'c Context,
    raw: Z3_solver,
    timeout_ms: std::cell::Cell<u32>,
}

/// Which Z3 solver to build.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Engine {
    /// Z3's tactic pipeline for quantifier-free bit-vector formulas
    /// (preprocessing, bit-blasting, SAT). The default for one-shot queries:
    /// about 0.2 ms to start, robust on hard instances.
    QfBv,
    /// Z3's incremental SMT core: cheapest to start (about 0.05 ms), and
    /// suited to many related checks under different assumptions.
    Incremental,
    /// Z3's pipeline for floating-point formulas (QF_FPBV: floats are
    /// reduced to bit-vectors, then as `QfBv`). The bit-vector pipeline
    /// must not see floating-point terms.
    QfFpBv,
}

impl<'c> Solver<'c> {
    /// A solver whose `check` gives up after `timeout_ms` (0: no limit of
    /// its own), and in any case at the thread's deadline (see `limits`).
    /// (Z3's default `Z3_mk_solver` costs 5-7 ms of set-up per query,
    /// more than most of our queries take to solve.)
    pub fn new(ctx: &'c Context, engine: Engine, timeout_ms: u32) -> Solver<'c> {
        unsafe {
            let raw = match engine {
                Engine::QfBv => Z3_mk_solver_for_logic(ctx.raw(), ctx.symbol("QF_BV")),
                Engine::QfFpBv => Z3_mk_solver_for_logic(ctx.raw(), ctx.symbol("QF_FPBV")),
                Engine::Incremental => Z3_mk_simple_solver(ctx.raw()),
            };
            Z3_solver_inc_ref(ctx.raw(), raw);
            // Z3 must not install its own SIGINT handler: a Ctrl-C is the
            // host's to handle (see `limits::request_stop`).
            let p = Z3_mk_params(ctx.raw());
            Z3_params_inc_ref(ctx.raw(), p);
            Z3_params_set_bool(ctx.raw(), p, ctx.symbol("ctrl_c"), false);
            Z3_solver_set_params(ctx.raw(), raw, p);
            Z3_params_dec_ref(ctx.raw(), p);
            Solver { ctx, raw, timeout_ms: std::cell::Cell::new(timeout_ms) }
        }
    }

    /// Changes the time limit of later checks (0: none of its own).
    pub fn set_timeout(&self, timeout_ms: u32) {
        self.timeout_ms.set(timeout_ms);
    }

    /// Opens a scope: assertions after it are dropped by the next `pop`.
    pub fn push(&self) {
        unsafe { Z3_solver_push(self.ctx.raw(), self.raw) };
    }

    /// Drops the assertions of the innermost scope.
    pub fn pop(&self) {
        unsafe { Z3_solver_pop(self.ctx.raw(), self.raw, 1) };
    }

    pub fn assert(&self, b: &Bool<'c>) {
        unsafe { Z3_solver_assert(self.ctx.raw(), self.raw, b.0.raw()) };
    }

    pub fn check(&self) -> SatResult<'c> {
        self.check_assuming(&[])
    }

    /// Checks the assertions together with `assumptions` (which are not
    /// kept afterwards).
    pub fn check_assuming(&self, assumptions: &[Bool<'c>]) -> SatResult<'c> {
        let c = self.ctx.raw();
        let raw: Vec<Z3_ast> = assumptions.iter().map(|b| b.0.raw()).collect();
        // Not started without time left; interrupted by the timer when
        // its allowance runs out (see `limits`).
        let allowance = super::limits::allowance(self.timeout_ms.get());
        if super::limits::stop_requested() {
            return SatResult::Unknown("canceled".into());
        }
        if allowance == Some(std::time::Duration::ZERO) {
            return SatResult::Unknown("timeout".into());
        }
        let armed = allowance.map(|a| super::limits::arm(c, std::time::Instant::now() + a));
        let r = unsafe {
            if raw.is_empty() {
                Z3_solver_check(c, self.raw)
            } else {
                Z3_solver_check_assumptions(c, self.raw, raw.len() as u32, raw.as_ptr())
            }
        };
        // An interrupt that fires after the check returned would cancel
        // the model's construction (a null model): disarm (which clears a
        // fired interrupt) first.
        drop(armed);
        match r {
            Z3_L_TRUE => unsafe {
                let m = Z3_solver_get_model(c, self.raw);
                if m.is_null() {
                    return SatResult::Unknown(self.ctx.error().unwrap_or_else(|| "no model".into()));
                }
                Z3_model_inc_ref(c, m);
                SatResult::Sat(Model { ctx: self.ctx, raw: m })
            },
            Z3_L_FALSE => SatResult::Unsat,
            _ => {
                let reason = unsafe { CStr::from_ptr(Z3_solver_get_reason_unknown(c, self.raw)) };
                let reason = reason.to_string_lossy().into_owned();
                // Our interrupts show as "canceled": name the cause.
                if super::limits::stop_requested() {
                    SatResult::Unknown("canceled".into())
                } else if reason == "canceled" || reason == "interrupted" {
                    SatResult::Unknown("timeout".into())
                } else {
                    SatResult::Unknown(reason)
                }
            }
        }
    }

    /// The asserted formulas in SMT-LIB form (for `--dump-smt` style logs).
    pub fn to_smtlib(&self) -> String {
        unsafe { CStr::from_ptr(Z3_solver_to_string(self.ctx.raw(), self.raw)).to_string_lossy().into_owned() }
    }
}

impl Drop for Solver<'_> {
    fn drop(&mut self) {
        unsafe { Z3_solver_dec_ref(self.ctx.raw(), self.raw) };
    }
}

/// A satisfying assignment. Evaluation completes the model, so every term
/// has a value (free variables the solver did not constrain get a default).
pub struct Model<'c> {
    ctx: &'c Context,
    raw: Z3_model,
}

impl<'c> Model<'c> {
    /// A model that gives each constant (a 0-ary symbol) its value; every
    /// other symbol gets a default when evaluated.
    pub fn from_assignment(ctx: &'c Context, pairs: &[(&Term<'c>, &Term<'c>)]) -> Model<'c> {
        let c = ctx.raw();
        unsafe {
            let m = Z3_mk_model(c);
            Z3_model_inc_ref(c, m);
            for (k, v) in pairs {
                assert!(Z3_is_app(c, k.raw()), "model keys must be constants");
                let decl = Z3_get_app_decl(c, Z3_to_app(c, k.raw()));
                Z3_add_const_interp(c, m, decl, v.raw());
            }
            Model { ctx, raw: m }
        }
    }

    /// A model that gives each constant of `consts` its value and each
    /// function applied in `apps` (applications to numerals) those values
    /// at those arguments, and zero (`false`, `+0.0`) elsewhere.
    pub fn from_tables(ctx: &'c Context, consts: &[(Term<'c>, Term<'c>)], apps: &[(Term<'c>, Term<'c>)]) -> Model<'c> {
        let c = ctx.raw();
        unsafe {
            let m = Z3_mk_model(c);
            Z3_model_inc_ref(c, m);
            for (k, v) in consts {
                let decl = Z3_get_app_decl(c, Z3_to_app(c, k.raw()));
                Z3_add_const_interp(c, m, decl, v.raw());
            }
            let mut tables: crate::det::Map<usize, Z3_func_interp> = crate::det::Map::default();
            for (app, v) in apps {
                let a = Z3_to_app(c, app.raw());
                let decl = Z3_get_app_decl(c, a);
                let fi = *tables.entry(decl as usize).or_insert_with(|| {
                    let range = Z3_get_range(c, decl);
                    let zero = zero_of(c, range).unwrap_or_else(|| Z3_mk_int64(c, 0, range));
                    let fi = Z3_add_func_interp(c, m, decl, zero);
                    Z3_func_interp_inc_ref(c, fi);
                    fi
                });
                let args = Z3_mk_ast_vector(c);
                Z3_ast_vector_inc_ref(c, args);
                for i in 0..Z3_get_app_num_args(c, a) {
                    Z3_ast_vector_push(c, args, Z3_get_app_arg(c, a, i));
                }
                Z3_func_interp_add_entry(c, fi, args, v.raw());
                Z3_ast_vector_dec_ref(c, args);
            }
            for fi in tables.into_values() {
                Z3_func_interp_dec_ref(c, fi);
            }
            ctx.check();
            Model { ctx, raw: m }
        }
    }

    /// The least and greatest value (signed) a bit-vector function of the
    /// model takes, over its table and its default; for a boolean
    /// function, 0 and 1 as it is false or true somewhere. `None` when the
    /// model does not interpret the application's function or its values
    /// are not numerals.
    pub fn value_hull(&self, app: &Term<'c>) -> Option<(i128, i128)> {
        let c = self.ctx.raw();
        unsafe {
            if Z3_get_ast_kind(c, app.raw()) != AstKind::App {
                return None;
            }
            let decl = Z3_get_app_decl(c, Z3_to_app(c, app.raw()));
            let fi = Z3_model_get_func_interp(c, self.raw, decl);
            if fi.is_null() {
                return None;
            }
            Z3_func_interp_inc_ref(c, fi);
            let mut values = vec![Z3_func_interp_get_else(c, fi)];
            for e in 0..Z3_func_interp_get_num_entries(c, fi) {
                let entry = Z3_func_interp_get_entry(c, fi, e);
                Z3_func_entry_inc_ref(c, entry);
                values.push(Z3_func_entry_get_value(c, entry));
                Z3_func_entry_dec_ref(c, entry);
            }
            let range = Z3_get_range(c, decl);
            let value = |v: Z3_ast| -> Option<i128> {
                match Z3_get_sort_kind(c, range) {
                    SortKind::Bool => match Z3_get_bool_value(c, v) {
                        Z3_L_TRUE => Some(1),
                        Z3_L_FALSE => Some(0),
                        _ => None,
                    },
                    SortKind::BV => {
                        let w = Z3_get_bv_sort_size(c, range);
                        let mut u: u64 = 0;
                        if w > 64 || !Z3_get_numeral_uint64(c, v, &mut u) {
                            return None;
                        }
                        let u = u as i128;
                        Some(if u >= 1i128 << (w - 1) { u - (1i128 << w) } else { u })
                    }
                    _ => None,
                }
            };
            let hull = values.into_iter().try_fold(None, |h: Option<(i128, i128)>, v| {
                let x = value(v)?;
                Some(Some(h.map_or((x, x), |(lo, hi)| (lo.min(x), hi.max(x)))))
            });
            Z3_func_interp_dec_ref(c, fi);
            hull.flatten()
        }
    }

    pub fn eval(&self, t: &Term<'c>) -> Term<'c> {
        self.evaluate(t, true)
    }

    /// The term with the symbols the model interprets replaced by their
    /// values (functions by their tables); other constants stay free.
    pub fn eval_partial(&self, t: &Term<'c>) -> Term<'c> {
        self.evaluate(t, false)
    }

    /// `t` in the model; `completion`: symbols it does not interpret get a
    /// value too (else they stay free).
    fn evaluate(&self, t: &Term<'c>, completion: bool) -> Term<'c> {
        let mut out: Z3_ast = std::ptr::null_mut();
        let ok = unsafe { Z3_model_eval(self.ctx.raw(), self.raw, t.raw(), completion, &mut out) };
        if !ok {
            // An evaluation cancelled by an interrupt (the check's deadline)
            // is a timeout, like any interrupted call; another failure names
            // Z3's reason.
            self.ctx.check();
            panic!("Z3 could not evaluate a term in the model");
        }
        // A model built from an assignment (not by the solver) leaves Z3's
        // internal division-by-zero functions uninterpreted; the rewriter
        // gives them their SMT-LIB values.
        self.ctx.wrap(out).simplify()
    }

    /// A copy of the model in which every function whose name `input`
    /// accepts is zero (`false`, `+0.0`) wherever its table has no entry:
    /// an input tensor that holds the values the solver chose where the
    /// query reads it, and zeros elsewhere.
    pub fn zero_elsewhere(&self, input: impl Fn(&str) -> bool) -> Model<'c> {
        let c = self.ctx.raw();
        unsafe {
            let m = Z3_mk_model(c);
            Z3_model_inc_ref(c, m);
            for i in 0..Z3_model_get_num_consts(c, self.raw) {
                let d = Z3_model_get_const_decl(c, self.raw, i);
                let v = Z3_model_get_const_interp(c, self.raw, d);
                if !v.is_null() {
                    Z3_add_const_interp(c, m, d, v);
                }
            }
            for i in 0..Z3_model_get_num_funcs(c, self.raw) {
                let d = Z3_model_get_func_decl(c, self.raw, i);
                let fi = Z3_model_get_func_interp(c, self.raw, d);
                if fi.is_null() {
                    continue;
                }
                Z3_func_interp_inc_ref(c, fi);
                let name =
                    CStr::from_ptr(Z3_get_symbol_string(c, Z3_get_decl_name(c, d))).to_string_lossy().into_owned();
                let zero = zero_of(c, Z3_get_range(c, d));
                let default = match zero {
                    Some(z) if input(&name) => z,
                    _ => Z3_func_interp_get_else(c, fi),
                };
                let copy = Z3_add_func_interp(c, m, d, default);
                Z3_func_interp_inc_ref(c, copy);
                for e in 0..Z3_func_interp_get_num_entries(c, fi) {
                    let entry = Z3_func_interp_get_entry(c, fi, e);
                    Z3_func_entry_inc_ref(c, entry);
                    let args = Z3_mk_ast_vector(c);
                    Z3_ast_vector_inc_ref(c, args);
                    for a in 0..Z3_func_entry_get_num_args(c, entry) {
                        Z3_ast_vector_push(c, args, Z3_func_entry_get_arg(c, entry, a));
                    }
                    Z3_func_interp_add_entry(c, copy, args, Z3_func_entry_get_value(c, entry));
                    Z3_ast_vector_dec_ref(c, args);
                    Z3_func_entry_dec_ref(c, entry);
                }
                Z3_func_interp_dec_ref(c, copy);
                Z3_func_interp_dec_ref(c, fi);
            }
            self.ctx.check();
            Model { ctx: self.ctx, raw: m }
        }
    }

    pub fn eval_bool(&self, b: &Bool<'c>) -> bool {
        Bool(self.eval(&b.0)).as_const().expect("model evaluation gave a non-constant boolean")
    }

    /// An integer term's value, when it fits an i64.
    pub fn eval_int(&self, v: &super::Int<'c>) -> Option<i64> {
        super::Int(self.eval(v.term())).as_i64()
    }

    pub fn eval_bv(&self, v: &BV<'c>) -> Bits {
        BV::wrap(self.eval(v.term()), v.width()).as_const().expect("model evaluation gave a non-numeral")
    }

    /// A float's IEEE encoding in the model; `None` for a NaN (Z3 has one
    /// NaN, without sign or payload).
    pub fn eval_fp(&self, v: &FP<'c>) -> Option<Bits> {
        let value = FP::from_term(self.eval(v.term()), v.format());
        if self.eval_bool(&value.is_nan()) {
            return None;
        }
        Some(value.to_ieee().term().simplify())
            .map(|t| BV::wrap(t, v.format().width()).as_const().expect("float encoding not a numeral"))
    }
}

/// The zero of a sort: `false`, a bit-vector 0, `+0.0`; `None` for another
/// sort.
unsafe fn zero_of(c: Z3_context, sort: Z3_sort) -> Option<Z3_ast> {
    unsafe {
        match Z3_get_sort_kind(c, sort) {
            SortKind::BV => Some(Z3_mk_int64(c, 0, sort)),
            SortKind::Bool => Some(Z3_mk_false(c)),
            SortKind::FloatingPoint => Some(Z3_mk_fpa_zero(c, sort, false)),
            _ => None,
        }
    }
}

impl Drop for Model<'_> {
    fn drop(&mut self) {
        unsafe { Z3_model_dec_ref(self.ctx.raw(), self.raw) };
    }
}
