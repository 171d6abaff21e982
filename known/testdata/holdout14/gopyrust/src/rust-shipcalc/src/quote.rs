use crate::carrier::Carrier;
use crate::parcel::Parcel;

/// A price quote in cents.
#[derive(Debug)]
pub struct Quote {
    pub carrier: Carrier,
    pub cents: u32,
}

pub fn quote(c: Carrier, p: &Parcel) -> Quote {
    let kg = (p.billable_g() + 999) / 1000;
    let mut cents = c.base_cents() + kg.saturating_sub(1) * 150;
    if p.fragile {
        cents += 300;
    }
    Quote { carrier: c, cents }
}

pub fn cheapest(p: &Parcel, carriers: &[Carrier]) -> Option<Quote> {
    carriers.iter().map(|&c| quote(c, p)).min_by_key(|q| q.cents)
}
