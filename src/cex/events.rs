//! Property 2 explained: the first event (an external call or a print) the
//! target makes differently, in words: `target prints 14 where the source
//! prints 0 (3rd print)`.

use super::{Concrete, concrete, describe_float};
use crate::ir::Loc;
use crate::semantics::encode::Encoded;
use crate::semantics::func::CallEvent;
use crate::semantics::print::Print;
use crate::semantics::refinement::Properties;
use crate::semantics::{Ty, Val};
use crate::smt::Model;

/// `1st`, `2nd`, `3rd`, `4th`, `11th`, `22nd`.
fn ordinal(n: u64) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// One printed or passed value, as the program's output shows it.
fn shown(model: &Model<'_>, v: &Val<'_>) -> String {
    match concrete(model, v) {
        Concrete::Poison => "poison".into(),
        // Integer prints are 65-bit numbers (see `print.rs`).
        Concrete::Int(b) => b.to_sdec(),
        Concrete::Float(f, b) => {
            let text = describe_float(f, b.as_ref());
            text.split(" (").next().unwrap_or(&text).to_string()
        }
        c => c.describe(&Ty::Other(String::new())),
    }
}

/// What an event prints, in words.
fn printed(model: &Model<'_>, e: &CallEvent<'_, '_>, p: &Print) -> String {
    let arg = |k: usize| e.args.get(k).map(|v| shown(model, v)).unwrap_or_default();
    match p {
        Print::Int | Print::Float(_) => arg(0),
        Print::Open => "'( '".into(),
        Print::Close => "' )'".into(),
        Print::Comma => "', '".into(),
        Print::Newline => "a newline".into(),
        Print::Str(s) => format!("{s:?}"),
        Print::Flops => format!("{} GFLOPS", arg(0)),
        Print::Memref { callee, shape, data } => {
            let list = |r: std::ops::Range<usize>| r.map(arg).collect::<Vec<_>>().join(", ");
            let n = shape.len();
            let view = format!("offset {}, sizes [{}], strides [{}]", arg(0), list(1..1 + n), list(1 + n..1 + 2 * n));
            if *data {
                let items: Vec<String> = (1 + 2 * n..e.args.len()).map(arg).collect();
                format!("a memref ({view}) holding {} (@{callee})", super::nest(&items, shape))
            } else {
                format!("the shape of a memref ({view}) (@{callee})")
            }
        }
    }
}

/// The first element of two memref prints of one shape that differs, as
/// `element [1, 0] as 7 where the source prints 3`.
fn differing_element(model: &Model<'_>, s: &CallEvent<'_, '_>, t: &CallEvent<'_, '_>) -> Option<String> {
    let Some(Print::Memref { shape, data: true, .. }) = &t.print else { return None };
    if s.args.len() != t.args.len() || s.callee != t.callee {
        return None;
    }
    let head = 1 + 2 * shape.len();
    (0..t.args.len()).find(|k| !model.eval_bool(&s.args[*k].refined_by(&t.args[*k]))).map(|k| {
        let what = if k < head {
            ["the offset", "a size", "a stride"][if k == 0 { 0 } else { 1 + (k - 1) / shape.len().max(1) }].to_string()
        } else {
            format!("element {:?}", crate::semantics::vector::multi_index((k - head) as u64, shape))
        };
        format!("{what} as {} where the source prints {}", shown(model, &t.args[k]), shown(model, &s.args[k]))
    })
}

/// The first input of a call that differs from the source's call's, as
/// `element [2] of argument #0 = 5 where the source's call sees 3`.
fn differing_input(model: &Model<'_>, s: &CallEvent<'_, '_>, t: &CallEvent<'_, '_>) -> Option<String> {
    if s.args.len() != t.args.len() || s.callee != t.callee {
        return None;
    }
    let k = (0..t.args.len()).find(|k| !model.eval_bool(&s.args[*k].refined_by(&t.args[*k])))?;
    let label = t.labels.get(k).cloned().unwrap_or_else(|| format!("argument #{k}"));
    Some(format!("{label} = {} where the source's call sees {}", shown(model, &t.args[k]), shown(model, &s.args[k])))
}

/// Property 2: the first target event the source does not make, else the
/// first source event the target does not make.
pub(super) fn explain_calls<'c, 'a>(
    model: &Model<'c>,
    props: &Properties<'c>,
    s: &Encoded<'c, 'a>,
    t: &Encoded<'c, 'a>,
    notes: &mut Vec<(Loc<'a>, String)>,
) -> (String, Loc<'a>) {
    let call_no = |i: &crate::smt::BV<'c>| model.eval_bv(i).to_u64().unwrap_or(0);
    let made = |e: &&CallEvent<'c, 'a>| model.eval_bool(&e.guard);
    // The how-manieth print an event is among its side's events.
    let nth_print = |side: &[CallEvent<'c, 'a>], e: &CallEvent<'c, 'a>| {
        let n = call_no(&e.index);
        ordinal(side.iter().filter(made).filter(|x| x.print.is_some() && call_no(&x.index) <= n).count() as u64)
    };
    if let Some(k) = props.target_calls.iter().position(|ok| !model.eval_bool(ok)) {
        let c = &t.calls[k];
        let n = call_no(&c.index);
        let other = s.calls.iter().filter(made).find(|e| call_no(&e.index) == n);
        if let Some(o) = other {
            notes.push((o.op.loc(), "the source's event at this position".to_string()));
        }
        let headline = match (&c.print, other) {
            (Some(p), Some(o)) if differing_element(model, o, c).is_some() => {
                let d = differing_element(model, o, c).unwrap_or_default();
                format!("target prints {d} ({} print, {})", nth_print(&t.calls, c), p.callee())
            }
            (Some(p), Some(o)) => match &o.print {
                Some(q) => format!(
                    "target prints {} where the source prints {} ({} print)",
                    printed(model, c, p),
                    printed(model, o, q),
                    nth_print(&t.calls, c)
                ),
                None => format!(
                    "target prints {} where the source calls {} ({} print)",
                    printed(model, c, p),
                    o.callee,
                    nth_print(&t.calls, c)
                ),
            },
            (Some(p), None) => format!(
                "target prints {} after the source's output ends ({} print)",
                printed(model, c, p),
                nth_print(&t.calls, c)
            ),
            (None, Some(o)) if o.print.is_some() => {
                let q = o.print.as_ref().expect("a print");
                format!("the target calls {} where the source prints {}", c.callee, printed(model, o, q))
            }
            (None, Some(o)) if differing_input(model, o, c).is_some() => format!(
                "the target's call #{n} to {} is not the source's call #{n}: it sees {}",
                c.callee,
                differing_input(model, o, c).unwrap_or_default()
            ),
            _ => format!(
                "the target's call #{n} to {} is not the source's call #{n} (a call added, moved, or with other \
                 arguments)",
                c.callee
            ),
        };
        return (headline, c.op.loc());
    }
    let k = props.source_calls.iter().position(|ok| !model.eval_bool(ok)).unwrap_or(0);
    let c = &s.calls[k];
    match &c.print {
        Some(p) => {
            notes.push((c.op.loc(), "the source prints here".to_string()));
            let what = printed(model, c, p);
            (format!("the target does not print {what} ({} print of the source)", nth_print(&s.calls, c)), t.ret.loc())
        }
        None => {
            notes.push((c.op.loc(), "the source makes this call".to_string()));
            (format!("the target does not make the source's call #{} to {}", call_no(&c.index), c.callee), t.ret.loc())
        }
    }
}
