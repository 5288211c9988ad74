//! The catalogue of native constraints and rewrites: the SMT meaning of the
//! C++ helpers that canonicalization patterns call through
//! `pdl.apply_native_constraint` / `pdl.apply_native_rewrite`.
//!
//! Every project registers its natives under its own names, so a pattern's
//! native name is looked up first in the user's mapping (`natives=<file>`,
//! lines `UserName = catalogue_name`), then among the catalogue's own names.
//! A name found in neither makes the pattern `unsupported`.
//!
//! Extending the catalogue: add an [`Entry`] to [`CATALOGUE`] (its name,
//! argument kinds, result kind and one line of documentation) and its
//! meaning to [`constraint`] or [`rewrite`]. Nothing else changes: the
//! pattern reader types arguments and results from the entry, and the
//! instance encoder calls the meaning.

use crate::semantics::AttrVal;
use crate::semantics::int::{self, Flags};
use crate::smt::{BV, Bool, Context};
use std::collections::HashMap;

/// What a native takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arg {
    /// An integer attribute (a bit-vector of its type's width).
    Int,
    /// A type.
    Type,
    /// `#arith.overflow` flags.
    Flags,
    /// A comparison predicate (`arith.cmpi` numbering).
    Pred,
}

/// What a native gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Out {
    /// A constraint: true or false.
    Holds,
    /// An integer attribute of the first argument's type.
    IntLikeArg0,
    /// An integer attribute of the type given as the first argument.
    IntOfType0,
    /// An integer attribute whose type is fixed where it is used (i64 if
    /// used nowhere).
    IntOfUse,
    /// A type whose width is the value of the first argument.
    TypeOfWidth,
    Flags,
    Pred,
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
    c("is_power_of_two", &[Int], "the attribute, unsigned, is a power of two"),
    c("is_wider", &[Type, Type], "the first type is a wider integer than the second"),
    c("width_eq", &[Type, Int], "the type's width equals the attribute's value"),
    r("log2", &[Int], Out::IntLikeArg0, "floor of log2 of the attribute (unsigned); 0 for 0"),
    r("add", &[Int, Int], Out::IntLikeArg0, "sum modulo 2^n"),
    r("sub", &[Int, Int], Out::IntLikeArg0, "difference modulo 2^n"),
    r("mul", &[Int, Int], Out::IntLikeArg0, "product modulo 2^n"),
    r("and", &[Int, Int], Out::IntLikeArg0, "bitwise and"),
    r("or", &[Int, Int], Out::IntLikeArg0, "bitwise or"),
    r("xor", &[Int, Int], Out::IntLikeArg0, "bitwise xor"),
    r("shl", &[Int, Int], Out::IntLikeArg0, "shift left (0 for amounts >= width)"),
    r("neg", &[Int], Out::IntLikeArg0, "two's complement negation"),
    r("zero_attr", &[Type], Out::IntOfType0, "0 of the type"),
    r("one_attr", &[Type], Out::IntOfType0, "1 of the type"),
    r("minus_one_attr", &[Type], Out::IntOfType0, "-1 (all ones) of the type"),
    r("signed_min_attr", &[Type], Out::IntOfType0, "the minimum signed value of the type"),
    r("width_of", &[Type], Out::IntOfUse, "the width of the type, as an integer attribute"),
    r("int_type", &[Int], Out::TypeOfWidth, "the integer type whose width is the attribute's value"),
    r("merge_overflow", &[Flags, Flags], Out::Flags, "the overflow flags both carry (intersection)"),
    r("invert_predicate", &[Pred], Out::Pred, "the predicate that holds exactly when the given one does not"),
    r("swap_predicate", &[Pred], Out::Pred, "the predicate on swapped operands (slt <-> sgt, ...)"),
];

/// The catalogue entry of a pattern's native name.
pub fn lookup(name: &str, mapping: &HashMap<String, String>) -> Option<&'static Entry> {
    let target = mapping.get(name).map(|s| s.as_str()).unwrap_or(name);
    CATALOGUE.iter().find(|e| e.name == target)
}

/// Reads a natives file: one `UserName = catalogue_name` per line; blank
/// lines and lines starting with `#` are ignored.
pub fn parse_mapping(text: &str) -> Result<HashMap<String, String>, String> {
    let mut map = HashMap::new();
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
        if !CATALOGUE.iter().any(|e| e.name == entry) {
            return Err(format!(
                "line {}: '{entry}' is not in the catalogue (known: {})",
                n + 1,
                CATALOGUE.iter().map(|e| e.name).collect::<Vec<_>>().join(", ")
            ));
        }
        map.insert(user.to_string(), entry.to_string());
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

/// The meaning of a native constraint.
pub fn constraint<'c>(ctx: &'c Context, e: &Entry, args: &[Val<'c>]) -> Result<Bool<'c>, String> {
    let k = |a: &BV<'c>, n: i64| BV::from_i64(ctx, n, a.width());
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
        "attr_eq" => {
            let (a, b) = (int_arg(&args[0])?, int_arg(&args[1])?);
            if a.width() == b.width() { a.eq(&b) } else { Bool::from_bool(ctx, false) }
        }
        "is_power_of_two" => {
            let a = int_arg(&args[0])?;
            !a.is_zero() & (&a & &(&a - &k(&a, 1))).is_zero()
        }
        "is_wider" => Bool::from_bool(ctx, type_arg(&args[0])? > type_arg(&args[1])?),
        "width_eq" => {
            let (w, a) = (type_arg(&args[0])?, int_arg(&args[1])?);
            // Compare in a width that holds both.
            let wide = a.width().max(33);
            a.zext(wide - a.width()).eq(&BV::from_u64(ctx, w as u64, wide))
        }
        other => return Err(format!("'{other}' is not a constraint")),
    })
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
        "shl" => two().map(|(a, b)| attr(a.shl(&b)))?,
        "neg" => attr(-&int_arg(&args[0])?),
        "zero_attr" => attr(BV::zero(ctx, type_arg(&args[0])?)),
        "one_attr" => attr(BV::from_u64(ctx, 1, type_arg(&args[0])?)),
        "minus_one_attr" => attr(BV::all_ones(ctx, type_arg(&args[0])?)),
        "signed_min_attr" => attr(BV::signed_min(ctx, type_arg(&args[0])?)),
        "width_of" => attr(BV::from_u64(ctx, type_arg(&args[0])? as u64, use_width.unwrap_or(64))),
        "merge_overflow" => {
            let (a, b) = (flags_arg(ctx, &args[0])?, flags_arg(ctx, &args[1])?);
            Val::Attr(AttrVal::Overflow(Flags { nsw: &a.nsw & &b.nsw, nuw: &a.nuw & &b.nuw }))
        }
        "invert_predicate" => attr(permute(ctx, &int_arg(&args[0])?, &[1, 0, 5, 4, 3, 2, 9, 8, 7, 6])),
        "swap_predicate" => attr(permute(ctx, &int_arg(&args[0])?, &[0, 1, 4, 5, 2, 3, 8, 9, 6, 7])),
        other => return Err(format!("'{other}' is not a rewrite producing an attribute")),
    })
}

/// Maps predicate `p` to `table[p]` (numbering of `int::PREDICATES`).
fn permute<'c>(ctx: &'c Context, p: &BV<'c>, table: &[u64; 10]) -> BV<'c> {
    debug_assert_eq!(int::PREDICATES.len(), table.len());
    let mut r = p.clone();
    for (from, to) in table.iter().enumerate() {
        r = BV::ite(&p.eq(&BV::from_u64(ctx, from as u64, p.width())), &BV::from_u64(ctx, *to, p.width()), &r);
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mapping_file() {
        let m = parse_mapping("# comment\n\nIsZero = is_zero\n  AddAttrs=add \n").unwrap();
        assert_eq!(lookup("IsZero", &m).unwrap().name, "is_zero");
        assert_eq!(lookup("AddAttrs", &m).unwrap().name, "add");
        assert_eq!(lookup("is_one", &m).unwrap().name, "is_one");
        assert!(lookup("Nope", &m).is_none());
        assert!(parse_mapping("Foo = bar").unwrap_err().contains("not in the catalogue"));
        assert!(parse_mapping("Foo").unwrap_err().contains("line 1"));
    }

    #[test]
    fn predicate_tables_are_involutions() {
        let inv = [1, 0, 5, 4, 3, 2, 9, 8, 7, 6];
        let swap = [0, 1, 4, 5, 2, 3, 8, 9, 6, 7];
        for p in 0..10 {
            assert_eq!(inv[inv[p]], p);
            assert_eq!(swap[swap[p]], p);
        }
    }
}
