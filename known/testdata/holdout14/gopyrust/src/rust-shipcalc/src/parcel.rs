/// A parcel's size and weight.
#[derive(Debug, Clone)]
pub struct Parcel {
    pub weight_g: u32,
    pub length_mm: u32,
    pub width_mm: u32,
    pub height_mm: u32,
    pub fragile: bool,
}

impl Parcel {
    pub fn volume_cm3(&self) -> u32 {
        self.length_mm * self.width_mm * self.height_mm / 1000
    }

    /// Volumetric weight in grams (5000 cm3 per kg).
    pub fn volumetric_g(&self) -> u32 {
        self.volume_cm3() / 5
    }

    pub fn billable_g(&self) -> u32 {
        let min_charge_g = 100;
        self.weight_g.max(self.volumetric_g())
    }
}

pub fn letter() -> Parcel {
    Parcel {
        weight_g: 50,
        length_mm: 240,
        width_mm: 160,
        height_mm: 5,
    }
}
