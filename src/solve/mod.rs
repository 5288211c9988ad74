//! Solver strategies that the checker (`refine`) and the PDL verifier
//! (`pdl`) share, on top of `smt` and the semantic values of `semantics`:
//! true lemmas about division terms (`lemmas`), and steering a
//! counterexample toward inputs a person reads at a glance (`steer`).

pub mod lemmas;
pub mod steer;
