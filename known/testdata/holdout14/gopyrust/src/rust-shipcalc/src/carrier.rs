/// The carriers we quote for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Carrier {
    Post,
    Courier,
    Freight,
    Locker,
}

impl Carrier {
    /// Base price in cents.
    pub fn base_cents(self) -> u32 {
        match self {
            Carrier::Post => 450,
            Carrier::Courier => 1290,
            Carrier::Freight => 4900,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Carrier::Post => "post",
            Carrier::Courier => "courier",
            Carrier::Freight => "freight",
            Carrier::Locker => "locker",
        }
    }
}
