pub mod bins;
pub mod report;
