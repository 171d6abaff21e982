pub mod store;
pub mod wal;
