//! splitbill: split shared expenses and settle up.

pub mod ledger;
pub mod money;
pub mod settle;

pub use ledger::{Expense, Ledger};
pub use money::Money;
