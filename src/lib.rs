//! `skyjo`: a score pad, dispute checker and history for the card game Skyjo.
//!
//! [`rules`] is the pure rules engine; the rest of the crate stores games,
//! parses the command line and renders what the engine decides.

pub mod rules;
