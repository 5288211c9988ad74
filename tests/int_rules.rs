//! Exhaustive check of the integer rules at i4: for every op, every pair of
//! operands and every flag, the SMT encoding (evaluated on constants) must
//! agree with a reference written independently from the op documentation
//! (ArithOps.td, IndexOps.td; `math.ipowi` from MLIR's lowering, where
//! MathOps.td is silent) with plain Rust integers.

use mlir_refine::semantics::int::Flags;
use mlir_refine::semantics::{AttrVal, Config, Cx, IntVal, OpInst, Shared, Ty, Val, eval};
use mlir_refine::smt::{BV, Bool, Context};

const W: u32 = 4;
const MOD: i64 = 1 << W;

fn signed(v: i64) -> i64 {
    if v >= MOD / 2 { v - MOD } else { v }
}
fn wrap(v: i64) -> i64 {
    v.rem_euclid(MOD)
}

/// What an op gives for concrete operands: a value, poison, or UB.
#[derive(Debug, PartialEq, Eq, Clone, Copy)]
enum Out {
    Val(i64),
    Poison,
    Ub,
}

/// Attributes of the op under test, as plain data.
#[derive(Clone, Copy, Default)]
struct Attrs {
    /// `overflowFlags`: (nsw, nuw).
    flags: Option<(bool, bool)>,
    /// `isExact`.
    exact: bool,
    /// A predicate attribute: its name and case number.
    pred: Option<(&'static str, u64)>,
}

/// An operand: value and poison flag, with its width.
#[derive(Clone, Copy)]
struct Arg(i64, u32, bool);

struct Harness {
    ctx: Context,
    cfg: Config,
}

impl Harness {
    fn new() -> Harness {
        Harness { ctx: Context::new(), cfg: Config { index_bits: W, ..Config::default() } }
    }

    /// Evaluates `name` on constant operands through the shared core and
    /// reads back every result, and UB, as constants.
    fn eval(&self, name: &str, args: &[Arg], attrs: Attrs, result_ty: Ty) -> Vec<Out> {
        let c = &self.ctx;
        let shared = Shared::default();
        let cx = Cx { smt: c, cfg: &self.cfg, shared: &shared };
        let operands = args
            .iter()
            .map(|Arg(v, w, p)| Val::Int(IntVal::new(BV::from_u64(c, *v as u64, *w), Bool::from_bool(c, *p))))
            .collect();
        let mut a = Vec::new();
        if let Some((nsw, nuw)) = attrs.flags {
            let f = Flags { nsw: Bool::from_bool(c, nsw), nuw: Bool::from_bool(c, nuw) };
            a.push(("overflowFlags".to_string(), AttrVal::Overflow(f)));
        }
        if attrs.exact {
            a.push(("isExact".to_string(), AttrVal::Unit));
        }
        if let Some((n, p)) = attrs.pred {
            a.push((n.to_string(), AttrVal::Int(BV::from_u64(c, p, 64))));
        }
        let inst = OpInst {
            name: name.to_string(),
            site: String::new(),
            operands,
            operand_types: args.iter().map(|Arg(_, w, _)| Ty::Int(*w)).collect(),
            result_types: vec![result_ty.clone(), result_ty],
            attrs: a,
        };
        let out = eval(&cx, &inst).unwrap_or_else(|e| panic!("{name}: {e}"));
        let ub = out.ub.iter().any(|(_, cond)| const_bool(cond));
        out.results
            .iter()
            .map(|v| {
                let i = v.as_int().expect("an integer result");
                if ub {
                    Out::Ub
                } else if const_bool(&i.poison) {
                    Out::Poison
                } else {
                    let b = BV::from_term(i.bits.term().simplify()).as_const().unwrap();
                    Out::Val(b.to_u64().unwrap() as i64)
                }
            })
            .collect()
    }

    fn run(&self, name: &str, args: &[i64], attrs: Attrs, result_ty: Ty) -> Vec<Out> {
        let args: Vec<Arg> = args.iter().map(|v| Arg(*v, W, false)).collect();
        self.eval(name, &args, attrs, result_ty)
    }
}

/// A simplified boolean term as a constant.
fn const_bool(b: &Bool<'_>) -> bool {
    Bool::from_term(b.term().simplify()).as_const().expect("not a constant")
}

fn all_pairs() -> impl Iterator<Item = (i64, i64)> {
    (0..MOD).flat_map(|a| (0..MOD).map(move |b| (a, b)))
}

fn check_binary(h: &Harness, name: &str, attrs: Attrs, reference: impl Fn(i64, i64) -> Out) {
    for (a, b) in all_pairs() {
        let got = h.run(name, &[a, b], attrs, Ty::Int(W))[0];
        assert_eq!(got, reference(a, b), "{name}({a}, {b})");
    }
}

fn overflow(nsw: bool, nuw: bool, exact_u: i64, exact_s: i64) -> Out {
    let s_ok = (-(MOD / 2)..MOD / 2).contains(&exact_s);
    let u_ok = (0..MOD).contains(&exact_u);
    if (nsw && !s_ok) || (nuw && !u_ok) { Out::Poison } else { Out::Val(wrap(exact_u)) }
}

#[test]
fn add_sub_mul_with_overflow_flags() {
    let h = Harness::new();
    for (nsw, nuw) in [(false, false), (true, false), (false, true), (true, true)] {
        let f = Attrs { flags: Some((nsw, nuw)), ..Attrs::default() };
        check_binary(&h, "arith.addi", f, |a, b| overflow(nsw, nuw, a + b, signed(a) + signed(b)));
        check_binary(&h, "arith.subi", f, |a, b| overflow(nsw, nuw, a - b, signed(a) - signed(b)));
        check_binary(&h, "arith.muli", f, |a, b| overflow(nsw, nuw, a * b, signed(a) * signed(b)));
    }
}

#[test]
fn shifts() {
    let h = Harness::new();
    for (nsw, nuw) in [(false, false), (true, false), (false, true)] {
        let f = Attrs { flags: Some((nsw, nuw)), ..Attrs::default() };
        // shli: amount >= width is poison; nuw: a set bit shifted out;
        // nsw: a shifted-out bit differs from the result's sign bit.
        check_binary(&h, "arith.shli", f, |a, b| {
            if b >= W as i64 {
                return Out::Poison;
            }
            let exact = a << b;
            let r = wrap(exact);
            let lost_u = exact != r;
            let lost_s = signed(a) << b != signed(r);
            if (nuw && lost_u) || (nsw && lost_s) { Out::Poison } else { Out::Val(r) }
        });
    }
    for exact in [false, true] {
        let f = Attrs { exact, ..Attrs::default() };
        check_binary(&h, "arith.shrui", f, |a, b| {
            if b >= W as i64 {
                return Out::Poison;
            }
            let r = a >> b;
            if exact && (r << b) != a { Out::Poison } else { Out::Val(r) }
        });
        check_binary(&h, "arith.shrsi", f, |a, b| {
            if b >= W as i64 {
                return Out::Poison;
            }
            let r = signed(a) >> b;
            if exact && (r << b) != signed(a) { Out::Poison } else { Out::Val(wrap(r)) }
        });
    }
}

#[test]
fn divisions_and_remainders() {
    let h = Harness::new();
    let min = -(MOD / 2);
    for exact in [false, true] {
        let f = Attrs { exact, ..Attrs::default() };
        check_binary(&h, "arith.divui", f, |a, b| match b {
            0 => Out::Ub,
            _ if exact && a % b != 0 => Out::Poison,
            _ => Out::Val(a / b),
        });
        check_binary(&h, "arith.divsi", f, |a, b| {
            let (sa, sb) = (signed(a), signed(b));
            if sb == 0 || (sa == min && sb == -1) {
                Out::Ub
            } else if exact && sa % sb != 0 {
                Out::Poison
            } else {
                Out::Val(wrap(sa / sb)) // Rust's `/` truncates toward zero
            }
        });
    }
    let none = Attrs::default();
    check_binary(&h, "arith.ceildivui", none, |a, b| if b == 0 { Out::Ub } else { Out::Val((a + b - 1) / b) });
    check_binary(&h, "arith.ceildivsi", none, |a, b| {
        let (sa, sb) = (signed(a), signed(b));
        if sb == 0 || (sa == min && sb == -1) {
            return Out::Ub;
        }
        let q = (sa as f64 / sb as f64).ceil() as i64;
        Out::Val(wrap(q))
    });
    check_binary(&h, "arith.floordivsi", none, |a, b| {
        let (sa, sb) = (signed(a), signed(b));
        if sb == 0 || (sa == min && sb == -1) {
            return Out::Ub;
        }
        Out::Val(wrap(sa.div_euclid(sb) - if sb < 0 && sa.rem_euclid(sb) != 0 { 1 } else { 0 }))
    });
    check_binary(&h, "arith.remui", none, |a, b| if b == 0 { Out::Ub } else { Out::Val(a % b) });
    // remsi: the sign of the dividend; division by zero and MIN % -1 are UB
    // (LangRef's srem, since the op doc is silent on overflow).
    check_binary(&h, "arith.remsi", none, |a, b| {
        if b == 0 || (signed(a) == min && signed(b) == -1) { Out::Ub } else { Out::Val(wrap(signed(a) % signed(b))) }
    });
    // The index dialect shares the rules (index is 4 bits here).
    check_binary(&h, "index.divs", none, |a, b| {
        let (sa, sb) = (signed(a), signed(b));
        if sb == 0 || (sa == min && sb == -1) { Out::Ub } else { Out::Val(wrap(sa / sb)) }
    });
    check_binary(&h, "index.floordivs", none, |a, b| {
        let (sa, sb) = (signed(a), signed(b));
        if sb == 0 || (sa == min && sb == -1) {
            return Out::Ub;
        }
        Out::Val(wrap((sa as f64 / sb as f64).floor() as i64))
    });
}

#[test]
fn bitwise_and_min_max() {
    let h = Harness::new();
    let none = Attrs::default();
    check_binary(&h, "arith.andi", none, |a, b| Out::Val(a & b));
    check_binary(&h, "arith.ori", none, |a, b| Out::Val(a | b));
    check_binary(&h, "arith.xori", none, |a, b| Out::Val(a ^ b));
    check_binary(&h, "arith.maxsi", none, |a, b| Out::Val(if signed(a) >= signed(b) { a } else { b }));
    check_binary(&h, "arith.minsi", none, |a, b| Out::Val(if signed(a) <= signed(b) { a } else { b }));
    check_binary(&h, "arith.maxui", none, |a, b| Out::Val(a.max(b)));
    check_binary(&h, "arith.minui", none, |a, b| Out::Val(a.min(b)));
}

#[test]
fn comparisons_all_predicates() {
    let h = Harness::new();
    type Pred = fn(i64, i64) -> bool;
    let preds: [(&str, Pred); 10] = [
        ("eq", |a, b| a == b),
        ("ne", |a, b| a != b),
        ("slt", |a, b| signed(a) < signed(b)),
        ("sle", |a, b| signed(a) <= signed(b)),
        ("sgt", |a, b| signed(a) > signed(b)),
        ("sge", |a, b| signed(a) >= signed(b)),
        ("ult", |a, b| a < b),
        ("ule", |a, b| a <= b),
        ("ugt", |a, b| a > b),
        ("uge", |a, b| a >= b),
    ];
    for (n, (name, f)) in preds.iter().enumerate() {
        for (a, b) in all_pairs() {
            for op in ["arith.cmpi", "index.cmp"] {
                let attr = if op == "arith.cmpi" { "predicate" } else { "pred" };
                let got = h.run(op, &[a, b], Attrs { pred: Some((attr, n as u64)), ..Attrs::default() }, Ty::Int(1))[0];
                assert_eq!(got, Out::Val(f(a, b) as i64), "{op} {name}({a}, {b})");
            }
        }
    }
}

#[test]
fn extended_arithmetic() {
    let h = Harness::new();
    let none = Attrs::default();
    for (a, b) in all_pairs() {
        let got = h.run("arith.addui_extended", &[a, b], none, Ty::Int(W));
        assert_eq!(got, vec![Out::Val(wrap(a + b)), Out::Val((a + b >= MOD) as i64)], "addui_extended({a}, {b})");
        let got = h.run("arith.mului_extended", &[a, b], none, Ty::Int(W));
        assert_eq!(got, vec![Out::Val(wrap(a * b)), Out::Val((a * b) >> W)], "mului_extended({a}, {b})");
        let p = signed(a) * signed(b);
        let got = h.run("arith.mulsi_extended", &[a, b], none, Ty::Int(W));
        assert_eq!(got, vec![Out::Val(wrap(p)), Out::Val(wrap(p >> W))], "mulsi_extended({a}, {b})");
    }
}

#[test]
fn poison_propagation_and_select() {
    let h = Harness::new();
    let none = Attrs::default();
    let poisoned = |name: &str, args: &[Arg]| h.eval(name, args, none, Ty::Int(W))[0] == Out::Poison;
    // Poison in either operand of a total op gives poison.
    assert!(poisoned("arith.andi", &[Arg(0, W, true), Arg(0, W, false)]));
    assert!(poisoned("arith.addi", &[Arg(1, W, false), Arg(2, W, true)]));
    // select ignores poison in the operand it does not select ...
    assert!(!poisoned("arith.select", &[Arg(1, 1, false), Arg(3, W, false), Arg(0, W, true)]));
    assert!(!poisoned("arith.select", &[Arg(0, 1, false), Arg(3, W, true), Arg(0, W, false)]));
    // ... but not in the one it selects, nor in the condition.
    assert!(poisoned("arith.select", &[Arg(1, 1, false), Arg(3, W, true), Arg(0, W, false)]));
    assert!(poisoned("arith.select", &[Arg(1, 1, true), Arg(3, W, false), Arg(0, W, false)]));
}

#[test]
fn poison_divisor_is_undefined_behaviour() {
    let h = Harness::new();
    for op in ["arith.divui", "arith.divsi", "arith.remui", "arith.remsi", "arith.ceildivui", "index.divu"] {
        let got = h.eval(op, &[Arg(6, W, false), Arg(3, W, true)], Attrs::default(), Ty::Int(W))[0];
        assert_eq!(got, Out::Ub, "{op} by poison");
    }
    // A poison dividend with divisor -1 gives poison, not UB.
    let got = h.eval("arith.divsi", &[Arg(8, W, true), Arg(15, W, false)], Attrs::default(), Ty::Int(W))[0];
    assert_eq!(got, Out::Poison);
}

#[test]
fn casts() {
    let h = Harness::new();
    let run = |name: &str, v: i64, to: u32, flags: Option<(bool, bool)>| -> Out {
        h.run(name, &[v], Attrs { flags, ..Attrs::default() }, Ty::Int(to))[0]
    };
    for v in 0..MOD {
        assert_eq!(run("arith.extui", v, 8, None), Out::Val(v));
        assert_eq!(run("arith.extsi", v, 8, None), Out::Val(signed(v).rem_euclid(256)));
        assert_eq!(run("arith.trunci", v, 2, None), Out::Val(v & 3));
        // trunci nuw: poison if a discarded bit is set.
        assert_eq!(run("arith.trunci", v, 2, Some((false, true))), if v >= 4 { Out::Poison } else { Out::Val(v) });
        // trunci nsw: poison if the value does not fit the narrower signed type.
        let fits = (-2..2).contains(&signed(v));
        assert_eq!(run("arith.trunci", v, 2, Some((true, false))), if fits { Out::Val(v & 3) } else { Out::Poison });
        assert_eq!(run("arith.index_cast", v, 8, None), Out::Val(signed(v).rem_euclid(256)));
        assert_eq!(run("arith.index_castui", v, 8, None), Out::Val(v));
        assert_eq!(run("index.casts", v, 2, None), Out::Val(v & 3));
    }
}

/// Every lemma the solver is given (src/refine/lemmas.rs) must be a
/// theorem: true for every i4 input.
#[test]
fn solver_lemmas_are_theorems() {
    use mlir_refine::solve::lemmas;
    let c = Context::new();
    let holds = |b: Bool<'_>| const_bool(&b);
    for (x, y) in all_pairs() {
        let (bx, by) = (BV::from_u64(&c, x as u64, W), BV::from_u64(&c, y as u64, W));
        assert!(holds(lemmas::unsigned_cancel(&bx, &by)), "unsigned_cancel({x}, {y})");
        assert!(holds(lemmas::signed_cancel(&bx, &by)), "signed_cancel({x}, {y})");
        assert!(holds(lemmas::udiv_pred(&bx, &by)), "udiv_pred({x}, {y})");
        assert!(holds(lemmas::udiv_of_zero(&bx, &by)), "udiv_of_zero({x}, {y})");
        assert!(holds(lemmas::udiv_self(&bx)), "udiv_self({x})");
    }
    // The check itself bites: (x - 1) / y = x / y is not a theorem.
    let wrong = all_pairs().any(|(x, y)| {
        let (bx, by) = (BV::from_u64(&c, x as u64, W), BV::from_u64(&c, y as u64, W));
        let one = BV::from_u64(&c, 1, W);
        let pre = !bx.is_zero() & !by.is_zero();
        !holds(pre.implies(&(&bx - &one).udiv(&by).eq(&bx.udiv(&by))))
    });
    assert!(wrong);
}

/// `math.ipowi` as MLIR's lowering (convert-math-to-funcs) computes it:
/// src/semantics/math_pow.rs.
#[test]
fn math_ipowi() {
    let h = Harness::new();
    check_binary(&h, "math.ipowi", Attrs::default(), |a, b| match signed(b) {
        0 => Out::Val(1),
        e if e > 0 => Out::Val((0..e).fold(1, |r, _| wrap(r * a))),
        e => match signed(a) {
            0 => Out::Ub,
            1 => Out::Val(1),
            -1 => Out::Val(if e % 2 != 0 { wrap(-1) } else { 1 }),
            _ => Out::Val(0),
        },
    });
}
