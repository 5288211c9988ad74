//! The catalogue of native constraints and rewrites: the SMT meaning of the
//! C++ helpers that canonicalization patterns call through
//! `pdl.apply_native_constraint` / `pdl.apply_native_rewrite`.
//!
//! Every project registers its natives under its own names, so a pattern's
//! native name is looked up first in the user's [`Mapping`] (the `natives`
//! option: built-in profiles such as `xdsl-smt`, and files of lines
//! `UserName = catalogue_name`), then among the catalogue's own names. A
//! name found in neither makes the pattern `unsupported`.
//!
//! Extending the catalogue: add an [`Entry`] to [`CATALOGUE`] (its name,
//! argument kinds, result kind and one line of documentation) and its
//! meaning to [`constraint`] or [`rewrite`]. Nothing else changes: the
//! pattern reader types arguments and results from the entry, and the
//! instance encoder calls the meaning.

use crate::det::Map;
use crate::semantics::AttrVal;
use crate::semantics::int::{self, Flags};
use crate::smt::{BV, Bool, Context};

/// What a native takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arg {
    /// An integer attribute (a bit-vector of its type's width).
    Int,
    /// A type.
    Type,
    /// `#arith.overflow` flags.
    Flags,
    /// A comparison predicate, one of the first `n` (`arith.cmpi`'s
    /// numbering: [`CMPI`]; `comb.icmp`'s extends it: [`ICMP`]). A rewrite
    /// given a value outside `0..n` has undefined behaviour: what the helper
    /// does there is not known ([`domain`]).
    Pred(u64),
}

/// `arith.cmpi`'s predicates: eq ne slt sle sgt sge ult ule ugt uge (0..9,
/// `CmpIPredicate` in MLIR's `ArithBase.td`).
pub const CMPI: u64 = int::PREDICATES.len() as u64;
/// `comb.icmp`'s predicates: `arith.cmpi`'s, then ceq cne weq wne (10..13).
pub const ICMP: u64 = crate::semantics::comb::PREDICATES.len() as u64;

/// What a native gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Out {
    /// A constraint: true or false.
    Holds,
    /// An integer attribute of the first argument's type.
    IntLikeArg0,
    /// An integer attribute of the type given as argument `k`.
    IntOfType(usize),
    /// An integer attribute whose type is fixed where it is used (i64 if
    /// used nowhere).
    IntOfUse,
    /// A type whose width is the value of the first argument.
    TypeOfWidth,
    Flags,
    /// A comparison predicate, one of the first `n`.
    Pred(u64),
}

#[derive(Clone, Copy, Debug)]
pub struct Entry {
    pub name: &'static str,
    pub args: &'static [Arg],
    pub out: Out,
    pub doc: &'static str,
}

use Arg::*;

const fn c(name: &'static str, args: &'static [Arg], doc: &'static str) -> Entry {
    Entry { name, args, out: Out::Holds, doc }
}

const fn r(name: &'static str, args: &'static [Arg], out: Out, doc: &'static str) -> Entry {
    Entry { name, args, out, doc }
}

pub const CATALOGUE: &[Entry] = &[
    c("is_zero", &[Int], "the attribute is 0"),
    c("is_one", &[Int], "the attribute is 1"),
    c("is_minus_one", &[Int], "the attribute is -1 (all ones)"),
    c("is_nonzero", &[Int], "the attribute is not 0"),
    c("attr_eq", &[Int, Int], "two attributes are equal (same type and value)"),
    c("attr_ne", &[Int, Int], "two attributes differ (in type or value): the negation of attr_eq"),
    c("is_power_of_two", &[Int], "the attribute, unsigned, is a power of two"),
    c("is_wider", &[Type, Type], "the first type is a wider integer than the second"),
    c("width_eq", &[Type, Int], "the type's width equals the attribute's value (unsigned)"),
    c(
        "attr_is_width",
        &[Int, Type],
        "the attribute's value (unsigned) equals the type's width (width_eq, arguments swapped)",
    ),
    c(
        "width_diff_eq",
        &[Type, Type, Int],
        "the attribute's value (unsigned) equals the first type's width minus the second's (never when that is negative)",
    ),
    c("is_cmpi_predicate", &[Int], "the attribute, unsigned, is below 10: an arith.cmpi predicate"),
    c("is_icmp_predicate", &[Int], "the attribute, unsigned, is below 14: a comb.icmp predicate"),
    r("log2", &[Int], Out::IntLikeArg0, "floor of log2 of the attribute (unsigned); 0 for 0"),
    r("add", &[Int, Int], Out::IntLikeArg0, "sum modulo 2^n"),
    r("sub", &[Int, Int], Out::IntLikeArg0, "difference modulo 2^n"),
    r("mul", &[Int, Int], Out::IntLikeArg0, "product modulo 2^n"),
    r("and", &[Int, Int], Out::IntLikeArg0, "bitwise and"),
    r("or", &[Int, Int], Out::IntLikeArg0, "bitwise or"),
    r("xor", &[Int, Int], Out::IntLikeArg0, "bitwise xor"),
    r("shl", &[Int, Int], Out::IntLikeArg0, "shift left (0 for amounts >= width)"),
    r("neg", &[Int], Out::IntLikeArg0, "two's complement negation"),
    r("zero_attr", &[Type], Out::IntOfType(0), "0 of the type"),
    r("one_attr", &[Type], Out::IntOfType(0), "1 of the type"),
    r("minus_one_attr", &[Type], Out::IntOfType(0), "-1 (all ones) of the type"),
    r("signed_min_attr", &[Type], Out::IntOfType(0), "the minimum signed value of the type"),
    r("width_of", &[Type], Out::IntOfUse, "the width of the type, as an integer attribute"),
    r(
        "width_as",
        &[Type, Type],
        Out::IntOfType(1),
        "the width of the first type, as an attribute of the second (modulo 2^n)",
    ),
    r("int_type", &[Int], Out::TypeOfWidth, "the integer type whose width is the attribute's value"),
    r("merge_overflow", &[Flags, Flags], Out::Flags, "the overflow flags both carry (intersection)"),
    r(
        "invert_predicate",
        &[Pred(CMPI)],
        Out::Pred(CMPI),
        "the arith.cmpi predicate that holds exactly when the given one does not",
    ),
    r(
        "swap_predicate",
        &[Pred(CMPI)],
        Out::Pred(CMPI),
        "the arith.cmpi predicate on swapped operands (slt <-> sgt, ...)",
    ),
    r(
        "invert_icmp_predicate",
        &[Pred(ICMP)],
        Out::Pred(ICMP),
        "the comb.icmp predicate that holds exactly when the given one does not",
    ),
];

/// `invert_predicate`: eq<->ne, slt<->sge, sle<->sgt, ult<->uge, ule<->ugt.
pub const INVERT_CMPI: [u64; CMPI as usize] = [1, 0, 5, 4, 3, 2, 9, 8, 7, 6];
/// `swap_predicate`: slt<->sgt, sle<->sge, ult<->ugt, ule<->uge.
pub const SWAP_CMPI: [u64; CMPI as usize] = [0, 1, 4, 5, 2, 3, 8, 9, 6, 7];
/// `invert_icmp_predicate`: as `INVERT_CMPI`, and ceq<->cne, weq<->wne (the
/// negations CIRCT's `ICmpPredicate` gives them).
pub const INVERT_ICMP: [u64; ICMP as usize] = [1, 0, 5, 4, 3, 2, 9, 8, 7, 6, 11, 10, 13, 12];

/// A row of a built-in profile: a tool's native name, the catalogue entry
/// with its meaning, and the signature the tool gives the native (checked
/// against the entry's by a unit test).
#[derive(Clone, Copy, Debug)]
pub struct Alias {
    pub name: &'static str,
    pub entry: &'static str,
    pub args: &'static [Arg],
    pub constraint: bool,
}

const fn ac(name: &'static str, entry: &'static str, args: &'static [Arg]) -> Alias {
    Alias { name, entry, args, constraint: true }
}

const fn ar(name: &'static str, entry: &'static str, args: &'static [Arg]) -> Alias {
    Alias { name, entry, args, constraint: false }
}

/// The natives of xdsl-smt's `verify-pdl` (its users' pattern files run
/// unchanged with `natives=xdsl-smt`). Where its meaning is ambiguous the
/// entry says which was taken: predicates are numbered as MLIR's
/// `arith::CmpIPredicate` (eq=0 ne slt sle sgt sge ult ule ugt uge=9) and
/// CIRCT's `comb::ICmpPredicate` (the same, then ceq=10 cne weq wne=13),
/// inverted by [`INVERT_CMPI`] and [`INVERT_ICMP`]; `shl` by the width or
/// more gives 0; `get_width` wraps modulo 2^n of its output type;
/// `is_equal_to_width_of_type` and `truncation_match_shift_amount` compare
/// unsigned integers exactly (false when the width, or the difference, does
/// not fit the attribute's type, or is negative).
pub const XDSL_SMT: &[Alias] = &[
    ac("is_zero", "is_zero", &[Int]),
    ac("is_one", "is_one", &[Int]),
    ac("is_minus_one", "is_minus_one", &[Int]),
    ac("is_not_zero", "is_nonzero", &[Int]),
    ac("is_attr_equal", "attr_eq", &[Int, Int]),
    ac("is_attr_not_equal", "attr_ne", &[Int, Int]),
    ac("is_greater_integer_type", "is_wider", &[Type, Type]),
    ac("is_equal_to_width_of_type", "attr_is_width", &[Int, Type]),
    ac("truncation_match_shift_amount", "width_diff_eq", &[Type, Type, Int]),
    ac("is_arith_cmpi_predicate", "is_cmpi_predicate", &[Int]),
    ac("is_comb_icmp_predicate", "is_icmp_predicate", &[Int]),
    ar("addi", "add", &[Int, Int]),
    ar("subi", "sub", &[Int, Int]),
    ar("muli", "mul", &[Int, Int]),
    ar("andi", "and", &[Int, Int]),
    ar("ori", "or", &[Int, Int]),
    ar("xori", "xor", &[Int, Int]),
    ar("shl", "shl", &[Int, Int]),
    ar("get_zero_attr", "zero_attr", &[Type]),
    ar("get_one_attr", "one_attr", &[Type]),
    ar("get_minus_one_attr", "minus_one_attr", &[Type]),
    ar("get_minimum_signed_value", "signed_min_attr", &[Type]),
    ar("get_width", "width_as", &[Type, Type]),
    ar("integer_type_from_width", "int_type", &[Int]),
    ar("merge_overflow", "merge_overflow", &[Flags, Flags]),
    ar("invert_arith_cmpi_predicate", "invert_predicate", &[Pred(CMPI)]),
    ar("invert_comb_icmp_predicate", "invert_icmp_predicate", &[Pred(ICMP)]),
];

/// Built-in profiles: names reserved in the `natives` option (a file of
/// the same name is given with a path, `./xdsl-smt`).
pub const PROFILES: &[(&str, &[Alias])] = &[("xdsl-smt", XDSL_SMT)];

fn known_profiles() -> String {
    PROFILES.iter().map(|(n, _)| *n).collect::<Vec<_>>().join(", ")
}

/// How a pattern's native names reach the catalogue: the `natives` option.
#[derive(Clone, Debug, Default)]
pub struct Mapping {
    names: Map<String, &'static Entry>,
    /// The option's items (profiles and files), for messages.
    pub sources: Vec<String>,
}

impl Mapping {
    /// Reads the `natives` option: a comma-separated list of built-in
    /// profiles and mapping files, applied in order; a name an item maps
    /// replaces the meaning an earlier item gave it. Errors name the item.
    pub fn from_option(option: &str) -> Result<Mapping, String> {
        let mut m = Mapping::default();
        for item in option.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            if let Some((_, aliases)) = PROFILES.iter().find(|(n, _)| *n == item) {
                for a in *aliases {
                    let entry =
                        CATALOGUE.iter().find(|e| e.name == a.entry).expect("a profile names a catalogue entry");
                    m.names.insert(a.name.to_string(), entry);
                }
            } else {
                let text = std::fs::read_to_string(item).map_err(|e| {
                    format!(
                        "cannot read natives file '{item}': {e} (nor is it a built-in profile: {})",
                        known_profiles()
                    )
                })?;
                let file = parse_mapping(&text).map_err(|e| format!("natives file '{item}': {e}"))?;
                m.names.extend(file);
            }
            m.sources.push(item.to_string());
        }
        Ok(m)
    }

    /// The catalogue entry of a pattern's native name.
    pub fn lookup(&self, name: &str) -> Option<&'static Entry> {
        self.names.get(name).copied().or_else(|| CATALOGUE.iter().find(|e| e.name == name))
    }
}

/// Reads a natives file: one `UserName = catalogue_name` per line; blank
/// lines and lines starting with `#` are ignored.
pub fn parse_mapping(text: &str) -> Result<Map<String, &'static Entry>, String> {
    let mut map = Map::default();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let Some((user, entry)) = line.split_once('=') else {
            return Err(format!("line {}: expected 'UserName = catalogue_name', got '{line}'", n + 1));
        };
        let (user, entry) = (user.trim(), entry.trim());
        if user.is_empty() {
            return Err(format!("line {}: empty native name", n + 1));
        }
        let Some(e) = CATALOGUE.iter().find(|e| e.name == entry) else {
            return Err(format!(
                "line {}: '{entry}' is not in the catalogue (known: {})",
                n + 1,
                CATALOGUE.iter().map(|e| e.name).collect::<Vec<_>>().join(", ")
            ));
        };
        // A name mapped twice is a mistake in the file, whichever line was
        // meant: never silently the last one.
        if let Some(old) = map.insert(user.to_string(), e) {
            return Err(format!("line {}: '{user}' is mapped a second time (it was '{}' before)", n + 1, old.name));
        }
    }
    Ok(map)
}

/// An argument as the instance encoder has it.
#[derive(Clone, Debug)]
pub enum Val<'c> {
    Attr(AttrVal<'c>),
    /// A type, by its width in this instance.
    Type(u32),
}

fn int_arg<'c>(v: &Val<'c>) -> Result<BV<'c>, String> {
    match v {
        Val::Attr(AttrVal::Int(b)) => Ok(b.clone()),
        other => Err(format!("expected an integer attribute, got {other:?}")),
    }
}

fn type_arg(v: &Val<'_>) -> Result<u32, String> {
    match v {
        Val::Type(w) => Ok(*w),
        _ => Err("expected a type".into()),
    }
}

fn flags_arg<'c>(ctx: &'c Context, v: &Val<'c>) -> Result<Flags<'c>, String> {
    match v {
        Val::Attr(AttrVal::Overflow(f)) => Ok(f.clone()),
        Val::Attr(AttrVal::Other(t)) if t == "#arith.overflow<none>" => {
            Ok(Flags { nsw: Bool::from_bool(ctx, false), nuw: Bool::from_bool(ctx, false) })
        }
        other => Err(format!("expected overflow flags, got {other:?}")),
    }
}

/// `a`, unsigned, equals `n` (never when `a`'s type cannot hold `n`).
fn is_value<'c>(ctx: &'c Context, a: &BV<'c>, n: u64) -> Bool<'c> {
    let wide = a.width().max(64);
    a.zext(wide - a.width()).eq(&BV::from_u64(ctx, n, wide))
}

/// `a`, unsigned, is below `n`.
fn is_below<'c>(ctx: &'c Context, a: &BV<'c>, n: u64) -> Bool<'c> {
    let wide = a.width().max(64);
    a.zext(wide - a.width()).ult(&BV::from_u64(ctx, n, wide))
}

/// The meaning of a native constraint.
pub fn constraint<'c>(ctx: &'c Context, e: &Entry, args: &[Val<'c>]) -> Result<Bool<'c>, String> {
    let k = |a: &BV<'c>, n: i64| BV::from_i64(ctx, n, a.width());
    let attr_eq = || -> Result<Bool<'c>, String> {
        let (a, b) = (int_arg(&args[0])?, int_arg(&args[1])?);
        Ok(if a.width() == b.width() { a.eq(&b) } else { Bool::from_bool(ctx, false) })
    };
    Ok(match e.name {
        "is_zero" => int_arg(&args[0])?.is_zero(),
        "is_one" => {
            let a = int_arg(&args[0])?;
            a.eq(&k(&a, 1))
        }
        "is_minus_one" => {
            let a = int_arg(&args[0])?;
            a.eq(&k(&a, -1))
        }
        "is_nonzero" => !int_arg(&args[0])?.is_zero(),
        "attr_eq" => attr_eq()?,
        "attr_ne" => !attr_eq()?,
        "is_power_of_two" => {
            let a = int_arg(&args[0])?;
            !a.is_zero() & (&a & &(&a - &k(&a, 1))).is_zero()
        }
        "is_wider" => Bool::from_bool(ctx, type_arg(&args[0])? > type_arg(&args[1])?),
        "width_eq" => is_value(ctx, &int_arg(&args[1])?, type_arg(&args[0])? as u64),
        "attr_is_width" => is_value(ctx, &int_arg(&args[0])?, type_arg(&args[1])? as u64),
        "width_diff_eq" => {
            let (w1, w2, a) = (type_arg(&args[0])?, type_arg(&args[1])?, int_arg(&args[2])?);
            match w1.checked_sub(w2) {
                Some(d) => is_value(ctx, &a, d as u64),
                None => Bool::from_bool(ctx, false),
            }
        }
        "is_cmpi_predicate" => is_below(ctx, &int_arg(&args[0])?, CMPI),
        "is_icmp_predicate" => is_below(ctx, &int_arg(&args[0])?, ICMP),
        other => return Err(format!("'{other}' is not a constraint")),
    })
}

/// Where a native is defined: each predicate argument ([`Arg::Pred`]) is
/// one of its comparison's predicates. A rewrite called outside its domain
/// has undefined behaviour (the helper's result there is not known): one
/// (condition, description) per such argument.
pub fn domain<'c>(ctx: &'c Context, e: &Entry, args: &[Val<'c>]) -> Result<Vec<(Bool<'c>, String)>, String> {
    let mut out = Vec::new();
    for (k, kind) in e.args.iter().enumerate() {
        if let Pred(n) = kind {
            let what = if *n == CMPI { "an arith.cmpi" } else { "a comb.icmp" };
            out.push((
                is_below(ctx, &int_arg(&args[k])?, *n),
                format!("argument #{k} is not {what} predicate (0..{})", n - 1),
            ));
        }
    }
    Ok(out)
}

/// The meaning of a native rewrite. `use_width` is the width the result is
/// used at (for `IntOfUse`).
pub fn rewrite<'c>(ctx: &'c Context, e: &Entry, args: &[Val<'c>], use_width: Option<u32>) -> Result<Val<'c>, String> {
    let attr = |b: BV<'c>| Val::Attr(AttrVal::Int(b));
    let two = || -> Result<(BV<'c>, BV<'c>), String> {
        let (a, b) = (int_arg(&args[0])?, int_arg(&args[1])?);
        if a.width() != b.width() {
            return Err(format!("'{}' of attributes of different widths", e.name));
        }
        Ok((a, b))
    };
    Ok(match e.name {
        "log2" => {
            let a = int_arg(&args[0])?;
            let w = a.width();
            let mut r = BV::zero(ctx, w);
            for bit in 0..w {
                let set = a.extract(bit, bit).eq(&BV::from_u64(ctx, 1, 1));
                r = BV::ite(&set, &BV::from_u64(ctx, bit as u64, w), &r);
            }
            attr(r)
        }
        "add" => two().map(|(a, b)| attr(&a + &b))?,
        "sub" => two().map(|(a, b)| attr(&a - &b))?,
        "mul" => two().map(|(a, b)| attr(&a * &b))?,
        "and" => two().map(|(a, b)| attr(&a & &b))?,
        "or" => two().map(|(a, b)| attr(&a | &b))?,
        "xor" => two().map(|(a, b)| attr(&a ^ &b))?,
        // SMT-LIB's bvshl: 0 for amounts >= the width.
        "shl" => two().map(|(a, b)| attr(a.shl(&b)))?,
        "neg" => attr(-&int_arg(&args[0])?),
        "zero_attr" => attr(BV::zero(ctx, type_arg(&args[0])?)),
        "one_attr" => attr(BV::from_u64(ctx, 1, type_arg(&args[0])?)),
        "minus_one_attr" => attr(BV::all_ones(ctx, type_arg(&args[0])?)),
        "signed_min_attr" => attr(BV::signed_min(ctx, type_arg(&args[0])?)),
        "width_of" => attr(BV::from_u64(ctx, type_arg(&args[0])? as u64, use_width.unwrap_or(64))),
        // (A constant of a narrower width keeps the low bits: modulo 2^n.)
        "width_as" => attr(BV::from_u64(ctx, type_arg(&args[0])? as u64, type_arg(&args[1])?)),
        "merge_overflow" => {
            let (a, b) = (flags_arg(ctx, &args[0])?, flags_arg(ctx, &args[1])?);
            Val::Attr(AttrVal::Overflow(Flags { nsw: &a.nsw & &b.nsw, nuw: &a.nuw & &b.nuw }))
        }
        "invert_predicate" => attr(permute(ctx, &int_arg(&args[0])?, &INVERT_CMPI)),
        "swap_predicate" => attr(permute(ctx, &int_arg(&args[0])?, &SWAP_CMPI)),
        "invert_icmp_predicate" => attr(permute(ctx, &int_arg(&args[0])?, &INVERT_ICMP)),
        other => return Err(format!("'{other}' is not a rewrite producing an attribute")),
    })
}

/// Maps predicate `p` to `table[p]` (values outside the table, where
/// [`domain`] makes the rewrite undefined, are kept).
fn permute<'c>(ctx: &'c Context, p: &BV<'c>, table: &[u64]) -> BV<'c> {
    let mut r = p.clone();
    for (from, to) in table.iter().enumerate() {
        r = BV::ite(&is_value(ctx, p, from as u64), &BV::from_u64(ctx, *to, p.width()), &r);
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(text: &str) -> Result<Mapping, String> {
        let mut m = Mapping::default();
        m.names.extend(parse_mapping(text)?);
        Ok(m)
    }

    #[test]
    fn mapping_file() {
        let m = file("# comment\n\nIsZero = is_zero\n  AddAttrs=add \n").unwrap();
        assert_eq!(m.lookup("IsZero").unwrap().name, "is_zero");
        assert_eq!(m.lookup("AddAttrs").unwrap().name, "add");
        assert_eq!(m.lookup("is_one").unwrap().name, "is_one");
        assert!(m.lookup("Nope").is_none());
        assert!(parse_mapping("Foo = bar").unwrap_err().contains("not in the catalogue"));
        assert!(parse_mapping("Foo").unwrap_err().contains("line 1"));
    }

    #[test]
    fn option_items() {
        let m = Mapping::from_option("xdsl-smt").unwrap();
        assert_eq!(m.lookup("get_width").unwrap().name, "width_as");
        assert_eq!(m.lookup("add").unwrap().name, "add", "the catalogue's own names stay");
        assert_eq!(m.sources, ["xdsl-smt"]);
        assert!(Mapping::from_option("").unwrap().lookup("addi").is_none());
        let err = Mapping::from_option("xdsl").unwrap_err();
        assert!(err.contains("'xdsl'") && err.contains("built-in profile: xdsl-smt"), "{err}");
    }

    /// Every row of every profile names an entry of the catalogue whose
    /// role (constraint or rewrite) and argument kinds are the tool's.
    #[test]
    fn profiles_match_the_catalogue() {
        for (profile, aliases) in PROFILES {
            let mut seen = crate::det::Set::default();
            for a in *aliases {
                assert!(seen.insert(a.name), "{profile}: '{}' twice", a.name);
                let e = CATALOGUE
                    .iter()
                    .find(|e| e.name == a.entry)
                    .unwrap_or_else(|| panic!("{profile}: '{}' maps to '{}', not in the catalogue", a.name, a.entry));
                assert_eq!(
                    e.out == Out::Holds,
                    a.constraint,
                    "{profile}: '{}' and '{}' differ in role",
                    a.name,
                    e.name
                );
                assert_eq!(e.args, a.args, "{profile}: '{}' and '{}' differ in arguments", a.name, e.name);
            }
        }
        let names: Vec<&str> = XDSL_SMT.iter().map(|a| a.name).collect();
        assert_eq!(names.len(), 27);
    }

    #[test]
    fn catalogue_is_consistent() {
        for (i, e) in CATALOGUE.iter().enumerate() {
            assert!(CATALOGUE[..i].iter().all(|f| f.name != e.name), "'{}' twice", e.name);
            // Predicate arguments only in rewrites: their domain is an
            // obligation of the rewrite.
            if e.out == Out::Holds {
                assert!(!e.args.iter().any(|a| matches!(a, Pred(_))), "'{}'", e.name);
            }
            if let Out::IntOfType(k) = e.out {
                assert_eq!(e.args.get(k), Some(&Type), "'{}'", e.name);
            }
        }
    }

    #[test]
    fn predicate_tables() {
        for p in 0..CMPI as usize {
            assert_eq!(INVERT_CMPI[INVERT_CMPI[p] as usize], p as u64);
            assert_eq!(SWAP_CMPI[SWAP_CMPI[p] as usize], p as u64);
            assert_ne!(INVERT_CMPI[p], p as u64);
            // comb's numbering extends arith's.
            assert_eq!(INVERT_ICMP[p], INVERT_CMPI[p]);
            assert_eq!(int::PREDICATES[p], crate::semantics::comb::PREDICATES[p]);
        }
        for p in 0..ICMP as usize {
            assert_eq!(INVERT_ICMP[INVERT_ICMP[p] as usize], p as u64);
            assert_ne!(INVERT_ICMP[p], p as u64);
        }
    }
}
