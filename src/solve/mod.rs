//! Solver strategies that the checker (`refine`) and the PDL verifier
//! (`pdl`) share, on top of `smt` and the semantic values of `semantics`:
//! true lemmas about division terms (`lemmas`), proofs with the arithmetic
//! both sides share abstracted (`shared`), and steering a
//! counterexample toward inputs a person reads at a glance (`steer`).

pub mod lemmas;
pub mod shared;
pub mod steer;
