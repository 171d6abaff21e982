pub mod carrier;
pub mod parcel;
pub mod quote;
